/// A swipe action, as `UIContextualAction`: a titled button revealed by swiping a row.
public struct SwipeAction: Sendable {
  /// How the action looks.
  public enum Style: Hashable, Sendable {
    /// A neutral action.
    case normal
    /// A destructive action, shown in red.
    case destructive
  }

  /// The button's title.
  public var title: String
  /// How the button looks.
  public var style: Style
  /// The name of an image for the button, if any.
  public var imageName: String?
  /// Runs the action for the row; returns whether it succeeded (UIKit's completion handler).
  public var handler: @MainActor (RowContext) -> Bool

  /// Creates a swipe action.
  ///
  /// - Parameters:
  ///   - title: The button's title.
  ///   - style: How the button looks.
  ///   - imageName: The name of an image for the button.
  ///   - handler: Runs the action; returns whether it succeeded.
  public init(
    title: String, style: Style = .normal, imageName: String? = nil,
    handler: @escaping @MainActor (RowContext) -> Bool
  ) {
    self.title = title
    self.style = style
    self.imageName = imageName
    self.handler = handler
  }
}

/// The swipe actions of one edge of a row, as `UISwipeActionsConfiguration`.
public struct SwipeActionsConfiguration: Sendable {
  /// The actions, the first nearest the edge.
  public var actions: [SwipeAction]
  /// Whether a full swipe performs the first action.
  public var performsFirstActionWithFullSwipe: Bool

  /// Creates a configuration.
  ///
  /// - Parameters:
  ///   - actions: The actions.
  ///   - performsFirstActionWithFullSwipe: Whether a full swipe performs the first action.
  public init(actions: [SwipeAction], performsFirstActionWithFullSwipe: Bool = true) {
    self.actions = actions
    self.performsFirstActionWithFullSwipe = performsFirstActionWithFullSwipe
  }
}

/// An action of a row's context menu, as `UIAction`.
public struct MenuAction: Sendable {
  /// The action's title.
  public var title: String
  /// The name of an image for the action, if any.
  public var imageName: String?
  /// Whether the action is destructive, shown in red.
  public var isDestructive: Bool
  /// Runs the action for the row.
  public var handler: @MainActor (RowContext) -> Void

  /// Creates a menu action.
  ///
  /// - Parameters:
  ///   - title: The action's title.
  ///   - imageName: The name of an image.
  ///   - isDestructive: Whether the action is destructive.
  ///   - handler: Runs the action.
  public init(
    title: String, imageName: String? = nil, isDestructive: Bool = false,
    handler: @escaping @MainActor (RowContext) -> Void
  ) {
    self.title = title
    self.imageName = imageName
    self.isDestructive = isDestructive
    self.handler = handler
  }
}

/// A row's context menu, as `UIContextMenuConfiguration` with a `UIMenu`.
public struct ContextMenu: Sendable {
  /// The menu's title, if any.
  public var title: String?
  /// The menu's actions, in order.
  public var actions: [MenuAction]

  /// Creates a menu.
  ///
  /// - Parameters:
  ///   - title: The menu's title.
  ///   - actions: The actions.
  public init(title: String? = nil, actions: [MenuAction]) {
    self.title = title
    self.actions = actions
  }
}

/// A place text can be copied to and pasted from: `UIPasteboard.general` in an app, a
/// ``RecordingPasteboard`` in tests.
@MainActor
public protocol TextPasteboard: AnyObject {
  /// The text on the pasteboard.
  var string: String? { get set }
}

/// A pasteboard that only remembers, for tests and the headless table.
@MainActor
public final class RecordingPasteboard: TextPasteboard {
  /// The text on the pasteboard.
  public var string: String?

  /// Creates an empty pasteboard.
  public init() {}
}
