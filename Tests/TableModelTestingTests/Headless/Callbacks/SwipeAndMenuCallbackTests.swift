import TableModelScenarios
import TableModelTestSupport
import TableModelTesting
import Testing

/// `uikit-callback-rules.md` §5, swipe actions and context menus (K32–K37): scenarios KS24–KS29.
@MainActor
@Suite struct SwipeAndMenuCallbackTests {
  /// [5] with a recording delegate and a trailing action on (0,3) that does nothing but succeed.
  private func fiveRows() -> (HeadlessFixture, RecordingDelegate) {
    let fixture = HeadlessFixture([5])
    let delegate = RecordingDelegate()
    delegate.trailingActions[p(0, 3)] = SwipeActionsConfiguration(actions: [
      SwipeAction(title: "Flag") { true }
    ])
    fixture.table.delegate = delegate
    return (fixture, delegate)
  }

  private func editingCalls(_ delegate: RecordingDelegate) -> [String] {
    delegate.events.filter { $0.contains("Editing") }
  }

  /// The swipe-editing calls of the table's ``HeadlessTableView/callbackLog``, with their phase.
  private func loggedEditingCalls(_ table: HeadlessTableView) -> [String] {
    table.callbackLog.filter { $0.name.hasSuffix("EditingRowAt") }.map(\.description)
  }

  @Test func openingASwipe_asksTheConfiguration_thenWillBeginEditing_andLeavesItOpen() {
    let (fixture, delegate) = fiveRows()
    #expect(fixture.table.openSwipeActions(.trailing, at: p(0, 3))?.actions.count == 1)
    #expect(fixture.table.swipedRow == p(0, 3))
    #expect(editingCalls(delegate) == ["willBeginEditing [0, 3]"])
    #expect(fixture.table.openSwipeActions(.leading, at: p(0, 3)) == nil, "no leading actions")
    #expect(editingCalls(delegate) == ["willBeginEditing [0, 3]", "didEndEditing [0, 3]"])
  }

