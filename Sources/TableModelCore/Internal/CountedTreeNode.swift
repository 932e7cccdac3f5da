/// The shape of a node of a ``CountedTree``: its place in the tree and what is below it.
///
/// It is the header of the node's single allocation (``CountedTreeNode``), before the node's
/// children or elements.
@usableFromInline
struct CountedTreeNodeShape {
  /// The parent, unretained (a node's parent outlives it while it is in the tree); `nil` for the
  /// root.
  @usableFromInline var parentLink: UnsafeMutableRawPointer?
  /// The position of the node among its parent's children.
  @usableFromInline var indexInParent = 0
  /// The number of elements below the node.
  @usableFromInline var count = 0
  /// The total weight of the elements below the node.
  @usableFromInline var weight = 0
  /// The number of elements a leaf holds, or of children an inner node has.
  @usableFromInline var size = 0
  /// The number of elements a leaf has room for; an inner node's room is ``CountedTreeNode/spanCapacity``.
  @usableFromInline var capacity: Int
  /// The number of levels below the node: 0 for a leaf, 1 for a node whose children are leaves.
  ///
  /// A node's height never changes (a split or a merge makes or joins nodes of one height), so a
  /// descent counts the levels from the top instead of asking each node it reaches whether it is
  /// a leaf: it never reads a leaf's shape, and the caller's reads of the leaf — its shape and its
  /// elements — wait for memory together.
  @usableFromInline let height: Int

  @inlinable
  init(height: Int, capacity: Int) {
    self.height = height
    self.capacity = capacity
  }
}

/// A node of a ``CountedTree``: a leaf holding elements, or an inner node holding children —
/// each in one allocation, its shape (``CountedTreeNodeShape``) followed by its contents.
///
/// An inner node holds, after its shape, a slot for each child — the number of elements under it
/// and the child, side by side — and then the weight of each child; a leaf holds its elements
/// (``CountedTree/Node``, which knows their type). A walk from the root to an element therefore
/// loads one object per level, whose contents lie at an address known from the object's own: with
/// the children, spans and elements in allocations of their own, each level cost a miss on the
/// object and then another on what it points to, and in a tree of a million rows few of them are
/// in the cache.
///
/// The class is not generic, so that walking the tree is plain code whatever the tree holds. Its
/// shape and contents are read through pointers into the object: an access to a stored property
/// of a class checks exclusivity at run time, which was a sixth of the instructions of a large
/// transaction. The tree is used on one actor and never hands out overlapping accesses.
///
/// An inner node owns its children: it holds each retained, and releases them when it goes.
@usableFromInline
class CountedTreeNode: ManagedBuffer<CountedTreeNodeShape, UInt> {
  /// What a node knows of one of its children: the number and the weight of the elements under it.
  @usableFromInline
  struct Span {
    @usableFromInline var count: Int
    @usableFromInline var weight: Int

    @inlinable
    init(count: Int, weight: Int) {
      self.count = count
      self.weight = weight
    }
  }

  /// The number of children an inner node has room for: one more than the most it keeps, for
  /// the child that makes it split.
  @inlinable static var spanCapacity: Int { 33 }

  /// What an inner node keeps of one child in its slots: the number of elements under it, and
  /// the child, held retained.
  ///
  /// The two lie side by side: a descent by position scans the counts and then reads the child
  /// of the one it stops at from the cache line it just read — with the children in an array of
  /// their own, that read was one more line, which the descent waited for after the scan.
  @usableFromInline
  struct ChildSlot {
    @usableFromInline var count: Int
    @usableFromInline var link: Unmanaged<CountedTreeNode>
  }

  /// The counts of an inner node's children, read and written in its slots.
  @usableFromInline
  struct ChildCounts {
    @usableFromInline let slots: UnsafeMutablePointer<ChildSlot>

    @inlinable
    init(_ slots: UnsafeMutablePointer<ChildSlot>) {
      self.slots = slots
    }

    @inlinable
    subscript(position: Int) -> Int {
      get { slots[position].count }
      nonmutating set { slots[position].count = newValue }
    }
  }

  /// The children of an inner node, read and written in its slots.
  @usableFromInline
  struct ChildLinks {
    @usableFromInline let slots: UnsafeMutablePointer<ChildSlot>

    @inlinable
    init(_ slots: UnsafeMutablePointer<ChildSlot>) {
      self.slots = slots
    }

