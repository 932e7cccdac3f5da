/// A list stored as a B+tree whose nodes know how many elements, and how much weight, they hold:
/// reading, inserting and removing at any index cost O(log *n*), and so do prefix sums of
/// weights (rank) and finding the element where a prefix sum is reached (select).
///
/// The base models store their rows in one tree per section, so that removing a row from the
/// middle of a million does not move the rows behind it; the transaction recorder keeps the
/// segments of a touched section in one, weighted by their lengths. (The filter layer's flags,
/// weighed by whether they are set, have a tree of their own that stores them as bits:
/// ``FlagTree``.)
///
/// Leaves know their parent, so the index of an element can be found from its leaf: a model
/// that keeps an identity → leaf index (told of every placement through ``onPlace``) finds rows
/// by identity in O(log *n*).
///
/// The tree has reference semantics and is used on one actor; it is internal machinery.
///
/// A node's shape — parent, children, counts and weights — lives in a class that does not depend
/// on the element type (``CountedTreeNode``): the walks from the root to a leaf and back, which
/// every operation makes, run as plain non-generic code even when the tree holds an app's item
/// type. The operations a model's edits make are `@inlinable`, as are the models' edits
/// themselves (``SectionedTableModel``, ``ArrayTableModel``): the app's compiler specializes
/// them for its item type, without type metadata lookups, instead of running the library's
/// generic code.
@usableFromInline
final class CountedTree<Element> {
  /// A node: a leaf holding elements, or an inner node holding children (always `Node`s).
  @usableFromInline
  final class Node: CountedTreeNode {
    @usableFromInline @exclusivity(unchecked) var elements: ContiguousArray<Element> = []

    /// The element at `offset` of this leaf.
    ///
    /// Leaves are read through a buffer pointer: in unspecialized generic code (a model of an
    /// app's item type), `elements[offset]` and iterating `elements` call the array's `read`
    /// coroutine, which allocates a frame for every element.
    @inlinable
    func element(at offset: Int) -> Element {
      elements.withUnsafeBufferPointer { $0[offset] }
    }

    /// Inserts `element`, and `next` after it when given, at `offset` of this leaf, moving the
    /// elements after them once (instead of once for each, as `insert(_:at:)` does, through the
    /// generic `replaceSubrange`).
    @inlinable @inline(__always)
    func insertElements(_ element: Element, then next: Element? = nil, at offset: Int) {
      let end = elements.count
      if end &+ 2 > elements.capacity, end >= CountedTree.maxLeaf / 2 {
        // A leaf of a large tree grows once, to the most it holds before it splits, instead of
        // doubling: its buffer is not copied again, and not left half empty.
        elements.reserveCapacity(CountedTree.leafCapacity)
      }
      elements.append(element)
      if let next { elements.append(next) }
      guard offset < end else { return }
      let added = elements.count - end
      elements.withUnsafeMutableBufferPointer { buffer in
        let base = buffer.baseAddress.unsafelyUnwrapped
        // The copies appended make room; the elements from `offset` move up over them.
        (base + end).deinitialize(count: added)
        (base + offset + added).moveInitialize(from: base + offset, count: end - offset)
        (base + offset).initialize(to: element)
        if let next { (base + offset + 1).initialize(to: next) }
      }
    }

    /// Calls `body` with each element of this leaf, in order, through a buffer pointer.
    @inlinable
    func forEachElement(_ body: (Element) -> Void) {
      elements.withUnsafeBufferPointer { buffer in
        for offset in 0..<buffer.count { body(buffer[offset]) }
      }
    }

    /// Calls `body` with each element of this leaf before `end`, in order.
    func forEachElement(upTo end: Int, _ body: (Element) -> Void) {
      elements.withUnsafeBufferPointer { buffer in
        for offset in 0..<end { body(buffer[offset]) }
      }
    }

    /// The total weight of the elements of this leaf before `end`, summed from whichever end of
    /// the leaf is nearer.
    func weight(before end: Int, weigh: (Element) -> Int) -> Int {
      elements.withUnsafeBufferPointer { buffer in
        var total = 0
        if end <= buffer.count / 2 {
          for offset in 0..<end { total += weigh(buffer[offset]) }
          return total
        }
        total = weight
        for offset in end..<buffer.count { total -= weigh(buffer[offset]) }
        return total
      }
    }

