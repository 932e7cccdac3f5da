/// An action offered when the user swipes a row of a ``HeadlessTableView``, as
/// `UIContextualAction`.
///
/// The delegate returns actions in a ``HeadlessSwipeActionsConfiguration`` from
/// ``HeadlessTableViewDelegate/tableView(_:leadingSwipeActionsConfigurationForRowAt:)`` or
/// ``HeadlessTableViewDelegate/tableView(_:trailingSwipeActionsConfigurationForRowAt:)``;
/// ``HeadlessTableView/performSwipeAction(at:_:forRowAt:)`` runs one as a user's tap on it would.
///
/// ```swift
/// let archive = HeadlessContextualAction(style: .normal, title: "Archive") {
///   mailbox.archive(message)
///   return true
/// }
/// ```
public struct HeadlessContextualAction: Sendable {
  /// How an action looks, as `UIContextualAction.Style`.
  public enum Style: Hashable, Sendable {
    /// A neutral action.
    case normal
    /// An action that deletes or destroys something, shown in red.
    case destructive
  }

  /// How the action looks.
  public var style: Style

  /// The button's title, or `nil` for a button without a title.
  public var title: String?

  /// Performs the action and returns whether it succeeded, as the `Bool` UIKit's handler passes to
  /// its completion handler.
  public var handler: @MainActor () -> Bool

  /// Creates an action, as `UIContextualAction(style:title:handler:)`.
  ///
  /// - Parameters:
  ///   - style: How the action looks.
  ///   - title: The button's title.
  ///   - handler: Performs the action; returns whether it succeeded.
  public init(style: Style, title: String?, handler: @escaping @MainActor () -> Bool) {
    self.style = style
    self.title = title
    self.handler = handler
  }
}
