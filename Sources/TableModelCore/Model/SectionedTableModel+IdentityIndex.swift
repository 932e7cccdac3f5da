extension SectionedTableModel {
  /// Enters every row of a model made by `init(unindexedSections:contractName:initializer:)` in
  /// the identity index; stops when an item identity repeats.
  @inlinable
  func indexRows(initializer: String) {
    // Called from the public initializers, which are inlinable: the loops formed here are the
    // app's code, specialized for its item type.
    wholesaleLoops = WholesaleLoops()
    var rowCount = 0
    for section in storage {
      rowCount += section.rows.count
      index(section.rows)
    }
    // The index enters a repeated identity once: it then holds fewer identities than rows.
    if leafOfID.count != rowCount { rowIdentitiesRepeat(initializer) }
    // A NaN identity is entered as new every time: no count shows it, and no lookup finds it.
    // (For an identity type whose `==` cannot fail, such as `Int`, the compiler drops the pass.)
    for (index, section) in storage.enumerated() {
      if section.model.id != section.model.id {
        identityIsNotEqualToItself(
          "section ID \(section.model.id), at index \(index),", initializer)
      }
      section.rows.forEachLeaf { leaf in
        leaf.forEachElement { item in
          if item.id != item.id { identityIsNotEqualToItself("ID \(item.id)", initializer) }
        }
      }
    }
  }

  /// The storage of a section, its rows entered in the identity index a leaf at a time unless
  /// `indexing` is `false`.
  ///
  /// A row whose identity the index already holds is not entered: the callers rule repeats out
  /// beforehand, or — `init` — tell them by the index's count.
  @inlinable
  func makeStorage(
    _ section: TableSection<SectionModel, Item>, indexing: Bool = true
  ) -> SectionStorage {
    let rows = CountedTree(section.items)
    rows.onPlace = { [leafOfID] item, leaf in leafOfID.set(leaf, for: item.id) }
    if indexing { index(rows) }
    return SectionStorage(model: section.model, rows: rows)
  }

  /// Enters the rows of a section's tree in the identity index, a leaf at a time; a row whose
  /// identity the index already holds is not entered.
  @inlinable
  func index(_ rows: CountedTree<Item>) {
    rows.forEachLeaf { leaf in
      leaf.withElements { items in
        _ = leafOfID.insertNew(keysOf: items, key: { $0.id }, leaf: leaf)
      }
    }
  }

  /// The leaf that holds the item with an identity, unretained, and the item's offset in it.
  @inlinable
  func place(of id: Item.ID) -> (leaf: Unmanaged<CountedTree<Item>.Node>, offset: Int)? {
    guard let leaf = leafOfID.leafReference(for: id),
      let offset = CountedTree.firstOffset(in: leaf, where: { $0.id == id })
    else { return nil }
    return (leaf, offset)
  }

  /// Notes where the row just read by position is, in its leaf and in the model (see
  /// `lastReadLeaf`).
  @inlinable
  func noteRead(_ leaf: Unmanaged<CountedTree<Item>.Node>, _ offset: Int, at rowPath: RowPath) {
    lastReadLeaf = leaf
    lastReadOffset = offset
    lastReadRowPath = rowPath
    lastReadRevision = revision
  }

  /// The place of the row last read by position, and its position, when it has the identity
  /// and no mutation happened since the read.
  @inlinable
  func lastReadPlace(
    of id: Item.ID
  ) -> (leaf: Unmanaged<CountedTree<Item>.Node>, offset: Int, rowPath: RowPath)? {
    guard lastReadRevision == revision, let leaf = lastReadLeaf,
      lastReadOffset < CountedTree.count(ofLeaf: leaf),
      CountedTree.element(at: lastReadOffset, in: leaf).id == id
    else { return nil }
    return (leaf, lastReadOffset, lastReadRowPath)
  }

  /// The position of the item at an offset of a leaf of one of the sections' trees.
  ///
  /// The sections are searched in nonisolated code, without a closure formed here: a closure
  /// formed here is isolated to the main actor, and calling it from a nonisolated search checks
  /// the executor (`swift_task_isCurrentExecutor`) at every call.
  @inlinable
  func rowPath(ofOffset offset: Int, in leaf: Unmanaged<CountedTree<Item>.Node>) -> RowPath? {
    guard let position = CountedTree.position(ofOffset: offset, in: leaf, among: rowTrees) else {
      return nil
    }
    return RowPath(row: position.index, section: position.tree)
  }
}