    /// The offset of the first element of this leaf that satisfies `predicate`.
    @inlinable
    func firstOffset(where predicate: (Element) -> Bool) -> Int? {
      elements.withUnsafeBufferPointer { buffer in
        for offset in 0..<buffer.count where predicate(buffer[offset]) { return offset }
        return nil
      }
    }

  }

  @inlinable static var maxLeaf: Int { 64 }
  /// The capacity of a leaf's buffer in a tree of more than one leaf: the most elements a leaf
  /// holds between an insertion (of up to two elements) and the split that follows it.
  @inlinable static var leafCapacity: Int { maxLeaf + 2 }
  @inlinable static var maxChildren: Int { 32 }

  @usableFromInline @exclusivity(unchecked) private(set) var root = Node(isLeaf: true)
  /// The weight of an element; `nil` when the tree keeps no weights.
  @usableFromInline let weigh: ((Element) -> Int)?
  /// Called whenever an element is placed in a leaf: inserted, or moved by a split or merge.
  @usableFromInline @exclusivity(unchecked) var onPlace: ((Element, Node) -> Void)?

  init(weigh: ((Element) -> Int)? = nil) {
    self.weigh = weigh
  }

  /// A tree holding `elements`, built bottom-up in O(*n*).
  ///
  /// Each leaf takes its run of elements in one copy: in unspecialized generic code (a model of
  /// an app's item type), appending element by element costs a lookup of type metadata each.
  @usableFromInline
  convenience init(_ elements: [Element], weigh: ((Element) -> Int)? = nil) {
    self.init(weigh: weigh)
    var leaves: [Node] = []
    let fill = Self.maxLeaf * 3 / 4
    leaves.reserveCapacity(elements.count / fill + 1)
    for start in stride(from: 0, to: elements.count, by: fill) {
      let leaf = Node(isLeaf: true)
      // The leaves of a tree that needs more than one have room for the insertions to come:
      // an edit of a built model does not copy the leaf it lands in.
      if elements.count > fill { leaf.elements.reserveCapacity(Self.leafCapacity) }
      leaf.elements.append(contentsOf: elements[start..<min(start + fill, elements.count)])
      leaf.count = leaf.elements.count
      if let weigh { leaf.weight = leaf.elements.reduce(0) { $0 + weigh($1) } }
      leaves.append(leaf)
    }
    if leaves.isEmpty { leaves.append(Node(isLeaf: true)) }
    var level = leaves
    while level.count > 1 {
      var parents: [Node] = []
      for start in stride(from: 0, to: level.count, by: Self.maxChildren * 3 / 4) {
        let parent = Node(isLeaf: false)
        for child in level[start..<min(start + Self.maxChildren * 3 / 4, level.count)] {
          parent.appendChild(child)
          parent.count += child.count
          parent.weight += child.weight
        }
        parents.append(parent)
      }
      level = parents
    }
    root = level[0]
  }

  @inlinable var count: Int { root.count }
  @inlinable var totalWeight: Int { root.weight }
  @inlinable var isEmpty: Bool { root.count == 0 }

  // MARK: Reading

  @inlinable
  subscript(index: Int) -> Element {
    get {
      let (leaf, offset) = leaf(containing: index)
      return leaf._withUnsafeGuaranteedRef { $0.element(at: offset) }
    }
    set {
      let (leaf, offset) = leaf(containing: index)
      leaf._withUnsafeGuaranteedRef { leaf in
        if let weigh {
          let delta = weigh(newValue) - weigh(leaf.elements[offset])
          if delta != 0 {
            leaf.addToPath(count: 0, weight: delta)
          }
        }
        leaf.elements[offset] = newValue
      }
    }
  }

  /// The leaf holding the element at `index`, unretained (the tree owns it), and the element's
  /// offset in it.
  @inlinable
  func leaf(containing index: Int) -> (Unmanaged<Node>, Int) {
    requireContract(index >= 0 && index < root.count, "CountedTree index \(index) out of range")
    var index = index
    let leaf = CountedTreeNode.leaf(under: .passUnretained(root), containing: &index)
    return (Unmanaged.fromOpaque(leaf.toOpaque()), index)
  }

