extension HeadlessTableView {
  /// The object that gives the items of a drag that begins on a row.
  ///
  /// It is shaped like `UITableViewDragDelegate`. Every method but the first has a default, listed on the method.
  @MainActor
  public protocol DragDelegate: AnyObject {
    /// The items a drag lifts from a row, or none for no drag, as
    /// `tableView(_:itemsForBeginningDragSession:at:)`. The table sets each item's
    /// `sourceRow`.
    ///
    /// - Parameters:
    ///   - tableView: The table asking.
    ///   - rowPath: The row the user lifts.
    /// - Returns: The items.
    func tableView(_ tableView: HeadlessTableView, itemsForBeginningDragAt rowPath: RowPath)
      -> [TableControllerCore.DragItem]

    /// Tells the delegate that the drag began, as `tableView(_:dragSessionWillBegin:)`. The
    /// default does nothing.
    ///
    /// - Parameters:
    ///   - tableView: The table.
    ///   - session: The drag.
    func tableView(
      _ tableView: HeadlessTableView, dragSessionWillBegin session: HeadlessTableView.DragSession)

    /// Tells the delegate that the drag ended, dropped or not, as
    /// `tableView(_:dragSessionDidEnd:)`. The default does nothing.
    ///
    /// - Parameters:
    ///   - tableView: The table.
    ///   - session: The drag.
    func tableView(
      _ tableView: HeadlessTableView, dragSessionDidEnd session: HeadlessTableView.DragSession)
  }

  /// The object that takes drops.
  ///
  /// It is shaped like `UITableViewDropDelegate`. Every method but the first has a default,
  /// listed on the method.
  @MainActor
  public protocol DropDelegate: AnyObject {
    /// Takes the drop into the data source and the table, as `tableView(_:performDropWith:)`.
    ///
    /// - Parameters:
    ///   - tableView: The table.
    ///   - coordinator: The drop: its items, destination and proposal.
    func tableView(
      _ tableView: HeadlessTableView, performDropWith coordinator: HeadlessTableView.DropCoordinator
    )

    /// Whether the table takes the drop at all, as `tableView(_:canHandle:)`; when not, the
    /// table calls the drop delegate no more for it. The default is `true`.
    ///
    /// - Parameters:
    ///   - tableView: The table asking.
    ///   - session: The drop.
    /// - Returns: Whether the table takes it.
    func tableView(_ tableView: HeadlessTableView, canHandle session: HeadlessTableView.DragSession)
      -> Bool

    /// Tells the delegate that the drop entered the table, as
    /// `tableView(_:dropSessionDidEnter:)`. The default does nothing.
    ///
    /// - Parameters:
    ///   - tableView: The table.
    ///   - session: The drop.
    func tableView(
      _ tableView: HeadlessTableView, dropSessionDidEnter session: HeadlessTableView.DragSession)

    /// What the table does with the drop where it is held, as
    /// `tableView(_:dropSessionDidUpdate:withDestinationIndexPath:)`. The default cancels it.
    ///
    /// - Parameters:
    ///   - tableView: The table asking.
    ///   - session: The drop.
    ///   - destination: The row under the drop, a section's row count at its end, or `nil` over
    ///     no row.
    /// - Returns: The proposal.
    func tableView(
      _ tableView: HeadlessTableView, dropSessionDidUpdate session: HeadlessTableView.DragSession,
      withDestinationIndexPath destination: RowPath?
    ) -> TableControllerCore.DropProposal

    /// Tells the delegate that the drop ended, taken or not, as
    /// `tableView(_:dropSessionDidEnd:)`. The default does nothing.
    ///
    /// - Parameters:
    ///   - tableView: The table.
    ///   - session: The drop.
    func tableView(
      _ tableView: HeadlessTableView, dropSessionDidEnd session: HeadlessTableView.DragSession)
  }

