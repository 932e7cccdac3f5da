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

  /// Sections shuffled wholesale or in blocks, with rows also moving between two sections, large
  /// enough for the patience sort to search eight runs at once (over 16 tails): every stage is
  /// accepted, exact and keeps cells, and the moves are the fewest possible.
  @Test func shuffledSections_areAcceptedAndMoveTheFewestRows() {
    var generator = SplitMix64(seed: Self.seed ^ 0x5_F1E)
    for index in 0..<60 {
      let count = Int.random(in: 64...1_500, using: &generator)
      let rows = (0..<count).map { TestItem($0) }
      // Blocks of consecutive rows (runs of any length), shuffled; length 1 shuffles wholesale.
      let length = [1, 1, 2, 3, 7, 40][index % 6]
      var blocks = stride(from: 0, to: count, by: length).map {
        Array(rows[$0..<min($0 + length, count)])
      }
      blocks.shuffle(using: &generator)
      var items = blocks.flatMap { $0 }.filter { _ in Int.random(in: 0..<10, using: &generator) != 0
      }
      for row in stride(from: 0, to: items.count, by: 13) { items[row].content = 1 }
      items.insert(TestItem(count), at: items.count / 2)
      let split = count / 3
      let source = [
        TestSection(model: TestSectionModel(0), items: Array(rows[..<split])),
        TestSection(model: TestSectionModel(1), items: Array(rows[split...])),
      ]
      let cut = Int.random(in: 0...items.count, using: &generator)
      let target = [
        TestSection(model: TestSectionModel(1), items: Array(items[..<cut])),
        TestSection(model: TestSectionModel(0), items: Array(items[cut...])),
      ]
      let changes = StagedChangeset(source: source, target: target)
      let problems = StagedChangesetAudit.problems(applying: changes, from: source, to: target)
      #expect(problems.isEmpty, "case \(index): \(problems.prefix(3))")
      #expect(
        MinimumMoves.made(by: changes) == MinimumMoves.between(source, target), "case \(index)")
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