  /// The index of the element at `offset` in `leaf`.
  @inlinable
  func index(ofOffset offset: Int, in leaf: Node) -> Int {
    var index = offset
    var node = Unmanaged<CountedTreeNode>.passUnretained(leaf)
    while let parent = node._withUnsafeGuaranteedRef({ $0.parentLink }) {
      index += parent._withUnsafeGuaranteedRef { $0.count(before: node) }
      node = parent
    }
    return index
  }

  /// Where an element is: its leaf and its offset there, valid until the tree's shape changes
  /// (an insertion or a removal).
  ///
  /// It holds its leaf unretained (the tree owns it): finding a place and editing there cost no
  /// reference counting.
  struct Place {
    let leaf: Unmanaged<Node>
    let offset: Int
  }

  /// The element that brings the running weight above `target`, where it is, and how far into
  /// its weight `target` lies, in one descent; for a tree that keeps weights.
  func place(ofWeight target: Int) -> (place: Place, into: Int, element: Element) {
    let found = find(weight: target)
    return (found.place, found.into, element(at: found.place))
  }

  private func find(weight target: Int) -> (place: Place, index: Int, into: Int) {
    guard let weigh else {
      contractViolation("CountedTree.place(ofWeight:) needs a tree that keeps weights")
    }
    return find(weight: target, weigh: weigh)
  }

  /// The element that brings the running weight above `target`, where it is, and how far into
  /// its weight `target` lies, in one descent, weighing the elements of the leaf with `weigh` —
  /// the tree's own weight function, passed by a caller whose specialized code then inlines it
  /// instead of calling the stored closure for every element of the leaf.
  @inline(__always)
  func place(
    ofWeight target: Int, weigh: (Element) -> Int
  ) -> (place: Place, into: Int, element: Element) {
    let found = find(weight: target, weigh: weigh)
    return (found.place, found.into, element(at: found.place))
  }

  /// The element at a place.
  @inline(__always)
  func element(at place: Place) -> Element {
    place.leaf._withUnsafeGuaranteedRef { $0.element(at: place.offset) }
  }

  /// The leaf in whose span of weight `target` lies, `target` relative to it, and the number of
  /// elements before the leaf.
  private func leaf(
    atWeight target: Int
  ) -> (leaf: Unmanaged<Node>, remaining: Int, countBefore: Int) {
    requireContract(
      target >= 0 && target < root.weight, "CountedTree weight \(target) out of range")
    var node = Unmanaged<CountedTreeNode>.passUnretained(root)
    var remaining = target
    var index = 0
    while !node._withUnsafeGuaranteedRef({ $0.isLeaf }) {
      node = node._withUnsafeGuaranteedRef { $0.child(atWeight: &remaining, countBefore: &index) }
    }
    return (Unmanaged.fromOpaque(node.toOpaque()), remaining, index)
  }

  @inline(__always)
  private func find(
    weight target: Int, weigh: (Element) -> Int
  ) -> (place: Place, index: Int, into: Int) {
    var (leaf, remaining, index) = leaf(atWeight: target)
    // Elements of positive weight cover disjoint spans of the running weight, so the one whose
    // span holds `remaining` is found scanning from either end; the nearer one is taken.
    let found: (Int, Int)? = leaf._withUnsafeGuaranteedRef { leaf in
      leaf.elements.withUnsafeBufferPointer { buffer in
        if remaining < leaf.weight / 2 {
          for offset in 0..<buffer.count {
            let weight = weigh(buffer[offset])
            if remaining < weight { return (offset, remaining) }
            remaining -= weight
          }
        } else {
          var before = leaf.weight
          for offset in (0..<buffer.count).reversed() {
            let weight = weigh(buffer[offset])
            before -= weight
            if before <= remaining, remaining < before + weight {
              return (offset, remaining - before)
            }
          }
        }
        return nil
      }
    }
    guard let (offset, into) = found else {
      contractViolation("CountedTree weights are inconsistent")
    }
    return (Place(leaf: leaf, offset: offset), index + offset, into)
  }

