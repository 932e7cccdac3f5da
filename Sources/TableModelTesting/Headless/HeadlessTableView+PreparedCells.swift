extension HeadlessTableView {
  /// The rows whose cells the table prepared ahead of a scroll and has not displayed yet, in
  /// order (`uikit-callback-rules.md`, K9).
  ///
  /// With ``isPrefetchingEnabled`` on, a scroll makes the table ask its data source, at the next
  /// run-loop turn (``runLoopTurn()``), for the cell of the row just beyond the visible ones in
  /// the direction of the scroll: `tableView(_:cellForRowAt:)` with no `willDisplay`. When the
  /// row scrolls into view the prepared cell gets `willDisplay` with no second
  /// `tableView(_:cellForRowAt:)`. So does a displayed cell that a scroll takes just out of view:
  /// it ends its display and stays prepared, and scrolled back it gets `willDisplay` again with
  /// no `tableView(_:cellForRowAt:)` — a cell unbound in `didEndDisplaying` shows up unbound, as
  /// on a device. ``cellForRow(at:)`` returns prepared cells too; reconfiguring
  /// a prepared row updates its cell; a batch moves prepared cells with their rows and puts those
  /// of deleted or reloaded rows in the reuse pool without a `didEndDisplaying` of their own, as
  /// they are not displayed (K10). Turn ``isPrefetchingEnabled`` off for strict `cellForRowAt`/`willDisplay`
  /// pairs.
  public var preparedRows: [RowPath] { state.preparedCells.keys.sorted() }

  // MARK: Internal

  /// After a layout that scrolled, schedules the preparation of the row just past the visible
  /// ones, ahead of the scroll, for the next run-loop turn; drops prepared cells that are no
  /// longer next to the visible rows into their pools.
  func updatePreparedCells(
    visibleRows: [RowPath], shape: TableShape, previousOffset: Double?
  ) {
    guard isPrefetchingEnabled, let first = visibleRows.first, let last = visibleRows.last else {
      dropPreparedCells { _ in true }
      return
    }
    let firstRow = globalRow(of: first, in: shape)
    let lastRow = globalRow(of: last, in: shape)
    dropPreparedCells { path in
      guard shape.contains(path) else { return true }
      let row = globalRow(of: path, in: shape)
      return row < firstRow - 1 || row > lastRow + 1
    }
    guard let previousOffset, state.contentOffset != previousOffset else { return }
    let ahead = state.contentOffset > previousOffset ? lastRow + 1 : firstRow - 1
    scheduleAfterCommit { [weak self] in try self?.prepareCell(atGlobalRow: ahead) }
  }

  /// The rows whose cells stay prepared when a layout takes them out of view: the row just
  /// above and the row just below the visible ones, with ``isPrefetchingEnabled`` on, outside a
  /// batch's commit (K9).
  ///
  /// `tf-prefetch` (D): "you can get more than one pair of willDisplay + didEndDisplaying for
  /// the same prepared cell" — a displayed cell can be kept after `didEndDisplaying` and shown
  /// again with a new `willDisplay` and no new `cellForRowAt`. Which cells UIKit keeps is
  /// internal; the headless table's reading keeps the cells its own prepared window holds (the
  /// row next to each edge of the visible ones, as ``updatePreparedCells(visibleRows:shape:previousOffset:)``
  /// keeps), so a scroll by a row and back shows the same cell with `willDisplay` alone. Cells a
  /// batch pushes out end at the end of its animations and join the pool (K6), and a reload
  /// pools every cell (K8).
  func rowsKeptPreparedAfterScrollingOut(visible: [RowPath], shape: TableShape) -> Set<RowPath> {
    guard isPrefetchingEnabled, !retiresAtAnimationEnd, let first = visible.first,
      let last = visible.last
    else { return [] }
    let above = rowPath(forGlobalRow: globalRow(of: first, in: shape) - 1, in: shape)
    let below = rowPath(forGlobalRow: globalRow(of: last, in: shape) + 1, in: shape)
    return Set([above, below].compactMap { $0 })
  }

  /// Ends the display of a cell that scrolled just out of view and keeps it prepared.
  ///
  /// The cell stays out of the pool, for its row: scrolled back, it gets `willDisplay` with no
  /// `cellForRowAt` (K9). It leaves the screen all the same (a value edit in it ends, as when it
  /// joins the pool).
  func keepPrepared(_ cell: HeadlessTableViewCell, endingItsDisplayAt path: RowPath) {
    if let delegate {
      note("didEndDisplaying", path, cell: cell)
      delegate.tableView(self, didEndDisplaying: cell, forRowAt: path)
    }
    cell.didLeaveTable()
    state.preparedCells[path] = cell
  }

  /// Takes the prepared cell of a row that becomes visible, if there is one.
  func takePreparedCell(at path: RowPath) -> HeadlessTableViewCell? {
    guard let cell = state.preparedCells.removeValue(forKey: path) else { return nil }
    applySelectionState(to: cell, at: path)
    updateEditingState(of: cell, at: path)
    return cell
  }

  /// Moves prepared cells with their rows through a batch; those of rows the batch deleted or
  /// reloaded go to their pools without `didEndDisplaying` (K10).
  func rebasePreparedCells(_ newPath: (RowPath) -> RowPath?) {
    let prepared = state.preparedCells
    state.preparedCells = [:]
    for path in prepared.keys.sorted() {
      guard let cell = prepared[path] else { continue }
      if let target = newPath(path) {
        state.preparedCells[target] = cell
      } else {
        enqueue(cell)
      }
    }
  }

  /// Puts the prepared cells whose rows match into their pools, without `didEndDisplaying`.
  func dropPreparedCells(where shouldDrop: (RowPath) -> Bool) {
    for path in state.preparedCells.keys.sorted() where shouldDrop(path) {
      if let cell = state.preparedCells.removeValue(forKey: path) { enqueue(cell) }
    }
  }

  /// Asks the data source for the cell of a row counted across sections and keeps it prepared,
  /// unless the row is gone, visible or already prepared.
  private func prepareCell(atGlobalRow row: Int) throws {
    guard isPrefetchingEnabled, batchDepth == 0, dataSource != nil,
      let shape = state.cachedShape, let path = rowPath(forGlobalRow: row, in: shape),
      state.cells[path] == nil, state.preparedCells[path] == nil,
      state.firstResponderCells[path] == nil
    else { return }
    try withRollback {
      let cell = makeCell(at: path)
      try throwPendingError()
      state.preparedCells[path] = cell
    }
  }
}