    @inlinable
    subscript(position: Int) -> Unmanaged<CountedTreeNode> {
      get { slots[position].link }
      nonmutating set { slots[position].link = newValue }
    }
  }

  /// The number of words an inner node holds after its shape: the children's slots, then their
  /// weights.
  @inlinable static var innerWords: Int {
    spanCapacity * (MemoryLayout<ChildSlot>.stride + MemoryLayout<Int>.stride)
      / MemoryLayout<UInt>.stride
  }

  deinit {
    guard !isLeaf else { return }
    let children = childLinks
    for position in 0..<childCount { children[position].release() }
  }

  /// Binds the contents of a new inner node to its children's slots and weights.
  @inlinable
  final func bindChildren() {
    let contents = self.contents
    contents.bindMemory(to: ChildSlot.self, capacity: Self.spanCapacity)
    (contents + Self.spanCapacity * MemoryLayout<ChildSlot>.stride).bindMemory(
      to: Int.self, capacity: Self.spanCapacity)
  }

  // MARK: Shape

  /// The node's shape, in the object.
  @inlinable final var shape: UnsafeMutablePointer<CountedTreeNodeShape> {
    withUnsafeMutablePointerToHeader { $0 }
  }

  /// The start of what the node holds after its shape, in the object.
  @inlinable final var contents: UnsafeMutableRawPointer {
    UnsafeMutableRawPointer(withUnsafeMutablePointerToElements { $0 })
  }

  /// The parent, unretained; `nil` for the root.
  @inlinable final var parentLink: Unmanaged<CountedTreeNode>? {
    get { shape.pointee.parentLink.map { Unmanaged.fromOpaque($0) } }
    set { shape.pointee.parentLink = newValue?.toOpaque() }
  }

  /// The parent; `nil` for the root.
  @inlinable final var parent: CountedTreeNode? {
    get { parentLink?.takeUnretainedValue() }
    set { parentLink = newValue.map { Unmanaged.passUnretained($0) } }
  }

  /// The position of this node among its parent's children, kept by every change of a node's
  /// children: walking up to update counts needs no search.
  @inlinable final var indexInParent: Int {
    get { shape.pointee.indexInParent }
    set { shape.pointee.indexInParent = newValue }
  }

  /// The number of elements below this node.
  @inlinable final var count: Int {
    get { shape.pointee.count }
    set { shape.pointee.count = newValue }
  }

  /// The total weight of the elements below this node.
  @inlinable final var weight: Int {
    get { shape.pointee.weight }
    set { shape.pointee.weight = newValue }
  }

  /// Whether this node is a leaf.
  @inlinable final var isLeaf: Bool { shape.pointee.height == 0 }

  /// The number of levels below this node: 0 for a leaf.
  @inlinable final var height: Int { shape.pointee.height }

  // MARK: Children

  /// The number of children of this inner node.
  @inlinable final var childCount: Int {
    get { shape.pointee.size }
    set { shape.pointee.size = newValue }
  }

  /// For an inner node, the slot of each child — its count and the child — in the order of the
  /// children.
  @inlinable final var childSlots: UnsafeMutablePointer<ChildSlot> {
    contents.assumingMemoryBound(to: ChildSlot.self)
  }

  /// For an inner node, the number of elements under each child, in the order of the children.
  ///
  /// A descent reads them from the node itself instead of from every child it passes, each a
  /// separate object that is rarely in the cache in a tree of a million rows. Each count lies
  /// beside its child, apart from the weights: a descent by position (most of them, and every
  /// one in a tree that keeps no weights) never reads the weights' cache lines.
  @inlinable final var childCounts: ChildCounts { ChildCounts(childSlots) }

  /// For an inner node, the total weight of the elements under each child, in the order of the
  /// children.
  @inlinable final var childWeights: UnsafeMutablePointer<Int> {
    (contents + Self.spanCapacity * MemoryLayout<ChildSlot>.stride).assumingMemoryBound(
      to: Int.self)
  }

  /// The children of this inner node, each held retained.
  @inlinable final var childLinks: ChildLinks { ChildLinks(childSlots) }

  /// The child at `position`, unretained.
  @inlinable final func child(at position: Int) -> Unmanaged<CountedTreeNode> {
    childLinks[position]
  }

  /// The children, in order (for checks of the tree's shape).
  final var children: [CountedTreeNode] {
    (0..<childCount).map { child(at: $0).takeUnretainedValue() }
  }

