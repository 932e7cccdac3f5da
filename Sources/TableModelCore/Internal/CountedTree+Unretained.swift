import TableModelDiff

/// Reads and edits of a tree passed unretained (its owner holds it), for the models: their code
/// is isolated to the main actor, where a closure that borrows a reference
/// (`_withUnsafeGuaranteedRef`) checks the executor whenever it runs; borrowed here, in
/// nonisolated code, a model's edit costs neither that check nor the reference counting of the
/// tree and the leaf it edits.
extension CountedTree {
  /// The tree at `rowPath.section` of `trees` (trees of this type), when `rowPath` is one of
  /// its positions — or, with `allowingEnd`, one past its end.
  @inlinable
  static func tree(
    in trees: [AnyObject], at rowPath: RowPath, allowingEnd: Bool
  ) -> Unmanaged<CountedTree>? {
    guard let tree = tree(at: rowPath.section, in: trees) else { return nil }
    let count = tree._withUnsafeGuaranteedRef { $0.count }
    guard rowPath.row >= 0, rowPath.row < count || (allowingEnd && rowPath.row == count) else {
      return nil
    }
    return tree
  }

  /// The tree at `index` of `trees` (trees of this type), or `nil` when there is none.
  @inlinable
  static func tree(at index: Int, in trees: [AnyObject]) -> Unmanaged<CountedTree>? {
    trees.withUnsafeBufferPointer { trees in
      guard index >= 0, index < trees.count else { return nil }
      return Unmanaged.fromOpaque(Unmanaged.passUnretained(trees[index]).toOpaque())
    }
  }

  /// The number of elements of the tree at `index` of `trees` (trees of this type), or `nil`
  /// when there is none.
  @inlinable
  static func count(ofTreeAt index: Int, in trees: [AnyObject]) -> Int? {
    tree(at: index, in: trees)?._withUnsafeGuaranteedRef { $0.count }
  }

  /// The position of the element at `offset` of `leaf`: the index, in `trees` (trees of this
  /// type), of the tree that holds the leaf, and the element's index in that tree; `nil` when
  /// none of them holds it.
  @inlinable
  static func position(
    ofOffset offset: Int, in leaf: Unmanaged<Node>, among trees: [AnyObject]
  ) -> (tree: Int, index: Int)? {
    leaf._withUnsafeGuaranteedRef { leaf in
      let root = leaf.root.toOpaque()
      return trees.withUnsafeBufferPointer { trees in
        for position in trees.indices {
          let index = Unmanaged<CountedTree>.fromOpaque(
            Unmanaged.passUnretained(trees[position]).toOpaque()
          )._withUnsafeGuaranteedRef { tree -> Int? in
            guard Unmanaged.passUnretained(tree.root).toOpaque() == root else { return nil }
            return tree.index(ofOffset: offset, in: leaf)
          }
          if let index { return (position, index) }
        }
        return nil
      }
    }
  }

  /// The offset of the first element of a leaf that satisfies `predicate`.
  @inlinable
  static func firstOffset(in leaf: Unmanaged<Node>, where predicate: (Element) -> Bool) -> Int? {
    leaf._withUnsafeGuaranteedRef { $0.firstOffset(where: predicate) }
  }

  /// The number of elements of a leaf.
  @inlinable
  static func count(ofLeaf leaf: Unmanaged<Node>) -> Int {
    leaf._withUnsafeGuaranteedRef { $0.elementCount }
  }

  /// Replaces the element at `offset` of a leaf of a tree that keeps no weights.
  @inlinable
  static func replaceElement(at offset: Int, in leaf: Unmanaged<Node>, with element: Element) {
    leaf._withUnsafeGuaranteedRef { $0.replaceElement(at: offset, with: element) }
  }

  /// The leaf of a tree holding its element at `index`, and the element's offset there.
  @inlinable
  static func leaf(containing index: Int, in tree: Unmanaged<CountedTree>) -> (Unmanaged<Node>, Int)
  {
    tree._withUnsafeGuaranteedRef { $0.leaf(containing: index) }
  }

  /// The element at `offset` of a leaf.
  @inlinable
  static func element(at offset: Int, in leaf: Unmanaged<Node>) -> Element {
    leaf._withUnsafeGuaranteedRef { $0.element(at: offset) }
  }

  /// The element at `index` of a tree.
  @inlinable
  static func element(at index: Int, of tree: Unmanaged<CountedTree>) -> Element {
    tree._withUnsafeGuaranteedRef { $0[index] }
  }

  /// Removes and returns the element at `index` of a tree.
  @inlinable
  static func remove(at index: Int, from tree: Unmanaged<CountedTree>) -> Element {
    tree._withUnsafeGuaranteedRef { $0.remove(at: index) }
  }
}
