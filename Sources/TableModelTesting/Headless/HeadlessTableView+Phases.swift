extension HeadlessTableView {
  /// The moment of UIKit's run loop a data-source or delegate call belongs to
  /// (`uikit-callback-rules.md`, §0.1).
  ///
  /// UIKit spreads its callbacks over distinct moments, and apps go wrong on the order across
  /// them: a deleted row's `didEndDisplaying` arrives at ``animationEnd``, after the batch's
  /// ``commit`` has returned and the model no longer has the row. The headless table records
  /// each call with its phase (``callbackLog``) and runs the later phases only when a test
  /// drains them: ``layoutIfNeeded()``, ``finishAnimations()``, ``runLoopTurn()``, or
  /// ``settle()`` for all of them.
  public enum Phase: String, Sendable, Hashable {
    /// Inside the API call: `selectRow`, `reloadData`, a bare `deleteRows` or `reloadRows`
    /// (a batch of one call, as `KS03` records it), a simulated gesture.
    case call
    /// Inside the outermost `endUpdates()` or at the end of a `performBatchUpdates` block.
    case commit
    /// A layout pass: ``layoutIfNeeded()`` or a scroll's layout (the visible-cells pass).
    case layout
    /// The end of a batch's animations — with zero-duration animations, the start of the next
    /// run-loop cycle: deleted and pushed-out cells end their display, batch completions run.
    case animationEnd
    /// After the next Core Animation commit: prefetch requests and other work UIKit schedules
    /// "after the next commit", and work an app's code left for the main queue's next turn
    /// (``HeadlessTableView/performAfterLayout(_:)``).
    case afterCommit
  }

  /// One data-source or delegate call the table made, as ``callbackLog`` records it.
  public struct Callback: Sendable, Hashable, CustomStringConvertible {
    /// The phase the call was made in.
    public var phase: Phase
    /// UIKit's name of the method, as in `uikit-callback-rules.md`.
    ///
    /// For example `cellForRowAt`, `willDisplay`, `didEndDisplaying`, `heightForRowAt`,
    /// `estimatedHeightForRowAt`, `numberOfSections`, `numberOfRowsInSection`,
    /// `viewForHeaderInSection`; a batch's completion is recorded as `completion`.
    public var name: String
    /// The index path UIKit passes, if the method takes one.
    public var rowPath: RowPath?
    /// The section UIKit passes, if the method takes one.
    public var section: Int?
    /// The cell or header-footer view the call passes (for `cellForRowAt`, the cell it
    /// returned), if any.
    public var cell: ObjectIdentifier?

    /// Creates a record.
    ///
    /// - Parameters:
    ///   - phase: The phase.
    ///   - name: UIKit's method name.
    ///   - rowPath: The index path passed.
    ///   - section: The section passed.
    ///   - cell: The cell or view passed.
    public init(
      phase: Phase, name: String, rowPath: RowPath? = nil, section: Int? = nil,
      cell: ObjectIdentifier? = nil
    ) {
      self.phase = phase
      self.name = name
      self.rowPath = rowPath
      self.section = section
      self.cell = cell
    }

    /// `phase name argument`, for example `animationEnd didEndDisplaying [0, 2]`.
    public var description: String {
      var text = "\(phase.rawValue) \(name)"
      if let rowPath { text += " \(rowPath)" }
      if let section { text += " section \(section)" }
      return text
    }
  }

  /// Every data-source and delegate call the table made, oldest first, with its phase — the
  /// last ``callbackLogLimit`` of them.
  public var callbackLog: [Callback] {
    callbackRecorder.entries.count > callbackLogLimit
      ? Array(callbackRecorder.entries.suffix(callbackLogLimit)) : callbackRecorder.entries
  }

  /// Empties ``callbackLog``.
  public func clearCallbackLog() {
    callbackRecorder.dropped += callbackRecorder.entries.count
    callbackRecorder.entries.removeAll(keepingCapacity: true)
  }

  /// Whether the table has work left for a later phase: animations to finish
  /// (``finishAnimations()``) or work for the next run-loop turn (``runLoopTurn()``).
  public var hasPendingPhases: Bool {
    !state.animationEndWork.isEmpty || !runLoopWork.isEmpty
  }

  /// Ends the animations of the batches committed so far (phase ``Phase/animationEnd``), as
  /// UIKit does at the start of the next run-loop cycle for zero-duration animations.
  ///
  /// In order: a visible-cells pass, then for each batch in commit order the
  /// `didEndDisplaying` of the cells it removed — deleted and reloaded rows with their **old**
  /// index paths (K4, K5), cells its changes pushed out of the viewport with their **new** ones
  /// (K6) — which then join their reuse pools, and the batch's completions with `true` (K25).
  ///
  /// Work scheduled while this runs (a completion that commits another batch) waits for the next
  /// call.
  ///
  /// - Throws: `TableUpdateError` when the visible-cells pass dequeues a cell UIKit would refuse
  ///   to hand out; the pending work then stays pending.
  /// - Precondition: No batch is open: UIKit ends animations between synchronous updates, never
  ///   inside one, where a completion's batch would join the open one.
  public func finishAnimations() throws {
    requireNoOpenBatch("finishAnimations()")
    try inPhase(.animationEnd) {
      if state.cachedShape != nil {
        try withRollback { layoutCells() }
      }
      let work = state.animationEndWork
      state.animationEndWork = []
      for item in work { item() }
    }
  }

  /// Runs the work UIKit does after the next Core Animation commit (phase
  /// ``Phase/afterCommit``) — prefetch delivery, a reload the visible-cells pass deferred (K21),
  /// … — and the work an app's code left for the main queue's next turn
  /// (``performAfterLayout(_:)``: a table controller's "row appeared", the commit of an edit a
  /// batch ended, a change made from a "will display"), in the order it was scheduled.
  ///
  /// Work scheduled while this runs waits for the next call.
  ///
  /// - Throws: The first error a work item throws; the items after it stay pending.
  /// - Precondition: No batch is open: the run loop turns between synchronous updates, never
  ///   inside one.
  public func runLoopTurn() throws {
    requireNoOpenBatch("runLoopTurn()")
    try inPhase(.afterCommit) {
      var work = runLoopWork
      runLoopWork = []
      while !work.isEmpty {
        let item = work.removeFirst()
        do {
          try item.run()
        } catch {
          runLoopWork = work + runLoopWork
          throw error
        }
      }
    }
  }

  /// Lays out, finishes animations and turns the run loop until nothing is pending — what the
  /// table reaches when the app is idle.
  ///
  /// - Throws: What ``layoutIfNeeded()``, ``finishAnimations()`` or ``runLoopTurn()`` throws.
  /// - Precondition: No batch is open, and the pending work ends: a completion that always
  ///   commits another batch never settles, and stops with a message after 10,000 turns.
  public func settle() throws {
    requireNoOpenBatch("settle()")
    for _ in 0..<10_000 {
      try layoutIfNeeded()
      guard hasPendingPhases else { return }
      try finishAnimations()
      try runLoopTurn()
    }
    contractViolation(
      "HeadlessTableView.settle(): still work pending after 10,000 run-loop turns; a completion or a run-loop task schedules new work every turn"
    )
  }

  /// Messages the table logged where UIKit logs instead of raising, oldest first.
  ///
  /// For example a `cellForRow(at:)` during the visible-cells pass (K19), a forced layout
  /// (K20), or a layout or batch of a table outside a window (K51: "UITableView was told to
  /// layout its visible cells and other contents without being in the view hierarchy", once per
  /// table).
  public var diagnostics: [String] { diagnosticLog }

  /// Empties ``diagnostics``.
  public func clearDiagnostics() { diagnosticLog = [] }

  // MARK: Internal

  /// Records a data-source or delegate call about to be made; returns its position, for
  /// ``noteCell(_:at:)``.
  @discardableResult
  func note(
    _ name: String, _ rowPath: RowPath? = nil, section: Int? = nil, cell: AnyObject? = nil
  ) -> Int {
    guard callbackLogLimit > 0 else { return -1 }
    let identifier = cell.map(ObjectIdentifier.init)
    callbackRecorder.entries.append(
      Callback(
        phase: phase, name: name, rowPath: rowPath, section: section, cell: identifier))
    // Twice the limit, without the product, which overflows for a limit past `Int.max / 2`.
    if callbackRecorder.entries.count - callbackLogLimit >= callbackLogLimit {
      let excess = callbackRecorder.entries.count - callbackLogLimit
      callbackRecorder.entries.removeFirst(excess)
      callbackRecorder.dropped += excess
    }
    return callbackRecorder.dropped + callbackRecorder.entries.count - 1
  }

  /// Fills in the cell of a call recorded by ``note(_:_:section:cell:)`` once it returned one.
  func noteCell(_ cell: AnyObject, at position: Int) {
    let index = position - callbackRecorder.dropped
    guard callbackRecorder.entries.indices.contains(index) else { return }
    callbackRecorder.entries[index].cell = ObjectIdentifier(cell)
  }

  /// Logs a message where UIKit logs instead of raising.
  func diagnose(_ message: String) {
    diagnosticLog.append(message)
  }

  /// Runs `body` with calls recorded in `newPhase`, then restores the phase before.
  func inPhase<Result>(_ newPhase: Phase, _ body: () throws -> Result) rethrows -> Result {
    let saved = phase
    phase = newPhase
    defer { phase = saved }
    return try body()
  }

  /// Stops, naming the call, inside an open batch update: the phases after a batch's commit come
  /// on later run-loop turns, never inside a `performBatchUpdates` block or between
  /// `beginUpdates()` and `endUpdates()`.
  ///
  /// - Parameter call: The method, such as `settle()`, for the message.
  private func requireNoOpenBatch(_ call: String) {
    requireContract(
      batchDepth == 0,
      "HeadlessTableView.\(call): called inside an open batch update (a performBatchUpdates block, or between beginUpdates() and endUpdates()); UIKit ends animations and turns its run loop only between synchronous updates — end the batch first"
    )
  }

  /// Schedules work for the end of the current batch's animations (``finishAnimations()``).
  ///
  /// The work belongs to the table's state: a batch or layout that is rolled back drops it.
  ///
  /// Code that awaits (an `async` replace waiting for its completion) reaches the end of the
  /// animations without a test calling ``finishAnimations()``: the table also ends them on the
  /// next turn of the main actor, as UIKit does at the start of the next run-loop cycle.
  func scheduleAtAnimationEnd(_ work: @escaping @MainActor () -> Void) {
    state.animationEndWork.append(work)
    guard !isAnimationEndTaskScheduled else { return }
    isAnimationEndTaskScheduled = true
    Task { @MainActor [weak self] in
      guard let self else { return }
      self.isAnimationEndTaskScheduled = false
      guard self.batchDepth == 0, self.operationDepth == 0, !self.state.animationEndWork.isEmpty
      else { return }
      do {
        try self.finishAnimations()
      } catch {
        self.diagnose("HeadlessTableView: ending the animations on the next turn failed: \(error)")
      }
    }
  }

  /// Schedules work for after the next Core Animation commit (``runLoopTurn()``).
  func scheduleAfterCommit(_ work: @escaping @MainActor () throws -> Void) {
    runLoopWork.append(.table(work))
  }

  /// Stops unless a user could touch the table now, then drains the pending phases before a
  /// simulated gesture: a user's touch arrives on a later run-loop turn, after the animations
  /// of earlier batches ended and the table laid out.
  ///
  /// Does not drain inside a drain (a completion that simulates a gesture). An error the drain's
  /// layout throws is logged in ``diagnostics``: the gesture goes on, on the table as it is.
  ///
  /// - Parameters:
  ///   - call: The gesture's method, such as `tapRow(at:)`, for the message.
  ///   - type: The type whose method simulates it: the table's, or a cell's for typing.
  func drainBeforeGesture(
    _ call: @autoclosure () -> String, of type: String = "HeadlessTableView"
  ) {
    requireUserCanTouch(call(), of: type)
    guard !isDraining, isLoaded else { return }
    isDraining = true
    defer { isDraining = false }
    do {
      try settle()
    } catch {
      diagnose("HeadlessTableView: settling before a gesture failed: \(error)")
    }
  }
}

