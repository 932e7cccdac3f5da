extension SectionedTableModel {
  /// Inserts a section with items.
  ///
  /// - Parameters:
  ///   - model: The section's model.
  ///   - items: Its items.
  ///   - index: Its index after the insertion.
  /// - Precondition: The index is at most the number of sections, the model holds no section
  ///   with the section model's identity (as a diffable data source, it rejects a repeated
  ///   section identity), and the items' identities are equal to themselves (no NaN), new and
  ///   unique. Otherwise the program stops, before anything changes, with a message naming the
  ///   call, the identity and, for an item, its index in `items`.
  public func insertSection(_ model: SectionModel, items: [Item] = [], at index: Int) {
    mutate { [self] in
      insertSectionNow(model, items: items, at: index, "insertSection(_:items:at:)")
    }
  }

  /// Appends a section with items.
  ///
  /// - Parameters:
  ///   - model: The section's model.
  ///   - items: Its items.
  /// - Precondition: The model holds no section with the section model's identity (as a
  ///   diffable data source, it rejects a repeated section identity), and the items' identities
  ///   are equal to themselves (no NaN), new and unique. Otherwise the program stops, before
  ///   anything changes, with a message naming the call, the identity and, for an item, its
  ///   index in `items`.
  public func appendSection(_ model: SectionModel, items: [Item] = []) {
    mutate { [self] in
      insertSectionNow(model, items: items, at: storage.count, "appendSection(_:items:)")
    }
  }

  /// Removes a section and its items.
  ///
  /// - Parameter index: The section's index.
  /// - Precondition: The section exists.
  public func removeSection(at index: Int) {
    mutate { [self] in
      checkSection(index, "removeSection(at:)")
      willMutate()
      let removed = storage.remove(at: index)
      for item in removed.rows.elements { leafOfID[item.id] = nil }
      recorder?.removeSection(at: index)
    }
  }

  /// Moves a section, with its items.
  ///
  /// A move to the section's own index changes nothing, and observers hear nothing.
  ///
  /// - Parameters:
  ///   - source: The section's index.
  ///   - destination: Its index after the move.
  /// - Precondition: Both indexes exist.
  public func moveSection(from source: Int, to destination: Int) {
    mutate { [self] in
      checkSection(source, "moveSection(from:to:)")
      checkSection(destination, "moveSection(from:to:)")
      guard source != destination else { return }
      willMutate()
      storage.insert(storage.remove(at: source), at: destination)
      recorder?.moveSection(from: source, to: destination)
    }
  }

  /// Replaces a section's model by a new version with the same identity; the table reconfigures
  /// the section's header and footer when the content differs.
  ///
  /// - Parameters:
  ///   - index: The section's index.
  ///   - model: The new version.
  /// - Precondition: The section exists and the new version has the same identity.
  public func updateSection(at index: Int, with model: SectionModel) {
    mutate(
      skippingWhen: { [self] in
        storage.indices.contains(index) && storage[index].model.id == model.id
          && storage[index].model.isContentEqual(to: model)
      },
      { [self] in
        checkSection(index, "updateSection(at:with:)")
        let old = storage[index].model
        requireContract(
          old.id == model.id,
          "\(contractName).updateSection(at:with:): section \(index) has ID \(old.id), not \(model.id); an update keeps the identity"
        )
        let changed = !old.isContentEqual(to: model)
        if changed { willMutate() }
        storage[index].model = model
        if changed { recorder?.updateSection(at: index) }
      })
  }

  // MARK: Internal

  func insertSectionNow(
    _ model: SectionModel, items: [Item], at index: Int, _ operation: String
  ) {
    requireContract(
      index >= 0 && index <= storage.count,
      "\(contractName).\(operation): index \(index) is out of 0...\(storage.count)"
    )
    if model.id != model.id { identityIsNotEqualToItself("section ID \(model.id)", operation) }
    if let existing = sectionIndex(id: model.id) {
      contractViolation(
        "\(contractName).\(operation): the model already holds a section with ID \(model.id), at index \(existing); section IDs must be unique"
      )
    }
    checkNewItems(items, operation)
    willMutate()
    storage.insert(makeStorage(TableSection(model: model, items: items)), at: index)
    recorder?.insertSection(at: index)
  }
}
