extension FilterLayer {
  /// Applies a change of the model below to the pass/fail trees and returns the change of the
  /// filtered output.
  ///
  /// Costs O(*k* log *n*) for *k* rows in the change: the rows that leave and arrive are merged in
  /// position order once, every question about a row — where a kept row was, whether a row
  /// arrives or was updated — is a sweep of those lists, and every rank one search of a pass/fail
  /// tree.
  ///
  /// A change that names rows or sections the model below does not have, or does not account for
  /// its counts (a custom model's mistake), stops the program with a message naming this layer,
  /// the model below and the problem, before anything changes.
  func transform(_ change: Changeset) -> Changeset {
    let newCounts = checkedShapeBelow()
    let newSectionCount = newCounts.count
    let check = ChangeBelowCheck(oldCounts: passes.map(\.count), newCounts: newCounts)
    requireNoProblem(check.sectionProblem(of: change), in: change)
    let keepsSections =
      change.deletedSections.isEmpty && change.insertedSections.isEmpty
      && change.movedSections.isEmpty && passes.count == newSectionCount
    let sectionMaps: (oldToNew: [Int?], newToOld: [Int?])? =
      keepsSections
      ? nil
      : KeptPairing.maps(
        oldCount: passes.count, newCount: newSectionCount, deleted: change.deletedSections,
        inserted: change.insertedSections,
        moves: change.movedSections.map { ($0.source, $0.destination) })
    func newSection(ofOld section: Int) -> Int? {
      sectionMaps.map { $0.oldToNew[section] } ?? section
    }
    func oldSection(ofNew section: Int) -> Int? {
      sectionMaps.map { $0.newToOld[section] } ?? section
    }
    // A large change's questions and edits come in position order, phase by phase: the trees
    // answer them by walking their leaves, and rebuild their indexes once at the end.
    let rowOperations =
      change.deletedRows.count + change.insertedRows.count + change.updatedRows.count
      + 2 * change.movedRows.count
    for tree in passes { tree.beginSequentialEdits(expecting: rowOperations) }
    defer { for tree in passes { tree.endSequentialEdits() } }
    var output = Changeset(
      deletedSections: change.deletedSections, insertedSections: change.insertedSections,
      movedSections: change.movedSections, updatedSections: change.updatedSections)
    // Loops, not `map(\.source)`: a key path read in the layer's unspecialized code costs more
    // than the copy.
    var sources: [RowPath] = []
    var destinations: [RowPath] = []
    sources.reserveCapacity(change.movedRows.count)
    destinations.reserveCapacity(change.movedRows.count)
    for move in change.movedRows {
      sources.append(move.source)
      destinations.append(move.destination)
    }
    let departing = MergedRowPaths(rows: change.deletedRows, moves: sources)
    let arriving = MergedRowPaths(rows: change.insertedRows, moves: destinations)
    requireNoProblem(
      check.rowProblem(
        of: change, leaving: departing.sorted.paths, arriving: arriving.sorted.paths,
        oldSection: oldSection(ofNew:)),
      in: change)
    let leaving = departing.sorted
    let updated = change.updatedRows.sortedByPositionIfNeeded()
    // Before anything changes: the old output rank of every kept row that updates, and of every
    // row that leaves with its section.
    // `updated` ascends, so sweeps answer where it sits among the arrivals and the departures.
    var updatedKept: [(path: RowPath, keptRow: Int, passed: Bool, rank: RowPath)] = []
    updatedKept.reserveCapacity(forUpTo: updated.count)
    var arrivals = SortedRowPaths.Sweep(arriving.sorted)
    var departures = SortedRowPaths.KeptRankSweep(leaving)
    for path in updated {
      arrivals.advance(to: path)
      guard !arrivals.isPosition, let section = oldSection(ofNew: path.section) else { continue }
      // Its row among the kept rows, which is also its row before the arrivals.
      let keptRow = path.row - arrivals.countBefore
      let old = RowPath(
        row: departures.row(ofKeptRank: keptRow, inSection: section), section: section)
      let state = passState(of: old)
      updatedKept.append((path, keptRow, state.passed, state.rank))
    }
    var leavingStates = [(passed: Bool, rank: RowPath)](
      repeating: (false, RowPath(row: 0, section: 0)), count: leaving.paths.count)
    for (index, path) in leaving.paths.enumerated() where newSection(ofOld: path.section) == nil {
      leavingStates[index] = passState(of: path)
    }
    // Remove what leaves, in descending old order: each removal's rank is its old one, as only
    // rows after it have gone. Then rebuild the section list.
    for (index, path) in leaving.paths.enumerated().reversed()
    where newSection(ofOld: path.section) != nil {
      let (passed, rank) = FlagTree.remove(
        at: path.row, from: FlagTree.tree(at: path.section, of: passes))
      leavingStates[index] = (passed, RowPath(row: rank, section: path.section))
    }
    if let sectionMaps {
      let old = passes
      passes = (0..<newSectionCount).map { section in
        sectionMaps.newToOld[section].map { old[$0] }
          ?? evaluate(section: section, rowCount: newCounts[section])
      }
    }
    // Updated kept rows are evaluated where they are before the arrivals (their new row less the
    // arrivals before it); then what arrives is inserted in ascending new order, evaluated
    // against the model below. Later arrivals are further down, so each arrival's rank is its
    // new one. Each list is read from the model below in one ascending sweep
    // (`appendFlags(at:to:)`), not a search per row.
    if updatedKept.count == 1 {
      // A single edit's update: no list of positions to allocate.
      let entry = updatedKept[0]
      FlagTree.set(
        isIncluded(base.item(at: entry.path)), at: entry.keptRow,
        in: FlagTree.tree(at: entry.path.section, of: passes))
    } else if updatedKept.count > 1 {
      var paths: [RowPath] = []
      paths.reserveCapacity(updatedKept.count)
      for entry in updatedKept { paths.append(entry.path) }
      var flags: [Bool] = []
      flags.reserveCapacity(updatedKept.count)
      appendFlags(at: paths, to: &flags)
      // An index loop, not `zip`: this code is generic, and `zip`'s iterator is a call per row.
      for index in updatedKept.indices {
        let entry = updatedKept[index]
        FlagTree.set(
          flags[index], at: entry.keptRow, in: FlagTree.tree(at: entry.path.section, of: passes))
      }
    }
    let arrivingPaths = arriving.sorted.paths
    var arrivingRanks = [RowPath?](repeating: nil, count: arrivingPaths.count)
    let carried = carriedFlags(of: change, arriving, departing, leavingStates, updated)
    // The arrivals placed here, in ascending order, by their indexes in `arrivingPaths`: those in
    // sections that were there before (the others were evaluated with their section); `nil`
    // when that is every arrival. Of them, those read from the model below: all but the moved
    // rows that carry their flag.
    var placed: [Int]?
    var readPaths = arrivingPaths
    if !keepsSections || carried != nil {
      var placedIndexes: [Int] = []
      readPaths = []
      for index in arrivingPaths.indices
      where keepsSections || oldSection(ofNew: arrivingPaths[index].section) != nil {
        placedIndexes.append(index)
        if carried?[index] == nil { readPaths.append(arrivingPaths[index]) }
      }
      placed = placedIndexes
    }
    // The flags of the arrivals read, evaluated in one ascending sweep of the model below (a
    // single one without a list).
    var arrivalFlags: [Bool] = []
    var singleFlag: Bool?
    if readPaths.count == 1 {
      singleFlag = isIncluded(base.item(at: readPaths[0]))
    } else if readPaths.count > 1 {
      arrivalFlags.reserveCapacity(readPaths.count)
      appendFlags(at: readPaths, to: &arrivalFlags)
    }
    // Then every arrival is inserted in ascending new order, so each one's rank is its new one.
    var nextRead = 0
    for position in 0..<(placed?.count ?? arrivingPaths.count) {
      let index = placed?[position] ?? position
      let passed: Bool
      if let flag = carried?[index] {
        passed = flag
      } else {
        passed = singleFlag ?? arrivalFlags[nextRead]
        nextRead += 1
      }
      let path = arrivingPaths[index]
      let rank = FlagTree.insert(
        passed, at: path.row, into: FlagTree.tree(at: path.section, of: passes))
      if passed { arrivingRanks[index] = RowPath(row: rank, section: path.section) }
    }
    // Each row below leaves, arrives or updates once at most: as itself, a move, or an updated
    // kept row.
    let moveCount = change.movedRows.count
    output.deletedRows.reserveCapacity(forUpTo: departing.rowCount + moveCount + updatedKept.count)
    output.insertedRows.reserveCapacity(forUpTo: arriving.rowCount + moveCount + updatedKept.count)
    output.updatedRows.reserveCapacity(forUpTo: moveCount + updatedKept.count)
    output.movedRows.reserveCapacity(forUpTo: moveCount)
    for index in 0..<departing.rowCount {
      let slot = departing.rowSlot(index)
      let state = leavingStates[slot]
      if state.passed { output.deletedRows.append(state.rank) }
    }
    for index in 0..<arriving.rowCount {
      let slot = arriving.rowSlot(index)
      if let rank = arrivingRanks[slot] { output.insertedRows.append(rank) }
    }
    // Moves in ascending destination order, so that one sweep of `updated` finds the updated ones.
    var nextUpdated = 0
    for move in arriving.moveOrder {
      let destination = change.movedRows[move].destination
      guard oldSection(ofNew: destination.section) != nil else { continue }
      let before = leavingStates[departing.moveSlots[move]]
      switch (before.passed, arrivingRanks[arriving.moveSlots[move]]) {
      case (true, let rank?):
        output.movedRows.append(Changeset.RowMove(before.rank, to: rank))
        while nextUpdated < updated.count, updated[nextUpdated] < destination { nextUpdated += 1 }
        if nextUpdated < updated.count, updated[nextUpdated] == destination {
          output.updatedRows.append(rank)
        }
      case (true, nil): output.deletedRows.append(before.rank)
      case (false, let rank?): output.insertedRows.append(rank)
      case (false, nil): break
      }
    }
    // The updated kept rows' outputs ascend apart from those before them, and are merged in:
    // those of the moves ascend with their destinations, and so do the deletions and insertions
    // of their own rows.
    let boundaries = (
      deleted: output.deletedRows.count, inserted: output.insertedRows.count,
      updated: output.updatedRows.count
    )
    for entry in updatedKept {
      switch (entry.passed, newRank(of: entry.path)) {
      case (true, let rank?): output.updatedRows.append(rank)
      case (true, nil): output.deletedRows.append(entry.rank)
      case (false, let rank?): output.insertedRows.append(rank)
      case (false, nil): break
      }
    }
    output.deletedRows = output.deletedRows.sortedByPosition(mergingRunsAt: boundaries.deleted)
    output.insertedRows = output.insertedRows.sortedByPosition(mergingRunsAt: boundaries.inserted)
    output.updatedRows = output.updatedRows.sortedByPosition(mergingRunsAt: boundaries.updated)
    return output
  }

