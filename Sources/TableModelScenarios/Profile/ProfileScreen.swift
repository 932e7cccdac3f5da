public import TableModelCore

/// The profile screen's table logic: it builds interaction rows and a header object from a
/// ``Profile``, and its rows' actions call back into it.
///
/// The Email row is a target–action pair aimed at ``compose(_:)``; the Moderation Queue and
/// Sign Out rows run closures; the status is edited in place. Each action is recorded in
/// ``actions`` and passed to ``onAction``, where a view controller presents it.
///
/// ```swift
/// let screen = ProfileScreen(.ada)
/// screen.onAction = { action in present(action) }
/// controller = TableController(model: screen.model)
/// screen.receive(updatedProfile)   // rows and header rebuilt; only the difference animates
/// ```
@MainActor
public final class ProfileScreen {
  /// What a row of the screen asks for.
  public enum Action: Hashable, Sendable {
    /// The Email row's target–action, ``ProfileScreen/compose(_:)``: write to this address.
    case compose(to: String?)
    /// The Moderation Queue row's closure: open the queue.
    case openModerationQueue
    /// The Sign Out row's closure.
    case signOut
  }

  /// The profile the rows and the header show.
  public private(set) var profile: Profile
  /// What the rows' actions asked for, in order.
  public private(set) var actions: [Action] = []
  /// Presents what a row asked for; called after the action is recorded in ``actions``.
  public var onAction: (@MainActor (Action) -> Void)?

  /// The screen's table model: its sections of interaction rows and a ``ProfileHeader``, both
  /// rebuilt from the profile on every reload.
  public private(set) lazy var model = InteractionTableModel(profile) { [unowned self] in
    sections(for: $0)
  } header: {
    ProfileHeader($0)
  }

  /// Creates the screen's table logic.
  ///
  /// - Parameter profile: The profile to show.
  public init(_ profile: Profile) {
    self.profile = profile
  }

  /// Shows a changed profile: rows and header are rebuilt from it, and only the difference
  /// reaches the table.
  ///
  /// - Parameter updated: The profile, as the server (or the user) changed it.
  public func receive(_ updated: Profile) {
    profile = updated
    model.reload(with: updated)
  }

  /// The position of the first row with a title, or the first row when none has it.
  ///
  /// - Parameter title: The row's title.
  /// - Returns: The row's position.
  /// - Complexity: O(*n*), where *n* is the number of rows.
  public func row(titled title: String) -> RowPath {
    for section in 0..<model.numberOfSections {
      for row in 0..<model.numberOfRows(inSection: section) {
        let path = RowPath(row: row, section: section)
        if model.item(at: path).title == title { return path }
      }
    }
    return RowPath(row: 0, section: 0)
  }

  /// The target of the Email row's action: asks to write to the row's address.
  ///
  /// - Parameter sender: The row the user tapped.
  public func compose(_ sender: InteractionRow) {
    perform(.compose(to: sender.value))
  }

  /// Records an action and passes it on.
  func perform(_ action: Action) {
    actions.append(action)
    onAction?(action)
  }
}
