extension SectionedTableModel {
  /// Performs several operations as one change: observers are told once, with one batch.
  ///
  /// Operations inside see each other's effects at once; positions are those of the model as the
  /// previous operation left it. The batch is computed from the operations, not by diffing, and
  /// costs O(*k* log *k*) for *k* operations. Moving a row into a section inserted in the same
  /// transaction, or out of one removed in it, is published as a delete and an insert, since one
  /// batch cannot move it without UIKit reloading the whole table.
  ///
  /// - Parameter operations: The operations, on this model.
  public func performTransaction(_ operations: @escaping @MainActor () -> Void) {
    mutate(operations)
  }

  /// Replaces everything with a new snapshot and publishes the difference as the fewest batches
  /// UIKit accepts (see `StagedChangeset`): rows that keep their identity keep their cells.
  ///
  /// When a row must move out of a removed section or into a new one, the model passes through
  /// the stages' intermediate data, publishing one change per stage. Inside a transaction, the
  /// replacement makes the whole transaction a reload.
  ///
  /// - Parameter sections: The new sections and items.
  /// - Throws: ``DuplicateIdentityError`` when an identity repeats; the model is then unchanged.
  /// - Complexity: O(*n*) for *n* rows before and after.
  public func replace(with sections: [TableSection<SectionModel, Item>]) throws {
    try replaceAll(with: sections) { [self] in
      for stage in StagedChangeset(source: snapshot, target: sections) {
        events.sendChangeNow {
          rebuild(with: stage.data)
          return .batch(stage.changeset)
        }
      }
    }
  }

  /// Replaces everything with a new snapshot and publishes a reload, without diffing.
  ///
  /// - Parameter sections: The new sections and items.
  /// - Throws: ``DuplicateIdentityError`` when an identity repeats; the model is then unchanged.
  public func reload(with sections: [TableSection<SectionModel, Item>]) throws {
    try replaceAll(with: sections) { [self] in
      events.sendChangeNow {
        rebuild(with: sections)
        return .reloadData
      }
    }
  }

  /// Checks new data, then replaces the model with it: inside a transaction (or unobserved)
  /// directly, otherwise by `publish`.
  private func replaceAll(
    with sections: [TableSection<SectionModel, Item>],
    publishing publish: @escaping @MainActor () -> Void
  ) throws {
    try DuplicateIdentityError.check(sections)
    events.perform { [self] in
      if recorder != nil || !events.hasObservers {
        willMutate()
        rebuild(with: sections)
        recorder?.reloadAll()
        return
      }
      publish()
    }
  }

  func rebuild(with sections: [TableSection<SectionModel, Item>]) {
    leafOfID.removeAll(keepingCapacity: true)
    storage = sections.map(makeStorage)
  }
}
