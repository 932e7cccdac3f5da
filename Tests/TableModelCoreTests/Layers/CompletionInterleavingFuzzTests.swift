import TableModelScenarios
import TableModelTestSupport
import TableModelTesting
import Testing

/// Transactions and replacements with completions — completions that edit the model again, run
/// a layer operation, or start another transaction with its own completion — on a model under
/// 0–2 random layers, shown by two controllers on two tables that the test drains phase by phase
/// at random (a layout pass, the animations' end, a run-loop turn), one of them moved now and
/// then to a new table while its batches still animate.
///
/// After every step: no table refused a batch and no controller refused a change, and no
/// completion ran twice. Once every table settled: each table shows the stack, and every
/// completion asked for so far ran exactly once.
@MainActor
@Suite struct CompletionInterleavingFuzzTests {
  /// The number of random models; `TABLEMODEL_FUZZ_CASES` raises it.
  let cases = environmentInteger("TABLEMODEL_FUZZ_CASES", default: 40)

  /// The number of steps on each model.
  let steps = 50

  @Test func completionsThatEditAgain_runOnce_andEveryTableFollows() throws {
    let seed = UInt64(environmentInteger("TABLEMODEL_SEED", default: 0xC0E7E))
    var generator = SplitMix64(seed: seed)
    var nested = 0
    var moved = 0
    for index in 0..<cases {
      let domain = Domain()
      let model = domain.operations.randomModel(using: &generator, maxSections: 3, maxRows: 6)
      let stack = RandomStack(on: model, using: &generator, layers: 0...2, showsInHarness: false)
      let ledger = Ledger()
      var shown = [Shown(stack.top, height: 300), Shown(stack.top, height: 150)]
      // Tables a controller left: their animations still end, and hold completions until then.
      var left: [HeadlessTableView] = []
      var trace = ["stack \(stack.description)"]
      /// What a completion does, decided now with a seed of its own.
      func completionAction(_ id: Int, depth: Int) -> @MainActor () -> Void {
        let kind = Int.random(in: 0..<(depth < 2 ? 4 : 3), using: &generator)
        var random = SplitMix64(seed: generator.next())
        return {
          ledger.ran(id)
          switch kind {
          case 0: break
          case 1:
            ledger.log.append(
              "completion \(id) edits: " + domain.operations.perform(on: model, using: &random))
          case 2:
            guard let operation = stack.operations.randomElement(using: &random) else { return }
            ledger.log.append("completion \(id) runs " + operation.perform(&random))
          default:
            let inner = ledger.ask()
            ledger.log.append("completion \(id) starts transaction \(inner)")
            let action = completionActionNested(inner, using: &random)
            model.performTransaction(
              { ledger.log.append(domain.operations.perform(on: model, using: &random)) },
              completion: action)
          }
        }
      }
      /// A completion of a completion's transaction: it records and may edit once more.
      func completionActionNested(_ id: Int, using random: inout SplitMix64)
        -> @MainActor () -> Void
      {
        let edits = Bool.random(using: &random)
        var own = SplitMix64(seed: random.next())
        return {
          ledger.ran(id)
          if edits {
            ledger.log.append(
              "completion \(id) edits: " + domain.operations.perform(on: model, using: &own))
          }
        }
      }
      for _ in 0..<steps {
        ledger.log = []
        var settled = false
        switch Int.random(in: 0..<10, using: &generator) {
        case 0, 1:
          let id = ledger.ask()
          let action = completionAction(id, depth: 0)
          var log: [String] = []
          var random = SplitMix64(seed: generator.next())
          let count = Int.random(in: 1...3, using: &generator)
          model.performTransaction(
            {
              for _ in 0..<count {
                log.append(domain.operations.perform(on: model, using: &random))
              }
            }, completion: action)
          trace.append("transaction \(id): \(log.joined(separator: "; "))")
        case 2:
          let id = ledger.ask()
          let action = completionAction(id, depth: 0)
          let sections = domain.operations.randomEdit(of: model.snapshot, using: &generator)
          trace.append("replace \(id) with \(sections.map(\.items))")
          try model.replace(with: sections, completion: action)
        case 3:
          trace.append(domain.operations.perform(on: model, using: &generator))
        case 4:
          guard let operation = stack.operations.randomElement(using: &generator) else { continue }
          trace.append(operation.perform(&generator))
        case 5, 6, 7:
          let table = shown.randomElement(using: &generator)!.table
          let name = table === shown[0].table ? "A" : "B"
          switch Int.random(in: 0..<3, using: &generator) {
          case 0:
            trace.append("layout \(name)")
            try table.layoutIfNeeded()
          case 1:
            trace.append("finish animations \(name)")
            try table.finishAnimations()
          default:
            trace.append("run-loop turn \(name)")
            try table.runLoopTurn()
          }
        case 8:
          // The second controller moves to a new table; the one it left keeps animating.
          left.append(shown[1].table)
          shown[1].move()
          trace.append("B moves to a new table")
          moved += 1
        default:
          trace.append("settle")
          do {
            try Self.settle(shown.map(\.table) + left)
          } catch {
            trace.append("settling threw \(error)")
            Issue.record("seed \(seed), case \(index): \(trace.joined(separator: "\n"))")
            return
          }
          settled = true
        }
        trace += ledger.log.map { "  " + $0 }
        var problems = shown.flatMap(\.problems) + ledger.problems
        if problems.isEmpty, settled {
          problems += shown.flatMap { $0.mismatch(with: stack.top) }
          let waiting = ledger.waiting
          if !waiting.isEmpty {
            problems.append("completions \(waiting.sorted()) never ran, every table settled")
          }
        }
        if !problems.isEmpty {
          Issue.record(
            "seed \(seed), case \(index): \(problems.joined(separator: "\n"))\n\(trace.joined(separator: "\n"))"
          )
          return
        }
      }
      nested += ledger.asked
      _ = shown
    }
    #expect(nested > cases * 5 && moved > cases / 2)
  }

