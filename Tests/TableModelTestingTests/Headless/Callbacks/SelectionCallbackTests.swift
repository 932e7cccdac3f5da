import TableModelTestSupport
import TableModelTesting
import Testing

/// `uikit-callback-rules.md` §4, selection across updates (K26–K31): scenarios KS18–KS23.
@MainActor
@Suite struct SelectionCallbackTests {
  /// [5] with (0,3) selected from code, and a delegate recording every call.
  private func selectedRow3() throws -> (HeadlessFixture, RecordingDelegate) {
    let fixture = HeadlessFixture([5])
    let delegate = RecordingDelegate()
    fixture.table.delegate = delegate
    try fixture.table.selectRow(at: p(0, 3), animated: false, scrollPosition: .none)
    return (fixture, delegate)
  }

  /// The selection calls the delegate heard.
  private func selectionCalls(_ delegate: RecordingDelegate) -> [String] {
    delegate.events.filter { $0.contains("elect") }
  }

  /// The selection calls of the table's ``HeadlessTableView/callbackLog``.
  private func loggedSelectionCalls(_ fixture: HeadlessFixture) -> [String] {
    fixture.table.callbackLog.filter { $0.name.contains("elect") }.map(\.description)
  }

  @Test func programmaticSelection_isSilent() throws {
    let (fixture, delegate) = try selectedRow3()
    fixture.table.deselectRow(at: p(0, 3), animated: false)
    try fixture.table.selectRow(at: p(0, 1), animated: false, scrollPosition: .none)
    #expect(fixture.table.indexPathsForSelectedRows == [p(0, 1)])
    #expect(selectionCalls(delegate).isEmpty, "K26")
    #expect(loggedSelectionCalls(fixture).isEmpty)
  }

  @Test func ks18_batchDeleteAbove_remapsTheSelection_whenEndUpdatesReturns() throws {
    let (fixture, delegate) = try selectedRow3()
    fixture.table.beginUpdates()
    fixture.source.sections[0].remove(at: 1)
    try fixture.table.deleteRows(at: [p(0, 1)])
    #expect(fixture.table.indexPathsForSelectedRows == [p(0, 3)], "not remapped before commit")
    try fixture.table.endUpdates()
    #expect(fixture.table.indexPathsForSelectedRows == [p(0, 2)])
    #expect(fixture.table.cellForRow(at: p(0, 2))?.isSelected == true)
    #expect(selectionCalls(delegate).isEmpty)
    #expect(loggedSelectionCalls(fixture).isEmpty)
  }

  /// KS19, K28: a batch (here a bare `deleteRows`, a batch of its own) that deletes the selected
  /// row empties the selection, with no `didDeselectRowAt`.
  @Test func ks19_batchDeleteOfTheSelectedRow_emptiesTheSelection_silently() throws {
    let (fixture, delegate) = try selectedRow3()
    fixture.source.sections[0].remove(at: 3)
    try fixture.table.deleteRows(at: [p(0, 3)])
    #expect(fixture.table.indexPathsForSelectedRows.isEmpty)
    #expect(selectionCalls(delegate).isEmpty)
    #expect(loggedSelectionCalls(fixture).isEmpty)
  }

  /// KS20, K28: a bare `reloadRows` of the selected row drops its selection at once.
  @Test func ks20_bareReloadOfTheSelectedRow_dropsItsSelection_atOnce() throws {
    let (fixture, delegate) = try selectedRow3()
    try fixture.table.reloadRows(at: [p(0, 3)])
    #expect(fixture.table.indexPathForSelectedRow == nil)
    #expect(fixture.table.cellForRow(at: p(0, 3))?.isSelected == false, "the new cell (K29)")
    #expect(selectionCalls(delegate).isEmpty)
    #expect(loggedSelectionCalls(fixture).isEmpty)
  }

  /// KS21, K27: `reloadData()` clears the selection (`indexPathsForSelectedRows` empty, the
  /// headless table's `nil`) with no delegate call.
  @Test func ks21_reloadData_clearsTheSelection_withoutADelegateCall() throws {
    let (fixture, delegate) = try selectedRow3()
    try fixture.table.reloadData()
    #expect(fixture.table.indexPathsForSelectedRows.isEmpty)
    #expect(fixture.table.visibleCells.allSatisfy { !$0.isSelected })
    #expect(selectionCalls(delegate).isEmpty)
    #expect(loggedSelectionCalls(fixture).isEmpty)
  }

  /// KS22, K30: `reconfigureRows` keeps the selection — the same cell, no change of mapping.
  @Test func ks22_reconfigure_keepsTheSelection_andTheCell() throws {
    let (fixture, _) = try selectedRow3()
    let cell = fixture.table.cellForRow(at: p(0, 3))
    fixture.source.sections[0][3] = "changed"
    try fixture.table.reconfigureRows(at: [p(0, 3)])
    #expect(fixture.table.indexPathsForSelectedRows == [p(0, 3)])
    #expect(fixture.table.cellForRow(at: p(0, 3)) === cell)
    #expect(cell?.isSelected == true && cell?.text == "changed")
  }

