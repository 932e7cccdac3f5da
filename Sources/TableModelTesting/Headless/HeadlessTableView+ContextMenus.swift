extension HeadlessTableView {
  /// The context menu a row shows when the user touches and holds it, as a user would see it: what
  /// the delegate's ``HeadlessTableViewDelegate/tableView(_:contextMenuConfigurationForRowAt:)``
  /// returns.
  ///
  /// - Parameter rowPath: The row.
  /// - Returns: The menu, or `nil` when the row has none.
  /// - Precondition: The row exists in the table's cached shape.
  public func contextMenu(forRowAt rowPath: RowPath) -> ContextMenu? {
    checkRowExists(rowPath, for: "contextMenu(forRowAt:)")
    if delegate != nil { note("contextMenuConfigurationForRowAt", rowPath) }
    return delegate?.tableView(self, contextMenuConfigurationForRowAt: rowPath)
  }

  /// Simulates the user touching and holding a row, then choosing an action of its context menu,
  /// as a user would: the delegate's
  /// ``HeadlessTableViewDelegate/tableView(_:contextMenuConfigurationForRowAt:)`` provides the
  /// menu, and the first action with the title runs — in the menu or a submenu, depth first
  /// (`ContextMenu/action(titled:)`).
  ///
  /// - Parameters:
  ///   - title: The chosen action's title.
  ///   - rowPath: The row.
  /// - Precondition: The row exists in the table's cached shape, and its menu has an action with
  ///   the title that is not disabled, whose handler takes no argument or was bound to the row by
  ///   a table controller.
  public func performMenuAction(titled title: String, forRowAt rowPath: RowPath) {
    drainBeforeGesture()
    let menu = contextMenu(forRowAt: rowPath)
    guard let action = menu?.action(titled: title) else {
      contractViolation(
        "HeadlessTableView.performMenuAction(titled:forRowAt:): the context menu of row \(rowPath) has no action titled \"\(title)\"; "
          + (menu.map { "it shows:\n\(Self.rendered($0))" } ?? "the delegate offers no menu"))
    }
    requireContract(
      !action.isDisabled,
      "HeadlessTableView.performMenuAction(titled:forRowAt:): the action \"\(title)\" of row \(rowPath)'s context menu is disabled; a user cannot choose it"
    )
    action.perform()
  }
}
