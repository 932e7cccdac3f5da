extension TableControllerCore {
  /// Whether a row has a primary action to perform (`canPerformPrimaryActionForRowAt`): its
  /// behaviour's ``RowBehavior/primaryAction``, or an interaction row's action — never while the
  /// table edits, as UIKit's default.
  ///
  /// - Parameters:
  ///   - rowPath: The row.
  ///   - isEditing: Whether the table is editing.
  /// - Returns: Whether the row's primary action can be performed.
  package func canPerformPrimaryAction(at rowPath: RowPath, isEditing: Bool) -> Bool {
    guard !isEditing, let context = context(at: rowPath) else { return false }
    return primaryAction(for: context) != nil
  }

  /// The user performed a row's primary action — tapped it, pressed Return on it while it has
  /// the focus, clicked it on Mac Catalyst (`performPrimaryActionForRowAt`, after the tap's
  /// `didSelectRowAt`): its behaviour's ``RowBehavior/primaryAction`` runs, or an interaction
  /// row's action.
  ///
  /// - Parameters:
  ///   - rowPath: The row.
  ///   - cell: Its cell.
  package func performPrimaryAction(at rowPath: RowPath, cell: AnyObject? = nil) {
    guard let context = context(at: rowPath, cell: cell) else { return }
    primaryAction(for: context)?(context)
  }

  /// The primary action of a row: its behaviour's, else its interaction row's action.
  private func primaryAction(for context: RowContext) -> (@MainActor (RowContext) -> Void)? {
    if let action = behavior(at: context.rowPath).primaryAction { return action }
    guard let row = context.value as? InteractionRow, let action = row.action else { return nil }
    return { action.perform(row, $0) }
  }
}
