import Benchmark
import TableModelCore

/// The diff's benchmarks: each case races `StagedChangeset` against the hash floor (two
/// `Dictionary<Int, Int>` built from the element arrays, ``hashFloor(_:_:)``) in the same
/// iteration, and prints their times and the ratio of the two.
///
/// Every iteration runs the contenders as A B B A, so that neither always runs on a warm or a
/// cold cache, and records each one's time and the ratio of their sums; the percentiles of the
/// ratio are the figures to read (`StagedChangeset ÷ floor (%)`): this machine's last-level
/// cache is shared with its neighbours, and times drift between runs while ratios hold.
///
/// Inputs are built in each benchmark's setup, so a benchmark run alone (`--filter`) holds only
/// its own inputs and its peak memory is its own. Time and peak memory are measured by separate
/// benchmarks: sampling the resident memory (a thread that reads `/proc/self/stat` every 10 ms)
/// made a 1M-element diff 30–50 % slower on a 2-core machine.
let benchmarks: @Sendable () -> Void = {
  Benchmark.defaultConfiguration = .init(
    metrics: [.mallocCountTotal],
    timeUnits: .microseconds,
    warmupIterations: 2,
    maxDuration: .seconds(4),
    maxIterations: 100
  )
  let linear: [(String, @Sendable () -> LinearCase)] = [
    ("5k", { .small() }),
    ("100k", { .large() }),
    ("100k with updates", { .large(updatingEvery: 10) }),
    ("100k shuffled", { .shuffled() }),
    ("100k duplicate-heavy", { .duplicateHeavy() }),
    ("1M", { .huge() }),
    ("1M with updates", { .huge(updatingEvery: 10) }),
  ]
  for (label, make) in linear {
    Benchmark(
      "StagedChangeset \(label)",
      configuration: .init(metrics: Contest.metrics(staged: false)),
      closure: { benchmark, inputs in
        let staged = Contest.race(
          benchmark, floor: { hashFloor(inputs.source, inputs.target) },
          diff: { StagedChangeset(source: inputs.source, target: inputs.target) })
        Contest.report(staged, benchmark, fewest: inputs.fewestMoves)
      },
      setup: { Contest.Linear(make()) })
  }

  Benchmark(
    "StagedChangeset 100x1k sectioned",
    configuration: .init(metrics: Contest.metrics(staged: false)),
    closure: { benchmark, inputs in
      let staged = Contest.race(
        benchmark, floor: { hashFloor(inputs.sourceItems, inputs.targetItems) },
        diff: { StagedChangeset(source: inputs.source, target: inputs.target) })
      Contest.report(staged, benchmark, fewest: inputs.fewestMoves)
    },
    setup: { Contest.Sectioned(SectionedCase()) })

  Benchmark(
    "StagedChangeset 100x1k, 5 sections deleted and 5 inserted",
    configuration: .init(metrics: Contest.metrics(staged: true)),
    closure: { benchmark, inputs in
      let staged = Contest.race(
        benchmark, floor: { hashFloor(inputs.sourceItems, inputs.targetItems) },
        diff: { StagedChangeset(source: inputs.source, target: inputs.target) },
        singleStage: {
          StagedChangeset(source: inputs.singleStage.source, target: inputs.singleStage.target)
        })
      Contest.report(staged, benchmark, fewest: inputs.fewestMoves)
    },
    setup: { () -> Contest.Sectioned in
      let cases = SectionedCase.staged()
      return Contest.Sectioned(cases.staged, singleStage: cases.singleStage)
    })

  let memory = Benchmark.Configuration(
    metrics: [.peakMemoryResident], warmupIterations: 1, maxDuration: .seconds(2), maxIterations: 10
  )
  Benchmark(
    "Peak memory: hash floor 1M", configuration: memory,
    closure: { benchmark, inputs in
      for _ in benchmark.scaledIterations { blackHole(hashFloor(inputs.source, inputs.target)) }
    },
    setup: { LinearCase.huge() })

  Benchmark(
    "Peak memory: StagedChangeset 1M", configuration: memory,
    closure: { benchmark, inputs in
      for _ in benchmark.scaledIterations {
        blackHole(StagedChangeset(source: inputs.source, target: inputs.target))
      }
    },
    setup: { LinearCase.huge() })
}
