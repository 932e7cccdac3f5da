/// A hash table from identity to the positions of the source elements that have it, in order,
/// handing each position out once: the diff's one hash table.
///
/// Open addressing with linear probing over 64-bit slots. A slot packs the upper 32 bits of the
/// identity's hash (its *key*) with the element's position, so a probe touches one cache line
/// and compares identities only when the keys agree. Hashes are seeded per table, as
/// `Dictionary` does, so crafted identities cannot force collisions across runs.
///
/// Large tables are built partitioned, like the build side of a radix hash join: every identity
/// is hashed once, its packed slot value is bucketed by region with a stable counting sort, and
/// each region is then cleared and filled while it is small enough to stay in cache. Without
/// that, once the table outgrows the caches and the TLB, every insertion is a miss to memory. A
/// small blocked filter (about a byte per identity, two bits in one 64-bit word) lets most
/// lookups of identities the source lacks end in cache. The filter is partitioned like the
/// slots — each region owns a slice of it, filled with the region — so that building it is no
/// random walk over a megabyte.
///
/// Duplicates are chained in occurrence order (the counting sort is stable) and handed out in
/// that order, so the k-th occurrence in the target pairs with the k-th occurrence in the source.
///
/// The table is built completely by its initializer and keeps only constants, so the hot paths
/// read no mutable class state (which would cost a dynamic exclusivity check per access).
@usableFromInline
final class IdentityTable<ID: Hashable> {
  /// The identity of every position; owned by the table.
  @usableFromInline let ids: UnsafeMutablePointer<ID>
  @usableFromInline let count: Int
  /// 0: empty; otherwise `key << 32 | (position + 1)`.
  @usableFromInline let slots: UnsafeMutablePointer<UInt64>
  /// The number of regions; 1 when the table is not partitioned.
  @usableFromInline let regions: Int
  /// For each region, its first slot, and its size minus one (a power of two minus one).
  @usableFromInline let regionBase: UnsafeMutablePointer<Int>
  @usableFromInline let regionMask: UnsafeMutablePointer<Int>
  /// The filter's words: a slice of `1 << filterShift` words per region (one word, all ones,
  /// when the table is not partitioned).
  @usableFromInline let filter: UnsafeMutablePointer<UInt64>
  @usableFromInline let filterShift: Int
  @usableFromInline let seed: Int
  /// Whether some identity occurs more than once.
  @usableFromInline let hasDuplicates: Bool
  /// For a duplicated position, the next position with the same identity (-1: none).
  ///
  /// Empty unless ``hasDuplicates``.
  @usableFromInline let next: [Int]
  /// The first position of every identity that occurs more than once.
  @usableFromInline let duplicatedFirsts: [Int]
  /// For a first position, the next position still to hand out (-1: all handed out).
  ///
  /// Used only when ``hasDuplicates``; otherwise the caller tracks what was handed out.
  @usableFromInline var cursor: [Int]

  /// Tables up to this many identities fit the caches unpartitioned.
  @usableFromInline static var partitioningThreshold: Int { 1 << 17 }

  /// Lookups of shuffled rows are started this many at a time, so that their cache misses overlap.
  @usableFromInline static var blockSize: Int { 16 }

  /// About this many identities per region: 16 Ki slots (128 KiB), about 60 % full.
  @usableFromInline static var identitiesPerRegion: Int { 10_000 }

