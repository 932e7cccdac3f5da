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

  /// Runs of operations in sequential mode — ascending, descending or in random order, as the
  /// filter layer's phases are — against an array, and the tree's invariants after each run.
  ///
  /// Seeds 0–2 start at 10,000 flags (14 leaves), 3 and 4 at a few hundred; seed 5 removes every
  /// flag in one run, so that the end leaves one empty leaf. Ranks are checked against the
  /// array on every fourth step (counting them there is O(n)).
  @Test(arguments: [0, 1, 2, 3, 4, 5])
  func sequentialEdits_matchAnArray(seed: UInt64) {
    var generator = SplitMix64(seed: seed)
    let size = seed < 3 || seed == 5 ? 10_000 : Int.random(in: 300...900, using: &generator)
    let initial = (0..<size).map { _ in Int.random(in: 0..<3, using: &generator) == 0 }
    let tree = FlagTree(initial)
    var array = initial
    for run in 0..<(seed == 5 ? 1 : 12) {
      tree.beginSequentialEdits(expecting: 1_000_000)
      // Two full leaves' worth of flags take two leaves at least.
      #expect(tree.isSequential || tree.count < 2 * FlagTree.Leaf.capacity, "seed \(seed)")
      let order = run % 3  // 0 ascending, 1 descending, 2 random
      let steps = seed == 5 ? size : Int.random(in: 100...1_500, using: &generator)
      var position = order == 1 ? array.count : 0
      for step in 0..<steps {
        let checksRank = step % 4 == 0
        let operation = seed == 5 ? 1 : Int.random(in: 0..<5, using: &generator)
        // The next position in the run's order, within the array's current bounds.
        let stride = Int.random(in: 0...40, using: &generator)
        switch order {
        case 0: position = min(position + stride, array.count)
        case 1: position = max(position - stride, 0)
        default: position = Int.random(in: 0...array.count, using: &generator)
        }
        if seed == 5 { position = array.count - 1 }
        let index = min(position, max(array.count - 1, 0))
        switch operation {
        case 0:
          let value = Bool.random(using: &generator)
          let rank = tree.insert(value, at: position)
          if checksRank {
            #expect(rank == array.prefix(position).filter { $0 }.count, "seed \(seed) run \(run)")
          }
          array.insert(value, at: position)
        case 1 where !array.isEmpty:
          let (removed, rank) = tree.remove(at: index)
          #expect(removed == array[index], "seed \(seed) run \(run)")
          if checksRank {
            #expect(rank == array.prefix(index).filter { $0 }.count, "seed \(seed) run \(run)")
          }
          array.remove(at: index)
        case 2 where !array.isEmpty:
          let value = Bool.random(using: &generator)
          tree[index] = value
          array[index] = value
        case 3 where !array.isEmpty:
          let answer = tree.flagAndRank(at: index)
          #expect(answer.isSet == array[index], "seed \(seed) run \(run)")
          if checksRank { #expect(answer.rank == array.prefix(index).filter { $0 }.count) }
        case 4 where tree.setCount > 0 && checksRank:
          let rank = tree.setCount(before: min(position, array.count)) % tree.setCount
          #expect(tree.index(ofSetFlag: rank) == array.indices.filter { array[$0] }[rank])
        default:
          break
        }
      }
      tree.endSequentialEdits()
      #expect(!tree.isSequential)
      check(tree, against: array, seed: seed, step: run, using: &generator)
    }
    if seed == 5 { #expect(array.isEmpty && tree.count == 0) }
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
