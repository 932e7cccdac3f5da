/// The actions a row offers when the user swipes it from one edge, as
/// `UISwipeActionsConfiguration`.
///
/// The first action is the one nearest the edge the row was swiped from.
public struct HeadlessSwipeActionsConfiguration: Sendable {
  /// The actions, the first nearest the edge.
  public var actions: [HeadlessContextualAction]

  /// Whether swiping the row all the way across performs the first action.
  ///
  /// The default is `true`, as in UIKit.
  public var performsFirstActionWithFullSwipe = true

  /// Creates a configuration with actions, as `UISwipeActionsConfiguration(actions:)`.
  ///
  /// - Parameter actions: The actions, the first nearest the edge.
  public init(actions: [HeadlessContextualAction]) {
    self.actions = actions
  }
}