  /// Builds the table over `count` identities the caller initialized at `ids`, taking ownership
  /// of that memory.
  @inlinable
  init(taking ids: UnsafeMutablePointer<ID>, count: Int) {
    self.ids = ids
    self.count = count
    let seed = Int(bitPattern: UInt(bitPattern: ids)) &* 0x9E37_79B9
    self.seed = seed
    let regions =
      count > Self.partitioningThreshold ? count / Self.identitiesPerRegion : 1
    self.regions = regions
    regionBase = .allocate(capacity: regions)
    regionMask = .allocate(capacity: regions)
    var filterShift = 0
    if regions > 1 {
      while 1 << filterShift < (count / regions) >> 3 { filterShift &+= 1 }
    }
    self.filterShift = filterShift
    let filterWords = regions << filterShift
    filter = .allocate(capacity: filterWords)
    filter.initialize(repeating: regions > 1 ? 0 : ~0, count: filterWords)
    var builder = Builder(count: count)
    if regions == 1 {
      var size = 8
      while size < count &* 2 { size &<<= 1 }
      regionBase[0] = 0
      regionMask[0] = size &- 1
      slots = .allocate(capacity: size)
      slots.initialize(repeating: 0, count: size)
      for position in 0..<count {
        builder.insert(
          Self.entry(ids[position]._rawHashValue(seed: seed), position: position), ids: ids,
          slots: slots, mask: size &- 1)
      }
    } else {
      // Pass 1: hash every identity once into its slot value; count each region.
      // The slot values are held where the slots will be: once sorted into `sorted`, they are
      // dead, and the slots reuse their memory (a region's slots number fewer than 3 × its
      // identities, or 8), so the table touches one large block less.
      let capacity = Swift.max(count, 3 &* count &+ 8 &* regions)
      let entries = UnsafeMutablePointer<UInt64>.allocate(capacity: capacity)
      let starts = UnsafeMutablePointer<Int>.allocate(capacity: regions &+ 1)
      starts.initialize(repeating: 0, count: regions &+ 1)
      for position in 0..<count {
        let hash = ids[position]._rawHashValue(seed: seed)
        let entry = Self.entry(hash, position: position)
        entries[position] = entry
        starts[Self.region(of: entry, regions: regions) &+ 1] &+= 1
      }
      var total = 0
      for region in 0..<regions {
        var size = 8
        while size < starts[region &+ 1] &+ starts[region &+ 1] >> 1 { size &<<= 1 }
        regionBase[region] = total
        regionMask[region] = size &- 1
        total &+= size
        starts[region &+ 1] &+= starts[region]
      }
      // Pass 2: a stable counting sort by region, so that pass 3 reads sequentially and keeps
      // duplicates in occurrence order.
      let sorted = UnsafeMutablePointer<UInt64>.allocate(capacity: count)
      let fill = UnsafeMutablePointer<Int>.allocate(capacity: regions)
      fill.initialize(from: starts, count: regions)
      for position in 0..<count {
        let entry = entries[position]
        let region = Self.region(of: entry, regions: regions)
        sorted[fill[region]] = entry
        fill[region] &+= 1
      }
      fill.deallocate()
      assert(total <= capacity, "IdentityTable: \(total) slots overflow a capacity of \(capacity)")
      // Pass 3: each region's slots and filter slice are filled while they are in cache.
      slots = entries
      for region in 0..<regions {
        let regionSlots = slots + regionBase[region]
        let mask = regionMask[region]
        regionSlots.initialize(repeating: 0, count: mask &+ 1)
        for index in starts[region]..<starts[region &+ 1] {
          let entry = sorted[index]
          let (word, bits) = Self.filterPosition(entry, region: region, shift: filterShift)
          filter[word] |= bits
          builder.insert(entry, ids: ids, slots: regionSlots, mask: mask)
        }
      }
      sorted.deallocate()
      starts.deallocate()
    }
    hasDuplicates = !builder.next.isEmpty
    next = builder.next
    duplicatedFirsts = builder.duplicatedFirsts
    cursor = hasDuplicates ? Array(0..<count) : []
  }

  @inlinable
  deinit {
    ids.deinitialize(count: count)
    ids.deallocate()
    slots.deallocate()
    regionBase.deallocate()
    regionMask.deallocate()
    filter.deallocate()
  }

