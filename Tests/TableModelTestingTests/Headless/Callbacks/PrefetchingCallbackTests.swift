import TableModelTestSupport
import TableModelTesting
import Testing

/// `uikit-callback-rules.md` §6, prefetching (K38–K42): scenarios KS30–KS33.
@MainActor
@Suite struct PrefetchingCallbackTests {
  /// The prefetching calls of the table's ``HeadlessTableView/callbackLog``, as
  /// `phase name [section, row]`.
  private func prefetchLog(_ fixture: HeadlessFixture) -> [String] {
    fixture.table.callbackLog.filter { $0.name.contains("refetch") }.map(\.description)
  }

  /// 100 rows of 44 points in a 440-point viewport: rows 0–9 visible.
  private func hundredRows(height: Double = 440, distance: Int = 10) -> HeadlessFixture {
    let fixture = HeadlessFixture([100], height: height)
    fixture.table.prefetchingDistance = distance
    return fixture
  }

  @Test func ks30_scrollDown_prefetchesRowsBeyondTheVisibleOnes_nearestFirst_afterTheRunLoopTurn()
    throws
  {
    let fixture = hundredRows()
    #expect(fixture.table.indexPathsForVisibleRows == (0...9).map { p(0, $0) })
    try fixture.table.setContentOffset(44)
    #expect(fixture.source.prefetchEvents.isEmpty, "requests wait for the run-loop turn (K39)")
    try fixture.table.runLoopTurn()
    let expected = (11...20).map { p(0, $0) }
    #expect(fixture.source.prefetchEvents == ["prefetch \(expected)"])
    #expect(prefetchLog(fixture) == expected.map { "afterCommit prefetchRowsAt \($0)" })
    let visible = Set(fixture.table.indexPathsForVisibleRows)
    #expect(visible == Set((1...10).map { p(0, $0) }))
    #expect(visible.isDisjoint(with: expected), "visible rows are never prefetched (K38)")
  }

