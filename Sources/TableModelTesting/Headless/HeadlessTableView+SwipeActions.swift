extension HeadlessTableView {
  /// A swipe the user opened on a row: its edge, its actions, and where its row is now.
  struct SwipeOccurrence {
    /// The row's position now, rebased through every batch since the swipe began (K33).
    var rowPath: RowPath
    let edge: SwipeAction.Edge
    let actions: [SwipeAction]
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
  /// A batch moves the open swipe with its row (`uikit-callback-rules.md`, K33).
  public var swipedRow: RowPath? { state.swipe?.rowPath }

  /// Simulates the user swiping a row from an edge until its actions show, and leaving them open.
  ///
  /// As UIKit does (K32), the table asks for the row's configuration (``swipeActions(_:at:)``)
  /// and then calls the delegate's ``HeadlessTableViewDelegate/tableView(_:willBeginEditingRowAt:)``.
  /// A swipe open on another row closes first. While the swipe is open:
  /// - a batch moves it with its row (``swipedRow``); a batch that deletes or reloads the row
  ///   tears it down, and the delegate hears
  ///   ``HeadlessTableViewDelegate/tableView(_:didEndEditingRowAt:)`` with `nil`, as the swipe
  ///   has lost its row;
  /// - ``reloadData()`` and a change of ``contentOffset`` (a scroll) close it, and the delegate
  ///   hears `didEndEditingRowAt` with the row's last position.
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
    drainBeforeGesture()
    closeSwipeActions()
    guard let configuration = swipeActions(edge, at: rowPath), !configuration.actions.isEmpty
    else { return nil }
    if delegate != nil { note("willBeginEditingRowAt", rowPath) }
    delegate?.tableView(self, willBeginEditingRowAt: rowPath)
    state.swipe = SwipeOccurrence(rowPath: rowPath, edge: edge, actions: configuration.actions)
    return configuration
  }

  /// Simulates the user tapping one of the open swipe's actions; returns what its handler
  /// returned.
  ///
  /// The handler runs while the swipe is open; its result is what a `UIContextualAction`'s
  /// handler passes to its completion, which closes the swipe. So the swipe then closes and the
  /// delegate hears ``HeadlessTableViewDelegate/tableView(_:didEndEditingRowAt:)`` with the
  /// row's position now — unless the handler deleted the row, which tore the swipe down already.
  /// A destructive action does not remove its row by itself (K35): its handler must.
  ///
  /// The handler's result stands for one call of UIKit's completion, so the headless table never
  /// sees it called twice, late or not at all (`uikit-callback-rules.md`, open question 4): a
  /// swipe kept open behind a confirmation cannot be played.
  ///
  /// - Parameter index: The action's index in the configuration; 0 is the action nearest the
  ///   edge, the one a full swipe performs.
  /// - Returns: What the action's handler returned.
  /// - Precondition: A swipe is open (``openSwipeActions(_:at:)``), it has an action at
  ///   `index`, and that action's handler takes no argument or was bound to the row by a table
  ///   controller.
  @discardableResult
  public func tapSwipeAction(at index: Int) -> Bool {
    guard let swipe = state.swipe else {
      contractViolation(
        "HeadlessTableView.tapSwipeAction(at:): no swipe is open; call openSwipeActions(_:at:) first"
      )
    }
    requireContract(
      swipe.actions.indices.contains(index),
      "HeadlessTableView.tapSwipeAction(at:): the swipe open on row \(swipe.rowPath) shows \(swipe.actions.count) \(swipe.actions.count == 1 ? "action" : "actions"), so there is no action \(index)"
    )
    let succeeded = swipe.actions[index].perform()
    closeSwipeActions()
    return succeeded
  }

  /// Simulates the user closing the open swipe by tapping outside it.
  ///
  /// The delegate hears ``HeadlessTableViewDelegate/tableView(_:didEndEditingRowAt:)`` with the
  /// row's position now. Does nothing when no swipe is open.
  public func closeSwipeActions() {
    guard let swipe = state.swipe else { return }
    state.swipe = nil
    if delegate != nil { note("didEndEditingRowAt", swipe.rowPath) }
    delegate?.tableView(self, didEndEditingRowAt: swipe.rowPath)
  }

  /// Simulates the user swiping a row from an edge and tapping one of the actions it reveals, as a
  /// user would; returns whether the action succeeded: ``openSwipeActions(_:at:)``, then
  /// ``tapSwipeAction(at:)``.
  ///
  /// - Parameters:
  ///   - index: The action's index in the configuration ``swipeActions(_:at:)`` returns; 0 is the
  ///     action nearest the edge, the one a full swipe performs.
  ///   - edge: The edge the row is swiped from.
  ///   - rowPath: The swiped row.
  /// - Returns: What the action's handler returned.
  /// - Precondition: The row exists in the table's cached shape and offers an action at `index`
  ///   on that edge, whose handler takes no argument or was bound to the row by a table
  ///   controller.
  @discardableResult
  public func performSwipeAction(
    at index: Int, _ edge: SwipeAction.Edge, forRowAt rowPath: RowPath
  ) -> Bool {
    drainBeforeGesture()
    let count = swipeActions(edge, at: rowPath)?.actions.count ?? 0
    requireContract(
      index >= 0 && index < count,
      "HeadlessTableView.performSwipeAction(at:_:forRowAt:): row \(rowPath) offers \(count) \(edge) swipe \(count == 1 ? "action" : "actions"), so there is no action \(index)"
    )
    openSwipeActions(edge, at: rowPath)
    return tapSwipeAction(at: index)
  }

  // MARK: Internal

  /// Moves the open swipe with its row through a batch, or tears it down when the batch deleted
  /// or reloaded the row; returns whether it was torn down.
  func rebaseSwipe(through mapping: BatchValidator.Mapping) -> Bool {
    guard let swipe = state.swipe else { return false }
    if let rowPath = mapping.newPath(forOld: swipe.rowPath) {
      state.swipe?.rowPath = rowPath
      return false
    }
    state.swipe = nil
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
