extension HeadlessTableController {
  // MARK: Primary action

  /// Whether the row has a primary action: its behaviour's, or its interaction row's action;
  /// none while the table edits.
  public func tableView(
    _ tableView: HeadlessTableView, canPerformPrimaryActionForRowAt rowPath: RowPath
  ) -> Bool {
    core.canPerformPrimaryAction(at: rowPath, isEditing: tableView.isEditing)
  }

  /// Runs the row's primary action.
  public func tableView(
    _ tableView: HeadlessTableView, performPrimaryActionForRowAt rowPath: RowPath
  ) {
    core.performPrimaryAction(at: rowPath, cell: tableView.cellForRow(at: rowPath))
  }

  // MARK: Focus

  /// Whether the row can take the focus: its behaviour's answer, else the table's
  /// `allowsFocus` (`allowsFocusDuringEditing` while it edits).
  public func tableView(_ tableView: HeadlessTableView, canFocusRowAt rowPath: RowPath) -> Bool {
    core.canFocus(
      at: rowPath, isEditing: tableView.isEditing, allowsFocus: tableView.allowsFocus,
      allowsFocusDuringEditing: tableView.allowsFocusDuringEditing)
  }

  /// Whether the focus may move there.
  public func tableView(
    _ tableView: HeadlessTableView, shouldUpdateFocusIn context: HeadlessTableView.FocusUpdate
  ) -> Bool {
    core.shouldUpdateFocus(from: context.previouslyFocusedRow, to: context.nextFocusedRow)
  }

  /// Tells the core's `onFocusUpdate`.
  public func tableView(
    _ tableView: HeadlessTableView, didUpdateFocusIn context: HeadlessTableView.FocusUpdate
  ) {
    core.didUpdateFocus(from: context.previouslyFocusedRow, to: context.nextFocusedRow)
  }

  /// The core's preferred row.
  public func indexPathForPreferredFocusedView(in tableView: HeadlessTableView) -> RowPath? {
    core.preferredFocusRow
  }

  /// Whether selection follows the focus to the row.
  public func tableView(
    _ tableView: HeadlessTableView, selectionFollowsFocusForRowAt rowPath: RowPath
  ) -> Bool {
    core.selectionFollowsFocus(at: rowPath)
  }
}
