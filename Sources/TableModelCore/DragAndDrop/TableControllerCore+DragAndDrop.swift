extension TableControllerCore {
  // MARK: Dragging rows out

  /// The item a drag lifts from a row (`itemsForBeginningDragSession`), or `nil` when the row
  /// does not drag: it carries the row's ``RowBehavior/dragPayloads`` (but a URL whose string is
  /// not a URL, which no item provider carries), and a row the user can move drags without any,
  /// to reorder it.
  ///
  /// The controller remembers the row until ``endDrag()``, so that a drop in the same table
  /// moves it.
  ///
  /// - Parameter rowPath: The row.
  /// - Returns: The item, or `nil`.
  package func beginDrag(at rowPath: RowPath) -> DragItem? {
    guard let row = offeredRow(at: rowPath) else { return nil }
    let behavior = behavior(at: rowPath)
    let payloads = carriedPayloads(behavior.dragPayloads, of: rowPath)
    guard !payloads.isEmpty || canMove(at: rowPath) else { return nil }
    draggedRow = row
    return DragItem(payloads: payloads, sourceRow: rowPath)
  }

  /// The payloads an item provider can carry — every one but a URL whose string is not a URL,
  /// which a ``Diagnostic/Kind/dragPayloadDropped`` notice names — so that a drag carries the
  /// same values on a device as on the headless table.
  private func carriedPayloads(_ payloads: [DragPayload], of rowPath: RowPath) -> [DragPayload] {
    payloads.filter { payload in
      guard !payload.isCarried else { return true }
      report(
        .dragPayloadDropped,
        "row \(rowPath)'s drag payload \(payload) is not a URL; the drag leaves it out",
        severity: .notice)
      return false
    }
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

  /// The kind of value to load from a dropped item that offers several (a link dragged from a
  /// browser offers a URL and text): the first the ``dropHandler`` accepts, a URL before text,
  /// so that one item becomes one value; `nil` when it accepts none of them, or without a
  /// handler.
  ///
  /// - Parameter offered: The kinds the item can load as.
  /// - Returns: The kind to load, or `nil` to load nothing.
  package func dropKind(offered: Set<DragPayload.Kind>) -> DragPayload.Kind? {
    guard let dropHandler else { return nil }
    return [DragPayload.Kind.url, .text].first {
      offered.contains($0) && dropHandler.acceptedKinds.contains($0)
    }
  }

  /// The values a dropped item gives the drop: all of a row's dragged from this table; else
  /// those of the item's ``dropKind(offered:)``, so that one item becomes one value — as the
  /// platform loads an item from another app, whose item provider loads once, as one kind, and
  /// for an item dragged from another table of the app, which arrives with all its values.
  ///
  /// - Parameters:
  ///   - item: The item.
  ///   - isFromThisTable: Whether the drag began in this table.
  /// - Returns: Its values the drop takes.
  package func droppedValues(of item: DragItem, isFromThisTable: Bool) -> [DragPayload] {
    if isFromThisTable { return item.payloads }
    guard let kind = dropKind(offered: Set(item.payloads.map(\.kind))) else { return [] }
    return item.payloads.filter { $0.kind == kind }
  }

  /// Where the user dropped, named by the rows around it (`performDropWith`), for
  /// ``performDrop(_:at:)`` once the dropped values have loaded.
  ///
  /// Values from another app load asynchronously; rows may come and go meanwhile (a tweet
  /// arrives at the top). The target keeps the identity of the row the drop was over and of
  /// the row before it, and ``performDrop(_:at:)`` inserts before the first, or after the
  /// second, wherever they are by then.
  ///
  /// - Parameter destination: Where the user dropped (the table's row, or a section's row count
  ///   at its end), or `nil` over no row: the end of the last section, when the drop runs.
  /// - Returns: The target.
  package func dropTarget(at destination: RowPath?) -> DropTarget {
    guard let destination else { return DropTarget(position: nil, over: nil, before: nil) }
    let before =
      destination.row > 0
      ? identity(at: RowPath(row: destination.row - 1, section: destination.section)) : nil
    var target = DropTarget(position: destination, over: identity(at: destination), before: before)
    if containsSection(destination.section) {
      target.section = AnyDiffable(erasing: model.sectionModel(destination.section)).id
    }
    return target
  }

  /// The user dropped values into the table (`performDropWith`), once they have loaded.
  ///
  /// The ``dropHandler`` inserts those of the kinds it accepts where the drop is now: before
  /// the row it was over, else after the row before that one, wherever the rows have gone since
  /// the drop; into an empty section (no rows around the drop) wherever the section has gone;
  /// when those rows or that section are gone, at the drop's position (a notice). A drop the
  /// handler cannot take is reported to ``diagnostics`` and dropped.
  ///
  /// - Parameters:
  ///   - payloads: The dropped values, in the drop's order.
  ///   - target: Where the user dropped them, from ``dropTarget(at:)`` when they dropped.
  package func performDrop(_ payloads: [DragPayload], at target: DropTarget) {
    let destination = resolve(target)
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

  /// Where a drop target is now: before the row it was over, else after the row before it, else
  /// in its section, wherever it is (for a drop with no rows around it), else its position
  /// (clamped to the section's rows, with a notice when its rows or its section are gone).
  private func resolve(_ target: DropTarget) -> RowPath? {
    guard let position = target.position else { return nil }
    if let over = target.over, let rowPath = rowPath(of: over, near: position) {
      return rowPath
    }
    let previous = RowPath(row: max(position.row, 1) - 1, section: position.section)
    if let before = target.before, let rowPath = rowPath(of: before, near: previous) {
      return RowPath(row: rowPath.row + 1, section: rowPath.section)
    }
    let hadRows = target.over != nil || target.before != nil
    let sections = model.numberOfSections()
    let section = target.section.flatMap { identity in
      let count = readableSectionCount("TableControllerCore (finding the section a drop was in)")
      return (0..<count).first { AnyDiffable(erasing: model.sectionModel($0)).id == identity }
    }
    if !hadRows, let section {
      // An empty section when the user dropped: into it, wherever it went.
      return RowPath(row: min(position.row, model.numberOfRows(section)), section: section)
    }
    guard hadRows || target.section != nil else { return position }
    let landing = section ?? position.section
    guard landing < sections else { return position }
    let clamped = RowPath(row: min(position.row, model.numberOfRows(landing)), section: landing)
    report(
      .rowGone,
      "a drop at \(position): \(hadRows ? "the rows around it are" : "its section is") no longer in the model; dropping at \(clamped)",
      severity: .notice)
    return clamped
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
