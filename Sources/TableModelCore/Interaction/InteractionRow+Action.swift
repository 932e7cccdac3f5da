extension InteractionRow {
  /// What tapping an ``InteractionRow`` does: a closure, or a method of a target object called
  /// with the row as sender — the target–action pair of "Anatomy of a TableView", typed.
  ///
  /// ```swift
  /// InteractionRow("Sign Out", action: .target(self, ProfileViewController.signOut))
  /// ```
  ///
  /// A target is held weakly: a row outliving its screen does nothing when tapped.
  public struct Action: Sendable {
    private let body: @MainActor @Sendable (InteractionRow, RowContext) -> Void

    /// An action that runs a closure with the tapped row and its context.
    ///
    /// - Parameter body: The closure.
    public init(_ body: @escaping @MainActor @Sendable (InteractionRow, RowContext) -> Void) {
      self.body = body
    }

    /// An action that runs a closure with the tapped row.
    ///
    /// - Parameter body: The closure.
    public init(_ body: @escaping @MainActor @Sendable (InteractionRow) -> Void) {
      self.body = { row, _ in body(row) }
    }

    /// An action that calls a method of a target with the tapped row as sender.
    ///
    /// The target is held weakly.
    ///
    /// - Parameters:
    ///   - target: The object whose method runs.
    ///   - method: The method, as `Type.method`.
    /// - Returns: The action.
    public static func target<Target: AnyObject & Sendable>(
      _ target: Target,
      _ method: @escaping @MainActor @Sendable (Target) -> (InteractionRow) -> Void
    ) -> InteractionRow.Action {
      InteractionRow.Action { [weak target] (row: InteractionRow) in
        guard let target else { return }
        method(target)(row)
      }
    }

    /// Runs the action.
    ///
    /// - Parameters:
    ///   - row: The tapped row.
    ///   - context: Its context.
    @MainActor
    public func perform(_ row: InteractionRow, _ context: RowContext) {
      body(row, context)
    }
  }
}

extension InteractionRow {
  /// What an edit of an editable ``InteractionRow``'s value does: typically, change the data
  /// object the table is built from and reload.
  public struct ValueEdit: Sendable {
    private let body: @MainActor @Sendable (String, InteractionRow, RowContext) -> Void

    /// An edit handler that runs a closure with the new value and the row.
    ///
    /// - Parameter body: The closure.
    public init(_ body: @escaping @MainActor @Sendable (String, InteractionRow) -> Void) {
      self.body = { text, row, _ in body(text, row) }
    }

    /// An edit handler that runs a closure with the new value, the row and its context.
    ///
    /// - Parameter body: The closure.
    public init(_ body: @escaping @MainActor @Sendable (String, InteractionRow, RowContext) -> Void)
    {
      self.body = body
    }

    /// Runs the handler.
    ///
    /// - Parameters:
    ///   - text: The new value.
    ///   - row: The row.
    ///   - context: Its context.
    @MainActor
    public func perform(_ text: String, _ row: InteractionRow, _ context: RowContext) {
      body(text, row, context)
    }
  }
}
