extension SectionedTableModel {
  /// Replaces everything with a new snapshot diffed off the main actor, and returns once every
  /// table showing the model has applied it — the counterpart of the diffable data source's
  /// `apply(_:animatingDifferences:) async`.
  ///
  /// The snapshot is checked and diffed against the current rows on a background task, so a
  /// 100,000-row replacement does not hold up the main actor; the model then changes on the main
  /// actor and publishes the stages of the diff as ``replace(with:completion:)`` does. The call
  /// returns after the tables have applied the last stage (after its animations, on a device).
  ///
  /// ```swift
  /// func refresh() async {
  ///   let posts = await api.latestPosts()
  ///   try? await blog.replace(with: [TableSection(model: header, items: posts)])
  ///   refreshControl.endRefreshing()
  /// }
  /// ```
  ///
  /// ### While the diff runs
  ///
  /// The model stays usable and the table stays in step with it:
  ///
  /// - **Edits win until the replacement lands; the replacement then states the whole truth.**
  ///   An edit made while the diff runs (`append`, `remove(id:)`, a swipe-to-delete, …) changes
  ///   the model and the table at once, as always. When the diff comes back, the model is no
  ///   longer the one it was computed against, so the replacement diffs again, against the rows
  ///   as they are now, and publishes that — every batch is exact, and afterwards the model holds
  ///   exactly `sections`. An item the edit removed comes back if `sections` holds it; one it
  ///   added goes if `sections` does not. Re-apply the edit after the call returns to keep it.
  /// - Edits that keep arriving cannot starve the replacement: after three diffs overtaken by
  ///   edits, the last one runs on the main actor, where nothing can overtake it.
  /// - **A newer replacement supersedes this one**: another `replace(with:)` (awaited or not) or
  ///   `reload(with:)` made before this one changed the model ends it with `CancellationError`,
  ///   leaving the model to the newer one. A diff already running finishes in the background
  ///   and its result is dropped. A newer replacement that is refused (it repeats an identity)
  ///   or ends before its snapshot was checked supersedes nothing: this one waits for that
  ///   verdict, then lands.
  /// - Cancelling the calling task before the model changed ends the call with
  ///   `CancellationError` and leaves the model alone; cancelling it afterwards only stops the
  ///   wait for the tables.
  ///
  /// - Parameter sections: The new sections and items.
  /// - Throws: ``DuplicateIdentityError`` when a row or section identity repeats, and `CancellationError` when
  ///   the replacement was superseded or its task cancelled; the model is then left as it is.
  /// - Precondition: Every identity must be equal to itself; one that is not (a NaN), which no
  ///   lookup could find, stops the program with a message naming the call and the identity.
  /// - Complexity: O(*n*) on a background task for *n* rows before and after, plus O(*n*) on the
  ///   main actor to read the current rows and rebuild the model.
  public func replace(with sections: [TableSection<SectionModel, Item>]) async throws {
    try await replace(with: sections, landing: nil)
  }

  /// `replace(with:) async`, running `landing` as the replacement lands: in the mutation that
  /// publishes it, before the rows change — for a model built on this one (an outline's tree)
  /// that changes with the rows, and not when the replacement is superseded, cancelled or
  /// refused.
  ///
  /// - Parameters:
  ///   - sections: The new sections and items.
  ///   - landing: Changes the state kept beside the rows.
  /// - Throws: What `replace(with:) async` throws.
  func replace(
    with sections: [TableSection<SectionModel, Item>], landing: (@MainActor () -> Void)?
  ) async throws {
    if let identity = wholesaleLoops.identityNotEqualToItself(sections) {
      identityIsNotEqualToItself(identity, "replace(with:)")
    }
    let ticket = replacements.checkingTicket()
    // Refused or ended before its check, it supersedes nothing (once it stands, a no-op).
    defer { replacements.withdraw(ticket) }
    var needsCheck = true
    var attempt = 0
    while true {
      try await endIfSuperseded(ticket)
      let revision = self.revision
      let source = wholesaleLoops.sections(self)
      let (check, stagedChangeset) = (wholesaleLoops.check, wholesaleLoops.diff)
      let diff: @Sendable () -> Result<Stages, any Error> = { [needsCheck] in
        Result {
          if needsCheck { try check(sections) }
          return stagedChangeset(source, sections)
        }
      }
      attempt += 1
      let result = attempt <= Self.backgroundDiffAttempts ? await diffScheduler.run(diff) : diff()
      if needsCheck {
        // The first diff checked the snapshot: standing, it supersedes every older replacement.
        if case .failure(let error) = result { throw error }
        try Task.checkCancellation()
        replacements.stand(ticket)
        needsCheck = false
      }
      try await endIfSuperseded(ticket)
      let stages = try result.get()
      guard revision == self.revision else { continue }
      let waiter = CompletionWaiter()
      replaceNow(
        with: sections, precomputed: (stages, revision), landing: landing,
        completion: waiter.completion)
      await waiter.wait()
      return
    }
  }

  /// The diff of a replacement.
  typealias Stages = StagedChangeset<[TableSection<SectionModel, Item>]>

  /// How many times a replacement diffs off the main actor before it diffs on it, when edits keep
  /// changing the model while it diffs.
  static var backgroundDiffAttempts: Int { 3 }

  /// Throws `CancellationError` when a newer replacement stands or the task was cancelled;
  /// waits while a newer one is still being checked.
  private func endIfSuperseded(_ ticket: Int) async throws {
    try await replacements.endIfSuperseded(ticket)
    try Task.checkCancellation()
  }
}
