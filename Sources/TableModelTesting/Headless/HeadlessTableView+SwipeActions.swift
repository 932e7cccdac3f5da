extension HeadlessTableView {
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
  /// ``HeadlessTableViewDataSource/tableView(_:commit:forRowAt:)`` with `RowBehavior/EditingStyle/delete`
  /// and returns `true`.
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

  /// Simulates the user swiping a row from an edge and tapping one of the actions it reveals, as a
  /// user would; returns whether the action succeeded.
  ///
  /// As UIKit's swipe to edit does, the delegate hears
  /// ``HeadlessTableViewDelegate/tableView(_:willBeginEditingRowAt:)`` before the action's
  /// handler runs and ``HeadlessTableViewDelegate/tableView(_:didEndEditingRowAt:)`` after it,
  /// with the row's position when the swipe began.
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
    let actions = swipeActions(edge, at: rowPath)?.actions ?? []
    requireContract(
      actions.indices.contains(index),
      "HeadlessTableView.performSwipeAction(at:_:forRowAt:): row \(rowPath) offers \(actions.count) \(edge) swipe \(actions.count == 1 ? "action" : "actions"), so there is no action \(index)"
    )
    if delegate != nil { note("willBeginEditingRowAt", rowPath) }
    delegate?.tableView(self, willBeginEditingRowAt: rowPath)
    let succeeded = actions[index].perform()
    if delegate != nil { note("didEndEditingRowAt", rowPath) }
    delegate?.tableView(self, didEndEditingRowAt: rowPath)
    return succeeded
  }

  // MARK: Internal

  private func defaultTrailingSwipeActions(at rowPath: RowPath)
    -> SwipeActionsConfiguration?
  {
    guard let dataSource, dataSource.tableView(self, canEditRowAt: rowPath),
      (delegate?.tableView(self, editingStyleForRowAt: rowPath) ?? .delete) == .delete
    else { return nil }
    let title =
      delegate?.tableView(self, titleForDeleteConfirmationButtonForRowAt: rowPath) ?? "Delete"
    let delete = SwipeAction(title: title, style: .destructive) {
      [weak self, weak dataSource] in
      guard let self, let dataSource else { return false }
      self.note("commitEditingStyle", rowPath)
      dataSource.tableView(self, commit: .delete, forRowAt: rowPath)
      return true
    }
    return SwipeActionsConfiguration(actions: [delete])
  }
}