  /// A drag as the delegates see it, as `UIDragSession` and `UIDropSession`: its items, and
  /// whether it began in this table.
  public struct DragSession: Hashable, Sendable {
    /// The dragged items.
    public let items: [TableControllerCore.DragItem]
    /// Whether the drag began in this table (UIKit's `hasActiveDrag` while the drop is over it).
    public let isFromThisTable: Bool

    /// The kinds of value the items carry.
    public var payloadKinds: Set<TableControllerCore.DragPayload.Kind> {
      Set(items.flatMap { $0.payloads.map(\.kind) })
    }
  }

  /// A drop the user made, as `UITableViewDropCoordinator`.
  public struct DropCoordinator: Hashable, Sendable {
    /// The dropped items.
    public let items: [TableControllerCore.DragItem]
    /// Where the drop was last held: a row, a section's row count at its end, or `nil` over no
    /// row.
    public let destinationIndexPath: RowPath?
    /// The drop delegate's last proposal.
    public let proposal: TableControllerCore.DropProposal
    /// The drop.
    public let session: HeadlessTableView.DragSession
  }

  /// What became of a simulated drag and drop.
  public enum DropOutcome: Hashable, Sendable {
    /// No drag began: no drag delegate, or it gave no items.
    case notStarted
    /// The table did not take the drop: no drop delegate, or it refused the drop or proposed
    /// to cancel or forbid it where it was dropped.
    case refused
    /// The table moved the dragged row as its reorder control does, to this position.
    case moved(to: RowPath)
    /// The drop delegate's `tableView(_:performDropWith:)` took the drop.
    case performed
  }

  /// Simulates the user lifting a row, dragging it over positions and dropping it in this same
  /// table, as UIKit does.
  ///
  /// The drag delegate gives the items (`itemsForBeginningDragAt`; none, and no drag begins),
  /// and hears `dragSessionWillBegin`. The drop delegate is asked `canHandle` (no, and it hears
  /// nothing more), hears `dropSessionDidEnter`, and proposes with `dropSessionDidUpdate` for
  /// each position the drag is held over and for `destination`. When the last proposal moves one
  /// row in at the destination (`TableControllerCore/DropProposal/Operation/move`,
  /// `TableControllerCore/DropProposal/Intent/insertAtDestinationIndexPath`) and the data
  /// source can move the row, the table reorders it as UIKit does — the delegate's
  /// ``HeadlessTableViewDelegate/tableView(_:targetIndexPathForMoveFromRowAt:toProposedIndexPath:)``
  /// for each such proposal, then the table's own move and the data source's
  /// ``HeadlessTableViewDataSource/tableView(_:moveRowAt:to:)``, as for
  /// ``moveRowInteractively(from:to:)`` but outside editing mode — and the drop delegate's
  /// `performDropWith` is not called. Another proposal that copies or moves is taken by
  /// `performDropWith`. Last come `dropSessionDidEnd`, then the drag delegate's
  /// `dragSessionDidEnd`.
  ///
  /// Like every simulated gesture, it first drains the pending phases and stops inside a batch
  /// update or a data-source or delegate call (``HeadlessTableView``, "Simulating the user").
  ///
  /// - Parameters:
  ///   - source: The row the user lifts.
  ///   - hovered: Positions the drag is held over before the drop: rows, a section's row count
  ///     (its end), or `nil` (no row).
  ///   - destination: Where the user drops it, in the same terms.
  /// - Returns: What became of the drag.
  /// - Throws: As ``layoutIfNeeded()``, after a reorder, when rows that come into view get cells
  ///   that fail.
  /// - Precondition: No batch is open; `source` exists in the table's cached shape; every
  ///   position is one of the table's (a reorder's target, one of the table after the move).
  @discardableResult
  public func dragRow(
    at source: RowPath, over hovered: [RowPath?] = [], dropAt destination: RowPath?
  )
    throws -> DropOutcome
  {
    let call = "dragRow(at:over:dropAt:)"
    drainBeforeGesture(call)
    checkRowExists(source, for: call)
    for position in hovered + [destination] { checkDropPosition(position, call) }
    guard let dragDelegate else { return .notStarted }
    let items = dragDelegate.tableView(self, itemsForBeginningDragAt: source).map {
      TableControllerCore.DragItem(payloads: $0.payloads, sourceRow: source)
    }
    guard !items.isEmpty else { return .notStarted }
    let session = DragSession(items: items, isFromThisTable: true)
    dragDelegate.tableView(self, dragSessionWillBegin: session)
    defer { dragDelegate.tableView(self, dragSessionDidEnd: session) }
    return try drop(session, over: hovered, at: destination, reordering: source)
  }

