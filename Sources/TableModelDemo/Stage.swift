import TableModelTesting

/// A model shown on a headless table through a ``HeadlessTableController``, told step by step in
/// a ``Story``: each step prints the event, everything the controller sent to the table because
/// of it — batches with UIKit's verdict, reconfigured rows, reloads, diagnostics — and then the
/// table.
///
/// ```swift
/// let stage = Stage(feed, story: story, height: 220) { $0.cells.register(Tweet.self) }
/// stage.step("@swiftlang tweeted") { feed.insert(tweet, at: 0) }
/// stage.check(stage.table.numberOfSections == 1, "one section")
/// stage.finish()
/// ```
///
/// The table of a step is rendered lazily — when the next step begins, or at ``finish()`` — so
/// that checks made after a step print before its table.
@MainActor
final class Stage {
  /// Something the controller did to the table, or told, during a step.
  private enum Entry {
    case batch(BatchRecord)
    case reconfigure([RowPath])
    case sectionsReconfigured([Int])
    case reloadData
    case diagnostic(TableControllerCore.Diagnostic)
  }

  /// Where the steps are told.
  let story: Story
  /// The table the model is shown on.
  let table: HeadlessTableView
  /// The table's data source and delegate; the table holds it weakly, the stage keeps it.
  let controller: HeadlessTableController
  private var entries: [Entry] = []
  private var observation: TableModelEvents.Observation?
  private var needsRender = false
  private var sentNothing = false
  private var lastRendering: String?
  /// Whether batches print as a count of each kind of change and their first calls, for
  /// batches too large to read whole.
  var summarizesBatches = false
  private(set) var batches = 0
  private(set) var rejectedBatches = 0
  private(set) var diagnostics = 0

  /// Wires a model to a new headless table through a controller, and loads the table.
  ///
  /// - Parameters:
  ///   - model: The model (or stack of layers) to show.
  ///   - story: Where the steps are told.
  ///   - height: The viewport's height: rows inside it get cells.
  ///   - configure: Registers cells, handlers and behaviours before the table loads.
  init(
    _ model: some TableModel, story: Story, height: Double,
    configure: (HeadlessTableController) -> Void = { _ in }
  ) {
    self.story = story
    table = HeadlessTableView(width: 320, height: height)
    controller = HeadlessTableController(model: model)
    controller.core.diagnostics = { [unowned self] in
      diagnostics += 1
      entries.append(.diagnostic($0))
    }
    configure(controller)
    table.onBatch = { [unowned self] record in
      batches += 1
      if !record.isAccepted { rejectedBatches += 1 }
      entries.append(.batch(record))
    }
    // Subscribed after the controller, so this hears of a change once the table has it.
    observation = model.events.observe { [unowned self] event in
      guard case .changed(let change) = event else { return }
      switch change {
      case .reloadData: entries.append(.reloadData)
      case .batch(let changeset):
        if !changeset.updatedRows.isEmpty { entries.append(.reconfigure(changeset.updatedRows)) }
        if !changeset.updatedSections.isEmpty {
          entries.append(.sectionsReconfigured(changeset.updatedSections))
        }
      }
    }
    controller.attach(to: table)
  }

  /// Tells how the screen looks, without anything happening to it.
  ///
  /// - Parameter text: What the reader sees.
  func look(_ text: String) {
    renderIfNeeded()
    story.say(text)
    printEntries(sayingNothingSent: false)
    needsRender = true
  }

  /// Tells one step: the event, what reached the table because of it, and (lazily) the table.
  ///
  /// - Parameters:
  ///   - text: The domain event or the user's gesture, as the reader should read it.
  ///   - action: Makes it happen: changes the model, or simulates a gesture on the table.
  func step(_ text: String, _ action: () throws -> Void) {
    renderIfNeeded()
    story.say(text)
    do {
      try action()
      // The reader's next step comes on a later run-loop turn: the table's animations end and
      // what waits for the next turn runs first, as on a device.
      try table.settle()
    } catch {
      story.fail("the step threw: \(error)")
    }
    for message in table.diagnostics { story.fail("the table logged: \(message)") }
    table.clearDiagnostics()
    printEntries(sayingNothingSent: true)
    needsRender = true
  }

  /// Tells one step whose action awaits — an `async` replacement, say — as ``step(_:_:)`` does.
  ///
  /// - Parameters:
  ///   - text: The domain event or the user's gesture, as the reader should read it.
  ///   - action: Makes it happen, and returns once it has.
  func step(_ text: String, awaiting action: () async throws -> Void) async {
    renderIfNeeded()
    story.say(text)
    do {
      try await action()
    } catch {
      story.fail("the step threw: \(error)")
    }
    printEntries(sayingNothingSent: true)
    needsRender = true
  }

  /// Prints a detail of the current step.
  func note(_ text: String) {
    story.note(text)
  }

  /// Prints a check of the current step.
  func check(_ condition: Bool, _ text: String) {
    story.check(condition, text)
  }

  /// Renders the last step's table and checks that the whole scenario sent only accepted
  /// batches and raised no diagnostic.
  func finish() {
    renderIfNeeded()
    story.check(
      rejectedBatches == 0 && diagnostics == 0,
      "\(batches) \(batches == 1 ? "batch" : "batches") sent, all accepted; "
        + "\(diagnostics) diagnostics")
    print()
  }

  /// Prints the last step's table, or one line when it looks as it did at the last rendering.
  private func renderIfNeeded() {
    guard needsRender else { return }
    needsRender = false
    let rendering = table.render()
    let unchanged = rendering == lastRendering
    if sentNothing {
      print(
        unchanged
          ? "  (nothing sent to the table; it looks as before)" : "  (nothing sent to the table)")
    } else if unchanged {
      print("    │ (looks as before)")
    }
    guard !unchanged else {
      print()
      return
    }
    lastRendering = rendering
    story.render(table)
  }

  /// Prints what reached the table since the last step, and forgets it.
  private func printEntries(sayingNothingSent: Bool) {
    sentNothing = entries.isEmpty && sayingNothingSent
    for entry in entries {
      switch entry {
      case .batch(let record) where summarizesBatches:
        story.showSummary(of: record, firstCalls: 5)
      case .batch(let record):
        story.show(record, expectAccepted: true)
        if record.calls.contains(where: \.isMoveInPlace) {
          story.note("a move to the same place is a layer restating where its own row stays")
        }
      case .reconfigure(let rows):
        let call = BatchSummary.abbreviated(
          .reconfigureRows(rows), positions: summarizesBatches ? 3 : .max)
        story.showCall(call, "reconfigured in place: same cells, new content")
      case .sectionsReconfigured(let sections):
        story.note("headers and footers of sections \(sections) reconfigured")
      case .reloadData:
        story.showCall("reloadData()", "reloaded")
      case .diagnostic(let diagnostic):
        story.fail("diagnostic: \(diagnostic)")
      }
    }
    entries = []
  }
}

extension TableViewCall {
  /// Whether the call moves a row or a section to where it already is.
  fileprivate var isMoveInPlace: Bool {
    switch self {
    case .moveRow(let source, let destination): source == destination
    case .moveSection(let source, let destination): source == destination
    default: false
    }
  }
}
