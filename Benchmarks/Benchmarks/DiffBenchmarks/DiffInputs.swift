import TableModelCore
import TableModelScenarios  // SplitMix64: the same inputs in every run

/// An element with an `Int` identity, as in DifferenceKit's benchmark, plus a content number.
struct BenchItem: Diffable, Equatable {
  let id: Int
  var content: Int
}

/// A section model with an `Int` identity.
struct BenchSection: Diffable, Equatable {
  let id: Int
}

/// DifferenceKit's benchmark inputs: `0..<count` as the source; the target deletes a range of
/// the source, inserts new identities at a range of target positions and shuffles a prefix.
struct LinearCase: Sendable {
  let source: [BenchItem]
  let target: [BenchItem]

  /// 5,000: delete source 2000..<3000, insert target 3000..<4000, shuffle target 0..<200.
  static func small(updatingEvery stride: Int? = nil) -> LinearCase {
    LinearCase(5_000, delete: 2_000..<3_000, insert: 3_000..<4_000, shuffle: 200, stride)
  }

  /// 100,000: delete source 20000..<30000, insert target 30000..<40000, shuffle 0..<2000.
  static func large(updatingEvery stride: Int? = nil) -> LinearCase {
    LinearCase(100_000, delete: 20_000..<30_000, insert: 30_000..<40_000, shuffle: 2_000, stride)
  }

  /// 1,000,000 with the proportions of the 100,000 case.
  static func huge(updatingEvery stride: Int? = nil) -> LinearCase {
    LinearCase(
      1_000_000, delete: 200_000..<300_000, insert: 300_000..<400_000, shuffle: 20_000, stride)
  }

  init(
    _ count: Int, delete: Range<Int>, insert: Range<Int>, shuffle: Int, _ updateStride: Int?
  ) {
    let source = (0..<count).map { BenchItem(id: $0, content: 0) }
    var target = source
    target.removeSubrange(delete)
    target.insert(
      contentsOf: (count..<count + insert.count).map { BenchItem(id: $0, content: 0) },
      at: insert.lowerBound)
    var generator = SplitMix64(seed: UInt64(count))
    target[0..<shuffle].shuffle(using: &generator)
    if let updateStride {
      for index in Swift.stride(from: 0, to: target.count, by: updateStride) {
        target[index].content += 1
      }
    }
    self.source = source
    self.target = target
  }
}

/// 100 sections of 1,000 rows: 2 % of the rows move to another section, 1 % are deleted, 1 % are
/// inserted, 5 sections move and every 50th row changes content.
struct SectionedCase: Sendable {
  let source: [TableSection<BenchSection, BenchItem>]
  let target: [TableSection<BenchSection, BenchItem>]

  init(sections: Int = 100, rows: Int = 1_000) {
    var generator = SplitMix64(seed: 42)
    let source = (0..<sections).map { section in
      TableSection(
        model: BenchSection(id: section),
        items: (0..<rows).map { BenchItem(id: section * rows + $0, content: 0) })
    }
    var target = source
    var nextID = sections * rows
    let total = sections * rows
    for _ in 0..<total / 50 {
      let from = Int.random(in: 0..<sections, using: &generator)
      guard !target[from].items.isEmpty else { continue }
      let item = target[from].items.remove(
        at: Int.random(in: 0..<target[from].items.count, using: &generator))
      let to = Int.random(in: 0..<sections, using: &generator)
      target[to].items.insert(
        item, at: Int.random(in: 0...target[to].items.count, using: &generator))
    }
    for _ in 0..<total / 100 {
      let section = Int.random(in: 0..<sections, using: &generator)
      if !target[section].items.isEmpty {
        target[section].items.remove(
          at: Int.random(in: 0..<target[section].items.count, using: &generator))
      }
      target[section].items.insert(
        BenchItem(id: nextID, content: 0),
        at: Int.random(in: 0...target[section].items.count, using: &generator))
      nextID += 1
    }
    for _ in 0..<5 {
      target.swapAt(
        Int.random(in: 0..<sections, using: &generator),
        Int.random(in: 0..<sections, using: &generator))
    }
    for section in target.indices {
      for row in stride(from: 0, to: target[section].items.count, by: 50) {
        target[section].items[row].content += 1
      }
    }
    self.source = source
    self.target = target
  }

  var sourceIDs: [Int] { source.flatMap { $0.items.map(\.id) } }
  var targetIDs: [Int] { target.flatMap { $0.items.map(\.id) } }
}
