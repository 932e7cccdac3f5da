import TableModelTestSupport
import TableModelTesting
import Testing

/// Every small case: each source of up to 2 sections and 4 items (items and sections named in
/// order of appearance, which loses no generality) against every target of up to 2 sections
/// drawn from 3 section identities and 4 items drawn from 5 (one of them new), with one item's
/// content changed.
@MainActor
@Suite struct StagedChangesetExhaustiveTests {
  @Test func everySmallCase_isAcceptedAndExact() {
    let sources = Self.arrangements(sectionIDs: [1, 2], itemIDs: [1, 2, 3, 4], canonical: true)
    let targets = Self.arrangements(
      sectionIDs: [1, 2, 3], itemIDs: [1, 2, 3, 4, 5], canonical: false)
    var checked = 0
    for source in sources {
      for var target in targets {
        for section in target.indices {
          for row in target[section].items.indices where target[section].items[row].id == 2 {
            target[section].items[row].content = 1
          }
        }
        let changes = StagedChangeset(source: source, target: target)
        let problems = StagedChangesetAudit.problems(applying: changes, from: source, to: target)
        checked += 1
        if !problems.isEmpty {
          Issue.record(
            "source \(source.compactDescription) → target \(target.compactDescription)\n\(changes.debugDescription)\n\(problems)"
          )
          return
        }
      }
    }
    #expect(checked == sources.count * targets.count)
    #expect(checked > 100_000)
  }

  /// Every arrangement of at most 2 sections holding at most 4 distinct items in total.
  ///
  /// Canonical arrangements use sections and items in the given order only (the first section is
  /// the first identity, the first item the first identity, and so on).
  static func arrangements(sectionIDs: [Int], itemIDs: [Int], canonical: Bool) -> [[TestSection]] {
    var results: [[TestSection]] = []
    let sectionChoices: [[Int]] =
      canonical
      ? [[], [sectionIDs[0]], [sectionIDs[0], sectionIDs[1]]]
      : [[]] + sectionIDs.map { [$0] }
        + sectionIDs.flatMap { a in sectionIDs.filter { $0 != a }.map { [a, $0] } }
    let sequences = itemSequences(itemIDs, maxLength: 4, canonical: canonical)
    for sections in sectionChoices {
      for sequence in sequences {
        if sections.isEmpty {
          if sequence.isEmpty { results.append([]) }
          continue
        }
        let splits = sections.count == 1 ? [sequence.count] : Array(0...sequence.count)
        for split in splits {
          var built: [TestSection] = []
          let parts =
            sections.count == 1 ? [sequence[...]] : [sequence[..<split], sequence[split...]]
          for (id, part) in zip(sections, parts) {
            built.append(TestSection(model: TestSectionModel(id), items: part.map { TestItem($0) }))
          }
          results.append(built)
        }
      }
    }
    return results
  }

  private static func itemSequences(_ ids: [Int], maxLength: Int, canonical: Bool) -> [[Int]] {
    if canonical { return (0...min(maxLength, ids.count)).map { Array(ids.prefix($0)) } }
    var results: [[Int]] = [[]]
    var frontier: [[Int]] = [[]]
    for _ in 0..<maxLength {
      frontier = frontier.flatMap { sequence in
        ids.filter { !sequence.contains($0) }.map { sequence + [$0] }
      }
      results += frontier
    }
    return results
  }
}