  @Test func ks23_setEditing_singleSelection_clearsTheSelection_silently() throws {
    let (fixture, delegate) = try selectedRow3()
    fixture.table.setEditing(true, animated: false)
    #expect(fixture.table.indexPathsForSelectedRows.isEmpty)
    #expect(fixture.table.cellForRow(at: p(0, 3))?.isSelected == false)
    #expect(selectionCalls(delegate).isEmpty)
    #expect(loggedSelectionCalls(fixture).isEmpty)
  }

  @Test func leavingEditing_clearsTheSelectionMadeWhileEditing() throws {
    let (fixture, _) = try selectedRow3()
    fixture.table.setEditing(true, animated: false)
    try fixture.table.selectRow(at: p(0, 1), animated: false, scrollPosition: .none)
    fixture.table.setEditing(false, animated: false)
    #expect(fixture.table.indexPathsForSelectedRows.isEmpty)
  }

  @Test func enteringEditing_withMultipleSelectionThroughout_andSeveralRows_keepsThem() throws {
    let (fixture, _) = try selectedRow3()
    fixture.table.allowsMultipleSelection = true
    fixture.table.allowsMultipleSelectionDuringEditing = true
    try fixture.table.selectRow(at: p(0, 1), animated: false, scrollPosition: .none)
    fixture.table.setEditing(true, animated: false)
    #expect(fixture.table.indexPathsForSelectedRows == [p(0, 1), p(0, 3)])
    fixture.table.setEditing(false, animated: false)
    #expect(fixture.table.indexPathsForSelectedRows.isEmpty, "leaving editing always clears")
  }

  @Test func enteringEditing_withMultipleSelection_andOneRow_clearsIt() throws {
    let (fixture, _) = try selectedRow3()
    fixture.table.allowsMultipleSelection = true
    fixture.table.allowsMultipleSelectionDuringEditing = true
    fixture.table.setEditing(true, animated: false)
    #expect(fixture.table.indexPathsForSelectedRows.isEmpty)
  }

  @Test func turningMultipleSelectionOff_outsideEditing_clearsTheSelection() throws {
    let (fixture, delegate) = try selectedRow3()
    fixture.table.allowsMultipleSelection = true
    try fixture.table.selectRow(at: p(0, 1), animated: false, scrollPosition: .none)
    fixture.table.allowsMultipleSelection = false
    #expect(fixture.table.indexPathsForSelectedRows.isEmpty)
    #expect(selectionCalls(delegate).isEmpty)
    #expect(loggedSelectionCalls(fixture).isEmpty)
  }

  @Test func multipleSelectionDuringEditing_tapsToggleRows_whileEditing() {
    let fixture = HeadlessFixture([5])
    fixture.table.allowsMultipleSelectionDuringEditing = true  // enough to select while editing
    fixture.table.setEditing(true, animated: false)
    fixture.table.tapRow(at: p(0, 1))
    fixture.table.tapRow(at: p(0, 2))
    #expect(fixture.table.indexPathsForSelectedRows == [p(0, 1), p(0, 2)])
    fixture.table.tapRow(at: p(0, 1))
    #expect(fixture.table.indexPathsForSelectedRows == [p(0, 2)])
  }

  @Test func cellsFollowTheTablesSelection_notTheirPreviousUse() throws {
    let fixture = HeadlessFixture([30], height: 440)
    try fixture.table.selectRow(at: p(0, 2), animated: false, scrollPosition: .none)
    try fixture.table.setContentOffset(44 * 15)  // row 2's cell goes to the pool, then is reused
    #expect(fixture.table.visibleCells.allSatisfy { !$0.isSelected }, "K29")
    try fixture.table.setContentOffset(0)
    #expect(fixture.table.cellForRow(at: p(0, 2))?.isSelected == true)
    #expect(fixture.table.visibleCells.filter(\.isSelected).count == 1)
  }

  /// K27: a `reloadData()` made inside a batch runs when the batch ends, and clears the
  /// selection then, without a delegate call.
  @Test func k27_reloadDataInsideABatch_clearsTheSelectionWhenTheBatchEnds() throws {
    let (fixture, delegate) = try selectedRow3()
    fixture.table.beginUpdates()
    try fixture.table.reloadData()
    #expect(fixture.table.indexPathsForSelectedRows == [p(0, 3)], "deferred to the batch's end")
    try fixture.table.endUpdates()
    #expect(fixture.table.indexPathsForSelectedRows.isEmpty)
    #expect(fixture.table.visibleCells.allSatisfy { !$0.isSelected })
    #expect(selectionCalls(delegate).isEmpty)
    #expect(loggedSelectionCalls(fixture).isEmpty)
  }

