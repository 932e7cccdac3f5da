extension HeadlessTableView {
  /// Turns editing mode on or off, as `setEditing(_:animated:)`; visible cells and cells created
  /// later reflect it.
  ///
  /// Turning editing on or off deselects every row without telling the delegate, as UIKit does,
  /// except when editing begins with ``allowsMultipleSelection`` and
  /// ``allowsMultipleSelectionDuringEditing`` both on and more than one row selected
  /// (`uikit-callback-rules.md`, K31).
  ///
  /// Turning editing off closes an open swipe (``swipedRow``), as leaving editing ends UIKit's
  /// swipe-to-delete state (K47): the delegate hears
  /// ``HeadlessTableViewDelegate/tableView(_:didEndEditingRowAt:)`` with the row's position.
  ///
  /// A swipe the user opened outside editing mode has the table editing already (``isEditing``,
  /// K32): turning editing on then changes nothing, as in UIKit, whose `setEditing` acts only
  /// when the editing state changes — the swipe stays open, no cell shows an editing control,
  /// and closing the swipe leaves editing. So does a call from the delegate's
  /// ``HeadlessTableViewDelegate/tableView(_:willBeginEditingRowAt:)``, as
  /// `UITableViewController` makes. Turning editing off closes the swipe and leaves editing.
  ///
  /// While the table edits, each cell shows the editing control of its
  /// ``HeadlessTableViewCell/editingStyle`` — `RowBehavior/EditingStyle/none` when the data source's
  /// ``HeadlessTableViewDataSource/tableView(_:canEditRowAt:)`` says no, else the delegate's
  /// ``HeadlessTableViewDelegate/tableView(_:editingStyleForRowAt:)`` — and the reorder control
  /// when the data source's ``HeadlessTableViewDataSource/tableView(_:canMoveRowAt:)`` says yes.
  /// When editing changes, the section header and footer views on screen and the table's
  /// ``tableHeaderView`` and ``tableFooterView`` hear
  /// ``HeadlessTableViewHeaderFooterView/setEditing(_:animated:)`` after the cells are updated, as
  /// UIKit sends it to those that respond (K47).
  ///
  /// While the user drags a row (``hasUncommittedUpdates``), the table keeps the request and
  /// applies it when the drag ends — dropped, cancelled, or cancelled by a reload or a batch — as
  /// UIKit defers editing changes during a reorder (`uikit-callback-rules.md`, K47; which
  /// interactions defer is not fully identified, the headless table takes the reorder). The last
  /// request wins.
  ///
  /// - Parameters:
  ///   - editing: Whether the table edits.
  ///   - animated: Whether to animate; ignored.
  /// - Precondition: The table is not calling the data source's
  ///   ``HeadlessTableViewEditingDataSource/tableView(_:commit:forRowAt:)``: UIKit's documentation says
  ///   to change editing mode after a delay, not from there (K23).
  public func setEditing(_ editing: Bool, animated: Bool) {
    requireContract(
      !isCommittingEditingStyle,
      "HeadlessTableView: setEditing(_:animated:) was called from tableView(_:commit:forRowAt:); UIKit says to invoke it after a delay, not from inside the commit (uikit-callback-rules.md, K23)"
    )
    guard reorder == nil else {
      editingAfterReorder = editing
      return
    }
    // A swipe that drives editing — or is about to, from willBeginEditingRowAt — has the table
    // editing already: UIKit's setEditing(true) changes nothing then (K32).
    if editing, isSwipeDrivenEditing || isBeginningSwipe { return }
    // K47: leaving editing ends a swipe-to-delete state, and the editing it drove.
    if !editing { endSwipe() }
    // K31: toggling editing deselects every row silently, unless multiple selection carries on
    // into editing with several rows selected.
    let changes = editing != editsAllRows
    if changes { deselectForEditingChange(entering: editing) }
    editsAllRows = editing
    suspendingReloads {
      for path in state.cells.keys.sorted() {
        if let cell = state.cells[path] { updateEditingState(of: cell, at: path) }
      }
      // Prepared cells are the table's cells too (K47, K9).
      for path in state.preparedCells.keys.sorted() {
        if let cell = state.preparedCells[path] { updateEditingState(of: cell, at: path) }
      }
      // The visible header and footer views, and the table's header and footer, hear of a
      // change (K47).
      guard changes else { return }
      for slot in state.headerFooterViews.keys.sorted() {
        state.headerFooterViews[slot]?.setEditing(editing, animated: animated)
      }
      tableHeaderView?.setEditing(editing, animated: animated)
      tableFooterView?.setEditing(editing, animated: animated)
    }
    // A reload asked for by an editing query runs after the loop, as UIKit's does (K8).
    do {
      try performReloadRequestedWhileSuspended()
    } catch {
      diagnose(
        "HeadlessTableView: the reload requested during setEditing(_:animated:) failed: \(error)")
    }
  }

  /// Simulates the user tapping a row's editing control — the red minus or the green plus — and
  /// then confirming, as a user would in editing mode.
  ///
  /// The table asks the data source's ``HeadlessTableViewDataSource/tableView(_:canEditRowAt:)``
  /// and the delegate's ``HeadlessTableViewDelegate/tableView(_:editingStyleForRowAt:)``, then
  /// calls the data source's ``HeadlessTableViewEditingDataSource/tableView(_:commit:forRowAt:)``
  /// with the row's style, where the data source updates its model and deletes or inserts the
  /// row, as in UIKit. A data source that does not implement it (is not a
  /// ``HeadlessTableViewEditingDataSource``) is not called, and the call returns `nil`.
  ///
  /// Like every simulated gesture, it first drains the pending phases and stops inside a batch
  /// update or a data-source or delegate call (``HeadlessTableView``, "Simulating the user").
  ///
  /// - Parameter rowPath: The row whose control is tapped.
  /// - Returns: The style committed, `RowBehavior/EditingStyle/delete` or
  ///   `RowBehavior/EditingStyle/insert`, when the commit reached the data source; `nil` when it
  ///   did not, because the data source is not a ``HeadlessTableViewEditingDataSource``.
  /// - Precondition: ``setEditing(_:animated:)`` turned editing on (a swipe's editing shows no
  ///   control), the row exists in the table's cached shape, and it shows an editing control: the
  ///   data source can edit it and its editing style is not `RowBehavior/EditingStyle/none`.
  @discardableResult
  public func commitEditing(forRowAt rowPath: RowPath) -> RowBehavior.EditingStyle? {
    let call = "commitEditing(forRowAt:)"
    drainBeforeGesture(call)
    requireEditingControls(
      call,
      notEditing:
        "the table is not editing; a user taps an editing control only in editing mode, after setEditing(true, animated:)"
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
    guard let dataSource = dataSource as? any HeadlessTableViewEditingDataSource else { return nil }
    commitEditingStyle(style, forRowAt: rowPath, in: dataSource)
    return style
  }

  /// Simulates the user dragging a row's reorder control to a new position and dropping it
  /// there, as a user would in editing mode: ``beginInteractiveMove(ofRowAt:)``,
  /// ``updateInteractiveMove(to:)`` once, then ``endInteractiveMove()``.
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
  /// Like every simulated gesture, it first drains the pending phases and stops inside a batch
  /// update or a data-source or delegate call (``HeadlessTableView``, "Simulating the user").
  ///
  /// - Parameters:
  ///   - source: The dragged row.
  ///   - proposedDestination: Where the user drops it: a position of the table after the move.
  /// - Returns: Where the row went: the delegate's target for `proposedDestination`.
  /// - Throws: As ``layoutIfNeeded()``, when rows that come into view get cells that fail; the row
  ///   is moved anyway, and only the layout is rolled back.
  /// - Precondition: As ``beginInteractiveMove(ofRowAt:)`` and ``updateInteractiveMove(to:)``,
  ///   with `source` judged on the table after the drain; a stop names this method, whichever
  ///   step it comes from.
  @discardableResult
  public func moveRowInteractively(from source: RowPath, to proposedDestination: RowPath) throws
    -> RowPath
  {
    let call = "moveRowInteractively(from:to:)"
    // The row is judged on the table the user touches: after the drain, under this call's name.
    drainBeforeGesture(call)
    checkRowExists(source, for: call)
    beginInteractiveMove(ofRowAt: source, call)
    updateInteractiveMove(to: proposedDestination, call)
    return try endInteractiveMove(call)
  }

  /// Whether the table shows changes its data source has not heard of yet, as
  /// `hasUncommittedUpdates`: a row the user is dragging (K50).
  public var hasUncommittedUpdates: Bool { reorder != nil }

  /// Simulates the user picking up a row by its reorder control, in editing mode.
  ///
  /// The drag lasts until ``endInteractiveMove()`` drops the row, ``cancelInteractiveMove()``
  /// puts it back, or ``reloadData()`` or a batch cancels it (K50). ``hasUncommittedUpdates`` is
  /// `true` meanwhile.
  ///
  /// The table asks the data source's ``HeadlessTableViewDataSource/tableView(_:canMoveRowAt:)``
  /// for the row (K49).
  ///
  /// Like every simulated gesture, it first drains the pending phases and stops inside a batch
  /// update or a data-source or delegate call (``HeadlessTableView``, "Simulating the user").
  ///
  /// - Parameter source: The row picked up.
  /// - Precondition: No batch is open and no other row is being dragged; ``setEditing(_:animated:)``
  ///   turned editing on (a swipe's editing shows no reorder control); `source` exists in the
  ///   table's cached shape and the data source allows moving it.
  public func beginInteractiveMove(ofRowAt source: RowPath) {
    beginInteractiveMove(ofRowAt: source, "beginInteractiveMove(ofRowAt:)")
  }

  /// ``beginInteractiveMove(ofRowAt:)``, for a gesture that names itself in its stops.
  private func beginInteractiveMove(ofRowAt source: RowPath, _ call: String) {
    drainBeforeGesture(call)
    requireContract(
      reorder == nil,
      "HeadlessTableView.\(call): another row is being dragged; end or cancel that drag first")
    requireEditingControls(
      call,
      notEditing:
        "the table is not editing; a user drags the reorder control only in editing mode, after setEditing(true, animated:)"
    )
    checkRowExists(source, for: call)
    if dataSource != nil { note("canMoveRowAt", source) }
    requireContract(
      dataSource?.tableView(self, canMoveRowAt: source) ?? false,
      "HeadlessTableView.\(call): row \(source) shows no reorder control: the data source's tableView(_:canMoveRowAt:) returned false"
    )
    reorder = (source, source)
  }

  /// Simulates the dragged row passing over a position: the table asks the delegate's
  /// ``HeadlessTableViewDelegate/tableView(_:targetIndexPathForMoveFromRowAt:toProposedIndexPath:)``
  /// with the row's original position — the same for the whole drag — and keeps its answer as
  /// the destination (K49).
  ///
  /// Like every simulated gesture, it first drains the pending phases and stops inside a batch
  /// update or a data-source or delegate call (``HeadlessTableView``, "Simulating the user").
  ///
  /// - Parameter proposedDestination: Where the row is over: a position of the table after the
  ///   move.
  /// - Returns: The delegate's target.
  /// - Precondition: A row is being dragged; the proposed and the target positions are
  ///   positions of the table after the move.
  @discardableResult
  public func updateInteractiveMove(to proposedDestination: RowPath) -> RowPath {
    updateInteractiveMove(to: proposedDestination, "updateInteractiveMove(to:)")
  }

  /// ``updateInteractiveMove(to:)``, for a gesture that names itself in its stops.
  @discardableResult
  private func updateInteractiveMove(to proposedDestination: RowPath, _ call: String) -> RowPath {
    drainBeforeGesture(call)
    guard let source = reorder?.source else {
      contractViolation(
        "HeadlessTableView.\(call): no row is being dragged; call beginInteractiveMove(ofRowAt:) first (a reload or a batch cancels a drag)"
      )
    }
    let shape = loadedShape()
    checkDestination(proposedDestination, of: source, in: shape, "the proposed destination", call)
    if delegate != nil { note("targetIndexPathForMoveFromRowAt", source) }
    let destination =
      delegate?.tableView(
        self, targetIndexPathForMoveFromRowAt: source, toProposedIndexPath: proposedDestination)
      ?? proposedDestination
    checkDestination(
      destination, of: source, in: shape,
      "the delegate's tableView(_:targetIndexPathForMoveFromRowAt:toProposedIndexPath:)", call)
    reorder = (source, destination)
    return destination
  }

  /// Simulates the user dropping the dragged row at its last target.
  ///
  /// The table moves the row in its own state, then calls the data source's
  /// ``HeadlessTableViewDataSource/tableView(_:moveRowAt:to:)`` once — also for a row dropped
  /// back where it was (the reading of open question 5 of `uikit-callback-rules.md`) —, applies
  /// a ``setEditing(_:animated:)`` made during the drag (K47), and lays out. It asks no counts
  /// and makes no cell for the moved row, which keeps its cell (K49).
  ///
  /// Like every simulated gesture, it first drains the pending phases and stops inside a batch
  /// update or a data-source or delegate call (``HeadlessTableView``, "Simulating the user").
  ///
  /// - Returns: Where the row went.
  /// - Throws: As ``layoutIfNeeded()``; the row is moved anyway, and only the layout is rolled
  ///   back.
  /// - Precondition: A row is being dragged.
  @discardableResult
  public func endInteractiveMove() throws -> RowPath {
    try endInteractiveMove("endInteractiveMove()")
  }

  /// ``endInteractiveMove()``, for a gesture that names itself in its stops.
  private func endInteractiveMove(_ call: String) throws -> RowPath {
    drainBeforeGesture(call)
    guard let (source, destination) = reorder else {
      contractViolation(
        "HeadlessTableView.\(call): no row is being dragged; call beginInteractiveMove(ofRowAt:) first (a reload or a batch cancels a drag)"
      )
    }
    reorder = nil
    moveRowState(from: source, to: destination, in: loadedShape())
    commitUserMove(from: source, to: destination)
    applyEditingAfterReorder()
    try layoutIfNeeded()
    return destination
  }

  /// Simulates the user letting go of a dragged row where it came from, cancelling the drag.
  ///
  /// Nothing moves and the data source hears nothing. Does nothing when no row is
  /// being dragged.
  ///
  /// Like every simulated gesture, it first drains the pending phases and stops inside a batch
  /// update or a data-source or delegate call (``HeadlessTableView``, "Simulating the user").
  public func cancelInteractiveMove() {
    drainBeforeGesture("cancelInteractiveMove()")
    endReorder()
  }

  // MARK: Internal

  /// Calls the data source's `tableView(_:commit:forRowAt:)` for the user's confirmation — an
  /// editing control's or the default Delete swipe action's — during which
  /// ``setEditing(_:animated:)`` is refused (K23).
  func commitEditingStyle(
    _ style: RowBehavior.EditingStyle, forRowAt rowPath: RowPath,
    in dataSource: any HeadlessTableViewEditingDataSource
  ) {
    note("commitEditingStyle", rowPath)
    let wasCommitting = isCommittingEditingStyle
    isCommittingEditingStyle = true
    defer { isCommittingEditingStyle = wasCommitting }
    dataSource.tableView(self, commit: style, forRowAt: rowPath)
  }

  /// Ends a drag of a row without moving it.
  ///
  /// Applies a `setEditing(_:animated:)` made during the drag (K47, K50). Does nothing when no
  /// row is being dragged.
  func endReorder() {
    guard reorder != nil else { return }
    reorder = nil
    applyEditingAfterReorder()
  }

  private func applyEditingAfterReorder() {
    guard let editing = editingAfterReorder else { return }
    editingAfterReorder = nil
    setEditing(editing, animated: false)
  }

  /// Sets what the table owns of a cell's editing state.
  ///
  /// While a swipe drives editing, the swiped row's cell edits and shows no control; the other
  /// cells do not edit (K32, K47).
  func updateEditingState(of cell: HeadlessTableViewCell, at path: RowPath) {
    cell.isEditing = editsAllRows || (isSwipeDrivenEditing && state.swipe?.rowPath == path)
    guard editsAllRows else {
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
    _ destination: RowPath, of source: RowPath, in shape: TableShape, _ origin: String,
    _ call: String
  ) {
    let sections = shape.rowCounts.indices
    let rowsAfter =
      sections.contains(destination.section)
      ? shape.rowCounts[destination.section] - (destination.section == source.section ? 1 : 0)
      : -1
    requireContract(
      destination.row >= 0 && destination.row <= rowsAfter,
      "HeadlessTableView.\(call): \(origin) \(destination) is not a position of the table after moving row \(source) of the table \(shape)"
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
    rebasePreparedCells(moved)
    state.selectedRows = Set(state.selectedRows.map(moved))
    state.measuredHeights = Dictionary(
      uniqueKeysWithValues: state.measuredHeights.map { path, height in (moved(path), height) })
    state.rowHeightEstimates = Dictionary(
      uniqueKeysWithValues: state.rowHeightEstimates.map { path, height in (moved(path), height) })
  }
}
