extension FilterLayer {
  /// Evaluates every row with the new predicate before anything changes, so that a re-evaluation
  /// that changes no row's fate sends no event (a table would run an empty batch).
  func refilter(with newPredicate: (@MainActor (Base.Item) -> Bool)?) {
    events.perform { [self] in
      if let newPredicate { isIncluded = newPredicate }
      let new = events.holdingMutations { evaluateAll() }
      let change = changes(to: new)
      guard change != Changeset() else {
        passes = new
        return
      }
      events.sendChangeNow {
        passes = new
        return .batch(change)
      }
    }
  }

  /// The rows that start and stop passing when the pass/fail trees become `newPasses`.
  private func changes(to newPasses: [FlagTree]) -> Changeset {
    var change = Changeset()
    for section in passes.indices {
      let old = passes[section].flags
      let new = newPasses[section]
      var oldRank = 0
      var newRank = 0
      for row in old.indices {
        let now = new[row]
        if old[row], !now {
          change.deletedRows.append(RowPath(row: oldRank, section: section))
        } else if !old[row], now {
          change.insertedRows.append(RowPath(row: newRank, section: section))
        }
        if old[row] { oldRank += 1 }
        if now { newRank += 1 }
      }
    }
    return change
  }

  func evaluateAll() -> [FlagTree] {
    checkedShapeBelow().enumerated().map { evaluate(section: $0.offset, rowCount: $0.element) }
  }

  /// Evaluates every row of a section of the model below, which has `rowCount` rows.
  ///
  /// The rows are read in ascending runs (``appendFlags(at:to:)``), one walk of the package's
  /// trees per run instead of a search per row; a run's list of positions stays small.
  func evaluate(section: Int, rowCount: Int) -> FlagTree {
    var flags: [Bool] = []
    flags.reserveCapacity(TableModelLimits.reservable(rowCount))
    var run: [RowPath] = []
    run.reserveCapacity(min(rowCount, 4_096))
    var start = 0
    while start < rowCount {
      let end = min(start + 4_096, rowCount)
      // A loop, not `map`: a closure formed here is isolated to the main actor, and Swift 6
      // checks the executor at each of its calls when a nonisolated function such as `map`
      // calls it — a check that cost more than reading the row.
      run.removeAll(keepingCapacity: true)
      for row in start..<end { run.append(RowPath(row: row, section: section)) }
      appendFlags(at: run, to: &flags)
      start = end
    }
    return FlagTree(flags)
  }
}
