extension HeadlessTableView {
  /// Turns editing mode on or off, as `setEditing(_:animated:)`; visible cells and cells created
  /// later reflect it.
  ///
  /// Turning editing on or off deselects every row without telling the delegate, as UIKit does,
  /// except when editing begins with ``allowsMultipleSelection`` and
  /// ``allowsMultipleSelectionDuringEditing`` both on and more than one row selected
  /// (`uikit-callback-rules.md`, K31).
  ///
  /// While the table edits, each cell shows the editing control of its
  /// ``HeadlessTableViewCell/editingStyle`` — `RowBehavior/EditingStyle/none` when the data source's
  /// ``HeadlessTableViewDataSource/tableView(_:canEditRowAt:)`` says no, else the delegate's
  /// ``HeadlessTableViewDelegate/tableView(_:editingStyleForRowAt:)`` — and the reorder control
  /// when the data source's ``HeadlessTableViewDataSource/tableView(_:canMoveRowAt:)`` says yes.
  ///
  /// - Parameters:
  ///   - editing: Whether the table edits.
  ///   - animated: Whether to animate; ignored.
  /// - Precondition: The table is not calling the data source's
  ///   ``HeadlessTableViewDataSource/tableView(_:commit:forRowAt:)``: UIKit's documentation says
  ///   to change editing mode after a delay, not from there (K23).
  public func setEditing(_ editing: Bool, animated: Bool) {
    requireContract(
      !isCommittingEditingStyle,
      "HeadlessTableView: setEditing(_:animated:) was called from tableView(_:commit:forRowAt:); UIKit says to invoke it after a delay, not from inside the commit (uikit-callback-rules.md, K23)"
    )
    // K31: toggling editing deselects every row silently, unless multiple selection carries on
    // into editing with several rows selected.
    let keepsSelection =
      editing && allowsMultipleSelection && allowsMultipleSelectionDuringEditing
      && state.selectedRows.count > 1
    if editing != isEditing, !keepsSelection { deselectAllSilently() }
    isEditing = editing
    for path in state.cells.keys.sorted() {
      if let cell = state.cells[path] { updateEditingState(of: cell, at: path) }
    }
  }

  /// Simulates the user tapping a row's editing control — the red minus or the green plus — and
  /// then confirming, as a user would in editing mode.
  ///
  /// The table asks the data source's ``HeadlessTableViewDataSource/tableView(_:canEditRowAt:)``
  /// and the delegate's ``HeadlessTableViewDelegate/tableView(_:editingStyleForRowAt:)``, then
  /// calls the data source's ``HeadlessTableViewDataSource/tableView(_:commit:forRowAt:)`` with
  /// the row's style, where the data source updates its model and deletes or inserts the row, as
  /// in UIKit.
  ///
  /// - Parameter rowPath: The row whose control is tapped.
  /// - Returns: The style committed: `RowBehavior/EditingStyle/delete` or `RowBehavior/EditingStyle/insert`.
  /// - Precondition: The table is editing, the row exists in the table's cached shape, and it
  ///   shows an editing control: the data source can edit it and its editing style is not
  ///   `RowBehavior/EditingStyle/none`.
  @discardableResult
  public func commitEditing(forRowAt rowPath: RowPath) -> RowBehavior.EditingStyle {
    drainBeforeGesture()
    let call = "commitEditing(forRowAt:)"
    requireContract(
      isEditing,
      "HeadlessTableView.\(call): the table is not editing; a user taps an editing control only in editing mode, after setEditing(true, animated:)"
    )
    checkRowExists(rowPath, for: call)
    if dataSource != nil { note("canEditRowAt", rowPath) }
    requireContract(
      dataSource?.tableView(self, canEditRowAt: rowPath) ?? false,
      "HeadlessTableView.\(call): row \(rowPath) shows no editing control: the data source's tableView(_:canEditRowAt:) returned false"
    )
    if delegate != nil { note("editingStyleForRowAt", rowPath) }
    let style = delegate?.tableView(self, editingStyleForRowAt: rowPath) ?? .delete
    requireContract(
      style != .none,
      "HeadlessTableView.\(call): row \(rowPath) shows no editing control: the delegate's tableView(_:editingStyleForRowAt:) returned .none"
    )
    if dataSource != nil { note("commitEditingStyle", rowPath) }
    isCommittingEditingStyle = true
    dataSource?.tableView(self, commit: style, forRowAt: rowPath)
    isCommittingEditingStyle = false
    return style
  }