extension HeadlessTableView {
  /// Stops, naming the gesture, when a simulated user gesture comes at a moment no touch can
  /// reach a `UITableView`: inside an open batch (a `performBatchUpdates` block, or between
  /// `beginUpdates()` and `endUpdates()`), or from a data-source or delegate call the table is
  /// making (a layout, a reload, a batch's commit, a cell or a height).
  ///
  /// UIKit delivers touches, keyboard and accessibility events from the run loop, between such
  /// synchronous calls, never inside them: a test that simulates one there tests an app that
  /// cannot exist, and whatever the headless table did would be more lenient than a device.
  ///
  /// - Parameters:
  ///   - call: The gesture's method, such as `tapRow(at:)`.
  ///   - type: The type whose method simulates it: the table's, or a cell's for typing.
  func requireUserCanTouch(
    _ call: @autoclosure () -> String, of type: String = "HeadlessTableView"
  ) {
    if batchDepth > 0 {
      contractViolation(
        "\(type).\(call()): a user's gesture was simulated inside an open batch update (a performBatchUpdates block, or between beginUpdates() and endUpdates()); UIKit delivers touches on a later run-loop turn, never inside a synchronous update — end the batch first"
      )
    }
    if operationDepth > 0 || isUpdatingVisibleCells || isAskingForCells {
      contractViolation(
        "\(type).\(call()): a user's gesture was simulated from inside a data-source or delegate call the table is making (a layout, a reload, a batch's commit, a cell or a height); UIKit delivers touches on a later run-loop turn, never inside such a call"
      )
    }
  }
}

/// The recorded calls of a ``HeadlessTableView``; `dropped` counts the calls no longer kept.
struct CallbackRecorder {
  var entries: [HeadlessTableView.Callback] = []
  var dropped = 0
}