  @Test func ks24_batchInsertAbove_keepsTheSwipeOpenOnItsRow_andItEndsAtTheNewPosition() throws {
    let (fixture, delegate) = fiveRows()
    fixture.table.openSwipeActions(.trailing, at: p(0, 3))
    fixture.source.sections[0].insert("new", at: 0)
    try fixture.table.insertRows(at: [p(0, 0)])
    #expect(fixture.table.swipedRow == p(0, 4))
    #expect(editingCalls(delegate) == ["willBeginEditing [0, 3]"], "not closed by the batch")
    fixture.table.closeSwipeActions()
    fixture.table.closeSwipeActions()
    #expect(editingCalls(delegate) == ["willBeginEditing [0, 3]", "didEndEditing [0, 4]"])
    #expect(
      loggedEditingCalls(fixture.table) == [
        "call willBeginEditingRowAt [0, 3]", "call didEndEditingRowAt [0, 4]",
      ])
  }

  @Test func ks25_reloadData_resetsTheSwipe_duringTheCall_once() throws {
    let (fixture, delegate) = fiveRows()
    fixture.table.openSwipeActions(.trailing, at: p(0, 3))
    let visible = fixture.table.indexPathsForVisibleRows.count
    try fixture.table.reloadData()
    #expect(fixture.table.swipedRow == nil)
    // Open question 3: the reset names the row's last position (UIKit's header allows nil).
    #expect(editingCalls(delegate) == ["willBeginEditing [0, 3]", "didEndEditing [0, 3]"])
    #expect(
      loggedEditingCalls(fixture.table).last == "call didEndEditingRowAt [0, 3]",
      "during the reload's call")
    // K8: the swipe is reset, then the cells end their display, then the counts are asked.
    let order = fixture.table.calls("didEndEditingRowAt", "didEndDisplaying", "numberOfSections")
      .map(\.name).suffix(visible + 2)
    #expect(
      Array(order)
        == ["didEndEditingRowAt"] + Array(repeating: "didEndDisplaying", count: visible)
        + ["numberOfSections"])
    #expect(!fixture.table.isEditing)
    fixture.table.closeSwipeActions()
    #expect(editingCalls(delegate).count == 2)
  }

  @Test func ks26_batchDeleteOfTheSwipedRow_tearsTheSwipeDown_endingItOnceWithNil() throws {
    let (fixture, delegate) = fiveRows()
    fixture.table.openSwipeActions(.trailing, at: p(0, 3))
    fixture.source.sections[0].remove(at: 3)
    try fixture.table.deleteRows(at: [p(0, 3)])
    #expect(fixture.table.swipedRow == nil)
    #expect(editingCalls(delegate) == ["willBeginEditing [0, 3]", "didEndEditing nil"])
    #expect(
      !delegate.events.contains("didEndDisplaying [0, 3]"), "the cell ends at animEnd (K4)")
    try fixture.table.finishAnimations()
    #expect(delegate.events.contains("didEndDisplaying [0, 3]"))
    let log = fixture.table.callbackLog.map(\.description)
    let teardown = log.firstIndex(of: "call didEndEditingRowAt")
    let cellEnd = log.firstIndex(of: "animationEnd didEndDisplaying [0, 3]")
    #expect(teardown != nil && cellEnd != nil && teardown! < cellEnd!)
    fixture.table.closeSwipeActions()
    #expect(editingCalls(delegate).count == 2)
  }

  @Test func userScroll_closesTheOpenSwipe() throws {
    let fixture = HeadlessFixture([30], height: 440)
    let delegate = RecordingDelegate()
    fixture.table.delegate = delegate
    fixture.table.openSwipeActions(.trailing, at: p(0, 3))  // the default Delete
    try fixture.table.setContentOffset(10)
    #expect(fixture.table.swipedRow == nil)
    #expect(editingCalls(delegate) == ["willBeginEditing [0, 3]", "didEndEditing [0, 3]"])
  }

  /// K47: "Leaving editing ends a swipe-to-delete state": `setEditing(false)` with a swipe open
  /// closes it, and the delegate hears `didEndEditingRowAt` once, with the row's position.
  @Test func leavingEditing_endsTheOpenSwipe_once() {
    let (fixture, delegate) = fiveRows()
    fixture.table.openSwipeActions(.trailing, at: p(0, 3))
    fixture.table.setEditing(false, animated: true)
    #expect(fixture.table.swipedRow == nil)
    #expect(editingCalls(delegate) == ["willBeginEditing [0, 3]", "didEndEditing [0, 3]"])
    fixture.table.closeSwipeActions()
    #expect(editingCalls(delegate).count == 2)
  }

  /// KS27, K35: a destructive action whose handler completes with `true` does not remove its
  /// row by itself (iOS 13 and later): the completion closes the swipe, and the row stays.
  @Test func ks27_destructiveActionCompletingWithoutTouchingTheModel_leavesTheRow_noBatch() {
    let (fixture, delegate) = fiveRows()
    delegate.trailingActions[p(0, 3)] = SwipeActionsConfiguration(actions: [
      SwipeAction(title: "Delete", style: .destructive) { true }
    ])
    fixture.table.openSwipeActions(.trailing, at: p(0, 3))
    #expect(fixture.table.tapSwipeAction(at: 0))
    #expect(fixture.table.swipedRow == nil, "the completion closed the swipe")
    #expect(fixture.table.numberOfRows(inSection: 0) == 5)
    #expect(fixture.table.cellForRow(at: p(0, 3))?.text == "0.3")
    #expect(fixture.table.lastBatch == nil, "no batch")
    #expect(editingCalls(delegate) == ["willBeginEditing [0, 3]", "didEndEditing [0, 3]"])
  }

  @Test func defaultDelete_commitsTheSwipedRowWhereItIsNow() throws {
    let fixture = HeadlessFixture([5])
    let delegate = RecordingDelegate()
    fixture.table.delegate = delegate
    fixture.table.openSwipeActions(.trailing, at: p(0, 3))
    fixture.source.sections[0].insert("new", at: 0)
    try fixture.table.insertRows(at: [p(0, 0)])
    fixture.table.tapSwipeAction(at: 0)
    #expect(fixture.source.editingEvents == ["commit delete [0, 4]"], "K36")
    #expect(fixture.source.sections[0] == ["new", "0.0", "0.1", "0.2", "0.4"])
    #expect(editingCalls(delegate) == ["willBeginEditing [0, 3]", "didEndEditing nil"])
  }

  /// KS28, K34: an action's handler gets no index path, and one captured while the
  /// configuration was built is stale once a batch has moved the row: the wrong item goes.
  @Test func ks28_handlerWithACapturedIndexPath_deletesTheWrongItem() throws {
    let (fixture, delegate) = fiveRows()
    let table = fixture.table
    let source = fixture.source
    let captured = p(0, 3)
    delegate.trailingActions[captured] = SwipeActionsConfiguration(actions: [
      SwipeAction(title: "Delete", style: .destructive) {
        source.sections[0].remove(at: captured.row)
        try? table.deleteRows(at: [captured])
        return true
      }
    ])
    table.openSwipeActions(.trailing, at: captured)
    source.sections[0].insert("new", at: 0)
    try table.insertRows(at: [p(0, 0)])
    table.tapSwipeAction(at: 0)
    #expect(source.sections[0] == ["new", "0.0", "0.1", "0.3", "0.4"], "0.2 went, not 0.3")
    #expect(table.lastBatch?.isAccepted == true, "UIKit accepts it: nothing tells the bug")
  }

  /// KS28, K34: a table controller's handler resolves the swiped row's identity when it runs,
  /// so it deletes the right item after a batch moved the row.
  @Test func ks28_controllerResolvesTheSwipedRowsIdentity_andDeletesTheRightItem() throws {
    let tweets = ArrayTableModel((0..<5).map { Tweet($0) })
    let (table, controller) = controlled(tweets)
    controller.core.setBehavior(for: Tweet.self) { _ in RowBehavior { $0.editingStyle = .delete } }
    table.openSwipeActions(.trailing, at: p(0, 3))
    tweets.insert(Tweet(100), at: 0)
    #expect(table.swipedRow == p(0, 4))
    table.tapSwipeAction(at: 0)
    #expect(tweets.items.map(\.id) == [100, 0, 1, 2, 4])
    #expect(table.lastBatch?.isAccepted == true && table.swipedRow == nil)
  }

  @Test func ks29_menuActionChosenAfterABatch_actsOnTheIdentityInItsConfiguration() throws {
    let tweets = ArrayTableModel((0..<5).map { Tweet($0) })
    let (table, controller) = controlled(tweets)
    var liked: [String] = []
    controller.core.setBehavior(for: Tweet.self) { _ in
      RowBehavior {
        $0.contextMenuActions = [
          ContextMenu.Action(title: "Like") { context in
            liked.append("\(context.item(as: Tweet.self)?.id ?? -1) at \(context.rowPath)")
          }
        ]
      }
    }
    #expect(table.openContextMenu(forRowAt: p(0, 2)) != nil)
    tweets.insert(Tweet(100), at: 0)
    #expect(table.contextMenuRow == p(0, 3), "UIKit follows the menu's row (K37)")
    table.chooseContextMenuAction(titled: "Like")
    #expect(liked == ["2 at [0, 3]"])
    #expect(!table.isShowingContextMenu)
  }

  @Test func openMenu_losesItsRow_whenTheRowIsDeleted_orTheTableReloads() throws {
    let (fixture, delegate) = fiveRows()
    delegate.menus[p(0, 2)] = ContextMenu(actions: [ContextMenu.Action(title: "Copy") {}])
    fixture.table.openContextMenu(forRowAt: p(0, 2))
    try fixture.table.reloadData()
    #expect(fixture.table.isShowingContextMenu && fixture.table.contextMenuRow == nil)
    fixture.table.openContextMenu(forRowAt: p(0, 2))
    fixture.source.sections[0].remove(at: 2)
    try fixture.table.deleteRows(at: [p(0, 2)])
    #expect(fixture.table.contextMenuRow == nil)
  }

  /// K37: UIKit drops the open menu's row on a change of data source, as on `reloadData` (I-dc
  /// `setDataSource:` retargets the dismissing menu with force).
  @Test func openMenu_losesItsRow_whenTheDataSourceChanges() {
    let (fixture, delegate) = fiveRows()
    delegate.menus[p(0, 2)] = ContextMenu(actions: [ContextMenu.Action(title: "Copy") {}])
    fixture.table.openContextMenu(forRowAt: p(0, 2))
    #expect(fixture.table.contextMenuRow == p(0, 2))
    let other = StubDataSource(shape: [5])
    fixture.table.dataSource = other
    #expect(fixture.table.isShowingContextMenu && fixture.table.contextMenuRow == nil)
    withExtendedLifetime(other) {}
  }

  /// A headless table showing tweets through a controller.
  private func controlled(_ tweets: ArrayTableModel<Tweet>) -> (
    HeadlessTableView, HeadlessTableController
  ) {
    let table = HeadlessTableView(height: 1000)
    let controller = HeadlessTableController(model: tweets)
    controller.cells.register(HeadlessTableViewCell.self, for: Tweet.self, style: "tweet") {
      cell, tweet in
      cell.text = "\(tweet.id)"
    }
    controller.attach(to: table)
    return (table, controller)
  }
}