  /// The span of the child at `position`.
  @inlinable
  final func span(at position: Int) -> Span {
    Span(count: childCounts[position], weight: childWeights[position])
  }

  /// Sets the span at `position`.
  @inlinable
  final func setSpan(at position: Int, to span: Span) {
    childCounts[position] = span.count
    childWeights[position] = span.weight
  }

  /// Sets the span at `position` to the count and weight of `child`.
  final func setSpan(at position: Int, to child: CountedTreeNode) {
    setSpan(at: position, to: Span(count: child.count, weight: child.weight))
  }

  /// Inserts `child` at `position` among the children of this inner node, with its span, and
  /// renumbers the children after it.
  ///
  /// The node takes a reference to the child.
  final func insertChild(_ child: CountedTreeNode, at position: Int) {
    let slots = childSlots
    let weights = childWeights
    let end = childCount
    (slots + position + 1).moveInitialize(from: slots + position, count: end - position)
    (weights + position + 1).moveInitialize(from: weights + position, count: end - position)
    childLinks[position] = .passRetained(child)
    setSpan(at: position, to: child)
    childCount = end + 1
    child.parent = self
    renumberChildren(from: position)
  }

  /// Appends `child` to the children of this inner node.
  final func appendChild(_ child: CountedTreeNode) {
    insertChild(child, at: childCount)
  }

  /// Removes the child at `position`, with its span, renumbers the children after it, and
  /// releases it.
  final func removeChild(at position: Int) {
    let slots = childSlots
    let weights = childWeights
    let removed = slots[position].link
    let end = childCount
    (slots + position).moveInitialize(from: slots + position + 1, count: end - position - 1)
    (weights + position).moveInitialize(from: weights + position + 1, count: end - position - 1)
    childCount = end - 1
    renumberChildren(from: position)
    removed.release()
  }

  /// Moves the children of `node` from `start` to its end, with their spans, after the children
  /// of this inner node.
  ///
  /// They become this node's; the counts and weights of the two nodes are the caller's to settle.
  final func takeChildren(of node: CountedTreeNode, from start: Int) {
    let moved = node.childCount - start
    let end = childCount
    (childSlots + end).moveInitialize(from: node.childSlots + start, count: moved)
    (childWeights + end).moveInitialize(from: node.childWeights + start, count: moved)
    node.childCount = start
    childCount = end + moved
    for position in end..<(end + moved) {
      child(at: position)._withUnsafeGuaranteedRef { $0.parent = self }
    }
    renumberChildren(from: end)
  }

  /// Sets ``indexInParent`` of the children from `start` on, after the children changed there.
  final func renumberChildren(from start: Int) {
    for position in start..<childCount {
      child(at: position)._withUnsafeGuaranteedRef { $0.indexInParent = position }
    }
  }

  // MARK: Descents

  // The descents below read the children in place and hand the child back unretained: the tree
  // holds every node it walks, and retaining and releasing each node on the way was most of a
  // descent's instructions.

  /// The leaf under `node` holding its element at `index`; `index` is made relative to the leaf.
  @inlinable
  static func leaf(
    under node: Unmanaged<CountedTreeNode>, containing index: inout Int
  ) -> Unmanaged<CountedTreeNode> {
    var node = node
    var height = node._withUnsafeGuaranteedRef { $0.height }
    while height > 0 {
      node = node._withUnsafeGuaranteedRef { $0.child(containing: &index) }
      height &-= 1
    }
    return node
  }

  /// The child of this inner node holding the element at `index`; `index` is made relative to
  /// it.
  @inlinable
  final func child(containing index: inout Int) -> Unmanaged<CountedTreeNode> {
    // The spans are scanned from the nearer end, as in `position(reaching:in:last:total:)`;
    // the slot found holds the child, in the cache line its count was read from.
    var slot = childSlots
    if index < count &>> 1 {
      while index >= slot.pointee.count {
        index &-= slot.pointee.count
        slot += 1
      }
      return slot.pointee.link
    }
    slot += childCount &- 1
    var start = count &- slot.pointee.count
    while start > index {
      slot -= 1
      start &-= slot.pointee.count
    }
    index &-= start
    return slot.pointee.link
  }

  /// The child of this inner node in whose span of weight `remaining` lies; `remaining` is made
  /// relative to it.
  @inlinable
  final func child(atWeight remaining: inout Int) -> Unmanaged<CountedTreeNode> {
    let position = Self.position(
      reaching: &remaining, in: childWeights, last: childCount &- 1, total: weight)
    return childLinks[position]
  }

