/// The identity → leaf index of a model: which leaf of its row trees holds the item with an
/// identity.
///
/// An open-addressing hash table whose buckets hold the key and the leaf side by side, so that a
/// lookup in a table of a million rows misses the cache once — a `Dictionary` keeps its keys and
/// its values in two arrays, and misses on each. Linear probing over a power-of-two number of
/// buckets, filled to at most three quarters (the table doubles beyond); a removal shifts the
/// entries after it back (no tombstones), so a lookup's probe ends at the first empty bucket.
///
/// `Int` keys — the identities of most models — are hashed by a multiply–xorshift mix of the key
/// and a random seed of the table's own, a few instructions where `hashValue` runs SipHash; every
/// other key type by its `hashValue`. An insertion that probes ``longestProbe`` buckets or more
/// (keys chosen to collide under the mix) hashes every key by `hashValue` from then on: the
/// table is rebuilt once, and keeps Swift's protection against hash flooding.
///
/// A model's edits defer their writes (``setLater(_:for:)``, ``removeLater(_:)``): the index
/// keeps up to ``maxPending`` of them, which every lookup sees, and makes them together
/// (``flush()``), reading all their buckets first in a loop of independent reads that the
/// processor overlaps. In a table of a million keys, each write on its own waits for main memory.
/// A pending write keeps its key's hash, taken once: the flush reads ahead and writes with it,
/// and a lookup compares it before the key — a pending `String` key is compared only when its
/// hash matches.
///
/// The leaves are held unretained: the trees own them. Every entry names a leaf that holds an
/// element with the entry's key, because the model keeps this index in step with its trees —
/// a tree tells it (through `CountedTree.onPlace`) of every element it places, including those
/// a split or merge moves to another leaf before the leaf they were in is freed, and the model
/// removes the entry of every element it takes out of a tree (a removal, a removed section, a
/// rebuild). An entry is only dereferenced by a reader of the leaf, never by the index itself.
///
/// An `Int`-keyed index remembers the largest key it was ever given (``largestIntegerKey``): a
/// key above it was never entered, and ``contains(_:)`` says so without reading a bucket. An
/// app's new identities often count up (a database's row ids, a server's sequence numbers), and
/// in a table of a million keys the bucket of a new key is a wait for main memory in every
/// append.
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
  /// The number of entries in the buckets: without the pending writes.
  @usableFromInline @exclusivity(unchecked) var filled = 0
  /// A write whose bucket is not read yet: a key, its ``hash(of:)``, and its leaf, or `nil` for a
  /// removal.
  @usableFromInline typealias Write = (key: Key, hash: Int, leaf: Unmanaged<Leaf>?)
  /// The pending writes, oldest first: ``pendingCount`` of ``maxPending``, initialized.
  @usableFromInline let pending = UnsafeMutablePointer<Write>.allocate(
    capacity: LeafIndex.maxPending)
  /// The number of pending writes.
  @usableFromInline @exclusivity(unchecked) var pendingCount = 0
  /// Whether the keys are `Int`s hashed by ``mix(_:)`` with ``seed``; `false` for other key
  /// types, and after an insertion probed ``longestProbe`` buckets.
  @usableFromInline @exclusivity(unchecked) var mixesIntegers: Bool
  /// The table's own seed of ``mix(_:)``.
  @usableFromInline let seed: UInt64
  /// The bytes ``flush()`` read last: stored, so that the reads are not optimized away.
  @usableFromInline @exclusivity(unchecked) var touched: UInt8 = 0
  /// For `Int` keys, the largest key ever entered or kept pending to be (a removal does not lower
  /// it); `Int.min` before the first, and for other key types.
  @usableFromInline @exclusivity(unchecked) var largestIntegerKey = Int.min

  @inlinable init() {
    mixesIntegers = Key.self == Int.self
    seed = mixesIntegers ? UInt64.random(in: 0...UInt64.max) : 0
  }

  deinit {
    pending.deinitialize(count: pendingCount)
    pending.deallocate()
    guard let buckets else { return }
    buckets.deinitialize(count: mask &+ 1)
    buckets.deallocate()
  }

  /// The number of buckets.
  @inlinable var capacity: Int { mask &+ 1 }

  /// The number of entries, the pending writes made.
  @inlinable var count: Int {
    flush()
    return filled
  }

  /// The most writes kept pending.
  @inlinable static var maxPending: Int { 32 }

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
    let hash = hash(of: key)
    if let write = pendingWrite(of: key, hash: hash) { return write.leaf }
    guard let buckets, let bucket = find(key, hash: hash, in: buckets) else { return nil }
    return buckets[bucket].unsafelyUnwrapped.leaf
  }

  /// Whether the table holds a key.
  @inlinable
  func contains(_ key: Key) -> Bool {
    if Key.self == Int.self, unsafeBitCast(key, to: Int.self) > largestIntegerKey { return false }
    let hash = hash(of: key)
    if let write = pendingWrite(of: key, hash: hash) { return write.leaf != nil }
    guard let buckets else { return false }
    return find(key, hash: hash, in: buckets) != nil
  }

  /// Sets the leaf of a key, inserting an entry when it has none.
  @inlinable
  func set(_ leaf: Leaf, for key: Key) {
    flush()
    store(.passUnretained(leaf), for: key, hash: hash(of: key))
  }

  /// Sets the leaf of a key, inserting an entry when it has none, with the next ``flush()``;
  /// lookups see it at once.
  @inlinable
  func setLater(_ leaf: Leaf, for key: Key) {
    keepPending(key, .passUnretained(leaf))
  }

  /// Removes the entry of a key, when it has one, with the next ``flush()``; lookups see it at
  /// once.
  @inlinable
  func removeLater(_ key: Key) {
    keepPending(key, nil)
  }

  /// Makes the pending writes, oldest first.
  ///
  /// The bucket of every write is read first, in a loop whose reads do not depend on each other:
  /// the processor overlaps their waits for memory. Both loops use the hash each write kept; a
  /// write made after one that stopped the mixing of `Int` keys hashes its key again.
  @inlinable
  func flush() {
    let writes = pendingCount
    guard writes > 0 else { return }
    pendingCount = 0
    if let buckets {
      var byte: UInt8 = 0
      for write in 0..<writes {
        byte ^= UnsafeRawPointer(buckets + pending[write].hash & mask).load(as: UInt8.self)
      }
      touched = byte
    }
    let mixing = mixesIntegers
    for write in 0..<writes {
      let write = (pending + write).move()
      let hash = mixesIntegers == mixing ? write.hash : hash(of: write.key)
      if let leaf = write.leaf {
        store(leaf, for: write.key, hash: hash)
      } else {
        remove(write.key, hash: hash)
      }
    }
  }

  /// Keeps a write for the next ``flush()``, making the pending ones first when there is no room.
  @inlinable
  func keepPending(_ key: Key, _ leaf: Unmanaged<Leaf>?) {
    if pendingCount == Self.maxPending { flush() }
    if leaf != nil { noteEntered(key) }
    (pending + pendingCount).initialize(to: (key, hash(of: key), leaf))
    pendingCount &+= 1
  }

  /// The newest pending write of a key whose ``hash(of:)`` is `hash`, or `nil` when none is
  /// pending.
  @inlinable
  func pendingWrite(of key: Key, hash: Int) -> Write? {
    var write = pendingCount
    while write > 0 {
      write &-= 1
      if pending[write].hash == hash, pending[write].key == key { return pending[write] }
    }
    return nil
  }

  /// ``set(_:for:)`` without the pending writes, for a key whose ``hash(of:)`` is `hash`.
  @inlinable
  func store(_ leaf: Unmanaged<Leaf>, for key: Key, hash: Int) {
    if let buckets {
      var bucket = hash & mask
      var probes = 0
      while let entry = buckets[bucket] {
        if entry.key == key {
          buckets[bucket] = (key, leaf)
          return
        }
        bucket = (bucket &+ 1) & mask
        probes &+= 1
      }
      if probes >= Self.longestProbe, mixesIntegers {
        // Keys collide under the mix: every entry moves to its bucket by `hashValue`, and the
        // new one is entered below, at the key's new home.
        stopMixingIntegers()
      } else if filled < Self.maxCount(forCapacity: capacity) {
        buckets[bucket] = (key, leaf)
        filled &+= 1
        noteEntered(key)
        return
      }
    }
    // No buckets yet, no room for one more entry, or the mixing just stopped: the key is new to
    // the table (the probe above ended without finding it), and is entered once there is room.
    grow(toHold: filled &+ 1)
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
    flush()
    if filled &+ elements.count > Self.maxCount(forCapacity: capacity) {
      grow(toHold: filled &+ elements.count)
    }
    let buckets = buckets.unsafelyUnwrapped
    let leaf = Unmanaged.passUnretained(leaf)
    var entered = 0
    var longest = 0
    for element in elements {
      let key = key(element)
      var bucket = home(of: key)
      var isNew = true
      var probes = 0
      while let entry = buckets[bucket] {
        if entry.key == key {
          isNew = false
          break
        }
        bucket = (bucket &+ 1) & mask
        probes &+= 1
      }
      longest = Swift.max(longest, probes)
      guard isNew else { continue }
      buckets[bucket] = (key, leaf)
      noteEntered(key)
      entered &+= 1
    }
    filled &+= entered
    if longest >= Self.longestProbe, mixesIntegers { stopMixingIntegers() }
    return entered
  }

  /// Removes the entry of a key, when it has one, shifting the entries after it in its run back
  /// so that no lookup's probe stops short of its key.
  @inlinable
  func removeValue(for key: Key) {
    flush()
    remove(key, hash: hash(of: key))
  }

  /// ``removeValue(for:)`` without the pending writes, for a key whose ``hash(of:)`` is `hash`.
  @inlinable
  func remove(_ key: Key, hash: Int) {
    guard let buckets, var hole = find(key, hash: hash, in: buckets) else { return }
    var next = hole
    while true {
      next = (next &+ 1) & mask
      guard let entry = buckets[next] else { break }
      // The entry may fill the hole unless its home bucket lies after the hole, up to its bucket
      // (cyclically): then its probe never passes the hole.
      let home = home(of: entry.key)
      if (next &- home) & mask >= (next &- hole) & mask {
        buckets[hole] = entry
        hole = next
      }
    }
    buckets[hole] = nil
    filled &-= 1
  }

  /// Removes every entry; with `keepingCapacity`, keeps the buckets for as many again.
  @inlinable
  func removeAll(keepingCapacity: Bool = false) {
    pending.deinitialize(count: pendingCount)
    pendingCount = 0
    guard let buckets else { return }
    if keepingCapacity {
      if filled > 0 {
        buckets.deinitialize(count: capacity)
        buckets.initialize(repeating: nil, count: capacity)
      }
    } else {
      buckets.deinitialize(count: capacity)
      buckets.deallocate()
      self.buckets = nil
      mask = -1
    }
    filled = 0
  }

  /// Makes room for `minimumCount` entries without growing again.
  @inlinable
  func reserveCapacity(_ minimumCount: Int) {
    if minimumCount > Self.maxCount(forCapacity: capacity) { grow(toHold: minimumCount) }
  }

  // MARK: Internal

  /// The probe length at which an insertion stops the mixing of `Int` keys: several times the
  /// longest runs of a well-spread table of millions of keys three quarters full, and short of a
  /// quadratic slowdown.
  @inlinable static var longestProbe: Int { 1_024 }

  /// The bucket where a key's probe starts.
  @inlinable
  func home(of key: Key) -> Int {
    hash(of: key) & mask
  }

  /// A key's hash, of which its home bucket is the low bits: it stays valid when the table grows,
  /// and changes when the mixing of `Int` keys stops.
  @inlinable
  func hash(of key: Key) -> Int {
    if Key.self == Int.self, mixesIntegers {
      return Self.mix(UInt64(UInt(bitPattern: unsafeBitCast(key, to: Int.self))) ^ seed)
    }
    return key.hashValue
  }

  /// A 64-bit value with every bit of it spread over every bit of the result (MurmurHash3's
  /// finalizer, a bijection).
  @inlinable
  static func mix(_ value: UInt64) -> Int {
    var value = value
    value ^= value &>> 33
    value &*= 0xff51_afd7_ed55_8ccd
    value ^= value &>> 33
    value &*= 0xc4ce_b9fe_1a85_ec53
    value ^= value &>> 33
    return Int(truncatingIfNeeded: value)
  }

  /// Hashes every key by `hashValue` from now on, moving the entries to their new buckets.
  @inlinable
  func stopMixingIntegers() {
    mixesIntegers = false
    moveEntries(toCapacity: capacity)
  }

  /// The bucket holding a key whose ``hash(of:)`` is `hash`, or `nil`.
  @inlinable
  func find(_ key: Key, hash: Int, in buckets: UnsafeMutablePointer<Bucket>) -> Int? {
    var bucket = hash & mask
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
    var bucket = home(of: key)
    while buckets[bucket] != nil { bucket = (bucket &+ 1) & mask }
    buckets[bucket] = (key, leaf)
    filled &+= 1
    noteEntered(key)
  }

  /// Raises ``largestIntegerKey`` to an `Int` key entered.
  @inlinable
  func noteEntered(_ key: Key) {
    guard Key.self == Int.self else { return }
    let key = unsafeBitCast(key, to: Int.self)
    if key > largestIntegerKey { largestIntegerKey = key }
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
    moveEntries(toCapacity: newCapacity)
  }

  /// Moves the entries to `newCapacity` buckets (a power of two that holds them), each to the
  /// bucket its probe now reaches first.
  @inlinable
  func moveEntries(toCapacity newCapacity: Int) {
    let old = buckets
    let oldCapacity = capacity
    let new = UnsafeMutablePointer<Bucket>.allocate(capacity: newCapacity)
    new.initialize(repeating: nil, count: newCapacity)
    buckets = new
    mask = newCapacity &- 1
    filled = 0
    guard let old else { return }
    for bucket in 0..<oldCapacity {
      if let entry = (old + bucket).move() { insertNew(entry.key, entry.leaf) }
    }
    old.deallocate()
  }
}
