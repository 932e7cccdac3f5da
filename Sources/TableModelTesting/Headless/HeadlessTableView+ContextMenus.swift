extension HeadlessTableView {
  /// A context menu the user opened on a row, and where its row is now.
  struct OpenContextMenu {
    /// The row's position now, followed through batches (K37); `nil` once the row was deleted or
    /// reloaded, or the table reloaded or got a data source.
    var rowPath: RowPath?
    let menu: ContextMenu
  }

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

  /// The row whose context menu is open, where it is now; `nil` when no menu is open, or when
  /// the open menu's row was deleted or reloaded, or the table reloaded or was given a data
  /// source (``dataSource``), since it opened.
  public var contextMenuRow: RowPath? { state.contextMenu?.rowPath }

  /// Whether a context menu is open.
  public var isShowingContextMenu: Bool { state.contextMenu != nil }

  /// Simulates the user touching and holding a row until its context menu opens, and leaving it
  /// open.
  ///
  /// The delegate is asked once, now (`uikit-callback-rules.md`, K37); later the menu knows only
  /// its configuration: the table follows its row through batches for ``contextMenuRow``, but
  /// an action that captured the row's position acts on whatever row is there when the user
  /// picks it. Capture the row's identity instead — a table controller binds its actions so.
  ///
  /// Like every simulated gesture, it first drains the pending phases and stops inside a batch
  /// update or a data-source or delegate call (``HeadlessTableView``, "Simulating the user").
  ///
  /// - Parameter rowPath: The row.
  /// - Returns: The menu, or `nil` when the row has none; nothing opens then.
  /// - Precondition: The row exists in the table's cached shape.
  @discardableResult
  public func openContextMenu(forRowAt rowPath: RowPath) -> ContextMenu? {
    openContextMenu(forRowAt: rowPath, "openContextMenu(forRowAt:)")
  }

  /// ``openContextMenu(forRowAt:)``, for a gesture that names itself in its stops.
  @discardableResult
  private func openContextMenu(forRowAt rowPath: RowPath, _ call: String) -> ContextMenu? {
    drainBeforeGesture(call)
    checkRowExists(rowPath, for: call)
    state.contextMenu = nil
    guard let menu = contextMenu(forRowAt: rowPath) else { return nil }
    state.contextMenu = OpenContextMenu(rowPath: rowPath, menu: menu)
    return menu
  }

  /// Simulates the user choosing an action of the open context menu, which then closes: the
  /// first action with the title runs — in the menu or a submenu, depth first
  /// (`ContextMenu/action(titled:)`).
  ///
  /// Like every simulated gesture, it first drains the pending phases and stops inside a batch
  /// update or a data-source or delegate call (``HeadlessTableView``, "Simulating the user").
  ///
  /// - Parameter title: The chosen action's title.
  /// - Precondition: A menu is open (``openContextMenu(forRowAt:)``) and has an action with the
  ///   title that is not disabled, whose handler takes no argument or was bound to the row by a
  ///   table controller.
  public func chooseContextMenuAction(titled title: String) {
    chooseContextMenuAction(titled: title, "chooseContextMenuAction(titled:)")
  }

  /// ``chooseContextMenuAction(titled:)``, for a gesture that names itself in its stops.
  private func chooseContextMenuAction(titled title: String, _ call: String) {
    drainBeforeGesture(call)
    guard let open = state.contextMenu else {
      contractViolation(
        "HeadlessTableView.\(call): no context menu is open; call openContextMenu(forRowAt:) first"
      )
    }
    guard let action = open.menu.action(titled: title) else {
      contractViolation(
        "HeadlessTableView.\(call): the open context menu has no action titled \"\(title)\"; it shows:\n\(Self.rendered(open.menu))"
      )
    }
    requireContract(
      !action.isDisabled,
      "HeadlessTableView.\(call): the action \"\(title)\" of the open context menu is disabled; a user cannot choose it"
    )
    state.contextMenu = nil
    action.perform()
  }

  /// Simulates the user dismissing the open context menu without choosing an action.
  ///
  /// Like every simulated gesture, it first drains the pending phases and stops inside a batch
  /// update or a data-source or delegate call (``HeadlessTableView``, "Simulating the user").
  public func dismissContextMenu() {
    drainBeforeGesture("dismissContextMenu()")
    state.contextMenu = nil
  }

  /// Simulates the user touching and holding a row, then choosing an action of its context menu,
  /// as a user would: ``openContextMenu(forRowAt:)``, then ``chooseContextMenuAction(titled:)``:
  /// the first action with the title runs — in the menu or a submenu, depth first
  /// (`ContextMenu/action(titled:)`).
  ///
  /// Like every simulated gesture, it first drains the pending phases and stops inside a batch
  /// update or a data-source or delegate call (``HeadlessTableView``, "Simulating the user").
  ///
  /// - Parameters:
  ///   - title: The chosen action's title.
  ///   - rowPath: The row.
  /// - Precondition: The row exists in the table's cached shape after the drain, and its menu has
  ///   an action with the title that is not disabled, whose handler takes no argument or was
  ///   bound to the row by a table controller; a stop names this method, whichever step it comes
  ///   from.
  public func performMenuAction(titled title: String, forRowAt rowPath: RowPath) {
    let call = "performMenuAction(titled:forRowAt:)"
    // The row is judged on the table the user touches: after the drain, under this call's name.
    drainBeforeGesture(call)
    checkRowExists(rowPath, for: call)
    let menu = openContextMenu(forRowAt: rowPath, call)
    guard menu?.action(titled: title) != nil else {
      contractViolation(
        "HeadlessTableView.\(call): the context menu of row \(rowPath) has no action titled \"\(title)\"; "
          + (menu.map { "it shows:\n\(Self.rendered($0))" } ?? "the delegate offers no menu"))
    }
    chooseContextMenuAction(titled: title, call)
  }

  // MARK: Internal

  /// Follows the open menu's row through a batch (K37).
  func rebaseContextMenu(through mapping: BatchValidator.Mapping) {
    guard let row = state.contextMenu?.rowPath else { return }
    state.contextMenu?.rowPath = mapping.newPath(forOld: row)
  }
}