  /// The total weight of the elements of `leaf` before `end`.
  @usableFromInline
  func weight(of leaf: Node, before end: Int, weigh: (Element) -> Int) -> Int {
    leaf.weight(before: end, weigh: weigh)
  }

  /// Calls `body` with every leaf, in order.
  @inlinable
  func forEachLeaf(_ body: (Node) -> Void) {
    func visit(_ node: CountedTreeNode) {
      if node.isLeaf {
        body(unsafeDowncast(node, to: Node.self))
      } else {
        for child in node.children { visit(child) }
      }
    }
    visit(root)
  }

  /// The elements, in order, a leaf at a time.
  @inlinable
  var elements: [Element] {
    var result: [Element] = []
    result.reserveCapacity(count)
    forEachLeaf { result.append(contentsOf: $0.elements) }
    return result
  }

  // MARK: Writing

  func append(_ element: Element) {
    insert(element, at: count)
  }

  /// Inserts an element at `index`.
  ///
  /// - Returns: The total weight of the elements before it, found in the same descent.
  @inlinable @discardableResult
  func insert(_ element: Element, at index: Int) -> Int {
    insert(element, at: index) { element, leaf in onPlace?(element, leaf) }
  }

  /// Inserts an element, and calls `placing` — instead of ``onPlace`` — for it and for every
  /// element a split moves to another leaf: for a caller whose own code, specialized for its
  /// element type, is faster than the stored closure.
  ///
  /// - Returns: The total weight of the elements before it, found in the same descent.
  @inlinable @discardableResult
  func insert(_ element: Element, at index: Int, placing: (Element, Node) -> Void) -> Int {
    requireContract(index >= 0 && index <= root.count, "CountedTree index \(index) out of range")
    let weight = weigh?(element) ?? 0
    var node = Unmanaged<CountedTreeNode>.passUnretained(root)
    var index = index
    var before = 0
    let appending = index == root.count
    if appending {
      // An append: the last child at every level, without scanning the spans, and every
      // element before it.
      before = root.weight
      while !node._withUnsafeGuaranteedRef({ $0.isLeaf }) {
        node = node._withUnsafeGuaranteedRef { node in
          node.count += 1
          node.weight += weight
          return node.children.withUnsafeBufferPointer { children in
            let last = children.count - 1
            let spans = node.spans.unsafelyUnwrapped
            spans[last].count += 1
            spans[last].weight += weight
            return Unmanaged.passUnretained(children[last])
          }
        }
      }
    } else {
      while !node._withUnsafeGuaranteedRef({ $0.isLeaf }) {
        node = node._withUnsafeGuaranteedRef { node in
          node.count += 1
          node.weight += weight
          return node.child(forInsertionAt: &index, weight: weight, weightBefore: &before)
        }
      }
    }
    // The leaf is borrowed, not retained: the tree holds it.
    return Unmanaged<Node>.fromOpaque(node.toOpaque())._withUnsafeGuaranteedRef { leaf in
      if appending {
        index = leaf.elements.count
      } else if let weigh {
        before += self.weight(of: leaf, before: index, weigh: weigh)
      }
      leaf.insertElements(element, at: index)
      leaf.count += 1
      leaf.weight += weight
      placing(element, leaf)
      if leaf.elements.count > Self.maxLeaf {
        // An append splits off only the new element: the leaf stays full, and one element moves
        // (and is placed again) instead of half the leaf — appends keep coming at the end.
        split(leaf, at: appending ? Self.maxLeaf : leaf.elements.count / 2, placing: placing)
      }
      return before
    }
  }

  @inlinable @discardableResult
  func remove(at index: Int) -> Element {
    let (leaf, offset) = leaf(containing: index)
    return leaf._withUnsafeGuaranteedRef { leaf in
      let element = leaf.elements.remove(at: offset)
      let weight = weigh?(element) ?? 0
      leaf.addToPath(count: -1, weight: -weight)
      // Only a leaf that fell below a quarter of its capacity, or the root, needs rebalancing.
      if leaf.parent == nil || leaf.elements.count < Self.maxLeaf / 4 { rebalance(leaf) }
      return element
    }
  }

