import TableModelScenarios
import TableModelTestSupport
import TableModelTesting
import Testing

/// Randomised tests of the headless table: valid batches built without a diff must be accepted
/// and leave exactly the target rows with every survivor's cell; perturbed batches must be either
/// rejected with the table untouched, or accepted consistently.
@MainActor
@Suite struct HeadlessTablePropertyTests {
  /// The number of random cases; `TABLEMODEL_HEADLESS_CASES` raises it.
  let cases = environmentInteger("TABLEMODEL_HEADLESS_CASES", default: 3_000)

  @Test func naiveBatches_areAccepted_andLeaveExactlyTheTarget() throws {
    let seed = UInt64(environmentInteger("TABLEMODEL_SEED", default: 0x7AB1E))
    var generator = SplitMix64(seed: seed)
    for index in 0..<cases {
      var ids = 0
      let old = RandomSections.random(using: &generator, maxSections: 5, maxRows: 8, ids: &ids)
      let new = old.randomEdit(using: &generator, ids: &ids)
      let calls = old.naiveBatch(to: new)
      let problems = run(old: old, new: new, calls: calls)
      guard problems.isEmpty else {
        Issue.record(
          "seed \(seed) case \(index)\nold: \(old)\nnew: \(new)\ncalls: \(calls)\n\(problems.joined(separator: "\n"))"
        )
        return
      }
    }
  }

  @Test func perturbedBatches_rejectedUntouched_orAcceptedConsistently() throws {
    let seed = UInt64(environmentInteger("TABLEMODEL_SEED", default: 0xBAD))
    var generator = SplitMix64(seed: seed)
    var rejected = 0
    for index in 0..<cases {
      var ids = 0
      let old = RandomSections.random(using: &generator, maxSections: 4, maxRows: 6, ids: &ids)
      let new = old.randomEdit(using: &generator, ids: &ids)
      var calls = old.naiveBatch(to: new)
      if !calls.isEmpty, Bool.random(using: &generator) {
        calls.remove(at: Int.random(in: 0..<calls.count, using: &generator))
      } else {
        calls.append(randomCall(using: &generator, shape: old.shape))
      }
      let fixture = HeadlessFixture(old.shape)
      fixture.source.sections = old.rows
      try fixture.table.reloadData()
      let before = snapshot(fixture.table)
      do {
        try fixture.table.performBatchUpdates {
          fixture.source.sections = new.rows
          for call in calls { try fixture.table.replay(call) }
        }
      } catch is TableUpdateError {
        rejected += 1
        let after = snapshot(fixture.table)
        #expect(after == before, "seed \(seed) case \(index): a rejected batch changed the table")
        continue
      }
      #expect(
        fixture.table.cachedShape == new.shape,
        "seed \(seed) case \(index): accepted, but the table's shape is not the data source's")
      let cells = fixture.table.visibleCells.map(ObjectIdentifier.init)
      #expect(Set(cells).count == cells.count, "seed \(seed) case \(index): a cell shows two rows")
    }
    #expect(rejected > cases / 4, "the perturbations should mostly break the batch")
  }

  // MARK: Helpers

  private struct Snapshot: Equatable {
    var shape: TableShape?
    var cells: [RowPath: ObjectIdentifier]
    var texts: [RowPath: String]
  }

  private func snapshot(_ table: HeadlessTableView) -> Snapshot {
    var cells: [RowPath: ObjectIdentifier] = [:]
    var texts: [RowPath: String] = [:]
    for path in table.indexPathsForVisibleRows {
      guard let cell = table.cellForRow(at: path) else { continue }
      cells[path] = ObjectIdentifier(cell)
      texts[path] = cell.text
    }
    return Snapshot(shape: table.cachedShape, cells: cells, texts: texts)
  }

  private func run(old: RandomSections, new: RandomSections, calls: [TableViewCall]) -> [String] {
    let fixture = HeadlessFixture(old.shape)
    fixture.source.sections = old.rows
    do { try fixture.table.reloadData() } catch { return ["load failed: \(error)"] }
    let before = Dictionary(
      uniqueKeysWithValues: fixture.table.visibleCells.map { ($0.text ?? "", $0) })
    do {
      try fixture.table.performBatchUpdates {
        fixture.source.sections = new.rows
        for call in calls { try fixture.table.replay(call) }
      }
    } catch {
      return ["rejected: \(error)"]
    }
    var problems: [String] = []
    if fixture.table.cachedShape != new.shape {
      problems.append("shape \(String(describing: fixture.table.cachedShape)) ≠ \(new.shape)")
    }
    let oldSectionIDs = Set(old.sections.map(\.id))
    let newSectionIDs = Set(new.sections.map(\.id))
    let oldItems = old.paths()
    for (section, content) in new.sections.enumerated() {
      for (row, item) in content.items.enumerated() {
        let path = RowPath(row: row, section: section)
        guard let cell = fixture.table.cellForRow(at: path) else {
          problems.append("\(path) has no cell")
          continue
        }
        if cell.text != "i\(item)" { problems.append("\(path) shows \(cell.text ?? "nil")") }
        let kept =
          oldItems[item].map { newSectionIDs.contains(old.sections[$0.section].id) } ?? false
          && oldSectionIDs.contains(content.id)
        if kept, cell !== before["i\(item)"] {
          problems.append("\(path) lost the cell of item \(item)")
        }
      }
    }
    return problems
  }

  private func randomCall(
    using generator: inout SplitMix64, shape: TableShape
  ) -> TableViewCall {
    let sections = max(shape.numberOfSections, 1)
    let path = RowPath(
      row: Int.random(in: 0...6, using: &generator),
      section: Int.random(in: 0...sections, using: &generator))
    let other = RowPath(
      row: Int.random(in: 0...6, using: &generator),
      section: Int.random(in: 0...sections, using: &generator))
    switch Int.random(in: 0..<8, using: &generator) {
    case 0: return .insertRows([path], .automatic)
    case 1: return .deleteRows([path], .automatic)
    case 2: return .reloadRows([path], .automatic)
    case 3: return .moveRow(path, to: other)
    case 4: return .insertSections([path.section], .automatic)
    case 5: return .deleteSections([path.section], .automatic)
    case 6: return .reloadSections([path.section], .automatic)
    default: return .moveSection(path.section, to: other.section)
    }
  }
}