  /// Simulates the user dragging a row's reorder control to a new position, as a user would in
  /// editing mode.
  ///
  /// The delegate's
  /// ``HeadlessTableViewDelegate/tableView(_:targetIndexPathForMoveFromRowAt:toProposedIndexPath:)``
  /// turns the proposed position into the final one. Then, as UIKit does for a move the user
  /// makes, the table moves the row in its own state without validating anything: its cached
  /// shape, its cells (the moved row keeps its cell, the rows between shift with theirs), its
  /// selection and its measured heights follow. Finally the table calls the data source's
  /// ``HeadlessTableViewDataSource/tableView(_:moveRowAt:to:)`` — where the data source moves the
  /// item in its model without calling the table's update methods — and lays out.
  ///
  /// A data source that does not move its item now disagrees with the table, as it would with
  /// UIKit: the next batch is validated against the moved shape.
  ///
  /// - Parameters:
  ///   - source: The dragged row.
  ///   - proposedDestination: Where the user drops it: a position of the table after the move.
  /// - Returns: Where the row went: the delegate's target for `proposedDestination`.
  /// - Throws: As ``layoutIfNeeded()``, when rows that come into view get cells that fail; the row
  ///   is moved anyway, and only the layout is rolled back.
  /// - Precondition: No batch is open; the table is editing; `source` exists in the table's cached
  ///   shape and the data source's ``HeadlessTableViewDataSource/tableView(_:canMoveRowAt:)``
  ///   allows moving it; the proposed and the target positions are positions of the table after
  ///   the move.
  @discardableResult
  public func moveRowInteractively(from source: RowPath, to proposedDestination: RowPath) throws
    -> RowPath
  {
    drainBeforeGesture()
    let call = "moveRowInteractively(from:to:)"
    requireContract(
      batchDepth == 0 && !isAskingForCells,
      "HeadlessTableView.\(call): a user cannot drag a row while a batch is open or while the table asks for cells"
    )
    requireContract(
      isEditing,
      "HeadlessTableView.\(call): the table is not editing; a user drags the reorder control only in editing mode, after setEditing(true, animated:)"
    )
    checkRowExists(source, for: call)
    if dataSource != nil { note("canMoveRowAt", source) }
    requireContract(
      dataSource?.tableView(self, canMoveRowAt: source) ?? false,
      "HeadlessTableView.\(call): row \(source) shows no reorder control: the data source's tableView(_:canMoveRowAt:) returned false"
    )
    let shape = loadedShape()
    checkDestination(proposedDestination, of: source, in: shape, "the proposed destination")
    if delegate != nil { note("targetIndexPathForMoveFromRowAt", source) }
    let destination =
      delegate?.tableView(
        self, targetIndexPathForMoveFromRowAt: source, toProposedIndexPath: proposedDestination)
      ?? proposedDestination
    checkDestination(
      destination, of: source, in: shape,
      "the delegate's tableView(_:targetIndexPathForMoveFromRowAt:toProposedIndexPath:)")
    moveRowState(from: source, to: destination, in: shape)
    commitUserMove(from: source, to: destination)
    try layoutIfNeeded()
    return destination
  }

  // MARK: Internal

  /// Sets what the table owns of a cell's editing state.
  func updateEditingState(of cell: HeadlessTableViewCell, at path: RowPath) {
    cell.isEditing = isEditing
    guard isEditing else {
      cell.editingStyle = .none
      cell.shouldIndentWhileEditing = true
      cell.showsReorderControl = false
      return
    }
    if dataSource != nil { note("canEditRowAt", path) }
    let canEdit = dataSource?.tableView(self, canEditRowAt: path) ?? false
    if canEdit, delegate != nil { note("editingStyleForRowAt", path) }
    cell.editingStyle =
      canEdit ? delegate?.tableView(self, editingStyleForRowAt: path) ?? .delete : .none
    if delegate != nil { note("shouldIndentWhileEditingRowAt", path) }
    cell.shouldIndentWhileEditing =
      delegate?.tableView(self, shouldIndentWhileEditingRowAt: path) ?? true
    if dataSource != nil { note("canMoveRowAt", path) }
    cell.showsReorderControl = dataSource?.tableView(self, canMoveRowAt: path) ?? false
  }

  private func checkDestination(
    _ destination: RowPath, of source: RowPath, in shape: TableShape, _ origin: String
  ) {
    let sections = shape.rowCounts.indices
    let rowsAfter =
      sections.contains(destination.section)
      ? shape.rowCounts[destination.section] - (destination.section == source.section ? 1 : 0)
      : -1
    requireContract(
      destination.row >= 0 && destination.row <= rowsAfter,
      "HeadlessTableView.moveRowInteractively(from:to:): \(origin) \(destination) is not a position of the table after moving row \(source) of the table \(shape)"
    )
  }

  /// Moves a row in the table's state, as UIKit does for a move the user made: no validation.
  func moveRowState(from source: RowPath, to destination: RowPath, in shape: TableShape) {
    func moved(_ path: RowPath) -> RowPath {
      if path == source { return destination }
      var path = path
      if path.section == source.section, path.row > source.row { path.row -= 1 }
      if path.section == destination.section, path.row >= destination.row { path.row += 1 }
      return path
    }
    var counts = shape.rowCounts
    counts[source.section] -= 1
    counts[destination.section] += 1
    state.cachedShape = TableShape(counts)
    state.cells = Dictionary(
      uniqueKeysWithValues: state.cells.map { path, cell in (moved(path), cell) })
    state.selectedRows = Set(state.selectedRows.map(moved))
    state.measuredHeights = Dictionary(
      uniqueKeysWithValues: state.measuredHeights.map { path, height in (moved(path), height) })
  }
}
