extension HeadlessTableController: HeadlessTableView.DragDelegate {
  /// The row's drag item, or none when the row does not drag.
  public func tableView(_ tableView: HeadlessTableView, itemsForBeginningDragAt rowPath: RowPath)
    -> [TableControllerCore.DragItem]
  {
    core.beginDrag(at: rowPath).map { [$0] } ?? []
  }

  /// Tells the core the drag ended.
  public func tableView(
    _ tableView: HeadlessTableView, dragSessionDidEnd session: HeadlessTableView.DragSession
  ) {
    core.endDrag()
  }
}

extension HeadlessTableController: HeadlessTableView.DropDelegate {
  /// Whether the core takes the drop.
  public func tableView(
    _ tableView: HeadlessTableView, canHandle session: HeadlessTableView.DragSession
  ) -> Bool {
    core.canHandleDrop(kinds: session.payloadKinds, isFromThisTable: session.isFromThisTable)
  }

  /// The core's proposal.
  public func tableView(
    _ tableView: HeadlessTableView, dropSessionDidUpdate session: HeadlessTableView.DragSession,
    withDestinationIndexPath destination: RowPath?
  ) -> TableControllerCore.DropProposal {
    core.dropProposal(
      at: destination, kinds: session.payloadKinds, itemCount: session.items.count,
      isFromThisTable: session.isFromThisTable)
  }

  /// Names the drop's destination by the rows around it, loads the dropped values (an item from
  /// elsewhere as the one kind the core chooses) and gives them to the core's drop handler,
  /// which inserts them there, wherever those rows are by then.
  public func tableView(
    _ tableView: HeadlessTableView, performDropWith coordinator: HeadlessTableView.DropCoordinator
  ) {
    let target = core.dropTarget(at: coordinator.destinationIndexPath)
    let isFromThisTable = coordinator.session.isFromThisTable
    tableView.loadPayloads(
      of: coordinator,
      as: { [core] in core.droppedValues(of: $0, isFromThisTable: isFromThisTable) },
      completion: { [weak self] payloads in self?.core.performDrop(payloads, at: target) })
  }
}
