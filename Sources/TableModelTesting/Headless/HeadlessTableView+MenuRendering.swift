extension HeadlessTableView {
  /// A text picture of a row's context menu, as the user sees it: its title, then one line per
  /// action, submenus indented under their title.
  ///
  /// ```
  /// menu "Tweet" · preview (tap opens)
  ///   Reply [arrowshape.turn.up.left]
  ///   ▸ Sort [arrow.up.arrow.down]
  ///     ✓ Date
  ///       Name
  ///   ⋯ inline
  ///     Mute (disabled)
  ///   Delete (destructive)
  /// ```
  ///
  /// An action starts with `✓ ` when its state is on, `– ` when mixed, and two spaces when off
  /// inside a menu where another action shows a mark; its image name follows in brackets, then
  /// `(destructive)` and `(disabled)`. A submenu starts with `▸ `, an inline one with `⋯ `.
  /// The first line says whether the menu has a preview, and whether tapping it does something.
  ///
  /// - Parameter rowPath: The row.
  /// - Returns: The picture, or `(no menu)`.
  /// - Precondition: The row exists in the table's cached shape.
  public func renderContextMenu(forRowAt rowPath: RowPath) -> String {
    checkRowExists(rowPath, for: "renderContextMenu(forRowAt:)")
    return contextMenu(forRowAt: rowPath).map(Self.rendered) ?? "(no menu)"
  }

  /// The content of a row's context-menu preview, made as UIKit makes it when the menu appears;
  /// `nil` when the menu has no preview (the row itself is shown) or the preview makes nothing.
  ///
  /// - Parameter rowPath: The row.
  /// - Returns: The preview's view controller, as the preview made it.
  /// - Precondition: The row exists in the table's cached shape; its preview's closures take no
  ///   argument or were bound to the row by a table controller.
  public func contextMenuPreview(forRowAt rowPath: RowPath) -> AnyObject? {
    checkRowExists(rowPath, for: "contextMenuPreview(forRowAt:)")
    return contextMenu(forRowAt: rowPath)?.preview?.makeContent(
      for: "HeadlessTableView.contextMenuPreview(forRowAt:)")
  }

  /// Simulates the user touching and holding a row, then tapping the preview above its menu: the
  /// menu closes and what the preview commits runs.
  ///
  /// Like every simulated gesture, it first drains the pending phases and stops inside a batch
  /// update or a data-source or delegate call (``HeadlessTableView``, "Simulating the user").
  ///
  /// - Parameter rowPath: The row.
  /// - Precondition: The row exists in the table's cached shape and its menu has a preview.
  public func commitContextMenuPreview(forRowAt rowPath: RowPath) {
    drainBeforeGesture("commitContextMenuPreview(forRowAt:)")
    checkRowExists(rowPath, for: "commitContextMenuPreview(forRowAt:)")
    guard let preview = contextMenu(forRowAt: rowPath)?.preview else {
      contractViolation(
        "HeadlessTableView.commitContextMenuPreview(forRowAt:): the context menu of row \(rowPath) has no preview"
      )
    }
    preview.commit(for: "HeadlessTableView.commitContextMenuPreview(forRowAt:)")
  }

  /// A text picture of the swipe actions a row reveals on an edge, nearest the edge first:
  /// `[Pin · pin.fill · systemOrange] [Delete · destructive]` — each action's title, image name,
  /// colour, and `destructive` for that style; `(none)` when the row offers none.
  ///
  /// - Parameters:
  ///   - edge: The edge the row is swiped from.
  ///   - rowPath: The row.
  /// - Returns: The picture.
  /// - Precondition: The row exists in the table's cached shape.
  public func renderSwipeActions(_ edge: SwipeAction.Edge, forRowAt rowPath: RowPath) -> String {
    checkRowExists(rowPath, for: "renderSwipeActions(_:forRowAt:)")
    guard let actions = swipeActions(edge, at: rowPath)?.actions, !actions.isEmpty else {
      return "(none)"
    }
    return actions.map { action in
      let parts =
        [action.title, action.imageName, action.backgroundColor?.name]
        + [action.style == .destructive ? "destructive" : nil]
      return "[\(parts.compactMap { $0 }.joined(separator: " · "))]"
    }
    .joined(separator: " ")
  }

  // MARK: Internal

  static func rendered(_ menu: ContextMenu) -> String {
    var heading = "menu"
    if let title = menu.title { heading += " \"\(title)\"" }
    if let preview = menu.preview {
      heading += preview.commits ? " · preview (tap opens)" : " · preview"
    }
    return ([heading] + lines(of: menu, depth: 1)).joined(separator: "\n")
  }

  private static func lines(of menu: ContextMenu, depth: Int) -> [String] {
    let indent = String(repeating: "  ", count: depth)
    let marks = menu.actions.contains { $0.state != .off }
    return menu.children.flatMap { child -> [String] in
      switch child {
      case .action(let action):
        var line = indent
        switch action.state {
        case .on: line += "✓ "
        case .mixed: line += "– "
        case .off: line += marks ? "  " : ""
        }
        line += action.title
        if let image = action.imageName { line += " [\(image)]" }
        if action.isDestructive { line += " (destructive)" }
        if action.isDisabled { line += " (disabled)" }
        return [line]
      case .submenu(let submenu):
        var line = indent + (submenu.displaysInline ? "⋯ " : "▸ ")
        line += submenu.title ?? (submenu.displaysInline ? "inline" : "(untitled)")
        if let image = submenu.imageName { line += " [\(image)]" }
        return [line] + lines(of: submenu, depth: depth + 1)
      }
    }
  }
}