  /// Before, the window's arithmetic overflowed: the standard library's trap, naming no call.
  @Test func longestDistance_prefetchesEveryRowAhead_andBehind() throws {
    let fixture = hundredRows(distance: .max)
    try fixture.table.setContentOffset(44 * 50)  // rows 50–59
    try fixture.table.runLoopTurn()
    #expect(fixture.source.prefetchEvents == ["prefetch \((60..<100).map { p(0, $0) })"])
    try fixture.table.setContentOffset(44 * 48)  // rows 48–57
    try fixture.table.runLoopTurn()
    #expect(
      fixture.source.prefetchEvents.dropFirst() == [
        "prefetch \((0...47).reversed().map { p(0, $0) })"
      ], "nothing is outside the window, so nothing is cancelled")
  }

  @Test func loadingWithoutScrolling_prefetchesNothing() throws {
    let fixture = hundredRows()
    try fixture.table.runLoopTurn()
    try fixture.table.layoutIfNeeded()
    try fixture.table.runLoopTurn()
    #expect(fixture.source.prefetchEvents.isEmpty)
  }

  @Test func scrollUp_prefetchesRowsAbove_nearestFirst_andCancelsThoseBelowTheWindow() throws {
    let fixture = hundredRows(distance: 3)
    try fixture.table.setContentOffset(44 * 50)  // rows 50–59
    try fixture.table.runLoopTurn()
    #expect(fixture.source.prefetchEvents == ["prefetch [[0, 60], [0, 61], [0, 62]]"])
    try fixture.table.setContentOffset(44 * 48)  // rows 48–57
    try fixture.table.runLoopTurn()
    #expect(
      fixture.source.prefetchEvents.dropFirst() == [
        "cancel [[0, 61], [0, 62]]", "prefetch [[0, 47], [0, 46], [0, 45]]",
      ])
  }

  /// KS31, K41: with rows 0–9 visible and {(0,12),(0,13)} outstanding, a batch that inserts at
  /// the top cancels both before its block runs, with their index paths before the batch.
  @Test func ks31_batchBegins_cancelsEveryOutstandingRequest_inOldPositions_beforeTheBlock()
    throws
  {
    let fixture = hundredRows(distance: 4)
    try fixture.table.setContentOffset(88)  // rows 2–11 visible; 12…15 asked for
    try fixture.table.runLoopTurn()
    try fixture.table.setContentOffset(0)  // rows 0–9 visible; 14 and 15 leave the window
    try fixture.table.runLoopTurn()
    #expect(fixture.table.indexPathsForVisibleRows == (0...9).map { p(0, $0) })
    #expect(
      fixture.source.prefetchEvents == [
        "prefetch [[0, 12], [0, 13], [0, 14], [0, 15]]", "cancel [[0, 14], [0, 15]]",
      ], "outstanding: (0,12) and (0,13)")
    fixture.table.clearCallbackLog()
    var seenInBlock: [String] = []
    try fixture.table.performBatchUpdates {
      seenInBlock = fixture.source.prefetchEvents
      fixture.source.sections[0].insert("new", at: 0)
      try fixture.table.insertRows(at: [p(0, 0)])
    }
    #expect(seenInBlock.last == "cancel [[0, 12], [0, 13]]", "before the block runs (K41)")
    let log = fixture.table.callbackLog
    #expect(
      log.prefix(2).map(\.description) == [
        "call cancelPrefetchingForRowsAt [0, 12]", "call cancelPrefetchingForRowsAt [0, 13]",
      ], "the first calls of the batch, before its commit")
    #expect(log.contains { $0.phase == .commit }, "the batch's own calls follow")
    try fixture.table.runLoopTurn()
    #expect(fixture.source.prefetchEvents.count == 3, "no request is rebased through the batch")
  }

  @Test func requestNotDeliveredYet_whenABatchBegins_isDroppedWithoutACancel() throws {
    let fixture = hundredRows(distance: 2)
    try fixture.table.setContentOffset(88)
    try fixture.table.performBatchUpdates {
      fixture.source.sections[0].append("new")
      try fixture.table.insertRows(at: [p(0, 100)])
    }
    try fixture.table.runLoopTurn()
    #expect(fixture.source.prefetchEvents.isEmpty)
  }

  /// KS32, K41: `reloadData()` cancels the outstanding requests with the new data's index
  /// paths, in the call; (0,41), past the new end, is dropped.
  @Test func ks32_reloadData_cancelsOutstandingRequests_inNewPositions_droppingRowsPastTheEnd()
    throws
  {
    let fixture = hundredRows(distance: 2)
    try fixture.table.setContentOffset(44 * 30)  // rows 30–39; 40 and 41 asked for
    try fixture.table.runLoopTurn()
    #expect(fixture.source.prefetchEvents == ["prefetch [[0, 40], [0, 41]]"])
    fixture.source.sections = [Array(fixture.source.sections[0].prefix(41))]
    fixture.table.clearCallbackLog()
    try fixture.table.reloadData()
    #expect(fixture.source.prefetchEvents.last == "cancel [[0, 40]]", "during the call (K41)")
    #expect(prefetchLog(fixture) == ["call cancelPrefetchingForRowsAt [0, 40]"])
  }

  @Test func ks33_prefetchedRowThatBecomesVisible_getsACell_andNoCancel() throws {
    // 430 points: rows 0–9 visible, row 9 cut; a 5-point scroll keeps them and asks for row 10.
    let fixture = hundredRows(height: 430, distance: 1)
    try fixture.table.setContentOffset(5)
    try fixture.table.runLoopTurn()
    #expect(fixture.source.prefetchEvents == ["prefetch [[0, 10]]"])
    // The same turn prepared row 10's cell (K9): the scroll displays it with no new cellForRowAt.
    #expect(fixture.table.preparedRows == [p(0, 10)])
    fixture.source.resetRecords()
    fixture.table.clearCallbackLog()
    try fixture.table.setContentOffset(44)
    #expect(fixture.table.indexPathsForVisibleRows.contains(p(0, 10)))
    try fixture.table.runLoopTurn()
    #expect(fixture.source.prefetchEvents == ["prefetch [[0, 11]]"], "no cancel for row 10 (K40)")
    #expect(
      !fixture.source.cellRequests.contains(p(0, 10)),
      "row 10 shows its prepared cell in the scroll's layout, with no second cellForRowAt")
    #expect(prefetchLog(fixture) == ["afterCommit prefetchRowsAt [0, 11]"])
  }

  @Test func prefetchingDisabled_asksNothing_andDropsOutstandingRequestsWithoutACancel() throws {
    let fixture = hundredRows(distance: 2)
    try fixture.table.setContentOffset(88)
    try fixture.table.runLoopTurn()
    fixture.table.isPrefetchingEnabled = false
    try fixture.table.setContentOffset(44 * 20)
    try fixture.table.runLoopTurn()
    try fixture.table.reloadData()
    #expect(fixture.source.prefetchEvents == ["prefetch [[0, 12], [0, 13]]"])
  }

  @Test func requestsCrossSectionBoundaries_inGlobalRowOrder() throws {
    let fixture = HeadlessFixture([5, 5, 5], height: 44 * 5)
    fixture.table.prefetchingDistance = 3
    try fixture.table.setContentOffset(44 * 3)  // rows [0,3]…[1,2] visible
    try fixture.table.runLoopTurn()
    #expect(fixture.source.prefetchEvents == ["prefetch [[1, 3], [1, 4], [2, 0]]"])
  }
}
