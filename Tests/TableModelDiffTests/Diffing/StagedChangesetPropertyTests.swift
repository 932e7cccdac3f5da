import TableModelScenarios
import TableModelTestSupport
import TableModelTesting
import Testing

/// The diff's promise as a property: for any source and target, every stage is accepted by the
/// headless table, the table ends with exactly the target, surviving items keep their cells
/// (duplicates first with first, across stages), and the moves summed over the stages are the
/// fewest possible.
@MainActor
@Suite struct StagedChangesetPropertyTests {
  /// Random cases per run; `TABLEMODEL_DIFF_CASES` changes it.
  static let caseCount = environmentInteger("TABLEMODEL_DIFF_CASES", default: 100_000)

  /// The seed; `TABLEMODEL_SEED` replays a failure.
  static let seed = UInt64(environmentInteger("TABLEMODEL_SEED", default: 0xD1FF))

  @Test(arguments: RandomDiffCase.allCases)
  func randomCases_areAcceptedAndExact(kind: RandomDiffCase) {
    let cases = Self.caseCount / RandomDiffCase.allCases.count
    // The kind's position, not its hash value: hashes change from one process to the next, so
    // a seed printed by a failure would not replay it.
    let kindIndex = RandomDiffCase.allCases.firstIndex(of: kind) ?? 0
    var generator = SplitMix64(seed: Self.seed ^ UInt64(kindIndex))
    var staged = 0
    for index in 0..<cases {
      // Mostly small tables, some medium, a few of about 2,000 rows.
      let maxRows = index % 100 == 0 ? 2_000 : index % 10 == 0 ? 200 : 24
      let (source, target) = kind.generate(using: &generator, maxRows: maxRows)
      let changes = StagedChangeset(source: source, target: target)
      if changes.count > 1 { staged += 1 }
      var problems = StagedChangesetAudit.problems(applying: changes, from: source, to: target)
      let moves = MinimumMoves.made(by: changes)
      let fewest = MinimumMoves.between(source, target)
      if moves != fewest { problems.append("moves: \(moves), fewest possible: \(fewest)") }
      if !problems.isEmpty || changes.count > 3 {
        Issue.record(
          """
          \(kind) case \(index) (seed \(Self.seed)):
          source: \(source.compactDescription)
          target: \(target.compactDescription)
          \(changes.debugDescription)
          \(problems.joined(separator: "\n"))
          """)
        return
      }
      let repeats = kind == .duplicates || kind == .duplicateHeavy
      if !repeats, !changes.duplicateRows.isEmpty || !changes.duplicateSections.isEmpty {
        Issue.record("\(kind) case \(index): duplicates reported without duplicates")
        return
      }
      if repeats, changes.duplicateRows.isEmpty, changes.duplicateSections.isEmpty,
        hasRepeats(source) || hasRepeats(target)
      {
        Issue.record("case \(index): duplicates not reported\n\(source.compactDescription)")
        return
      }
    }
    if kind == .mixed { #expect(staged > 0, "the mixed cases should exercise staging") }
  }

  @Test func linearMoves_areTheMinimum() {
    var generator = SplitMix64(seed: Self.seed)
    for index in 0..<2_000 {
      let count = Int.random(in: 0...60, using: &generator)
      let source = (0..<count).map { TestItem($0) }
      var target = source.filter { _ in Int.random(in: 0..<4, using: &generator) != 0 }
      for _ in 0..<Int.random(in: 0...5, using: &generator) where target.count > 1 {
        target.swapAt(
          Int.random(in: 0..<target.count, using: &generator),
          Int.random(in: 0..<target.count, using: &generator))
      }
      let moves = StagedChangeset(source: source, target: target).first?.changeset.movedRows.count
      let minimum = target.count - longestIncreasingRun(target.map(\.id))
      #expect((moves ?? 0) == minimum, "case \(index): \(target.map(\.id))")
    }
  }

  private func hasRepeats(_ sections: [TestSection]) -> Bool {
    let items = sections.flatMap { $0.items.map(\.id) }
    let models = sections.map(\.model.id)
    return Set(items).count != items.count || Set(models).count != models.count
  }

  /// The longest increasing subsequence by the quadratic textbook method, as an oracle.
  private func longestIncreasingRun(_ values: [Int]) -> Int {
    var lengths = Array(repeating: 1, count: values.count)
    for i in values.indices {
      for j in 0..<i where values[j] < values[i] { lengths[i] = max(lengths[i], lengths[j] + 1) }
    }
    return lengths.max() ?? 0
  }
}
