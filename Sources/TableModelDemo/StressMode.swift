import TableModelTesting

/// `--stress N`: streams N random events through a stack of three layers on a headless table,
/// checks after each that the table accepted every batch, raised no diagnostic and shows the
/// model, and prints the throughput.
struct StressMode {
  /// How many events to stream.
  let events: Int
  /// The seed of the random events.
  let seed: UInt64
  /// Whether the user's swipes to delete and drags in editing mode are among the events.
  let gestures: Bool
  /// Whether to print every event as it happens.
  let trace: Bool

  /// The seed used when none is given.
  static let defaultSeed: UInt64 = 1

  /// How often, in events, the whole stack is compared with a reference recomputed from scratch.
  private static let fullCheckInterval = 500

  /// Runs the stream and prints what happened.
  ///
  /// - Returns: Whether every batch was accepted, no diagnostic was raised and the table matched
  ///   the model throughout.
  @MainActor
  func run() -> Bool {
    print(
      "━━ stress: \(events.grouped) random events (seed \(seed)\(gestures ? "" : ", without gestures")) through "
        + "SectionedTableModel → filtered → withLoadMore → withFeaturedSection, "
        + "shown by a HeadlessTableController\n")
    var generator = StressEventGenerator(seed: seed, includesGestures: gestures)
    let stack = StressStack(sections: generator.sections)
    let clock = ContinuousClock()
    var applying = Duration.zero
    var kinds: [String: Int] = [:]
    let started = clock.now
    for index in 1...events {
      let event = generator.next(for: stack)
      kinds[event.kind, default: 0] += 1
      if trace { print("\(index): \(event)") }
      let start = clock.now
      var problems: [String] = []
      do {
        try event.apply(to: stack)
        // The next event comes on a later run-loop turn: the table finishes its animations and
        // delivers what waits for the next turn first, as UIKit does.
        try stack.table.settle()
      } catch { problems.append("the table threw: \(error)") }
      applying += clock.now - start
      problems += stack.table.diagnostics.map { "the table logged: \($0)" }
      stack.table.clearDiagnostics()
      if case .drag(_, _, let id) = event { generator.noteDragged(itemID: id, in: stack.model) }
      problems += stack.takeProblems()
      problems += TableAudit.differences(
        between: stack.table, and: stack.screen, expectedText: StressStack.expectedText)
      if index % Self.fullCheckInterval == 0 || index == events {
        problems += stack.differences(from: generator.sections)
        problems += modelDifferences(stack.model, generator.sections)
      }
      guard problems.isEmpty else {
        report(failureAt: index, event, problems)
        return false
      }
    }
    let total = clock.now - started
    let swept = sweep(stack)
    guard swept.problems.isEmpty else {
      report(failureAt: events, nil, swept.problems)
      return false
    }
    printSummary(stack, kinds: kinds, applying: applying, total: total, sweptRows: swept.rows)
    return true
  }

  /// Scrolls through the whole table, a screen at a time, checking every screen's cells.
  @MainActor
  private func sweep(_ stack: StressStack) -> (rows: Int, problems: [String]) {
    var rows = Set<RowPath>()
    var problems: [String] = []
    var offset = 0.0
    repeat {
      do {
        try stack.table.setContentOffset(offset)
        try stack.table.settle()
      } catch { problems.append("\(error)") }
      rows.formUnion(stack.table.indexPathsForVisibleRows)
      problems += stack.takeProblems()
      problems += TableAudit.differences(
        between: stack.table, and: stack.screen, expectedText: StressStack.expectedText)
      offset += stack.table.height
    } while offset < stack.table.contentHeight && problems.isEmpty
    return (rows.count, problems)
  }

  @MainActor
  /// The difference between the model at the bottom of the stack and what it should hold.
  private func modelDifferences(
    _ model: StressStack.Model, _ expected: [TableSection<TitledSection, StressItem>]
  ) -> [String] {
    let snapshot = model.snapshot
    guard snapshot != expected else { return [] }
    return [
      "the model holds \(StressEvent.compact(snapshot))\nbut should hold \(StressEvent.compact(expected))"
    ]
  }

  @MainActor
  /// Prints what went wrong, at which event, and how to replay it.
  private func report(failureAt index: Int, _ event: StressEvent?, _ problems: [String]) {
    print("✗ stress: event \(index) of \(events.grouped) (seed \(seed)) went wrong")
    if let event { print("  event: \(event)") }
    for problem in problems {
      print(problem.split(separator: "\n").map { "  \($0)" }.joined(separator: "\n"))
    }
    print(
      "  replay: swift run tablemodelkit-demo --stress \(index) --seed \(seed)"
        + "\(gestures ? "" : " --no-gestures") --trace\n")
  }

  @MainActor
  /// Prints the events' counts, the throughput and the final state.
  private func printSummary(
    _ stack: StressStack, kinds: [String: Int], applying: Duration, total: Duration,
    sweptRows: Int
  ) {
    let seconds = applying.seconds
    let batches = stack.batchCount
    print(
      "  events: "
        + kinds.sorted { $0.value > $1.value }.map { "\($0.key) \($0.value.grouped)" }
        .joined(separator: " · "))
    print(
      "  \(events.grouped) events in \(seconds.formatted(3)) s of model, layer, controller "
        + "and table work: \(Int(Double(events) / seconds).grouped) events/s")
    print(
      "  \(batches.grouped) batches sent: \(Int(Double(batches) / seconds).grouped) batches/s, "
        + "every one accepted; 0 diagnostics")
    print(
      "  \(total.seconds.formatted(3)) s in all, with a check of the visible cells after every "
        + "event and of the whole stack every \(Self.fullCheckInterval)")
    let sections = stack.model.numberOfSections
    print(
      "  at the end the model holds \(stack.model.numberOfRows.grouped) rows in \(sections) "
        + "\(sections == 1 ? "section" : "sections"); the table, \(stack.table.cachedShape?.description ?? "[]") "
        + "rows per section, matched the stack, and a sweep through its \(sweptRows.grouped) rows "
        + "found every cell right")
    print("✓ stress ended as expected\n")
  }
}

extension Duration {
  /// The duration in seconds.
  var seconds: Double {
    Double(components.seconds) + Double(components.attoseconds) / 1e18
  }
}

extension Int {
  /// The number with thousands separated by commas: `20,000`.
  var grouped: String {
    let digits = String(magnitude)
    var result = ""
    for (index, digit) in digits.enumerated() {
      if index > 0, (digits.count - index) % 3 == 0 { result += "," }
      result.append(digit)
    }
    return self < 0 ? "-" + result : result
  }
}

extension Double {
  /// The number with `places` decimals.
  func formatted(_ places: Int) -> String {
    var scale = 1.0
    for _ in 0..<places { scale *= 10 }
    let scaled = Int((self * scale).rounded())
    let whole = scaled / Int(scale)
    let fraction = String(scaled % Int(scale))
    return "\(whole).\(String(repeating: "0", count: places - fraction.count))\(fraction)"
  }
}
