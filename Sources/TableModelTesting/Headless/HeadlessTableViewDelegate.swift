/// The delegate of a ``HeadlessTableView``, shaped like `UITableViewDelegate`: row and section
/// heights, section header and footer views, display callbacks, highlighting and selection,
/// accessory buttons, editing and reordering, swipe actions and context menus.
///
/// Every method has a default, listed on the method, so a delegate implements only what it needs.
@MainActor
public protocol HeadlessTableViewDelegate: AnyObject {
  /// The height of a row. The default is the table's ``HeadlessTableView/rowHeight``.
  ///
  /// A negative height is refused as UIKit raises (`table view row height must not be
  /// negative …`), and so is a NaN or infinite one, which UIKit lets through to fail later in
  /// Core Animation, or one above ``HeadlessTableView/maximumHeight``, which would overflow the
  /// table's positions (`… must not exceed …`): the table operation that asked throws
  /// `TableUpdateError` with rule `TableUpdateError/Rule/invalidRowHeight`, naming the row and
  /// the height, and leaves the table as it was.
  ///
  /// - Parameters:
  ///   - tableView: The table asking.
  ///   - rowPath: The row's position.
  /// - Returns: The row's height in points.
  func tableView(_ tableView: HeadlessTableView, heightForRowAt rowPath: RowPath) -> Double

  /// The height of a section's header, or `nil` for the table's default: its
  /// ``HeadlessTableView/sectionHeaderHeight`` when the section has a header title or a header
  /// view, else zero. The default is `nil`.
  ///
  /// A negative height is refused as UIKit raises (`Invalid section header height (-5) provided
  /// by table delegate. …`, `uikit-callback-rules.md` K18), and so is a NaN or infinite one: the
  /// table operation that asked throws `TableUpdateError`, and leaves the table as it was.
  ///
  /// As UIKit does, the table asks when it builds its row data — as it loads, in
  /// ``HeadlessTableView/reloadData()`` and in every committed batch, an empty one too — unless
  /// it estimates the header (``HeadlessTableView/estimatedSectionHeaderHeight``, whatever rows do),
  /// and then when the header is about to be displayed; otherwise it uses the height it stored (K11,
  /// K12, K18). To show a changed height, commit an empty batch (K14).
  ///
  /// - Parameters:
  ///   - tableView: The table asking.
  ///   - section: The section index.
  /// - Returns: The header height in points, or `nil`.
  func tableView(_ tableView: HeadlessTableView, heightForHeaderInSection section: Int) -> Double?

  /// The height of a section's footer, or `nil` for the table's default: its
  /// ``HeadlessTableView/sectionFooterHeight`` when the section has a footer title or a footer
  /// view, else zero. The default is `nil`.
  ///
  /// A negative height is refused as UIKit raises (`Invalid section footer height (-5) provided
  /// by table delegate. …`, `uikit-callback-rules.md` K18), and so is a NaN or infinite one: the
  /// table operation that asked throws `TableUpdateError`, and leaves the table as it was.
  ///
  /// As UIKit does, the table asks when it builds its row data — as it loads, in
  /// ``HeadlessTableView/reloadData()`` and in every committed batch, an empty one too — unless
  /// it estimates the footer (``HeadlessTableView/estimatedSectionFooterHeight``, whatever rows do),
  /// and then when the footer is about to be displayed; otherwise it uses the height it stored (K11,
  /// K12, K18). To show a changed height, commit an empty batch (K14).
  ///
  /// - Parameters:
  ///   - tableView: The table asking.
  ///   - section: The section index.
  /// - Returns: The footer height in points, or `nil`.
  func tableView(_ tableView: HeadlessTableView, heightForFooterInSection section: Int) -> Double?