  func removeAll() {
    root = Node(isLeaf: true)
  }

  // MARK: Editing in place

  /// Where the next element appended would go: the end of the last leaf.
  var endPlace: Place {
    var node = Unmanaged<CountedTreeNode>.passUnretained(root)
    while !node._withUnsafeGuaranteedRef({ $0.isLeaf }) {
      node = node._withUnsafeGuaranteedRef { node in
        node.children.withUnsafeBufferPointer { Unmanaged.passUnretained($0[$0.count - 1]) }
      }
    }
    let leaf = Unmanaged<Node>.fromOpaque(node.toOpaque())
    return Place(leaf: leaf, offset: leaf._withUnsafeGuaranteedRef { $0.elements.count })
  }

  // The edits at a place take the tree's weight function as an argument (`weigh`, which must be
  // the one the tree was made with): a caller's specialized code then inlines it, instead of
  // calling the stored closure.

  /// Replaces the element at a place; the place stays valid.
  @inline(__always)
  func replace(at place: Place, with element: Element, weigh: (Element) -> Int) {
    place.leaf._withUnsafeGuaranteedRef { leaf in
      let delta = weigh(element) - weigh(leaf.element(at: place.offset))
      if delta != 0 { leaf.addToPath(count: 0, weight: delta) }
      leaf.elements.withUnsafeMutableBufferPointer { $0[place.offset] = element }
    }
  }

  /// Inserts an element, and then `next` after it, at a place, without a descent.
  ///
  /// The place is before the element there, or the end of its leaf. Places found before are no
  /// longer valid.
  @inline(__always)
  func insert(
    _ element: Element, then next: Element? = nil, at place: Place, weigh: (Element) -> Int
  ) {
    place.leaf._withUnsafeGuaranteedRef { leaf in
      leaf.insertElements(element, then: next, at: place.offset)
      settle(
        leaf, inserted: element, then: next, weight: weigh(element) + (next.map(weigh) ?? 0))
    }
  }

  /// Replaces the element at a place, and inserts `next`, and then `last`, after it, with one
  /// update of the counts and weights above the leaf: a split of the element in two or three.
  ///
  /// Places found before are no longer valid.
  @inline(__always)
  func replace(
    at place: Place, with element: Element, inserting next: Element, then last: Element? = nil,
    weigh: (Element) -> Int
  ) {
    place.leaf._withUnsafeGuaranteedRef { leaf in
      let replacedDelta = weigh(element) - weigh(leaf.element(at: place.offset))
      leaf.elements.withUnsafeMutableBufferPointer { $0[place.offset] = element }
      leaf.insertElements(next, then: last, at: place.offset + 1)
      settle(
        leaf, inserted: next, then: last,
        weight: replacedDelta + weigh(next) + (last.map(weigh) ?? 0))
    }
  }

  /// After one or two elements were inserted into `leaf` at a place: tells ``onPlace`` of them,
  /// adds them (and `weight`, the change of the leaf's weight) to the counts above the leaf, and
  /// splits the leaf when it overflows — one update for an edit of the leaf.
  @inline(__always)
  private func settle(_ leaf: Node, inserted first: Element, then second: Element?, weight: Int) {
    onPlace?(first, leaf)
    if let second { onPlace?(second, leaf) }
    leaf.addToPath(count: second == nil ? 1 : 2, weight: weight)
    if leaf.elements.count > Self.maxLeaf {
      split(leaf) { element, leaf in onPlace?(element, leaf) }
    }
  }

  /// Removes the element at a place, without a descent.
  ///
  /// Places found before are no longer valid.
  @discardableResult
  func remove(at place: Place) -> Element {
    remove(at: place, weigh: { weigh?($0) ?? 0 })
  }

  /// Removes the element at a place, without a descent, weighing it with `weigh`.
  ///
  /// Places found before are no longer valid.
  @inline(__always) @discardableResult
  func remove(at place: Place, weigh: (Element) -> Int) -> Element {
    place.leaf._withUnsafeGuaranteedRef { leaf in
      let element = leaf.elements.remove(at: place.offset)
      leaf.addToPath(count: -1, weight: -weigh(element))
      if leaf.parent == nil || leaf.elements.count < Self.maxLeaf / 4 { rebalance(leaf) }
      return element
    }
  }

