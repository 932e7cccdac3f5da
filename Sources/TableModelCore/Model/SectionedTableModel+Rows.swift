extension SectionedTableModel {
  /// Appends an item to a section.
  ///
  /// - Parameters:
  ///   - item: The item.
  ///   - section: The section's index.
  /// - Precondition: The section exists and the model holds no item with the item's identity.
  /// - Complexity: O(log *n*).
  public func append(_ item: Item, toSection section: Int) {
    mutate { [self] in
      checkSection(section, "append(_:toSection:)")
      insertNow(item, at: RowPath(row: storage[section].rows.count, section: section))
    }
  }

  /// Appends items to a section, as one change.
  ///
  /// - Parameters:
  ///   - items: The items.
  ///   - section: The section's index.
  /// - Precondition: The section exists and the identities are new and unique.
  public func append(contentsOf items: [Item], toSection section: Int) {
    mutate { [self] in
      checkSection(section, "append(contentsOf:toSection:)")
      for item in items {
        insertNow(item, at: RowPath(row: storage[section].rows.count, section: section))
      }
    }
  }

  /// Inserts an item at a position.
  ///
  /// - Parameters:
  ///   - item: The item.
  ///   - rowPath: Its position after the insertion; the row may be one past the section's end.
  /// - Precondition: The position exists and the model holds no item with the item's identity.
  /// - Complexity: O(log *n*).
  public func insert(_ item: Item, at rowPath: RowPath) {
    mutate { [self] in insertNow(item, at: rowPath) }
  }

  /// Removes the item at a position.
  ///
  /// - Parameter rowPath: The item's position.
  /// - Precondition: The position exists.
  /// - Complexity: O(log *n*).
  public func remove(at rowPath: RowPath) {
    mutate { [self] in removeNow(at: rowPath) }
  }

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
  /// - Parameters:
  ///   - source: The item's position.
  ///   - destination: Its position after the move.
  /// - Precondition: Both positions exist (the destination as a position after removing the item).
  /// - Complexity: O(log *n*).
  public func move(from source: RowPath, to destination: RowPath) {
    mutate { [self] in
      checkRow(source, "move(from:to:)")
      willMutate()
      let item = storage[source.section].rows.remove(at: source.row)
      checkRow(destination, "move(from:to:)", allowingEnd: true)
      storage[destination.section].rows.insert(item, at: destination.row)
      recorder?.moveRow(from: source, to: destination)
    }
  }

  /// Moves the item with an identity to a position; does nothing when the model holds none.
  ///
  /// - Parameters:
  ///   - id: The item's identity.
  ///   - destination: Its position after the move.
  public func move(id: Item.ID, to destination: RowPath) {
    mutate(
      skippingWhen: { [self] in rowPath(id: id) == destination || !contains(id: id) },
      {
        [self] in
        if let source = rowPath(id: id) { move(from: source, to: destination) }
      })
  }

  /// Replaces an item by a new version with the same identity, wherever it is; does nothing when
  /// the model holds no item with that identity.
  ///
  /// The table reconfigures the row's cell when the content differs.
  ///
  /// - Parameter item: The new version.
  /// - Complexity: O(log *n*).
  public func update(_ item: Item) {
    mutate(
      skippingWhen: { [self] in self[id: item.id]?.isContentEqual(to: item) ?? true },
      {
        [self] in
        if let rowPath = rowPath(id: item.id) { updateNow(item, at: rowPath) }
      })
  }

  /// Replaces the item at a position by a new version with the same identity.
  ///
  /// - Parameters:
  ///   - rowPath: The item's position.
  ///   - item: The new version.
  /// - Precondition: The position exists and the new version has the same identity.
  public func update(at rowPath: RowPath, with item: Item) {
    mutate { [self] in updateNow(item, at: rowPath) }
  }

  // MARK: Internal

  func insertNow(_ item: Item, at rowPath: RowPath) {
    checkRow(rowPath, "insert(_:at:)", allowingEnd: true)
    checkNew(item, "insert(_:at:)")
    willMutate()
    storage[rowPath.section].rows.insert(item, at: rowPath.row)
    recorder?.insertRow(at: rowPath)
  }

  func removeNow(at rowPath: RowPath) {
    checkRow(rowPath, "remove(at:)")
    willMutate()
    let item = storage[rowPath.section].rows.remove(at: rowPath.row)
    leafOfID[item.id] = nil
    recorder?.removeRow(at: rowPath)
  }

  func updateNow(_ item: Item, at rowPath: RowPath) {
    checkRow(rowPath, "update(at:with:)")
    let rows = storage[rowPath.section].rows
    let old = rows[rowPath.row]
    requireContract(
      old.id == item.id,
      "\(contractName).update(at:with:): the item at \(rowPath) has ID \(old.id), not \(item.id); an update keeps the identity"
    )
    let changed = !old.isContentEqual(to: item)
    if changed { willMutate() }
    rows[rowPath.row] = item
    if changed { recorder?.updateRow(at: rowPath) }
  }
}