  /// An estimate of a section header's height, as `tableView(_:estimatedHeightForHeaderInSection:)`,
  /// or `nil` for none. The default is `nil`.
  ///
  /// With an estimate, whatever ``HeadlessTableView/estimatedRowHeight`` is — header estimation
  /// has its own switch in UIKit — the table sizes a header it is not about to display with it,
  /// and asks ``tableView(_:heightForHeaderInSection:)`` — and the title and the view behind the
  /// default height — only when the header is about to be displayed, as UIKit does (K12, K18,
  /// K43): a header the viewport skips over is not measured and its view is not asked for.
  /// Without one, the table's ``HeadlessTableView/estimatedSectionHeaderHeight`` decides: an
  /// estimate is used as the delegate's; automatic (`nil`, the default) measures the header
  /// wherever the table needs its height, where a `UITableView` picks an estimate of its own;
  /// 0 measures it whenever the table builds its row data, with no estimate at all (K11).
  ///
  /// A negative, NaN or infinite estimate, or one above ``HeadlessTableView/maximumHeight``, is
  /// refused as a header height is (``tableView(_:heightForHeaderInSection:)``).
  ///
  /// - Parameters:
  ///   - tableView: The table asking.
  ///   - section: The section index.
  /// - Returns: The estimated header height in points, or `nil`.
  func tableView(_ tableView: HeadlessTableView, estimatedHeightForHeaderInSection section: Int)
    -> Double?

  /// An estimate of a section footer's height, as `tableView(_:estimatedHeightForFooterInSection:)`,
  /// or `nil` for none. The default is `nil`.
  ///
  /// The table uses it as it uses ``tableView(_:estimatedHeightForHeaderInSection:)``.
  ///
  /// - Parameters:
  ///   - tableView: The table asking.
  ///   - section: The section index.
  /// - Returns: The estimated footer height in points, or `nil`.
  func tableView(_ tableView: HeadlessTableView, estimatedHeightForFooterInSection section: Int)
    -> Double?

  /// Tells the delegate that a cell is about to be displayed. The default does nothing.
  ///
  /// - Parameters:
  ///   - tableView: The table.
  ///   - cell: The cell.
  ///   - rowPath: The row's position.
  func tableView(
    _ tableView: HeadlessTableView, willDisplay cell: HeadlessTableViewCell,
    forRowAt rowPath: RowPath)

  /// Tells the delegate that a cell left the screen, or that its row was deleted or reloaded.
  /// The default does nothing.
  ///
  /// - Parameters:
  ///   - tableView: The table.
  ///   - cell: The cell.
  ///   - rowPath: The row's position before it left.
  func tableView(
    _ tableView: HeadlessTableView, didEndDisplaying cell: HeadlessTableViewCell,
    forRowAt rowPath: RowPath)

  /// Whether a touched row highlights. A row that does not highlight is not selected by a tap.
  /// The default is `true`.
  ///
  /// - Parameters:
  ///   - tableView: The table asking.
  ///   - rowPath: The row's position.
  /// - Returns: Whether the row highlights.
  func tableView(_ tableView: HeadlessTableView, shouldHighlightRowAt rowPath: RowPath) -> Bool

  /// The row to select when the user taps a row, or `nil` to select nothing. The default returns
  /// `rowPath`.
  ///
  /// - Parameters:
  ///   - tableView: The table asking.
  ///   - rowPath: The tapped row.
  /// - Returns: The row to select, or `nil`.
  func tableView(_ tableView: HeadlessTableView, willSelectRowAt rowPath: RowPath) -> RowPath?

  /// Tells the delegate that the user selected a row. The default does nothing.
  ///
  /// - Parameters:
  ///   - tableView: The table.
  ///   - rowPath: The selected row.
  func tableView(_ tableView: HeadlessTableView, didSelectRowAt rowPath: RowPath)

  /// The row to deselect when the user's tap deselects a row, or `nil` to keep it selected. The
  /// default returns `rowPath`.
  ///
  /// - Parameters:
  ///   - tableView: The table asking.
  ///   - rowPath: The row about to be deselected.
  /// - Returns: The row to deselect, or `nil`.
  func tableView(_ tableView: HeadlessTableView, willDeselectRowAt rowPath: RowPath) -> RowPath?

