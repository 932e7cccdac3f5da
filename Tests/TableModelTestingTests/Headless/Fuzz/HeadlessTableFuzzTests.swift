import TableModelScenarios
import TableModelTestSupport
import TableModelTesting
import Testing

/// The headless table driven by a data source and delegate that lie (negative row counts, counts
/// that change without a batch, negative, NaN and infinite heights) and by update calls with
/// out-of-range, negative and extreme positions: every call either succeeds with a table that
/// still holds together, or throws `TableUpdateError` and leaves the table as it was — never a
/// runtime trap.
@MainActor
@Suite struct HeadlessTableFuzzTests {
  /// The number of random tables; `TABLEMODEL_FUZZ_CASES` raises it.
  let cases = environmentInteger("TABLEMODEL_FUZZ_CASES", default: 300)

  /// The number of calls on each table.
  let steps = 30

  @Test func lyingDataSource_neverTraps_andRejectedCallsLeaveTheTableUntouched() throws {
    let seed = UInt64(environmentInteger("TABLEMODEL_SEED", default: 0xF022))
    var generator = SplitMix64(seed: seed)
    var thrown = 0
    var succeeded = 0
    for index in 0..<cases {
      let counts = (0..<Int.random(in: 0...4, using: &generator)).map { _ in
        FuzzValues.rowCount(using: &generator)
      }
      // Half the delegates implement estimatedHeightForRowAt, which turns estimation on (K11).
      let source =
        Bool.random(using: &generator)
        ? EstimatingLyingDataSource(counts) : LyingDataSource(counts)
      let table = HeadlessTableView(height: Double(Int.random(in: 100...600, using: &generator)))
      table.register(HeadlessTableViewCell.self, forCellReuseIdentifier: "Cell")
      if Bool.random(using: &generator) { table.estimatedRowHeight = 44 }
      table.dataSource = source
      table.delegate = source
      var trace: [String] = []
      for _ in 0..<steps {
        let before = table.cachedShape
        let reportedBefore = TableShape(source.rowCounts)
        let action = randomAction(source: source, table: table, using: &generator)
        trace.append(action.name)
        do {
          try action.run()
          succeeded += 1
        } catch is TableUpdateError {
          thrown += 1
          // A refused call leaves the shape the table had. An unloaded table may have loaded
          // the data source's shape first, as UIKit does before a batch's updates (K15).
          guard
            table.cachedShape == before
              || (before == nil && table.cachedShape == reportedBefore)
          else {
            Issue.record(
              "seed \(seed) case \(index): \(action.name) threw but changed the shape from \(String(describing: before)) to \(String(describing: table.cachedShape))\n\(trace)"
            )
            return
          }
        }
        if let problem = inconsistency(of: table) {
          Issue.record("seed \(seed) case \(index): after \(action.name): \(problem)\n\(trace)")
          return
        }
      }
    }
    #expect(thrown > cases / 2, "the lies should often be refused (\(thrown) refused)")
    #expect(succeeded > cases * steps / 2, "most calls should still succeed (\(succeeded))")
  }

  // MARK: Actions

  private struct Action {
    var name: String
    var run: () throws -> Void
  }

