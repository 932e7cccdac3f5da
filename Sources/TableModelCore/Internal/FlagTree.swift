/// A list of flags stored as bits, answering rank (how many set flags lie before an index) and
/// select (where the set flag of a rank is), with insertion and removal at any index.
///
/// The filter layer keeps one per section of the model below, a flag per row saying whether it
/// passes: a row's output position is the rank of its flag, and an output row's position below
/// is the select of its output row.
///
/// The bits live in leaves of at most ``Leaf/capacity``. A Fenwick tree over the leaves — each
/// entry the number of flags and of set flags of a run of leaves — finds the leaf of an index or
/// of a rank in O(log *L*) for *L* leaves, and a leaf answers by counting the bits of its words
/// (from its nearer end). Inserting or removing a flag costs O(log *L*) and a shift of one leaf's
/// words. A leaf that fills splits, and one that falls below a quarter merges with a neighbour;
/// either rebuilds the Fenwick tree in O(*L*), which happens at most once per a few hundred
/// edits of one leaf. A million flags take 125 KB of bits and about 40 KB beside them.
///
/// Many operations in position order — the filter layer applying a transaction of thousands of
/// rows — run between ``beginSequentialEdits(expecting:)`` and ``endSequentialEdits()``: a
/// cursor then walks the leaves from the leaf of the previous operation instead of searching the
/// Fenwick tree, edits leave the Fenwick tree alone, and the end merges thin leaves and rebuilds
/// it once. A run of *k* operations in order costs O(*k* + *L*) instead of O(*k* log *L*); any
/// order stays correct, only slower.
///
/// The tree has reference semantics and is used on one actor; it is internal machinery. Indexes
/// and ranks out of range trap with a message (``requireContract(_:_:file:line:)``).
final class FlagTree {
  /// What the Fenwick tree knows of a run of leaves: their flags and their set flags.
  struct Span {
    var count: Int
    var setCount: Int
  }

  /// The leaves, in order; never empty (an empty tree has one empty leaf).
  @exclusivity(unchecked) private var leaves: ContiguousArray<Leaf>
  /// The Fenwick tree over ``leaves``, 1-based: entry *i* covers the leaves from
  /// `i - (i & -i)` to `i - 1`.
  @exclusivity(unchecked) private var fenwick: UnsafeMutablePointer<Span>
  @exclusivity(unchecked) private var fenwickCapacity: Int
  /// The largest power of two not above the number of leaves: a search's first step.
  @exclusivity(unchecked) private var firstStep = 1
  /// The number of flags.
  @exclusivity(unchecked) private(set) var count = 0
  /// The number of set flags.
  @exclusivity(unchecked) private(set) var setCount = 0
  /// Whether edits go through ``cursor`` and leave the Fenwick tree stale, between
  /// ``beginSequentialEdits(expecting:)`` and ``endSequentialEdits()``.
  @exclusivity(unchecked) private(set) var isSequential = false
  /// In sequential mode: the leaf of the last operation, and the flags and set flags of the
  /// leaves before it.
  ///
  /// Edits in that leaf or after it leave it right.
  @exclusivity(unchecked) private var cursor = (leaf: 0, before: 0, setBefore: 0)

  /// A tree holding `flags`, built in O(*n*), its leaves three quarters full.
  init(_ flags: some Sequence<Bool>) {
    var leaves: ContiguousArray<Leaf> = [Leaf()]
    var leaf = leaves[0]
    let fill = Leaf.capacity * 3 / 4
    for flag in flags {
      if leaf.count == fill {
        leaf = Leaf()
        leaves.append(leaf)
      }
      if flag {
        leaf.words[leaf.count &>> 6] |= 1 &<< UInt64(leaf.count & 63)
        leaf.setCount &+= 1
      }
      leaf.count &+= 1
    }
    self.leaves = leaves
    count = leaves.reduce(0) { $0 &+ $1.count }
    setCount = leaves.reduce(0) { $0 &+ $1.setCount }
    fenwickCapacity = 0
    fenwick = .allocate(capacity: 0)
    rebuildFenwick()
  }

  deinit {
    fenwick.deallocate()
  }

  /// The flags, in order.
  var flags: [Bool] {
    var result: [Bool] = []
    result.reserveCapacity(count)
    for leaf in leaves {
      for offset in 0..<leaf.count { result.append(leaf.flag(at: offset)) }
    }
    return result
  }

  // MARK: Reading

