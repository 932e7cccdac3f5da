extension HeadlessTableView {
  /// A proposed or completed move of the focus between rows, as `UITableViewFocusUpdateContext`.
  public struct FocusUpdate: Hashable, Sendable {
    /// The row that has (or had) the focus, or `nil` when no row has.
    public let previouslyFocusedRow: RowPath?
    /// The row that gets (or got) the focus, or `nil` when focus leaves the rows.
    public let nextFocusedRow: RowPath?
  }

  /// Simulates the keyboard or remote moving the focus from one row to another.
  ///
  /// As UIKit's focus engine does, the table asks the delegate's
  /// ``HeadlessTableViewDelegate/tableView(_:canFocusRowAt:)`` for the next row, then
  /// ``HeadlessTableViewDelegate/tableView(_:shouldUpdateFocusIn:)``, then
  /// ``HeadlessTableViewDelegate/tableView(_:didUpdateFocusIn:)``. When
  /// ``selectionFollowsFocus`` is on and the delegate's
  /// ``HeadlessTableViewDelegate/tableView(_:selectionFollowsFocusForRowAt:)`` agrees, the
  /// focused row is then selected as by the user — `willSelectRowAt`, the other rows'
  /// `willDeselectRowAt` and `didDeselectRowAt`, `didSelectRowAt` — with no primary action.
  ///
  /// The headless table does not keep the focus across calls: each move names where the focus
  /// comes from.
  ///
  /// Like every simulated gesture, it first drains the pending phases and stops inside a batch
  /// update or a data-source or delegate call (``HeadlessTableView``, "Simulating the user").
  ///
  /// - Parameters:
  ///   - previous: The row that has the focus, or `nil` when none has.
  ///   - next: The row to focus, or `nil` to move the focus out of the rows.
  /// - Returns: Whether the focus moved.
  /// - Precondition: The rows exist in the table's cached shape.
  @discardableResult
  public func moveFocus(from previous: RowPath?, to next: RowPath?) -> Bool {
    let call = "moveFocus(from:to:)"
    drainBeforeGesture(call)
    if let previous { checkRowExists(previous, for: call) }
    if let next { checkRowExists(next, for: call) }
    if let next, !(delegate?.tableView(self, canFocusRowAt: next) ?? allowsFocusNow) {
      return false
    }
    let update = FocusUpdate(previouslyFocusedRow: previous, nextFocusedRow: next)
    guard delegate?.tableView(self, shouldUpdateFocusIn: update) ?? true else { return false }
    delegate?.tableView(self, didUpdateFocusIn: update)
    if let next, selectionFollowsFocus,
      delegate?.tableView(self, selectionFollowsFocusForRowAt: next) ?? true
    {
      selectFollowingFocus(next)
    }
    return true
  }

  /// Simulates the table getting the focus, with no row focused before: the focus goes to the
  /// delegate's ``HeadlessTableViewDelegate/indexPathForPreferredFocusedView(in:)``, or else to
  /// the first row the delegate lets take the focus, through ``moveFocus(from:to:)``.
  ///
  /// Like every simulated gesture, it first drains the pending phases and stops inside a batch
  /// update or a data-source or delegate call (``HeadlessTableView``, "Simulating the user").
  ///
  /// - Returns: The row that got the focus, or `nil` when none did.
  @discardableResult
  public func focusPreferredRow() -> RowPath? {
    drainBeforeGesture("focusPreferredRow()")
    let shape = loadedShape()
    let preferred = delegate?.indexPathForPreferredFocusedView(in: self).flatMap {
      shape.contains($0) ? $0 : nil
    }
    let rows = shape.rowCounts.indices.lazy.flatMap { section in
      (0..<shape.rowCounts[section]).lazy.map { RowPath(row: $0, section: section) }
    }
    guard
      let target = preferred
        ?? rows.first(where: {
          self.delegate?.tableView(self, canFocusRowAt: $0) ?? self.allowsFocusNow
        })
    else { return nil }
    return moveFocus(from: nil, to: target) ? target : nil
  }

  /// Whether rows can take the focus by the table's own setting: ``allowsFocus``, or
  /// ``allowsFocusDuringEditing`` while the table edits.
  var allowsFocusNow: Bool { isEditing ? allowsFocusDuringEditing : allowsFocus }

  /// Selects a row focus moved to, telling the delegate as a user's selection does.
  private func selectFollowingFocus(_ rowPath: RowPath) {
    let target =
      if let delegate { delegate.tableView(self, willSelectRowAt: rowPath) } else { rowPath }
    guard let target, !indexPathsForSelectedRows.contains(target) else { return }
    if !allowsMultipleSelection {
      for path in indexPathsForSelectedRows {
        let deselected =
          if let delegate { delegate.tableView(self, willDeselectRowAt: path) } else { path }
        guard let deselected else { continue }
        deselectRow(at: deselected, animated: false)
        delegate?.tableView(self, didDeselectRowAt: deselected)
      }
    }
    // Selecting without scrolling cannot fail.
    try? selectRow(at: target, animated: false, scrollPosition: .none)
    delegate?.tableView(self, didSelectRowAt: target)
  }
}

extension HeadlessTableViewDelegate {
  /// Returns the table's ``HeadlessTableView/allowsFocus`` (``HeadlessTableView/allowsFocusDuringEditing``
  /// while it edits).
  public func tableView(_ tableView: HeadlessTableView, canFocusRowAt rowPath: RowPath) -> Bool {
    tableView.allowsFocusNow
  }

  /// Returns `true`.
  public func tableView(
    _ tableView: HeadlessTableView, shouldUpdateFocusIn context: HeadlessTableView.FocusUpdate
  ) -> Bool { true }

  /// Does nothing.
  public func tableView(
    _ tableView: HeadlessTableView, didUpdateFocusIn context: HeadlessTableView.FocusUpdate
  ) {}

  /// Returns `nil`.
  public func indexPathForPreferredFocusedView(in tableView: HeadlessTableView) -> RowPath? { nil }

  /// Returns `true`.
  public func tableView(
    _ tableView: HeadlessTableView, selectionFollowsFocusForRowAt rowPath: RowPath
  ) -> Bool { true }
}