  /// Simulates the user dropping items from another app into the table, as UIKit does: the drop
  /// delegate's calls of ``dragRow(at:over:dropAt:)``, without a drag delegate and without a
  /// reorder.
  ///
  /// Like every simulated gesture, it first drains the pending phases and stops inside a batch
  /// update or a data-source or delegate call (``HeadlessTableView``, "Simulating the user").
  ///
  /// - Parameters:
  ///   - items: The dropped items; their `sourceRow` is ignored.
  ///   - hovered: Positions the drag is held over before the drop: rows, a section's row count
  ///     (its end), or `nil` (no row).
  ///   - destination: Where the user drops them, in the same terms.
  /// - Returns: What became of the drop: ``DropOutcome/refused`` or ``DropOutcome/performed``.
  /// - Precondition: No batch is open; `items` is not empty; every URL payload is a URL
  ///   (`TableControllerCore.DragPayload.url(_:)`), as an item provider carries only those;
  ///   every position is one of the table's.
  @discardableResult
  public func dropFromOutside(
    _ items: [TableControllerCore.DragItem], over hovered: [RowPath?] = [],
    dropAt destination: RowPath?
  ) -> DropOutcome {
    let call = "dropFromOutside(_:over:dropAt:)"
    drainBeforeGesture(call)
    requireContract(!items.isEmpty, "HeadlessTableView.\(call): a drop holds at least one item")
    for payload in items.lazy.flatMap(\.payloads) where !payload.isCarried {
      contractViolation(
        "HeadlessTableView.\(call): \(payload) is not a URL; no item provider carries it")
    }
    for position in hovered + [destination] { checkDropPosition(position, call) }
    let session = DragSession(
      items: items.map { TableControllerCore.DragItem(payloads: $0.payloads) },
      isFromThisTable: false)
    // No reorder: no layout, nothing thrown.
    return (try? drop(session, over: hovered, at: destination, reordering: nil)) ?? .refused
  }

  /// Loads the values of a drop's items, as their item providers do, and hands them over in the
  /// drop's order — for a drop delegate's `performDropWith`.
  ///
  /// `values` picks the values of each item, all of them by default, as a drop delegate does: a
  /// table controller takes all of an item dragged within this table, as UIKit's local object
  /// gives them, and one kind of an item from elsewhere, as an item provider loads it
  /// (`TableControllerCore.droppedValues(of:isFromThisTable:)`). The values arrive at once,
  /// unless ``loadsDroppedValuesLater`` is on and the drag began elsewhere: then on the next
  /// ``runLoopTurn()``, as an item provider's values arrive after `performDropWith` returned.
  ///
  /// - Parameters:
  ///   - coordinator: The drop.
  ///   - values: The values the drop takes of an item.
  ///   - completion: Receives the values.
  public func loadPayloads(
    of coordinator: DropCoordinator,
    as values: (TableControllerCore.DragItem) -> [TableControllerCore.DragPayload] = \.payloads,
    completion: @escaping @MainActor ([TableControllerCore.DragPayload]) -> Void
  ) {
    let payloads = coordinator.items.flatMap(values)
    if loadsDroppedValuesLater, !coordinator.session.isFromThisTable {
      scheduleAfterCommit { completion(payloads) }
    } else {
      completion(payloads)
    }
  }

  // MARK: Internal

