import TableModelCore
import TableModelScenarios  // SplitMix64

/// The cases beyond DifferenceKit's: a wholesale shuffle, duplicated identities, and sections
/// deleted and inserted while rows move between them (three stages).
extension LinearCase {
  /// Creates a case from its lists.
  init(source: [BenchItem], target: [BenchItem]) {
    self.source = source
    self.target = target
  }

  /// DifferenceKit's 100,000 case with the whole target shuffled, as when a list is sorted by
  /// another key or a server returns a new ranking.
  static func shuffled() -> LinearCase {
    LinearCase(
      100_000, delete: 20_000..<30_000, insert: 30_000..<40_000, shuffle: 100_000, nil)
  }

  /// 100,000 elements whose identities each occur twice (source and target), with DifferenceKit's
  /// changes: a range deleted, a range of new identities inserted, a prefix shuffled.
  static func duplicateHeavy() -> LinearCase {
    let plain = LinearCase(
      100_000, delete: 20_000..<30_000, insert: 30_000..<40_000, shuffle: 2_000, nil)
    let twice = { (items: [BenchItem]) in items.map { BenchItem(id: $0.id >> 1, content: 0) } }
    return LinearCase(source: twice(plain.source), target: twice(plain.target))
  }
}

extension SectionedCase {
  /// Creates a case from its sections.
  init(
    source: [TableSection<BenchSection, BenchItem>], target: [TableSection<BenchSection, BenchItem>]
  ) {
    self.source = source
    self.target = target
  }

  /// The 100 × 1,000 case with 5 sections deleted and 5 inserted (three stages, R21).
  ///
  /// Of the deleted sections' rows, half move to surviving sections, a quarter to the inserted
  /// sections and a quarter go; each inserted section also takes 100 rows from surviving sections and 50 new rows.
  ///
  /// - Returns: The case, and the same rows with each inserted section named as a deleted one,
  ///   so that all sections pair and one stage is enough: the same work without staging.
  static func staged() -> (staged: SectionedCase, singleStage: SectionedCase) {
    let base = SectionedCase()
    var generator = SplitMix64(seed: 7)
    var target = base.target
    let deletedIDs = [10, 30, 50, 70, 90]
    let deleted = target.filter { deletedIDs.contains($0.model.id) }
    target.removeAll { deletedIDs.contains($0.model.id) }
    var inserted = (0..<5).map {
      TableSection(model: BenchSection(id: 1_000 + $0), items: [BenchItem]())
    }
    var nextID = 10_000_000
    for section in deleted {
      for (index, item) in section.items.enumerated() {
        switch index % 4 {
        case 0, 1:
          let to = Int.random(in: 0..<target.count, using: &generator)
          target[to].items.insert(
            item, at: Int.random(in: 0...target[to].items.count, using: &generator))
        case 2:
          inserted[Int.random(in: 0..<5, using: &generator)].items.append(item)
        default:
          break
        }
      }
    }
    for index in inserted.indices {
      for _ in 0..<100 {
        let from = Int.random(in: 0..<target.count, using: &generator)
        guard !target[from].items.isEmpty else { continue }
        inserted[index].items.append(
          target[from].items.remove(
            at: Int.random(in: 0..<target[from].items.count, using: &generator)))
      }
      for _ in 0..<50 {
        inserted[index].items.append(BenchItem(id: nextID, content: 0))
        nextID += 1
      }
      inserted[index].items.shuffle(using: &generator)
    }
    var renamed = target
    for (index, section) in inserted.enumerated() {
      let at = Int.random(in: 0...target.count, using: &generator)
      target.insert(section, at: at)
      renamed.insert(
        TableSection(model: BenchSection(id: deletedIDs[index]), items: section.items), at: at)
    }
    return (
      SectionedCase(source: base.source, target: target),
      SectionedCase(source: base.source, target: renamed)
    )
  }
}

/// The hash floor: two `Dictionary<Int, Int>` with reserved capacity, built from the element
/// arrays (identity to position), and nothing else — what any diff that hashes both sides pays.
@inline(never)
func hashFloor(_ source: [BenchItem], _ target: [BenchItem]) -> Int {
  var sourceTable = [Int: Int](minimumCapacity: source.count)
  for (index, element) in source.enumerated() { sourceTable[element.id] = index }
  var targetTable = [Int: Int](minimumCapacity: target.count)
  for (index, element) in target.enumerated() { targetTable[element.id] = index }
  return sourceTable.count &+ targetTable.count
}

/// The fewest row moves from `source` to `target`, independently of the library: identities
/// pair first occurrence with first occurrence; a row that changes section moves once (over
/// all stages); in a section that pairs, rows outside a longest increasing run of old
/// positions move.
func fewestRowMoves(
  _ source: [TableSection<BenchSection, BenchItem>],
  _ target: [TableSection<BenchSection, BenchItem>]
) -> Int {
  var sectionOccurrences: [Int: [Int]] = [:]
  for (index, section) in source.enumerated() {
    sectionOccurrences[section.model.id, default: []].append(index)
  }
  var rowOccurrences: [Int: [(section: Int, row: Int)]] = [:]
  for (sectionIndex, section) in source.enumerated() {
    for (row, item) in section.items.enumerated() {
      rowOccurrences[item.id, default: []].append((sectionIndex, row))
    }
  }
  var sectionUsed: [Int: Int] = [:]
  var rowUsed: [Int: Int] = [:]
  var moves = 0
  for section in target {
    let sectionTaken = sectionUsed[section.model.id, default: 0]
    sectionUsed[section.model.id] = sectionTaken + 1
    let origin = sectionOccurrences[section.model.id].flatMap {
      sectionTaken < $0.count ? $0[sectionTaken] : nil
    }
    var piles: [Int] = []  // patience piles: the smallest last row of each length
    var staying = 0
    for item in section.items {
      let taken = rowUsed[item.id, default: 0]
      rowUsed[item.id] = taken + 1
      guard let all = rowOccurrences[item.id], taken < all.count else { continue }
      guard all[taken].section == origin else {
        moves += 1
        continue
      }
      staying += 1
      let row = all[taken].row
      let pile = piles.partitioningIndex { $0 >= row }
      if pile == piles.count { piles.append(row) } else { piles[pile] = row }
    }
    moves += staying - piles.count
  }
  return moves
}

extension Array where Element: Comparable {
  /// The first index whose element satisfies a predicate that is false then true.
  fileprivate func partitioningIndex(where belongs: (Element) -> Bool) -> Int {
    var low = 0
    var high = count
    while low < high {
      let mid = (low + high) / 2
      if belongs(self[mid]) { high = mid } else { low = mid + 1 }
    }
    return low
  }
}