  /// Tells the delegate that the user's tap deselected a row. The default does nothing.
  ///
  /// - Parameters:
  ///   - tableView: The table.
  ///   - rowPath: The deselected row.
  func tableView(_ tableView: HeadlessTableView, didDeselectRowAt rowPath: RowPath)

  // MARK: Header and footer views

  /// The view of a section's header, usually from
  /// ``HeadlessTableView/dequeueReusableHeaderFooterView(withIdentifier:)``, or `nil` to show the
  /// data source's title, if any, as `tableView(_:viewForHeaderInSection:)`. The default is `nil`.
  ///
  /// The table asks when the header comes into the viewport. Because a header's default height
  /// depends on whether it has a view, it also asks, once until the section is reloaded, when it
  /// must know whether a section without a title and without a height from
  /// ``tableView(_:heightForHeaderInSection:)`` has a header at all; a view returned then is
  /// shown if the header is in the viewport at the next layout, and dropped otherwise.
  ///
  /// - Parameters:
  ///   - tableView: The table asking.
  ///   - section: The section index.
  /// - Returns: The header view, or `nil`.
  func tableView(_ tableView: HeadlessTableView, viewForHeaderInSection section: Int)
    -> HeadlessTableViewHeaderFooterView?

  /// The view of a section's footer, or `nil` to show the data source's title, if any, as
  /// `tableView(_:viewForFooterInSection:)`. The default is `nil`.
  ///
  /// The table asks as it does for ``tableView(_:viewForHeaderInSection:)``.
  ///
  /// - Parameters:
  ///   - tableView: The table asking.
  ///   - section: The section index.
  /// - Returns: The footer view, or `nil`.
  func tableView(_ tableView: HeadlessTableView, viewForFooterInSection section: Int)
    -> HeadlessTableViewHeaderFooterView?

  /// Tells the delegate that a section's header view is about to be displayed, as
  /// `tableView(_:willDisplayHeaderView:forSection:)`: when the header comes into the viewport
  /// with a view, or a batch gives an inserted or reloaded section a new one. The default does
  /// nothing.
  ///
  /// A header that shows only a title has no view on the headless table, and gets no call.
  ///
  /// - Parameters:
  ///   - tableView: The table.
  ///   - view: The header view.
  ///   - section: The section index.
  func tableView(
    _ tableView: HeadlessTableView, willDisplayHeaderView view: HeadlessTableViewHeaderFooterView,
    forSection section: Int)

  /// Tells the delegate that a section's footer view is about to be displayed, as
  /// `tableView(_:willDisplayFooterView:forSection:)`. The default does nothing.
  ///
  /// - Parameters:
  ///   - tableView: The table.
  ///   - view: The footer view.
  ///   - section: The section index.
  func tableView(
    _ tableView: HeadlessTableView, willDisplayFooterView view: HeadlessTableViewHeaderFooterView,
    forSection section: Int)

  /// Tells the delegate that a section's header view left the screen, as
  /// `tableView(_:didEndDisplayingHeaderView:forSection:)`: it scrolled out of the viewport, its
  /// section was deleted or reloaded, or the table reloaded. Each display ends once. The default
  /// does nothing.
  ///
  /// - Parameters:
  ///   - tableView: The table.
  ///   - view: The header view.
  ///   - section: The section's index when the view left: for a deleted or reloaded section, its
  ///     index before the batch, which the data source may no longer have.
  func tableView(
    _ tableView: HeadlessTableView,
    didEndDisplayingHeaderView view: HeadlessTableViewHeaderFooterView, forSection section: Int)

  /// Tells the delegate that a section's footer view left the screen, as
  /// `tableView(_:didEndDisplayingFooterView:forSection:)`. The default does nothing.
  ///
  /// - Parameters:
  ///   - tableView: The table.
  ///   - view: The footer view.
  ///   - section: The section's index when the view left.
  func tableView(
    _ tableView: HeadlessTableView,
    didEndDisplayingFooterView view: HeadlessTableViewHeaderFooterView, forSection section: Int)

