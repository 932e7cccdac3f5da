extension TableControllerCore {
  func handle(_ event: TableModelEvents.Event) {
    // A table whose data source another object became since the controller attached to it —
    // another controller, say — is that object's: the model's changes reach it no more, as for
    // a released table; `attach(to:)` takes it back, reloaded. Applied there, they would move
    // and reconfigure the other object's rows, and a tap would reach a row the user does not see.
    if table != nil, isTableDataSource?() == false { leaveTakenOverTable() }
    switch event {
    case .willChange:
      if openBracketCount == 0 { bracketHadChange = false }
      openBracketCount += 1
      if !isApplying, layoutCallbackDepth == 0 { table?.prepareForUpdates() }
      isChangeAnnounced = true
    case .changed(let change):
      isChangeAnnounced = false
      bracketHadChange = true
      // The completions of the mutation (`replace(with:completion:)`…) wait for this table.
      let release = events.holdCompletion()
      if let move = expectedUserMove {
        expectedUserMove = nil
        // Whatever the table read meanwhile, the move is now either its own or reloaded.
        tableReadModelWhileChanging = false
        defer { release?() }
        if Self.isOnly(move, change) {  // The table moved the row itself.
          rebaseAnsweredHeights(afterUserMove: move)
          // A reload the app asked for meanwhile waited for this change.
          if reloadAskedWhileChanging { reloadData() }
          return
        }
        // The table shows the user's move, the model did something else: only a reload can
        // bring them together.
        report(
          .editNotHandled,
          "the user moved \(move.from) → \(move.to) but the model changed by \(change); reloading",
          severity: .notice)
        reloadData()
        return
      }
      // A change from inside the table's layout (a cell's configuration, a "will display", a
      // row's behaviour or computed height, a header or footer view's configuration) waits for
      // the layout to end: UIKit refuses a batch from there (uikit-callback-rules.md, K22).
      if layoutCallbackDepth > 0 || isWaitingForLayout, let table {
        pendingWork.add((change, release), duringLayout: true)
        if !isWaitingForLayout {
          isWaitingForLayout = true
          table.performAfterLayout { [weak self] in self?.applyChangesAfterLayout() }
        }
        return
      }
      if isApplying {
        pendingWork.add((change, release), duringLayout: false)
        return
      }
      if let uncommittedBatch {
        report(
          .changesMerged,
          "the model changed (\(change)) before the table committed its previous change (\(uncommittedBatch)): both are inside a batch update the app opened (performBatchUpdates or beginUpdates), which merges them into one batch that UIKit refuses; change the model once per batch update, or make several changes one with the model's performTransaction"
        )
      }
      apply(change, release: release)
    case .didChange:
      isChangeAnnounced = false
      refreshTableHeader()
      openBracketCount = max(0, openBracketCount - 1)
      if tableReadModelWhileChanging || reloadAskedWhileChanging, !bracketHadChange {
        // The model changed and changed back (a row inserted, then removed), and the table asked
        // about it in between, or the app asked for a reload meanwhile. (A change that came is
        // applied as a reload.) The reload clears both.
        reloadData()
        return
      }
      // Nothing queued or half-applied: the table's shape must be the model's.
      if openBracketCount == 0, !bracketHadChange, !isApplying, pendingWork.changes.isEmpty,
        !isWaitingForLayout, uncommittedBatch == nil, expectedUserMove == nil
      {
        silentBracketEnded()
      }
    }
  }

  private func refreshTableHeader() {
    let header = tableHeader
    guard !AnyDiffable.same(header, shownTableHeader) else { return }
    shownTableHeader = header
    if table != nil { onTableHeaderChange?(header) }
  }

  /// Applies a change to the table, then calls `release` once the table has applied it: after the
  /// batch's animations, or at once after a reload or reconfiguration.
  private func apply(_ change: TableModelChange, release: (@MainActor () -> Void)?) {
    guard let table else {
      release?()
      return
    }
    if tableReadModelWhileChanging || reloadAskedWhileChanging {
      // The table asked about the model while it changed — reloaded from a transaction's
      // operations, say — and was answered without it (the shape it read before, rows without
      // items), or the app asked for a reload then, which waited for this change. A reload is
      // always right; it clears both.
      reloadData()
      release?()
      return
    }
    isApplying = true
    defer {
      isApplying = false
      runPendingWork()
    }
    guard case .batch(let changeset) = change, table.isInWindow else {
      reloadData()
      release?()
      return
    }
    let updated = changeset.updatedRows.map { (rowPath: $0, identity: identity(at: $0)) }
    if let missing = updated.first(where: { $0.identity == nil }) {
      // Updates name rows after the change: one the model lacks makes the whole change suspect
      // (a custom model's bookkeeping), and a negative position is a row no table has — UIKit
      // may raise on it, where no Swift code can catch it.
      report(
        .batchRejected,
        "the model reported an update of row \(missing.rowPath), which it does not have (its shape is \(shapeDescription)), in \(changeset); reloading instead"
      )
      reloadData()
      release?()
      return
    }
    heightCache.invalidate(Set(updated.compactMap(\.identity)))
    let reconfigured = rowsToReconfigure(updated)
    do {
      if changeset.hasStructuralChanges {
        let calls = changeset.batchCalls(animation: animation)
        // Inside a batch update the app opened, the table merges changes (diagnosed above as
        // changesMerged): neither the shape it read nor where rows go says anything about the
        // merged batch, so answers are forgotten and the table asks again.
        var mapping: BatchValidator.Mapping?
        if uncommittedBatch == nil {
          switch preflight(calls) {
          case nil:
            // The table has not read its shape since it last loaded (or ever): UIKit would
            // take the model's shape now, with the change in it, as the shape before the
            // batch and refuse it (uikit-batch-rules.md, §1.2). A reload is always right.
            reloadData()
            release?()
            return
          case .failure(let refusal)?:
            report(
              .batchRejected,
              "the table would refuse \(changeset) (\(refusal.rule.identifier)): \(refusal.message); reloading instead"
            )
            reloadData()
            release?()
            return
          case .success(let batchMapping)?: mapping = batchMapping
          }
        }
        rebaseAnsweredHeights(through: mapping)
        uncommittedBatch = changeset
        try table.applyBatch(calls, completion: { release?() })
        endModelDisplayOfRowsOffScreen()
      }
      if !reconfigured.isEmpty {
        let kept = try updateCells(at: reconfigured, in: table)
        // A reconfigure does not re-measure rows with explicit heights; an empty batch does.
        if !kept.isEmpty, heightsChanged(at: kept, width: table.layoutWidth) {
          try table.applyBatch([], completion: {})
        }
      }
      if !changeset.updatedSections.isEmpty { onSectionsUpdate?(changeset.updatedSections) }
      if !changeset.hasStructuralChanges { release?() }
    } catch {
      report(.batchRejected, "the table refused \(changeset): \(error); reloading instead")
      reloadData()
      release?()
    }
  }

  /// Shows rows' current items in their cells: reconfigures the rows whose shown cell has the
  /// reuse identifier their item wants, and reloads those whose item now wants another cell
  /// class (``rowNeedsNewCell``, a cell class chosen per item).
  ///
  /// The split is the mechanism, not the `catch` of a caller: on a device, UIKit raises an
  /// Objective-C exception, which Swift cannot catch, on a reconfigure that dequeues another
  /// reuse identifier (R26); only the headless table throws.
  ///
  /// - Parameters:
  ///   - rowPaths: The rows, in the table's current positions.
  ///   - table: The table.
  /// - Returns: The rows reconfigured (not reloaded).
  /// - Throws: What the table throws when it refuses the reconfigure or the reload (the headless
  ///   table only).
  @discardableResult
  func updateCells(at rowPaths: [RowPath], in table: any TableUpdating) throws -> [RowPath] {
    let reloaded = rowPaths.filter { rowNeedsNewCell?($0) ?? false }
    let reloadedSet = Set(reloaded)
    let kept = reloaded.isEmpty ? rowPaths : rowPaths.filter { !reloadedSet.contains($0) }
    if !kept.isEmpty { try table.reconfigureRows(at: kept) }
    if !reloaded.isEmpty { try table.applyBatch([.reloadRows(reloaded, .none)], completion: {}) }
    return kept
  }

  /// The updated rows to reconfigure now: all but the one whose value the user is editing, which
  /// is reconfigured when the edit ends — reconfiguring it now would cut off the typing.
  private func rowsToReconfigure(_ updated: [(rowPath: RowPath, identity: AnyDiffable.ID?)])
    -> [RowPath]
  {
    guard let editing = valueEditing else { return updated.map(\.rowPath) }
    let rows = updated.filter { $0.identity != editing.identity }.map(\.rowPath)
    if rows.count < updated.count { valueEditing?.heldUpdate = true }
    return rows
  }

  /// Applies the changes that arrived during the table's layout, then reconfigures the rows
  /// whose cells were made meanwhile from the changed model at positions the table had not
  /// moved yet.
  private func applyChangesAfterLayout() {
    isWaitingForLayout = false
    guard !isApplying else { return }
    applyQueuedChanges()
    guard let table, let stale = staleShownRows?(), !stale.isEmpty else { return }
    do {
      try updateCells(at: stale, in: table)
    } catch {
      report(.batchRejected, "the table refused to reconfigure \(stale): \(error); reloading")
      reloadData()
    }
  }

  /// Does the work that waited for the change just applied: the changes that arrived meanwhile,
  /// then the commits of the edits whose fields resigned meanwhile, in the order they ended.
  func runPendingWork() {
    applyQueuedChanges()
    while !isApplying, let commit = pendingWork.takeValueEditCommit() { commit() }
  }

  private func applyQueuedChanges() {
    let changes = pendingWork.takeChanges()
    guard !changes.isEmpty else { return }
    if changes.count == 1 {
      apply(changes[0].change, release: changes[0].release)
    } else {
      let when =
        pendingWork.changesBeganDuringLayout
        ? "while the table laid out its rows (a cell's or a header or footer view's configuration, a \"will display\", a row's or a section's behaviour, or a computed height changed it), where UIKit takes no batch; they waited for the layout to end"
        : "while the table applied the previous batch"
      report(
        .changesCoalesced,
        "the model changed \(changes.count) times \(when); the table reloaded once instead of animating each change",
        severity: .notice)
      reloadData()
      for (_, release) in changes { release?() }
    }
  }
}
