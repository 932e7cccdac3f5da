extension TableControllerCore {
  /// What assistive technologies read and offer for a row: its behaviour's
  /// ``RowBehavior/accessibility``, with every custom action bound to the row (each finds the
  /// row's context when it runs, wherever the row is by then).
  ///
  /// - Parameter rowPath: The row.
  /// - Returns: The description; the default for a row the model lacks.
  package func accessibility(at rowPath: RowPath) -> RowBehavior.Accessibility {
    accessibility(of: behavior(at: rowPath), at: rowPath)
  }

  /// A row's accessibility from its resolved behaviour, with every custom action bound to the
  /// row.
  ///
  /// - Parameters:
  ///   - behavior: The row's behaviour.
  ///   - rowPath: The row.
  /// - Returns: The description.
  package func accessibility(of behavior: RowBehavior, at rowPath: RowPath)
    -> RowBehavior.Accessibility
  {
    let accessibility = behavior.accessibility
    guard !accessibility.customActions.isEmpty, let row = offeredRow(at: rowPath) else {
      return accessibility
    }
    return accessibility.bound(to: row, in: self)
  }
}