  // MARK: Structure

  /// Splits a full leaf in two, calling `placing` for every element that moves to the new leaf.
  @inlinable
  func split(_ node: Node, placing: (Element, Node) -> Void) {
    split(node, at: node.elements.count / 2, placing: placing)
  }

  /// Splits a full leaf in two before the element at offset `half`, calling `placing` for every
  /// element that moves to the new leaf.
  @inlinable
  func split(_ node: Node, at half: Int, placing: (Element, Node) -> Void) {
    let right = Node(isLeaf: true)
    right.elements.reserveCapacity(Self.leafCapacity)
    right.elements.append(contentsOf: node.elements[half...])
    node.elements.removeSubrange(half...)
    right.count = right.elements.count
    if let weigh {
      right.weight = right.elements.withUnsafeBufferPointer { $0.reduce(0) { $0 + weigh($1) } }
    }
    right.forEachElement { placing($0, right) }
    attach(right, after: node)
  }

  /// Splits a full inner node in two.
  private func splitInner(_ node: Node) {
    let right = Node(isLeaf: false)
    let half = node.children.count / 2
    right.copySpans(from: node, range: half..<node.children.count)
    right.children = ContiguousArray(node.children[half...])
    right.renumberChildren(from: 0)
    node.children.removeSubrange(half...)
    for (position, child) in right.children.enumerated() {
      child.parent = right
      right.count += right.span(at: position).count
      right.weight += right.span(at: position).weight
    }
    attach(right, after: node)
  }

  /// Puts `right`, split from `node`, after it in its parent (splitting the parent when full),
  /// or under a new root with it.
  @usableFromInline
  func attach(_ right: Node, after node: Node) {
    node.count -= right.count
    node.weight -= right.weight
    if let parent = node.parent {
      let position = node.indexInParent
      parent.setSpan(at: position, to: node)
      right.parent = parent
      parent.insertSpan(of: right, at: position + 1)
      parent.children.insert(right, at: position + 1)
      parent.renumberChildren(from: position + 1)
      if parent.children.count > Self.maxChildren {
        splitInner(unsafeDowncast(parent, to: Node.self))
      }
    } else {
      let newRoot = Node(isLeaf: false)
      newRoot.appendChild(node)
      newRoot.appendChild(right)
      newRoot.count = node.count + right.count
      newRoot.weight = node.weight + right.weight
      root = newRoot
    }
  }

  /// Merges a node that fell below a quarter of its capacity into a neighbour when they fit
  /// together, removes empty nodes, and shortens the tree when the root has one child.
  @usableFromInline
  func rebalance(_ node: Node) {
    guard let parent = node.parent else {
      collapseRoot()
      return
    }
    let size = node.isLeaf ? node.elements.count : node.children.count
    let capacity = node.isLeaf ? Self.maxLeaf : Self.maxChildren
    guard size < capacity / 4 else { return }
    let position = node.indexInParent
    if size == 0 {
      parent.removeSpan(at: position)
      parent.children.remove(at: position)
      parent.renumberChildren(from: position)
    } else {
      let neighbour =
        position + 1 < parent.children.count
        ? parent.children[position + 1] : position > 0 ? parent.children[position - 1] : nil
      guard let neighbour = neighbour.map({ unsafeDowncast($0, to: Node.self) }) else {
        return collapseRoot()
      }
      let neighbourSize = neighbour.isLeaf ? neighbour.elements.count : neighbour.children.count
      guard size + neighbourSize <= capacity else { return }
      let (left, right) =
        parent.children[position] === node && position + 1 < parent.children.count
          && parent.children[position + 1] === neighbour ? (node, neighbour) : (neighbour, node)
      if left.isLeaf {
        if let onPlace { right.forEachElement { onPlace($0, left) } }
        left.elements.append(contentsOf: right.elements)
      } else {
        for child in right.children { child.parent = left }
        left.copySpans(from: right, range: 0..<right.children.count)
        let start = left.children.count
        left.children.append(contentsOf: right.children)
        left.renumberChildren(from: start)
      }
      left.count += right.count
      left.weight += right.weight
      let leftPosition = left.indexInParent
      parent.setSpan(at: leftPosition, to: left)
      parent.removeSpan(at: leftPosition + 1)
      parent.children.remove(at: leftPosition + 1)
      parent.renumberChildren(from: leftPosition + 1)
    }
    rebalance(unsafeDowncast(parent, to: Node.self))
  }

