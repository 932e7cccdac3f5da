/// The identity → leaf index of a model: which leaf of its row trees holds the item with an
/// identity.
///
/// An open-addressing hash table whose buckets hold the key and the leaf side by side, so that a
/// lookup in a table of a million rows misses the cache once — a `Dictionary` keeps its keys and
/// its values in two arrays, and misses on each. Linear probing over a power-of-two number of
/// buckets, filled to at most three quarters (the table doubles beyond); a removal shifts the
/// entries after it back (no tombstones), so a lookup's probe ends at the first empty bucket.
///
/// The leaves are held unretained: the trees own them. Every entry names a leaf that holds an
/// element with the entry's key, because the model keeps this index in step with its trees —
/// a tree tells it (through `CountedTree.onPlace`) of every element it places, including those
/// a split or merge moves to another leaf before the leaf they were in is freed, and the model
/// removes the entry of every element it takes out of a tree (a removal, a removed section, a
/// rebuild). An entry is only dereferenced by a reader of the leaf, never by the index itself.
///
/// It has reference semantics, is used on one actor and is internal machinery.
@usableFromInline
final class LeafIndex<Key: Hashable, Leaf: AnyObject> {
  /// A bucket: empty, or a key and its leaf (16 bytes for an `Int` key).
  @usableFromInline typealias Bucket = (key: Key, leaf: Unmanaged<Leaf>)?

  /// The buckets, `mask + 1` of them, all initialized; `nil` before the first insertion.
  @usableFromInline @exclusivity(unchecked) var buckets: UnsafeMutablePointer<Bucket>?
  /// The number of buckets less one (a power of two less one); `-1` without buckets.
  @usableFromInline @exclusivity(unchecked) var mask = -1
  /// The number of entries.
  @usableFromInline @exclusivity(unchecked) var count = 0

  @inlinable init() {}

  deinit {
    guard let buckets else { return }
    buckets.deinitialize(count: mask &+ 1)
    buckets.deallocate()
  }

  /// The number of buckets.
  @inlinable var capacity: Int { mask &+ 1 }

  /// The most entries `capacity` buckets hold: three quarters of them.
  @inlinable static func maxCount(forCapacity capacity: Int) -> Int { capacity / 4 * 3 }

  // MARK: Reading and writing

  /// The leaf of a key; setting `nil` removes the key's entry.
  ///
  /// - Complexity: O(1) on average.
  @inlinable
  subscript(key: Key) -> Leaf? {
    get { leafReference(for: key)?.takeUnretainedValue() }
    set {
      if let newValue { set(newValue, for: key) } else { removeValue(for: key) }
    }
  }

  /// The leaf of a key, unretained.
  ///
  /// - Complexity: O(1) on average.
  @inlinable
  func leafReference(for key: Key) -> Unmanaged<Leaf>? {
    guard let buckets, let bucket = find(key, in: buckets) else { return nil }
    return buckets[bucket].unsafelyUnwrapped.leaf
  }

  /// Whether the table holds a key.
  @inlinable
  func contains(_ key: Key) -> Bool {
    guard let buckets else { return false }
    return find(key, in: buckets) != nil
  }

  /// Sets the leaf of a key, inserting an entry when it has none.
  @inlinable
  func set(_ leaf: Leaf, for key: Key) {
    let leaf = Unmanaged.passUnretained(leaf)
    if let buckets {
      let hash = key.hashValue
      var bucket = hash & mask
      while let entry = buckets[bucket] {
        if entry.key == key {
          buckets[bucket] = (key, leaf)
          return
        }
        bucket = (bucket &+ 1) & mask
      }
      if count < Self.maxCount(forCapacity: capacity) {
        buckets[bucket] = (key, leaf)
        count &+= 1
        return
      }
    }
    grow(toHold: count &+ 1)
    insertNew(key, leaf)
  }

