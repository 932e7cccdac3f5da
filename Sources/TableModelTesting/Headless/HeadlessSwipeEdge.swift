/// The edge of a row the user swipes from to reveal its actions.
public enum HeadlessSwipeEdge: Hashable, Sendable {
  /// The leading edge: a swipe to the trailing side reveals
  /// ``HeadlessTableViewDelegate/tableView(_:leadingSwipeActionsConfigurationForRowAt:)``.
  case leading
  /// The trailing edge: a swipe to the leading side reveals
  /// ``HeadlessTableViewDelegate/tableView(_:trailingSwipeActionsConfigurationForRowAt:)``.
  case trailing
}