  private func collapseRoot() {
    while !root.isLeaf && root.children.count == 1 {
      root = unsafeDowncast(root.children[0], to: Node.self)
      root.parent = nil
    }
    if !root.isLeaf && root.children.isEmpty {
      root = Node(isLeaf: true)
    }
  }
}

/// The shape of a node of a ``CountedTree``, apart from its elements.
///
/// Its parent, its children and the number and weight of the elements below it; not generic, so
/// that walking the tree is plain code whatever the tree holds.
///
/// The tree's stored properties opt out of dynamic exclusivity checks (`@exclusivity(unchecked)`):
/// the tree is used on one actor and never hands out overlapping accesses, and the checks were a
/// sixth of the instructions of a large transaction.
@usableFromInline
class CountedTreeNode {
  /// The parent, unretained: a node's parent outlives it while it is in the tree.
  @usableFromInline @exclusivity(unchecked) final var parentLink: Unmanaged<CountedTreeNode>?

  /// The parent; `nil` for the root.
  @inlinable final var parent: CountedTreeNode? {
    get { parentLink?.takeUnretainedValue() }
    set { parentLink = newValue.map { Unmanaged.passUnretained($0) } }
  }
  /// The position of this node among its parent's children, kept by every change of a node's
  /// children (``renumberChildren(from:)``): walking up to update counts needs no search.
  @usableFromInline @exclusivity(unchecked) final var indexInParent = 0
  @usableFromInline @exclusivity(unchecked) final var count = 0
  @usableFromInline @exclusivity(unchecked) final var weight = 0
  @usableFromInline @exclusivity(unchecked) final var children: ContiguousArray<CountedTreeNode> =
    []
  /// For an inner node, the count and weight of each child, in the order of ``children``.
  ///
  /// A descent reads them from this one buffer instead of from every child it passes, each a
  /// separate object that is rarely in the cache in a tree of a million rows. It holds one span
  /// more than a node's most children, for the child that makes a node split; `nil` for a leaf.
  @usableFromInline final let spans: UnsafeMutablePointer<Span>?
  @usableFromInline final let isLeaf: Bool

  /// The number of spans an inner node has room for: one more than the most children it keeps.
  static var spanCapacity: Int { 33 }

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

  @usableFromInline
  init(isLeaf: Bool) {
    self.isLeaf = isLeaf
    spans = isLeaf ? nil : .allocate(capacity: Self.spanCapacity)
  }

  deinit {
    spans?.deallocate()
  }

  // MARK: Spans

  /// The span of the child at `position`.
  @inlinable
  final func span(at position: Int) -> Span {
    spans.unsafelyUnwrapped[position]
  }

  /// Sets the span at `position` to the count and weight of `child`.
  final func setSpan(at position: Int, to child: CountedTreeNode) {
    spans.unsafelyUnwrapped[position] = Span(count: child.count, weight: child.weight)
  }

  /// Inserts the span of `child` at `position`, before the child joins ``children``.
  final func insertSpan(of child: CountedTreeNode, at position: Int) {
    let spans = spans.unsafelyUnwrapped
    var index = children.count
    while index > position {
      spans[index] = spans[index - 1]
      index -= 1
    }
    spans[position] = Span(count: child.count, weight: child.weight)
  }

  /// Removes the span at `position`, before its child leaves ``children``.
  final func removeSpan(at position: Int) {
    let spans = spans.unsafelyUnwrapped
    for index in position..<(children.count - 1) { spans[index] = spans[index + 1] }
  }

  /// Copies the spans of `node` in `range` after the spans of this node's children, before the
  /// children of that range join ``children``.
  final func copySpans(from node: CountedTreeNode, range: Range<Int>) {
    let spans = spans.unsafelyUnwrapped
    let source = node.spans.unsafelyUnwrapped
    let start = children.count
    for index in range { spans[start + index - range.lowerBound] = source[index] }
  }

