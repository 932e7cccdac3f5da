extension SectionedTableModel {
  /// Describes the first section or row identity of `sections` that is not equal to itself (a
  /// NaN, which no lookup finds and every table of identities enters again and again), or
  /// returns `nil` when there is none.
  @inlinable
  nonisolated static func identityNotEqualToItself(
    in sections: [TableSection<SectionModel, Item>]
  ) -> String? {
    for (index, section) in sections.enumerated() {
      if section.model.id != section.model.id {
        return "section ID \(section.model.id), at index \(index),"
      }
      for (row, item) in section.items.enumerated() where item.id != item.id {
        return "ID \(item.id), at \(RowPath(row: row, section: index)),"
      }
    }
    return nil
  }

  /// Stops because an identity is not equal to itself, with a message naming the call and the
  /// identity.
  ///
  /// - Parameters:
  ///   - identity: The identity, described: `ID nan`, `section ID nan, at index 1,`.
  ///   - operation: The public call.
  @usableFromInline
  func identityIsNotEqualToItself(_ identity: String, _ operation: String) -> Never {
    contractViolation(
      "\(contractName).\(operation): \(identity) is not equal to itself (a NaN?); an identity must be, or the model cannot find it"
    )
  }

  /// Stops because the model's rows repeat an identity, with a message naming the call, each
  /// repeated identity and its positions.
  @usableFromInline
  func rowIdentitiesRepeat(_ initializer: String) -> Never {
    identitiesRepeat(
      in: storage.map { TableSection(model: $0.model, items: $0.rows.elements) }, initializer)
  }

  /// Stops because `sections` repeat a section identity or their items an item identity, with a
  /// message naming the call, each repeated identity and its positions.
  func identitiesRepeat(
    in sections: [TableSection<SectionModel, Item>], _ initializer: String
  ) -> Never {
    do {
      try DuplicateIdentityError.check(sections)
    } catch {
      contractViolation("\(contractName).\(initializer): \(error)")
    }
    contractViolation("\(contractName).\(initializer): an identity repeats")
  }

  @inlinable
  func checkSection(_ section: Int, _ operation: String) {
    guard section < 0 || section >= storage.count else { return }
    sectionDoesNotExist(section, operation)
  }

  /// Stops because a section does not exist, with a message naming the operation.
  @usableFromInline
  func sectionDoesNotExist(_ section: Int, _ operation: String) {
    requireSection(section, "\(contractName).\(operation)")
  }

  /// Stops because a position does not exist, with a message naming the operation and the shape.
  @usableFromInline
  func rowDoesNotExist(_ rowPath: RowPath, _ operation: String, allowingEnd: Bool) -> Never {
    requireRow(rowPath, "\(contractName).\(operation)", forInsertion: allowingEnd)
    contractViolation("\(contractName).\(operation): row \(rowPath) does not exist")
  }

  @inlinable
  func checkNew(_ item: Item, _ operation: String) {
    if item.id != item.id { identityIsNotEqualToItself("ID \(item.id)", operation) }
    if leafOfID.contains(item.id) { identityIsNotNew(item, operation) }
  }

  /// Stops because the model already holds an item's identity, with a message naming it.
  @usableFromInline
  func identityIsNotNew(_ item: Item, _ operation: String) -> Never {
    contractViolation(
      "\(contractName).\(operation): the model already holds an item with ID \(item.id); IDs must be unique"
    )
  }
}