  /// How deep a row's content is indented, as `tableView(_:indentationLevelForRowAt:)`; the table
  /// sets the cell's ``HeadlessTableViewCell/indentationLevel`` from it when the cell is displayed
  /// or reconfigured. The default is `0`.
  ///
  /// - Parameters:
  ///   - tableView: The table asking.
  ///   - rowPath: The row's position.
  /// - Returns: The indentation level.
  func tableView(_ tableView: HeadlessTableView, indentationLevelForRowAt rowPath: RowPath) -> Int

  // MARK: Highlighting and accessories

  /// Tells the delegate that the user's finger went down on a row and the row highlighted, as
  /// `tableView(_:didHighlightRowAt:)`. The default does nothing.
  ///
  /// - Parameters:
  ///   - tableView: The table.
  ///   - rowPath: The highlighted row.
  func tableView(_ tableView: HeadlessTableView, didHighlightRowAt rowPath: RowPath)

  /// Tells the delegate that the user's finger left a highlighted row, as
  /// `tableView(_:didUnhighlightRowAt:)`. The default does nothing.
  ///
  /// - Parameters:
  ///   - tableView: The table.
  ///   - rowPath: The row that is no longer highlighted.
  func tableView(_ tableView: HeadlessTableView, didUnhighlightRowAt rowPath: RowPath)

  /// Tells the delegate that the user tapped a row's accessory button (an
  /// `RowBehavior/Accessory/detailButton` or `RowBehavior/Accessory/detailDisclosureButton`), as
  /// `tableView(_:accessoryButtonTappedForRowWith:)`. The default does nothing.
  ///
  /// - Parameters:
  ///   - tableView: The table.
  ///   - rowPath: The row whose button was tapped.
  func tableView(_ tableView: HeadlessTableView, accessoryButtonTappedForRowWith rowPath: RowPath)

  // MARK: Editing

  /// The editing control a row shows while the table edits, as
  /// `tableView(_:editingStyleForRowAt:)`. The default is `RowBehavior/EditingStyle/delete`.
  ///
  /// A row the data source says cannot be edited shows no control, whatever this method says.
  ///
  /// - Parameters:
  ///   - tableView: The table asking.
  ///   - rowPath: The row's position.
  /// - Returns: The row's editing style.
  func tableView(_ tableView: HeadlessTableView, editingStyleForRowAt rowPath: RowPath)
    -> RowBehavior.EditingStyle

  /// The title of a row's delete confirmation button and of the default trailing swipe action, or
  /// `nil` for UIKit's "Delete", as `tableView(_:titleForDeleteConfirmationButtonForRowAt:)`. The
  /// default is `nil`.
  ///
  /// - Parameters:
  ///   - tableView: The table asking.
  ///   - rowPath: The row's position.
  /// - Returns: The title, or `nil`.
  func tableView(
    _ tableView: HeadlessTableView, titleForDeleteConfirmationButtonForRowAt rowPath: RowPath
  ) -> String?

  /// Whether a row's content is indented to make room for the editing control while the table
  /// edits, as `tableView(_:shouldIndentWhileEditingRowAt:)`; the table sets the cell's
  /// ``HeadlessTableViewCell/shouldIndentWhileEditing`` from it. The default is `true`.
  ///
  /// - Parameters:
  ///   - tableView: The table asking.
  ///   - rowPath: The row's position.
  /// - Returns: Whether to indent.
  func tableView(_ tableView: HeadlessTableView, shouldIndentWhileEditingRowAt rowPath: RowPath)
    -> Bool

  /// Tells the delegate that the user began editing one row by swiping it, as
  /// `tableView(_:willBeginEditingRowAt:)`. The default does nothing.
  ///
  /// - Parameters:
  ///   - tableView: The table.
  ///   - rowPath: The swiped row.
  func tableView(_ tableView: HeadlessTableView, willBeginEditingRowAt rowPath: RowPath)