  /// The drop delegate's side of a drop.
  private func drop(
    _ session: DragSession, over hovered: [RowPath?], at destination: RowPath?,
    reordering source: RowPath?
  ) throws -> DropOutcome {
    guard let dropDelegate, dropDelegate.tableView(self, canHandle: session) else {
      return .refused
    }
    dropDelegate.tableView(self, dropSessionDidEnter: session)
    defer { dropDelegate.tableView(self, dropSessionDidEnd: session) }
    let reorders = { (proposal: TableControllerCore.DropProposal) in
      source != nil && session.items.count == 1 && proposal.operation == .move
        && proposal.intent == .insertAtDestinationIndexPath
    }
    var proposal = TableControllerCore.DropProposal(.cancel)
    var target: RowPath?
    for position in hovered + [destination] {
      proposal = dropDelegate.tableView(
        self, dropSessionDidUpdate: session, withDestinationIndexPath: position)
      target = nil
      if reorders(proposal), let source, let position {
        target = reorderTarget(of: source, proposed: position)
      }
    }
    if reorders(proposal), let source, let target,
      dataSource?.tableView(self, canMoveRowAt: source) ?? false
    {
      if target != source {
        moveRowState(from: source, to: target, in: loadedShape())
        commitUserMove(from: source, to: target)
        try layoutIfNeeded()
      }
      return .moved(to: target)
    }
    guard proposal.takesDrop else { return .refused }
    dropDelegate.tableView(
      self,
      performDropWith: DropCoordinator(
        items: session.items, destinationIndexPath: destination, proposal: proposal,
        session: session))
    return .performed
  }

  /// Where a row dragged to reorder goes for a proposed position: the delegate's target,
  /// checked as a position of the table after the move.
  private func reorderTarget(of source: RowPath, proposed: RowPath) -> RowPath {
    let target =
      delegate?.tableView(
        self, targetIndexPathForMoveFromRowAt: source, toProposedIndexPath: proposed)
      ?? proposed
    let counts = loadedShape().rowCounts
    let rowsAfter =
      counts.indices.contains(target.section)
      ? counts[target.section] - (target.section == source.section ? 1 : 0) : -1
    requireContract(
      target.row >= 0 && target.row <= rowsAfter,
      "HeadlessTableView.dragRow(at:over:dropAt:): the delegate's tableView(_:targetIndexPathForMoveFromRowAt:toProposedIndexPath:) returned \(target), not a position of the table \(loadedShape()) after moving row \(source)"
    )
    return target
  }

  private func checkDropPosition(_ position: RowPath?, _ call: String) {
    guard let position else { return }
    let shape = loadedShape()
    requireContract(
      shape.rowCounts.indices.contains(position.section) && position.row >= 0
        && position.row <= shape.rowCounts[position.section],
      "HeadlessTableView.\(call): \(position) is not a drop position of the table \(shape): a row, or a section's row count (its end)"
    )
  }
}

extension HeadlessTableView.DragDelegate {
  /// Does nothing.
  public func tableView(
    _ tableView: HeadlessTableView, dragSessionWillBegin session: HeadlessTableView.DragSession
  ) {}

  /// Does nothing.
  public func tableView(
    _ tableView: HeadlessTableView, dragSessionDidEnd session: HeadlessTableView.DragSession
  ) {}
}

extension HeadlessTableView.DropDelegate {
  /// Returns `true`.
  public func tableView(
    _ tableView: HeadlessTableView, canHandle session: HeadlessTableView.DragSession
  ) -> Bool { true }

  /// Does nothing.
  public func tableView(
    _ tableView: HeadlessTableView, dropSessionDidEnter session: HeadlessTableView.DragSession
  ) {}

  /// Returns a proposal that cancels the drop.
  public func tableView(
    _ tableView: HeadlessTableView, dropSessionDidUpdate session: HeadlessTableView.DragSession,
    withDestinationIndexPath destination: RowPath?
  ) -> TableControllerCore.DropProposal { TableControllerCore.DropProposal(.cancel) }

  /// Does nothing.
  public func tableView(
    _ tableView: HeadlessTableView, dropSessionDidEnd session: HeadlessTableView.DragSession
  ) {}
}
