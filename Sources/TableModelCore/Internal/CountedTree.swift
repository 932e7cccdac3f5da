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
/// type. Each node keeps its contents — its children and their counts, or its elements — in its
/// own allocation, after its shape: a walk waits for memory once per level, not twice.
///
/// The operations a model's edits make are `@inlinable`, as are the models' edits themselves
/// (``SectionedTableModel``, ``ArrayTableModel``): the app's compiler specializes them for its
/// item type, without type metadata lookups, instead of running the library's generic code.
@usableFromInline
final class CountedTree<Element> {
  @inlinable static var maxLeaf: Int { 64 }
  /// The room of every leaf of a tree of more than one leaf: the most elements a leaf
  /// holds between an insertion (of up to two elements) and the split that follows it.
  @inlinable static var leafCapacity: Int { maxLeaf + 2 }
  @inlinable static var maxChildren: Int { 32 }

  @usableFromInline @exclusivity(unchecked) private(set) var root = Node.makeLeaf(capacity: 0)
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
    elements.withUnsafeBufferPointer { elements in
      for start in stride(from: 0, to: elements.count, by: fill) {
        let run = UnsafeBufferPointer(rebasing: elements[start..<min(start + fill, elements.count)])
        // The leaves of a tree that needs more than one have room for the insertions to come
        // (an edit of a built model never moves a leaf); a tree of one leaf grows it as needed.
        let leaf = Node.makeLeaf(capacity: elements.count > fill ? Self.leafCapacity : run.count)
        leaf.elementBase.initialize(from: run.baseAddress.unsafelyUnwrapped, count: run.count)
        leaf.elementCount = run.count
        leaf.count = run.count
        if let weigh { leaf.weight = run.reduce(0) { $0 + weigh($1) } }
        leaves.append(leaf)
      }
    }
    if leaves.isEmpty { leaves.append(Node.makeLeaf(capacity: 0)) }
    var level = leaves
    var height = 0
    while level.count > 1 {
      var parents: [Node] = []
      height += 1
      for start in stride(from: 0, to: level.count, by: Self.maxChildren * 3 / 4) {
        let parent = Node.makeInner(height: height)
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
          let delta = weigh(newValue) - weigh(leaf.element(at: offset))
          if delta != 0 {
            leaf.addToPath(count: 0, weight: delta)
          }
        }
        leaf.replaceElement(at: offset, with: newValue)
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

  private func find(weight target: Int) -> (place: Place, into: Int) {
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

  /// The leaf in whose span of weight `target` lies, and `target` relative to it.
  private func leaf(atWeight target: Int) -> (leaf: Unmanaged<Node>, remaining: Int) {
    requireContract(
      target >= 0 && target < root.weight, "CountedTree weight \(target) out of range")
    var node = Unmanaged<CountedTreeNode>.passUnretained(root)
    var remaining = target
    var height = node._withUnsafeGuaranteedRef { $0.height }
    while height > 0 {
      node = node._withUnsafeGuaranteedRef { $0.child(atWeight: &remaining) }
      height &-= 1
    }
    return (Unmanaged.fromOpaque(node.toOpaque()), remaining)
  }

  @inline(__always)
  private func find(
    weight target: Int, weigh: (Element) -> Int
  ) -> (place: Place, into: Int) {
    var (leaf, remaining) = leaf(atWeight: target)
    // Elements of positive weight cover disjoint spans of the running weight, so the one whose
    // span holds `remaining` is found scanning from either end; the nearer one is taken.
    let found: (Int, Int)? = leaf._withUnsafeGuaranteedRef { leaf in
      leaf.withElements { buffer in
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
    return (Place(leaf: leaf, offset: offset), into)
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
        for position in 0..<node.childCount {
          node.child(at: position)._withUnsafeGuaranteedRef { visit($0) }
        }
      }
    }
    visit(root)
  }

  /// The elements, in order, a leaf at a time.
  @inlinable
  var elements: [Element] {
    var result: [Element] = []
    result.reserveCapacity(count)
    forEachLeaf { leaf in leaf.withElements { result.append(contentsOf: $0) } }
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
    let keepsWeights = weigh != nil
    let weight = weigh?(element) ?? 0
    var node = Unmanaged<CountedTreeNode>.passUnretained(root)
    var index = index
    var before = 0
    var height = node._withUnsafeGuaranteedRef { $0.height }
    let appending = index == root.count
    if appending {
      // An append: the last child at every level, without scanning the spans, and every
      // element before it.
      before = root.weight
      while height > 0 {
        node = node._withUnsafeGuaranteedRef { node in
          node.count += 1
          node.weight += weight
          return node.lastChild(growingBy: weight)
        }
        height &-= 1
      }
    } else {
      while height > 0 {
        height &-= 1
        node = node._withUnsafeGuaranteedRef { node in
          // The child first: it reads the node's count as the total of its children's.
          let child = node.child(
            forInsertionAt: &index, weight: weight, keepingWeights: keepsWeights,
            weightBefore: &before)
          node.count += 1
          node.weight += weight
          return child
        }
      }
    }
    // The leaf is borrowed, not retained: the tree holds it.
    let leaf = leafWithRoom(Unmanaged.fromOpaque(node.toOpaque()), for: 1, placing: placing)
    return leaf._withUnsafeGuaranteedRef { leaf in
      if appending {
        index = leaf.elementCount
      } else if let weigh {
        before += self.weight(of: leaf, before: index, weigh: weigh)
      }
      leaf.insertElements(element, at: index)
      leaf.count += 1
      leaf.weight += weight
      placing(element, leaf)
      if leaf.elementCount > Self.maxLeaf {
        // An append splits off only the new element: the leaf stays full, and one element moves
        // (and is placed again) instead of half the leaf — appends keep coming at the end.
        split(leaf, at: appending ? Self.maxLeaf : leaf.elementCount / 2, placing: placing)
      }
      return before
    }
  }

  @inlinable @discardableResult
  func remove(at index: Int) -> Element {
    let (leaf, offset) = leaf(containing: index)
    let (element, needsRebalancing) = leaf._withUnsafeGuaranteedRef { leaf in
      let element = leaf.removeElement(at: offset)
      let weight = weigh?(element) ?? 0
      leaf.addToPath(count: -1, weight: -weight)
      return (element, Self.needsRebalancing(leaf))
    }
    // Outside the borrow: rebalancing may free the leaf.
    if needsRebalancing { rebalance(leaf.takeUnretainedValue()) }
    return element
  }

  /// Whether a leaf that lost an element needs rebalancing: only one that fell below a quarter of
  /// its capacity, or the root, does.
  @inlinable
  static func needsRebalancing(_ leaf: Node) -> Bool {
    leaf.parentLink == nil || leaf.elementCount < maxLeaf / 4
  }

  func removeAll() {
    root = Node.makeLeaf(capacity: 0)
  }

  // MARK: Editing in place

  /// Where the next element appended would go: the end of the last leaf.
  var endPlace: Place {
    var node = Unmanaged<CountedTreeNode>.passUnretained(root)
    var height = node._withUnsafeGuaranteedRef { $0.height }
    while height > 0 {
      node = node._withUnsafeGuaranteedRef { $0.child(at: $0.childCount &- 1) }
      height &-= 1
    }
    let leaf = Unmanaged<Node>.fromOpaque(node.toOpaque())
    return Place(leaf: leaf, offset: leaf._withUnsafeGuaranteedRef { $0.elementCount })
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
      leaf.replaceElement(at: place.offset, with: element)
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
    let added = next == nil ? 1 : 2
    leafWithRoom(place.leaf, for: added) { element, leaf in onPlace?(element, leaf) }
      ._withUnsafeGuaranteedRef { leaf in
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
    let added = last == nil ? 1 : 2
    leafWithRoom(place.leaf, for: added) { element, leaf in onPlace?(element, leaf) }
      ._withUnsafeGuaranteedRef { leaf in
        let replacedDelta = weigh(element) - weigh(leaf.element(at: place.offset))
        leaf.replaceElement(at: place.offset, with: element)
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
    if leaf.elementCount > Self.maxLeaf {
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
    let (element, needsRebalancing) = place.leaf._withUnsafeGuaranteedRef { leaf in
      let element = leaf.removeElement(at: place.offset)
      leaf.addToPath(count: -1, weight: -weigh(element))
      return (element, Self.needsRebalancing(leaf))
    }
    // Outside the borrow: rebalancing may free the leaf.
    if needsRebalancing { rebalance(place.leaf.takeUnretainedValue()) }
    return element
  }

  // MARK: Structure

  /// A leaf with room for `added` more elements than `leaf` holds: `leaf` itself, or a larger
  /// leaf that took its place and its elements, calling `placing` for each of them.
  ///
  /// Only a tree of one leaf has a leaf with less room than ``leafCapacity``: it grows as its
  /// elements come, so that a small section does not hold room for a full leaf.
  @inlinable
  func leafWithRoom(
    _ leaf: Unmanaged<Node>, for added: Int, placing: (Element, Node) -> Void
  ) -> Unmanaged<Node> {
    let needed = leaf._withUnsafeGuaranteedRef { $0.elementCount + added }
    guard needed > leaf._withUnsafeGuaranteedRef({ $0.elementCapacity }) else { return leaf }
    // Outside a borrow: growing frees the leaf.
    return Unmanaged.passUnretained(
      grow(leaf.takeUnretainedValue(), toHold: needed, placing: placing))
  }

  /// Moves the elements of `leaf` to a new leaf with room for at least `needed`, which takes its
  /// place in the tree, calling `placing` for each of them; returns the new leaf.
  @usableFromInline
  func grow(_ leaf: Node, toHold needed: Int, placing: (Element, Node) -> Void) -> Node {
    let capacity = Swift.min(
      Swift.max(needed, leaf.elementCapacity * 2, 4), Swift.max(needed, Self.leafCapacity))
    let grown = Node.makeLeaf(capacity: capacity)
    grown.takeElements(of: leaf, from: 0)
    grown.count = leaf.count
    grown.weight = leaf.weight
    if let parent = leaf.parent {
      // Not reached by the tree's own edits (every leaf of a tree of more than one has full
      // room), but kept whole: the new leaf takes the old one's place among its siblings.
      let position = leaf.indexInParent
      let span = parent.span(at: position)
      parent.removeChild(at: position)
      parent.insertChild(grown, at: position)
      parent.setSpan(at: position, to: span)
    } else {
      root = grown
    }
    grown.forEachElement { placing($0, grown) }
    return grown
  }

  /// Splits a full leaf in two, calling `placing` for every element that moves to the new leaf.
  @inlinable
  func split(_ node: Node, placing: (Element, Node) -> Void) {
    split(node, at: node.elementCount / 2, placing: placing)
  }

  /// Splits a full leaf in two before the element at offset `half`, calling `placing` for every
  /// element that moves to the new leaf.
  @inlinable
  func split(_ node: Node, at half: Int, placing: (Element, Node) -> Void) {
    let right = Node.makeLeaf(capacity: Self.leafCapacity)
    right.takeElements(of: node, from: half)
    right.count = right.elementCount
    if let weigh {
      right.weight = right.withElements { $0.reduce(0) { $0 + weigh($1) } }
    }
    right.forEachElement { placing($0, right) }
    attach(right, after: node)
  }

  /// Splits a full inner node in two.
  private func splitInner(_ node: Node) {
    let right = Node.makeInner(height: node.height)
    right.takeChildren(of: node, from: node.childCount / 2)
    for position in 0..<right.childCount {
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
      parent.insertChild(right, at: position + 1)
      if parent.childCount > Self.maxChildren {
        splitInner(unsafeDowncast(parent, to: Node.self))
      }
    } else {
      let newRoot = Node.makeInner(height: node.height + 1)
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
    let size = node.isLeaf ? node.elementCount : node.childCount
    let capacity = node.isLeaf ? Self.maxLeaf : Self.maxChildren
    guard size < capacity / 4 else { return }
    let position = node.indexInParent
    if size == 0 {
      parent.removeChild(at: position)
    } else {
      let siblings = parent.childCount
      let neighbourPosition =
        position + 1 < siblings ? position + 1 : position > 0 ? position - 1 : nil
      guard let neighbourPosition else { return collapseRoot() }
      let neighbour = unsafeDowncast(
        parent.child(at: neighbourPosition).takeUnretainedValue(), to: Node.self)
      let neighbourSize = neighbour.isLeaf ? neighbour.elementCount : neighbour.childCount
      guard size + neighbourSize <= capacity else { return }
      let (left, right) = neighbourPosition > position ? (node, neighbour) : (neighbour, node)
      if left.isLeaf {
        if let onPlace { right.forEachElement { onPlace($0, left) } }
        left.takeElements(of: right, from: 0)
      } else {
        left.takeChildren(of: right, from: 0)
      }
      left.count += right.count
      left.weight += right.weight
      let leftPosition = left.indexInParent
      parent.setSpan(at: leftPosition, to: left)
      // The right node, emptied, goes with its place.
      parent.removeChild(at: leftPosition + 1)
    }
    rebalance(unsafeDowncast(parent, to: Node.self))
  }

  private func collapseRoot() {
    while !root.isLeaf && root.childCount == 1 {
      root = unsafeDowncast(root.child(at: 0).takeUnretainedValue(), to: Node.self)
      root.parent = nil
    }
    if !root.isLeaf && root.childCount == 0 {
      root = Node.makeLeaf(capacity: 0)
    }
  }
}