  /// The flag at `index`.
  subscript(index: Int) -> Bool {
    get {
      requireIndex(index)
      let found = leaf(holding: index)
      return leaves[found.leaf].flag(at: found.offset)
    }
    set {
      requireIndex(index)
      let found = leaf(holding: index)
      let leaf = leaves[found.leaf]
      guard leaf.flag(at: found.offset) != newValue else { return }
      leaf.words[found.offset &>> 6] ^= 1 &<< UInt64(found.offset & 63)
      let delta = newValue ? 1 : -1
      leaf.setCount &+= delta
      setCount &+= delta
      add(count: 0, setCount: delta, toLeaf: found.leaf)
    }
  }

  /// The number of set flags before `index` (its rank); `index` may be ``count``.
  func setCount(before index: Int) -> Int {
    requireContract(index >= 0 && index <= count, "FlagTree index \(index) out of range")
    guard index < count else { return setCount }
    return flagAndRank(at: index).rank
  }

  /// The flag at `index` and the number of set flags before it, in one search.
  func flagAndRank(at index: Int) -> (isSet: Bool, rank: Int) {
    requireIndex(index)
    let found = leaf(holding: index)
    let leaf = leaves[found.leaf]
    return (leaf.flag(at: found.offset), found.setBefore &+ leaf.setCount(before: found.offset))
  }

  /// The index of the set flag of rank `rank`: the set flag with `rank` set flags before it.
  func index(ofSetFlag rank: Int) -> Int {
    requireContract(rank >= 0 && rank < setCount, "FlagTree rank \(rank) out of range")
    let found =
      isSequential
      ? seek(rank, byRank: true)
      : search(rank, by: { $0.setCount }, adding: { $0.count })
    return found.before &+ leaves[found.leaf].offset(ofSetFlag: found.remaining)
  }

  // MARK: Writing

  /// Inserts a flag at `index` (which may be ``count``).
  ///
  /// - Returns: The number of set flags before it.
  @discardableResult
  func insert(_ flag: Bool, at index: Int) -> Int {
    requireContract(index >= 0 && index <= count, "FlagTree index \(index) out of range")
    // The leaf where the flags before `index` end (the earlier one at a boundary): the leaf of
    // the flag before it.
    var (leafIndex, remaining, setBefore) = (0, 0, 0)
    if index > 0 {
      let found = leaf(holding: index &- 1)
      (leafIndex, remaining, setBefore) = (found.leaf, found.offset &+ 1, found.setBefore)
    } else if isSequential {
      // The first leaf changes: the cursor moves to it, as no leaf before it can change.
      cursor = (0, 0, 0)
    }
    // The leaf is borrowed, not retained: the tree holds it.
    var leaf = leaves.withUnsafeBufferPointer { Unmanaged.passUnretained($0[leafIndex]) }
    if leaf._withUnsafeGuaranteedRef({ $0.count }) == Leaf.capacity {
      let right = leaf._withUnsafeGuaranteedRef { $0.splitOffUpperHalf() }
      leaves.insert(right, at: leafIndex &+ 1)
      if !isSequential { rebuildFenwick() }
      let (leftCount, leftSetCount) = leaf._withUnsafeGuaranteedRef { ($0.count, $0.setCount) }
      if remaining > leftCount {
        setBefore &+= leftSetCount
        remaining &-= leftCount
        leafIndex &+= 1
        leaf = .passUnretained(right)
      }
    }
    let rank = leaf._withUnsafeGuaranteedRef { leaf in
      let rank = setBefore &+ leaf.setCount(before: remaining)
      leaf.insert(flag, at: remaining)
      return rank
    }
    count &+= 1
    if flag { setCount &+= 1 }
    add(count: 1, setCount: flag ? 1 : 0, toLeaf: leafIndex)
    return rank
  }

  /// Removes the flag at `index`, and returns it with the number of set flags before it.
  @discardableResult
  func remove(at index: Int) -> (isSet: Bool, rank: Int) {
    requireIndex(index)
    let found = leaf(holding: index)
    let leaf = leaves[found.leaf]
    let rank = found.setBefore &+ leaf.setCount(before: found.offset)
    let flag = leaf.remove(at: found.offset)
    count &-= 1
    if flag { setCount &-= 1 }
    add(count: -1, setCount: flag ? -1 : 0, toLeaf: found.leaf)
    if !isSequential, leaf.count < Leaf.capacity / 4, leaves.count > 1 { merge(found.leaf) }
    return (flag, rank)
  }

  // MARK: Sequential edits

  /// Enters sequential mode when `operationCount` operations are cheaper as walks of the leaves
  /// than as searches of the Fenwick tree (a walk in order visits every leaf once or twice per
  /// pass; a search and an update cost about twice the tree's height each); otherwise nothing.
  ///
  /// The operations between this and ``endSequentialEdits()`` are the tree's usual ones, with the
  /// same results; they are fast when each starts near where the previous one ended.
  func beginSequentialEdits(expecting operationCount: Int) {
    guard !isSequential, leaves.count > 1 else { return }
    var height = 1
    while 1 &<< height < leaves.count { height &+= 1 }
    guard operationCount &* height >= leaves.count &* 4 else { return }
    isSequential = true
    cursor = (0, 0, 0)
  }

