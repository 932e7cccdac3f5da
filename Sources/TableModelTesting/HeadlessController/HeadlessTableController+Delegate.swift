extension HeadlessTableController: HeadlessTableViewDelegate {
  // MARK: Heights

  /// The row's height; a self-sizing row (`RowBehavior/Height/automatic(estimated:)`) gets its
  /// estimate, as the headless table does not measure cells.
  public func tableView(_ tableView: HeadlessTableView, heightForRowAt rowPath: RowPath) -> Double {
    switch core.height(at: rowPath, width: tableView.width) {
    case nil: tableView.rowHeight
    case TableControllerCore.automaticHeight?:
      core.estimatedHeight(at: rowPath) ?? tableView.rowHeight
    case let height?: height
    }
  }

  /// The section's header height, or the table's default.
  public func tableView(_ tableView: HeadlessTableView, heightForHeaderInSection section: Int)
    -> Double?
  { core.sectionBehavior(at: section).headerHeight }

  /// The section's footer height, or the table's default.
  public func tableView(_ tableView: HeadlessTableView, heightForFooterInSection section: Int)
    -> Double?
  { core.sectionBehavior(at: section).footerHeight }

  /// The section's estimated header height, else its fixed one, else `nil` (no estimate), as
  /// `TableController` answers `UITableView`.
  public func tableView(
    _ tableView: HeadlessTableView, estimatedHeightForHeaderInSection section: Int
  ) -> Double? { core.estimatedHeaderHeight(inSection: section) }

  /// The section's estimated footer height, else its fixed one, else `nil` (no estimate).
  public func tableView(
    _ tableView: HeadlessTableView, estimatedHeightForFooterInSection section: Int
  ) -> Double? { core.estimatedFooterHeight(inSection: section) }

  // MARK: Display

  /// Tells the core, which hands the row's event handler to the cell.
  public func tableView(
    _ tableView: HeadlessTableView, willDisplay cell: HeadlessTableViewCell,
    forRowAt rowPath: RowPath
  ) {
    core.willDisplay(at: rowPath, cell: cell)
  }

  /// Tells the core.
  public func tableView(
    _ tableView: HeadlessTableView, didEndDisplaying cell: HeadlessTableViewCell,
    forRowAt rowPath: RowPath
  ) {
    core.didEndDisplaying(at: rowPath, cell: cell)
  }

  /// The header view the factory makes for the section's model, or `nil` for its title.
  public func tableView(_ tableView: HeadlessTableView, viewForHeaderInSection section: Int)
    -> HeadlessTableViewHeaderFooterView?
  {
    presenter.headerView(inSection: section, in: tableView)
  }

  /// The footer view the factory makes for the section's model, or `nil` for its title.
  public func tableView(_ tableView: HeadlessTableView, viewForFooterInSection section: Int)
    -> HeadlessTableViewHeaderFooterView?
  {
    presenter.footerView(inSection: section, in: tableView)
  }

  /// Tells the core, whose header and footer handlers hear of it.
  public func tableView(
    _ tableView: HeadlessTableView, willDisplayHeaderView view: HeadlessTableViewHeaderFooterView,
    forSection section: Int
  ) {
    core.willDisplayHeaderFooter(.header, inSection: section, view: view)
  }

  /// Tells the core, whose header and footer handlers hear of it.
  public func tableView(
    _ tableView: HeadlessTableView, willDisplayFooterView view: HeadlessTableViewHeaderFooterView,
    forSection section: Int
  ) {
    core.willDisplayHeaderFooter(.footer, inSection: section, view: view)
  }

  /// Tells the core, whose header and footer handlers hear of it.
  public func tableView(
    _ tableView: HeadlessTableView,
    didEndDisplayingHeaderView view: HeadlessTableViewHeaderFooterView, forSection section: Int
  ) {
    core.didEndDisplayingHeaderFooter(.header, inSection: section, view: view)
  }

  /// Tells the core, whose header and footer handlers hear of it.
  public func tableView(
    _ tableView: HeadlessTableView,
    didEndDisplayingFooterView view: HeadlessTableViewHeaderFooterView, forSection section: Int
  ) {
    core.didEndDisplayingHeaderFooter(.footer, inSection: section, view: view)
  }

  /// The row's indentation level.
  public func tableView(_ tableView: HeadlessTableView, indentationLevelForRowAt rowPath: RowPath)
    -> Int
  { core.indentationLevel(at: rowPath) }

  // MARK: Selection

  /// Whether the row highlights.
  public func tableView(_ tableView: HeadlessTableView, shouldHighlightRowAt rowPath: RowPath)
    -> Bool
  { core.shouldHighlight(at: rowPath) }

  /// Tells the row's handler.
  public func tableView(_ tableView: HeadlessTableView, didHighlightRowAt rowPath: RowPath) {
    core.didHighlight(at: rowPath, cell: tableView.cellForRow(at: rowPath))
  }

  /// Tells the row's handler.
  public func tableView(_ tableView: HeadlessTableView, didUnhighlightRowAt rowPath: RowPath) {
    core.didUnhighlight(at: rowPath, cell: tableView.cellForRow(at: rowPath))
  }

  /// The row to select, or `nil`.
  public func tableView(_ tableView: HeadlessTableView, willSelectRowAt rowPath: RowPath)
    -> RowPath?
  { core.willSelect(at: rowPath) }

  /// Runs the row's action or handler.
  public func tableView(_ tableView: HeadlessTableView, didSelectRowAt rowPath: RowPath) {
    core.didSelect(at: rowPath, cell: tableView.cellForRow(at: rowPath))
  }

  /// The row to deselect, or `nil` to keep it selected.
  public func tableView(_ tableView: HeadlessTableView, willDeselectRowAt rowPath: RowPath)
    -> RowPath?
  { core.willDeselect(at: rowPath) }

  /// Tells the row's handler.
  public func tableView(_ tableView: HeadlessTableView, didDeselectRowAt rowPath: RowPath) {
    core.didDeselect(at: rowPath)
  }

  /// Whether the pan selects rows: the core's `allowsMultipleSelectionInteraction`, for a
  /// selectable row.
  public func tableView(
    _ tableView: HeadlessTableView, shouldBeginMultipleSelectionInteractionAt rowPath: RowPath
  ) -> Bool {
    core.shouldBeginMultipleSelectionInteraction(at: rowPath)
  }

  /// Tells the core.
  public func tableView(
    _ tableView: HeadlessTableView, didBeginMultipleSelectionInteractionAt rowPath: RowPath
  ) {
    core.didBeginMultipleSelectionInteraction(at: rowPath)
  }

  /// Tells the core.
  public func tableViewDidEndMultipleSelectionInteraction(_ tableView: HeadlessTableView) {
    core.didEndMultipleSelectionInteraction()
  }

  /// Tells the row's handler.
  public func tableView(
    _ tableView: HeadlessTableView, accessoryButtonTappedForRowWith rowPath: RowPath
  ) {
    core.accessoryButtonTapped(at: rowPath, cell: tableView.cellForRow(at: rowPath))
  }

  // MARK: Editing

  /// The row's editing style.
  public func tableView(_ tableView: HeadlessTableView, editingStyleForRowAt rowPath: RowPath)
    -> RowBehavior.EditingStyle
  { core.editingStyle(at: rowPath) }

  /// The row's delete confirmation title.
  public func tableView(
    _ tableView: HeadlessTableView, titleForDeleteConfirmationButtonForRowAt rowPath: RowPath
  ) -> String? {
    core.deleteConfirmationTitle(at: rowPath)
  }

  /// Whether the row indents while editing.
  public func tableView(
    _ tableView: HeadlessTableView, shouldIndentWhileEditingRowAt rowPath: RowPath
  ) -> Bool {
    core.shouldIndentWhileEditing(at: rowPath)
  }

  /// Tells the row's handler.
  public func tableView(_ tableView: HeadlessTableView, willBeginEditingRowAt rowPath: RowPath) {
    core.willBeginEditing(at: rowPath)
  }

  /// Tells the row's handler, when the row still exists.
  public func tableView(_ tableView: HeadlessTableView, didEndEditingRowAt rowPath: RowPath?) {
    core.didEndEditing(at: rowPath)
  }

  /// The row's leading swipe actions.
  public func tableView(
    _ tableView: HeadlessTableView, leadingSwipeActionsConfigurationForRowAt rowPath: RowPath
  ) -> SwipeActionsConfiguration? {
    core.leadingSwipeActions(at: rowPath)
  }

  /// The row's trailing swipe actions.
  public func tableView(
    _ tableView: HeadlessTableView, trailingSwipeActionsConfigurationForRowAt rowPath: RowPath
  ) -> SwipeActionsConfiguration? {
    core.trailingSwipeActions(at: rowPath)
  }

  /// The row's context menu.
  public func tableView(
    _ tableView: HeadlessTableView, contextMenuConfigurationForRowAt rowPath: RowPath
  ) -> ContextMenu? {
    core.contextMenu(at: rowPath)
  }

  /// Where a dragged row lands.
  public func tableView(
    _ tableView: HeadlessTableView, targetIndexPathForMoveFromRowAt sourceRowPath: RowPath,
    toProposedIndexPath proposedDestination: RowPath
  ) -> RowPath {
    core.targetForMove(from: sourceRowPath, proposed: proposedDestination)
  }
}

extension HeadlessTableController: HeadlessTableViewEstimatingDelegate {
  /// The row's estimated height; for a row without one, the table's
  /// ``HeadlessTableView/estimatedRowHeight``, or its ``HeadlessTableView/rowHeight`` when that
  /// is 0.
  ///
  /// `TableController` implements `tableView(_:estimatedHeightForRowAt:)`, so a `UITableView` it
  /// drives estimates row heights even with an `estimatedRowHeight` of 0 (K11, K12): the
  /// controller conforms to ``HeadlessTableViewEstimatingDelegate`` so that the headless table
  /// does too. Where `TableController` answers `UITableView.automaticDimension` (no estimate),
  /// this answers the table's own estimate, or its row height when estimation is otherwise off
  /// (a reading: UIKit then guesses from its defaults).
  public func tableView(_ tableView: HeadlessTableView, estimatedHeightForRowAt rowPath: RowPath)
    -> Double
  {
    core.estimatedHeight(at: rowPath)
      ?? (tableView.estimatedRowHeight > 0 ? tableView.estimatedRowHeight : tableView.rowHeight)
  }
}
