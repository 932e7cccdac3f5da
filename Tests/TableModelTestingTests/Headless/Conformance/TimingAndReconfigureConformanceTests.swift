import TableModelTestSupport
import TableModelTesting
import Testing

/// Scenarios C54–C57 and C70–C72 of `uikit-batch-rules.md` §6: when the "old" shape is read,
/// `reloadData` inside a batch, call-time checks and `reconfigureRows`.
@MainActor
@Suite struct TimingAndReconfigureConformanceTests {
  @Test func c54_nothingCached_oldShapeReadAtBatchStart_rejectedR23_legacyR24() {
    for profile in [BatchValidator.Profile.modern, .legacy] {
      let fixture = HeadlessFixture([4], profile: profile, load: false)
      #expect(!fixture.table.isLoaded)
      let result = Result {
        try fixture.table.insertRows(at: [p(0, 3)])
      }
      #expect(fixture.source.shapeReads == 2, "read once at batch start and once at commit")
      if profile == .modern {
        expectInvalidBatchUpdates(
          fixture.table.lastBatch!.result, before: "{ 1 section with row counts: [4] }",
          after: "{ 1 section with row counts: [4] }", updates: ["Insert row (0 - 3)"])
      } else {
        expectRejected(
          fixture.table.lastBatch!.result, .invalidNumberOfRows,
          invalidRows(section: 0, after: 4, before: 4, inserted: 1, deleted: 0))
      }
      #expect(throws: TableUpdateError.self) { try result.get() }
    }
  }

  @Test func c55_modelChangedInsideBatch_accepted() throws {
    let fixture = HeadlessFixture([3])
    try fixture.table.performBatchUpdates {
      fixture.source.sections[0].append("new")
      try fixture.table.insertRows(at: [p(0, 3)])
    }
    #expect(fixture.table.cachedShape == [4])
    #expect(fixture.table.cellForRow(at: p(0, 3))?.text == "new")
  }

  @Test func c56_reloadDataInsideBatch_validatesAgainstCachedShape_thenReloads() throws {
    let fixture = HeadlessFixture([3])
    let before = fixture.table.visibleCells
    fixture.table.beginUpdates()
    fixture.source.sections = [["a", "b"]]
    try fixture.table.deleteRows(at: [p(0, 0)])
    try fixture.table.reloadData()
    try fixture.table.endUpdates()
    #expect(fixture.table.lastBatch?.isAccepted == true)
    #expect(fixture.cellTexts == [p(0, 0): "a", p(0, 1): "b"])
    #expect(
      fixture.table.visibleCells.allSatisfy { cell in !before.contains { $0 === cell } }
        || fixture.table.visibleCells.allSatisfy { $0.reuseCount > 0 },
      "the reload gives every row a newly configured cell")
  }

  @Test func c57_reloadDataInsideBatch_doesNotRefreshOldShape_rejectedR24() {
    let fixture = HeadlessFixture([3])
    fixture.table.beginUpdates()
    fixture.source.sections = StubDataSource.rows(for: [5])
    #expect(throws: Never.self) { try fixture.table.reloadData() }
    #expect(throws: TableUpdateError.self) { try fixture.table.endUpdates() }
    expectRejected(
      fixture.table.lastBatch!.result, .invalidNumberOfRows,
      invalidRows(section: 0, after: 5, before: 3, inserted: 0, deleted: 0))
    #expect(fixture.table.cachedShape == [3], "the suspended reload is discarded with the batch")
  }

  @Test func c70_negativeRow_rejectedAtCallR1() {
    let fixture = HeadlessFixture([3])
    fixture.table.beginUpdates()
    #expect {
      try fixture.table.insertRows(at: [p(0, -1)])
    } throws: { error in
      let error = error as? TableUpdateError
      return error?.rule == .invalidIndexPath
        && error?.message
          == "Attempted to perform update with invalid index path: <NSIndexPath: 0x0> {length = 2, path = 0 - 18446744073709551615}"
    }
    #expect(throws: Never.self) { try fixture.table.endUpdates() }
    #expect(fixture.table.lastBatch?.calls == [], "the rejected call was not recorded")
  }

  @Test func c71_reconfigureRowWithoutCell_isNoOp() throws {
    let fixture = HeadlessFixture([3])
    fixture.source.resetRecords()
    try fixture.table.reconfigureRows(at: [p(0, 5)])
    #expect(fixture.source.cellRequests == [])
  }

  @Test func reconfigureAtANegativePosition_isRefused_inAndOutsideABatch() throws {
    // Before, it was taken as a row without a cell: a bug in whoever computed it went unseen.
    let fixture = HeadlessFixture([3])
    fixture.source.resetRecords()
    let r1 =
      "Attempted to perform update with invalid index path: <NSIndexPath: 0x0> {length = 2, path ="
    for (paths, path) in [
      ([p(0, -1)], "0 - 18446744073709551615"),
      ([p(0, 1), p(Int.min, 0)], "9223372036854775808 - 0"),
    ] {
      #expect {
        try fixture.table.reconfigureRows(at: paths)
      } throws: { error in
        let error = error as? TableUpdateError
        return error?.rule == .invalidIndexPath && error?.message == "\(r1) \(path)}"
      }
    }
    try fixture.table.performBatchUpdates {
      #expect(throws: TableUpdateError.self) {
        try fixture.table.reconfigureRows(at: [p(-1, 0)])
      }
    }
    #expect(fixture.source.cellRequests == [])
  }

  @Test func c72_reconfigureWithDifferentReuseIdentifier_rejectedR26() {
    let fixture = HeadlessFixture([3])
    fixture.table.register(HeadlessTableViewCell.self, forCellReuseIdentifier: "B")
    fixture.source.reuseIdentifier = { _ in "B" }
    #expect {
      try fixture.table.reconfigureRows(at: [p(0, 1)])
    } throws: { error in
      let error = error as? TableUpdateError
      return error?.rule == .reconfigureWithDifferentReuseIdentifier
        && error?.message
          == "Attempted to dequeue a cell for a different reuse identifier than the existing cell when reconfiguring a row, which is not allowed. You must dequeue a cell using the same reuse identifier that was used to dequeue the cell originally to obtain the existing cell. Dequeued reuse identifier: B; Original reuse identifier: Cell; Existing cell: <HeadlessTableViewCell: 0x0>"
    }
    #expect(fixture.table.cellForRow(at: p(0, 1))?.reuseIdentifier == "Cell")
  }
}