  /// Leaves sequential mode: merges the leaves that thinned out and rebuilds the Fenwick tree.
  ///
  /// Nothing outside sequential mode.
  func endSequentialEdits() {
    guard isSequential else { return }
    isSequential = false
    var kept = ContiguousArray<Leaf>()
    kept.reserveCapacity(leaves.count)
    for leaf in leaves where leaf.count > 0 {
      if let last = kept.last, last.count < Leaf.capacity / 4 || leaf.count < Leaf.capacity / 4,
        last.count &+ leaf.count <= Leaf.capacity * 3 / 4
      {
        last.append(contentsOf: leaf)
      } else {
        kept.append(leaf)
      }
    }
    leaves = kept.isEmpty ? [Leaf()] : kept
    rebuildFenwick()
  }

  /// Sequential mode's ``search(_:by:adding:)``.
  ///
  /// Walks from the cursor's leaf to the leaf in whose run `target` lies — counting flags, or
  /// set flags when `byRank` — and leaves the cursor there. Empty leaves are passed over.
  @inline(__always)
  private func seek(_ target: Int, byRank: Bool) -> (leaf: Int, remaining: Int, before: Int) {
    @inline(__always) func measure(_ leaf: Leaf) -> (Int, Int) {
      byRank ? (leaf.setCount, leaf.count) : (leaf.count, leaf.setCount)
    }
    var leafIndex = cursor.leaf
    var (measured, other) =
      byRank ? (cursor.setBefore, cursor.before) : (cursor.before, cursor.setBefore)
    while target < measured, leafIndex > 0 {
      leafIndex &-= 1
      let (size, otherSize) = measure(leaves[leafIndex])
      measured &-= size
      other &-= otherSize
    }
    let last = leaves.count &- 1
    while leafIndex < last {
      let (size, otherSize) = measure(leaves[leafIndex])
      guard target >= measured &+ size else { break }
      measured &+= size
      other &+= otherSize
      leafIndex &+= 1
    }
    cursor = byRank ? (leafIndex, other, measured) : (leafIndex, measured, other)
    return (leafIndex, target &- measured, other)
  }

  // MARK: Structure

  /// The leaf holding the flag at `index` (in range), the flag's offset in it, and the set flags
  /// of the leaves before it.
  private func leaf(holding index: Int) -> (leaf: Int, offset: Int, setBefore: Int) {
    let found =
      isSequential
      ? seek(index, byRank: false)
      : search(index, by: { $0.count }, adding: { $0.setCount })
    return (found.leaf, found.remaining, found.before)
  }

  /// The leaf in whose run `target` lies, measuring leaves `by` one count; the rest of `target`
  /// in that leaf, and the other count (`adding`) of the leaves before it.
  ///
  /// The Fenwick tree is padded to a power of two with entries no target reaches, so the search
  /// halves its step without checking bounds.
  @inline(__always)
  private func search(
    _ target: Int, by measure: (Span) -> Int, adding other: (Span) -> Int
  ) -> (leaf: Int, remaining: Int, before: Int) {
    var leafIndex = 0
    var remaining = target
    var before = 0
    var step = firstStep
    while step > 0 {
      let entry = fenwick[leafIndex &+ step]
      if measure(entry) <= remaining {
        leafIndex &+= step
        remaining &-= measure(entry)
        before &+= other(entry)
      }
      step &>>= 1
    }
    return (leafIndex, remaining, before)
  }

  @inline(__always)
  private func requireIndex(_ index: Int) {
    requireContract(index >= 0 && index < count, "FlagTree index \(index) out of range")
  }

  /// Adds to the counts of the leaf at `leafIndex` in the Fenwick tree; nothing in sequential
  /// mode, whose end rebuilds it.
  private func add(count: Int, setCount: Int, toLeaf leafIndex: Int) {
    guard !isSequential else { return }
    var entry = leafIndex &+ 1
    let leafCount = leaves.count
    while entry <= leafCount {
      fenwick[entry].count &+= count
      fenwick[entry].setCount &+= setCount
      entry &+= entry & -entry
    }
  }

  /// Merges the leaf at `leafIndex`, below a quarter of its capacity, with a neighbour when they
  /// fit in three quarters of a leaf; removes it when it is empty.
  private func merge(_ leafIndex: Int) {
    let leaf = leaves[leafIndex]
    if leaf.count == 0 {
      leaves.remove(at: leafIndex)
      rebuildFenwick()
      return
    }
    let left = leafIndex > 0 ? leafIndex &- 1 : leafIndex
    let right = left &+ 1
    guard right < leaves.count,
      leaves[left].count &+ leaves[right].count <= Leaf.capacity * 3 / 4
    else { return }
    leaves[left].append(contentsOf: leaves[right])
    leaves.remove(at: right)
    rebuildFenwick()
  }

