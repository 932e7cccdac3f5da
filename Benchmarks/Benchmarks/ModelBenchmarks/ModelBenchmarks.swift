import Benchmark
import CHeapStatistics
import LayeredModels
import TableModelCore

/// A 1M-row model, and the three layers once built over it, kept alive so that the bytes they
/// retain show as allocated and not freed.
@MainActor
final class LayerMemory {
  let model = ArrayTableModel((0..<1_000_000).map { Row(id: $0, content: 0) })
  var layers: AnyObject?

  /// Builds the layers over the model and returns the heap bytes they hold per 1,000 rows, from
  /// glibc's statistics of the main arena (where the main actor allocates); 0 elsewhere.
  func buildLayers() -> Int {
    let before = heap_bytes_in_use()
    layers = model.withThreeLayers()
    return (Int(heap_bytes_in_use()) - Int(before)) * 1_000 / model.count
  }
}

/// The whole microseconds of a duration, for the custom metrics of the races below.
func microseconds(_ duration: Duration) -> Int {
  Int(duration.components.seconds) * 1_000_000
    + Int(duration.components.attoseconds / 1_000_000_000_000)
}

/// The custom metrics of a contender raced against a baseline twice in each iteration (A B B A):
/// each one's mean time and the contender's in per cent of the baseline's.
struct Race {
  let baseline: BenchmarkMetric
  let contender: BenchmarkMetric
  let ratio: BenchmarkMetric

  init(baseline: String, contender: String) {
    self.baseline = .custom("\(baseline) (μs)", useScalingFactor: false)
    self.contender = .custom("\(contender) (μs)", useScalingFactor: false)
    ratio = .custom("\(contender) ÷ \(baseline) (%)", useScalingFactor: false)
  }

  var metrics: [BenchmarkMetric] { [baseline, contender, ratio] }

  /// Records the total times of both runs of each.
  func record(
    in benchmark: Benchmark, baseline baselineTotal: Duration, contender contenderTotal: Duration
  ) {
    benchmark.measurement(baseline, microseconds(baselineTotal) / 2)
    benchmark.measurement(contender, microseconds(contenderTotal) / 2)
    benchmark.measurement(ratio, Int((100 * (contenderTotal / baselineTotal)).rounded()))
  }
}

