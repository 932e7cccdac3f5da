/// A swipe action, as `UIContextualAction`: a titled button revealed by swiping a row.
///
/// A row's behaviour declares its actions with a handler that receives the row's ``RowContext``
/// (``RowBehavior/leadingSwipeActions``, ``RowBehavior/trailingSwipeActions``); the table
/// controller offers them to `UITableView` and to `HeadlessTableView` alike. A table's own
/// delegate (a `HeadlessTableView`'s, in a test of the table itself) offers actions whose
/// handler takes no argument, as `UIContextualAction`'s does.
///
/// ```swift
/// $0.trailingSwipeActions = [
///   SwipeAction(title: "Mute", style: .destructive) { context in
///     context.item(as: Tweet.self).map { feed.mute($0.author) } != nil
///   }
/// ]
/// ```
public struct SwipeAction: Sendable {
  /// How the action looks, as `UIContextualAction.Style`.
  public enum Style: Hashable, Sendable {
    /// A neutral action.
    case normal
    /// A destructive action, shown in red.
    case destructive
  }

  /// The edge of a row the user swipes from to reveal its actions.
  public enum Edge: Hashable, Sendable {
    /// The leading edge: a swipe towards the trailing side reveals the leading actions.
    case leading
    /// The trailing edge: a swipe towards the leading side reveals the trailing actions.
    case trailing
  }

  /// The button's title.
  public var title: String
  /// How the button looks.
  public var style: Style
  /// The name of an image (an SF Symbol) for the button, if any.
  public var imageName: String?
  /// The button's colour, or `nil` for its style's: grey for a normal action, red for a
  /// destructive one.
  public var backgroundColor: Color?
  /// Runs the action; returns whether it succeeded (UIKit's completion handler).
  var handler: ActionHandler<Bool>

  /// Creates a swipe action for a row's behaviour, whose handler receives the row.
  ///
  /// - Parameters:
  ///   - title: The button's title.
  ///   - style: How the button looks.
  ///   - imageName: The name of an image for the button.
  ///   - backgroundColor: The button's colour; `nil` for its style's.
  ///   - handler: Runs the action for the row; returns whether it succeeded.
  public init(
    title: String, style: Style = .normal, imageName: String? = nil,
    backgroundColor: Color? = nil, handler: @escaping @MainActor (RowContext) -> Bool
  ) {
    self.init(title, style, imageName, backgroundColor, ActionHandler(handler))
  }

  /// Creates a swipe action whose handler needs nothing, as `UIContextualAction`'s: the form a
  /// table's own delegate offers.
  ///
  /// - Parameters:
  ///   - title: The button's title.
  ///   - style: How the button looks.
  ///   - imageName: The name of an image for the button.
  ///   - backgroundColor: The button's colour; `nil` for its style's.
  ///   - handler: Runs the action; returns whether it succeeded.
  public init(
    title: String, style: Style = .normal, imageName: String? = nil,
    backgroundColor: Color? = nil, handler: @escaping @MainActor () -> Bool
  ) {
    self.init(title, style, imageName, backgroundColor, ActionHandler(handler))
  }

  private init(
    _ title: String, _ style: Style, _ imageName: String?, _ backgroundColor: Color?,
    _ handler: ActionHandler<Bool>
  ) {
    self.title = title
    self.style = style
    self.imageName = imageName
    self.backgroundColor = backgroundColor
    self.handler = handler
  }

  /// Runs the action, as the user's tap on its button does.
  ///
  /// - Returns: Whether the action succeeded.
  /// - Precondition: The handler takes no argument, or a table controller offered the action.
  @MainActor
  package func perform() -> Bool {
    handler.run("the swipe action \"\(title)\"")
  }

  /// The action bound to a row of a controller; see
  /// ``ActionHandler/bound(to:in:action:fallback:)``.
  func bound(to row: TableControllerCore.OfferedRow, in controller: TableControllerCore)
    -> SwipeAction
  {
    var action = self
    action.handler = handler.bound(
      to: row, in: controller, action: "the swipe action \"\(title)\"", fallback: false)
    return action
  }
}

/// The swipe actions of one edge of a row, as `UISwipeActionsConfiguration`.
public struct SwipeActionsConfiguration: Sendable {
  /// The actions, the first nearest the edge.
  public var actions: [SwipeAction]
  /// Whether swiping the row all the way across performs the first action.
  ///
  /// The default is `true`, as in UIKit.
  public var performsFirstActionWithFullSwipe: Bool

  /// Creates a configuration, as `UISwipeActionsConfiguration(actions:)`.
  ///
  /// - Parameters:
  ///   - actions: The actions, the first nearest the edge.
  ///   - performsFirstActionWithFullSwipe: Whether a full swipe performs the first action.
  public init(actions: [SwipeAction], performsFirstActionWithFullSwipe: Bool = true) {
    self.actions = actions
    self.performsFirstActionWithFullSwipe = performsFirstActionWithFullSwipe
  }
}
