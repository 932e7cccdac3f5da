extension SectionedTableModel {
  /// Appends an item to a section.
  ///
  /// - Parameters:
  ///   - item: The item.
  ///   - section: The section's index.
  /// - Precondition: The section exists and the model holds no item with the item's identity.
  /// - Complexity: O(log *n*).
  @inlinable
  public func append(_ item: Item, toSection section: Int) {
    append(item, toSection: section, "append(_:toSection:)")
  }

  /// Appends items to a section, as one change.
  ///
  /// - Parameters:
  ///   - items: The items.
  ///   - section: The section's index.
  /// - Precondition: The section exists, and every identity is equal to itself (no NaN), new to
  ///   the model and not repeated among `items`. Otherwise the program stops, before any item is
  ///   added, with a message naming the call and the offending item's index in `items`.
  public func append(contentsOf items: [Item], toSection section: Int) {
    append(contentsOf: items, toSection: section, "append(contentsOf:toSection:)")
  }

  /// Inserts an item at a position.
  ///
  /// - Parameters:
  ///   - item: The item.
  ///   - rowPath: Its position after the insertion; the row may be one past the section's end.
  /// - Precondition: The position exists and the model holds no item with the item's identity.
  /// - Precondition: Every identity must be equal to itself; one that is not (a NaN), which no
  ///   lookup could find, stops the program with a message naming the call and the identity.
  /// - Complexity: O(log *n*).
  @inlinable
  public func insert(_ item: Item, at rowPath: RowPath) {
    if joinsTransactionNow { return insertNow(item, at: rowPath) }
    if mutateNow({ insertNow(item, at: rowPath) }) { return }
    mutate { [self] in insertNow(item, at: rowPath) }
  }

  /// Removes the item at a position.
  ///
  /// - Parameter rowPath: The item's position.
  /// - Precondition: The position exists.
  /// - Complexity: O(log *n*).
  @inlinable
  public func remove(at rowPath: RowPath) { remove(at: rowPath, "remove(at:)") }

  /// Removes the item with an identity; does nothing when the model holds none.
  ///
  /// - Parameter id: The item's identity.
  /// - Complexity: O(log *n*).
  public func remove(id: Item.ID) {
    mutate(
      skippingWhen: { [self] in !contains(id: id) },
      { [self] in
        if let rowPath = rowPath(id: id) { removeNow(at: rowPath) }
      })
  }

  /// Moves an item to another position, in the same section or another.
  ///
  /// A move to the item's own position changes nothing, and observers hear nothing.
  ///
  /// - Parameters:
  ///   - source: The item's position.
  ///   - destination: Its position after the move.
  /// - Precondition: Both positions exist (the destination as a position after removing the item:
  ///   in the source's section, a row in `0..<count`; in another section, a row in `0...count`).
  ///   Otherwise the program stops, before anything changes, with a message naming the call, the
  ///   position, the shape as the caller saw it and the destination's valid rows.
  /// - Complexity: O(log *n*).
  @inlinable
  public func move(from source: RowPath, to destination: RowPath) {
    move(from: source, to: destination, "move(from:to:)")
  }

  /// Moves the item with an identity to a position; does nothing when the model holds none.
  ///
  /// - Parameters:
  ///   - id: The item's identity.
  ///   - destination: Its position after the move.
  /// - Precondition: When the model holds the item, the destination exists as
  ///   ``move(from:to:)`` says; otherwise the program stops, before anything changes, with a
  ///   message naming this call, the destination and the shape.
  public func move(id: Item.ID, to destination: RowPath) {
    mutate(
      skippingWhen: { [self] in rowPath(id: id) == destination || !contains(id: id) },
      {
        [self] in
        if let source = rowPath(id: id) { moveNow(from: source, to: destination, "move(id:to:)") }
      })
  }

  /// Replaces an item by a new version with the same identity, wherever it is; does nothing when
  /// the model holds no item with that identity.
  ///
  /// The table reconfigures the row's cell when the content differs.
  ///
  /// - Parameter item: The new version.
  /// - Complexity: O(log *n*).
  @inlinable
  public func update(_ item: Item) {
    if joinsTransactionNow { return updateNow(item) }
    if mutateNow(
      skippingWhen: { self[id: item.id]?.isContentEqual(to: item) ?? true }, { updateNow(item) })
    {
      return
    }
    mutate(
      skippingWhen: { [self] in self[id: item.id]?.isContentEqual(to: item) ?? true },
      { [self] in updateNow(item) })
  }

  /// Replaces the item at a position by a new version with the same identity.
  ///
  /// - Parameters:
  ///   - rowPath: The item's position.
  ///   - item: The new version.
  /// - Precondition: The position exists and the new version has the same identity.
  public func update(at rowPath: RowPath, with item: Item) {
    if joinsTransactionNow { return updateNow(item, at: rowPath) }
    if mutateNow({ updateNow(item, at: rowPath) }) { return }
    mutate { [self] in updateNow(item, at: rowPath) }
  }

  // MARK: Internal

  /// ``append(_:toSection:)``, whose traps name `operation`: the public call (an
  /// `ArrayTableModel`'s `append(_:)`).
  @inlinable
  func append(_ item: Item, toSection section: Int, _ operation: String) {
    if joinsTransactionNow { return appendNow(item, toSection: section, operation) }
    if mutateNow({ appendNow(item, toSection: section, operation) }) { return }
    mutate { [self] in appendNow(item, toSection: section, operation) }
  }

  /// ``remove(at:)``, whose traps name `operation`: the public call (a `RowEditingTableModel`'s
  /// `removeRow(at:)`).
  @inlinable @inline(__always)
  func remove(at rowPath: RowPath, _ operation: String) {
    if joinsTransactionNow { return removeNow(at: rowPath, operation) }
    if mutateNow({ removeNow(at: rowPath, operation) }) { return }
    mutate { [self] in removeNow(at: rowPath, operation) }
  }

  /// ``move(from:to:)``, whose traps name `operation`: the public call (a
  /// `RowEditingTableModel`'s `moveRow(from:to:)`).
  @inlinable @inline(__always)
  func move(from source: RowPath, to destination: RowPath, _ operation: String) {
    if joinsTransactionNow { return moveNow(from: source, to: destination, operation) }
    if mutateNow({ moveNow(from: source, to: destination, operation) }) { return }
    mutate { [self] in moveNow(from: source, to: destination, operation) }
  }

  /// ``append(contentsOf:toSection:)``, whose traps name `operation`: the public call (an
  /// `ArrayTableModel`'s `append(contentsOf:)`).
  func append(contentsOf items: [Item], toSection section: Int, _ operation: String) {
    mutate { [self] in
      checkSection(section, operation)
      // The whole batch first: a bad item midway must not leave the items before it added.
      checkNewItems(items, operation)
      for item in items {
        let rows = storage[section].rows
        insertCheckedNow(
          item, into: .passUnretained(rows), at: RowPath(row: rows.count, section: section))
      }
    }
  }

  @inlinable
  func appendNow(_ item: Item, toSection section: Int, _ operation: String) {
    checkSection(section, operation)
    insertNow(item, at: RowPath(row: storage[section].rows.count, section: section), operation)
  }

  @inlinable
  func moveNow(
    from source: RowPath, to destination: RowPath, _ operation: String = "move(from:to:)"
  ) {
    let sourceRows = rows(at: source, operation)
    checkMoveDestination(destination, from: source, operation)
    // A move to its own place changes nothing: no event (a table would run a batch that moves
    // nothing).
    guard source != destination else { return }
    revision &+= 1
    willMutate()
    let item = CountedTree.remove(at: source.row, from: sourceRows)
    let destinationRows = rows(at: destination, operation, allowingEnd: true)
    Self.insert(item, at: destination.row, into: destinationRows, indexedBy: leafOfID)
    recorder?.moveRow(from: source, to: destination)
  }

  /// Inserts an item into a section's rows, entering it, and every item a split moves, in the
  /// identity index: writes that the index makes later, several at once (see `LeafIndex`).
  ///
  /// Nonisolated, so that the closure that enters them is formed outside the main actor's code
  /// and captures the index as an argument: it costs no executor check and no retain.
  @inlinable
  nonisolated static func insert(
    _ item: Item, at row: Int, into rows: Unmanaged<CountedTree<Item>>,
    indexedBy index: LeafIndex<Item.ID, CountedTree<Item>.Node>
  ) {
    rows._withUnsafeGuaranteedRef { rows in
      _ = rows.insert(item, at: row) { item, leaf in index.setLater(leaf, for: item.id) }
    }
  }

  /// Stops, before the move changes anything, unless `destination` is a position after taking
  /// the item at `source` out.
  @inlinable
  func checkMoveDestination(
    _ destination: RowPath, from source: RowPath, _ operation: String = "move(from:to:)"
  ) {
    let trees = rowTrees
    if destination.section >= 0, destination.section < trees.count, destination.row >= 0 {
      let count = unsafeDowncast(trees[destination.section], to: CountedTree<Item>.self).count
      if destination.row < count
        || (destination.section != source.section && destination.row == count)
      {
        return
      }
    }
    moveDestinationDoesNotExist(destination, from: source, operation)
  }

  /// Stops because a move's destination is out of range, with a message naming the shape as the
  /// caller saw it (before the item is taken out) and the destination's valid rows.
  @usableFromInline
  func moveDestinationDoesNotExist(
    _ destination: RowPath, from source: RowPath, _ operation: String = "move(from:to:)"
  ) -> Never {
    let call =
      "\(contractName).\(operation): destination \(destination) is out of range; the shape is \(contractShapeText)"
    guard destination.section >= 0, destination.section < numberOfSections else {
      contractViolation("\(call), so a destination's section is in 0..<\(numberOfSections)")
    }
    let count = numberOfRows(inSection: destination.section)
    let rows =
      destination.section == source.section
      ? "0..<\(count) (the item moves within its section)" : "0...\(count)"
    contractViolation(
      "\(call), so a destination in section \(destination.section) has a row in \(rows)")
  }

  /// Replaces the item with the new version's identity, found in its leaf, when the content
  /// differs; does nothing when the model holds no such item.
  @inlinable
  func updateNow(_ item: Item) {
    // The row just read by position is where the read found it, at the position it was read
    // at. (No closure or `??` here: one formed in this main-actor code checks the executor.)
    let read = lastReadPlace(of: item.id)
    let found: (leaf: Unmanaged<CountedTree<Item>.Node>, offset: Int)?
    if let read { found = (read.leaf, read.offset) } else { found = place(of: item.id) }
    guard let (leaf, offset) = found,
      !CountedTree.element(at: offset, in: leaf).isContentEqual(to: item)
    else { return }
    revision &+= 1
    willMutate()
    // The rows' trees keep no weights: the item is replaced in its leaf.
    CountedTree.replaceElement(at: offset, in: leaf, with: item)
    guard recorder != nil else { return }
    if let read {
      recorder?.updateRow(at: read.rowPath)
    } else if let rowPath = rowPath(ofOffset: offset, in: leaf) {
      recorder?.updateRow(at: rowPath)
    }
  }

  /// Inserts an item; a trap names `operation`, the public call.
  @inlinable
  func insertNow(_ item: Item, at rowPath: RowPath, _ operation: String = "insert(_:at:)") {
    let rows = rows(at: rowPath, operation, allowingEnd: true)
    checkNew(item, operation)
    insertCheckedNow(item, into: rows, at: rowPath)
  }

  /// Inserts an item already checked: its identity is new and `rowPath` is a position of
  /// `rows`, its section's rows, or one past their end.
  @inlinable
  func insertCheckedNow(
    _ item: Item, into rows: Unmanaged<CountedTree<Item>>, at rowPath: RowPath
  ) {
    revision &+= 1
    willMutate()
    Self.insert(item, at: rowPath.row, into: rows, indexedBy: leafOfID)
    recorder?.insertRow(at: rowPath)
  }

  @inlinable
  func removeNow(at rowPath: RowPath, _ operation: String = "remove(at:)") {
    let rows = rows(at: rowPath, operation)
    revision &+= 1
    willMutate()
    let item = CountedTree.remove(at: rowPath.row, from: rows)
    leafOfID.removeLater(item.id)
    recorder?.removeRow(at: rowPath)
  }

  func updateNow(_ item: Item, at rowPath: RowPath) {
    let rows = rows(at: rowPath, "update(at:with:)").takeUnretainedValue()
    let old = rows[rowPath.row]
    requireContract(
      old.id == item.id,
      "\(contractName).update(at:with:): the item at \(rowPath) has ID \(old.id), not \(item.id); an update keeps the identity"
    )
    let changed = !old.isContentEqual(to: item)
    if changed {
      revision &+= 1
      willMutate()
    }
    rows[rowPath.row] = item
    if changed { recorder?.updateRow(at: rowPath) }
  }
}
