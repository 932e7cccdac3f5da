extension TableControllerCore {
  /// Whether a row can take the focus (`canFocusRowAt`).
  ///
  /// The row's behaviour's ``RowBehavior/isFocusable`` answers, else the table's own setting:
  /// `allowsFocus`, or `allowsFocusDuringEditing` while it edits. A row the model lacks cannot.
  ///
  /// - Parameters:
  ///   - rowPath: The row.
  ///   - isEditing: Whether the table edits.
  ///   - allowsFocus: The table's `allowsFocus`.
  ///   - allowsFocusDuringEditing: The table's `allowsFocusDuringEditing`.
  /// - Returns: Whether it can.
  package func canFocus(
    at rowPath: RowPath, isEditing: Bool, allowsFocus: Bool, allowsFocusDuringEditing: Bool
  ) -> Bool {
    guard contains(rowPath) else { return false }
    return behavior(at: rowPath).isFocusable
      ?? (isEditing ? allowsFocusDuringEditing : allowsFocus)
  }

  /// Whether focus may move from one row to another (`shouldUpdateFocusIn`): not onto a row
  /// whose behaviour refuses focus, nor onto a row the model lacks; leaving the table, or
  /// entering it from elsewhere, is the table's business.
  ///
  /// - Parameters:
  ///   - previous: The row that has the focus, or `nil` when none has.
  ///   - next: The row that would get it, or `nil` when focus leaves the rows.
  /// - Returns: Whether the focus may move.
  package func shouldUpdateFocus(from previous: RowPath?, to next: RowPath?) -> Bool {
    guard let next else { return true }
    return contains(next) && behavior(at: next).isFocusable != false
  }

  /// Focus moved (`didUpdateFocusIn`): ``onFocusUpdate`` hears of it with the rows' contexts.
  ///
  /// - Parameters:
  ///   - previous: The row that had the focus, or `nil`.
  ///   - next: The row that has it now, or `nil`.
  package func didUpdateFocus(from previous: RowPath?, to next: RowPath?) {
    guard let onFocusUpdate else { return }
    onFocusUpdate(previous.flatMap { context(at: $0) }, next.flatMap { context(at: $0) })
  }

  /// The row the focus goes to when the table gets it (`indexPathForPreferredFocusedView`):
  /// ``preferredFocusedRow``'s answer, when the model has that row.
  package var preferredFocusRow: RowPath? {
    guard let rowPath = preferredFocusedRow?(), contains(rowPath) else { return nil }
    return rowPath
  }

  /// Whether focus moving to a row also selects it, when the table's `selectionFollowsFocus`
  /// is on (`selectionFollowsFocusForRowAt`): its behaviour's
  /// ``RowBehavior/selectionFollowsFocus``.
  ///
  /// - Parameter rowPath: The row.
  /// - Returns: Whether selection follows focus to it.
  package func selectionFollowsFocus(at rowPath: RowPath) -> Bool {
    behavior(at: rowPath).selectionFollowsFocus
  }
}
