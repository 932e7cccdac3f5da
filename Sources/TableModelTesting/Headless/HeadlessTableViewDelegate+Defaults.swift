// The defaults of HeadlessTableViewDelegate, each as documented on its requirement.

extension HeadlessTableViewDelegate {
  /// Returns the table's ``HeadlessTableView/rowHeight``.
  public func tableView(_ tableView: HeadlessTableView, heightForRowAt rowPath: RowPath) -> Double {
    tableView.rowHeight
  }

  /// Returns `nil`: the table's default header height.
  public func tableView(_ tableView: HeadlessTableView, heightForHeaderInSection section: Int)
    -> Double?
  { nil }

  /// Returns `nil`: the table's default footer height.
  public func tableView(_ tableView: HeadlessTableView, heightForFooterInSection section: Int)
    -> Double?
  { nil }

  /// Returns `nil`: no estimate.
  public func tableView(
    _ tableView: HeadlessTableView, estimatedHeightForHeaderInSection section: Int
  ) -> Double? { nil }

  /// Returns `nil`: no estimate.
  public func tableView(
    _ tableView: HeadlessTableView, estimatedHeightForFooterInSection section: Int
  ) -> Double? { nil }

  /// Does nothing.
  public func tableView(
    _ tableView: HeadlessTableView, willDisplay cell: HeadlessTableViewCell,
    forRowAt rowPath: RowPath
  ) {}

  /// Does nothing.
  public func tableView(
    _ tableView: HeadlessTableView, didEndDisplaying cell: HeadlessTableViewCell,
    forRowAt rowPath: RowPath
  ) {}

  /// Returns `true`.
  public func tableView(_ tableView: HeadlessTableView, shouldHighlightRowAt rowPath: RowPath)
    -> Bool
  { true }

  /// Returns `rowPath`.
  public func tableView(_ tableView: HeadlessTableView, willSelectRowAt rowPath: RowPath)
    -> RowPath?
  { rowPath }

  /// Does nothing.
  public func tableView(_ tableView: HeadlessTableView, didSelectRowAt rowPath: RowPath) {}

  /// Returns `rowPath`.
  public func tableView(_ tableView: HeadlessTableView, willDeselectRowAt rowPath: RowPath)
    -> RowPath?
  { rowPath }

  /// Does nothing.
  public func tableView(_ tableView: HeadlessTableView, didDeselectRowAt rowPath: RowPath) {}

  /// Returns `nil`.
  public func tableView(_ tableView: HeadlessTableView, viewForHeaderInSection section: Int)
    -> HeadlessTableViewHeaderFooterView?
  { nil }

  /// Returns `nil`.
  public func tableView(_ tableView: HeadlessTableView, viewForFooterInSection section: Int)
    -> HeadlessTableViewHeaderFooterView?
  { nil }

  /// Does nothing.
  public func tableView(
    _ tableView: HeadlessTableView, willDisplayHeaderView view: HeadlessTableViewHeaderFooterView,
    forSection section: Int
  ) {}

  /// Does nothing.
  public func tableView(
    _ tableView: HeadlessTableView, willDisplayFooterView view: HeadlessTableViewHeaderFooterView,
    forSection section: Int
  ) {}

  /// Does nothing.
  public func tableView(
    _ tableView: HeadlessTableView,
    didEndDisplayingHeaderView view: HeadlessTableViewHeaderFooterView, forSection section: Int
  ) {}

  /// Does nothing.
  public func tableView(
    _ tableView: HeadlessTableView,
    didEndDisplayingFooterView view: HeadlessTableViewHeaderFooterView, forSection section: Int
  ) {}

  /// Returns `0`.
  public func tableView(_ tableView: HeadlessTableView, indentationLevelForRowAt rowPath: RowPath)
    -> Int
  { 0 }

  /// Does nothing.
  public func tableView(_ tableView: HeadlessTableView, didHighlightRowAt rowPath: RowPath) {}

  /// Does nothing.
  public func tableView(_ tableView: HeadlessTableView, didUnhighlightRowAt rowPath: RowPath) {}

  /// Does nothing.
  public func tableView(
    _ tableView: HeadlessTableView, accessoryButtonTappedForRowWith rowPath: RowPath
  ) {}

  /// Returns `RowBehavior.EditingStyle.delete`.
  public func tableView(_ tableView: HeadlessTableView, editingStyleForRowAt rowPath: RowPath)
    -> RowBehavior.EditingStyle
  { .delete }

  /// Returns `nil`: UIKit's "Delete".
  public func tableView(
    _ tableView: HeadlessTableView, titleForDeleteConfirmationButtonForRowAt rowPath: RowPath
  ) -> String? { nil }

  /// Returns `true`.
  public func tableView(
    _ tableView: HeadlessTableView, shouldIndentWhileEditingRowAt rowPath: RowPath
  ) -> Bool { true }

  /// Does nothing.
  public func tableView(_ tableView: HeadlessTableView, willBeginEditingRowAt rowPath: RowPath) {}

  /// Does nothing.
  public func tableView(_ tableView: HeadlessTableView, didEndEditingRowAt rowPath: RowPath?) {}

  /// Returns `false`.
  public func tableView(
    _ tableView: HeadlessTableView, shouldBeginMultipleSelectionInteractionAt rowPath: RowPath
  ) -> Bool { false }

  /// Does nothing.
  public func tableView(
    _ tableView: HeadlessTableView, didBeginMultipleSelectionInteractionAt rowPath: RowPath
  ) {}

  /// Does nothing.
  public func tableViewDidEndMultipleSelectionInteraction(_ tableView: HeadlessTableView) {}

  /// Returns `nil`.
  public func tableView(
    _ tableView: HeadlessTableView, leadingSwipeActionsConfigurationForRowAt rowPath: RowPath
  ) -> SwipeActionsConfiguration? { nil }

  /// Returns `nil`: the default delete action, when the row can be deleted.
  public func tableView(
    _ tableView: HeadlessTableView, trailingSwipeActionsConfigurationForRowAt rowPath: RowPath
  ) -> SwipeActionsConfiguration? { nil }

  /// Returns `nil`.
  public func tableView(
    _ tableView: HeadlessTableView, contextMenuConfigurationForRowAt rowPath: RowPath
  ) -> ContextMenu? { nil }

  /// Returns `proposedDestination`.
  public func tableView(
    _ tableView: HeadlessTableView, targetIndexPathForMoveFromRowAt sourceRowPath: RowPath,
    toProposedIndexPath proposedDestination: RowPath
  ) -> RowPath { proposedDestination }
}
