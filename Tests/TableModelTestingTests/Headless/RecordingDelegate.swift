import TableModelTesting

/// A delegate that records every callback, with configurable heights, selection answers, header
/// and footer views, editing answers, swipe actions and context menus.
@MainActor
class RecordingDelegate: HeadlessTableViewDelegate {
  var events: [String] = []
  var heights: [RowPath: Double] = [:]
  var heightRequests: [RowPath] = []
  /// Estimated row heights, for an ``EstimatingRecordingDelegate``; other rows get the table's
  /// estimate.
  var rowEstimates: [RowPath: Double] = [:]
  /// Header heights by section; other sections get the table's default.
  var headerHeights: [Int: Double] = [:]
  /// Footer heights by section; other sections get the table's default.
  var footerHeights: [Int: Double] = [:]
  /// Estimated header heights by section; other sections get no estimate.
  var headerEstimates: [Int: Double] = [:]
  var redirectSelection: [RowPath: RowPath?] = [:]
  var unhighlightable: Set<RowPath> = []

  /// Sections whose header gets a view dequeued with identifier "Header", and the view's text.
  var headerViewTexts: [Int: String] = [:]
  /// Sections whose footer gets a view dequeued with identifier "Header", and the view's text.
  var footerViewTexts: [Int: String] = [:]
  /// Every section whose header view the table asked for, in order.
  var headerViewRequests: [Int] = []
  /// The header and footer display callbacks, in order.
  ///
  /// Entries read `willDisplayHeader 1 <text>`, `didEndDisplayingFooter 0 <text>` and so on.
  var headerFooterEvents: [String] = []
  var indentationLevels: [RowPath: Int] = [:]
  var editingStyles: [RowPath: RowBehavior.EditingStyle] = [:]
  var deleteButtonTitle: String?
  var leadingActions: [RowPath: SwipeActionsConfiguration] = [:]
  var trailingActions: [RowPath: SwipeActionsConfiguration] = [:]
  var menus: [RowPath: ContextMenu] = [:]
  /// Where a proposed move destination is redirected to.
  var moveTargets: [RowPath: RowPath] = [:]

  func tableView(_ tableView: HeadlessTableView, heightForRowAt rowPath: RowPath) -> Double {
    heightRequests.append(rowPath)
    return heights[rowPath] ?? tableView.rowHeight
  }

  func tableView(_ tableView: HeadlessTableView, heightForHeaderInSection section: Int) -> Double? {
    headerHeights[section]
  }

  func tableView(_ tableView: HeadlessTableView, heightForFooterInSection section: Int) -> Double? {
    footerHeights[section]
  }

  func tableView(_ tableView: HeadlessTableView, estimatedHeightForHeaderInSection section: Int)
    -> Double?
  {
    headerEstimates[section]
  }

  func tableView(
    _ tableView: HeadlessTableView, willDisplay cell: HeadlessTableViewCell,
    forRowAt rowPath: RowPath
  ) {
    events.append("willDisplay \(rowPath) \(cell.text ?? "")")
  }

  func tableView(
    _ tableView: HeadlessTableView, didEndDisplaying cell: HeadlessTableViewCell,
    forRowAt rowPath: RowPath
  ) {
    events.append("didEndDisplaying \(rowPath)")
  }

  func tableView(
    _ tableView: HeadlessTableView, willDisplayHeaderView view: HeadlessTableViewHeaderFooterView,
    forSection section: Int
  ) {
    headerFooterEvents.append("willDisplayHeader \(section) \(view.text ?? "")")
  }

  func tableView(
    _ tableView: HeadlessTableView, willDisplayFooterView view: HeadlessTableViewHeaderFooterView,
    forSection section: Int
  ) {
    headerFooterEvents.append("willDisplayFooter \(section) \(view.text ?? "")")
  }

  func tableView(
    _ tableView: HeadlessTableView,
    didEndDisplayingHeaderView view: HeadlessTableViewHeaderFooterView, forSection section: Int
  ) {
    headerFooterEvents.append("didEndDisplayingHeader \(section) \(view.text ?? "")")
  }

  func tableView(
    _ tableView: HeadlessTableView,
    didEndDisplayingFooterView view: HeadlessTableViewHeaderFooterView, forSection section: Int
  ) {
    headerFooterEvents.append("didEndDisplayingFooter \(section) \(view.text ?? "")")
  }

  func tableView(_ tableView: HeadlessTableView, shouldHighlightRowAt rowPath: RowPath) -> Bool {
    !unhighlightable.contains(rowPath)
  }

