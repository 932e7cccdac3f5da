#if canImport(UIKit) && (os(iOS) || os(visionOS))
public import UIKit

extension TableController {
  /// Whether a two-finger pan that begins on the row selects rows: the core's
  /// `allowsMultipleSelectionInteraction`, for a selectable row.
  public func tableView(
    _ tableView: UITableView, shouldBeginMultipleSelectionInteractionAt indexPath: IndexPath
  ) -> Bool {
    core.shouldBeginMultipleSelectionInteraction(at: RowPath(indexPath))
  }

  /// Tells the core, which runs its `onMultipleSelectionInteraction` with `true`.
  public func tableView(
    _ tableView: UITableView, didBeginMultipleSelectionInteractionAt indexPath: IndexPath
  ) {
    core.didBeginMultipleSelectionInteraction(at: RowPath(indexPath))
  }

  /// Tells the core, which runs its `onMultipleSelectionInteraction` with `false`.
  public func tableViewDidEndMultipleSelectionInteraction(_ tableView: UITableView) {
    core.didEndMultipleSelectionInteraction()
  }
}
#endif
