#if canImport(UIKit) && (os(iOS) || os(visionOS))
public import UIKit

extension TableController: UITableViewDelegate {
  // MARK: Heights

  /// The row's height: fixed, `UITableView.automaticDimension`, computed (cached by the core),
  /// or the table's `rowHeight`.
  public func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
    switch core.height(at: RowPath(indexPath), width: Double(tableView.bounds.width)) {
    case nil: tableView.rowHeight
    case TableControllerCore.automaticHeight?: UITableView.automaticDimension
    case let height?: CGFloat(height)
    }
  }

  /// The row's estimated height, or `UITableView.automaticDimension`.
  ///
  /// Because the controller implements this method, the table estimates row heights even with an
  /// `estimatedRowHeight` of 0 ("If these methods are implemented, the above
  /// -tableView:heightForXXX calls will be deferred", `UITableView.h`): rows are measured as they
  /// are about to be displayed, not all at once. `HeadlessTableController` does the same.
  public func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath)
    -> CGFloat
  {
    core.estimatedHeight(at: RowPath(indexPath)).map { CGFloat($0) }
      ?? UITableView.automaticDimension
  }

  /// The section's header height, or `UITableView.automaticDimension`.
  public func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat
  {
    core.sectionBehavior(at: section).headerHeight.map { CGFloat($0) }
      ?? UITableView.automaticDimension
  }

  /// The section's footer height, or `UITableView.automaticDimension`.
  public func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat
  {
    core.sectionBehavior(at: section).footerHeight.map { CGFloat($0) }
      ?? UITableView.automaticDimension
  }

  // MARK: Display

  /// Tells the core, which hands the row's handler to the cell and, after the layout, tells
  /// the model (a load-more layer asks for its page), then the ``forwardingDelegate``.
  public func tableView(
    _ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath
  ) {
    core.willDisplay(at: RowPath(indexPath), cell: cell)
    forwardingDelegate?.tableView?(tableView, willDisplay: cell, forRowAt: indexPath)
  }

  /// Tells the core, then the ``forwardingDelegate``.
  public func tableView(
    _ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath
  ) {
    core.didEndDisplaying(at: RowPath(indexPath), cell: cell)
    forwardingDelegate?.tableView?(tableView, didEndDisplaying: cell, forRowAt: indexPath)
  }

  /// The factory's header view for the section's model, or `nil` for its title.
  public func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
    presenter.headerView(inSection: section, in: tableView)
  }

  /// The factory's footer view for the section's model, or `nil` for its title.
  public func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? {
    presenter.footerView(inSection: section, in: tableView)
  }

  /// Tells the core, whose header and footer handlers hear of it, then the
  /// ``forwardingDelegate``.
  public func tableView(
    _ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int
  ) {
    relayHeaderFooterDisplay(.header, ending: false, view: view, inSection: section, of: tableView)
  }

  /// Tells the core, whose header and footer handlers hear of it, then the
  /// ``forwardingDelegate``.
  public func tableView(
    _ tableView: UITableView, willDisplayFooterView view: UIView, forSection section: Int
  ) {
    relayHeaderFooterDisplay(.footer, ending: false, view: view, inSection: section, of: tableView)
  }

  /// Tells the core, whose header and footer handlers hear of it with the model the view was
  /// displayed with (UIKit ends a deleted section's views after the model changed), then the
  /// ``forwardingDelegate``.
  public func tableView(
    _ tableView: UITableView, didEndDisplayingHeaderView view: UIView, forSection section: Int
  ) {
    relayHeaderFooterDisplay(.header, ending: true, view: view, inSection: section, of: tableView)
  }

  /// Tells the core, whose header and footer handlers hear of it with the model the view was
  /// displayed with, then the ``forwardingDelegate``.
  public func tableView(
    _ tableView: UITableView, didEndDisplayingFooterView view: UIView, forSection section: Int
  ) {
    relayHeaderFooterDisplay(.footer, ending: true, view: view, inSection: section, of: tableView)
  }

  /// Tells the core that a header or footer view will be displayed or ended its display, then
  /// the ``forwardingDelegate``, with the same callback: the one path of the four display
  /// callbacks.
  private func relayHeaderFooterDisplay(
    _ kind: EventHandlerRegistry.HeaderFooterContext.Kind, ending: Bool, view: UIView,
    inSection section: Int, of tableView: UITableView
  ) {
    if ending {
      core.didEndDisplayingHeaderFooter(kind, inSection: section, view: view)
    } else {
      core.willDisplayHeaderFooter(kind, inSection: section, view: view)
    }
    guard let forwardingDelegate else { return }
    switch (kind, ending) {
    case (.header, false):
      forwardingDelegate.tableView?(tableView, willDisplayHeaderView: view, forSection: section)
    case (.footer, false):
      forwardingDelegate.tableView?(tableView, willDisplayFooterView: view, forSection: section)
    case (.header, true):
      forwardingDelegate.tableView?(
        tableView, didEndDisplayingHeaderView: view, forSection: section)
    case (.footer, true):
      forwardingDelegate.tableView?(
        tableView, didEndDisplayingFooterView: view, forSection: section)
    }
  }

  /// The row's indentation level.
  public func tableView(_ tableView: UITableView, indentationLevelForRowAt indexPath: IndexPath)
    -> Int
  {
    core.indentationLevel(at: RowPath(indexPath))
  }

  // MARK: Selection

  /// Whether the row highlights.
  public func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool
  {
    core.shouldHighlight(at: RowPath(indexPath))
  }

  /// Tells the row's handler.
  public func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) {
    core.didHighlight(at: RowPath(indexPath), cell: tableView.cellForRow(at: indexPath))
  }

  /// Tells the row's handler.
  public func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) {
    core.didUnhighlight(at: RowPath(indexPath), cell: tableView.cellForRow(at: indexPath))
  }

  /// The row to select, or `nil`.
  public func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath)
    -> IndexPath?
  {
    core.willSelect(at: RowPath(indexPath))?.indexPath
  }

  /// Runs the row's action or handler.
  public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    core.didSelect(at: RowPath(indexPath), cell: tableView.cellForRow(at: indexPath))
  }

  /// The row to deselect, or `nil` to keep it selected.
  public func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath)
    -> IndexPath?
  {
    core.willDeselect(at: RowPath(indexPath))?.indexPath
  }

  /// Tells the row's handler.
  public func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {
    core.didDeselect(at: RowPath(indexPath))
  }

  /// Tells the row's handler.
  public func tableView(
    _ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath
  ) {
    core.accessoryButtonTapped(at: RowPath(indexPath), cell: tableView.cellForRow(at: indexPath))
  }

  // MARK: Editing

  /// The row's editing style.
  public func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath)
    -> UITableViewCell.EditingStyle
  {
    core.editingStyle(at: RowPath(indexPath)).uiKit
  }

  /// The row's delete confirmation title, or `nil` for the system's.
  public func tableView(
    _ tableView: UITableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath
  ) -> String? {
    core.deleteConfirmationTitle(at: RowPath(indexPath))
  }

  /// Whether the row indents while editing.
  public func tableView(
    _ tableView: UITableView, shouldIndentWhileEditingRowAt indexPath: IndexPath
  ) -> Bool {
    core.shouldIndentWhileEditing(at: RowPath(indexPath))
  }

  /// Tells the row's handler that a swipe revealed the row's actions.
  public func tableView(_ tableView: UITableView, willBeginEditingRowAt indexPath: IndexPath) {
    core.willBeginEditing(at: RowPath(indexPath))
  }

  /// Tells the row's handler that the swipe ended, when the row still exists.
  public func tableView(_ tableView: UITableView, didEndEditingRowAt indexPath: IndexPath?) {
    core.didEndEditing(at: indexPath.map { RowPath($0) })
  }

  /// Where a dragged row lands.
  public func tableView(
    _ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
    toProposedIndexPath proposedDestinationIndexPath: IndexPath
  ) -> IndexPath {
    core.targetForMove(
      from: RowPath(sourceIndexPath), proposed: RowPath(proposedDestinationIndexPath)
    )
    .indexPath
  }
}
#endif