  /// Tells the delegate that the user's swipe editing of a row ended, as
  /// `tableView(_:didEndEditingRowAt:)`. The default does nothing.
  ///
  /// - Parameters:
  ///   - tableView: The table.
  ///   - rowPath: The row's position now — batches since the swipe began moved it — or `nil`
  ///     when a batch deleted or reloaded the row and so tore the swipe down
  ///     (`uikit-callback-rules.md`, K32–K33).
  func tableView(_ tableView: HeadlessTableView, didEndEditingRowAt rowPath: RowPath?)

  // MARK: Multiple selection

  /// Whether a two-finger pan that begins on a row selects rows, as
  /// `tableView(_:shouldBeginMultipleSelectionInteractionAt:)` (iOS 13). The default is `false`.
  ///
  /// - Parameters:
  ///   - tableView: The table asking.
  ///   - rowPath: The row the pan begins on.
  /// - Returns: Whether the pan selects rows.
  func tableView(
    _ tableView: HeadlessTableView, shouldBeginMultipleSelectionInteractionAt rowPath: RowPath
  ) -> Bool

  /// The user began selecting rows with a two-finger pan, and the table is editing, as
  /// `tableView(_:didBeginMultipleSelectionInteractionAt:)`. The default does nothing.
  ///
  /// - Parameters:
  ///   - tableView: The table.
  ///   - rowPath: The row the pan began on.
  func tableView(
    _ tableView: HeadlessTableView, didBeginMultipleSelectionInteractionAt rowPath: RowPath)

  /// The user lifted the fingers of a two-finger pan selection, as
  /// `tableViewDidEndMultipleSelectionInteraction(_:)`. The default does nothing.
  ///
  /// - Parameter tableView: The table.
  func tableViewDidEndMultipleSelectionInteraction(_ tableView: HeadlessTableView)

  /// The actions a row offers when the user swipes it from its leading edge, or `nil` for none,
  /// as `tableView(_:leadingSwipeActionsConfigurationForRowAt:)`. The default is `nil`.
  ///
  /// - Parameters:
  ///   - tableView: The table asking.
  ///   - rowPath: The row's position.
  /// - Returns: The actions, or `nil`.
  func tableView(
    _ tableView: HeadlessTableView, leadingSwipeActionsConfigurationForRowAt rowPath: RowPath
  ) -> SwipeActionsConfiguration?

  /// The actions a row offers when the user swipes it from its trailing edge, or `nil` for the
  /// default, as `tableView(_:trailingSwipeActionsConfigurationForRowAt:)`. The default is `nil`.
  ///
  /// When it is `nil`, a row the data source can edit and whose editing style is
  /// `RowBehavior/EditingStyle/delete` offers UIKit's default delete action; see
  /// ``HeadlessTableView/swipeActions(_:at:)``.
  ///
  /// - Parameters:
  ///   - tableView: The table asking.
  ///   - rowPath: The row's position.
  /// - Returns: The actions, or `nil`.
  func tableView(
    _ tableView: HeadlessTableView, trailingSwipeActionsConfigurationForRowAt rowPath: RowPath
  ) -> SwipeActionsConfiguration?

  /// The context menu of a row, shown when the user touches and holds it, or `nil` for none, as
  /// `tableView(_:contextMenuConfigurationForRowAt:point:)`. The default is `nil`.
  ///
  /// - Parameters:
  ///   - tableView: The table asking.
  ///   - rowPath: The row's position.
  /// - Returns: The menu, or `nil`.
  func tableView(
    _ tableView: HeadlessTableView, contextMenuConfigurationForRowAt rowPath: RowPath
  ) -> ContextMenu?

  // MARK: Reordering

