/// A swipe action, as `UIContextualAction`: a titled button revealed by swiping a row.
///
/// A row's behaviour declares its actions with a handler that receives the row's ``RowContext``
/// (``RowBehavior/leadingSwipeActions``, ``RowBehavior/trailingSwipeActions``); the table
/// controller offers them to `UITableView` and to `HeadlessTableView` alike. A table's own
/// delegate (a `HeadlessTableView`'s, in a test of the table itself) offers actions whose
/// handler takes no argument, as `UIContextualAction`'s does.
///
/// ```swift
/// RowBehavior {
///   $0.trailingSwipeActions = [
///     SwipeAction(title: "Mute", style: .destructive) { context in
///       context.item(as: Tweet.self).map { tweets.mute($0.author) } != nil
///     }
///   ]
/// }
/// ```
///
/// A handler that returns a `Bool` finishes at once: the swipe closes as it returns. One that
/// receives a ``Completion`` as well finishes when it calls it — later, after a confirmation, if
/// it likes — and the swipe stays open until then, as with `UIContextualAction`'s completion
/// handler (`uikit-callback-rules.md`, K35).
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
  /// Runs the action; then, at once or later, hands its completion whether it succeeded.
  var handler: ActionHandler<Run>
  /// Reports a completion called again, where the action's controller hears it; `nil` for an
  /// action no controller bound.
  var reportRepeatedCompletion: (@MainActor (String) -> Void)?

  /// What a handler does once it has its row: runs with the completion it calls when finished.
  typealias Run = @MainActor (Completion) -> Void

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
    let run = ActionHandler<Run> { (context: RowContext) -> Run in
      { completion in completion(handler(context)) }
    }
    self.init(title, style, imageName, backgroundColor, run)
  }

  /// Creates a swipe action for a row's behaviour, whose handler receives the row and a
  /// completion to call when it has finished.
  ///
  /// The handler may call the completion at once, or later: after the user confirmed in an
  /// alert, say. The swipe stays open until then.
  ///
  /// The handler calls `completion(true)` when it performed the action, `completion(false)` when
  /// it did not (the user cancelled); either closes the swipe, as `UIContextualAction`'s
  /// completion handler does (K35). A destructive action removes its row itself, from the model,
  /// before calling `completion(true)`. Call the completion once: see ``Completion``.
  ///
  /// ```swift
  /// RowBehavior {
  ///   $0.trailingSwipeActions = [
  ///     SwipeAction(title: "Delete", style: .destructive) { context, completion in
  ///       guard let contact = context.item(as: Contact.self) else { return completion(false) }
  ///       confirmDeletion(of: contact) { confirmed in
  ///         if confirmed { contacts.remove(id: contact.id) }
  ///         completion(confirmed)
  ///       }
  ///     }
  ///   ]
  /// }
  /// ```
  ///
  /// The handler gets its row when the user taps the action, wherever the row is then; the
  /// completion needs no row, and is harmless once the row is gone.
  ///
  /// - Parameters:
  ///   - title: The button's title.
  ///   - style: How the button looks.
  ///   - imageName: The name of an image for the button.
  ///   - backgroundColor: The button's colour; `nil` for its style's.
  ///   - handler: Runs the action for the row, then calls the completion with whether it
  ///     succeeded.
  public init(
    title: String, style: Style = .normal, imageName: String? = nil,
    backgroundColor: Color? = nil,
    handler: @escaping @MainActor (RowContext, Completion) -> Void
  ) {
    let run = ActionHandler<Run> { (context: RowContext) -> Run in
      { completion in handler(context, completion) }
    }
    self.init(title, style, imageName, backgroundColor, run)
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
    let run = ActionHandler<Run> { () -> Run in { completion in completion(handler()) } }
    self.init(title, style, imageName, backgroundColor, run)
  }

  /// Creates a swipe action whose handler receives only a completion, as `UIContextualAction`'s.
  ///
  /// The form a table's own delegate offers. The swipe stays open until the handler calls the
  /// completion.
  ///
  /// - Parameters:
  ///   - title: The button's title.
  ///   - style: How the button looks.
  ///   - imageName: The name of an image for the button.
  ///   - backgroundColor: The button's colour; `nil` for its style's.
  ///   - handler: Runs the action, then calls the completion with whether it succeeded; see
  ///     ``Completion``.
  public init(
    title: String, style: Style = .normal, imageName: String? = nil,
    backgroundColor: Color? = nil, handler: @escaping @MainActor (Completion) -> Void
  ) {
    self.init(title, style, imageName, backgroundColor, ActionHandler<Run> { () -> Run in handler })
  }

  private init(
    _ title: String, _ style: Style, _ imageName: String?, _ backgroundColor: Color?,
    _ handler: ActionHandler<Run>
  ) {
    self.title = title
    self.style = style
    self.imageName = imageName
    self.backgroundColor = backgroundColor
    self.handler = handler
  }

  /// Runs the action, as the user's tap on its button does; `completion` hears whether it
  /// succeeded when the handler says so — before this returns, or later.
  ///
  /// `completion` is called at most once: a handler's second call of its ``Completion`` does
  /// nothing but report, to the controller that bound the action or else to `reportRepeat`.
  ///
  /// - Parameters:
  ///   - reportRepeat: Where a second call is reported for an action no controller bound.
  ///   - completion: Hears whether the action succeeded, as UIKit's completion handler.
  /// - Precondition: The handler needs no context, or a table controller offered the action.
  @MainActor
  package func perform(
    reportingRepeatsTo reportRepeat: (@MainActor (String) -> Void)? = nil,
    completion: @escaping @MainActor (Bool) -> Void
  ) {
    let run = handler.run(name)
    run(
      Completion(
        action: name, finish: completion, reportRepeat: reportRepeatedCompletion ?? reportRepeat))
  }

  /// Runs the action, as the user's tap on its button does, where nothing waits for a later
  /// completion (a VoiceOver custom action, a test of the action itself).
  ///
  /// - Returns: Whether the action succeeded, when its handler said so before returning;
  ///   `false` when it has not called its completion yet.
  /// - Precondition: The handler needs no context, or a table controller offered the action.
  @MainActor
  package func perform() -> Bool {
    var succeeded = false
    perform { succeeded = $0 }
    return succeeded
  }

  /// The action bound to a row of a controller; see
  /// ``ActionHandler/bound(to:in:action:fallback:)``.
  ///
  /// Without its row, the action completes with `false`; a second call of its completion is the
  /// controller's ``TableControllerCore/Diagnostic/Kind/completionRepeated`` notice.
  func bound(to row: TableControllerCore.OfferedRow, in controller: TableControllerCore)
    -> SwipeAction
  {
    var action = self
    action.handler = handler.bound(
      to: row, in: controller, action: name, fallback: { completion in completion(false) })
    action.reportRepeatedCompletion = { [weak controller] message in
      controller?.report(.completionRepeated, message, severity: .notice)
    }
    return action
  }

  /// The action as messages name it.
  private var name: String { "the swipe action \"\(title)\"" }
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
