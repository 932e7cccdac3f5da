/// The table operations in progress — a layout, a batch, a reload, the data source's commit of
/// a user's move — rollback of a refused one, and the work an app's code leaves for the main
/// queue's next turn.
extension HeadlessTableView {
  /// Runs work on the main queue's next turn, as `UITableView` does: never before the call that
  /// scheduled it returns, even when the table is idle (phase ``Phase/afterCommit``).
  ///
  /// `UITableView` tells no one that it is laying out, committing a batch or a user's reorder, or
  /// reloading — an app calls `performBatchUpdates` or `reloadData` on it directly — so a table
  /// controller puts such work in a task on the main actor, which runs once the app's code of
  /// this turn has returned. The headless table keeps it with the run-loop turn's other work: a
  /// test drains it with ``runLoopTurn()`` or ``settle()``, as a simulated gesture does first;
  /// code that awaits reaches it without a drain, as the table also runs it in a task on the
  /// main actor's next turn when no test drained it by then.
  ///
  /// A table controller uses it to tell the model that a row appeared (a load-more layer then
  /// asks for a page) outside the layout that displayed the row, to apply a model change made
  /// from the layout (a row's "will display"), to reload after a user's move nobody took, and to
  /// commit the text of a field that ended its edit in a turn in which the table read its shape
  /// (a batch's commit resigned the field, or a Save button ended the edit after an update) —
  /// so a test that reads the model right after the app's `reloadRows` while the user types sees
  /// the old text until the turn, as on a device.
  ///
  /// - Parameter work: The work.
  public func performAfterLayout(_ work: @escaping @MainActor () -> Void) {
    runLoopWork.append(.mainQueue(work))
    guard !isMainQueueTaskScheduled else { return }
    isMainQueueTaskScheduled = true
    Task { @MainActor [weak self] in
      guard let self else { return }
      self.isMainQueueTaskScheduled = false
      self.runMainQueueWork()
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

  /// Runs an operation of the table, during which no user's gesture can arrive.
  func inOperation<Result>(_ operation: () throws -> Result) rethrows -> Result {
    operationDepth += 1
    defer { operationDepth -= 1 }
    return try operation()
  }

  func throwPendingError() throws {
    if let error = pendingError {
      pendingError = nil
      throw error
    }
  }

  /// Calls the data source's `tableView(_:moveRowAt:to:)` for the user's move as UIKit does
  /// while it commits the reorder: an update or a reload from inside is refused (K24); work the
  /// data source schedules with ``performAfterLayout(_:)`` runs on the next turn.
  func commitUserMove(from source: RowPath, to destination: RowPath) {
    inOperation {
      isCommittingUserMove = true
      if dataSource != nil { note("moveRowAt", source) }
      dataSource?.tableView(self, moveRowAt: source, to: destination)
      isCommittingUserMove = false
    }
  }

  /// Stops with a message when the data source updates or reloads the table from inside
  /// `tableView(_:moveRowAt:to:)`.
  func refuseUpdateDuringUserMove(_ call: String) {
    requireContract(
      !isCommittingUserMove,
      "HeadlessTableView: \(call) was called from tableView(_:moveRowAt:to:); the table already shows the user's move, and UIKit applies it a second time or cancels the reorder — move the item in the model only, and defer any table update (uikit-callback-rules.md, K24)"
    )
  }

  /// Runs the work of ``performAfterLayout(_:)`` that no ``runLoopTurn()`` ran, as the main
  /// actor's next turn does on a device; not inside an open batch or an operation, where no
  /// turn can begin (a test that awaits between `beginUpdates()` and `endUpdates()`).
  private func runMainQueueWork() {
    guard batchDepth == 0, operationDepth == 0,
      runLoopWork.contains(where: \.isMainQueueWork)
    else { return }
    var work: [@MainActor () -> Void] = []
    runLoopWork.removeAll { item in
      guard case .mainQueue(let run) = item else { return false }
      work.append(run)
      return true
    }
    inPhase(.afterCommit) {
      for item in work { item() }
    }
  }
}

/// Work for the next run-loop turn (``HeadlessTableView/runLoopTurn()``).
enum RunLoopWork {
  /// Work the table does after the next Core Animation commit: a prefetch delivery, a reload
  /// the visible-cells pass deferred (K21), a cell's end of editing.
  case table(@MainActor () throws -> Void)
  /// Work an app's code put on the main queue (``HeadlessTableView/performAfterLayout(_:)``),
  /// which a task on the main actor also runs when no test drained it first.
  case mainQueue(@MainActor () -> Void)

  var isMainQueueWork: Bool {
    if case .mainQueue = self { return true }
    return false
  }

  /// Does the work.
  @MainActor
  func run() throws {
    switch self {
    case .table(let work): try work()
    case .mainQueue(let work): work()
    }
  }
}
