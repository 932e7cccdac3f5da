/// A walk of a tree of rows for reading them at ascending indexes, usable from `@inlinable`
/// code: ``SectionedTableModel/forEachItem(at:_:)``, specialized by the app's compiler for its
/// item type, finds each row's leaf here (plain code, whatever the rows are) and copies the row
/// out of the leaf itself, without the library's generic code and its type metadata.
///
/// It wraps `CountedTreeNode.InOrderWalk` (see there): it holds the nodes unretained, so the
/// tree must not change while it is in use.
@usableFromInline
struct AscendingLeafWalk {
  private var walk: CountedTreeNode.InOrderWalk

  /// A walk of the tree whose root is `root`.
  @usableFromInline
  init(root: CountedTreeNode) {
    walk = CountedTreeNode.InOrderWalk(root: root)
  }

  /// The leaf holding the element at `index`, an index of the tree, and the element's offset
  /// there.
  @usableFromInline
  mutating func leaf(containing index: Int) -> (leaf: Unmanaged<CountedTreeNode>, offset: Int) {
    walk.leaf(containing: index)
  }
}
