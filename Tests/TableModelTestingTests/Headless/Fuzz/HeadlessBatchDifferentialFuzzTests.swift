import TableModelScenarios
import TableModelTestSupport
import TableModelTesting
import Testing

/// `HeadlessTableView` against `ReferenceBatchRules`, batch by batch.
///
/// A table of random height shows the old shape, its data source switches to the new one, and a
/// random batch is performed. The table
/// must refuse it by the reference's rule and message (leaving its shape), or accept it with the reference's
/// verdict given the rows that had cells, take the new shape, and keep the cell of every kept or
/// moved row that is still on screen.
@MainActor
@Suite struct HeadlessBatchDifferentialFuzzTests {
  /// The number of random batches per profile; `TABLEMODEL_FUZZ_CASES` raises it.
  let cases = environmentInteger("TABLEMODEL_FUZZ_CASES", default: 2_000)

  @Test(arguments: ReferenceBatchRules.Profile.allCases)
  func randomBatches_onAHeadlessTable_getTheReferenceVerdict(
    _ profile: ReferenceBatchRules.Profile
  ) throws {
    let seed = UInt64(environmentInteger("TABLEMODEL_SEED", default: 0x7AB1E))
    var generator = SplitMix64(seed: seed)
    var accepted = 0
    var classes: [String: Int] = [:]
    for index in 0..<cases {
      let batch = RandomBatchCase.random(using: &generator) {
        if case .animated = ReferenceBatchRules.verdict(
          $0.calls, old: $0.old, new: $0.new, hasExistingCell: { _ in true }, profile: profile)
        {
          return true
        }
        return false
      }
      for kind in batch.classes { classes[kind, default: 0] += 1 }
      let source = StubDataSource(shape: TableShape(batch.old))
      let table = HeadlessTableView(
        height: Double(Int.random(in: 0...300, using: &generator)),
        profile: profile == .modern ? .modern : .legacy)
      table.register(HeadlessTableViewCell.self, forCellReuseIdentifier: "Cell")
      table.dataSource = source
      try table.layoutIfNeeded()
      let visible = Set(table.indexPathsForVisibleRows)
      let cells = Dictionary(
        uniqueKeysWithValues: visible.compactMap { path in
          table.cellForRow(at: path).map { (path, ObjectIdentifier($0)) }
        })
      source.sections = StubDataSource.rows(for: TableShape(batch.new), tag: "new ")
      // A negative count is reported as the data source's answer, over its (empty) rows.
      for (section, count) in batch.new.enumerated() where count < 0 {
        source.reportedRowCounts[section] = count
      }
      let refusal = tableUpdateRefusal { try table.applyBatch(batch.calls, completion: {}) }
      let expected = ReferenceBatchRules.verdict(
        batch.calls, old: batch.old, new: batch.new, hasExistingCell: visible.contains,
        profile: profile)
      let failure = "seed \(seed) case \(index) \(profile): \(batch), cells \(visible.sorted())"
      if case .refused(let rule) = expected {
        let message = ReferenceBatchRules.message(
          batch.calls, old: batch.old, new: batch.new, hasExistingCell: visible.contains,
          profile: profile)
        #expect(refusal?.rule.identifier == rule, "\(failure): \(String(describing: refusal))")
        #expect(
          refusal.map { ReferenceBatchRules.comparableMessage($0.message) } == message,
          "\(failure): \(String(describing: refusal)), expected \(message ?? "")")
        #expect(table.cachedShape == TableShape(batch.old), "\(failure): the shape changed")
        if refusal?.rule.identifier != rule { return }
        continue
      }
      let record = try #require(table.lastBatch, "\(failure): \(String(describing: refusal))")
      let actual = ReferenceBatchRules.Verdict(record.result, old: batch.old, new: batch.new)
      #expect(actual == expected, "\(failure): \(actual)")
      #expect(table.cachedShape == TableShape(batch.new), "\(failure): not the new shape")
      guard actual == expected else { return }
      guard case .animated(let mapping) = expected else { continue }
      accepted += 1
      // A `reloadData()` inside the batch reloads every cell once the batch is applied (§1.7).
      if batch.calls.contains(.reloadData) { continue }
      for (old, cell) in cells {
        guard let new = mapping.rows[old], let moved = table.cellForRow(at: new) else { continue }
        #expect(ObjectIdentifier(moved) == cell, "\(failure): \(old) → \(new) lost its cell")
      }
    }
    #expect(accepted * 20 >= cases, "too few accepted batches: \(accepted)")
    let missing = [
      "extreme position", "negative count", "empty batch", "no sections", "move from NSNotFound",
    ].filter {
      classes[$0, default: 0] == 0
    }
    #expect(missing.isEmpty, "never reached: \(missing)")
  }
}