  /// The position of the child in whose span `target` lies, measuring spans by `measures`
  /// (the children's weights, which add up to `total`, the node's own; `last` is the last
  /// child's position); `target`, less than `total`, is made relative to it.
  ///
  /// The spans are scanned from the nearer end, as a leaf's elements are: half as many on
  /// average. A child whose span is empty is never the one found (from the front, `target` is
  /// not below its end; from the back, not below its start). A descent by weight reads the slots
  /// only for the child it found, and one by position (`child(containing:)`, which scans the
  /// same way) leaves the weights' cache lines alone.
  @inlinable @inline(__always)
  static func position(
    reaching target: inout Int, in measures: UnsafeMutablePointer<Int>, last: Int, total: Int
  ) -> Int {
    if target < total &>> 1 {
      var position = 0
      while target >= measures[position] {
        target &-= measures[position]
        position &+= 1
      }
      return position
    }
    // The start of each child's span, from the last child back, until one starts at or before
    // `target` (the spans end at `total`, after `target`).
    var position = last
    var start = total &- measures[position]
    while start > target {
      position &-= 1
      start &-= measures[position]
    }
    target &-= start
    return position
  }

  /// The child of this inner node where an element inserted at `index` goes (the earlier one at
  /// a boundary), whose span grows by the element; `index` is made relative to it.
  ///
  /// The node's own count is still the total of its children's: the caller adds the element to
  /// it after.
  ///
  /// In a tree that keeps weights, the weight of the children before it is added to
  /// `weightBefore`; a tree that keeps none leaves its weights' cache lines alone.
  @inlinable
  final func child(
    forInsertionAt index: inout Int, weight: Int, keepingWeights: Bool, weightBefore: inout Int
  ) -> Unmanaged<CountedTreeNode> {
    let slots = childSlots
    let last = slots + (childCount &- 1)
    var slot = slots
    if index <= count &>> 1 {
      while slot < last, index > slot.pointee.count {
        index &-= slot.pointee.count
        slot += 1
      }
    } else {
      // From the back (the nearer end, as in `child(containing:)`): the children's counts add
      // up to the node's, and the child found is the first whose span ends at or after
      // `index` — a step back while the span before it does too.
      slot = last
      var start = count &- slot.pointee.count
      while slot > slots, start >= index {
        slot -= 1
        start &-= slot.pointee.count
      }
      index &-= start
    }
    slot.pointee.count += 1
    if keepingWeights {
      let position = slot - slots
      let weights = childWeights
      for earlier in 0..<position { weightBefore &+= weights[earlier] }
      weights[position] += weight
    }
    return slot.pointee.link
  }

  /// The last child of this inner node, whose span grows by an element appended under it.
  @inlinable
  final func lastChild(growingBy weight: Int) -> Unmanaged<CountedTreeNode> {
    let last = childCount &- 1
    childCounts[last] += 1
    if weight != 0 { childWeights[last] += weight }
    return childLinks[last]
  }

  /// The number of elements under the children of this inner node before `child`.
  @inlinable
  final func count(before child: Unmanaged<CountedTreeNode>) -> Int {
    let end = child._withUnsafeGuaranteedRef { $0.indexInParent }
    let counts = childCounts
    var total = 0
    for position in 0..<end { total &+= counts[position] }
    return total
  }

  /// The root of the tree this node is in.
  @inlinable
  final var root: Unmanaged<CountedTreeNode> {
    var node = Unmanaged<CountedTreeNode>.passUnretained(self)
    while let parent = node._withUnsafeGuaranteedRef({ $0.parentLink }) { node = parent }
    return node
  }

  /// Adds to the count and the weight of this node and of every node above it, and to its span
  /// in each parent.
  @inlinable
  final func addToPath(count: Int, weight: Int) {
    var node = Unmanaged<CountedTreeNode>.passUnretained(self)
    while true {
      let parent = node._withUnsafeGuaranteedRef { node in
        node.count += count
        node.weight += weight
        return node.parentLink
      }
      guard let parent else { return }
      parent._withUnsafeGuaranteedRef { parent in
        let position = node._withUnsafeGuaranteedRef { $0.indexInParent }
        parent.childCounts[position] += count
        if weight != 0 { parent.childWeights[position] += weight }
      }
      node = parent
    }
  }
}
