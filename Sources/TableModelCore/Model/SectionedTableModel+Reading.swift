extension SectionedTableModel {

  /// The number of sections.
  public var numberOfSections: Int { storage.count }

  /// The number of rows in a section.
  ///
  /// - Parameter section: A section index.
  /// - Returns: The number of rows.
  /// - Precondition: The section exists; otherwise the program stops with a message naming the
  ///   call, the section and the shape.
  @inlinable
  public func numberOfRows(inSection section: Int) -> Int {
    guard let count = CountedTree<Item>.count(ofTreeAt: section, in: rowTrees) else {
      checkSection(section, "numberOfRows(inSection:)")
      return 0
    }
    return count
  }

  /// The item at a position.
  ///
  /// - Parameter rowPath: A position in the model.
  /// - Returns: The item.
  /// - Precondition: The position exists; otherwise the program stops with a message naming the
  ///   call, the position and the shape.
  /// - Complexity: O(log *n*).
  @inlinable
  public func item(at rowPath: RowPath) -> Item {
    CountedTree.element(at: rowPath.row, of: rows(at: rowPath, "item(at:)"))
  }

  /// Calls `body` with the item at each position of a list, in the list's order, reading the
  /// ascending positions of a section in one walk of its tree.
  ///
  /// - Parameters:
  ///   - rowPaths: Positions, fastest in ascending order; a position may repeat.
  ///   - body: Called with the item at each position, in the order of `rowPaths`. Should it
  ///     change the model, the positions after are read in the changed model.
  /// - Precondition: Every position exists when it is read; otherwise the program stops with a
  ///   message naming the call, the position and the shape.
  /// - Complexity: For *k* ascending positions among *n* rows, O(*k*) when they are close
  ///   together and O(*k* log(*n*/*k*)) at worst.
  @inlinable
  public func forEachItem(at rowPaths: [RowPath], _ body: @MainActor (Item) -> Void) {
    // Inlined, so that the app's compiler copies each row out of its leaf as its own type; the
    // leaves are found by plain, non-generic code (`AscendingLeafWalk`).
    var walk: AscendingLeafWalk?
    var rowCount = 0
    // No section read yet: a first position in any section, even -1, is checked.
    var section: Int?
    var readRevision = revision
    for rowPath in rowPaths {
      if rowPath.section != section || readRevision != revision {
        // A walk reads one section's tree, and only while it does not change.
        let rows = self.rows(at: rowPath, "forEachItem(at:_:)").takeUnretainedValue()
        walk = AscendingLeafWalk(root: rows.root)
        rowCount = rows.count
        section = rowPath.section
        readRevision = revision
      } else if rowPath.row < 0 || rowPath.row >= rowCount {
        rowDoesNotExist(rowPath, "forEachItem(at:_:)", allowingEnd: false)
      }
      let (leaf, offset) = walk!.leaf(containing: rowPath.row)
      body(CountedTree<Item>.element(at: offset, in: Unmanaged.fromOpaque(leaf.toOpaque())))
    }
  }

  /// The model of a section.
  ///
  /// - Parameter section: A section index.
  /// - Returns: The section's model.
  /// - Precondition: The section exists; otherwise the program stops with a message naming the
  ///   call, the section and the shape.
  public func sectionModel(at section: Int) -> SectionModel {
    checkSection(section, "sectionModel(at:)")
    return storage[section].model
  }

  /// The items of a section, in order.
  ///
  /// - Parameter section: A section index.
  /// - Returns: The items.
  /// - Precondition: The section exists; otherwise the program stops with a message naming the
  ///   call, the section and the shape.
  /// - Complexity: O(*m*) for the section's *m* items.
  public func items(inSection section: Int) -> [Item] {
    checkSection(section, "items(inSection:)")
    return storage[section].rows.elements
  }

  /// The position of the item with an identity, or `nil` when the model holds none.
  ///
  /// - Parameter id: The identity.
  /// - Returns: The item's position.
  /// - Complexity: O(log *n* + *s*) for *s* sections.
  public func rowPath(id: Item.ID) -> RowPath? {
    guard let (leaf, offset) = place(of: id) else { return nil }
    return rowPath(ofOffset: offset, in: leaf)
  }

  /// The item with an identity, or `nil` when the model holds none.
  ///
  /// - Parameter id: The identity.
  /// - Returns: The item.
  /// - Complexity: O(1).
  @inlinable
  public subscript(id id: Item.ID) -> Item? {
    guard let (leaf, offset) = place(of: id) else { return nil }
    return CountedTree.element(at: offset, in: leaf)
  }

  /// Whether the model holds an item with an identity.
  ///
  /// - Parameter id: The identity.
  /// - Returns: Whether it does.
  @inlinable
  public func contains(id: Item.ID) -> Bool { leafOfID.contains(id) }

  /// The index of the section with an identity, or `nil`.
  ///
  /// - Parameter id: The section model's identity.
  /// - Returns: The section's index.
  /// - Complexity: O(*s*) for *s* sections.
  public func sectionIndex(id: SectionModel.ID) -> Int? {
    storage.firstIndex { $0.model.id == id }
  }

  /// The rows of the section of a position, after a check that the position exists (or, with
  /// `allowingEnd`, is one past the section's end) that names the operation when it does not.
  ///
  /// The rows are handed out unretained (the model owns them; see `CountedTree+Unretained`),
  /// valid until the sections change.
  @inlinable
  func rows(
    at rowPath: RowPath, _ operation: String, allowingEnd: Bool = false
  ) -> Unmanaged<CountedTree<Item>> {
    guard let rows = CountedTree<Item>.tree(in: rowTrees, at: rowPath, allowingEnd: allowingEnd)
    else { rowDoesNotExist(rowPath, operation, allowingEnd: allowingEnd) }
    return rows
  }
}