  /// The flags that arrivals carry without being read again from the model below.
  ///
  /// A moved row whose content did not change passes as it did before the move. The flags are
  /// indexed as `arriving`'s sorted positions; `nil` when the change moves no rows.
  ///
  /// Reading a row of a large model at a random position waits for memory; a sync that moves
  /// thousands of rows would read each of them only to find the flag it already had.
  private func carriedFlags(
    of change: Changeset, _ arriving: MergedRowPaths, _ departing: MergedRowPaths,
    _ leavingStates: [(passed: Bool, rank: RowPath)], _ updated: [RowPath]
  ) -> [Bool?]? {
    guard !change.movedRows.isEmpty else { return nil }
    var carried = [Bool?](repeating: nil, count: arriving.sorted.paths.count)
    var nextUpdated = 0
    for move in arriving.moveOrder {
      let destination = change.movedRows[move].destination
      while nextUpdated < updated.count, updated[nextUpdated] < destination { nextUpdated += 1 }
      if nextUpdated < updated.count, updated[nextUpdated] == destination { continue }
      carried[arriving.moveSlots[move]] = leavingStates[departing.moveSlots[move]].passed
    }
    return carried
  }

  /// Whether a row of the model below passes, and its output position (where it is, or would
  /// be), as the flags stand: read before the change, its old state.
  private func passState(of path: RowPath) -> (passed: Bool, rank: RowPath) {
    let (passed, rank) = FlagTree.flagAndRank(
      at: path.row, in: FlagTree.tree(at: path.section, of: passes))
    return (passed, RowPath(row: rank, section: path.section))
  }

  /// The output position of a row of the model below now, or `nil` when it does not pass.
  private func newRank(of path: RowPath) -> RowPath? {
    let state = passState(of: path)
    return state.passed ? state.rank : nil
  }
}
