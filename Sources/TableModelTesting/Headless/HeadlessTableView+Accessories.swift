extension HeadlessTableView {
  /// Simulates the user tapping a row's accessory button — the info button of an
  /// `RowBehavior/Accessory/detailButton` or `RowBehavior/Accessory/detailDisclosureButton` — as a user would: the
  /// delegate's ``HeadlessTableViewDelegate/tableView(_:accessoryButtonTappedForRowWith:)`` runs,
  /// and the row is neither highlighted nor selected.
  ///
  /// The table does not check the cell's ``HeadlessTableViewCell/accessory``: that is the test's
  /// business.
  ///
  /// Like every simulated gesture, it first drains the pending phases and stops inside a batch
  /// update or a data-source or delegate call (``HeadlessTableView``, "Simulating the user").
  ///
  /// - Parameter rowPath: The row whose accessory button is tapped.
  /// - Precondition: The row exists in the table's cached shape.
  public func tapAccessoryButton(at rowPath: RowPath) {
    drainBeforeGesture("tapAccessoryButton(at:)")
    checkRowExists(rowPath, for: "tapAccessoryButton(at:)")
    if delegate != nil { note("accessoryButtonTappedForRowWith", rowPath) }
    delegate?.tableView(self, accessoryButtonTappedForRowWith: rowPath)
  }
}
