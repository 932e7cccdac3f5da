/// What a ``SwipeAction`` or a ``ContextMenu/Action`` runs, in one of two forms: a closure that receives
/// the row's ``RowContext`` (an action declared on a row's behaviour), or one that needs nothing
/// (an action bound to its row, as a table offers it).
///
/// A ``TableControllerCore`` binds the actions it offers to their row (``bound(to:in:fallback:)``),
/// so that `UITableView` and `HeadlessTableView` run every action the same way.
struct ActionHandler<Output: Sendable>: Sendable {
  private enum Form: Sendable {
    case row(@MainActor (RowContext) -> Output)
    case bound(@MainActor () -> Output)
  }

  private let form: Form

  /// A handler that receives the row's context.
  init(_ handler: @escaping @MainActor (RowContext) -> Output) {
    form = .row(handler)
  }

  /// A handler that needs nothing.
  init(_ handler: @escaping @MainActor () -> Output) {
    form = .bound(handler)
  }

  /// The handler bound to a row of a controller.
  ///
  /// The row is found by its identity when the action runs — rows may have come and gone since
  /// the action was offered; the bound handler does nothing and returns `fallback` when the
  /// controller is gone or no longer has the row. A handler that needs nothing stays as it is.
  ///
  /// - Parameters:
  ///   - row: The row's identity and its position when the action was offered.
  ///   - controller: The controller.
  ///   - action: What the action is, for the diagnostic when its row is gone.
  ///   - fallback: What the handler returns without a row.
  /// - Returns: The bound handler.
  func bound(
    to row: TableControllerCore.OfferedRow, in controller: TableControllerCore, action: String,
    fallback: Output
  ) -> ActionHandler {
    guard case .row(let handler) = form else { return self }
    return ActionHandler { [weak controller] in
      controller?.perform(handler, on: row, action: action) ?? fallback
    }
  }

  /// Runs the handler.
  ///
  /// - Parameter action: What the action is, for the message of a broken contract.
  /// - Returns: What the handler returns.
  /// - Precondition: The handler needs no context: it was created so, or a controller bound it.
  @MainActor
  func run(_ action: @autoclosure () -> String) -> Output {
    switch form {
    case .bound(let handler):
      return handler()
    case .row:
      contractViolation(
        "\(action()) has a handler that takes a RowContext, which only a table controller provides by binding the action to its row; an action offered by a HeadlessTableViewDelegate of your own needs a handler without arguments"
      )
    }
  }
}
