extension SectionedTableModel {
  /// Performs several operations as one change: observers are told once, with one batch.
  ///
  /// Operations inside see each other's effects at once; positions are those of the model as the
  /// previous operation left it. The batch is computed from the operations, not by diffing, and
  /// costs O(*k* log *k*) for *k* operations. Moving a row into a section inserted in the same
  /// transaction, or out of one removed in it, is published as a delete and an insert, since one
  /// batch cannot move it without UIKit reloading the whole table.
  ///
  /// An operation of a layer above called inside — `setPredicate(_:)` of a ``FilterLayer``,
  /// `setItems(_:)` of a ``FeaturedSectionLayer`` — runs once the transaction is published, as
  /// one called while observers are told of a change does: a layer's change follows the changes
  /// below that it has been told of. Read the layers above after the transaction, too: until it
  /// is published, they have not heard of its changes, and from its first edit on, reading one
  /// stops the program with a message naming the layer, the call and the problem (the model's
  /// own reads show the edits so far).
  ///
  /// - Parameters:
  ///   - operations: The operations, on this model.
  ///   - completion: Runs once every table showing the model has applied the change — after the
  ///     batch's animations on a device — or at once when no table shows the model or nothing
  ///     changed. The default is none.
  public func performTransaction(
    _ operations: @escaping @MainActor () -> Void, completion: (@MainActor () -> Void)? = nil
  ) {
    mutate(completion: completion, operations)
  }

  /// Replaces everything with a new snapshot and publishes the difference as the fewest batches
  /// UIKit accepts (see `StagedChangeset`): rows that keep their identity keep their cells.
  ///
  /// When a row must move out of a removed section or into a new one, the model passes through
  /// the stages' intermediate data, publishing one change per stage. Inside a transaction, the
  /// replacement makes the whole transaction a reload.
  ///
  /// The diff runs on the main actor. For a large snapshot, `try await replace(with:)` diffs it
  /// off the main actor instead. A replacement supersedes one still diffing off the main actor:
  /// that one ends with `CancellationError`.
  ///
  /// ```swift
  /// try contacts.replace(with: fetched) {
  ///   refreshControl.endRefreshing()   // the table shows the new contacts
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - sections: The new sections and items.
  ///   - completion: Runs once every table showing the model has applied the replacement —
  ///     after the animations of its batches on a device — or at once when no table shows the
  ///     model or nothing changed. It does not run when the method throws. The default is none.
  /// - Throws: ``DuplicateIdentityError`` when a row or section identity repeats; the model is then unchanged.
  /// - Precondition: Every identity must be equal to itself; one that is not (a NaN), which no
  ///   lookup could find, stops the program with a message naming the call and the identity.
  /// - Complexity: O(*n*) for *n* rows before and after.
  public func replace(
    with sections: [TableSection<SectionModel, Item>], completion: (@MainActor () -> Void)? = nil
  ) throws {
    if let identity = wholesaleLoops.identityNotEqualToItself(sections) {
      identityIsNotEqualToItself(identity, "replace(with:completion:)")
    }
    try wholesaleLoops.check(sections)
    _ = replacements.standingTicket()
    replaceNow(with: sections, completion: completion)
  }

  /// Replaces everything with a new snapshot and publishes a reload, without diffing.
  ///
  /// - Parameter sections: The new sections and items.
  /// - Throws: ``DuplicateIdentityError`` when a row or section identity repeats; the model is then unchanged.
  /// - Precondition: Every identity must be equal to itself; one that is not (a NaN), which no
  ///   lookup could find, stops the program with a message naming the call and the identity.
  public func reload(with sections: [TableSection<SectionModel, Item>]) throws {
    if let identity = wholesaleLoops.identityNotEqualToItself(sections) {
      identityIsNotEqualToItself(identity, "reload(with:)")
    }
    try wholesaleLoops.check(sections)
    _ = replacements.standingTicket()
    events.perform { [self] in
      revision &+= 1
      if rebuildUnpublished(with: sections) { return }
      events.sendChangeNow {
        rebuild(with: sections)
        return .reloadData
      }
    }
  }

  // MARK: Internal

  /// Replaces the model with checked new data.
  ///
  /// Inside a transaction (or unobserved) directly, otherwise by publishing the stages of the
  /// diff — those of `precomputed` when they were computed against the rows of the model's
  /// current revision. `landing` runs first, in the same mutation (see
  /// `replace(with:landing:) async`).
  func replaceNow(
    with sections: [TableSection<SectionModel, Item>],
    precomputed: (stages: StagedChangeset<[TableSection<SectionModel, Item>]>, revision: Int)? =
      nil,
    landing: (@MainActor () -> Void)? = nil,
    completion: (@MainActor () -> Void)?
  ) {
    events.perform(
      { [self] in
        landing?()
        let diffedCurrentRows = precomputed?.revision == revision
        revision &+= 1
        if rebuildUnpublished(with: sections) { return }
        let stages =
          if let precomputed, diffedCurrentRows {
            precomputed.stages
          } else {
            wholesaleLoops.diff(wholesaleLoops.sections(self), sections)
          }
        for stage in stages {
          events.sendChangeNow {
            wholesaleLoops.rebuild(self, stage.data)
            return .batch(stage.changeset)
          }
        }
      }, completion: completion)
  }

  /// Inside a transaction (which records a reload) or with no one observing, rebuilds the model
  /// with `sections` at once and returns `true`; otherwise returns `false`, leaving the rebuild
  /// and its publication to the caller.
  private func rebuildUnpublished(with sections: [TableSection<SectionModel, Item>]) -> Bool {
    guard recorder != nil || !events.hasObservers else { return false }
    willMutate()
    wholesaleLoops.rebuild(self, sections)
    recorder?.reloadAll()
    return true
  }

  /// Replaces the rows and sections with `sections`, and the identity index with theirs.
  ///
  /// It advances `revision`: every leaf is freed, and observers told of `willChange` just before
  /// may have read a row (`lastReadLeaf`) in one of them.
  @inlinable
  func rebuild(with sections: [TableSection<SectionModel, Item>]) {
    revision &+= 1
    leafOfID.removeAll(keepingCapacity: true)
    var rowCount = 0
    for section in sections { rowCount += section.items.count }
    leafOfID.reserveCapacity(rowCount)
    var rebuilt: [SectionStorage] = []
    rebuilt.reserveCapacity(sections.count)
    for section in sections { rebuilt.append(makeStorage(section)) }
    storage = rebuilt
  }
}
