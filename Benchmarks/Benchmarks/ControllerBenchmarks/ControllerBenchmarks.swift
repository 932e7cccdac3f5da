import Benchmark
import TableModelTesting

/// A row of the benchmark table: an identity and a content number.
struct Row: Diffable, Equatable {
  let id: Int
  var content: Int
}

/// A 10,000-row model shown by a headless table controller, and the transaction that inserts
/// 1,000 rows spread over it: the batch a controller applies.
@MainActor
final class ControllerStage {
  let model = ArrayTableModel((0..<10_000).map { Row(id: $0, content: 0) })
  let table = HeadlessTableView(width: 320, height: 440)
  let controller: HeadlessTableController
  private var nextID = 10_000

  init() {
    controller = HeadlessTableController(model: model)
    controller.attach(to: table)
  }

  /// Inserts 1,000 rows, one every ten.
  func insertThousandRows() {
    model.performTransaction { [self] in
      for index in stride(from: 0, to: 10_000, by: 10) {
        model.insert(Row(id: nextID, content: 0), at: index)
        nextID += 1
      }
    }
  }

  /// The batch calls of the same insertion, and the shapes before and after it, for the
  /// pre-flight check alone.
  nonisolated static let insertionCalls: [TableViewCall] = [
    .insertRows(
      stride(from: 0, to: 10_000, by: 10).map { RowPath(row: $0, section: 0) }, .automatic)
  ]
}

let benchmarks: @Sendable () -> Void = {
  // The pre-flight check (BatchValidator against the shape the table read) and the apply of the
  // same 1,000-row batch through a controller on the headless table, which includes the check,
  // in the same iteration: the custom metric is the check's cost in per mille of the apply.
  let preflightShare = BenchmarkMetric.custom(
    "pre-flight cost, ‰ of the 1,000-row apply", polarity: .prefersSmaller,
    useScalingFactor: false)
  Benchmark(
    "Controller apply of a 1,000-row batch on the headless table, with pre-flight share",
    configuration: .init(
      metrics: [.wallClock, preflightShare], timeUnits: .microseconds, warmupIterations: 3,
      scalingFactor: .one, maxDuration: .seconds(10), maxIterations: 30),
    closure: { benchmark in
      let clock = ContinuousClock()
      let (check, apply) = await MainActor.run {
        let stage = ControllerStage()
        let oldShape: TableShape = [10_000]
        let newShape: TableShape = [11_000]
        let check = clock.measure {
          blackHole(
            try? BatchValidator().validate(
              ControllerStage.insertionCalls, oldShape: oldShape, hasExistingCell: { _ in true },
              newShape: { newShape }))
        }
        let apply = clock.measure { stage.insertThousandRows() }
        blackHole(stage)
        return (check, apply)
      }
      benchmark.measurement(preflightShare, Int((check / apply * 1_000).rounded()))
    })

  Benchmark(
    "Pre-flight check alone: BatchValidator on a 1,000-row insert into 10,000 rows",
    configuration: .init(
      metrics: [.wallClock, .mallocCountTotal], timeUnits: .microseconds, warmupIterations: 3,
      scalingFactor: .one, maxDuration: .seconds(5), maxIterations: 100),
    closure: { _ in
      let oldShape: TableShape = [10_000]
      let newShape: TableShape = [11_000]
      blackHole(
        try? BatchValidator().validate(
          ControllerStage.insertionCalls, oldShape: oldShape, hasExistingCell: { _ in true },
          newShape: { newShape }))
    })
}
