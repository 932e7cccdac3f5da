import Benchmark
import TableModelCore

/// The diff's benchmarks: DifferenceKit's cases at 5k, 100k and 1M elements (plain and with
/// content updates), and a sectioned case, each beside the hash floor measured in the same run.
///
/// Inputs are built in each benchmark's setup, so a benchmark run alone (`--filter`) holds only
/// its own inputs and its peak memory is its own.
///
/// Time and peak memory are measured by separate benchmarks: sampling the resident memory (a
/// thread that reads `/proc/self/stat` every 10 ms) made a 1M-element diff 30–50 % slower on a
/// 2-core machine, which would hide the diff's own scaling.
let benchmarks: @Sendable () -> Void = {
  Benchmark.defaultConfiguration = .init(
    metrics: [.wallClock, .cpuTotal, .mallocCountTotal],
    timeUnits: .microseconds,
    warmupIterations: 2,
    maxDuration: .seconds(3),
    maxIterations: 200
  )
  let moves = BenchmarkMetric.custom("moves reported", polarity: .prefersSmaller)
  let deletes = BenchmarkMetric.custom("deletes reported", polarity: .prefersSmaller)
  let inserts = BenchmarkMetric.custom("inserts reported", polarity: .prefersSmaller)
  let updates = BenchmarkMetric.custom("updates reported", polarity: .prefersSmaller)
  let sizes: [(String, @Sendable (Int?) -> LinearCase)] = [
    ("5k", LinearCase.small), ("100k", LinearCase.large), ("1M", LinearCase.huge),
  ]

  for (label, make) in sizes {
    Benchmark(
      "Hash floor \(label)",
      closure: { benchmark, ids in
        for _ in benchmark.scaledIterations {
          blackHole(buildIdentityTables(ids.source, ids.target))
        }
      },
      setup: { () -> IdentityLists in
        let inputs = make(nil)
        return IdentityLists(source: inputs.source.map(\.id), target: inputs.target.map(\.id))
      })

    Benchmark(
      "StagedChangeset \(label)",
      configuration: .init(
        metrics: Benchmark.defaultConfiguration.metrics + [moves, deletes, inserts]),
      closure: { benchmark, inputs in
        let changeset = diff(inputs, benchmark)
        benchmark.measurement(moves, changeset.movedRows.count)
        benchmark.measurement(deletes, changeset.deletedRows.count)
        benchmark.measurement(inserts, changeset.insertedRows.count)
      },
      setup: { () -> LinearCase in make(nil) })

    Benchmark(
      "StagedChangeset \(label) with updates",
      configuration: .init(metrics: Benchmark.defaultConfiguration.metrics + [moves, updates]),
      closure: { benchmark, inputs in
        let changeset = diff(inputs, benchmark)
        benchmark.measurement(moves, changeset.movedRows.count)
        benchmark.measurement(updates, changeset.updatedRows.count)
      },
      setup: { () -> LinearCase in make(10) })
  }

  let memory = Benchmark.Configuration(
    metrics: [.peakMemoryResident], warmupIterations: 1, maxDuration: .seconds(2), maxIterations: 10
  )
  Benchmark(
    "Peak memory: hash floor 1M", configuration: memory,
    closure: { benchmark, ids in
      for _ in benchmark.scaledIterations {
        blackHole(buildIdentityTables(ids.source, ids.target))
      }
    },
    setup: { () -> IdentityLists in
      let inputs = LinearCase.huge()
      return IdentityLists(source: inputs.source.map(\.id), target: inputs.target.map(\.id))
    })

  Benchmark(
    "Peak memory: StagedChangeset 1M", configuration: memory,
    closure: { benchmark, inputs in blackHole(diff(inputs, benchmark)) },
    setup: { () -> LinearCase in LinearCase.huge() })

  Benchmark(
    "Hash floor 100x1k sectioned",
    closure: { benchmark, ids in
      for _ in benchmark.scaledIterations {
        blackHole(buildIdentityTables(ids.source, ids.target))
      }
    },
    setup: { () -> IdentityLists in
      let inputs = SectionedCase()
      return IdentityLists(source: inputs.sourceIDs, target: inputs.targetIDs)
    })

  Benchmark(
    "StagedChangeset 100x1k sectioned",
    configuration: .init(metrics: Benchmark.defaultConfiguration.metrics + [moves, updates]),
    closure: { benchmark, inputs in
      var last: StagedChangeset<[TableSection<BenchSection, BenchItem>]>?
      for _ in benchmark.scaledIterations {
        last = StagedChangeset(source: inputs.source, target: inputs.target)
        blackHole(last)
      }
      let changesets = last?.map(\.changeset) ?? []
      benchmark.measurement(moves, changesets.reduce(0) { $0 + $1.movedRows.count })
      benchmark.measurement(updates, changesets.reduce(0) { $0 + $1.updatedRows.count })
    },
    setup: { () -> SectionedCase in SectionedCase() })
}

/// Diffs a case once per scaled iteration and returns the last result's changeset.
func diff(_ inputs: LinearCase, _ benchmark: Benchmark) -> Changeset {
  var last: StagedChangeset<[BenchItem]>?
  for _ in benchmark.scaledIterations {
    last = StagedChangeset(source: inputs.source, target: inputs.target)
    blackHole(last)
  }
  return last?.first?.changeset ?? Changeset()
}
