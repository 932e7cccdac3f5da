import TableModelTestSupport
import TableModelTesting
import Testing

@MainActor
@Suite struct HeadlessTableViewReuseTests {
  @Test func reloadData_givesCellsToVisibleRowsOnly() {
    let fixture = HeadlessFixture([100], height: 440)
    #expect(fixture.table.indexPathsForVisibleRows == (0..<10).map { p(0, $0) })
    #expect(fixture.source.cellRequests == (0..<10).map { p(0, $0) })
    // K1: prepareForReuse runs only for a cell taken from the pool, never for a new one.
    #expect(fixture.table.visibleCells.allSatisfy { $0.reuseCount == 0 })
  }

  @Test func scrolling_movesCellsThroughTheReusePool() throws {
    let fixture = HeadlessFixture([100], height: 440)
    // With prefetching on, the cell of row 9, just scrolled out, would stay prepared (K9).
    fixture.table.isPrefetchingEnabled = false
    let firstCells = fixture.table.visibleCells
    try fixture.table.setContentOffset(440)
    #expect(fixture.table.indexPathsForVisibleRows == (10..<20).map { p(0, $0) })
    let reused = fixture.table.visibleCells
    #expect(
      Set(reused.map(ObjectIdentifier.init)) == Set(firstCells.map(ObjectIdentifier.init)),
      "the ten cells that left are the ten that came back")
    #expect(reused.allSatisfy { $0.reuseCount == 1 }, "each reused cell was prepared once")
    #expect(fixture.cellTexts[p(0, 10)] == "0.10")
    #expect(fixture.table.reusePoolCount(forIdentifier: "Cell") == 0)
  }

  @Test func scrollingHalfARow_showsElevenRows() throws {
    let fixture = HeadlessFixture([100], height: 440)
    try fixture.table.setContentOffset(22)
    #expect(fixture.table.indexPathsForVisibleRows == (0..<11).map { p(0, $0) })
  }

  @Test func deletedRowCell_returnsToPoolAfterTheBatch() throws {
    let fixture = HeadlessFixture([3])
    try fixture.table.performBatchUpdates {
      fixture.source.sections[0].remove(at: 1)
      try fixture.table.deleteRows(at: [p(0, 1)])
    }
    #expect(
      fixture.table.reusePoolCount(forIdentifier: "Cell") == 0,
      "the deleted row's cell animates out until the animations end (K4)")
    try fixture.table.finishAnimations()
    #expect(fixture.table.reusePoolCount(forIdentifier: "Cell") == 1)
    let cell = fixture.table.dequeueReusableCell(withIdentifier: "Cell")
    #expect(cell?.reuseCount == 1)
    #expect(cell?.text == nil, "prepareForReuse cleared the old text")
  }

  @Test func dequeueWithUnregisteredIdentifier_throwsUIKitMessage_andRollsBack() throws {
    let fixture = HeadlessFixture([2])
    let before = fixture.table.visibleCells
    fixture.source.reuseIdentifier = { $0.row == 2 ? "Missing" : "Cell" }
    #expect {
      try fixture.table.performBatchUpdates {
        fixture.source.sections[0].append("x")
        try fixture.table.insertRows(at: [p(0, 2)])
      }
    } throws: { error in
      (error as? TableUpdateError)?.message
        == "unable to dequeue a cell with identifier Missing - must register a nib or a class for the identifier or connect a prototype cell in a storyboard"
    }
    #expect(fixture.table.cachedShape == [2], "the table is exactly as before")
    #expect(
      fixture.table.visibleCells.map(ObjectIdentifier.init) == before.map(ObjectIdentifier.init))
  }

  @Test func registeredFactory_makesCellsOfItsClass() throws {
    final class BadgeCell: HeadlessTableViewCell {}
    let fixture = HeadlessFixture([1], load: false)
    fixture.table.register(forCellReuseIdentifier: "Cell") { BadgeCell(reuseIdentifier: $0) }
    try fixture.table.reloadData()
    #expect(fixture.table.cellForRow(at: p(0, 0)) is BadgeCell)
  }

  @Test func displayCallbacks_followCellsInAndOut() throws {
    let fixture = HeadlessFixture([3], height: 88, load: false)
    let delegate = RecordingDelegate()
    fixture.table.delegate = delegate
    try fixture.table.reloadData()
    try fixture.table.layoutIfNeeded()
    try fixture.table.setContentOffset(44)
    #expect(
      delegate.events == [
        "willDisplay [0, 0] 0.0", "willDisplay [0, 1] 0.1",
        "didEndDisplaying [0, 0]", "willDisplay [0, 2] 0.2",
      ])
  }

  @Test func throwingBatchBlock_cancelsTheWholeBatch() {
    struct Abort: Error {}
    let fixture = HeadlessFixture([3])
    #expect(throws: Abort.self) {
      try fixture.table.performBatchUpdates {
        try fixture.table.deleteRows(at: [p(0, 0)])
        throw Abort()
      }
    }
    #expect(fixture.table.cachedShape == [3])
    #expect(fixture.table.lastBatch == nil, "nothing was committed")
  }

  @Test func throwingNestedBlock_cancelsTheOuterManualBatchToo() throws {
    struct Abort: Error {}
    let fixture = HeadlessFixture([3])
    fixture.table.beginUpdates()
    try fixture.table.deleteRows(at: [p(0, 0)])
    #expect(throws: Abort.self) { try fixture.table.performBatchUpdates { throw Abort() } }
    try fixture.table.endUpdates()
    #expect(fixture.table.lastBatch == nil, "the cancelled batch never commits")
    try fixture.table.insertRows(at: [])
    #expect(fixture.table.lastBatch?.isAccepted == true, "the table accepts new batches")
  }

  @Test func throwingBlock_afterARefusedLoad_leavesNoErrorForLaterCalls() throws {
    // The batch's start read a negative count (R25, thrown when the batch commits); a block that
    // throws cancels the batch, and with it that refusal: the next operation reads afresh.
    struct Abort: Error {}
    let fixture = HeadlessFixture([3], load: false)
    fixture.source.reportedRowCounts = [0: -1]
    #expect(throws: Abort.self) { try fixture.table.performBatchUpdates { throw Abort() } }
    fixture.source.reportedRowCounts = [:]
    try fixture.table.layoutIfNeeded()
    #expect(fixture.table.cachedShape == [3])
    try fixture.table.insertRows(at: [])
    #expect(fixture.table.lastBatch?.isAccepted == true)
  }

  @Test func reloadAskedFromTheCommitsRead_runsOnceTheBatchIsApplied() throws {
    // K8, §1.7: the commit suspends reloads; the batch is validated against the counts it read,
    // then the table reloads — once, whether the batch also asked for one (a flag, not a count).
    for asksInBatch in [false, true] {
      let fixture = HeadlessFixture([3])
      fixture.source.resetRecords()
      var asked = false
      fixture.source.onShapeRead = { table in
        guard !asked else { return }
        asked = true
        try? table.reloadData()
      }
      let reloads = fixture.table.reloadCount
      try fixture.table.performBatchUpdates {
        fixture.source.sections[0].append("d")
        try fixture.table.insertRows(at: [p(0, 3)])
        if asksInBatch { try fixture.table.reloadData() }
      }
      #expect(fixture.table.lastBatch?.isAccepted == true)
      #expect(fixture.source.shapeReads == 2, "the commit's read, then one reload's")
      #expect(fixture.table.reloadCount == reloads + 1)
      #expect(fixture.table.cachedShape == [4])
    }
  }

  @Test func commit_readsTheDataSourceShapeOnce() throws {
    let fixture = HeadlessFixture([3])
    fixture.source.resetRecords()
    try fixture.table.performBatchUpdates {
      fixture.source.sections[0].append("d")
      try fixture.table.insertRows(at: [p(0, 3)])
      try fixture.table.insertRows(at: [])
    }
    #expect(fixture.source.shapeReads == 1)
  }

  @Test func onBatch_reportsAcceptedAndRejectedBatches() throws {
    let fixture = HeadlessFixture([3])
    var records: [BatchRecord] = []
    fixture.table.onBatch = { records.append($0) }
    try fixture.table.performBatchUpdates {
      fixture.source.sections[0].append("d")
      try fixture.table.insertRows(at: [p(0, 3)], with: .fade)
    }
    _ = try? fixture.table.deleteRows(at: [p(0, 9)])
    #expect(records.map(\.isAccepted) == [true, false])
    #expect(
      records.map(\.description) == [
        "  insertRows(at: [[0, 3]], with: .fade)\n→ accepted",
        "  deleteRows(at: [[0, 9]], with: .automatic)\n→ rejected (R7): attempt to delete row 9 from section 0 which only contains 4 rows before the update",
      ])
  }
}