  /// The position of the child holding the element at `index` of this inner node.
  ///
  /// `index` is made relative to that child.
  // The descents below read the children in place, through a buffer pointer, and hand the child
  // back unretained: the tree holds every node it walks, and retaining and releasing each node
  // (and the array of children) on the way was most of a descent's instructions.

  /// The leaf under `node` holding its element at `index`; `index` is made relative to the leaf.
  @inlinable
  static func leaf(
    under node: Unmanaged<CountedTreeNode>, containing index: inout Int
  ) -> Unmanaged<CountedTreeNode> {
    var node = node
    var weight = 0
    while !node._withUnsafeGuaranteedRef({ $0.isLeaf }) {
      node = node._withUnsafeGuaranteedRef { $0.child(containing: &index, weightBefore: &weight) }
    }
    return node
  }

  /// The child of this inner node holding the element at `index`; `index` is made relative to
  /// it, and the weight of the children before it is added to `weightBefore`.
  @inlinable
  final func child(
    containing index: inout Int, weightBefore: inout Int
  ) -> Unmanaged<CountedTreeNode> {
    child(reaching: &index, by: { $0.count }, adding: { $0.weight }, to: &weightBefore)
  }

  /// The child of this inner node in whose span of weight `remaining` lies; `remaining` is made
  /// relative to it, and the count of the children before it is added to `countBefore`.
  @inlinable
  final func child(
    atWeight remaining: inout Int, countBefore: inout Int
  ) -> Unmanaged<CountedTreeNode> {
    child(reaching: &remaining, by: { $0.weight }, adding: { $0.count }, to: &countBefore)
  }

  /// The child in whose span `target` lies, measuring spans `by` one quantity; `target` is made
  /// relative to it, and the other quantity (`adding`) of the children before it is added to
  /// `total`.
  @inlinable @inline(__always)
  final func child(
    reaching target: inout Int, by measure: (Span) -> Int, adding other: (Span) -> Int,
    to total: inout Int
  ) -> Unmanaged<CountedTreeNode> {
    let spans = spans.unsafelyUnwrapped
    var position = 0
    while target >= measure(spans[position]) {
      target &-= measure(spans[position])
      total &+= other(spans[position])
      position &+= 1
    }
    return children.withUnsafeBufferPointer { Unmanaged.passUnretained($0[position]) }
  }

  /// The child of this inner node where an element inserted at `index` goes (the earlier one at
  /// a boundary), whose span grows by the element; `index` is made relative to it.
  @inlinable
  final func child(
    forInsertionAt index: inout Int, weight: Int, weightBefore: inout Int
  ) -> Unmanaged<CountedTreeNode> {
    children.withUnsafeBufferPointer { children in
      let spans = spans.unsafelyUnwrapped
      var position = 0
      while position < children.count - 1, index > spans[position].count {
        index &-= spans[position].count
        weightBefore &+= spans[position].weight
        position &+= 1
      }
      spans[position].count += 1
      spans[position].weight += weight
      return Unmanaged.passUnretained(children[position])
    }
  }

  /// Appends `child` to the children of this inner node.
  final func appendChild(_ child: CountedTreeNode) {
    child.parent = self
    child.indexInParent = children.count
    insertSpan(of: child, at: children.count)
    children.append(child)
  }

  /// Sets ``indexInParent`` of the children from `start` on, after the children changed there.
  final func renumberChildren(from start: Int) {
    for position in start..<children.count { children[position].indexInParent = position }
  }

  /// The number of elements under the children of this inner node before `child`.
  @inlinable
  final func count(before child: Unmanaged<CountedTreeNode>) -> Int {
    let end = child._withUnsafeGuaranteedRef { $0.indexInParent }
    let spans = spans.unsafelyUnwrapped
    var total = 0
    for position in 0..<end { total &+= spans[position].count }
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
        let spans = parent.spans.unsafelyUnwrapped
        spans[position].count += count
        spans[position].weight += weight
      }
      node = parent
    }
  }
}
