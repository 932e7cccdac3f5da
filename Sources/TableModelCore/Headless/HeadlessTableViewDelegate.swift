/// The delegate of a ``HeadlessTableView``, shaped like `UITableViewDelegate`: row and section
/// heights, display callbacks, highlighting and selection.
///
/// Every method has a default, listed on the method, so a delegate implements only what it needs.
@MainActor
public protocol HeadlessTableViewDelegate: AnyObject {
  /// The height of a row. The default is the table's ``HeadlessTableView/rowHeight``.
  ///
  /// - Parameters:
  ///   - tableView: The table asking.
  ///   - rowPath: The row's position.
  /// - Returns: The row's height in points.
  func tableView(_ tableView: HeadlessTableView, heightForRowAt rowPath: RowPath) -> Double

  /// An estimate of a row's height, used before the row is displayed when the table's
  /// ``HeadlessTableView/estimatedRowHeight`` is greater than zero. The default is
  /// ``HeadlessTableView/estimatedRowHeight``.
  ///
  /// - Parameters:
  ///   - tableView: The table asking.
  ///   - rowPath: The row's position.
  /// - Returns: The estimated height in points.
  func tableView(_ tableView: HeadlessTableView, estimatedHeightForRowAt rowPath: RowPath)
    -> Double

  /// The height of a section's header, or `nil` for the table's default: its
  /// ``HeadlessTableView/sectionHeaderHeight`` when the section has a header title, else zero.
  /// The default is `nil`.
  ///
  /// - Parameters:
  ///   - tableView: The table asking.
  ///   - section: The section index.
  /// - Returns: The header height in points, or `nil`.
  func tableView(_ tableView: HeadlessTableView, heightForHeaderInSection section: Int) -> Double?

  /// The height of a section's footer, or `nil` for the table's default: its
  /// ``HeadlessTableView/sectionFooterHeight`` when the section has a footer title, else zero.
  /// The default is `nil`.
  ///
  /// - Parameters:
  ///   - tableView: The table asking.
  ///   - section: The section index.
  /// - Returns: The footer height in points, or `nil`.
  func tableView(_ tableView: HeadlessTableView, heightForFooterInSection section: Int) -> Double?

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
}

extension HeadlessTableViewDelegate {
  /// Returns the table's ``HeadlessTableView/rowHeight``.
  public func tableView(_ tableView: HeadlessTableView, heightForRowAt rowPath: RowPath) -> Double {
    tableView.rowHeight
  }

  /// Returns the table's ``HeadlessTableView/estimatedRowHeight``.
  public func tableView(_ tableView: HeadlessTableView, estimatedHeightForRowAt rowPath: RowPath)
    -> Double
  { tableView.estimatedRowHeight }

  /// Returns `nil`: the table's default header height.
  public func tableView(_ tableView: HeadlessTableView, heightForHeaderInSection section: Int)
    -> Double?
  { nil }

  /// Returns `nil`: the table's default footer height.
  public func tableView(_ tableView: HeadlessTableView, heightForFooterInSection section: Int)
    -> Double?
  { nil }

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
}
