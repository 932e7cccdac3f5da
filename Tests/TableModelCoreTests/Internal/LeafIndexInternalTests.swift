import TableModelScenarios
import TableModelTestSupport
import Testing

@testable import TableModelCore

/// The identity → leaf index against a `Dictionary`, under random insertions, updates, removals,
/// lookups and clears; and a model's index against its rows, under random edits.
@Suite struct LeafIndexInternalTests {
  /// A leaf: an object the index holds unretained (the tests keep every one alive).
  final class Leaf {
    let number: Int
    init(_ number: Int) { self.number = number }
  }

  /// A key whose hash is shared by `collisions` consecutive values: runs of equal home buckets
  /// at every capacity, which probing and backward-shift removal must get through.
  struct CollidingKey: Hashable {
    let value: Int
    let collisions: Int
    static func == (lhs: Self, rhs: Self) -> Bool { lhs.value == rhs.value }
    func hash(into hasher: inout Hasher) { hasher.combine(value / collisions) }
  }

  /// A bucket of an `Int`-keyed index is one key and one pointer, as a `Dictionary` entry.
  @Test func bucketOfAnIntKey_isSixteenBytes() {
    #expect(MemoryLayout<LeafIndex<Int, Leaf>.Bucket>.stride == 16)
    #expect(MemoryLayout<LeafIndex<Int, Leaf>.Bucket>.size == 16)
  }

  /// `Int` keys: 200,000 operations per seed while the key space grows to 60,000 (the table
  /// doubles from 8 to 65,536 buckets), then shrinks.
  @Test(arguments: [0, 1, 2] as [UInt64])
  func randomOperations_intKeys_matchADictionary(seed: UInt64) {
    var generator = SplitMix64(seed: seed)
    let capacities = run(seed: seed, steps: 200_000, maxKeys: 60_000, using: &generator) { $0 }
    #expect(capacities.max() ?? 0 >= 65_536, "seed \(seed): \(capacities)")
  }

