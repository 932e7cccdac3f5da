import TableModelTestSupport
import TableModelTesting
import Testing

/// A delegate whose row heights run `onHeight` first, to act from inside the callback as an app
/// might.
@MainActor
private final class HeightHookDelegate: HeadlessTableViewDelegate {
  var onHeight: ((HeadlessTableView, RowPath) -> Void)?

  func tableView(_ tableView: HeadlessTableView, heightForRowAt rowPath: RowPath) -> Double {
    onHeight?(tableView, rowPath)
    return 44
  }
}

/// Scenarios KS13–KS17 of `uikit-callback-rules.md` §3.2: re-entrancy and timing (K19–K25).
@MainActor
@Suite struct ReentrancyScenarioTests {
  @Test func ks13_cellForRowDuringThePass_returnsNil_logsUIKitsMessage_andTheLayoutGoesOn() throws {
    let fixture = HeadlessFixture([5], load: false)
    var asked = false
    var answer: HeadlessTableViewCell?
    fixture.source.onCellRequest = { table, path in
      guard path == p(0, 3) else { return }
      asked = true
      answer = table.cellForRow(at: p(0, 2))
    }
    try fixture.table.layoutIfNeeded()
    #expect(asked)
    #expect(answer == nil)
    #expect(
      fixture.table.diagnostics.contains {
        $0.hasPrefix(
          "Attempted to call -cellForRowAtIndexPath: on the table view while it was in the process of updating its visible cells, which is not allowed."
        )
      })
    fixture.source.onCellRequest = nil
    #expect(fixture.table.indexPathsForVisibleRows == (0..<5).map { p(0, $0) })
  }

  /// K19: reading `visibleCells` from a callback of the visible-cells pass logs UIKit's message
  /// (a log, not an exception) and the layout goes on; read outside the pass, it logs nothing.
  @Test func k19_visibleCellsDuringThePass_logsUIKitsMessage_andTheLayoutGoesOn() throws {
    let fixture = HeadlessFixture([5], load: false)
    var read = false
    fixture.source.onCellRequest = { table, path in
      guard path == p(0, 3) else { return }
      read = true
      _ = table.visibleCells
    }
    try fixture.table.layoutIfNeeded()
    #expect(read)
    let message =
      "Attempted to access the table view's visibleCells while they were in the process of being updated, which is not allowed."
    #expect(fixture.table.diagnostics.filter { $0.hasPrefix(message) }.count == 1)
    fixture.source.onCellRequest = nil
    #expect(fixture.table.visibleCells.count == 5, "every row got its cell")
    #expect(fixture.table.diagnostics.filter { $0.hasPrefix(message) }.count == 1)
  }

  /// KS14, K21: a `reloadData()` from `cellForRowAt` during a pending layout makes no nested
  /// data-source call and stops the pass from making more cells; the full reload and its layout
  /// run at the next run-loop turn.
  @Test func ks14_reloadDataDuringThePass_isDeferredToTheNextRunLoopTurn() throws {
    let fixture = HeadlessFixture([5])
    try fixture.table.reloadData()  // a layout is pending
    var nested: [String]?
    fixture.source.onCellRequest = { table, path in
      guard path == p(0, 0), nested == nil else { return }
      let before = table.callbackLog.count
      do { try table.reloadData() } catch { Issue.record(error) }
      nested = table.callbackLog[before...].map(\.description)
    }
    fixture.table.clearCallbackLog()
    try fixture.table.layoutIfNeeded()
    #expect(nested == [], "no nested data-source call")
    #expect(
      fixture.table.callLines("numberOfSections", "numberOfRowsInSection", "cellForRowAt")
        == ["layout cellForRowAt [0, 0]"], "no further cell in this pass")
    #expect(fixture.table.calls("willDisplay").isEmpty)
    #expect(fixture.table.hasPendingPhases)
    fixture.table.clearCallbackLog()
    try fixture.table.runLoopTurn()
    #expect(fixture.table.calls("numberOfSections").count == 1, "a full reload")
    #expect(
      fixture.table.calls("cellForRowAt").map(\.rowPath) == (0..<5).map { p(0, $0) },
      "and a layout")
    #expect(
      fixture.table.calls("cellForRowAt").allSatisfy { $0.phase == .layout },
      "the deferred reload's layout, inside the run-loop turn")
  }

  /// KS15, K7, K25: a batch's callbacks in order — the block, the counts, the inserted row's
  /// cell before `performBatchUpdates` returns, then at the end of the animations the pushed-out
  /// cell's `didEndDisplaying` (new index path) and the completion with `true`.
  @Test func ks15_batch_order_layoutBlockCountsCellsReturnDidEndCompletion() throws {
    let fixture = HeadlessFixture([5], height: 220)
    let delegate = RecordingDelegate()
    fixture.table.delegate = delegate
    let c4 = fixture.table.cellForRow(at: p(0, 4))
    fixture.table.clearCallbackLog()
    var atBlock = -1
    try fixture.table.performBatchUpdates(
      {
        atBlock = fixture.table.callbackLog.count
        fixture.source.sections[0].insert("new", at: 0)
        try fixture.table.insertRows(at: [p(0, 0)])
      }, completion: { #expect($0) })
    let atReturn = fixture.table.callbackLog.count
    try fixture.table.finishAnimations()
    let log = fixture.table.callbackLog
    let names = [
      "numberOfRowsInSection", "cellForRowAt", "willDisplay", "didEndDisplaying", "completion",
    ]
    let afterBlock = log[atBlock...].filter { names.contains($0.name) }.map(\.description)
    #expect(
      afterBlock == [
        "commit numberOfRowsInSection section 0", "commit cellForRowAt [0, 0]",
        "commit willDisplay [0, 0]", "animationEnd didEndDisplaying [0, 5]",
        "animationEnd completion",
      ])
    #expect(log[atReturn...].allSatisfy { $0.phase == .animationEnd })
    #expect(log.last { $0.name == "didEndDisplaying" }?.cell == id(c4))
  }

  /// KS15, K15: the "(pre-layout)" of that order — with a layout pending (a `reloadData()`),
  /// `performBatchUpdates` lays out before its block runs, and the cell that layout makes for
  /// (0,4) is the one that ends at (0,5) after the batch.
  @Test func ks15_pendingLayout_runsBeforeTheBlock() throws {
    let fixture = HeadlessFixture([5], height: 220)
    let delegate = RecordingDelegate()
    fixture.table.delegate = delegate
    try fixture.table.reloadData()
    fixture.table.clearCallbackLog()
    var atBlock = -1
    var finished: Bool?
    try fixture.table.performBatchUpdates(
      {
        atBlock = fixture.table.callbackLog.count
        fixture.source.sections[0].insert("new", at: 0)
        try fixture.table.insertRows(at: [p(0, 0)])
      }, completion: { finished = $0 })
    try fixture.table.finishAnimations()
    let log = fixture.table.callbackLog
    let cellCalls = ["cellForRowAt", "willDisplay", "didEndDisplaying"]
    #expect(
      log[..<atBlock].filter { cellCalls.contains($0.name) }.map(\.description)
        == (0..<5).flatMap {
          ["layout cellForRowAt \(p(0, $0))", "layout willDisplay \(p(0, $0))"]
        }, "the pending layout, before the block")
    let c4 = log[..<atBlock].last { $0.name == "cellForRowAt" }?.cell
    #expect(
      log[atBlock...].filter { cellCalls.contains($0.name) }.map(\.description) == [
        "commit cellForRowAt [0, 0]", "commit willDisplay [0, 0]",
        "animationEnd didEndDisplaying [0, 5]",
      ])
    #expect(log.last { $0.name == "didEndDisplaying" }?.cell == c4)
    #expect(finished == true)
    withExtendedLifetime(delegate) {}
  }

  /// KS16, K23: the user's tap on Delete commits through `commit(.delete, (0,1))`, where the
  /// data source removes the row and its `deleteRows` is accepted.
  @Test func ks16_commitEditing_acceptsTheDelete() throws {
    let fixture = HeadlessFixture([3])
    fixture.table.setEditing(true, animated: false)
    fixture.table.clearCallbackLog()
    fixture.table.commitEditing(forRowAt: p(0, 1))
    #expect(fixture.table.callLines("commitEditingStyle") == ["call commitEditingStyle [0, 1]"])
    #expect(fixture.source.editingEvents == ["commit delete [0, 1]"])
    #expect(fixture.source.updateErrors.isEmpty, "the delete from inside the commit is accepted")
    #expect(fixture.table.lastBatch?.isAccepted == true)
    #expect(fixture.table.numberOfRows(inSection: 0) == 2)
  }

  /// K21: reloads asked from two visible-cells passes before the next turn are one reload, as
  /// UIKit keeps a flag that its first resumed reload clears.
  @Test func reloadsAskedFromTwoPassesBeforeTheTurn_areOneReload() throws {
    let fixture = HeadlessFixture([30], height: 100)
    fixture.source.onCellRequest = { table, _ in try? table.reloadData() }
    try fixture.table.setContentOffset(300)
    try fixture.table.setContentOffset(600)
    fixture.source.onCellRequest = nil
    let reloads = fixture.table.reloadCount
    fixture.source.resetRecords()
    try fixture.table.runLoopTurn()
    #expect(fixture.table.reloadCount == reloads + 1)
    #expect(fixture.source.shapeReads == 1)
  }

  /// KS17, K20: an API that needs the visible cells (`cellForRow(at:)`) while a visible-cells
  /// update is pending lays out at once and logs UIKit's forced-layout warning, once only.
  @Test func ks17_cellForRowWhileALayoutIsPending_laysOutAtOnce_withAOneTimeWarning() throws {
    let fixture = HeadlessFixture([5])
    let delegate = RecordingDelegate()
    fixture.table.delegate = delegate
    fixture.table.height = 220
    fixture.table.setNeedsLayout()
    fixture.table.height = 88
    fixture.table.setNeedsLayout()
    fixture.table.clearCallbackLog()
    let cell = fixture.table.cellForRow(at: p(0, 0))
    #expect(cell != nil)
    #expect(fixture.table.indexPathsForVisibleRows == [p(0, 0), p(0, 1)], "laid out at once")
    #expect(fixture.table.calls("didEndDisplaying").count == 3)
    let warnings = fixture.table.diagnostics.filter {
      $0.hasPrefix("Warning once only: UITableView was forced to perform an immediate layout")
    }
    #expect(warnings.count == 1)
    fixture.table.setNeedsLayout()
    _ = fixture.table.cellForRow(at: p(0, 0))
    #expect(
      fixture.table.diagnostics.filter { $0.hasPrefix("Warning once only") }.count == 1,
      "once only")
    withExtendedLifetime(delegate) {}
  }

  /// K21: UIKit asks heights with reloads suspended, also while `reloadData` builds its row data
  /// (K11): a `reloadData()` from `heightForRowAt` there makes no nested data-source call; the
  /// reload runs at the next run-loop turn.
  @Test func k21_reloadDataFromAHeightCallbackOfAReload_isDeferredToTheNextRunLoopTurn() throws {
    let fixture = HeadlessFixture([5])
    let delegate = HeightHookDelegate()
    fixture.table.delegate = delegate
    // Without estimation, a reload measures every row while it builds its row data.
    fixture.table.estimatedRowHeight = 0
    var nested: [String]?
    delegate.onHeight = { table, path in
      guard path == p(0, 1), nested == nil else { return }
      let before = table.callbackLog.count
      do { try table.reloadData() } catch { Issue.record(error) }
      nested = table.callbackLog[before...].map(\.description)
    }
    fixture.table.clearCallbackLog()
    try fixture.table.reloadData()
    #expect(nested == [], "no nested data-source call")
    #expect(fixture.table.calls("numberOfSections").count == 1)
    let reloads = fixture.table.reloadCount
    #expect(fixture.table.hasPendingPhases)
    fixture.table.clearCallbackLog()
    try fixture.table.runLoopTurn()
    #expect(fixture.table.reloadCount == reloads + 1, "the deferred reload")
    #expect(fixture.table.calls("cellForRowAt").map(\.rowPath) == (0..<5).map { p(0, $0) })
  }

  /// K19: the seam the table controller reads cells through is `cellForRow(at:)` on both tables
  /// (the UIKit adapter's is `UITableView`'s): during the visible-cells pass it returns `nil` and
  /// logs UIKit's fault, as on a device, rather than hand the controller a cell.
  @Test func k19_controllerSeamsShownCell_duringThePass_isNilWithUIKitsFault() throws {
    let fixture = HeadlessFixture([5], load: false)
    var answer: HeadlessTableViewCell?
    var asked = false
    fixture.source.onCellRequest = { table, path in
      guard path == p(0, 3) else { return }
      asked = true
      answer = table.shownCell(at: p(0, 2))
    }
    try fixture.table.layoutIfNeeded()
    #expect(asked)
    #expect(answer == nil)
    #expect(
      fixture.table.diagnostics.contains {
        $0.hasPrefix("Attempted to call -cellForRowAtIndexPath: on the table view")
      })
    fixture.source.onCellRequest = nil
    #expect(fixture.table.shownCell(at: p(0, 2)) === fixture.table.cellForRow(at: p(0, 2)))
  }
}