  /// Where a row the user drags lands, given where the user dropped it, as
  /// `tableView(_:targetIndexPathForMoveFromRowAt:toProposedIndexPath:)`. The default returns
  /// `proposedDestination`.
  ///
  /// - Parameters:
  ///   - tableView: The table asking.
  ///   - sourceRowPath: The dragged row's position before the move.
  ///   - proposedDestination: Where the user dropped it.
  /// - Returns: Where the row goes: a position of the table after the move.
  func tableView(
    _ tableView: HeadlessTableView, targetIndexPathForMoveFromRowAt sourceRowPath: RowPath,
    toProposedIndexPath proposedDestination: RowPath
  ) -> RowPath

  // MARK: Primary action and focus (defaults in HeadlessTableView+PrimaryAction.swift and
  // HeadlessTableView+Focus.swift)

  /// Whether a row's primary action can be performed, as
  /// `tableView(_:canPerformPrimaryActionForRowAt:)`. The default is `true` unless the table
  /// is editing, as UIKit's.
  ///
  /// - Parameters:
  ///   - tableView: The table asking.
  ///   - rowPath: The row's position.
  /// - Returns: Whether the primary action can be performed.
  func tableView(_ tableView: HeadlessTableView, canPerformPrimaryActionForRowAt rowPath: RowPath)
    -> Bool

  /// Tells the delegate to perform a row's primary action, as
  /// `tableView(_:performPrimaryActionForRowAt:)`: after a tap's `didSelectRowAt`, or for
  /// ``HeadlessTableView/performPrimaryAction(forRowAt:)``. The default does nothing.
  ///
  /// - Parameters:
  ///   - tableView: The table.
  ///   - rowPath: The row's position.
  func tableView(_ tableView: HeadlessTableView, performPrimaryActionForRowAt rowPath: RowPath)

  /// Whether a row can take the focus, as `tableView(_:canFocusRowAt:)`. The default is the
  /// table's ``HeadlessTableView/allowsFocus`` (``HeadlessTableView/allowsFocusDuringEditing``
  /// while it edits).
  ///
  /// - Parameters:
  ///   - tableView: The table asking.
  ///   - rowPath: The row's position.
  /// - Returns: Whether the row can take the focus.
  func tableView(_ tableView: HeadlessTableView, canFocusRowAt rowPath: RowPath) -> Bool

  /// Whether the focus may move as proposed, as `tableView(_:shouldUpdateFocusIn:)`. The default
  /// is `true`.
  ///
  /// - Parameters:
  ///   - tableView: The table asking.
  ///   - context: Where the focus is and where it would go.
  /// - Returns: Whether it may move.
  func tableView(
    _ tableView: HeadlessTableView, shouldUpdateFocusIn context: HeadlessTableView.FocusUpdate
  ) -> Bool

  /// Tells the delegate that the focus moved, as
  /// `tableView(_:didUpdateFocusIn:with:)`. The default does nothing.
  ///
  /// - Parameters:
  ///   - tableView: The table.
  ///   - context: Where the focus was and where it is.
  func tableView(
    _ tableView: HeadlessTableView, didUpdateFocusIn context: HeadlessTableView.FocusUpdate)

  /// The row the focus goes to when the table gets it, or `nil` for the table's choice, as
  /// `indexPathForPreferredFocusedView(in:)`. The default is `nil`.
  ///
  /// - Parameter tableView: The table asking.
  /// - Returns: The row, or `nil`.
  func indexPathForPreferredFocusedView(in tableView: HeadlessTableView) -> RowPath?

  /// Whether focus moving to a row selects it, when the table's
  /// ``HeadlessTableView/selectionFollowsFocus`` is on, as
  /// `tableView(_:selectionFollowsFocusForRowAt:)`. The default is `true`.
  ///
  /// - Parameters:
  ///   - tableView: The table asking.
  ///   - rowPath: The row's position.
  /// - Returns: Whether selection follows the focus to it.
  func tableView(_ tableView: HeadlessTableView, selectionFollowsFocusForRowAt rowPath: RowPath)
    -> Bool
}