  /// Enters the key of each element of `elements`, all in `leaf`, that the table does not hold
  /// yet, and returns how many it entered: fewer than `elements.count` when a key repeats or
  /// the table already held one.
  ///
  /// A model fills its index a leaf at a time: its code is generic over the app's item type, and
  /// there each call of a method costs lookups of the table's type metadata — once per leaf
  /// instead of once per row.
  ///
  /// - Complexity: O(*k*) on average for *k* elements.
  @inlinable
  func insertNew<Element>(
    keysOf elements: UnsafeBufferPointer<Element>, key: (Element) -> Key, leaf: Leaf
  ) -> Int {
    guard !elements.isEmpty else { return 0 }
    if count &+ elements.count > Self.maxCount(forCapacity: capacity) {
      grow(toHold: count &+ elements.count)
    }
    let buckets = buckets.unsafelyUnwrapped
    let leaf = Unmanaged.passUnretained(leaf)
    var entered = 0
    for element in elements {
      let key = key(element)
      var bucket = key.hashValue & mask
      var isNew = true
      while let entry = buckets[bucket] {
        if entry.key == key {
          isNew = false
          break
        }
        bucket = (bucket &+ 1) & mask
      }
      guard isNew else { continue }
      buckets[bucket] = (key, leaf)
      entered &+= 1
    }
    count &+= entered
    return entered
  }

  /// Removes the entry of a key, when it has one, shifting the entries after it in its run back
  /// so that no lookup's probe stops short of its key.
  @inlinable
  func removeValue(for key: Key) {
    guard let buckets, var hole = find(key, in: buckets) else { return }
    var next = hole
    while true {
      next = (next &+ 1) & mask
      guard let entry = buckets[next] else { break }
      // The entry may fill the hole unless its home bucket lies after the hole, up to its bucket
      // (cyclically): then its probe never passes the hole.
      let home = entry.key.hashValue & mask
      if (next &- home) & mask >= (next &- hole) & mask {
        buckets[hole] = entry
        hole = next
      }
    }
    buckets[hole] = nil
    count &-= 1
  }

  /// Removes every entry; with `keepingCapacity`, keeps the buckets for as many again.
  @inlinable
  func removeAll(keepingCapacity: Bool = false) {
    guard let buckets else { return }
    if keepingCapacity {
      if count > 0 {
        buckets.deinitialize(count: capacity)
        buckets.initialize(repeating: nil, count: capacity)
      }
    } else {
      buckets.deinitialize(count: capacity)
      buckets.deallocate()
      self.buckets = nil
      mask = -1
    }
    count = 0
  }

  /// Makes room for `minimumCount` entries without growing again.
  @inlinable
  func reserveCapacity(_ minimumCount: Int) {
    if minimumCount > Self.maxCount(forCapacity: capacity) { grow(toHold: minimumCount) }
  }

  // MARK: Internal

  /// The bucket holding a key, or `nil`.
  @inlinable
  func find(_ key: Key, in buckets: UnsafeMutablePointer<Bucket>) -> Int? {
    var bucket = key.hashValue & mask
    while let entry = buckets[bucket] {
      if entry.key == key { return bucket }
      bucket = (bucket &+ 1) & mask
    }
    return nil
  }

  /// Inserts an entry for a key the table does not hold, with room for it.
  @inlinable
  func insertNew(_ key: Key, _ leaf: Unmanaged<Leaf>) {
    let buckets = buckets.unsafelyUnwrapped
    var bucket = key.hashValue & mask
    while buckets[bucket] != nil { bucket = (bucket &+ 1) & mask }
    buckets[bucket] = (key, leaf)
    count &+= 1
  }

  /// Moves the entries to the smallest power-of-two number of buckets (at least 8) that holds
  /// `minimumCount` of them.
  @inlinable
  func grow(toHold minimumCount: Int) {
    var newCapacity = Swift.max(capacity, 8)
    while Self.maxCount(forCapacity: newCapacity) < minimumCount {
      requireContract(newCapacity <= Int.max / 4, "LeafIndex cannot hold \(minimumCount) entries")
      newCapacity &*= 2
    }
    guard newCapacity != capacity else { return }
    let old = buckets
    let oldCapacity = capacity
    let new = UnsafeMutablePointer<Bucket>.allocate(capacity: newCapacity)
    new.initialize(repeating: nil, count: newCapacity)
    buckets = new
    mask = newCapacity &- 1
    count = 0
    guard let old else { return }
    for bucket in 0..<oldCapacity {
      if let entry = (old + bucket).move() { insertNew(entry.key, entry.leaf) }
    }
    old.deallocate()
  }
}