  /// `Int` keys chosen to share one home bucket under the index's mix of its seed (the mix
  /// inverted): the insertion that probes `longestProbe` buckets switches the index to
  /// `hashValue`, and every answer, before and after, matches a dictionary.
  @Test func intKeysCollidingUnderTheMix_switchTheIndexToHashValue() {
    let index = LeafIndex<Int, Leaf>()
    #expect(index.mixesIntegers)
    let leaves = (0..<16).map(Leaf.init)
    var dictionary: [Int: Leaf] = [:]
    let longestProbe = LeafIndex<Int, Leaf>.longestProbe
    for number in 0..<longestProbe + 100 {
      // Mixed values that differ above bit 40 only: one home bucket in every table it has.
      let mixed = UInt64(number) << 40
      let key = Int(bitPattern: UInt(Self.unmixed(mixed) ^ index.seed))
      #expect(
        LeafIndex<Int, Leaf>.mix(UInt64(UInt(bitPattern: key)) ^ index.seed)
          == Int(bitPattern: UInt(mixed)))
      let leaf = leaves[number % leaves.count]
      index[key] = leaf
      dictionary[key] = leaf
      #expect(index.mixesIntegers == (number < longestProbe), "key \(number)")
      #expect(index[key] === leaf, "key \(number)")
    }
    check(index, against: dictionary, seed: 0, step: 0)
    for key in dictionary.keys.shuffled().prefix(600) {
      index[key] = nil
      dictionary[key] = nil
    }
    check(index, against: dictionary, seed: 0, step: 1)
  }

  /// The same keys written later: the write that switches the index to `hashValue` is made by a
  /// flush with more writes after it — insertions and removals whose hashes were taken under the
  /// mix — and each of them lands where lookups by `hashValue` find it.
  @Test func pendingWritesAfterTheSwitchToHashValue_landWhereLookupsFindThem() {
    let index = LeafIndex<Int, Leaf>()
    let leaves = (0..<16).map(Leaf.init)
    var dictionary: [Int: Leaf] = [:]
    let longestProbe = LeafIndex<Int, Leaf>.longestProbe
    let maxPending = LeafIndex<Int, Leaf>.maxPending
    func key(_ number: Int) -> Int {
      Int(bitPattern: UInt(Self.unmixed(UInt64(number) << 40) ^ index.seed))
    }
    for number in 0..<longestProbe {
      index.setLater(leaves[number % leaves.count], for: key(number))
      dictionary[key(number)] = leaves[number % leaves.count]
    }
    index.flush()
    #expect(index.mixesIntegers)
    // One flush: the first insertion probes `longestProbe` buckets; the writes after it remove
    // keys entered before, enter new ones, and remove one of those again.
    index.setLater(leaves[0], for: key(longestProbe))
    dictionary[key(longestProbe)] = leaves[0]
    for number in 1..<maxPending / 2 {
      index.removeLater(key(number))
      dictionary[key(number)] = nil
      index.setLater(leaves[number % leaves.count], for: key(longestProbe + number))
      dictionary[key(longestProbe + number)] = leaves[number % leaves.count]
    }
    index.removeLater(key(longestProbe + 1))
    dictionary[key(longestProbe + 1)] = nil
    #expect(index.pendingCount == maxPending)
    #expect(index.count == dictionary.count)
    #expect(!index.mixesIntegers)
    check(index, against: dictionary, seed: 0, step: 0)
    for number in 0..<longestProbe + maxPending {
      #expect(index[key(number)] === dictionary[key(number)], "key \(number)")
    }
  }

  /// Writes kept for later: lookups see the newest write of a key before the flush, the flush
  /// makes them in order (a removal, then the same key entered again, keeps the key), a full list
  /// of pending writes makes them itself, and `removeAll` drops them.
  @Test func pendingWrites_areSeenByLookups_andMadeInOrder() {
    let index = LeafIndex<Int, Leaf>()
    let (first, second) = (Leaf(0), Leaf(1))
    index[1] = first
    index.removeLater(1)
    #expect(!index.contains(1))
    #expect(index[1] == nil)
    index.setLater(second, for: 1)
    #expect(index[1] === second)
    index.setLater(first, for: 2)
    #expect(index.pendingCount == 3)
    #expect(index.count == 2)
    #expect(index.pendingCount == 0)
    #expect(index[1] === second)
    #expect(index[2] === first)
    let maxPending = LeafIndex<Int, Leaf>.maxPending
    for key in 10...(10 + maxPending) { index.setLater(first, for: key) }
    #expect(index.pendingCount == 1)
    #expect(index[10 + maxPending] === first)
    index.removeAll(keepingCapacity: true)
    #expect(index.pendingCount == 0)
    #expect(index.count == 0)
    #expect(!index.contains(10 + maxPending))
  }

  /// An `Int`-keyed index answers a key above every key it was given without a bucket read, and
  /// the answer stays right for keys given by every path: set at once, kept pending, entered a
  /// buffer at a time, moved by growth; a removal leaves the largest key where it was.
  @Test func intKeysAboveTheLargestEntered_areAbsent_andEveryEnteredKeyIsFound() {
    let index = LeafIndex<Int, Leaf>()
    let leaf = Leaf(0)
    #expect(index.largestIntegerKey == Int.min)
    #expect(!index.contains(Int.min))
    index[-5] = leaf
    #expect(index.largestIntegerKey == -5)
    #expect(index.contains(-5))
    #expect(!index.contains(-4))
    index.setLater(leaf, for: 7)
    #expect(index.largestIntegerKey == 7)
    #expect(index.contains(7))
    index.removeLater(7)
    #expect(!index.contains(7))
    #expect(index.count == 1)
    #expect(index.largestIntegerKey == 7)
    let keys = Array(100..<400)
    let entered = keys.withUnsafeBufferPointer {
      index.insertNew(keysOf: $0, key: { $0 }, leaf: leaf)
    }
    #expect(entered == keys.count)
    #expect(index.largestIntegerKey == 399)
    for key in keys { #expect(index.contains(key), "key \(key)") }
    #expect(!index.contains(400))
    #expect(!index.contains(7))
    index[Int.max] = leaf
    #expect(index.contains(Int.max))
    #expect(index.largestIntegerKey == Int.max)
    // Other key types never take the shortcut.
    let strings = LeafIndex<String, Leaf>()
    strings["b"] = leaf
    #expect(strings.largestIntegerKey == Int.min)
    #expect(strings.contains("b"))
  }

  /// Keys whose hashes collide in runs of 8 (seeds 10, 11) and 64 (seed 12).
  @Test(arguments: [10, 11, 12] as [UInt64])
  func randomOperations_collidingKeys_matchADictionary(seed: UInt64) {
    var generator = SplitMix64(seed: seed)
    let collisions = seed == 12 ? 64 : 8
    let capacities = run(seed: seed, steps: 100_000, maxKeys: 20_000, using: &generator) {
      CollidingKey(value: $0, collisions: collisions)
    }
    #expect(capacities.max() ?? 0 >= 32_768, "seed \(seed): \(capacities)")
  }

  /// Keys that all share one hash: one run through the whole table.
  @Test func randomOperations_allKeysCollide_matchADictionary() {
    var generator = SplitMix64(seed: 20)
    _ = run(seed: 20, steps: 6_000, maxKeys: 300, using: &generator) {
      CollidingKey(value: $0, collisions: Int.max)
    }
  }

  /// `String` keys, which the buckets retain: moved on growth and removal, released on clears.
  @Test func randomOperations_stringKeys_matchADictionary() {
    var generator = SplitMix64(seed: 30)
    _ = run(seed: 30, steps: 60_000, maxKeys: 8_000, using: &generator) {
      "a key long enough to live on the heap, number \($0)"
    }
  }

  /// Entering the keys of a buffer at once enters each key the index does not hold yet, once,
  /// with the buffer's leaf; a key it holds keeps its leaf; the count returned is the number of
  /// keys entered — against a `Dictionary`, with repeats within and across buffers, and with
  /// colliding hashes.
  @Test(arguments: [0, 1, 2] as [UInt64])
  func insertNewKeysOfABuffer_matchesADictionary(seed: UInt64) {
    var generator = SplitMix64(seed: seed)
    let collisions = seed == 2 ? 8 : 1
    let index = LeafIndex<CollidingKey, Leaf>()
    var expected: [CollidingKey: Leaf] = [:]
    var leaves: [Leaf] = []
    for number in 0..<300 {
      let leaf = Leaf(number)
      leaves.append(leaf)
      let keys = (0..<Int.random(in: 0...80, using: &generator)).map { _ in
        CollidingKey(value: Int.random(in: 0..<20_000, using: &generator), collisions: collisions)
      }
      var entered = 0
      for key in keys where expected[key] == nil {
        expected[key] = leaf
        entered += 1
      }
      let reported = keys.withUnsafeBufferPointer {
        index.insertNew(keysOf: $0, key: { $0 }, leaf: leaf)
      }
      #expect(reported == entered, "seed \(seed), buffer \(number)")
    }
    #expect(index.count == expected.count)
    for (key, leaf) in expected {
      #expect(index[key] === leaf, "seed \(seed), key \(key.value)")
    }
  }

  /// A model's index after random edits of large sections — inserts that split leaves, removals
  /// that merge them, moves between sections, section removals and replacements — names, for
  /// every row, a leaf of the row's tree that holds it, and nothing else.
  @MainActor
  @Test(arguments: [40, 41, 42] as [UInt64])
  func modelIndex_afterRandomEdits_namesTheLeafOfEveryRow(seed: UInt64) {
    var generator = SplitMix64(seed: seed)
    var nextID = 0
    func newItems(_ count: Int) -> [TestItem] {
      defer { nextID += count }
      return (nextID..<nextID + count).map { TestItem($0) }
    }
    func newSectionModel() -> TestSectionModel {
      defer { nextID += 1 }
      return TestSectionModel(nextID)
    }
    let model = SectionedTableModel<TestSectionModel, TestItem>(
      sections: (0..<3).map { _ in
        TableSection(model: newSectionModel(), items: newItems(600))
      })
    for step in 0..<3_000 {
      let sections = model.numberOfSections
      let operation = Int.random(in: 0..<100, using: &generator)
      if sections == 0 || operation < 2 {
        let items = newItems(Int.random(in: 0...400, using: &generator))
        model.insertSection(
          newSectionModel(), items: items, at: Int.random(in: 0...sections, using: &generator))
        continue
      }
      let section = Int.random(in: 0..<sections, using: &generator)
      let rows = model.numberOfRows(inSection: section)
      switch operation {
      case 2 where sections > 2:
        model.removeSection(at: section)
      case 3:
        var snapshot = model.snapshot
        snapshot[section].items.removeAll { _ in Bool.random(using: &generator) }
        try? model.replace(with: snapshot)
      case 4..<40:
        let row = Int.random(in: 0...rows, using: &generator)
        model.insert(newItems(1)[0], at: RowPath(row: row, section: section))
      case 40..<75 where rows > 0:
        model.remove(
          at: RowPath(row: Int.random(in: 0..<rows, using: &generator), section: section))
      case 75..<90 where rows > 0:
        let target = Int.random(in: 0..<sections, using: &generator)
        let targetRows = model.numberOfRows(inSection: target) - (target == section ? 1 : 0)
        model.move(
          from: RowPath(row: Int.random(in: 0..<rows, using: &generator), section: section),
          to: RowPath(row: Int.random(in: 0...targetRows, using: &generator), section: target))
      case 90..<100 where rows > 0:
        var item = model.item(
          at: RowPath(row: Int.random(in: 0..<rows, using: &generator), section: section))
        item.content += 1
        model.update(item)
      default:
        break
      }
      if step % 50 == 0 { checkIndex(of: model, seed: seed, step: step) }
    }
    checkIndex(of: model, seed: seed, step: 3_000)
  }

  // MARK: Helpers

  /// The value that `LeafIndex.mix(_:)` turns into `mixed`: its steps undone in reverse order.
  static func unmixed(_ mixed: UInt64) -> UInt64 {
    /// The inverse of an odd number modulo 2^64 (Newton's iteration doubles the bits right).
    func inverse(_ odd: UInt64) -> UInt64 {
      var inverse = odd
      for _ in 0..<5 { inverse &*= 2 &- odd &* inverse }
      return inverse
    }
    // `x ^= x >> 33` is its own inverse on 64 bits.
    var value = mixed
    value ^= value >> 33
    value &*= inverse(0xc4ce_b9fe_1a85_ec53)
    value ^= value >> 33
    value &*= inverse(0xff51_afd7_ed55_8ccd)
    value ^= value >> 33
    return value
  }

  /// Runs random operations on an index and a dictionary side by side, checking every answer,
  /// and returns the capacities the index went through.
  func run<Key: Hashable>(
    seed: UInt64, steps: Int, maxKeys: Int, using generator: inout SplitMix64,
    key makeKey: (Int) -> Key
  ) -> [Int] {
    let leaves = (0..<16).map(Leaf.init)
    let index = LeafIndex<Key, Leaf>()
    var dictionary: [Key: Leaf] = [:]
    var capacities: [Int] = []
    for step in 0..<steps {
      // The key space grows over the first 40 % of the steps; over the last 30 %, removals
      // outweigh insertions and the table shrinks to under a third of it.
      let progress = Double(step) / Double(steps)
      let keySpace =
        progress < 0.4 ? 16 + Int(Double(maxKeys) * progress / 0.4) : maxKeys
      let shrinking = progress > 0.7
      let key = makeKey(Int.random(in: 0..<keySpace, using: &generator))
      let operation = Int.random(in: 0..<1_000, using: &generator)
      switch operation {
      case 0 where step % 100 == 0:
        let keepingCapacity = Bool.random(using: &generator)
        let capacity = index.capacity
        index.removeAll(keepingCapacity: keepingCapacity)
        dictionary.removeAll()
        #expect(index.capacity == (keepingCapacity ? capacity : 0))
      case 1 where step % 10 == 0:
        let minimumCount = Int.random(in: 0...keySpace, using: &generator)
        index.reserveCapacity(minimumCount)
        #expect(LeafIndex<Key, Leaf>.maxCount(forCapacity: index.capacity) >= minimumCount)
      case 2..<450 where !shrinking, 2..<250:
        let leaf = leaves[Int.random(in: 0..<leaves.count, using: &generator)]
        // Every other write waits for a flush, which lookups see through.
        if operation % 2 == 0 { index.setLater(leaf, for: key) } else { index[key] = leaf }
        dictionary[key] = leaf
      case 450..<700 where !shrinking, 250..<800:
        if operation % 2 == 0 { index.removeLater(key) } else { index[key] = nil }
        dictionary[key] = nil
      default:
        #expect(index[key] === dictionary[key], "seed \(seed) step \(step)")
        #expect(index.contains(key) == (dictionary[key] != nil), "seed \(seed) step \(step)")
      }
      // Counting makes the pending writes: every 37th step, so that they pile up between.
      if step % 37 == 0 { #expect(index.count == dictionary.count, "seed \(seed) step \(step)") }
      if capacities.last != index.capacity { capacities.append(index.capacity) }
      if step % 4_999 == 0 { check(index, against: dictionary, seed: seed, step: step) }
    }
    check(index, against: dictionary, seed: seed, step: steps)
    return capacities
  }

  /// Checks every key of the dictionary, and the table's shape: a power-of-two capacity at most
  /// three-quarters full, and every entry reachable from its home bucket without an empty bucket
  /// in between.
  func check<Key: Hashable>(
    _ index: LeafIndex<Key, Leaf>, against dictionary: [Key: Leaf], seed: UInt64, step: Int
  ) {
    index.flush()
    for (key, leaf) in dictionary {
      #expect(index[key] === leaf, "seed \(seed) step \(step)")
    }
    let capacity = index.capacity
    #expect(capacity == 0 || capacity & (capacity - 1) == 0 && capacity >= 8)
    #expect(index.count <= LeafIndex<Key, Leaf>.maxCount(forCapacity: capacity))
    guard let buckets = index.buckets else {
      #expect(index.count == 0)
      return
    }
    var entries = 0
    for bucket in 0..<capacity {
      guard let entry = buckets[bucket] else { continue }
      entries += 1
      var probe = index.home(of: entry.key)
      while probe != bucket {
        #expect(buckets[probe] != nil, "seed \(seed) step \(step): a gap before bucket \(bucket)")
        probe = (probe + 1) & index.mask
      }
    }
    #expect(entries == index.count, "seed \(seed) step \(step)")
  }

  /// Checks that the model's index has one entry per row, naming a leaf that holds the row and
  /// belongs to the row's tree.
  @MainActor
  func checkIndex(
    of model: SectionedTableModel<TestSectionModel, TestItem>, seed: UInt64, step: Int
  ) {
    var rowCount = 0
    for section in 0..<model.numberOfSections {
      for (row, item) in model.items(inSection: section).enumerated() {
        rowCount += 1
        let leaf = model.leafOfID[item.id]
        #expect(leaf?.firstOffset { $0.id == item.id } != nil, "seed \(seed) step \(step)")
        #expect(
          model.rowPath(id: item.id) == RowPath(row: row, section: section),
          "seed \(seed) step \(step)")
      }
    }
    #expect(model.leafOfID.count == rowCount, "seed \(seed) step \(step)")
  }
}
