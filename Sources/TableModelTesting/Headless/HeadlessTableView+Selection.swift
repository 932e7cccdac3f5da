extension HeadlessTableView {
  /// The selected rows, in order; empty when none is selected.
  public var indexPathsForSelectedRows: [RowPath] { state.selectedRows.sorted() }

  /// The first selected row, or `nil`.
  public var indexPathForSelectedRow: RowPath? { state.selectedRows.min() }

  /// Selects a row from code, as `UITableView.selectRow(at:animated:scrollPosition:)` does: the
  /// delegate is not told.
  ///
  /// Without multiple selection (``allowsMultipleSelection``, or
  /// ``allowsMultipleSelectionDuringEditing`` while the table edits), the other rows are
  /// deselected.
  ///
  /// - Parameters:
  ///   - rowPath: The row to select, or `nil` to deselect every row.
  ///   - animated: Whether to animate; ignored.
  ///   - scrollPosition: Where to scroll the row to; ``ScrollPosition/none`` does not scroll.
  /// - Throws: As ``layoutIfNeeded()``, when scrolling shows rows whose cells fail.
  /// - Precondition: The row exists in the table's cached shape.
  public func selectRow(at rowPath: RowPath?, animated: Bool, scrollPosition: ScrollPosition)
    throws
  {
    guard let rowPath else {
      for path in state.selectedRows { setSelected(false, at: path) }
      return
    }
    checkRowExists(rowPath, for: "selectRow(at:animated:scrollPosition:)")
    if !allowsMultipleSelectionNow {
      for path in state.selectedRows where path != rowPath { setSelected(false, at: path) }
    }
    setSelected(true, at: rowPath)
    if scrollPosition != .none { try scrollToRow(at: rowPath, at: scrollPosition) }
  }

  /// Deselects a row from code; the delegate is not told.
  ///
  /// - Parameters:
  ///   - rowPath: The row to deselect.
  ///   - animated: Whether to animate; ignored.
  public func deselectRow(at rowPath: RowPath, animated: Bool) {
    setSelected(false, at: rowPath)
  }

  /// Simulates the user tapping a row, as a user would with a finger: highlighting, selection and
  /// deselection go through the delegate as in UIKit — ``touchDownRow(at:)``, then
  /// ``liftFinger()``.
  ///
  /// The delegate hears, in this order: `shouldHighlightRowAt`; if the row highlights,
  /// `didHighlightRowAt`; then `willSelectRowAt`, and for the previously selected row
  /// `willDeselectRowAt` and `didDeselectRowAt`, then `didSelectRowAt`; finally, as the finger
  /// lifts, `didUnhighlightRowAt`. A row that does not highlight is not selected.
  ///
  /// With multiple selection (``allowsMultipleSelection``, or
  /// ``allowsMultipleSelectionDuringEditing`` while the table edits), tapping a selected row
  /// deselects it instead
  /// (`willDeselectRowAt`, `didDeselectRowAt`). With single selection, the previously selected row
  /// is deselected first.
  ///
  /// Without multiple selection, the tap then performs the row's primary action, whether or not
  /// the row was selected, as UIKit does: `canPerformPrimaryActionForRowAt`, then
  /// `performPrimaryActionForRowAt` (before `didUnhighlightRowAt`). A tap with multiple selection
  /// — ``allowsMultipleSelectionDuringEditing`` while editing included — only extends or shrinks
  /// the selection: UIKit performs primary actions only for a selection that extends none.
  ///
  /// The primary action and `didUnhighlightRowAt` name the tapped row where it is then: a batch
  /// the delegate commits from `willSelectRowAt` or `didSelectRowAt` moves the highlight with its
  /// row, and one that deletes or reloads the row drops it, with no primary action and no
  /// `didUnhighlightRowAt` (K28).
  ///
  /// While a swipe shows its actions (``swipedRow``), the tap only closes the swipe, as
  /// ``closeSwipeActions()`` does: the delegate hears `didEndEditingRowAt` and nothing is
  /// highlighted, selected or performed, as on a device.
  ///
  /// Like every simulated gesture, it first drains the pending phases and stops inside a batch
  /// update or a data-source or delegate call (``HeadlessTableView``, "Simulating the user").
  ///
  /// - Parameter rowPath: The tapped row.
  /// - Precondition: The row exists in the table's cached shape, and no finger is down
  ///   (``touchDownRow(at:)``).
  public func tapRow(at rowPath: RowPath) {
    guard touchDown(at: rowPath, "tapRow(at:)") else { return }
    liftFingerNow()
  }

  /// The row the user's finger is down on and that shows highlighted, where it is now, or `nil`.
  ///
  /// A batch moves the highlight with its row, and a batch that deletes or reloads the row drops
  /// it, as it does a selection (`uikit-callback-rules.md`, K28: UIKit maps its highlighted index
  /// paths and its pending selection through the batch); ``reloadData()`` drops it (K27).
  public var highlightedRow: RowPath? { state.highlightedRow }

  /// Simulates the user's finger going down on a row and staying there: the first half of
  /// ``tapRow(at:)``.
  ///
  /// The delegate hears `shouldHighlightRowAt` and, if the row highlights, `didHighlightRowAt`;
  /// the row is then ``highlightedRow`` and its cell ``HeadlessTableViewCell/isHighlighted``.
  /// Batches committed before ``liftFinger()`` move the highlight with its row or drop it (K28).
  ///
  /// While a swipe shows its actions (``swipedRow``), the touch only closes the swipe, as
  /// ``tapRow(at:)`` says, and the row does not highlight.
  ///
  /// Like every simulated gesture, it first drains the pending phases and stops inside a batch
  /// update or a data-source or delegate call (``HeadlessTableView``, "Simulating the user").
  ///
  /// - Parameter rowPath: The touched row.
  /// - Returns: Whether the row highlighted; when it did not, the touch is over.
  /// - Precondition: The row exists in the table's cached shape, and no finger is down already.
  @discardableResult
  public func touchDownRow(at rowPath: RowPath) -> Bool {
    touchDown(at: rowPath, "touchDownRow(at:)")
  }

  /// ``touchDownRow(at:)``, for a gesture that names itself in its stops.
  private func touchDown(at rowPath: RowPath, _ call: String) -> Bool {
    requireUserCanTouch(call)
    requireContract(
      !isTouchDown,
      "HeadlessTableView.\(call): a finger is already down; call liftFinger() first")
    drainBeforeGesture(call)
    checkRowExists(rowPath, for: call)
    // While a swipe shows its actions, a touch on the rows only closes it (UIKit's touchesBegan
    // ignores touches while a row is swiped, and the swipe dismisses on a touch outside it).
    guard state.swipe == nil else {
      endSwipe()
      return false
    }
    guard
      isEditing
        ? allowsSelectionDuringEditing || allowsMultipleSelectionDuringEditing : allowsSelection
    else { return false }
    if delegate != nil { note("shouldHighlightRowAt", rowPath) }
    guard delegate?.tableView(self, shouldHighlightRowAt: rowPath) ?? true else { return false }
    if delegate != nil { note("didHighlightRowAt", rowPath) }
    delegate?.tableView(self, didHighlightRowAt: rowPath)
    isTouchDown = true
    setHighlightedRow(rowPath)
    return true
  }

  /// Simulates the user lifting the finger that ``touchDownRow(at:)`` put down: the second half
  /// of ``tapRow(at:)``, on the row where it is now.
  ///
  /// The row is selected (or deselected) and its primary action performed as ``tapRow(at:)``
  /// says, at the row's position now, then the delegate hears `didUnhighlightRowAt`. When a batch
  /// deleted or reloaded the row meanwhile, UIKit has dropped its highlight and its pending
  /// selection (K28), so nothing is selected; whether UIKit calls `didUnhighlightRowAt` for the
  /// dropped highlight is unspecified, and the delegate here hears nothing. A change of editing
  /// mode meanwhile leaves the highlight (also unspecified; see "Differences from UIKit" in
  /// <doc:TestingOnLinux>).
  ///
  /// Like every simulated gesture, it first drains the pending phases and stops inside a batch
  /// update or a data-source or delegate call (``HeadlessTableView``, "Simulating the user").
  ///
  /// - Precondition: A finger is down (``touchDownRow(at:)`` returned `true`).
  public func liftFinger() {
    requireUserCanTouch("liftFinger()")
    requireContract(
      isTouchDown,
      "HeadlessTableView.liftFinger(): no finger is down; call touchDownRow(at:) first")
    drainBeforeGesture("liftFinger()")
    liftFingerNow()
  }

  /// Simulates the user dragging two fingers over rows to select them (iOS 13's
  /// multiple-selection interaction), as a user would.
  ///
  /// Nothing happens unless ``allowsMultipleSelectionDuringEditing`` is on and the delegate's
  /// ``HeadlessTableViewDelegate/tableView(_:shouldBeginMultipleSelectionInteractionAt:)``
  /// agrees for the first row. The table then enters editing mode when it is not editing
  /// (``setEditing(_:animated:)``), the delegate hears
  /// ``HeadlessTableViewDelegate/tableView(_:didBeginMultipleSelectionInteractionAt:)``, each row
  /// not selected yet is selected as a tap selects it (`willSelectRowAt`, then `didSelectRowAt`),
  /// and the delegate hears
  /// ``HeadlessTableViewDelegate/tableViewDidEndMultipleSelectionInteraction(_:)`` as the
  /// fingers lift.
  ///
  /// Like every simulated gesture, it first drains the pending phases and stops inside a batch
  /// update or a data-source or delegate call (``HeadlessTableView``, "Simulating the user").
  ///
  /// - Parameter rowPaths: The rows the fingers pass over, in order; the first is where the pan
  ///   begins.
  /// - Returns: Whether the pan selected rows.
  /// - Precondition: The rows exist in the table's cached shape.
  @discardableResult
  public func panToSelectRows(_ rowPaths: [RowPath]) -> Bool {
    drainBeforeGesture("panToSelectRows(_:)")
    for path in rowPaths { checkRowExists(path, for: "panToSelectRows(_:)") }
    guard let first = rowPaths.first, allowsMultipleSelectionDuringEditing, let delegate
    else { return false }
    note("shouldBeginMultipleSelectionInteractionAt", first)
    guard delegate.tableView(self, shouldBeginMultipleSelectionInteractionAt: first) else {
      return false
    }
    if !isEditing { setEditing(true, animated: true) }
    note("didBeginMultipleSelectionInteractionAt", first)
    delegate.tableView(self, didBeginMultipleSelectionInteractionAt: first)
    for path in rowPaths where !state.selectedRows.contains(path) {
      note("willSelectRowAt", path)
      guard let target = delegate.tableView(self, willSelectRowAt: path),
        !state.selectedRows.contains(target)
      else { continue }
      setSelected(true, at: target)
      note("didSelectRowAt", target)
      delegate.tableView(self, didSelectRowAt: target)
    }
    note("tableViewDidEndMultipleSelectionInteraction")
    delegate.tableViewDidEndMultipleSelectionInteraction(self)
    return true
  }

  // MARK: Internal

  /// Whether several rows can be selected now: ``allowsMultipleSelectionDuringEditing`` while the
  /// table edits, else ``allowsMultipleSelection``.
  var allowsMultipleSelectionNow: Bool {
    isEditing ? allowsMultipleSelectionDuringEditing : allowsMultipleSelection
  }

  /// Ends the touch ``touchDownRow(at:)`` began, at its row's position now: selects the row as
  /// a tap does, then unhighlights it; does nothing when a batch dropped the row (K28).
  ///
  /// The primary action and the unhighlight go to the touched row where it is after the
  /// selection: a batch the delegate makes from `willSelectRowAt` or `didSelectRowAt` maps the
  /// highlight and the pending selection as any batch does (K28) — a row moved by it is
  /// unhighlighted where it went, and a row it deleted or reloaded has no primary action and no
  /// `didUnhighlightRowAt`, rather than the row that took its old position.
  private func liftFingerNow() {
    isTouchDown = false
    guard let rowPath = state.highlightedRow else { return }
    defer {
      if let touched = state.highlightedRow {
        setHighlightedRow(nil)
        if delegate != nil { note("didUnhighlightRowAt", touched) }
        delegate?.tableView(self, didUnhighlightRowAt: touched)
      }
    }
    // A tap that extends a multiple selection — editing with
    // allowsMultipleSelectionDuringEditing too — toggles the row and performs no primary action.
    let isMultipleSelection = allowsMultipleSelectionNow
    if isMultipleSelection, state.selectedRows.contains(rowPath) {
      userDeselect(rowPath)
      return
    }
    if delegate != nil { note("willSelectRowAt", rowPath) }
    defer {
      if !isMultipleSelection, let touched = state.highlightedRow {
        performPrimaryActionIfAllowed(at: touched)
      }
    }
    let target =
      if let delegate { delegate.tableView(self, willSelectRowAt: rowPath) } else { rowPath }
    guard let target else { return }
    if !isMultipleSelection {
      for path in state.selectedRows.sorted() where path != target { userDeselect(path) }
    }
    setSelected(true, at: target)
    if delegate != nil { note("didSelectRowAt", target) }
    delegate?.tableView(self, didSelectRowAt: target)
  }

  private func setHighlightedRow(_ rowPath: RowPath?) {
    if let old = state.highlightedRow { state.cells[old]?.isHighlighted = false }
    state.highlightedRow = rowPath
    if let rowPath { state.cells[rowPath]?.isHighlighted = true }
  }

  /// Gives a cell the selected and highlighted state of its row: a cell follows the table's
  /// selection and highlight, not its previous use (K29).
  func applySelectionState(to cell: HeadlessTableViewCell, at path: RowPath) {
    cell.isSelected = state.selectedRows.contains(path)
    cell.isHighlighted = state.highlightedRow == path
  }

  /// Deselects every row without telling the delegate.
  func deselectAllSilently() {
    for path in state.selectedRows.sorted() { setSelected(false, at: path) }
  }

  func checkRowExists(_ rowPath: RowPath, for call: String) {
    let shape = loadedShape()
    requireContract(
      shape.contains(rowPath),
      "HeadlessTableView.\(call): row \(rowPath) is not in the table, whose shape is \(shape)")
  }

  private func userDeselect(_ path: RowPath) {
    if delegate != nil { note("willDeselectRowAt", path) }
    let target = if let delegate { delegate.tableView(self, willDeselectRowAt: path) } else { path }
    guard let target else { return }
    setSelected(false, at: target)
    if delegate != nil { note("didDeselectRowAt", target) }
    delegate?.tableView(self, didDeselectRowAt: target)
  }

  private func setSelected(_ selected: Bool, at path: RowPath) {
    if selected {
      state.selectedRows.insert(path)
    } else {
      state.selectedRows.remove(path)
    }
    state.cells[path]?.isSelected = selected
  }
}
