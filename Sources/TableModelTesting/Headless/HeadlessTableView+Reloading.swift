extension HeadlessTableView {
  // MARK: Reloading

  /// Discards every cell, header and footer view, selection and measured height and reads the
  /// data source's counts again; the visible rows get cells at the next layout pass (K8).
  ///
  /// The cells on screen end their display during the call, with their index paths before the
  /// reload, after an open swipe is reset and before the data source's counts are asked (K8).
  /// ``layoutIfNeeded()``, ``settle()``, a gesture or ``render()`` performs the layout;
  /// ``cellForRow(at:)`` and ``indexPathsForVisibleRows`` perform it too, with UIKit's one-time
  /// forced-layout warning in ``diagnostics`` (K20).
  ///
  /// Called from a callback of the visible-cells pass, the reload waits for the next run-loop
  /// turn (``runLoopTurn()``), and the pass makes no more cells (K21). Called while the table
  /// reloads, commits a batch or gives its cells the editing state of
  /// ``setEditing(_:animated:)`` — from `didEndDisplaying`, `canEditRowAt` or the count
  /// callbacks of the commit's or the reload's read, say — it runs once that work is over and
  /// accepted (a refused batch or reload drops it), never nested in it, as UIKit suspends
  /// reloads then (K8, `uikit-batch-rules.md` §1.7): the batch is validated against the counts
  /// its commit read, and the reload reads them again. Several such calls before the reload
  /// reads are one reload, a batch's own deferred reload included.
  ///
  /// Outside a window the rows get cells only at the next layout, also after a batch that
  /// reloads (K52). A drag of a row in progress is cancelled: the data source never hears of it
  /// (K50).
  ///
  /// Before anything else, the reload asks the cell the user types in to resign, as UIKit asks
  /// the first responder (K8): a ``HeadlessInteractionRowCell`` ends its edit during the call,
  /// and its controller gets the field's text before the reload changes anything — or, when the
  /// controller reloads to apply a model change, once the change is applied.
  ///
  /// Inside a batch, as in UIKit (`uikit-batch-rules.md`, §1.7), the reload waits until the batch
  /// ends: the batch is still validated against the shape cached before it, and the table reloads
  /// after the batch is accepted — the typing cell, at its row after the batch, ending its edit
  /// first, before the batch's call returns.
  ///
  /// - Throws: `TableUpdateError` (R25) when the data source reports a negative row count. The
  ///   table then keeps its rows, selection and heights from before the call; what the delegate
  ///   heard of before the counts were asked stays done — the swipe reset, the cells ended —
  ///   and the visible rows get cells again at the next layout pass. UIKit asks the counts only
  ///   after those (K8), so no earlier refusal would be UIKit's. The same holds for a reload
  ///   asked for inside a batch: it runs once the batch is applied, so the batch's ``endUpdates()``
  ///   throws the reload's R25 with the batch applied and recorded as accepted in ``lastBatch``.
  /// - Precondition: Not called from the data source's `tableView(_:cellForRowAt:)` outside the
  ///   visible-cells pass (for a batch's inserted rows, or ``reconfigureRows(at:)``), nor from
  ///   its `tableView(_:moveRowAt:to:)` for a user's move (K24).
  public func reloadData() throws {
    if isUpdatingVisibleCells {
      reloadDeferredByPass = true
      return
    }
    requireContract(
      !isAskingForCells,
      "HeadlessTableView: reloadData() was called from tableView(_:cellForRowAt:)")
    refuseUpdateDuringUserMove("reloadData()")
    if reloadSuspensionDepth > 0, batchDepth == 0 {
      reloadRequestedWhileSuspended = true
      return
    }
    if batchDepth == 0 {
      // The first responder resigns before the reload does anything (K8): the text of a typing
      // cell reaches its controller before any reset, end of display or count read.
      resignFirstResponder(ofCellsLeaving: { _ in true })
    }
    endReorder()
    if batchDepth > 0 {
      recordedCalls.append(.reloadData)
      reloadRequestedDuringBatch = true
      return
    }
    // The whole reload is one operation, the one it deferred included, during which no user's
    // gesture can arrive.
    try inOperation {
      try thenPerformingSuspendedReload {
        try inPhase(.call) {
          try suspendingReloads {
            // What the delegate heard of before the counts were asked stays done when the table
            // refuses them: UIKit ends the cells first (K8) and never takes them back, so the
            // cells are made again at the next layout rather than shown as if still displayed —
            // each would end its display twice (K3).
            endShownContent()
            try withRollback { try rebuildRowData(layout: false, shape: readValidShape) }
          }
        }
      }
    }
  }

  /// Asks the cell that holds the first responder to resign, as `UIView.endEditing(_:)` does —
  /// app code such as a Save button's action calls it, so it is no simulated gesture and drains
  /// nothing: a ``HeadlessInteractionRowCell`` the user types in ends its edit during the call,
  /// and its controller commits the text then, or on the next run-loop turn
  /// (``runLoopTurn()``) when the table read its shape in this turn — it loaded or committed a
  /// batch — as on a device, where the controller cannot tell the table's update is over before
  /// then.
  ///
  /// - Parameter force: Ignored: a headless cell never refuses to resign.
  /// - Returns: `true`.
  @discardableResult
  public func endEditing(_ force: Bool) -> Bool {
    resignFirstResponder(ofCellsLeaving: { _ in true })
    return true
  }

  /// Asks the displayed and prepared cells of the rows `isLeaving` picks to give up the first
  /// responder, in row order: all of them as a reload begins (K8), those of the rows a batch
  /// deletes or reloads as it commits.
  func resignFirstResponder(ofCellsLeaving isLeaving: (RowPath) -> Bool) {
    for cells in [state.cells, state.firstResponderCells, state.preparedCells] {
      for path in cells.keys.sorted() where isLeaving(path) { cells[path]?.resignFirstResponder() }
    }
  }

  // MARK: Suspended reloads

  /// Runs work during which UIKit suspends reloads (K8): a ``reloadData()`` from its callbacks
  /// waits for ``performReloadRequestedWhileSuspended()``.
  func suspendingReloads<Result>(_ work: () throws -> Result) rethrows -> Result {
    reloadSuspensionDepth += 1
    defer { reloadSuspensionDepth -= 1 }
    return try work()
  }

  /// Runs an operation that suspends reloads, then the ``reloadData()`` its callbacks asked
  /// for; an operation that throws drops the request with the rest of its work.
  func thenPerformingSuspendedReload(_ operation: () throws -> Void) throws {
    do {
      try operation()
    } catch {
      reloadRequestedWhileSuspended = false
      throw error
    }
    try performReloadRequestedWhileSuspended()
  }

  /// Performs the ``reloadData()`` requested while reloads were suspended, once the outermost
  /// suspension is over.
  func performReloadRequestedWhileSuspended() throws {
    guard reloadSuspensionDepth == 0, reloadRequestedWhileSuspended else { return }
    reloadRequestedWhileSuspended = false
    try reloadData()
  }

  // MARK: Reloading everything

  /// Ends the display of every cell and forgets selection and heights, then reads the new
  /// shape; lays out now when `layout` is set (a batch that reloads), else at the next layout
  /// pass (K8).
  ///
  /// The shape is read after the swipe is reset and the cells ended their display, as UIKit's
  /// `reloadData` asks the counts once its visible cells are removed (K8).
  func reloadEverything(layout: Bool = true, shape readShape: () throws -> TableShape) rethrows {
    endShownContent()
    try rebuildRowData(layout: layout, shape: readShape)
  }

  /// The reload a ``reloadData()`` inside a batch asked for, once the batch is applied (§1.7):
  /// as ``reloadData()`` — the first responder resigns, the cells end, then the counts are asked,
  /// and a count refused (R25) rolls back only the rebuilt row data — but laid out at once, as a
  /// batch that reloads is.
  func reloadAfterBatch() throws {
    // One reload answers every reloadData() asked for before it reads: those the commit's
    // callbacks made too (K8 sets a flag, not a count).
    reloadRequestedWhileSuspended = false
    endShownContent()
    try withRollback { try rebuildRowData(layout: true, shape: readValidShape) }
  }

  /// The first half of a reload, before the counts are asked: the first responder resigns, the
  /// open swipe is reset, and every cell, header and footer view ends its display (K8).
  private func endShownContent() {
    // The first responder resigns before anything else (K8) — on every reload: reloadData, the
    // reload a batch deferred, and a batch's fallback to a reload (R21), as UIKit's fallback
    // and resumed reloads call reloadData.
    resignFirstResponder(ofCellsLeaving: { _ in true })
    reloadCount += 1
    placeTableHeader()
    // A reload resets the open swipe at once and forgets the open menu's row (K33, K37).
    endSwipe()
    state.contextMenu?.rowPath = nil
    retireAllCells()
    dropPreparedCells { _ in true }
    retireAllHeaderFooterViews()
    // The visible rows need cells again, whatever the counts turn out to be.
    needsVisibleCellsUpdate = true
  }

  /// The second half of a reload: reads the shape and rebuilds the row data from it, laying out
  /// now when `layout` is set.
  private func rebuildRowData(layout: Bool, shape readShape: () throws -> TableShape) rethrows {
    // The row data is rebuilt — the counts asked — once the cells are gone (K8).
    let shape = try readShape()
    // A reload clears the selection and the highlight (K27).
    state.selectedRows = []
    state.highlightedRow = nil
    state.measuredHeights = [:]
    state.rowHeightEstimates = [:]
    state.sectionHeights = [:]
    state.sectionHeightEstimates = [:]
    state.cachedShape = TableShape(shape.rowCounts.map { max(0, $0) })
    // Outstanding prefetches are cancelled in the new rows' positions (K41).
    cancelAllPrefetching(in: state.cachedShape)
    // Building the row data asks the height of every row and section header and footer that
    // is not estimated (K11).
    measureEverything()
    if layout, isInWindow {
      layoutCells()
    } else {
      needsVisibleCellsUpdate = true
    }
  }
}
