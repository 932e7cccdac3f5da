extension HeadlessTableView {
  // MARK: Batches

  /// Begins a batch of updates; calls until the matching ``endUpdates()`` are validated and applied
  /// together.
  ///
  /// Batches nest: only the outermost ``endUpdates()`` commits.
  ///
  /// If the table has no cached shape when the outermost batch begins, it reads the data source
  /// now; that shape is what the batch is validated against (`uikit-batch-rules.md`, §1.2).
  ///
  /// As UIKit brings its visible cells up to date when a batch begins (K15), a batch — a bare
  /// update call too — on a table outside a window (``isInWindow``) logs UIKit's
  /// layout-outside-hierarchy warning in ``diagnostics``, once per table (K51).
  ///
  /// - Precondition: The table is neither asking its data source for cells nor in its
  ///   visible-cells pass (a `cellForRowAt`, `willDisplay` or height callback of a layout):
  ///   UIKit leaves a batch from there undefined (K22). Nor is it calling the data source's
  ///   `tableView(_:moveRowAt:to:)` for a user's move, which the table already shows (K24). Nor
  ///   does an outermost batch begin from a callback of other work during which UIKit suspends
  ///   reloads (K8) — a batch's commit (its count callbacks, the `didEndEditingRowAt` of a swipe
  ///   it tears down), ``reloadData()`` (the `didEndDisplaying` of the cells it ends, its counts)
  ///   or the cell loop of ``setEditing(_:animated:)`` (its editing queries): the spec names no
  ///   outcome for a batch there, which would nest in half-done work, so the headless table
  ///   stops rather than guess, as for K22 (a reading; a `reloadData()` from there waits, K8).
  public func beginUpdates() {
    requireContract(
      !isAskingForCells && !isUpdatingVisibleCells,
      "HeadlessTableView: beginUpdates() was called while the table updates its visible cells (from tableView(_:cellForRowAt:), willDisplay or a height callback); UIKit does not support updating a table then — defer the update (uikit-callback-rules.md, K22)"
    )
    refuseUpdateDuringUserMove("beginUpdates()")
    // A new batch from a callback of work that suspends reloads — a batch's commit, a reload,
    // setEditing's cell loop — would nest in it: stop rather than guess (K8, K22, reading).
    requireContract(
      batchDepth > 0 || reloadSuspensionDepth == 0,
      "HeadlessTableView: beginUpdates() was called while the table commits a batch, reloads or gives its cells the editing state of setEditing(_:animated:) (from a count callback, didEndDisplaying, didEndEditingRowAt or an editing query of that work); UIKit suspends reloads there and leaves an update from there undefined — defer the update (uikit-callback-rules.md, K8, K22)"
    )
    // Every outstanding prefetch is cancelled before the batch, in its old positions (K41).
    if batchDepth == 0 { cancelAllPrefetching(in: state.cachedShape) }
    if batchDepth == 0, dataSource != nil, state.cachedShape == nil {
      // Loading the shape at a batch's start is a visible-cells update (§1.2): the visible rows
      // get their cells, which the batch's reloads then find.
      do {
        try inPhase(.layout) {
          try loadAndLayOutVisibleCells()
        }
      } catch let error as TableUpdateError {
        record(error)
      } catch {
        contractViolation("HeadlessTableView: unexpected error \(error)")
      }
    } else if batchDepth == 0, dataSource != nil {
      // UIKit brings the visible cells up to date as a batch begins (K15), which outside a
      // window logs the layout warning (K51).
      warnIfOutsideWindow()
    }
    batchDepth += 1
  }

  /// Ends a batch; the outermost call validates the recorded updates against UIKit's rules and
  /// applies them.
  ///
  /// Once the batch is accepted, and before any cell moves, a cell in a row the batch deletes or
  /// reloads is asked to resign the first responder, as UIKit asks as it commits: a
  /// ``HeadlessInteractionRowCell`` the user types in ends its edit during the call.
  ///
  /// - Throws: `TableUpdateError` with UIKit's message when UIKit would reject the batch.
  ///   The table is then exactly as it was before the batch. A ``reloadData()`` made inside the
  ///   batch runs once the batch is applied and throws as ``reloadData()`` does (R25): the batch
  ///   then stays applied.
  /// - Precondition: A batch is open.
  public func endUpdates() throws {
    if batchDepth == 0, cancelledEndCount > 0 {
      cancelledEndCount -= 1
      return
    }
    requireContract(
      batchDepth > 0, "HeadlessTableView: endUpdates() without a matching beginUpdates()")
    batchDepth -= 1
    guard batchDepth == 0 else { return }
    let bare = commitsBareCall
    commitsBareCall = false
    // The whole commit is one operation — the batch, its record, the reload it deferred — during
    // which no user's gesture can arrive.
    try inOperation {
      try thenPerformingSuspendedReload {
        try inPhase(bare ? .call : .commit) { try suspendingReloads { try commitBatch() } }
      }
    }
  }

  /// Performs the update calls of `updates` as one batch, like `UITableView`'s method of the same
  /// name.
  ///
  /// Update the data source inside the block (or make sure the table already has a cached shape
  /// before you update it): the table reads the new shape when the batch commits.
  ///
  /// `UITableView`'s block cannot throw; this one may, for a test's convenience. If it throws, the
  /// whole batch is cancelled — every level of it, an enclosing ``beginUpdates()`` or block
  /// too, whose matching ``endUpdates()`` calls then end nothing: nothing recorded in it is
  /// applied, no reload it deferred runs, its completion is never called, a refusal of the
  /// counts read as it began (R25) is dropped with it, and the error is rethrown. What its start
  /// did stays done, as it would on a device before the block ran: the shape it loaded when the
  /// table had none (§1.2), the prefetches it cancelled (K41). An update call made after the
  /// error is caught and before those `endUpdates()` is a batch of its own.
  ///
  /// - Parameters:
  ///   - updates: Makes the update calls.
  ///   - completion: Called with `true` at the end of the batch's animations, after the
  ///     `didEndDisplaying` of the cells the batch removed — by ``finishAnimations()`` or
  ///     ``settle()``, never before this method returns (K25). ``callbackLog`` records it as
  ///   `completion`.
  /// - Throws: The block's error, or `TableUpdateError` when UIKit would reject the batch.
  /// - Precondition: As ``beginUpdates()``: not called while the table asks for cells, in its
  ///   visible-cells pass or from `tableView(_:moveRowAt:to:)`.
  public func performBatchUpdates(
    _ updates: () throws -> Void, completion: (@MainActor (Bool) -> Void)? = nil
  ) throws {
    let levelsAbove = batchDepth
    // UIKit lays out before the block (K15): a pending reload or visible-cells update happens
    // now, with its callbacks.
    if batchDepth == 0 { performPendingLayout(warning: false) }
    beginUpdates()
    if let completion { batchCompletions.append(completion) }
    do {
      try updates()
    } catch {
      if batchDepth > 0 {
        cancelBatch(levelsAbove: levelsAbove)
        // A refusal the batch's start recorded for its commit goes with the batch.
        pendingError = nil
      } else if cancelledEndCount > 0 {
        cancelledEndCount -= 1
      }
      throw error
    }
    try endUpdates()
  }

  // MARK: Update calls

  /// Inserts rows at positions of the table after the update.
  ///
  /// Outside a batch the call is a batch of its own, validated at once.
  ///
  /// - Parameters:
  ///   - rowPaths: The positions of the new rows after the update.
  ///   - animation: The animation; recorded only.
  /// - Throws: `TableUpdateError` when a position is negative (R1), or, outside a batch,
  ///   when UIKit would reject the batch.
  /// - Precondition: Outside a batch, as ``beginUpdates()``.
  public func insertRows(at rowPaths: [RowPath], with animation: RowAnimation = .automatic)
    throws
  { try perform(.insertRows(rowPaths, animation)) }

  /// Deletes rows at positions of the table before the update.
  ///
  /// - Parameters:
  ///   - rowPaths: The positions of the rows before the update.
  ///   - animation: The animation; recorded only.
  /// - Throws: As ``insertRows(at:with:)``.
  /// - Precondition: As ``insertRows(at:with:)``.
  public func deleteRows(at rowPaths: [RowPath], with animation: RowAnimation = .automatic)
    throws
  { try perform(.deleteRows(rowPaths, animation)) }

  /// Reloads rows at positions of the table before the update: each gets a new cell.
  ///
  /// A reload is a delete at the old position plus an insert at a position derived from the
  /// batch's deletes and inserts (not its moves). A row without a cell, displayed or prepared
  /// (``preparedRows``), is not reloaded at all while the profile's
  /// `BatchValidator/Profile/dropsRowReloadsWithoutExistingCell` is on, as it is in both
  /// built-in profiles (apps built with a current SDK).
  ///
  /// - Parameters:
  ///   - rowPaths: The positions of the rows before the update.
  ///   - animation: The animation; recorded only.
  /// - Throws: As ``insertRows(at:with:)``.
  /// - Precondition: As ``insertRows(at:with:)``.
  public func reloadRows(at rowPaths: [RowPath], with animation: RowAnimation = .automatic)
    throws
  { try perform(.reloadRows(rowPaths, animation)) }

  /// Moves a row from a position before the update to a position after it; its cell moves with
  /// it and keeps its content.
  ///
  /// - Parameters:
  ///   - rowPath: The row's position before the update.
  ///   - newRowPath: The row's position after the update.
  /// - Throws: As ``insertRows(at:with:)``.
  /// - Precondition: As ``insertRows(at:with:)``.
  public func moveRow(at rowPath: RowPath, to newRowPath: RowPath) throws {
    try perform(.moveRow(rowPath, to: newRowPath))
  }

  /// Inserts sections at indexes of the table after the update.
  ///
  /// - Parameters:
  ///   - sections: The indexes of the new sections after the update.
  ///   - animation: The animation; recorded only.
  /// - Throws: As ``insertRows(at:with:)``.
  /// - Precondition: As ``insertRows(at:with:)``.
  public func insertSections(_ sections: [Int], with animation: RowAnimation = .automatic)
    throws
  { try perform(.insertSections(sections, animation)) }

  /// Deletes sections at indexes of the table before the update.
  ///
  /// - Parameters:
  ///   - sections: The indexes of the sections before the update.
  ///   - animation: The animation; recorded only.
  /// - Throws: As ``insertRows(at:with:)``.
  /// - Precondition: As ``insertRows(at:with:)``.
  public func deleteSections(_ sections: [Int], with animation: RowAnimation = .automatic)
    throws
  { try perform(.deleteSections(sections, animation)) }

  /// Reloads sections at indexes of the table before the update: all their rows get new cells,
  /// and their row counts may change freely.
  ///
  /// - Parameters:
  ///   - sections: The indexes of the sections before the update.
  ///   - animation: The animation; recorded only.
  /// - Throws: As ``insertRows(at:with:)``.
  /// - Precondition: As ``insertRows(at:with:)``.
  public func reloadSections(_ sections: [Int], with animation: RowAnimation = .automatic)
    throws
  { try perform(.reloadSections(sections, animation)) }

  /// Moves a section from an index before the update to an index after it, with its rows.
  ///
  /// - Parameters:
  ///   - section: The section's index before the update.
  ///   - newSection: The section's index after the update.
  /// - Throws: As ``insertRows(at:with:)``.
  /// - Precondition: As ``insertRows(at:with:)``.
  public func moveSection(_ section: Int, toSection newSection: Int)
    throws
  { try perform(.moveSection(section, to: newSection)) }

  /// Asks the data source to configure the existing cells of rows again, keeping the cells (and
  /// so their selection); rows without a cell are skipped.
  ///
  /// `UIKit` re-runs `tableView(_:cellForRowAt:)`, in which the dequeue returns the existing cell
  /// when it uses the cell's reuse identifier. Outside a batch the rows are reconfigured at once.
  /// Inside a batch, which UIKit leaves undocumented, the headless table takes the positions as
  /// positions before the batch and reconfigures the rows where they are after it commits; rows
  /// the batch deleted or reloaded are skipped. Reconfigured rows are not measured again (K17).
  ///
  /// - Parameter rowPaths: The rows to reconfigure.
  /// - Precondition: Not called from the data source's `tableView(_:cellForRowAt:)` for a row
  ///   being reconfigured, where UIKit raises `Attempted to reconfigure a cell while already in
  ///   the process of reconfiguring a cell` (K17); nor may that call make the table ask for
  ///   another cell (a layout or a scroll that shows a row), where UIKit raises `Performing side
  ///   effects on UITableView that cause a new cell to be requested while an existing row is
  ///   being reconfigured is not allowed`. Either stops the program with UIKit's message.
  /// - Throws: `TableUpdateError` (R26) when the data source dequeues a different reuse
  ///   identifier than the existing cell's, or (K17) when it returns another cell than the
  ///   existing one; `TableUpdateError` (R1, `TableUpdateError/Rule/invalidIndexPath`) when a
  ///   position has a negative row or section, which is no row at all (a position past the
  ///   table's rows is only a row without a cell, skipped). The table is then exactly as it was
  ///   before the call.
  public func reconfigureRows(at rowPaths: [RowPath]) throws {
    if let reconfiguring {
      contractViolation(
        "HeadlessTableView.reconfigureRows(at:): Attempted to reconfigure a cell while already in the process of reconfiguring a cell — called from tableView(_:cellForRowAt:) for row \(reconfiguring.path), which is being reconfigured (uikit-callback-rules.md, K17)"
      )
    }
    try BatchValidator.checkReconfigure(rowPaths)
    if batchDepth > 0 {
      recordedCalls.append(.reconfigureRows(rowPaths))
      deferredReconfigures.append(contentsOf: rowPaths)
      return
    }
    try inPhase(.call) {
      try withRollback { try reconfigureNow(rowPaths) }
    }
  }

  // MARK: Internal

  func perform(_ call: TableViewCall) throws {
    try BatchValidator.checkCall(call)
    if batchDepth > 0 {
      recordedCalls.append(call)
      return
    }
    beginUpdates()
    recordedCalls.append(call)
    commitsBareCall = true
    try endUpdates()
  }

  func cancelBatch(levelsAbove: Int) {
    recordedCalls = []
    deferredReconfigures = []
    reloadRequestedDuringBatch = false
    batchCompletions = []
    cancelledEndCount += levelsAbove
    batchDepth = 0
  }

  private func commitBatch() throws {
    // A batch during a drag ends the drag unmoved, as reloadData does (K50; a reading: UIKit
    // says only that updates should wait for the drop).
    endReorder()
    let calls = recordedCalls
    let reconfigures = deferredReconfigures
    let reloadAfterwards = reloadRequestedDuringBatch
    let completions = batchCompletions
    cancelBatch(levelsAbove: 0)
    // No row data at all: UIKit skips validation and animation (uikit-batch-rules.md, §1.2).
    guard dataSource != nil, pendingError != nil || state.cachedShape != nil else {
      scheduleCompletions(completions)
      return
    }
    let result: Result<BatchValidator.ValidatedBatch, TableUpdateError>
    do {
      // The shape read when the batch began reported a negative row count.
      try throwPendingError()
      guard let old = state.cachedShape else { return }
      let batch = try validator.validate(
        calls, oldShape: old,
        hasExistingCell: hasExistingCell, newShape: readShape)
      // A new shape the table cannot hold fails the batch before anything is applied.
      try throwPendingError()
      try withRollback {
        try apply(batch, reconfiguring: reconfigures, reloadAfterwards: reloadAfterwards)
      }
      result = .success(batch)
    } catch let error as TableUpdateError {
      // A new shape the table cannot hold (`readShape()` recorded why) is the failure, rather
      // than the batch rule its empty stand-in broke.
      result = .failure(pendingError ?? error)
      pendingError = nil
    }
    let record = BatchRecord(calls: calls, result: result)
    lastBatch = record
    onBatch?(record)
    let batch = try result.get()
    scheduleCompletions(completions)
    // The reload asked for inside the batch runs once the batch is applied, as UIKit's resumed
    // reload calls reloadData (§1.7): it asks the counts again, after its own first-responder
    // resign and ended cells (K8), so a count it refuses (R25) fails the reload alone — the
    // batch stays applied, its callbacks made, as on a device. (A batch UIKit turned into a
    // reload, R21, has reloaded already.)
    if reloadAfterwards, batch.mapping != nil { try reloadAfterBatch() }
  }

  /// Schedules a batch's completions for the end of its animations, after the cells it removed
  /// ended their display (K25).
  private func scheduleCompletions(_ completions: [@MainActor (Bool) -> Void]) {
    for completion in completions {
      scheduleAtAnimationEnd { [weak self] in
        self?.note("completion")
        completion(true)
      }
    }
  }

  private func apply(
    _ batch: BatchValidator.ValidatedBatch, reconfiguring reconfigures: [RowPath],
    reloadAfterwards: Bool
  ) throws {
    guard let mapping = batch.mapping else {
      reloadEverything { batch.newShape }
      return
    }
    // The cell holding the first responder in a row the batch deletes or reloads resigns now,
    // the batch accepted and before any cell moves: UIKit asks it as it commits the batch, and
    // raises "Attempt to delete row containing first responder that refused to resign" when it
    // refuses (I-dc `dc18` `_updateWithItems:updateSupport:` →
    // `_resignOrRebaseFirstResponderViewWithUpdateSupport:indexPathMapping:`; the resign rule
    // of K8 for a reload). A typing cell ends its edit here, not when it leaves the table.
    resignFirstResponder(ofCellsLeaving: { mapping.newPath(forOld: $0) == nil })
    // Cells of deleted and reloaded rows animate out while the batch runs, so the batch cannot
    // hand them to its own inserted rows: they join their pools once the batch is applied.
    // They end their display at the end of the animations, with their old index paths (K4, K5).
    var cells: [RowPath: HeadlessTableViewCell] = [:]
    for path in state.cells.keys.sorted() {
      guard let cell = state.cells[path] else { continue }
      if let target = mapping.newPath(forOld: path) {
        cells[target] = cell
      } else {
        retireAtAnimationEnd(cell, at: path)
      }
    }
    // A first-responder cell out of view follows its row too; a deleted or reloaded row's,
    // which resigned above, ends as a displayed cell does (K3, K4).
    let held = state.firstResponderCells
    state.firstResponderCells = [:]
    for path in held.keys.sorted() {
      guard let cell = held[path] else { continue }
      if let target = mapping.newPath(forOld: path) {
        state.firstResponderCells[target] = cell
      } else {
        retireAtAnimationEnd(cell, at: path)
      }
    }
    let leavingViews = mapHeaderFooterViews(mapping)
    defer {
      retireLeavingViews(leavingViews)
    }
    state.cells = cells
    rebasePreparedCells(mapping.newPath(forOld:))
    // Selected and highlighted rows follow their rows; deleted and reloaded ones lose it,
    // silently (K28).
    state.selectedRows = Set(state.selectedRows.compactMap(mapping.newPath(forOld:)))
    state.highlightedRow = state.highlightedRow.flatMap(mapping.newPath(forOld:))
    // Rebuilding the row data asks heights again: every row's without estimation (K11), the
    // visible rows' with it (K12) — an empty batch too, which is UIKit's way to re-measure (K14).
    if usesEstimatedHeights {
      state.measuredHeights = Dictionary(
        uniqueKeysWithValues: state.measuredHeights.compactMap { path, height in
          guard let target = mapping.newPath(forOld: path), cells[target] == nil else {
            return nil
          }
          return (target, height)
        })
    } else {
      state.measuredHeights = [:]
    }
    state.rowHeightEstimates = [:]
    forgetSectionHeights(through: mapping)
    state.cachedShape = TableShape(batch.newShape.rowCounts.map { max(0, $0) })
    placeTableHeader()
    for (path, cell) in state.cells { applySelectionState(to: cell, at: path) }
    // An open swipe and an open menu follow their row; a swipe whose row went is torn down (K33).
    rebaseContextMenu(through: mapping)
    if rebaseSwipe(through: mapping), delegate != nil {
      note("didEndEditingRowAt")
      delegate?.tableView(self, didEndEditingRowAt: nil)
    }
    // The suspended reload follows (commitBatch): the rows get no cells of the batch's own.
    if reloadAfterwards { return }
    // The rebuilt row data has the heights of everything not estimated (K11, K14).
    measureEverything()
    // Rows that enter the viewport get cells now, at their new paths (K7); cells pushed out end
    // their display at the end of the animations, with their new paths (K6).
    retiresAtAnimationEnd = true
    layoutCells()
    retiresAtAnimationEnd = false
    try throwPendingError()
    try reconfigureNow(reconfigures.compactMap(mapping.newPath(forOld:)))
  }

  /// Whether a row of the cached shape has a cell, displayed or prepared: the rows whose reloads
  /// a current SDK keeps (`uikit-batch-rules.md`, §1.5) and whose reconfigures run (K17).
  private func hasExistingCell(_ path: RowPath) -> Bool {
    state.cells[path] != nil || state.preparedCells[path] != nil
      || state.firstResponderCells[path] != nil
  }

  /// Reconfigures the existing cells of rows: the same cells, no display callbacks, and no
  /// height asked — UIKit's reconfigure does not re-measure a row that is not self-sizing (K17,
  /// open question 1); an empty batch does.
  ///
  /// Nor does it lay out: it touches rows only, so no section header or footer is asked for its
  /// height, title or view (K45, KS36).
  private func reconfigureNow(_ paths: [RowPath]) throws {
    // Rows without a cell, displayed or prepared, are a no-op, with no callback at all (K17).
    guard paths.contains(where: hasExistingCell) else { return }
    for path in Set(paths).sorted() {
      guard
        let existing = state.cells[path] ?? state.preparedCells[path]
          ?? state.firstResponderCells[path]
      else { continue }
      reconfiguring = (path, existing)
      let cell = makeCell(at: path, reconfiguring: true)
      reconfiguring = nil
      // The row keeps its cell: UIKit raises when the data source returns another one (K17).
      if cell !== existing { record(.reconfigureReturnedDifferentCell) }
      try throwPendingError()
    }
  }

}
