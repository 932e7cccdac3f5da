import TableModelScenarios
import Testing

@testable import TableModelCore

/// The tree's in-order walk against reads by index, on random trees and random lists of
/// indexes.
@Suite struct CountedTreeInOrderWalkTests {
  /// Random index lists over trees of every depth (up to three levels of inner nodes at 200k),
  /// built at once or by random edits (leaves and inner nodes of every size): ascending with
  /// repeats, every index, none, runs, far jumps, and lists that step back.
  @Test(arguments: [0, 1, 2, 3, 4, 5, 6, 7])
  func readsInOrder_equalReadsByIndex(seed: UInt64) {
    var generator = SplitMix64(seed: seed)
    let size = [0, 1, 63, 65, 3_000, 40_000, 200_000, 9_000][Int(seed)]
    let tree = CountedTree(Array(0..<size))
    var array = Array(0..<size)
    if seed % 2 == 1 {
      // Splits and merges: leaves and inner nodes of every fill.
      for step in 0..<4_000 {
        if !array.isEmpty, Int.random(in: 0..<3, using: &generator) == 0 {
          let index = Int.random(in: 0..<array.count, using: &generator)
          #expect(tree.remove(at: index) == array.remove(at: index))
        } else {
          let index = Int.random(in: 0...array.count, using: &generator)
          tree.insert(-step, at: index)
          array.insert(-step, at: index)
        }
      }
      #expect(tree.shapeProblems().isEmpty)
    }
    for round in 0..<40 {
      let indexes = randomIndexes(count: array.count, kind: round % 6, using: &generator)
      var walk = tree.inOrderWalk
      let read = indexes.map { tree.element(at: $0, walking: &walk) }
      #expect(read == indexes.map { array[$0] }, "seed \(seed) round \(round)")
    }
  }

  /// One walk keeps its leaf while the indexes stay in it, and climbs for the next leaf, the
  /// next subtree, and the last element.
  @Test func readsAcrossLeafAndSubtreeBoundaries() {
    let tree = CountedTree(Array(0..<100_000))
    var leafStarts: [Int] = []
    var start = 0
    tree.forEachLeaf { leaf in
      leafStarts.append(start)
      start += leaf.elements.count
    }
    // The last of each leaf and the first of the next, in order, then the very last.
    let indexes = leafStarts.dropFirst().flatMap { [$0 - 1, $0] } + [99_999]
    var walk = tree.inOrderWalk
    #expect(indexes.map { tree.element(at: $0, walking: &walk) } == indexes)
  }

  /// Lists of indexes below `count`: ascending with repeats, every index, none, dense runs, a few
  /// far apart, or ascending lists with steps back.
  private func randomIndexes(
    count: Int, kind: Int, using generator: inout SplitMix64
  ) -> [Int] {
    guard count > 0 else { return [] }
    switch kind {
    case 0:
      let picked = (0..<Int.random(in: 1...min(count, 3_000), using: &generator)).map { _ in
        Int.random(in: 0..<count, using: &generator)
      }
      // Sorted, and each picked index repeated now and then.
      return picked.sorted().flatMap { $0 % 5 == 0 ? [$0, $0] : [$0] }
    case 1: return Array(0..<count)
    case 2: return []
    case 3:
      let start = Int.random(in: 0..<count, using: &generator)
      return Array(start..<min(count, start + Int.random(in: 1...500, using: &generator)))
    case 4:
      return [0, count / 3, count / 2, count - 1].filter { $0 < count }.sorted()
    default:
      var indexes = (0..<Int.random(in: 1...500, using: &generator)).map { _ in
        Int.random(in: 0..<count, using: &generator)
      }.sorted()
      // Some steps back, each read by a descent from the root.
      for _ in 0..<5 {
        let at = Int.random(in: 0...indexes.count, using: &generator)
        indexes.insert(Int.random(in: 0..<count, using: &generator), at: at)
      }
      return indexes
    }
  }
}
