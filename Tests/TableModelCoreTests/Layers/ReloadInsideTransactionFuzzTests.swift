import TableModelScenarios
import TableModelTestSupport
import TableModelTesting
import Testing

/// Random stacks of 2–4 layers shown by a `HeadlessTableController`, whose model below runs
/// transactions that reload the table from inside their operations — through the controller
/// (`core.reloadData()`) or the table itself (`reloadData()`, as an app calls `UITableView`'s) —
/// between the app's own steps: taps, scrolls, swipe actions and context menus left open,
/// editing mode, layer operations.
///
/// Inside a transaction the model below has changed and the layers above it have not heard of
/// it yet: a filter's rows no longer agree with the model below. After every step, once the
/// table settled: the table accepted every batch, the controller refused no change, and the
/// table shows exactly the top of the stack, which equals the stack recomputed from the model
/// below.
///
/// Before, a reload through the controller stopped with a contract message of a layer's or the
/// model's `item(at:)` — a call the app never made — as the table ended the display of its
/// cells, and the controller looked each cell's row up in the half-changed stack.
@MainActor
@Suite struct ReloadInsideTransactionFuzzTests {
  /// The number of random stacks; `TABLEMODEL_FUZZ_CASES` raises it.
  let cases = environmentInteger("TABLEMODEL_FUZZ_CASES", default: 25)

  /// The number of steps on each stack.
  let steps = 40

  @Test func reloadsFromInsideTransactions_showTheStackOnceTheTransactionEnds() throws {
    let seed = UInt64(environmentInteger("TABLEMODEL_SEED", default: 0x7E10AD))
    var generator = SplitMix64(seed: seed)
    var reloadsInside = 0
    for index in 0..<cases {
      var operations = RandomModelOperations()
      let model = operations.randomModel(using: &generator, maxSections: 3, maxRows: 8)
      let stack = RandomStack(on: model, using: &generator, layers: 2...4, showsInHarness: false)
      let run = StackRun(stack: stack, generator: &generator)
      if Bool.random(using: &generator) { run.table.estimatedRowHeight = 0 }
      var trace = ["stack \(stack.description)"]
      for _ in 0..<steps {
        run.beginStep()
        switch Int.random(in: 0..<10, using: &generator) {
        case 0, 1, 2, 3:
          let (log, reloads) = Self.transaction(run, model, &operations, using: &generator)
          reloadsInside += reloads
          trace.append(log)
        case 4:
          trace.append(operations.perform(on: model, using: &generator))
        case 5:
          guard let operation = stack.operations.randomElement(using: &generator) else { continue }
          trace.append(operation.perform(&generator))
        case 6:
          // Swipe actions open while the table reloads: the reload closes them (K33).
          guard let row = run.table.indexPathsForVisibleRows.randomElement(using: &generator),
            !run.table.isEditing
          else { continue }
          run.table.openSwipeActions(.trailing, at: row)
          let (log, reloads) = Self.transaction(run, model, &operations, using: &generator)
          reloadsInside += reloads
          trace.append("open swipe actions at \(row), then \(log)")
          // A swipe still open (no reload ended it) drives the table's editing mode, in which
          // the rows' editing styles are not shown.
          if run.table.swipedRow != nil { run.table.closeSwipeActions() }
        default:
          guard let step = try Self.interact(run, using: &generator) else { continue }
          trace.append(step)
        }
        try run.table.settle()
        let problems = run.mismatches() + trace.filter { $0.contains("PROBLEM") }
        if !problems.isEmpty {
          Issue.record(
            "seed \(seed), case \(index): \(problems.joined(separator: "\n"))\n\(trace.joined(separator: "\n"))"
          )
          return
        }
      }
    }
    #expect(reloadsInside > cases * 4, "the reloads inside transactions were reached")
  }

  /// A transaction of 1–4 operations of the model below, with a reload of the table — through
  /// the controller or the table — before, between or after them, and now and then a layer
  /// setter.
  ///
  /// - Returns: What it did, and how many reloads it made inside the transaction.
  private static func transaction(
    _ run: StackRun, _ model: SectionedTableModel<TestSectionModel, TestItem>,
    _ operations: inout RandomModelOperations, using generator: inout SplitMix64
  ) -> (String, Int) {
    let count = Int.random(in: 1...4, using: &generator)
    let reloadAt = Set(
      (0..<Int.random(in: 1...2, using: &generator)).map { _ in
        Int.random(in: 0...count, using: &generator)
      })
    var log: [String] = []
    var reloads = 0
    // The transaction's body escapes: it works on copies.
    var random = generator
    var domain = operations
    model.performTransaction {
      for index in 0...count {
        if reloadAt.contains(index) {
          reloads += 1
          switch Int.random(in: 0..<5, using: &random) {
          case 0, 1:
            log.append("controller reloadData")
            run.controller.core.reloadData()
          case 2, 3:
            log.append("table reloadData")
            do { try run.table.reloadData() } catch {
              log.append("PROBLEM: the table's reloadData threw \(error)")
            }
          default:
            // The app lays the table out: it makes the cells it lacks, asks their heights.
            log.append("table layoutIfNeeded")
            do { try run.table.layoutIfNeeded() } catch {
              log.append("PROBLEM: the table's layoutIfNeeded threw \(error)")
            }
          }
        }
        guard index < count else { break }
        if Int.random(in: 0..<6, using: &random) == 0,
          let layerOperation = run.stack.operations.filter({ !$0.readsLayer })
            .randomElement(using: &random)
        {
          log.append(layerOperation.perform(&random))
        }
        log.append(domain.perform(on: model, using: &random))
      }
    }
    generator = random
    operations = domain
    return ("transaction: " + log.joined(separator: "; "), reloads)
  }

  /// A random interaction of the user's: a tap, a scroll, a context menu opened (which a reload
  /// later forgets), editing mode turned on or off.
  ///
  /// - Returns: What it did, or `nil` when the one it picked could not be made.
  private static func interact(_ run: StackRun, using generator: inout SplitMix64) throws
    -> String?
  {
    let row = run.table.indexPathsForVisibleRows.randomElement(using: &generator)
    switch Int.random(in: 0..<4, using: &generator) {
    case 0:
      guard let row else { return nil }
      run.table.tapRow(at: row)
      return "tap \(row)"
    case 1:
      let end = max(0, run.table.contentHeight - run.table.height)
      let offset = Double(Int.random(in: 0...Int(end), using: &generator))
      try run.table.setContentOffset(offset)
      return "scroll to \(offset)"
    case 2:
      guard let row else { return nil }
      run.table.openContextMenu(forRowAt: row)
      return "open context menu at \(row)"
    default:
      let editing = !run.table.isEditing
      run.table.setEditing(editing, animated: false)
      return "setEditing(\(editing))"
    }
  }
}
