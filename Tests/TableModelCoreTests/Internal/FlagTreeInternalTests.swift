import TableModelScenarios
import Testing

@testable import TableModelCore

/// The flag tree against an array of flags, under random inserts, removals, writes and queries.
@Suite struct FlagTreeInternalTests {
  /// Random operations on trees of every shape, checked against an array.
  ///
  /// Seeds 0–3 start at random sizes up to a few leaves; 4 and 5 at 40,000 flags (53 leaves);
  /// 6 and 7 start empty and grow by inserts at one end, splitting leaf after leaf; 8 removes
  /// more than it inserts, so that leaves merge down to one.
  @Test(arguments: [0, 1, 2, 3, 4, 5, 6, 7, 8])
  func randomOperations_matchAnArray(seed: UInt64) {
    var generator = SplitMix64(seed: seed)
    let size =
      switch seed {
      case 4, 5, 8: 40_000
      case 6, 7: 0
      default: Int.random(in: 0...3_000, using: &generator)
      }
    let initial = (0..<size).map { _ in Int.random(in: 0..<3, using: &generator) == 0 }
    let tree = FlagTree(initial)
    var array = initial
    let steps = seed == 8 ? 45_000 : 12_000
    for step in 0..<steps {
      let operation =
        seed == 8
        ? Int.random(in: 2..<10, using: &generator) : Int.random(in: 0..<10, using: &generator)
      switch operation {
      case 0...3:
        let index =
          seed >= 6 && seed < 8
          ? (seed == 6 ? array.count : 0) : Int.random(in: 0...array.count, using: &generator)
        let value = Bool.random(using: &generator)
        let rank = tree.insert(value, at: index)
        // Ranks are checked on every eighth step: counting them in the array is O(n).
        if step % 8 == 0 { #expect(rank == array.prefix(index).filter { $0 }.count) }
        array.insert(value, at: index)
      case 4...7 where !array.isEmpty:
        let index = Int.random(in: 0..<array.count, using: &generator)
        let (removed, rank) = tree.remove(at: index)
        #expect(removed == array[index], "seed \(seed) step \(step)")
        if step % 8 == 0 { #expect(rank == array.prefix(index).filter { $0 }.count) }
        array.remove(at: index)
      case 8 where !array.isEmpty:
        let index = Int.random(in: 0..<array.count, using: &generator)
        let value = Bool.random(using: &generator)
        tree[index] = value
        array[index] = value
      default:
        break
      }
      if step % 211 == 0 || array.count < 5 {
        check(tree, against: array, seed: seed, step: step, using: &generator)
      }
    }
    check(tree, against: array, seed: seed, step: steps, using: &generator)
  }

  /// Every query at every index of a tree that spans a few leaves, against the array.
  @Test func everyQuery_matchesTheArray() {
    var generator = SplitMix64(seed: 11)
    let array = (0..<3_000).map { _ in Bool.random(using: &generator) }
    let tree = FlagTree(array)
    var rank = 0
    for (index, flag) in array.enumerated() {
      #expect(tree[index] == flag)
      #expect(tree.flagAndRank(at: index) == (flag, rank))
      #expect(tree.setCount(before: index) == rank)
      if flag {
        #expect(tree.index(ofSetFlag: rank) == index)
        rank += 1
      }
    }
    #expect(tree.setCount(before: array.count) == rank)
    #expect(tree.setCount == rank)
  }

  /// The bit search of a word, at every rank of words with one, some and all bits set.
  @Test func offsetOfSetBit_findsTheBitOfEachRank() {
    for word: UInt64 in [1, 0x8000_0000_0000_0000, 0xA5A5_0F0F_3C3C_FF00, .max] {
      let positions = (0..<64).filter { word & (1 << UInt64($0)) != 0 }
      for (rank, position) in positions.enumerated() {
        #expect(FlagTree.Leaf.offset(ofSetBit: rank, in: word) == position)
      }
    }
  }

  private func check(
    _ tree: FlagTree, against array: [Bool], seed: UInt64, step: Int,
    using generator: inout SplitMix64
  ) {
    #expect(tree.count == array.count)
    #expect(tree.flags == array, "seed \(seed) step \(step)")
    #expect(tree.invariantProblems().isEmpty, "seed \(seed) step \(step)")
    let ones = array.filter { $0 }.count
    #expect(tree.setCount == ones)
    let index = Int.random(in: 0...array.count, using: &generator)
    #expect(tree.setCount(before: index) == array.prefix(index).filter { $0 }.count)
    if ones > 0 {
      let rank = Int.random(in: 0..<ones, using: &generator)
      #expect(tree.index(ofSetFlag: rank) == array.indices.filter { array[$0] }[rank])
    }
  }
}
