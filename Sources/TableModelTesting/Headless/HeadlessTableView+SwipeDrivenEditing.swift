/// Swipe-driven editing: UIKit's swipe-to-delete mode, in which the table reads as editing while
/// a swipe the user opened outside editing mode shows its actions (`uikit-callback-rules.md`,
/// K32, K33, K47).
///
/// Evidence: Apple's `tableView(_:willBeginEditingRowAt:)` ("the table view sets its `isEditing`
/// property to `true`"; no insertion, deletion or reordering controls in that mode); the decompiled
/// `_setEditing:animated:forced:` (the editing state toggles only when it changes, selection is
/// cleared on both edges, and while a swipe drives editing only the swiped row's cell is set up)
/// and `_resetSwipeActionController` (a reset forces editing off).
extension HeadlessTableView {
  /// Whether an open swipe drives the table's editing: it was opened while the table did not
  /// edit.
  var isSwipeDrivenEditing: Bool { state.swipe?.drivesEditing == true }

  /// Enters the editing a swipe opened at `rowPath` drives: the selection goes as editing
  /// begins (K31), and the swiped row's cell edits — the other cells do not.
  func beginSwipeDrivenEditing(at rowPath: RowPath) {
    deselectForEditingChange(entering: true)
    if let cell = state.cells[rowPath] { updateEditingState(of: cell, at: rowPath) }
  }

  /// Leaves the editing an ended swipe drove, if it drove any: the selection goes as editing
  /// ends (K31), and the swiped row's cell at `rowPath`, when the row is still there, stops
  /// editing.
  func endSwipeDrivenEditing(of swipe: SwipeOccurrence, cellAt rowPath: RowPath?) {
    guard swipe.drivesEditing else { return }
    deselectForEditingChange(entering: false)
    if let rowPath, let cell = state.cells[rowPath] { updateEditingState(of: cell, at: rowPath) }
  }

  /// Deselects every row without telling the delegate, as toggling editing does, unless editing
  /// begins with ``allowsMultipleSelection`` and ``allowsMultipleSelectionDuringEditing`` both
  /// on and more than one row selected (K31).
  func deselectForEditingChange(entering: Bool) {
    let keepsSelection =
      entering && allowsMultipleSelection && allowsMultipleSelectionDuringEditing
      && state.selectedRows.count > 1
    if !keepsSelection { deselectAllSilently() }
  }

  /// Stops a gesture on an editing or reorder control unless ``setEditing(_:animated:)`` turned
  /// editing on: UIKit shows no such control while only a swipe drives editing.
  func requireEditingControls(_ call: String, notEditing: @autoclosure () -> String) {
    guard !editsAllRows else { return }
    if let swipe = state.swipe {
      contractViolation(
        "HeadlessTableView.\(call): the table edits only for the swipe open on row \(swipe.rowPath); UIKit shows no editing or reorder controls in swipe-to-delete mode (uikit-callback-rules.md, K32)"
      )
    }
    contractViolation("HeadlessTableView.\(call): \(notEditing())")
  }
}