  func tableView(_ tableView: HeadlessTableView, didHighlightRowAt rowPath: RowPath) {
    events.append("didHighlight \(rowPath)")
  }

  func tableView(_ tableView: HeadlessTableView, didUnhighlightRowAt rowPath: RowPath) {
    events.append("didUnhighlight \(rowPath)")
  }

  func tableView(_ tableView: HeadlessTableView, willSelectRowAt rowPath: RowPath) -> RowPath? {
    events.append("willSelect \(rowPath)")
    return redirectSelection[rowPath] ?? rowPath
  }

  func tableView(_ tableView: HeadlessTableView, didSelectRowAt rowPath: RowPath) {
    events.append("didSelect \(rowPath)")
  }

  func tableView(_ tableView: HeadlessTableView, willDeselectRowAt rowPath: RowPath) -> RowPath? {
    events.append("willDeselect \(rowPath)")
    return rowPath
  }

  func tableView(_ tableView: HeadlessTableView, didDeselectRowAt rowPath: RowPath) {
    events.append("didDeselect \(rowPath)")
  }

  func tableView(_ tableView: HeadlessTableView, viewForHeaderInSection section: Int)
    -> HeadlessTableViewHeaderFooterView?
  {
    headerViewRequests.append(section)
    return view(tableView, text: headerViewTexts[section])
  }

  func tableView(_ tableView: HeadlessTableView, viewForFooterInSection section: Int)
    -> HeadlessTableViewHeaderFooterView?
  {
    view(tableView, text: footerViewTexts[section])
  }

  func tableView(_ tableView: HeadlessTableView, indentationLevelForRowAt rowPath: RowPath) -> Int {
    indentationLevels[rowPath] ?? 0
  }

  func tableView(_ tableView: HeadlessTableView, accessoryButtonTappedForRowWith rowPath: RowPath) {
    events.append("accessoryButtonTapped \(rowPath)")
  }

  func tableView(_ tableView: HeadlessTableView, editingStyleForRowAt rowPath: RowPath)
    -> RowBehavior.EditingStyle
  {
    editingStyles[rowPath] ?? .delete
  }

  func tableView(
    _ tableView: HeadlessTableView, titleForDeleteConfirmationButtonForRowAt rowPath: RowPath
  ) -> String? {
    deleteButtonTitle
  }

  func tableView(_ tableView: HeadlessTableView, willBeginEditingRowAt rowPath: RowPath) {
    events.append("willBeginEditing \(rowPath)")
  }

  func tableView(_ tableView: HeadlessTableView, didEndEditingRowAt rowPath: RowPath?) {
    events.append("didEndEditing \(rowPath.map { "\($0)" } ?? "nil")")
  }

  func tableView(
    _ tableView: HeadlessTableView, leadingSwipeActionsConfigurationForRowAt rowPath: RowPath
  ) -> SwipeActionsConfiguration? {
    leadingActions[rowPath]
  }

  func tableView(
    _ tableView: HeadlessTableView, trailingSwipeActionsConfigurationForRowAt rowPath: RowPath
  ) -> SwipeActionsConfiguration? {
    trailingActions[rowPath]
  }

  func tableView(
    _ tableView: HeadlessTableView, contextMenuConfigurationForRowAt rowPath: RowPath
  ) -> ContextMenu? {
    menus[rowPath]
  }

  func tableView(
    _ tableView: HeadlessTableView, targetIndexPathForMoveFromRowAt sourceRowPath: RowPath,
    toProposedIndexPath proposedDestination: RowPath
  ) -> RowPath {
    events.append("targetForMove \(sourceRowPath) → \(proposedDestination)")
    return moveTargets[proposedDestination] ?? proposedDestination
  }

  private func view(_ tableView: HeadlessTableView, text: String?)
    -> HeadlessTableViewHeaderFooterView?
  {
    guard let text else { return nil }
    let view = tableView.dequeueReusableHeaderFooterView(withIdentifier: "Header")
    view?.text = text
    return view
  }
}

/// A recording delegate that implements `estimatedHeightForRowAt`, which makes the table estimate
/// row heights whatever its `estimatedRowHeight` (K11).
@MainActor
final class EstimatingRecordingDelegate: RecordingDelegate, HeadlessTableViewEstimatingDelegate {
  func tableView(_ tableView: HeadlessTableView, estimatedHeightForRowAt rowPath: RowPath)
    -> Double
  {
    rowEstimates[rowPath] ?? tableView.estimatedRowHeight
  }
}
