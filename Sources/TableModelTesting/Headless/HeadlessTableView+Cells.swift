extension HeadlessTableView {
  /// Registers a cell class for a reuse identifier; dequeuing that identifier creates cells of
  /// the class through ``HeadlessTableViewCell/init(reuseIdentifier:)`` when the pool is empty.
  ///
  /// - Parameters:
  ///   - cellClass: The cell class.
  ///   - identifier: The reuse identifier.
  public func register(
    _ cellClass: HeadlessTableViewCell.Type, forCellReuseIdentifier identifier: String
  ) {
    registrations[identifier] = { cellClass.init(reuseIdentifier: $0) }
  }

  /// Registers a factory for a reuse identifier; dequeuing that identifier calls it when the
  /// pool is empty.
  ///
  /// - Parameters:
  ///   - identifier: The reuse identifier.
  ///   - makeCell: Creates a cell; it receives the reuse identifier.
  public func register(
    forCellReuseIdentifier identifier: String,
    makeCell: @escaping @MainActor (String) -> HeadlessTableViewCell
  ) {
    registrations[identifier] = makeCell
  }

  /// Returns a reusable cell for a row: a pooled cell after ``HeadlessTableViewCell/prepareForReuse()``,
  /// or a new one from the identifier's registration.
  ///
  /// While a row is being reconfigured (``reconfigureRows(at:)``), the dequeue returns the row's
  /// existing cell, unprepared, as UIKit does.
  ///
  /// With estimated heights (``estimatedRowHeight`` above zero, or a
  /// ``HeadlessTableViewEstimatingDelegate``), the dequeue asks the delegate's
  /// ``HeadlessTableViewDelegate/tableView(_:heightForRowAt:)`` for the row again, as UIKit asks
  /// while it prepares a dequeued cell (`uikit-callback-rules.md`, K13): height callbacks must
  /// not count on being called once per row.
  ///
  /// Call it only from the data source's ``HeadlessTableViewDataSource/tableView(_:cellForRowAt:)``.
  /// When UIKit would raise an exception — the identifier has no registration, or a reconfigured
  /// row asks for a different identifier (R26) — this method returns a placeholder cell and the
  /// table operation that asked for the cell throws the `TableUpdateError` with UIKit's
  /// message, after rolling the table back.
  ///
  /// - Parameters:
  ///   - identifier: The reuse identifier.
  ///   - rowPath: The row the cell is for.
  /// - Returns: A cell for the row.
  /// - Precondition: Called outside any table operation (from a test's own code, say), the
  ///   identifier is registered; otherwise the program stops with UIKit's message and this
  ///   call's name — there is no operation to fail, and the next one, which did nothing wrong,
  ///   would throw the error instead.
  public func dequeueReusableCell(withIdentifier identifier: String, for rowPath: RowPath)
    -> HeadlessTableViewCell
  {
    if let reconfiguring, reconfiguring.path == rowPath {
      let existing = reconfiguring.cell
      if existing.reuseIdentifier == identifier { return existing }
      record(
        TableUpdateError(
          rule: .reconfigureWithDifferentReuseIdentifier,
          message:
            "Attempted to dequeue a cell for a different reuse identifier than the existing cell when reconfiguring a row, which is not allowed. You must dequeue a cell using the same reuse identifier that was used to dequeue the cell originally to obtain the existing cell. Dequeued reuse identifier: \(identifier); Original reuse identifier: \(existing.reuseIdentifier ?? "(null)"); Existing cell: <\(type(of: existing)): 0x0>"
        ))
      return HeadlessTableViewCell(reuseIdentifier: identifier)
    }
    // An estimating table asks the row's height again while its cell is dequeued (K13).
    if isAskingForCells { askHeightAgainWhileDequeuing(rowPath) }
    if let cell = dequeueReusableCell(withIdentifier: identifier) { return cell }
    let message =
      "unable to dequeue a cell with identifier \(identifier) - must register a nib or a class for the identifier or connect a prototype cell in a storyboard"
    requireContract(
      operationDepth > 0 || batchDepth > 0 || cellRequestDepth > 0,
      "HeadlessTableView.dequeueReusableCell(withIdentifier:for:), called outside any table operation: \(message)"
    )
    record(TableUpdateError(rule: .unregisteredReuseIdentifier, message: message))
    return HeadlessTableViewCell(reuseIdentifier: identifier)
  }

  /// Returns a pooled or newly registered cell for an identifier, or `nil` when the pool is empty
  /// and nothing is registered for it, as UIKit's index-path-less variant does.
  ///
  /// - Parameter identifier: The reuse identifier.
  /// - Returns: A cell, or `nil`.
  public func dequeueReusableCell(withIdentifier identifier: String) -> HeadlessTableViewCell? {
    if let cell = state.pools[identifier]?.popLast() {
      cell.prepareForReuse()
      return cell
    }
    return registrations[identifier]?(identifier)
  }

  /// The number of cells waiting in the reuse pool of an identifier.
  ///
  /// - Parameter identifier: The reuse identifier.
  /// - Returns: The pool's size.
  public func reusePoolCount(forIdentifier identifier: String) -> Int {
    state.pools[identifier]?.count ?? 0
  }

  // MARK: Internal

  func record(_ error: TableUpdateError) {
    if pendingError == nil { pendingError = error }
  }

  /// Asks the data source for a row's cell and prepares its table-owned state.
  ///
  /// Without a data source — set to `nil` or released after the table loaded — the operation in
  /// progress throws UIKit's `UITableView dataSource is not set` (K1).
  ///
  /// - Parameters:
  ///   - path: The row.
  ///   - isReconfigure: Whether the request is a reconfigure's, for the row in `reconfiguring`.
  /// - Returns: The data source's cell, or a placeholder when there is no data source.
  /// - Precondition: No other cell is requested while a row is being reconfigured (K17).
  func makeCell(at path: RowPath, reconfiguring isReconfigure: Bool = false)
    -> HeadlessTableViewCell
  {
    if let reconfiguring, !isReconfigure {
      contractViolation(
        "HeadlessTableView: Performing side effects on UITableView that cause a new cell to be requested while an existing row is being reconfigured is not allowed — the table was asked for a cell for row \(path) from tableView(_:cellForRowAt:) for row \(reconfiguring.path), which is being reconfigured (uikit-callback-rules.md, K17)"
      )
    }
    guard let dataSource else {
      record(.dataSourceNotSet)
      return HeadlessTableViewCell(reuseIdentifier: nil)
    }
    cellRequestDepth += 1
    defer { cellRequestDepth -= 1 }
    let position = note("cellForRowAt", path)
    let cell = dataSource.tableView(self, cellForRowAt: path)
    cell.table = self
    if position >= 0 { noteCell(cell, at: position) }
    applySelectionState(to: cell, at: path)
    if let delegate {
      note("indentationLevelForRowAt", path)
      cell.indentationLevel = delegate.tableView(self, indentationLevelForRowAt: path)
    } else {
      cell.indentationLevel = 0
    }
    updateEditingState(of: cell, at: path)
    return cell
  }

  /// Takes a cell off the screen: tells the delegate and puts the cell in its pool — at once, or,
  /// while a batch commits, at the end of its animations (K6), with the path it has now.
  func retire(_ cell: HeadlessTableViewCell, at path: RowPath) {
    if retiresAtAnimationEnd {
      retireAtAnimationEnd(cell, at: path)
      return
    }
    endDisplaying(cell, at: path)
  }

  /// Tells the delegate that a cell left the screen, with the index path given, and puts the
  /// cell in its pool.
  func endDisplaying(_ cell: HeadlessTableViewCell, at path: RowPath) {
    if let delegate {
      note("didEndDisplaying", path, cell: cell)
      delegate.tableView(self, didEndDisplaying: cell, forRowAt: path)
    }
    enqueue(cell)
  }

  /// Ends a cell's display at the end of the batch's animations (``finishAnimations()``): until
  /// then the cell animates out, belongs to no row and is in no pool (K4–K6).
  func retireAtAnimationEnd(_ cell: HeadlessTableViewCell, at path: RowPath) {
    scheduleAtAnimationEnd { [weak self] in self?.endDisplaying(cell, at: path) }
  }

  /// Tells the delegate that a cell will be displayed at a row.
  func willDisplay(_ cell: HeadlessTableViewCell, at path: RowPath) {
    guard let delegate else { return }
    note("willDisplay", path, cell: cell)
    delegate.tableView(self, willDisplay: cell, forRowAt: path)
  }

  /// Puts a cell that left the screen into the pool of its reuse identifier.
  func enqueue(_ cell: HeadlessTableViewCell) {
    cell.didLeaveTable()
    cell.isSelected = false
    cell.isHighlighted = false
    if let identifier = cell.reuseIdentifier {
      state.pools[identifier, default: []].append(cell)
    }
  }

  /// Retires every displayed cell, in row order: those in view and the first-responder cells out
  /// of view (K3).
  func retireAllCells() {
    let cells = state.cells.merging(state.firstResponderCells) { shown, _ in shown }
    state.cells = [:]
    state.firstResponderCells = [:]
    for path in cells.keys.sorted() {
      if let cell = cells[path] { retire(cell, at: path) }
    }
  }
}
