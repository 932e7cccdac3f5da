extension HeadlessTableView {
  /// A swipe the user opened on a row: its edge, its actions, and where its row is now.
  struct SwipeOccurrence {
    /// Which swipe of the table's this is, so that a completion called after the swipe ended
    /// closes nothing.
    let number: Int
    /// The row's position now, rebased through every batch since the swipe began (K33).
    var rowPath: RowPath
    let edge: SwipeAction.Edge
    let actions: [SwipeAction]
    /// Whether the swipe drives the table's editing: it opened while the table did not edit
    /// (K32).
    let drivesEditing: Bool
  }

  /// The actions a row reveals when the user swipes it from an edge, as a user would see them.
  ///
  /// The leading edge offers what the delegate's
  /// ``HeadlessTableViewDelegate/tableView(_:leadingSwipeActionsConfigurationForRowAt:)`` returns.
  /// The trailing edge offers what
  /// ``HeadlessTableViewDelegate/tableView(_:trailingSwipeActionsConfigurationForRowAt:)``
  /// returns; when it returns `nil`, a row that the data source's
  /// ``HeadlessTableViewDataSource/tableView(_:canEditRowAt:)`` allows editing and whose
  /// ``HeadlessTableViewDelegate/tableView(_:editingStyleForRowAt:)`` is `RowBehavior/EditingStyle/delete`
  /// offers UIKit's default: one destructive action titled
  /// ``HeadlessTableViewDelegate/tableView(_:titleForDeleteConfirmationButtonForRowAt:)``, or
  /// "Delete", whose handler calls the data source's
  /// ``HeadlessTableViewEditingDataSource/tableView(_:commit:forRowAt:)`` with `RowBehavior/EditingStyle/delete`
  /// for the swiped row where it is when the action is tapped (K36), and returns `true`.
  ///
  /// UIKit offers that default only when the data source implements
  /// `tableView(_:commit:forRowAt:)` (K48, K32: "nil = default actions, i.e. Delete when the data
  /// source implements `commit`"): a data source that is not a
  /// ``HeadlessTableViewEditingDataSource`` offers no trailing action unless the delegate returns
  /// some.
  ///
  /// - Parameters:
  ///   - edge: The edge the row is swiped from.
  ///   - rowPath: The swiped row.
  /// - Returns: The actions, or `nil` when the row offers none on that edge.
  /// - Precondition: The row exists in the table's cached shape.
  public func swipeActions(_ edge: SwipeAction.Edge, at rowPath: RowPath)
    -> SwipeActionsConfiguration?
  {
    checkRowExists(rowPath, for: "swipeActions(_:at:)")
    switch edge {
    case .leading:
      if delegate != nil { note("leadingSwipeActionsConfigurationForRowAt", rowPath) }
      return delegate?.tableView(self, leadingSwipeActionsConfigurationForRowAt: rowPath)
    case .trailing:
      if delegate != nil { note("trailingSwipeActionsConfigurationForRowAt", rowPath) }
      if let configuration = delegate?.tableView(
        self, trailingSwipeActionsConfigurationForRowAt: rowPath)
      {
        return configuration
      }
      return defaultTrailingSwipeActions(at: rowPath)
    }
  }

  /// The row whose swipe actions are open, where it is now, or `nil` when none is open.
  ///
  /// A batch moves the open swipe with its row (`uikit-callback-rules.md`, K33). A tapped action
  /// whose handler has not called its `SwipeAction.Completion` yet keeps the swipe open (K35).
  public var swipedRow: RowPath? { state.swipe?.rowPath }

  /// Simulates the user swiping a row from an edge until its actions show, and leaving them open.
  ///
  /// As UIKit does (K32), the table asks for the row's configuration (``swipeActions(_:at:)``)
  /// and then calls the delegate's ``HeadlessTableViewDelegate/tableView(_:willBeginEditingRowAt:)``.
  /// A swipe open on another row closes first.
  ///
  /// Opened while the table does not edit, the swipe drives editing, as UIKit's swipe-to-delete
  /// mode does: once `willBeginEditingRowAt` returns, ``isEditing`` is `true`, every row is
  /// deselected without telling the delegate (K31), and the swiped row's cell
  /// edits (``HeadlessTableViewCell/isEditing``) without showing a control; the other cells do
  /// not edit, and ``commitEditing(forRowAt:)`` and ``beginInteractiveMove(ofRowAt:)`` find no
  /// control. When the swipe ends, editing ends with it — the cell stops editing and the
  /// selection goes again — before the delegate hears `didEndEditingRowAt`. A swipe opened in
  /// editing mode leaves editing as it is.
  ///
  /// While the swipe is open:
  /// - a batch moves it with its row (``swipedRow``); a batch that deletes or reloads the row
  ///   tears it down, and the delegate hears
  ///   ``HeadlessTableViewDelegate/tableView(_:didEndEditingRowAt:)`` with `nil`, as the swipe
  ///   has lost its row;
  /// - ``reloadData()`` and a change of ``contentOffset`` (a scroll) close it, and the delegate
  ///   hears `didEndEditingRowAt` with the row's last position;
  /// - a touch on a row (``tapRow(at:)``, ``touchDownRow(at:)``) closes it as
  ///   ``closeSwipeActions()`` does, and selects and highlights nothing;
  /// - ``setEditing(_:animated:)`` turning editing off closes it.
  ///
  /// Like every simulated gesture, it first drains the pending phases and stops inside a batch
  /// update or a data-source or delegate call (``HeadlessTableView``, "Simulating the user").
  ///
  /// - Parameters:
  ///   - edge: The edge the row is swiped from.
  ///   - rowPath: The swiped row.
  /// - Returns: The actions shown, or `nil` when the row offers none on that edge; nothing opens
  ///   then.
  /// - Precondition: The row exists in the table's cached shape.
  @discardableResult
  public func openSwipeActions(_ edge: SwipeAction.Edge, at rowPath: RowPath)
    -> SwipeActionsConfiguration?
  {
    drainBeforeGesture("openSwipeActions(_:at:)")
    checkRowExists(rowPath, for: "openSwipeActions(_:at:)")
    endSwipe()
    guard let configuration = swipeActions(edge, at: rowPath), !configuration.actions.isEmpty
    else { return nil }
    if delegate != nil { note("willBeginEditingRowAt", rowPath) }
    do {
      isBeginningSwipe = true
      defer { isBeginningSwipe = false }
      delegate?.tableView(self, willBeginEditingRowAt: rowPath)
    }
    state.swipeCount += 1
    let drivesEditing = !editsAllRows
    state.swipe = SwipeOccurrence(
      number: state.swipeCount, rowPath: rowPath, edge: edge, actions: configuration.actions,
      drivesEditing: drivesEditing)
    if drivesEditing { beginSwipeDrivenEditing(at: rowPath) }
    return configuration
  }

  /// Simulates the user tapping one of the open swipe's actions; returns what its handler passed
  /// to its completion before returning.
  ///
  /// The handler runs while the swipe is open, and the swipe closes when the handler calls its
  /// `SwipeAction.Completion` — with `true` or `false` alike, as `UIContextualAction`'s
  /// completion handler closes it (K35): the delegate then hears
  /// ``HeadlessTableViewDelegate/tableView(_:didEndEditingRowAt:)`` with the row's position now,
  /// unless the handler deleted the row, which tore the swipe down already. A handler that
  /// returns a `Bool` calls it as it returns. One that calls it later — after a confirmation —
  /// leaves the swipe open (``swipedRow``) until it does, or until the table resets the swipe
  /// (``reloadData()``, a scroll, ``closeSwipeActions()``, a batch that deletes the row); a
  /// completion called after that closes nothing. A second call of a completion does nothing
  /// but log a line in ``diagnostics`` (for an action a ``HeadlessTableController`` offers, a
  /// `TableControllerCore.Diagnostic.Kind.completionRepeated` notice to its controller
  /// instead). A destructive action does not remove its row by itself (K35): its handler must.
  ///
  /// While a tapped action waits for its completion, the swipe's buttons stay on screen and a
  /// user can tap one again — the confirmation an app keeps its actions open behind may have been
  /// cancelled without a completion (K35) — and UIKit runs that action's handler again, with a
  /// completion of its own. So does this method; whichever completion comes first closes the
  /// swipe, and the other then closes nothing.
  ///
  /// Like every simulated gesture, it first drains the pending phases and stops inside a batch
  /// update or a data-source or delegate call (``HeadlessTableView``, "Simulating the user").
  ///
  /// - Parameter index: The action's index in the configuration; 0 is the action nearest the
  ///   edge, the one a full swipe performs.
  /// - Returns: What the action's handler passed to its completion before returning; `false`
  ///   when it has not called it yet.
  /// - Precondition: A swipe is open (``openSwipeActions(_:at:)``), it has an action at `index`,
  ///   and that action's handler takes no argument (or only its completion) or was bound to the
  ///   row by a table controller.
  @discardableResult
  public func tapSwipeAction(at index: Int) -> Bool {
    drainBeforeGesture("tapSwipeAction(at:)")
    guard let swipe = state.swipe else {
      contractViolation(
        "HeadlessTableView.tapSwipeAction(at:): no swipe is open; call openSwipeActions(_:at:) first"
      )
    }
    requireContract(
      swipe.actions.indices.contains(index),
      "HeadlessTableView.tapSwipeAction(at:): the swipe open on row \(swipe.rowPath) shows \(swipe.actions.count) \(swipe.actions.count == 1 ? "action" : "actions"), so there is no action \(index)"
    )
    let action = swipe.actions[index]
    var succeeded = false
    let reportRepeat: @MainActor (String) -> Void = { [weak self] in
      self?.diagnose("HeadlessTableView: \($0)")
    }
    action.perform(reportingRepeatsTo: reportRepeat) { [weak self] performed in
      succeeded = performed
      // A swipe that ended meanwhile — reset, or torn down with its row — closes no other.
      guard let self, self.state.swipe?.number == swipe.number else { return }
      self.endSwipe()
    }
    return succeeded
  }

  /// Simulates the user closing the open swipe by tapping outside it.
  ///
  /// The delegate hears ``HeadlessTableViewDelegate/tableView(_:didEndEditingRowAt:)`` with the
  /// row's position now, after the editing the swipe drove ended (``isEditing``). A swipe that
  /// waits for a tapped action's completion closes too; the completion closes nothing when it
  /// comes. Does nothing when no swipe is open.
  ///
  /// Like every simulated gesture, it first drains the pending phases and stops inside a batch
  /// update or a data-source or delegate call (``HeadlessTableView``, "Simulating the user").
  public func closeSwipeActions() {
    drainBeforeGesture("closeSwipeActions()")
    endSwipe()
  }

  // MARK: Internal

  /// Ends the open swipe, if any, as a tap outside it, a scroll, a reload or its action's
  /// completion does: the delegate hears `didEndEditingRowAt` with the row's position now.
  func endSwipe() {
    guard let swipe = state.swipe else { return }
    state.swipe = nil
    endSwipeDrivenEditing(of: swipe, cellAt: swipe.rowPath)
    if delegate != nil { note("didEndEditingRowAt", swipe.rowPath) }
    delegate?.tableView(self, didEndEditingRowAt: swipe.rowPath)
  }

  /// Simulates the user swiping a row from an edge and tapping one of the actions it reveals, as a
  /// user would; returns whether the action succeeded: ``openSwipeActions(_:at:)``, then
  /// ``tapSwipeAction(at:)``.
  ///
  /// Like every simulated gesture, it first drains the pending phases and stops inside a batch
  /// update or a data-source or delegate call (``HeadlessTableView``, "Simulating the user").
  ///
  /// - Parameters:
  ///   - index: The action's index in the configuration ``swipeActions(_:at:)`` returns; 0 is the
  ///     action nearest the edge, the one a full swipe performs.
  ///   - edge: The edge the row is swiped from.
  ///   - rowPath: The swiped row.
  /// - Returns: What the action's handler passed to its completion before returning; `false`
  ///   when it has not called it yet, and the swipe stays open until it does.
  /// - Precondition: The row exists in the table's cached shape and offers an action at `index`
  ///   on that edge, whose handler takes no argument (or only its completion) or was bound to
  ///   the row by a table controller.
  @discardableResult
  public func performSwipeAction(
    at index: Int, _ edge: SwipeAction.Edge, forRowAt rowPath: RowPath
  ) -> Bool {
    drainBeforeGesture("performSwipeAction(at:_:forRowAt:)")
    checkRowExists(rowPath, for: "performSwipeAction(at:_:forRowAt:)")
    let count = swipeActions(edge, at: rowPath)?.actions.count ?? 0
    requireContract(
      index >= 0 && index < count,
      "HeadlessTableView.performSwipeAction(at:_:forRowAt:): row \(rowPath) offers \(count) \(edge) swipe \(count == 1 ? "action" : "actions"), so there is no action \(index)"
    )
    openSwipeActions(edge, at: rowPath)
    return tapSwipeAction(at: index)
  }

  /// Moves the open swipe with its row through a batch, or tears it down — with the editing it
  /// drove — when the batch deleted or reloaded the row; returns whether it was torn down.
  func rebaseSwipe(through mapping: BatchValidator.Mapping) -> Bool {
    guard let swipe = state.swipe else { return false }
    if let rowPath = mapping.newPath(forOld: swipe.rowPath) {
      state.swipe?.rowPath = rowPath
      return false
    }
    state.swipe = nil
    endSwipeDrivenEditing(of: swipe, cellAt: nil)
    return true
  }

  private func defaultTrailingSwipeActions(at rowPath: RowPath)
    -> SwipeActionsConfiguration?
  {
    // Swipe-to-delete needs the data source's commit (K48).
    guard let dataSource = dataSource as? any HeadlessTableViewEditingDataSource,
      dataSource.tableView(self, canEditRowAt: rowPath),
      (delegate?.tableView(self, editingStyleForRowAt: rowPath) ?? .delete) == .delete
    else { return nil }
    let title =
      delegate?.tableView(self, titleForDeleteConfirmationButtonForRowAt: rowPath) ?? "Delete"
    let delete = SwipeAction(title: title, style: .destructive) {
      [weak self, weak dataSource] in
      guard let self, let dataSource else { return false }
      // The swiped row where it is now: batches since the swipe began moved it (K36).
      let current = self.state.swipe?.rowPath ?? rowPath
      self.commitEditingStyle(.delete, forRowAt: current, in: dataSource)
      return true
    }
    return SwipeActionsConfiguration(actions: [delete])
  }
}
