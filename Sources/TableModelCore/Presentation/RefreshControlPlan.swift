/// What `TableViewController` does to its table's refresh control when its refresh handler
/// (`onRefresh`) is set or its view loads: the decision, kept out of the UIKit adapter so that
/// it is tested here.
///
/// A view controller from a storyboard scene with Refreshing enabled, or one whose app set
/// `refreshControl` itself, already has a control: the view controller never removes that one,
/// and hooks its refresh handler to it instead of leaving the handler unreachable.
package enum RefreshControlPlan {
  /// The table's refresh control, as the view controller knows it.
  package enum Control: Equatable, Sendable {
    /// None.
    case none
    /// One the view controller made for its handler.
    case installed
    /// The app's (a storyboard's, or one it set), to which the handler is hooked.
    case appsHooked
    /// The app's, to which the handler is not hooked.
    case apps
  }

  /// What the view controller does.
  package enum Change: Equatable, Sendable {
    /// Makes a refresh control that runs the handler.
    case install
    /// Hooks the handler to the app's control (a pull runs it besides the app's own actions).
    case hook
    /// Removes the control it made.
    case remove
    /// Leaves the control as it is.
    case keep
  }

  /// What the view controller does to its control, given whether it has a refresh handler.
  ///
  /// - Parameters:
  ///   - hasHandler: Whether `onRefresh` is set.
  ///   - control: The table's refresh control.
  /// - Returns: The change: a control is made for a handler when there is none, and only a
  ///   control the view controller made is removed.
  package static func change(hasHandler: Bool, control: Control) -> Change {
    switch (hasHandler, control) {
    case (true, .none): .install
    case (true, .apps): .hook
    case (false, .installed): .remove
    case (true, .installed), (true, .appsHooked), (false, .none), (false, .apps),
      (false, .appsHooked):
      .keep
    }
  }
}
