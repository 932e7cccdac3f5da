/// An action of a ``HeadlessMenu``, as `UIAction`.
public struct HeadlessMenuAction: Sendable {
  /// The action's title.
  public var title: String

  /// Whether the action destroys something, as `UIMenuElement.Attributes.destructive`.
  public var isDestructive: Bool

  /// Performs the action.
  public var handler: @MainActor () -> Void

  /// Creates an action, as `UIAction(title:attributes:handler:)`.
  ///
  /// - Parameters:
  ///   - title: The action's title.
  ///   - isDestructive: Whether the action destroys something. The default is `false`.
  ///   - handler: Performs the action.
  public init(
    title: String, isDestructive: Bool = false, handler: @escaping @MainActor () -> Void
  ) {
    self.title = title
    self.isDestructive = isDestructive
    self.handler = handler
  }
}
