/// The context menu of a row of a ``HeadlessTableView``, as the `UIMenu` a
/// `UIContextMenuConfiguration` provides.
///
/// The delegate returns it from
/// ``HeadlessTableViewDelegate/tableView(_:contextMenuConfigurationForRowAt:)``;
/// ``HeadlessTableView/performMenuAction(titled:forRowAt:)`` runs one of its actions as a user's
/// choice would.
public struct HeadlessMenu: Sendable {
  /// The menu's title, or `nil` for none.
  public var title: String?

  /// The menu's actions, in display order.
  public var actions: [HeadlessMenuAction]

  /// Creates a menu.
  ///
  /// - Parameters:
  ///   - title: The menu's title. The default is `nil`.
  ///   - actions: The menu's actions, in display order.
  public init(title: String? = nil, actions: [HeadlessMenuAction]) {
    self.title = title
    self.actions = actions
  }
}
