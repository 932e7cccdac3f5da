/// The table operations in progress — a layout, a batch, a reload, the data source's commit of
/// a user's move — and what runs when they are over: rollback of a refused operation, and work
/// deferred to its end.
extension HeadlessTableView {
  /// Runs work once the table operation in progress — a layout, a batch's commit, a reload — is
  /// over, as `UITableView` work scheduled on the main queue runs after the layout pass or the
  /// update; at once when no operation is in progress.
  ///
  /// A batch's commit is over once its outermost `endUpdates()` (or bare update call) has
  /// applied it, recorded it in ``lastBatch`` and run the reload it deferred; a reload, once
  /// ``reloadData()`` has rebuilt the rows, the reload it deferred included.
  ///
  /// A table controller uses it to tell the model that a row appeared (a load-more layer then
  /// asks for a page) outside the layout that displayed the row, and to commit the text of a
  /// field the table asked to resign as it committed a batch, outside the table's update.
  ///
  /// - Parameter work: The work.
  public func performAfterLayout(_ work: @escaping @MainActor () -> Void) {
    if operationDepth == 0 {
      work()
    } else {
      workAfterOperation.append(work)
    }
  }

  /// Runs an operation that may call the data source, and rolls the table back if the data
  /// source made a request UIKit would reject.
  func withRollback<Result>(_ operation: () throws -> Result) throws -> Result {
    try inOperation {
      let saved = state
      do {
        let result = try operation()
        try throwPendingError()
        return result
      } catch {
        pendingError = nil
        state = saved
        throw error
      }
    }
  }

  /// Runs an operation of the table: work scheduled with ``performAfterLayout(_:)`` from its
  /// callbacks runs after it.
  func inOperation<Result>(_ operation: () throws -> Result) rethrows -> Result {
    operationDepth += 1
    defer {
      operationDepth -= 1
      if operationDepth == 0 { runWorkAfterOperation() }
    }
    return try operation()
  }

  func throwPendingError() throws {
    if let error = pendingError {
      pendingError = nil
      throw error
    }
  }

  /// Calls the data source's `tableView(_:moveRowAt:to:)` for the user's move as UIKit does
  /// while it commits the reorder: an update or a reload from inside is refused (K24), and work
  /// the data source schedules with ``performAfterLayout(_:)`` runs after the call.
  func commitUserMove(from source: RowPath, to destination: RowPath) {
    operationDepth += 1
    isCommittingUserMove = true
    if dataSource != nil { note("moveRowAt", source) }
    dataSource?.tableView(self, moveRowAt: source, to: destination)
    isCommittingUserMove = false
    operationDepth -= 1
    if operationDepth == 0 { runWorkAfterOperation() }
  }

  /// Stops with a message when the data source updates or reloads the table from inside
  /// `tableView(_:moveRowAt:to:)`.
  func refuseUpdateDuringUserMove(_ call: String) {
    requireContract(
      !isCommittingUserMove,
      "HeadlessTableView: \(call) was called from tableView(_:moveRowAt:to:); the table already shows the user's move, and UIKit applies it a second time or cancels the reorder — move the item in the model only, and defer any table update (uikit-callback-rules.md, K24)"
    )
  }

  private func runWorkAfterOperation() {
    while !workAfterOperation.isEmpty, operationDepth == 0 {
      let work = workAfterOperation.removeFirst()
      work()
    }
  }
}
