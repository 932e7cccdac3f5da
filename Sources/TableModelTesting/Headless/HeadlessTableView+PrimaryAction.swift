extension HeadlessTableView {
  /// Simulates the user performing a row's primary action without touching it — Return on the
  /// focused row with a keyboard, a click on Mac Catalyst — as UIKit does: the delegate's
  /// ``HeadlessTableViewDelegate/tableView(_:canPerformPrimaryActionForRowAt:)``, then, when it
  /// allows it, ``HeadlessTableViewDelegate/tableView(_:performPrimaryActionForRowAt:)``.
  ///
  /// A tap performs the primary action too, after its selection; see ``tapRow(at:)``.
  ///
  /// Like every simulated gesture, it first drains the pending phases and stops inside a batch
  /// update or a data-source or delegate call (``HeadlessTableView``, "Simulating the user").
  ///
  /// - Parameter rowPath: The row.
  /// - Returns: Whether the primary action was performed.
  /// - Precondition: The row exists in the table's cached shape.
  @discardableResult
  public func performPrimaryAction(forRowAt rowPath: RowPath) -> Bool {
    drainBeforeGesture("performPrimaryAction(forRowAt:)")
    checkRowExists(rowPath, for: "performPrimaryAction(forRowAt:)")
    return performPrimaryActionIfAllowed(at: rowPath)
  }

  /// Asks the delegate whether a row's primary action can be performed, and performs it if so.
  @discardableResult
  func performPrimaryActionIfAllowed(at rowPath: RowPath) -> Bool {
    guard let delegate, delegate.tableView(self, canPerformPrimaryActionForRowAt: rowPath) else {
      return false
    }
    delegate.tableView(self, performPrimaryActionForRowAt: rowPath)
    return true
  }
}

extension HeadlessTableViewDelegate {
  /// Returns `true` unless the table is editing.
  public func tableView(
    _ tableView: HeadlessTableView, canPerformPrimaryActionForRowAt rowPath: RowPath
  ) -> Bool { !tableView.isEditing }

  /// Does nothing.
  public func tableView(
    _ tableView: HeadlessTableView, performPrimaryActionForRowAt rowPath: RowPath
  ) {}
}
