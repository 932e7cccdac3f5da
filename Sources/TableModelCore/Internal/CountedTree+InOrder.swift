extension CountedTree {
  /// A walk of this tree for reading elements at ascending indexes with
  /// ``element(at:walking:)``.
  var inOrderWalk: CountedTreeNode.InOrderWalk { CountedTreeNode.InOrderWalk(root: root) }

  /// The element at `index`, found from where `walk` read last: after the element read last, a
  /// climb only as far as `index` needs and a descent; before it, a descent from the root.
  ///
  /// - Precondition: `index` is an index of the tree, and the tree did not change since `walk`
  ///   was made.
  func element(at index: Int, walking walk: inout CountedTreeNode.InOrderWalk) -> Element {
    requireContract(index >= 0 && index < count, "CountedTree index \(index) out of range")
    let (leaf, offset) = walk.leaf(containing: index)
    return leaf._withUnsafeGuaranteedRef { unsafeDowncast($0, to: Node.self).element(at: offset) }
  }
}

extension CountedTreeNode {
  /// Where a walk of a tree that reads elements at ascending indexes is: the leaf it read last.
  ///
  /// From that leaf, the walk climbs only as far as the next index needs — a leaf's neighbour is
  /// usually one level up — and descends again, instead of descending from the root for every
  /// element: reading *k* ascending indexes visits each node between them at most twice, not
  /// *k* paths from the root. An index before the last one read is found from the root.
  ///
  /// It is not generic, so that unspecialized code — a layer reading an app's model — keeps it
  /// without type metadata lookups. It holds the nodes unretained: the tree must not change
  /// while it is in use.
  struct InOrderWalk {
    private let root: Unmanaged<CountedTreeNode>
    /// The leaf read last; `nil` before the first read.
    private var leaf: Unmanaged<CountedTreeNode>?
    /// The index of the first element of ``leaf``.
    private var leafStart = 0
    /// The number of elements of ``leaf``.
    private var leafCount = 0

    init(root: CountedTreeNode) {
      self.root = Unmanaged.passUnretained(root)
    }

    /// The leaf holding the element at `index`, an index of the tree, and the element's offset
    /// there.
    mutating func leaf(containing index: Int) -> (leaf: Unmanaged<CountedTreeNode>, offset: Int) {
      var offset = index &- leafStart
      if let current = leaf, offset >= 0 {
        if offset >= leafCount {
          offset = seek(from: current, beyondEnd: offset &- leafCount)
          leafStart = index &- offset
        }
      } else {
        offset = descend(from: root, to: index)
        leafStart = index &- offset
      }
      return (leaf.unsafelyUnwrapped, offset)
    }

    /// Climbs from `node` to the first ancestor with a later child holding the element `beyond`
    /// elements past the end of `node`, descends from that child to the element's leaf, and
    /// returns the element's offset there.
    private mutating func seek(
      from node: Unmanaged<CountedTreeNode>, beyondEnd beyond: Int
    ) -> Int {
      var node = node
      var beyond = beyond
      while true {
        // The index is the tree's: the root holds it, so a node without a later child holding it
        // has a parent.
        let parent = node._withUnsafeGuaranteedRef { $0.parentLink }.unsafelyUnwrapped
        let position = node._withUnsafeGuaranteedRef { $0.indexInParent }
        let next: Unmanaged<CountedTreeNode>? = parent._withUnsafeGuaranteedRef { parent in
          let counts = parent.childCounts
          var later = position &+ 1
          while later < parent.childCount {
            let count = counts[later]
            if beyond < count { return parent.child(at: later) }
            beyond &-= count
            later &+= 1
          }
          return nil
        }
        if let next { return descend(from: next, to: beyond) }
        // `beyond` is now past the end of the parent.
        node = parent
      }
    }

    /// Descends from `node` to the leaf holding its element at `index`, makes it ``leaf``, and
    /// returns the element's offset there.
    private mutating func descend(from node: Unmanaged<CountedTreeNode>, to index: Int) -> Int {
      var index = index
      let node = CountedTreeNode.leaf(under: node, containing: &index)
      leaf = node
      leafCount = node._withUnsafeGuaranteedRef { $0.count }
      return index
    }
  }
}