  /// The slot value of a position: the hash's upper 32 bits (its key), then the position + 1.
  @inlinable
  static func entry(_ hash: Int, position: Int) -> UInt64 {
    (UInt64(truncatingIfNeeded: hash) & 0xFFFF_FFFF_0000_0000)
      | UInt64(truncatingIfNeeded: position &+ 1)
  }

  /// The region of a slot value: its key scaled to the number of regions (its top bits); the
  /// bucket inside the region uses the key's low bits.
  @inlinable
  static func region(of entry: UInt64, regions: Int) -> Int {
    Int(truncatingIfNeeded: ((entry >> 32) &* UInt64(truncatingIfNeeded: regions)) >> 32)
  }

  /// The filter word and the two bits of a slot value's key, from a remix of the key: the word
  /// in the region's slice from the remix's bits 20 and up, the bits from its top 12.
  @inlinable
  static func filterPosition(_ entry: UInt64, region: Int, shift: Int) -> (
    word: Int, bits: UInt64
  ) {
    let mixed = (entry >> 32) &* 0x9E37_79B9_7F4A_7C15
    let word = region << shift | Int(truncatingIfNeeded: mixed >> 20) & (1 << shift &- 1)
    let bits = (1 as UInt64) << (mixed >> 52 & 63) | (1 as UInt64) << (mixed >> 58)
    return (word, bits)
  }

  /// The identity at a position.
  @inlinable
  func id(at position: Int) -> ID { ids[position] }

  /// The first position of an identity, or -1.
  @inlinable
  func firstPosition(of id: ID) -> Int {
    firstPosition(of: id) { ids[$0] == id }
  }

  /// The first position of an identity, or -1, where `isPosition` confirms that a position whose
  /// key matches holds the identity.
  ///
  /// A caller that reads the source element at the position anyway confirms it there, so the
  /// lookup touches one cache line less than reading ``ids``.
  @inlinable
  func firstPosition(of id: ID, confirmedBy isPosition: (Int) -> Bool) -> Int {
    firstPosition(from: probe(hash: hash(of: id)), confirmedBy: isPosition)
  }

  /// An identity's hash in this table.
  @inlinable
  func hash(of id: ID) -> Int { id._rawHashValue(seed: seed) }

  /// Where the lookup of a hash starts, with its first slot read.
  @usableFromInline
  struct Probe {
    /// The hash's key (its upper 32 bits, in place).
    @usableFromInline var key: UInt64
    /// The region's first slot and its size minus one.
    @usableFromInline var base: Int
    @usableFromInline var mask: Int
    /// The bucket in the region where the lookup starts.
    @usableFromInline var bucket: Int
    /// The slot value there: 0 (empty) too when the filter rules the identity out.
    @usableFromInline var slot: UInt64

    @inlinable
    init(key: UInt64, base: Int, mask: Int, bucket: Int, slot: UInt64) {
      self.key = key
      self.base = base
      self.mask = mask
      self.bucket = bucket
      self.slot = slot
    }
  }

  /// Starts the lookup of a hash: reads the filter and the first slot.
  ///
  /// Split from ``firstPosition(from:confirmedBy:)`` so that a caller can start the lookups of
  /// several identities before finishing any: their cache misses then overlap instead of
  /// following one another.
  @inlinable
  func probe(hash: Int) -> Probe {
    let key = UInt64(truncatingIfNeeded: hash) & 0xFFFF_FFFF_0000_0000
    var base = 0
    var mask = regionMask[0]
    var passes = true
    if regions > 1 {
      let region = Self.region(of: key, regions: regions)
      let (word, bits) = Self.filterPosition(key, region: region, shift: filterShift)
      passes = filter[word] & bits == bits
      base = regionBase[region]
      mask = regionMask[region]
    }
    let bucket = Int(truncatingIfNeeded: key >> 32) & mask
    return Probe(
      key: key, base: base, mask: mask, bucket: bucket, slot: passes ? slots[base &+ bucket] : 0)
  }