  private func randomAction(
    source: LyingDataSource, table: HeadlessTableView, using generator: inout SplitMix64
  ) -> Action {
    let sections = source.rowCounts.count
    func row(_ generator: inout SplitMix64) -> RowPath {
      let section = FuzzIndex.index(upTo: max(sections, 1), using: &generator)
      let rows = source.rowCounts.indices.contains(section) ? source.rowCounts[section] : 1
      return RowPath(row: FuzzIndex.index(upTo: max(rows, 1), using: &generator), section: section)
    }
    switch Int.random(in: 0..<12, using: &generator) {
    case 0: return Action(name: "reloadData") { try table.reloadData() }
    case 1: return Action(name: "layoutIfNeeded") { try table.layoutIfNeeded() }
    case 2:
      let offset = [-50, 0, 120, 400, 1e9].randomElement(using: &generator)!
      return Action(name: "setContentOffset(\(offset))") { try table.setContentOffset(offset) }
    case 3:
      // The data source changes without telling the table.
      let section = Int.random(in: 0...sections, using: &generator)
      let count = FuzzValues.rowCount(using: &generator)
      return Action(name: "silent count \(section) = \(count)") {
        if section == sections {
          source.rowCounts.append(count)
        } else {
          source.rowCounts[section] = count
        }
      }
    case 4:
      let path = RowPath(
        row: Int.random(in: 0...6, using: &generator),
        section: Int.random(in: 0...3, using: &generator))
      let height = FuzzValues.height(using: &generator)
      let which = Int.random(in: 0..<4, using: &generator)
      return Action(name: "height \(which) \(path) = \(height)") {
        switch which {
        case 0: source.rowHeights[path] = height
        case 1: source.estimatedHeights[path] = height
        case 2: source.headerHeights[path.section] = height
        default: source.footerHeights[path.section] = height
        }
      }
    case 5, 6:
      let newCounts = source.rowCounts.map { count in
        Bool.random(using: &generator) ? count : FuzzValues.rowCount(using: &generator)
      }
      let calls = (0..<Int.random(in: 1...3, using: &generator)).map { _ in
        randomCall(sections: sections, row: row, using: &generator)
      }
      return Action(name: "batch \(newCounts) \(calls.map(\.name))") {
        try table.performBatchUpdates {
          source.rowCounts = newCounts
          for call in calls { try call.run(table) }
        }
      }
    case 7:
      let call = randomCall(sections: sections, row: row, using: &generator)
      return Action(name: "bare \(call.name)") { try call.run(table) }
    case 8:
      let paths = [row(&generator), row(&generator)]
      return Action(name: "reconfigureRows \(paths)") { try table.reconfigureRows(at: paths) }
    case 9:
      let path = row(&generator)
      return Action(name: "cellForRow \(path)") {
        let cell = table.cellForRow(at: path)
        if cell != nil, table.cachedShape?.contains(path) != true {
          Issue.record("a cell for \(path), which the table does not have")
        }
      }
    case 10:
      return Action(name: "settle") { try table.settle() }
    default:
      let path = row(&generator)
      return Action(name: "deselectRow \(path)") { table.deselectRow(at: path, animated: false) }
    }
  }

  private struct Call {
    var name: String
    var run: (HeadlessTableView) throws -> Void
  }

  private func randomCall(
    sections: Int, row: (inout SplitMix64) -> RowPath, using generator: inout SplitMix64
  ) -> Call {
    let first = row(&generator)
    let second = row(&generator)
    let section = FuzzIndex.index(upTo: max(sections, 1), using: &generator)
    let other = FuzzIndex.index(upTo: max(sections, 1), using: &generator)
    switch Int.random(in: 0..<8, using: &generator) {
    case 0:
      return Call(name: "insertRows \([first, second])") { try $0.insertRows(at: [first, second]) }
    case 1:
      return Call(name: "deleteRows \([first, first])") { try $0.deleteRows(at: [first, first]) }
    case 2: return Call(name: "reloadRows \([first])") { try $0.reloadRows(at: [first]) }
    case 3:
      return Call(name: "moveRow \(first)→\(second)") { try $0.moveRow(at: first, to: second) }
    case 4: return Call(name: "insertSections \([section])") { try $0.insertSections([section]) }
    case 5:
      return Call(name: "deleteSections \([section, section])") {
        try $0.deleteSections([section, section])
      }
    case 6: return Call(name: "reloadSections \([section])") { try $0.reloadSections([section]) }
    default:
      return Call(name: "moveSection \(section)→\(other)") {
        try $0.moveSection(section, toSection: other)
      }
    }
  }

  // MARK: Invariants

  /// What is wrong with the table, if anything: a negative cached count, a cell at a row the
  /// cached shape does not have, or a visible row whose frame is not a finite, non-negative
  /// rectangle.
  private func inconsistency(of table: HeadlessTableView) -> String? {
    guard let shape = table.cachedShape else { return nil }
    if shape.rowCounts.contains(where: { $0 < 0 }) { return "a negative cached count: \(shape)" }
    for path in table.indexPathsForVisibleRows {
      guard shape.contains(path) else { return "a cell at \(path), outside \(shape)" }
      let frame = table.rectForRow(at: path)
      guard frame.y.isFinite, frame.height.isFinite, frame.height >= 0 else {
        return "row \(path) has the frame \(frame)"
      }
    }
    return nil
  }
}
