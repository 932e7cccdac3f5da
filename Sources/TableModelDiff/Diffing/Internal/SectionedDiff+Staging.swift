extension SectionedDiff {
  /// Where the first stage of a staged diff puts its sections and the rows that wait.
  ///
  /// UIKit reloads the whole table instead of animating when a batch moves a row out of a
  /// section it deletes or into a section it inserts (R21). So, from the one pairing of the
  /// whole diff:
  ///
  /// 1. The first stage makes every other change. A deleted section that still has rows to give
  ///    away stays, holding only the rows bound for inserted sections; its rows bound for
  ///    surviving sections move there. An inserted section arrives holding only its new rows.
  ///    Rows bound for inserted sections (*waiting rows*) stay where they are, among the rows
  ///    that keep their place, and kept deleted sections sit among the sections that keep
  ///    theirs, so that none of them moves.
  /// 2. The second stage moves the waiting rows into their sections and deletes the kept
  ///    deleted sections that it empties of nothing (all of them, when no waiting row is in
  ///    one).
  /// 3. A third stage, only when some waiting rows were in deleted sections, deletes those.
  ///
  /// Every row that pairs moves at most once over the stages, and the rows and sections that
  /// keep their place are the longest increasing subsequences of the whole diff, so the moves
  /// summed over the stages are as few as in one batch.
  @usableFromInline
  struct StageLayout {
    /// The first stage's sections, in order: a target section's index, or `-1 - s` for the
    /// deleted source section `s` kept through the first stage.
    @usableFromInline var entries: [Int] = []
    /// The first stage's index of each target section.
    @usableFromInline var targetSection: [Int] = []
    /// The first stage's index of each source section deleted but kept through it, else -1.
    @usableFromInline var keptSection: [Int] = []
    /// The waiting rows' flat source rows, ascending, and their flat target rows.
    @usableFromInline var waitingSource: [Int32] = []
    @usableFromInline var waitingTarget: [Int32] = []
    /// Where each source section's waiting rows start in ``waitingSource``, with the total at
    /// the end.
    @usableFromInline var waitingStart: [Int] = []

    @inlinable
    init() {}

    /// The indexes in ``waitingSource`` of a source section's waiting rows.
    @inlinable
    func waitingRange(ofSource section: Int) -> Range<Int> {
      waitingStart[section]..<waitingStart[section &+ 1]
    }
  }

  /// The stages of a diff whose rows pair across deleted or inserted sections
  /// (``needsStaging``), each computed from this diff's pairing, none diffed again.
  ///
  /// - Complexity: O(*n* + *r* log *r* + *w* log *w*), where *n* is the number of sections and
  ///   rows, *r* the number of runs of rows that kept their order and *w* the number of rows
  ///   that enter inserted sections.
  @inlinable
  func stages() -> [StagedChangeset<[Section]>.Stage] {
    let layout = stageLayout()
    var waitingStageRows = [Int32](repeating: 0, count: layout.waitingSource.count)
    let first = batch(layout: layout, waitingStageRows: &waitingStageRows)
    var stages = [
      StagedChangeset<[Section]>.Stage(
        data: firstStageData(layout, waitingStageRows: waitingStageRows), changeset: first)
    ]
    // The second stage keeps, emptied, the deleted sections that held waiting rows; a third
    // deletes them.
    let needsThird = layout.entries.contains { entry in
      entry < 0 && !layout.waitingRange(ofSource: -1 &- entry).isEmpty
    }
    var secondIndex = Array(repeating: -1, count: layout.entries.count)
    var secondData: [Section] = []
    var deletedInSecond: [Int] = []
    var deletedInThird: [Int] = []
    for (index, entry) in layout.entries.enumerated() {
      if entry >= 0 {
        secondIndex[index] = secondData.count
        secondData.append(target[entry])
      } else if needsThird, !layout.waitingRange(ofSource: -1 &- entry).isEmpty {
        secondIndex[index] = secondData.count
        deletedInThird.append(secondData.count)
        secondData.append(Section(source: source[-1 &- entry], items: []))
      } else {
        deletedInSecond.append(index)
      }
    }
    var moves: [Changeset.RowMove] = []
    moves.reserveCapacity(layout.waitingSource.count)
    var sourceHint = 0
    var targetHint = 0
    for waiting in layout.waitingSource.indices {
      let origin = sourceSection(of: Int(layout.waitingSource[waiting]), hint: &sourceHint)
      let container =
        sourceSectionTarget[origin] >= 0
        ? layout.targetSection[sourceSectionTarget[origin]] : layout.keptSection[origin]
      let targetFlat = Int(layout.waitingTarget[waiting])
      let destination = targetSection(of: targetFlat, hint: &targetHint)
      moves.append(
        Changeset.RowMove(
          RowPath(row: Int(waitingStageRows[waiting]), section: container),
          to: RowPath(
            row: targetFlat &- targetOffsets[destination],
            section: secondIndex[layout.targetSection[destination]])))
    }
    stages.append(
      StagedChangeset<[Section]>.Stage(
        data: needsThird ? secondData : target,
        changeset: Changeset(deletedSections: deletedInSecond, movedRows: moves)))
    if needsThird {
      stages.append(
        StagedChangeset<[Section]>.Stage(
          data: target, changeset: Changeset(deletedSections: deletedInThird)))
    }
    return stages
  }

  /// Where the first stage puts its sections and waiting rows.
  @inlinable
  func stageLayout() -> StageLayout {
    var layout = StageLayout()
    // The waiting rows: those of inserted target sections that pair, by source row.
    var waiting: [(source: Int32, target: Int32)] = []
    for section in target.indices where targetSectionSource[section] < 0 {
      for flat in targetOffsets[section]..<targetOffsets[section &+ 1]
      where targetRowSource[flat] >= 0 {
        waiting.append((targetRowSource[flat], Int32(truncatingIfNeeded: flat)))
      }
    }
    waiting.sort { $0.source < $1.source }
    layout.waitingSource = waiting.map(\.source)
    layout.waitingTarget = waiting.map(\.target)
    layout.waitingStart = Array(repeating: 0, count: source.count &+ 1)
    var hint = 0
    for row in layout.waitingSource {
      layout.waitingStart[sourceSection(of: Int(row), hint: &hint) &+ 1] &+= 1
    }
    for section in source.indices {
      layout.waitingStart[section &+ 1] &+= layout.waitingStart[section]
    }
    // Deleted sections with rows to give away stay, among the sections that keep their place.
    let givers = source.indices.filter { section in
      sourceSectionTarget[section] < 0
        && (sourceOffsets[section]..<sourceOffsets[section &+ 1]).contains(where: isPaired)
    }
    let keeps = sectionsKeepingTheirPlace()
    var nextGiver = 0
    for section in target.indices {
      let origin = targetSectionSource[section]
      if origin >= 0, keeps[section] {
        while nextGiver < givers.count, givers[nextGiver] < origin {
          layout.entries.append(-1 &- givers[nextGiver])
          nextGiver &+= 1
        }
      }
      layout.entries.append(section)
    }
    for giver in givers[nextGiver...] { layout.entries.append(-1 &- giver) }
    layout.targetSection = Array(repeating: -1, count: target.count)
    layout.keptSection = Array(repeating: -1, count: source.count)
    for (index, entry) in layout.entries.enumerated() {
      if entry >= 0 {
        layout.targetSection[entry] = index
      } else {
        layout.keptSection[-1 &- entry] = index
      }
    }
    return layout
  }

  /// The data after the first stage.
  @inlinable
  func firstStageData(_ layout: StageLayout, waitingStageRows: [Int32]) -> [Section] {
    layout.entries.map { entry in
      if entry < 0 {
        let section = -1 &- entry
        return Section(
          source: source[section],
          items: layout.waitingRange(ofSource: section).map { waiting in
            targetItem(atFlat: Int(layout.waitingTarget[waiting]))
          })
      }
      let origin = targetSectionSource[entry]
      let items = target[entry].items
      let base = targetOffsets[entry]
      if origin < 0 {
        // Inserted: only its new rows.
        guard items.indices.contains(where: { targetRowSource[base &+ $0] >= 0 }) else {
          return target[entry]
        }
        return Section(
          source: target[entry],
          items: items.indices.compactMap { targetRowSource[base &+ $0] < 0 ? items[$0] : nil })
      }
      let range = layout.waitingRange(ofSource: origin)
      guard !range.isEmpty else { return target[entry] }
      // Its own rows, with its waiting rows where the first stage numbered them.
      // (The waiting rows' first-stage rows ascend: the rows between them are copied whole.)
      var merged: [Item] = []
      merged.reserveCapacity(items.count &+ range.count)
      var row = 0
      for waiting in range {
        let before = Int(waitingStageRows[waiting]) &- merged.count
        merged.append(contentsOf: items[row..<row &+ before])
        row &+= before
        merged.append(targetItem(atFlat: Int(layout.waitingTarget[waiting])))
      }
      merged.append(contentsOf: items[row...])
      return Section(source: target[entry], items: merged)
    }
  }

  /// The source item at a flat row.
  @inlinable
  func sourceItem(atFlat flat: Int) -> Item {
    var hint = 0
    let section = sourceSection(of: flat, hint: &hint)
    return source[section].items[flat &- sourceOffsets[section]]
  }

  /// The target item at a flat row.
  @inlinable
  func targetItem(atFlat flat: Int) -> Item {
    var hint = 0
    let section = targetSection(of: flat, hint: &hint)
    return target[section].items[flat &- targetOffsets[section]]
  }

  /// The section of a flat target row, starting the search at `hint` (the last answer).
  @inlinable
  func targetSection(of flat: Int, hint: inout Int) -> Int {
    if targetOffsets[hint] <= flat, flat < targetOffsets[hint &+ 1] { return hint }
    var low = 0
    var high = target.count &- 1
    while low < high {
      let mid = (low &+ high &+ 1) >> 1
      if targetOffsets[mid] <= flat { low = mid } else { high = mid &- 1 }
    }
    while targetOffsets[low &+ 1] <= flat { low &+= 1 }
    hint = low
    return low
  }
}