let benchmarks: @Sendable () -> Void = {
  Benchmark.defaultConfiguration = .init(
    metrics: [.wallClock, .mallocCountTotal],
    timeUnits: .microseconds,
    warmupIterations: 10,
    scalingFactor: .kilo,
    maxDuration: .seconds(3),
    maxIterations: 20
  )
  for (label, count) in [("10k", 10_000), ("1M", 1_000_000)] {
    Benchmark(
      "ArrayTableModel append, \(label) rows under 3 layers",
      closure: { benchmark, stack async in
        let iterations = benchmark.scaledIterations
        await MainActor.run {
          for _ in iterations {
            stack.model.append(Row(id: stack.nextID, content: 0))
            stack.nextID += 1
          }
        }
      },
      setup: { await LayeredModel(count: count) })

    // Removal runs at most 2 + 5 runs of 1,000: the model starts 7,000 rows larger and ends at
    // the size in the name.
    Benchmark(
      "ArrayTableModel remove, \(label) rows under 3 layers",
      configuration: .init(
        metrics: Benchmark.defaultConfiguration.metrics, timeUnits: .microseconds,
        warmupIterations: 2, scalingFactor: .kilo, maxIterations: 5),
      closure: { benchmark, stack async in
        let iterations = benchmark.scaledIterations
        await MainActor.run {
          for _ in iterations {
            stack.model.remove(at: stack.model.count / 2)
          }
        }
      },
      setup: { await LayeredModel(count: count + 7_000) })

    Benchmark(
      "ArrayTableModel update, \(label) rows under 3 layers",
      closure: { benchmark, stack async in
        let iterations = benchmark.scaledIterations
        await MainActor.run {
          var index = count / 2
          for _ in iterations {
            var row = stack.model[index]
            row.content += 1
            stack.model.update(row)
            index = (index &* 31 &+ 7) % stack.model.count
          }
        }
      },
      setup: { await LayeredModel(count: count) })
  }

  // One transaction of 10,000 mixed edits on a model of 10k, 100k and 1M rows under the three
  // layers, which (and the observer) hear one change. Each iteration builds its model before
  // its measured span.
  for (label, count) in [("10k", 10_000), ("100k", 100_000), ("1M", 1_000_000)] {
    Benchmark(
      "ArrayTableModel transaction of 10,000 mixed edits, \(label) rows under 3 layers",
      configuration: .init(
        metrics: [.wallClock, .mallocCountTotal], timeUnits: .microseconds, warmupIterations: 1,
        scalingFactor: .one, maxDuration: .seconds(20), maxIterations: 10),
      closure: { benchmark in
        let stack = await LayeredModel(count: count)
        benchmark.startMeasurement()
        await MainActor.run {
          stack.model.performTransaction { MixedEdits.apply(10_000, to: stack) }
        }
        benchmark.stopMeasurement()
        blackHole(stack)
      })
  }

  // Building a model of 100,000 rows, then the three layers over it, raced in each iteration
  // (A B B A) against the least a model that finds rows by identity builds: a `Dictionary` from
  // each identity to its index, with reserved capacity.
  let floorTime = BenchmarkMetric.custom("identity dictionary (μs)", useScalingFactor: false)
  let buildTime = BenchmarkMetric.custom("ArrayTableModel.init (μs)", useScalingFactor: false)
  let layersTime = BenchmarkMetric.custom("3 layers over it (μs)", useScalingFactor: false)
  let buildRatio = BenchmarkMetric.custom(
    "ArrayTableModel.init ÷ identity dictionary (%)", useScalingFactor: false)
  let layersRatio = BenchmarkMetric.custom(
    "3 layers ÷ identity dictionary (%)", useScalingFactor: false)
  Benchmark(
    "ArrayTableModel init, 100k rows",
    configuration: .init(
      metrics: [floorTime, buildTime, layersTime, buildRatio, layersRatio], warmupIterations: 2,
      scalingFactor: .one, maxDuration: .seconds(4), maxIterations: 30),
    closure: { benchmark, rows async in
      let (floorTotal, buildTotal, layersTotal) = await MainActor.run {
        let clock = ContinuousClock()
        func floor() -> Int {
          var indexOfID = [Int: Int](minimumCapacity: rows.count)
          for (index, row) in rows.enumerated() { indexOfID[row.id] = index }
          return indexOfID.count
        }
        var layersTotal = Duration.zero
        @MainActor func build() {
          let model = ArrayTableModel(rows)
          layersTotal += clock.measure {
            blackHole(model.withThreeLayers())
          }
          blackHole(model)
        }
        var floorTotal = clock.measure { blackHole(floor()) }
        var buildTotal = clock.measure { blackHole(ArrayTableModel(rows)) }
        build()
        buildTotal += clock.measure { blackHole(ArrayTableModel(rows)) }
        build()
        floorTotal += clock.measure { blackHole(floor()) }
        return (floorTotal, buildTotal, layersTotal)
      }
      benchmark.measurement(floorTime, microseconds(floorTotal) / 2)
      benchmark.measurement(buildTime, microseconds(buildTotal) / 2)
      benchmark.measurement(layersTime, microseconds(layersTotal) / 2)
      benchmark.measurement(buildRatio, Int((100 * (buildTotal / floorTotal)).rounded()))
      benchmark.measurement(layersRatio, Int((100 * (layersTotal / floorTotal)).rounded()))
    },
    setup: { (0..<100_000).map { Row(id: $0, content: 0) } })

  // A sort layer over 10,000 rows, raced in each iteration (A B B A) against sorting the same
  // rows with the standard library (`sorted(by:)` on the array, its own isolation).
  let sortRace = Race(baseline: "Array.sorted(by:)", contender: "SortLayer.init")
  Benchmark(
    "SortLayer over 10k rows",
    configuration: .init(
      metrics: sortRace.metrics, warmupIterations: 2,
      scalingFactor: .one, maxDuration: .seconds(4), maxIterations: 30),
    closure: { benchmark, rows async in
      let (arrayTotal, layerTotal) = await MainActor.run {
        let clock = ContinuousClock()
        let model = ArrayTableModel(rows)
        let order: @Sendable (Row, Row) -> Bool = { $0.content < $1.content }
        var arrayTotal = clock.measure { blackHole(rows.sorted(by: order)) }
        var layerTotal = clock.measure { blackHole(model.sorted(by: order)) }
        layerTotal += clock.measure { blackHole(model.sorted(by: order)) }
        arrayTotal += clock.measure { blackHole(rows.sorted(by: order)) }
        return (arrayTotal, layerTotal)
      }
      sortRace.record(in: benchmark, baseline: arrayTotal, contender: layerTotal)
    },
    setup: { (0..<10_000).map { Row(id: $0, content: ($0 &* 7_919) % 1_000) } })

  // Replacing the rows of an observed 100,000-row model wholesale (a refreshed feed: every tenth
  // row's content changed, two rows swapped), raced in each iteration (A B B A) against the diff
  // of the same arrays alone, which the replacement computes and then applies: it also reads the
  // model's rows, checks the new identities, rebuilds the rows and their identity index and
  // publishes the change.
  let replaceRace = Race(baseline: "StagedChangeset of the arrays", contender: "replace(with:)")
  Benchmark(
    "ArrayTableModel replace(with:), 100k rows observed",
    configuration: .init(
      metrics: replaceRace.metrics, warmupIterations: 2, scalingFactor: .one,
      maxDuration: .seconds(6), maxIterations: 20),
    closure: { (benchmark: Benchmark, inputs: ([Row], [Row])) async in
      let (rows, next) = inputs
      let (diffTotal, replaceTotal) = await MainActor.run {
        let clock = ContinuousClock()
        @MainActor func replace() -> Duration {
          let model = ArrayTableModel(rows)
          var heard = 0
          let observation = model.events.observe { _ in heard += 1 }
          let duration = clock.measure { try? model.replace(with: next) }
          blackHole((observation, heard))
          return duration
        }
        var diffTotal = clock.measure { blackHole(StagedChangeset(source: rows, target: next)) }
        var replaceTotal = replace()
        replaceTotal += replace()
        diffTotal += clock.measure { blackHole(StagedChangeset(source: rows, target: next)) }
        return (diffTotal, replaceTotal)
      }
      replaceRace.record(in: benchmark, baseline: diffTotal, contender: replaceTotal)
    },
    setup: { () -> ([Row], [Row]) in
      let rows = (0..<100_000).map { Row(id: $0, content: 0) }
      var next = rows
      for index in stride(from: 0, to: next.count, by: 10) { next[index].content = 1 }
      next.swapAt(5, next.count - 5)
      return (rows, next)
    })

  let bytesPerRow = BenchmarkMetric.custom(
    "layer heap bytes per 1,000 rows", useScalingFactor: false)
  Benchmark(
    "Layer memory: 3 layers over 1M rows",
    configuration: .init(metrics: [bytesPerRow], warmupIterations: 0, maxIterations: 1),
    closure: { benchmark, holder async in
      let bytes = await MainActor.run { holder.buildLayers() }
      benchmark.measurement(bytesPerRow, bytes)
    },
    setup: { await LayerMemory() })
}