  /// Finishes a lookup that ``probe(hash:)`` started: the first position of the identity, or -1,
  /// where `isPosition` confirms that a position whose key matches holds the identity.
  @inlinable
  func firstPosition(from probe: Probe, confirmedBy isPosition: (Int) -> Bool) -> Int {
    var slot = probe.slot
    var bucket = probe.bucket
    while true {
      if slot == 0 { return -1 }
      if slot & 0xFFFF_FFFF_0000_0000 == probe.key {
        let existing = Int(truncatingIfNeeded: slot & 0xFFFF_FFFF) &- 1
        if isPosition(existing) { return existing }
      }
      bucket = (bucket &+ 1) & probe.mask
      slot = slots[probe.base &+ bucket]
    }
  }

  /// The position to pair with a target element of this identity: `-1` when the source has no such
  /// identity, `-2` when every source element with it was handed out already (the target repeats
  /// it).
  ///
  /// With unique source identities the caller detects repeats itself, so this returns the position
  /// even when it was handed out.
  @inlinable
  func take(_ id: ID) -> Int {
    let head = firstPosition(of: id)
    guard head >= 0, hasDuplicates else { return head }
    let position = cursor[head]
    guard position >= 0 else { return -2 }
    cursor[head] = next[position]
    return position
  }

  /// The identities that occur more than once in the source.
  @inlinable
  var repeatedIDs: [ID] { duplicatedFirsts.map { ids[$0] } }

  /// The mutable state of a build: the duplicate chains.
  @usableFromInline
  struct Builder {
    @usableFromInline let count: Int
    @usableFromInline var next: [Int] = []
    @usableFromInline var last: [Int] = []
    @usableFromInline var duplicatedFirsts: [Int] = []

    @inlinable
    init(count: Int) {
      self.count = count
    }

    /// Inserts a slot value into a region; positions of one identity arrive in order.
    ///
    /// An identity not equal to itself (a NaN) is left out once it meets one of its hash: no
    /// lookup can find it (lookups confirm with `==`), and identities that all hash alike and
    /// match nothing — every NaN does — would otherwise make each insertion and each lookup walk
    /// all the ones before it, O(*n*²) for *n* of them. The check runs only on a collision.
    @inlinable
    mutating func insert(
      _ entry: UInt64, ids: UnsafeMutablePointer<ID>, slots: UnsafeMutablePointer<UInt64>,
      mask: Int
    ) {
      let key = entry & 0xFFFF_FFFF_0000_0000
      let position = Int(truncatingIfNeeded: entry & 0xFFFF_FFFF) &- 1
      var bucket = Int(truncatingIfNeeded: key >> 32) & mask
      while true {
        let slot = slots[bucket]
        if slot == 0 {
          slots[bucket] = entry
          return
        }
        if slot & 0xFFFF_FFFF_0000_0000 == key {
          let existing = Int(truncatingIfNeeded: slot & 0xFFFF_FFFF) &- 1
          if ids[existing] == ids[position] {
            chain(position, after: existing)
            return
          }
          if ids[position] != ids[position] { return }
        }
        bucket = (bucket &+ 1) & mask
      }
    }

    @inlinable
    mutating func chain(_ position: Int, after first: Int) {
      if next.isEmpty {
        next = Array(repeating: -1, count: count)
        last = Array(repeating: -1, count: count)
      }
      if last[first] < 0 {
        duplicatedFirsts.append(first)
        next[first] = position
      } else {
        next[last[first]] = position
      }
      last[first] = position
    }
  }
}

extension IdentityTable {
  /// Builds a table over identities read from a collection.
  @inlinable
  convenience init(_ ids: some Collection<ID>) {
    let storage = UnsafeMutablePointer<ID>.allocate(capacity: Swift.max(ids.count, 1))
    var count = 0
    for id in ids {
      (storage + count).initialize(to: id)
      count &+= 1
    }
    self.init(taking: storage, count: count)
  }
}