  /// K28: one batch maps every selected row through its mapping: rows shifted by an insert stay
  /// selected at their new paths, a reloaded row loses its selection — silently, by the time the
  /// batch returns.
  @Test func k28_batchInsertingAboveAndReloadingASelectedRow_remapsTheOthers_dropsTheReloaded()
    throws
  {
    let (fixture, delegate) = try selectedRow3()
    fixture.table.allowsMultipleSelection = true
    try fixture.table.selectRow(at: p(0, 1), animated: false, scrollPosition: .none)
    try fixture.table.selectRow(at: p(0, 2), animated: false, scrollPosition: .none)
    try fixture.table.performBatchUpdates {
      fixture.source.sections[0].insert("new", at: 0)
      try fixture.table.insertRows(at: [p(0, 0)])
      try fixture.table.reloadRows(at: [p(0, 2)])
    }
    #expect(fixture.table.indexPathsForSelectedRows == [p(0, 2), p(0, 4)])
    #expect(
      fixture.table.visibleCells.filter(\.isSelected).map(\.text) == ["0.1", "0.3"],
      "the cells follow the table's selection (K29)")
    #expect(selectionCalls(delegate).isEmpty)
    #expect(loggedSelectionCalls(fixture).isEmpty)
  }

  /// The selection and highlight calls the delegate heard.
  private func touchCalls(_ delegate: RecordingDelegate) -> [String] {
    delegate.events.filter { $0.contains("elect") || $0.contains("ighlight") }
  }

  /// [5] with the user's finger down on (0,3), and a delegate recording every call.
  private func fingerDownOnRow3() throws -> (HeadlessFixture, RecordingDelegate) {
    let fixture = HeadlessFixture([5])
    let delegate = RecordingDelegate()
    fixture.table.delegate = delegate
    #expect(fixture.table.touchDownRow(at: p(0, 3)))
    #expect(delegate.events == ["didHighlight \(p(0, 3))"])
    #expect(fixture.table.cellForRow(at: p(0, 3))?.isHighlighted == true)
    delegate.events = []
    return (fixture, delegate)
  }

  /// K28: a batch maps the highlighted index paths and the pending selection as it maps the
  /// selected ones: the highlight follows its row, and the lifted finger selects the row where
  /// it is now.
  @Test func k28_batchDeleteAbove_movesTheHighlight_andTheLiftSelectsTheRowWhereItIsNow() throws {
    let (fixture, delegate) = try fingerDownOnRow3()
    try fixture.table.performBatchUpdates {
      fixture.source.sections[0].remove(at: 1)
      try fixture.table.deleteRows(at: [p(0, 1)])
    }
    #expect(fixture.table.highlightedRow == p(0, 2), "remapped when endUpdates returns")
    #expect(fixture.table.cellForRow(at: p(0, 2))?.isHighlighted == true)
    #expect(fixture.table.cellForRow(at: p(0, 3))?.isHighlighted == false)
    #expect(touchCalls(delegate).isEmpty, "no delegate call for the remap")
    fixture.table.liftFinger()
    #expect(fixture.table.indexPathsForSelectedRows == [p(0, 2)])
    #expect(
      touchCalls(delegate) == [
        "willSelect \(p(0, 2))", "didSelect \(p(0, 2))", "didUnhighlight \(p(0, 2))",
      ])
    #expect(fixture.table.highlightedRow == nil)
    #expect(fixture.table.cellForRow(at: p(0, 2))?.isHighlighted == false)
  }

  /// K28: a highlighted row that a batch deletes or reloads loses its highlight and its pending
  /// selection, silently: lifting the finger then selects nothing; K27: `reloadData` clears the
  /// highlight too.
  @Test func k28_batchDeletingOrReloadingTheHighlightedRow_dropsTheHighlightAndTheTap() throws {
    let deleting = try fingerDownOnRow3()
    try deleting.0.table.performBatchUpdates {
      deleting.0.source.sections[0].remove(at: 3)
      try deleting.0.table.deleteRows(at: [p(0, 3)])
    }
    let reloading = try fingerDownOnRow3()
    try reloading.0.table.reloadRows(at: [p(0, 3)])
    let reloadingAll = try fingerDownOnRow3()
    try reloadingAll.0.table.reloadData()
    for (fixture, delegate) in [deleting, reloading, reloadingAll] {
      #expect(fixture.table.highlightedRow == nil)
      #expect(!fixture.table.visibleCells.contains { $0.isHighlighted })
      fixture.table.liftFinger()
      #expect(fixture.table.indexPathsForSelectedRows.isEmpty)
      #expect(touchCalls(delegate).isEmpty)
    }
  }

  /// Unspecified (K31 speaks of the selection only): `setEditing` while a finger is down leaves
  /// the highlight, with no delegate call, and the lift ends it with `didUnhighlightRowAt`.
  @Test func setEditingWhileAFingerIsDown_leavesTheHighlight_unspecified() throws {
    let (fixture, delegate) = try fingerDownOnRow3()
    fixture.table.setEditing(true, animated: false)
    #expect(fixture.table.highlightedRow == p(0, 3))
    #expect(fixture.table.cellForRow(at: p(0, 3))?.isHighlighted == true)
    #expect(touchCalls(delegate).isEmpty, "no delegate call for the editing change")
    fixture.table.liftFinger()
    #expect(touchCalls(delegate).last == "didUnhighlight \(p(0, 3))")
    #expect(fixture.table.highlightedRow == nil)
  }
}
