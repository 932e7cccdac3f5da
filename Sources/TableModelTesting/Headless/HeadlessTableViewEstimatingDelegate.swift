/// A delegate that estimates row heights: a `UITableViewDelegate` that implements
/// `tableView(_:estimatedHeightForRowAt:)`.
///
/// UIKit decides from that method's presence, as from ``HeadlessTableView/estimatedRowHeight``,
/// whether the table estimates row heights: "If these methods are implemented, the above
/// -tableView:heightForXXX calls will be deferred until views are ready to be displayed"
/// (`UITableView.h`). Estimation is off only when `estimatedRowHeight` is 0 **and** the
/// delegate does not implement the method (`uikit-callback-rules.md`, K11); a delegate that
/// implements it makes the table estimate whatever `estimatedRowHeight` is (K12). A Swift
/// protocol cannot tell whether a default implementation is in use, so the method lives in this
/// protocol: a delegate that conforms to it is one that implements the method, and a
/// ``HeadlessTableViewDelegate`` that does not conform is asked for no estimate — its rows count
/// as ``HeadlessTableView/estimatedRowHeight`` high until they are measured.
///
/// Declare the conformance. A delegate that has a `tableView(_:estimatedHeightForRowAt:)` method
/// but conforms only to ``HeadlessTableViewDelegate`` compiles without a warning, and the table
/// never calls the method. `HeadlessTableController` conforms, as `TableController` implements
/// the method: a table driven by a controller estimates, as on a device, even with an
/// `estimatedRowHeight` of 0.
@MainActor
public protocol HeadlessTableViewEstimatingDelegate: HeadlessTableViewDelegate {
  /// An estimate of a row's height, as `tableView(_:estimatedHeightForRowAt:)`, used before the
  /// row is displayed.
  ///
  /// The table keeps an estimate, as it keeps a measured height, until the next reload or batch.
  ///
  /// A negative, NaN or infinite estimate, or one above ``HeadlessTableView/maximumHeight``, is
  /// refused as a row height is (see ``HeadlessTableViewDelegate/tableView(_:heightForRowAt:)``).
  /// Where a `UITableView` delegate returns `UITableView.automaticDimension` (no estimate of its
  /// own), return the table's ``HeadlessTableView/estimatedRowHeight``, or its
  /// ``HeadlessTableView/rowHeight`` when that is 0, as `HeadlessTableController` does.
  ///
  /// - Parameters:
  ///   - tableView: The table asking.
  ///   - rowPath: The row's position.
  /// - Returns: The estimated height in points.
  func tableView(_ tableView: HeadlessTableView, estimatedHeightForRowAt rowPath: RowPath)
    -> Double
}
