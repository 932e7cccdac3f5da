#if canImport(UIKit) && (os(iOS) || os(visionOS))
public import UIKit

extension TableController {
  // MARK: Primary action

  /// Whether the row has a primary action (its behaviour's, or its interaction row's action);
  /// none while the table edits.
  public func tableView(
    _ tableView: UITableView, canPerformPrimaryActionForRowAt indexPath: IndexPath
  ) -> Bool {
    core.canPerformPrimaryAction(at: RowPath(indexPath), isEditing: tableView.isEditing)
  }

  /// Runs the row's primary action.
  public func tableView(
    _ tableView: UITableView, performPrimaryActionForRowAt indexPath: IndexPath
  ) {
    core.performPrimaryAction(at: RowPath(indexPath), cell: tableView.cellForRow(at: indexPath))
  }

  // MARK: Focus

  /// Whether the row can take the focus: its behaviour's answer, else the table's
  /// `allowsFocus` (`allowsFocusDuringEditing` while it edits).
  public func tableView(_ tableView: UITableView, canFocusRowAt indexPath: IndexPath) -> Bool {
    core.canFocus(
      at: RowPath(indexPath), isEditing: tableView.isEditing, allowsFocus: tableView.allowsFocus,
      allowsFocusDuringEditing: tableView.allowsFocusDuringEditing)
  }

  /// Whether the focus may move there.
  public func tableView(
    _ tableView: UITableView, shouldUpdateFocusIn context: UITableViewFocusUpdateContext
  ) -> Bool {
    core.shouldUpdateFocus(
      from: context.previouslyFocusedIndexPath.map { RowPath($0) },
      to: context.nextFocusedIndexPath.map { RowPath($0) })
  }

  /// Tells the core's `onFocusUpdate`.
  public func tableView(
    _ tableView: UITableView, didUpdateFocusIn context: UITableViewFocusUpdateContext,
    with coordinator: UIFocusAnimationCoordinator
  ) {
    core.didUpdateFocus(
      from: context.previouslyFocusedIndexPath.map { RowPath($0) },
      to: context.nextFocusedIndexPath.map { RowPath($0) })
  }

  /// The core's preferred row, or `nil` for the table's choice.
  public func indexPathForPreferredFocusedView(in tableView: UITableView) -> IndexPath? {
    core.preferredFocusRow?.indexPath
  }

  /// Whether selection follows the focus to the row.
  public func tableView(
    _ tableView: UITableView, selectionFollowsFocusForRowAt indexPath: IndexPath
  ) -> Bool {
    core.selectionFollowsFocus(at: RowPath(indexPath))
  }
}
#endif