  /// Drains every table until none has work left: a completion that edits gives the others more.
  private static func settle(_ tables: [HeadlessTableView]) throws {
    for _ in 0..<50 {
      for table in tables { try table.settle() }
      if !tables.contains(where: \.hasPendingPhases) { return }
    }
  }
}

/// The model's operations, held by reference so completions can use them.
@MainActor
private final class Domain {
  var operations = RandomModelOperations()
}

/// The completions asked for and how often each ran.
@MainActor
private final class Ledger {
  private(set) var asked = 0
  private var runs: [Int: Int] = [:]
  var log: [String] = []
  private(set) var problems: [String] = []

  /// A new completion's number.
  func ask() -> Int {
    asked += 1
    runs[asked] = 0
    return asked
  }

  func ran(_ id: Int) {
    runs[id, default: 0] += 1
    if runs[id] != 1 { problems.append("completion \(id) ran \(runs[id]!) times") }
  }

  /// The completions that have not run.
  var waiting: [Int] { runs.filter { $0.value == 0 }.map(\.key) }
}

/// A controller showing the stack on a table, and what went wrong there.
@MainActor
private struct Shown {
  private(set) var table: HeadlessTableView
  let controller: HeadlessTableController
  private let height: Double
  private let record = Record()

  final class Record {
    var rejected: [String] = []
    var refused: [String] = []
  }

  init(_ top: any TableModel, height: Double) {
    self.height = height
    table = HeadlessTableView(width: 320, height: height)
    controller = HeadlessTableController(model: top)
    controller.cells.register(HeadlessTableViewCell.self, for: TestItem.self) { cell, item in
      cell.text = item.description
    }
    let record = record
    controller.core.diagnostics = { diagnostic in
      if diagnostic.kind == .batchRejected { record.refused.append("\(diagnostic)") }
    }
    watch(table)
    controller.attach(to: table)
    try? table.layoutIfNeeded()
  }

  private func watch(_ table: HeadlessTableView) {
    let record = record
    table.onBatch = { batch in
      if !batch.isAccepted { record.rejected.append("\(batch)") }
    }
  }

  /// Attaches the controller to a new table.
  mutating func move() {
    table = HeadlessTableView(width: 320, height: height)
    watch(table)
    controller.attach(to: table)
    try? table.layoutIfNeeded()
  }

  var problems: [String] {
    record.rejected.map { "a table rejected a batch: \($0)" }
      + record.refused.map { "a controller refused a change: \($0)" }
  }

  /// What differs between the settled table and the top of the stack.
  func mismatch(with top: any TableModel) -> [String] {
    let shape = TableShape((0..<top.numberOfSections).map { top.numberOfRows(inSection: $0) })
    guard table.cachedShape == shape else {
      return [
        "the table's shape \(String(describing: table.cachedShape)) is not the stack's \(shape)"
      ]
    }
    return table.indexPathsForVisibleRows.compactMap { path in
      let item = top.item(at: path)
      let base = (item as? AnyDiffable)?.base ?? item
      let text: String =
        switch base {
        case let row as LoadMoreRow: row.title ?? "Loading…"
        case let row as PlaceholderRow: row.message
        default: String(describing: base)
        }
      let shown = table.cellForRow(at: path)?.renderedText ?? "no cell"
      return shown == text ? nil : "row \(path) shows \(shown), not \(text)"
    }
  }
}
