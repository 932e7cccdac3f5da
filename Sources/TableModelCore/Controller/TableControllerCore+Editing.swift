extension TableControllerCore {
  /// Whether a row can be edited (deleted, given swipe actions, or moved).
  ///
  /// - Parameter rowPath: The row.
  /// - Returns: Whether it can.
  package func canEdit(at rowPath: RowPath) -> Bool {
    let behavior = behavior(at: rowPath)
    return behavior.isEditable || behavior.canMove
  }

  /// The editing style of a row.
  ///
  /// - Parameter rowPath: The row.
  /// - Returns: The style.
  package func editingStyle(at rowPath: RowPath) -> RowBehavior.EditingStyle {
    behavior(at: rowPath).editingStyle
  }

  /// The title of a row's delete confirmation button, or `nil` for the system's.
  ///
  /// - Parameter rowPath: The row.
  /// - Returns: The title.
  package func deleteConfirmationTitle(at rowPath: RowPath) -> String? {
    behavior(at: rowPath).deleteConfirmationTitle
  }

  /// Whether a row's content indents while the table edits.
  ///
  /// - Parameter rowPath: The row.
  /// - Returns: Whether it indents.
  package func shouldIndentWhileEditing(at rowPath: RowPath) -> Bool {
    behavior(at: rowPath).indentsWhileEditing
  }

  /// The user confirmed deleting (or inserting at) a row: its handler takes care of it, or the
  /// controller removes the row from a model that supports it (``RowEditingTableModel``);
  /// otherwise a diagnostic says the edit went nowhere.
  ///
  /// - Parameters:
  ///   - editingStyle: What the user confirmed.
  ///   - rowPath: The row.
  package func commit(_ editingStyle: RowBehavior.EditingStyle, at rowPath: RowPath) {
    guard let context = context(at: rowPath) else { return }
    if handlers.handler(for: context)?.commit(editingStyle, context) == true { return }
    if editingStyle == .delete, let editing = model.editing, editing.removeRow(at: rowPath) {
      return
    }
    report(.editNotHandled, "\(editingStyle.name) at \(rowPath): \(unhandledReason)")
  }

  private var unhandledReason: String {
    model.editing == nil
      ? "no handler took it and the model is not a RowEditingTableModel"
      : "no handler took it and the model refused it (a layer's own row or section?)"
  }

  /// The user swiped a row to reveal its actions: its handler hears of it.
  ///
  /// - Parameter rowPath: The row.
  package func willBeginEditing(at rowPath: RowPath) {
    guard let context = context(at: rowPath) else { return }
    swipeEditedRow = (context.item, rowPath)
    handlers.handler(for: context)?.willBeginEditing(context)
  }

  /// The swipe that revealed a row's actions ended: the handler of the row the swipe began on
  /// hears of it.
  ///
  /// UIKit names the row late — its position now, or `nil` when an action deleted it — so the
  /// row is found again by identity: its handler hears the end at the row's position now, or,
  /// when the row is gone, with the item it showed and its last known position.
  ///
  /// - Parameter rowPath: The row, or `nil` when it no longer exists (UIKit passes `nil` then).
  package func didEndEditing(at rowPath: RowPath?) {
    guard let edited = swipeEditedRow else { return }
    swipeEditedRow = nil
    let identity = AnyDiffable(erasing: edited.item).id
    let hint = rowPath ?? edited.rowPath
    let current =
      self.identity(at: hint) == identity ? hint : self.rowPath(of: identity, near: hint)
    let context =
      current.flatMap { self.context(at: $0) }
      ?? RowContext(item: edited.item, rowPath: hint, cell: nil, controller: self)
    handlers.handler(for: context)?.didEndEditing(context)
  }

  /// Whether the user can move a row.
  ///
  /// - Parameter rowPath: The row.
  /// - Returns: Whether it can.
  package func canMove(at rowPath: RowPath) -> Bool {
    behavior(at: rowPath).canMove && model.editing?.canMoveRow(from: rowPath, to: rowPath) != false
  }

  /// Where a row being dragged should land: its handler's choice, else the proposal — kept in
  /// the row's section unless its behaviour allows moving across sections, and never beyond
  /// the rows that cannot move at the start or end of a section (a load-more row, say).
  ///
  /// - Parameters:
  ///   - source: The dragged row.
  ///   - proposed: Where the user is dragging it.
  /// - Returns: The position.
  /// - Precondition: A handler's choice is a place the row can land; otherwise the program stops
  ///   with a message naming the handler, the position and the shape.
  package func targetForMove(from source: RowPath, proposed: RowPath) -> RowPath {
    guard let context = context(at: source) else { return source }
    if let handler = handlers.handler(for: context),
      let target = handler.targetForMove(proposed, context)
    {
      requireContract(
        canLand(at: target, from: source),
        "\(handler.handlerType).targetForMove(_:proposed:context:): \(target) is no place for row \(source) to land: the shape is \(shapeDescription), and a row lands within its own section at one of its rows, in another section at one of its rows or just past them"
      )
      return target
    }
    var target = proposed
    if !behavior(at: source).movesAcrossSections, proposed.section != source.section {
      // Kept in its section: to the top when dragged above it, to the bottom when dragged below.
      let last = model.numberOfRows(source.section) - 1
      target = RowPath(row: proposed.section < source.section ? 0 : last, section: source.section)
    }
    let clamped = clampedAmongMovableRows(target, moving: source)
    if let editing = model.editing, !editing.canMoveRow(from: source, to: clamped) { return source }
    return clamped
  }

  /// Whether a row moved from `source` can land at `target`: one of the rows of its own section
  /// (it is taken out first), or of another section or just past them.
  private func canLand(at target: RowPath, from source: RowPath) -> Bool {
    guard containsSection(target.section), target.row >= 0 else {
      return false
    }
    let count = model.numberOfRows(target.section)
    return target.section == source.section ? target.row < count : target.row <= count
  }

  /// A destination moved off the unmovable rows at the ends of its section.
  private func clampedAmongMovableRows(_ target: RowPath, moving source: RowPath) -> RowPath {
    guard containsSection(target.section) else { return source }
    // The section's rows as they are while the dragged row is out of it, read by index without
    // listing them: the table asks on every step of a drag, over sections of any length.
    let count = max(model.numberOfRows(target.section), 0)
    let isOwnSection = source.section == target.section && (0..<count).contains(source.row)
    let otherCount = isOwnSection ? count - 1 : count
    let movable = { (index: Int) in
      let row = isOwnSection && index >= source.row ? index + 1 : index
      return self.behavior(at: RowPath(row: row, section: target.section)).canMove
    }
    var low = 0
    while low < otherCount, !movable(low) { low += 1 }
    var high = otherCount
    while high > low, !movable(high - 1) { high -= 1 }
    guard high > low else {
      // No other row moves here: enter an empty section, else stay put — a section of a layer's
      // own rows (a featured section) takes no rows from below.
      return source.section != target.section && otherCount == 0
        ? RowPath(row: 0, section: target.section) : source
    }
    return RowPath(row: min(max(target.row, low), high), section: target.section)
  }

  /// The user dragged a row to a new place, which the table already shows: the row's handler or
  /// the model (``RowEditingTableModel``) moves it too, and the model's change for that move is
  /// not applied to the table again.
  ///
  /// When neither takes the move, the table reloads once it has committed the reorder — not
  /// from inside this callback, where UIKit would cancel the reorder or apply the move twice —
  /// unless the model made the move by then. So it does when one took the move but the model
  /// has not made it by then (a handler that moves the row once a server confirms it, or one
  /// that returned `true` and moved nothing), with a notice: the table shows the row where the
  /// model has it, and a tap or a swipe on a row reaches the row the user sees, not the one the
  /// model has at that position. A move made later reaches the table as a change of its own. A
  /// destination the model lacks (positions gone stale) reaches neither: a
  /// ``Diagnostic/Kind/positionOutOfRange`` diagnostic says so, and the table reloads in the
  /// same way.
  ///
  /// - Parameters:
  ///   - source: The row before the move.
  ///   - destination: Its position after the move.
  package func moveRow(from source: RowPath, to destination: RowPath) {
    guard source != destination, let context = context(at: source) else { return }
    let move = expectUserMove(from: source, to: destination)
    // A destination the model lacks (the table's positions went stale): neither the handler nor
    // the model hears of it; the table reloads as for a move nobody took.
    let reason: String
    var severity = Diagnostic.Severity.error
    if !isDropPosition(destination, movingFrom: source) {
      report(
        .positionOutOfRange,
        "moveRow(from: \(source), to: \(destination)): the model's shape is \(shapeDescription)")
      reason = "the destination is not in the model"
    } else if let handler = handlers.handler(for: context), handler.move(destination, context) {
      reason =
        "\(handler.handlerType).move(_:to:context:) took it, but the model has not moved the row"
      severity = .notice
    } else if let editing = model.editing, editing.moveRow(from: source, to: destination) {
      reason = "the model's moveRow(from:to:) took it, but has not moved the row"
      severity = .notice
    } else {
      reason = unhandledReason
    }
    let reloadUnlessMoved: @MainActor () -> Void = { [weak self] in
      guard let self, isExpectingUserMove(move) else { return }
      clearExpectedUserMove()
      report(
        .editNotHandled, "move \(source) → \(destination): \(reason); reloading",
        severity: severity)
      reloadData()
    }
    if let table { table.performAfterLayout(reloadUnlessMoved) } else { reloadUnlessMoved() }
  }

  /// Whether a row moved from `source` can land at `destination`: a section the model has, and
  /// a row at most one past its last (the last, within the source's own section).
  private func isDropPosition(_ destination: RowPath, movingFrom source: RowPath) -> Bool {
    guard containsSection(destination.section) else {
      return false
    }
    let rows =
      model.numberOfRows(destination.section) - (source.section == destination.section ? 1 : 0)
    return destination.row >= 0 && destination.row <= rows
  }

  /// The actions revealed by swiping a row from its leading edge, bound to the row: each finds
  /// the row's context when it runs.
  ///
  /// - Parameter rowPath: The row.
  /// - Returns: The actions, or `nil` for none.
  package func leadingSwipeActions(at rowPath: RowPath) -> SwipeActionsConfiguration? {
    let actions = behavior(at: rowPath).leadingSwipeActions
    return actions.isEmpty ? nil : swipeActions(actions, at: rowPath)
  }

  /// The actions revealed by swiping a row from its trailing edge, bound to the row; a
  /// deletable row without actions of its own gets one "Delete" action that commits the
  /// deletion.
  ///
  /// - Parameter rowPath: The row.
  /// - Returns: The actions, or `nil` for none.
  package func trailingSwipeActions(at rowPath: RowPath) -> SwipeActionsConfiguration? {
    let behavior = behavior(at: rowPath)
    if !behavior.trailingSwipeActions.isEmpty {
      return swipeActions(behavior.trailingSwipeActions, at: rowPath)
    }
    guard behavior.editingStyle == .delete else { return nil }
    let delete = SwipeAction(
      title: behavior.deleteConfirmationTitle ?? standardActionTitles.delete, style: .destructive
    ) { context in
      context.controller.commit(.delete, at: context.rowPath)
      return true
    }
    return swipeActions([delete], at: rowPath)
  }

  /// The context menu of a row, bound to the row: its own actions, its submenus, then "Copy"
  /// when it has text to copy (an empty text is nothing to copy) and "Paste" when it accepts
  /// pasted text and the pasteboard has text (asked through ``Pasteboard/hasString``, as UIKit
  /// apps hide Paste with nothing to paste; the text is read when Paste runs); and its preview.
  ///
  /// - Parameter rowPath: The row.
  /// - Returns: The menu, or `nil` for none.
  package func contextMenu(at rowPath: RowPath) -> ContextMenu? {
    let behavior = behavior(at: rowPath)
    var actions: [ContextMenu.Action] = []
    if let text = behavior.copyText, !text.isEmpty {
      actions.append(
        ContextMenu.Action(title: standardActionTitles.copy, imageName: "doc.on.doc") { context in
          context.controller.pasteboard.string = text
        })
    }
    if let paste = behavior.paste, pasteboard.hasString {
      actions.append(
        ContextMenu.Action(title: standardActionTitles.paste, imageName: "doc.on.clipboard") {
          context in
          if let text = context.controller.pasteboard.string { paste(text, context) }
        })
    }
    let children =
      behavior.contextMenuActions.map(ContextMenu.Element.action)
      + behavior.contextMenuSubmenus.map(ContextMenu.Element.submenu)
      + actions.map(ContextMenu.Element.action)
    guard !children.isEmpty, let row = offeredRow(at: rowPath) else { return nil }
    return ContextMenu(children: children, preview: behavior.contextMenuPreview)
      .bound(to: row, in: self)
  }

  private func swipeActions(_ actions: [SwipeAction], at rowPath: RowPath)
    -> SwipeActionsConfiguration?
  {
    guard let row = offeredRow(at: rowPath) else { return nil }
    return SwipeActionsConfiguration(actions: actions.map { $0.bound(to: row, in: self) })
  }
}
