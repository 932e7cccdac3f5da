import TableModelScenarios
import TableModelTestSupport
import TableModelTesting
import Testing

/// Generated cases of the classes where the headless table once deviated from
/// `uikit-batch-rules.md` (issue 12, item 5), each checked against what the specification says
/// outright rather than against the validator: a row delete and a move of one row inside an
/// absorbed section, a reload's position inside a deleted section per profile, a table whose
/// shape is read at a batch's start, and a data source that reports a negative row count.
@MainActor
@Suite struct SpecClassPropertyTests {
  /// The number of random cases per test; `TABLEMODEL_HEADLESS_CASES` changes it.
  let cases = environmentInteger("TABLEMODEL_HEADLESS_CASES", default: 3_000)
  let seed = UInt64(environmentInteger("TABLEMODEL_SEED", default: 0x5EC))

  @Test(arguments: [BatchValidator.Profile.modern, .legacy])
  func rowDeleteAndMoveOfOneRow_inAnAbsorbingSection_isAlwaysR5(
    profile: BatchValidator.Profile
  ) {
    var generator = SplitMix64(seed: seed)
    for index in 0..<cases {
      let old = randomShape(using: &generator, sections: 1...4)
      let section = Int.random(in: 0..<old.numberOfSections, using: &generator)
      // The row may lie beyond its section: R5 comes before the bounds checks (§1.6 step 4).
      let row = RowPath(
        row: Int.random(in: 0...old.rowCounts[section] + 1, using: &generator), section: section)
      let destination = RowPath(
        row: Int.random(in: 0...5, using: &generator),
        section: Int.random(in: 0...old.numberOfSections, using: &generator))
      let absorbing: TableViewCall =
        Bool.random(using: &generator)
        ? .reloadSections([section], .automatic) : .deleteSections([section], .automatic)
      let calls = [absorbing, .deleteRows([row], .automatic), .moveRow(row, to: destination)]
        .shuffled(using: &generator)
      let new = randomShape(using: &generator, sections: 0...5)
      let fixture = HeadlessFixture(old, profile: profile)
      let result = fixture.batch(to: new) { table in
        for call in calls { try table.replay(call) }
      }
      guard case .failure(let error) = result, error.rule == .deleteAndMoveSameSource else {
        Issue.record("seed \(seed) case \(index): \(old) → \(new), \(calls): \(result)")
        return
      }
      #expect(
        error.message
          == "attempt to perform a delete and a move from the same index path (\(ip(section, row.row)))"
      )
      #expect(fixture.table.cachedShape == old)
    }
  }

  @Test(arguments: [BatchValidator.Profile.modern, .legacy])
  func reloadInDeletedSection_landsWhereTheProfileDerivesIt(profile: BatchValidator.Profile) {
    var generator = SplitMix64(seed: seed)
    for index in 0..<cases {
      var oldCounts = randomShape(using: &generator, sections: 2...4).rowCounts
      let section = Int.random(in: 0..<oldCounts.count - 1, using: &generator)
      oldCounts[section] = max(oldCounts[section], 1)
      let old = TableShape(oldCounts)
      let reloaded = Int.random(in: 0..<old.rowCounts[section], using: &generator)
      let deleted = (0..<old.rowCounts[section]).filter {
        $0 != reloaded && Bool.random(using: &generator)
      }
      // The reload's insert half lands in the section after it, which moves up to its index.
      var newCounts = old.rowCounts
      newCounts.remove(at: section)
      newCounts[section] += 1
      let new = TableShape(newCounts)
      // §1.5 step 2: legacy subtracts the row deletes before the row; iOS 18 does not when the
      // section itself is deleted.
      let derived =
        profile == .legacy ? reloaded - deleted.filter { $0 < reloaded }.count : reloaded
      let fixture = HeadlessFixture(old, profile: profile)
      let result = fixture.batch(to: new) {
        try $0.deleteSections([section])
        if !deleted.isEmpty { try $0.deleteRows(at: deleted.map { p(section, $0) }) }
        try $0.reloadRows(at: [p(section, reloaded)])
      }
      let context = "seed \(seed) case \(index): \(old), section \(section), reload \(reloaded)"
      guard derived < new.rowCounts[section] else {
        expectRejected(
          result, .insertRowBeyondSection,
          "attempt to insert row \(derived) into section \(section), but there are only \(new.rowCounts[section]) rows in section \(section) after the update"
        )
        continue
      }
      guard case .success(let batch) = result, let mapping = batch.mapping else {
        Issue.record("\(context): \(result)")
        return
      }
      for row in 0..<new.rowCounts[section] {
        let expected = row == derived ? nil : p(section + 1, row < derived ? row : row - 1)
        #expect(mapping.oldPath(forNew: p(section, row)) == expected, "\(context), row \(row)")
      }
    }
  }

  @Test(arguments: [BatchValidator.Profile.modern, .legacy])
  func batchOnATableReadAtItsStart_isTheBatchOnALoadedTable(profile: BatchValidator.Profile) {
    var generator = SplitMix64(seed: seed)
    for index in 0..<cases {
      var ids = 0
      let old = RandomSections.random(using: &generator, maxSections: 4, maxRows: 6, ids: &ids)
      let new = old.randomEdit(using: &generator, ids: &ids)
      var calls = old.naiveBatch(to: new)
      let rows = old.paths().values.sorted()
      if !rows.isEmpty {
        // A row reload meets the naive batch's move of the same row (R5) only if it has a cell.
        calls.append(
          .reloadRows(
            (0..<Int.random(in: 1...3, using: &generator)).map { _ in
              rows[Int.random(in: 0..<rows.count, using: &generator)]
            }, .automatic))
      }
      let height = Double(Int.random(in: 1...8, using: &generator)) * 40
      let outcomes = [true, false].map { load in
        let fixture = HeadlessFixture(old.shape, profile: profile, height: height, load: false)
        fixture.source.sections = old.rows
        if load { try? fixture.table.reloadData() }
        try? fixture.table.performBatchUpdates {
          fixture.source.sections = new.rows
          for call in calls { try fixture.table.replay(call) }
        }
        return Outcome(batch: fixture.table.lastBatch?.result, cells: fixture.cellTexts)
      }
      guard outcomes[0] == outcomes[1] else {
        Issue.record(
          "seed \(seed) case \(index), height \(height): \(old) → \(new), \(calls)\nloaded: \(outcomes[0])\nread at the batch's start: \(outcomes[1])"
        )
        return
      }
    }
  }

  @Test(arguments: [BatchValidator.Profile.modern, .legacy])
  func negativeRowCount_isRefusedOnEveryPath_andLeavesTheTableAsItWas(
    profile: BatchValidator.Profile
  ) {
    var generator = SplitMix64(seed: seed)
    for index in 0..<cases {
      var ids = 0
      let old = RandomSections.random(using: &generator, maxSections: 4, maxRows: 6, ids: &ids)
      // Where the negative count is read: 0–2 the table's first read (a layout, a reload, a
      // batch that loads the table at its start), 3 a bare section reload's commit (the rows
      // stay, so only the negative count is wrong), 4 the commit of a valid batch, 5 the commit
      // of a batch that moves a row into a new last section, which UIKit reloads (R21).
      let path = Int.random(in: 0...5, using: &generator)
      var new = path == 4 ? old.randomEdit(using: &generator, ids: &ids) : old
      var calls: [TableViewCall] =
        path == 4 ? old.naiveBatch(to: new) : [.reloadSections([0], .automatic)]
      if path == 5 {
        guard let moved = old.paths().values.min() else { continue }
        let item = new.sections[moved.section].items.remove(at: moved.row)
        new.sections.append(.init(id: ids, items: [item]))
        let last = new.sections.count - 1
        calls = [.insertSections([last], .automatic), .moveRow(moved, to: p(last, 0))]
      }
      guard new.shape.numberOfSections > 0 else { continue }
      let negative = [
        Int.random(in: 0..<new.shape.numberOfSections, using: &generator):
          -Int.random(in: 1...3, using: &generator)
      ]
      let fixture = HeadlessFixture(old.shape, profile: profile, load: false)
      fixture.source.sections = old.rows
      if path >= 3 { try? fixture.table.reloadData() }
      let before = (fixture.table.cachedShape, fixture.cellTexts)
      let outcome = Result {
        switch path {
        case 0:
          fixture.source.reportedRowCounts = negative
          try fixture.table.layoutIfNeeded()
        case 1:
          fixture.source.reportedRowCounts = negative
          try fixture.table.reloadData()
        case 2:
          fixture.source.reportedRowCounts = negative
          try fixture.table.performBatchUpdates {}
        default:
          try fixture.table.performBatchUpdates {
            fixture.source.sections = new.rows
            fixture.source.reportedRowCounts = negative
            for call in calls { try fixture.table.replay(call) }
          }
        }
      }
      let refusals: Set<TableUpdateError.Rule> = [
        .negativeNumberOfRows, .invalidBatchUpdates, .insertRowBeyondSection,
        .moveRowBeyondSection,
      ]
      guard case .failure(let error as TableUpdateError) = outcome, refusals.contains(error.rule)
      else {
        Issue.record(
          "seed \(seed) case \(index): \(old) → \(new), path \(path), counts \(negative): \(outcome)"
        )
        return
      }
      if path < 3 { #expect(error.rule == .negativeNumberOfRows) }
      #expect(fixture.table.cachedShape == before.0, "seed \(seed) case \(index)")
      #expect(fixture.cellTexts == before.1, "seed \(seed) case \(index)")
    }
  }

  // MARK: Helpers

  /// What a batch did to a table: its record and the cells it left.
  private struct Outcome: Equatable, CustomStringConvertible {
    var batch: Result<BatchValidator.ValidatedBatch, TableUpdateError>?
    var cells: [RowPath: String]

    var description: String {
      let batch = self.batch.map { result in
        switch result {
        case .success(let batch): batch.mapping.map { "\($0.debugDescription)" } ?? "reloadData"
        case .failure(let error): "\(error)"
        }
      }
      return "\(batch ?? "no batch"), cells \(cells.sorted { $0.key < $1.key })"
    }
  }

  private func randomShape(
    using generator: inout SplitMix64, sections: ClosedRange<Int>
  ) -> TableShape {
    TableShape(
      (0..<Int.random(in: sections, using: &generator)).map { _ in
        Int.random(in: 0...5, using: &generator)
      })
  }
}
