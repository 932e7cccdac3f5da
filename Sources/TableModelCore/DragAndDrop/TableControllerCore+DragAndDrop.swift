extension TableControllerCore {
  // MARK: Dragging rows out

  /// The item a drag lifts from a row (`itemsForBeginningDragSession`), or `nil` when the row
  /// does not drag: it carries the row's ``RowBehavior/dragPayloads``, and a row the user can
  /// move drags without any, to reorder it.
  ///
  /// The controller remembers the row until ``endDrag()``, so that a drop in the same table
  /// moves it.
  ///
  /// - Parameter rowPath: The row.
  /// - Returns: The item, or `nil`.
  package func beginDrag(at rowPath: RowPath) -> DragItem? {
    guard let row = offeredRow(at: rowPath) else { return nil }
    let behavior = behavior(at: rowPath)
    guard !behavior.dragPayloads.isEmpty || canMove(at: rowPath) else { return nil }
    draggedRow = row
    return DragItem(payloads: behavior.dragPayloads, sourceRow: rowPath)
  }

  /// Whether the drag in progress stays inside the app
  /// (`dragSessionIsRestrictedToDraggingApplication`): it does when its row carries no values,
  /// as it is dragged only to reorder.
  package var isDragRestrictedToApp: Bool {
    guard let draggedRow, let rowPath = rowPath(of: draggedRow.identity, near: draggedRow.rowPath)
    else { return true }
    return behavior(at: rowPath).dragPayloads.isEmpty
  }

  /// The drag that began in this table ended, dropped or not (`dragSessionDidEnd`).
  package func endDrag() {
    draggedRow = nil
  }

  // MARK: Dropping in

  /// Whether the table takes a drop at all (`canHandleDropSession`): a drag of one of its own
  /// rows (to reorder it), or values of a kind the ``dropHandler`` accepts.
  ///
  /// - Parameters:
  ///   - kinds: The kinds of value the drop holds.
  ///   - isFromThisTable: Whether the drag began in this table.
  /// - Returns: Whether the table takes it.
  package func canHandleDrop(kinds: Set<DragPayload.Kind>, isFromThisTable: Bool) -> Bool {
    if isFromThisTable, draggedRow != nil { return true }
    return dropHandler.map { !$0.acceptedKinds.isDisjoint(with: kinds) } ?? false
  }

  /// What the table does with a drop held over a position (`dropSessionDidUpdate`).
  ///
  /// A single row dragged within this table moves (``DropProposal/Operation/move`` at the
  /// destination) when the user can move it — the table then reorders it as with its reorder
  /// control: ``targetForMove(from:proposed:)`` and ``moveRow(from:to:)``. Other drops are
  /// copied in at the destination when the ``dropHandler`` takes their kinds there; forbidden
  /// where it does not; cancelled without a handler for their kinds.
  ///
  /// - Parameters:
  ///   - destination: Where the drop is held (the table's row, or a section's row count at its
  ///     end), or `nil` over no row: the end of the last section.
  ///   - kinds: The kinds of value the drop holds.
  ///   - itemCount: How many items the drop holds.
  ///   - isFromThisTable: Whether the drag began in this table.
  /// - Returns: The proposal.
  package func dropProposal(
    at destination: RowPath?, kinds: Set<DragPayload.Kind>, itemCount: Int,
    isFromThisTable: Bool
  ) -> DropProposal {
    if isFromThisTable, itemCount == 1, let source = draggedRowPath, canMove(at: source) {
      return destination == nil
        ? DropProposal(.cancel) : DropProposal(.move, intent: .insertAtDestinationIndexPath)
    }
    guard let dropHandler, !dropHandler.acceptedKinds.isDisjoint(with: kinds) else {
      return DropProposal(.cancel)
    }
    guard let target = dropDestination(destination), dropHandler.canDrop(target) else {
      return DropProposal(.forbidden)
    }
    return DropProposal(
      .copy, intent: destination == nil ? .unspecified : .insertAtDestinationIndexPath)
  }

  /// The user dropped values into the table (`performDropWith`).
  ///
  /// The ``dropHandler`` inserts those of the kinds it accepts at the destination. A drop it
  /// cannot take is reported to ``diagnostics`` and dropped.
  ///
  /// - Parameters:
  ///   - payloads: The dropped values, in the drop's order.
  ///   - destination: Where the user dropped them, or `nil` over no row: the end of the last
  ///     section.
  package func performDrop(_ payloads: [DragPayload], at destination: RowPath?) {
    guard let dropHandler else {
      report(
        .editNotHandled, "a drop at \(destination.map { "\($0)" } ?? "no row"): no dropHandler")
      return
    }
    let accepted = payloads.filter { dropHandler.acceptedKinds.contains($0.kind) }
    guard !accepted.isEmpty, let target = dropDestination(destination), dropHandler.canDrop(target)
    else {
      report(
        .editNotHandled,
        "a drop of \(payloads) at \(destination.map { "\($0)" } ?? "no row"): the dropHandler does not take it there"
      )
      return
    }
    dropHandler.insert(accepted, target)
  }

  /// Where a drop lands: the destination when the table has it (a row, or a section's end), the
  /// end of the last section for none; `nil` for a table without sections or a position
  /// outside it.
  private func dropDestination(_ destination: RowPath?) -> RowPath? {
    let sections = model.numberOfSections()
    guard let destination else {
      return sections == 0
        ? nil : RowPath(row: model.numberOfRows(sections - 1), section: sections - 1)
    }
    guard destination.section >= 0, destination.section < sections, destination.row >= 0,
      destination.row <= model.numberOfRows(destination.section)
    else { return nil }
    return destination
  }

  /// Where the row being dragged is now.
  private var draggedRowPath: RowPath? {
    draggedRow.flatMap { rowPath(of: $0.identity, near: $0.rowPath) }
  }
}