  /// Builds the Fenwick tree from the leaves' counts, in O(*L*).
  private func rebuildFenwick() {
    let leafCount = leaves.count
    firstStep = 1
    while firstStep &* 2 <= leafCount { firstStep &*= 2 }
    // Entries up to twice the first step: those past the leaves are padding no search enters.
    let size = firstStep &* 2
    if fenwickCapacity < size {
      fenwick.deallocate()
      fenwickCapacity = size &* 2
      fenwick = .allocate(capacity: fenwickCapacity)
    }
    for entry in 1...leafCount {
      fenwick[entry] = Span(count: leaves[entry &- 1].count, setCount: leaves[entry &- 1].setCount)
    }
    for entry in 1...leafCount {
      let parent = entry &+ (entry & -entry)
      if parent <= leafCount {
        fenwick[parent].count &+= fenwick[entry].count
        fenwick[parent].setCount &+= fenwick[entry].setCount
      }
    }
    for entry in (leafCount &+ 1)..<size {
      fenwick[entry] = Span(count: .max, setCount: .max)
    }
  }

  /// What breaks the tree's invariants, for tests: each leaf's counts against its bits, bits past
  /// a leaf's count, empty or overfull leaves, and the Fenwick tree against the leaves.
  func invariantProblems() -> [String] {
    var problems: [String] = []
    var total = 0
    var totalSet = 0
    for (index, leaf) in leaves.enumerated() {
      if leaf.count > Leaf.capacity { problems.append("leaf \(index) holds \(leaf.count)") }
      if leaf.count == 0, leaves.count > 1 { problems.append("leaf \(index) is empty") }
      let set = (0..<Leaf.wordCount).reduce(0) { $0 + leaf.words[$1].nonzeroBitCount }
      let setBefore = (0..<leaf.count).filter { leaf.flag(at: $0) }.count
      if set != leaf.setCount || setBefore != set {
        problems.append("leaf \(index) counts \(leaf.setCount) set flags, has \(set)")
      }
      total += leaf.count
      totalSet += leaf.setCount
    }
    if total != count || totalSet != setCount {
      problems.append("counts \(count)/\(setCount), leaves hold \(total)/\(totalSet)")
    }
    var before = 0
    var setBefore = 0
    for (index, leaf) in leaves.enumerated() {
      let found = index == 0 ? (leaf: 0, offset: 0, setBefore: 0) : self.leaf(holding: before)
      if leaf.count > 0, found.leaf != index || found.offset != 0 || found.setBefore != setBefore {
        problems.append("the Fenwick tree finds \(found) for leaf \(index)")
      }
      before += leaf.count
      setBefore += leaf.setCount
    }
    return problems
  }
}

/// The edits of the filter layer's commit, on a tree of a list passed unretained (the layer
/// holds it): the layer's code is isolated to the main actor, where reading a tree out of its
/// list for each row retains and releases it, and a closure that borrows it checks the
/// executor; borrowed here, in nonisolated code, a row costs neither.
extension FlagTree {
  /// The tree at `index` of `trees`, unretained.
  static func tree(at index: Int, of trees: [FlagTree]) -> Unmanaged<FlagTree> {
    trees.withUnsafeBufferPointer { .passUnretained($0[index]) }
  }

  /// Removes the flag at `index` of a tree (see ``remove(at:)``).
  static func remove(at index: Int, from tree: Unmanaged<FlagTree>) -> (isSet: Bool, rank: Int) {
    tree._withUnsafeGuaranteedRef { $0.remove(at: index) }
  }

  /// Inserts a flag at `index` of a tree (see ``insert(_:at:)``).
  static func insert(_ flag: Bool, at index: Int, into tree: Unmanaged<FlagTree>) -> Int {
    tree._withUnsafeGuaranteedRef { $0.insert(flag, at: index) }
  }

  /// Sets the flag at `index` of a tree.
  static func set(_ flag: Bool, at index: Int, in tree: Unmanaged<FlagTree>) {
    tree._withUnsafeGuaranteedRef { $0[index] = flag }
  }

  /// The flag at `index` of a tree and its rank (see ``flagAndRank(at:)``).
  static func flagAndRank(
    at index: Int, in tree: Unmanaged<FlagTree>
  ) -> (isSet: Bool, rank: Int) {
    tree._withUnsafeGuaranteedRef { $0.flagAndRank(at: index) }
  }
}
