extension CountedTree {
  /// A node: a leaf holding its elements after its shape, or an inner node holding children
  /// (always `Node`s; see ``CountedTreeNode``).
  ///
  /// A leaf's elements are read and moved through pointers into the object: in unspecialized
  /// generic code (a model of an app's item type), an array's subscript and iteration call its
  /// `read` coroutine, which allocates a frame for every element.
  @usableFromInline
  final class Node: CountedTreeNode {
    deinit {
      if isLeaf { elementBase.deinitialize(count: elementCount) }
    }

    /// A leaf with room for `capacity` elements.
    @inlinable
    static func makeLeaf(capacity: Int) -> Node {
      let stride = MemoryLayout<Element>.stride
      let word = MemoryLayout<UInt>.stride
      let padding = Swift.max(MemoryLayout<Element>.alignment - MemoryLayout<UInt>.alignment, 0)
      let words = (capacity * stride + padding + word - 1) / word
      let leaf = unsafeDowncast(
        create(minimumCapacity: words) { _ in
          CountedTreeNodeShape(height: 0, capacity: capacity)
        }, to: Node.self)
      leaf.bindElements(capacity: capacity)
      return leaf
    }

    /// An inner node without children, `height` levels above the leaves (at least 1).
    @inlinable
    static func makeInner(height: Int) -> Node {
      let node = unsafeDowncast(
        create(minimumCapacity: innerWords) { _ in
          CountedTreeNodeShape(height: height, capacity: spanCapacity)
        }, to: Node.self)
      node.bindChildren()
      return node
    }

    // MARK: Elements

    /// The number of elements of this leaf.
    @inlinable var elementCount: Int {
      get { shape.pointee.size }
      set { shape.pointee.size = newValue }
    }

    /// The number of elements this leaf has room for.
    @inlinable var elementCapacity: Int { shape.pointee.capacity }

    /// The first element of this leaf, in the object, after the shape (and after padding for an
    /// element type aligned more strictly than a word).
    @inlinable var elementBase: UnsafeMutablePointer<Element> {
      elementStart.assumingMemoryBound(to: Element.self)
    }

    /// Where the elements of this leaf start: its contents, aligned for an element.
    @inlinable var elementStart: UnsafeMutableRawPointer {
      let contents = self.contents
      let alignment = MemoryLayout<Element>.alignment
      guard alignment > MemoryLayout<UInt>.alignment else { return contents }
      let address = (Int(bitPattern: contents) + alignment - 1) & ~(alignment - 1)
      return UnsafeMutableRawPointer(bitPattern: address).unsafelyUnwrapped
    }

    /// Binds the contents of a new leaf to `capacity` elements.
    @inlinable
    func bindElements(capacity: Int) {
      elementStart.bindMemory(to: Element.self, capacity: capacity)
    }

    /// The elements of this leaf, in order.
    @inlinable var elements: [Element] {
      withElements { Array($0) }
    }

    /// Calls `body` with the elements of this leaf.
    @inlinable
    func withElements<Result>(_ body: (UnsafeBufferPointer<Element>) -> Result) -> Result {
      body(UnsafeBufferPointer(start: elementBase, count: elementCount))
    }

    /// The element at `offset` of this leaf.
    @inlinable
    func element(at offset: Int) -> Element {
      elementBase[offset]
    }

    /// Replaces the element at `offset` of this leaf.
    @inlinable
    func replaceElement(at offset: Int, with element: Element) {
      elementBase[offset] = element
    }

    /// Inserts `element`, and `next` after it when given, at `offset` of this leaf, moving the
    /// elements after them once.
    ///
    /// The leaf has room for them (``CountedTree/leafWithRoom(_:for:placing:)``).
    @inlinable @inline(__always)
    func insertElements(_ element: Element, then next: Element? = nil, at offset: Int) {
      let end = elementCount
      let added = next == nil ? 1 : 2
      let base = elementBase
      (base + offset + added).moveInitialize(from: base + offset, count: end - offset)
      (base + offset).initialize(to: element)
      if let next { (base + offset + 1).initialize(to: next) }
      elementCount = end + added
    }

    /// Removes and returns the element at `offset` of this leaf.
    @inlinable
    func removeElement(at offset: Int) -> Element {
      let base = elementBase
      let end = elementCount
      let element = (base + offset).move()
      (base + offset).moveInitialize(from: base + offset + 1, count: end - offset - 1)
      elementCount = end - 1
      return element
    }

    /// Moves the elements of `leaf` from `start` to its end after the elements of this leaf,
    /// which has room for them.
    @inlinable
    func takeElements(of leaf: Node, from start: Int) {
      let moved = leaf.elementCount - start
      (elementBase + elementCount).moveInitialize(from: leaf.elementBase + start, count: moved)
      leaf.elementCount = start
      elementCount += moved
    }

    /// Calls `body` with each element of this leaf, in order.
    @inlinable
    func forEachElement(_ body: (Element) -> Void) {
      let base = elementBase
      for offset in 0..<elementCount { body(base[offset]) }
    }

    /// The total weight of the elements of this leaf before `end`, summed from whichever end of
    /// the leaf is nearer.
    func weight(before end: Int, weigh: (Element) -> Int) -> Int {
      let base = elementBase
      let count = elementCount
      var total = 0
      if end <= count / 2 {
        for offset in 0..<end { total += weigh(base[offset]) }
        return total
      }
      total = weight
      for offset in end..<count { total -= weigh(base[offset]) }
      return total
    }

    /// The offset of the first element of this leaf that satisfies `predicate`.
    @inlinable
    func firstOffset(where predicate: (Element) -> Bool) -> Int? {
      let base = elementBase
      for offset in 0..<elementCount where predicate(base[offset]) { return offset }
      return nil
    }
  }
}
