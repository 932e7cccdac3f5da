import Benchmark
import TableModelCore

/// Races contenders in one iteration and records their times, ratios and results as custom
/// metrics.
enum Contest {
  static let floorTime = BenchmarkMetric.custom("hash floor (µs)")
  static let diffTime = BenchmarkMetric.custom("StagedChangeset (µs)")
  static let ratio = BenchmarkMetric.custom("StagedChangeset ÷ floor (%)")
  static let singleStageTime = BenchmarkMetric.custom("same rows in one stage (µs)")
  static let stagedRatio = BenchmarkMetric.custom("staged ÷ one stage (%)")
  static let stages = BenchmarkMetric.custom("stages")
  static let moves = BenchmarkMetric.custom("row moves, all stages")
  static let fewest = BenchmarkMetric.custom("fewest row moves possible")
  static let updates = BenchmarkMetric.custom("updates")

  /// The metrics of a race, with the one-stage twin's when `staged`.
  static func metrics(staged: Bool) -> [BenchmarkMetric] {
    [ratio, floorTime, diffTime] + (staged ? [stagedRatio, singleStageTime] : [])
      + [stages, moves, fewest, updates, .mallocCountTotal]
  }

  /// A flat case with the fewest moves from its source to its target.
  struct Linear: Sendable {
    let source: [BenchItem]
    let target: [BenchItem]
    let fewestMoves: Int

    init(_ inputs: LinearCase) {
      source = inputs.source
      target = inputs.target
      fewestMoves = fewestRowMoves(
        [TableSection(model: BenchSection(id: 0), items: source)],
        [TableSection(model: BenchSection(id: 0), items: target)])
    }
  }

  /// A sectioned case, its rows as element arrays for the floor, an optional one-stage twin,
  /// and the fewest moves.
  struct Sectioned: Sendable {
    let source: [TableSection<BenchSection, BenchItem>]
    let target: [TableSection<BenchSection, BenchItem>]
    let sourceItems: [BenchItem]
    let targetItems: [BenchItem]
    let singleStage: SectionedCase
    let fewestMoves: Int

    init(_ inputs: SectionedCase, singleStage: SectionedCase? = nil) {
      source = inputs.source
      target = inputs.target
      sourceItems = source.flatMap(\.items)
      targetItems = target.flatMap(\.items)
      self.singleStage = singleStage ?? inputs
      fewestMoves = fewestRowMoves(source, target)
    }
  }

  /// Runs the floor and the diff (and the one-stage twin) as A B (C C) B A, records each one's
  /// mean time and the ratios, and returns the diff's result.
  static func race<Data>(
    _ benchmark: Benchmark, floor: () -> Int, diff: () -> StagedChangeset<Data>,
    singleStage: (() -> StagedChangeset<Data>)? = nil
  ) -> StagedChangeset<Data> {
    let clock = ContinuousClock()
    var result: StagedChangeset<Data>?
    var floorTotal = clock.measure { blackHole(floor()) }
    var diffTotal = clock.measure { result = diff() }
    var singleTotal = Duration.zero
    if let singleStage {
      singleTotal += clock.measure { blackHole(singleStage()) }
      singleTotal += clock.measure { blackHole(singleStage()) }
    }
    diffTotal += clock.measure { blackHole(diff()) }
    floorTotal += clock.measure { blackHole(floor()) }
    benchmark.measurement(floorTime, microseconds(floorTotal) / 2)
    benchmark.measurement(diffTime, microseconds(diffTotal) / 2)
    benchmark.measurement(ratio, Int((100 * (diffTotal / floorTotal)).rounded()))
    if singleStage != nil {
      benchmark.measurement(singleStageTime, microseconds(singleTotal) / 2)
      benchmark.measurement(stagedRatio, Int((100 * (diffTotal / singleTotal)).rounded()))
    }
    return result ?? StagedChangeset(stages: [])
  }

  /// Records what the diff found.
  static func report<Data>(_ changes: StagedChangeset<Data>, _ benchmark: Benchmark, fewest: Int) {
    benchmark.measurement(stages, changes.count)
    benchmark.measurement(moves, changes.reduce(0) { $0 + $1.changeset.movedRows.count })
    benchmark.measurement(Contest.fewest, fewest)
    benchmark.measurement(updates, changes.reduce(0) { $0 + $1.changeset.updatedRows.count })
  }

  static func microseconds(_ duration: Duration) -> Int {
    Int(duration.components.seconds) * 1_000_000
      + Int(duration.components.attoseconds / 1_000_000_000_000)
  }
}
