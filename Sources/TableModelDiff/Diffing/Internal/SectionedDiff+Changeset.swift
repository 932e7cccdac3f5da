extension SectionedDiff {
  /// The changeset of one batch from the source to the target.
  ///
  /// Rows that pair across a deleted or inserted section are deleted and inserted (see
  /// ``needsStaging``).
  ///
  /// - Complexity: O(*n* + *r* log *r*), where *n* is the number of sections and rows of both
  ///   collections and *r* the number of runs of rows that kept their order (see
  ///   ``IncreasingRuns``).
  @inlinable
  func changeset() -> Changeset {
    var unused: [Int32] = []
    return batch(layout: nil, waitingStageRows: &unused)
  }

  /// The changeset of one batch from the source either to the target (`layout` is `nil`) or to
  /// the first stage that `layout` describes.
  ///
  /// In the first stage, a row that pairs out of a deleted section into a surviving one moves
  /// (its old section is still there), and a row bound for an inserted section waits where it
  /// is, among the rows that stay, so that it moves once, in the second stage.
  ///
  /// - Parameters:
  ///   - layout: Where the first stage puts its sections and waiting rows, or `nil`.
  ///   - waitingStageRows: Receives the first stage's row of each of `layout`'s waiting rows.
  /// - Returns: The changeset, in the coordinates of the source and of the batch's result.
  @inlinable
  func batch(layout: StageLayout?, waitingStageRows: inout [Int32]) -> Changeset {
    var result = Changeset()
    collectSectionChanges(into: &result, layout: layout)
    // Upper bounds unless rows pair across an inserted or deleted section; reserved so that a
    // large result is written once instead of regrown.
    result.insertedRows.reserveCapacity(targetOffsets[target.count] &- pairedRowCount)
    result.deletedRows.reserveCapacity(sourceOffsets[source.count] &- pairedRowCount)
    var nextChanged = 0
    var runs = IncreasingRuns()
    var hint = 0
    var rowMap: [Int32] = []
    // A stage's sections are its layout's entries; a single batch's are the target's.
    let entryCount = layout?.entries.count ?? target.count
    targetRowSource.withUnsafeBufferPointer { targetRowSource in
      for stageSection in 0..<entryCount {
        let targetSection = layout?.entries[stageSection] ?? stageSection
        if let layout, targetSection < 0 {
          // A deleted section kept through the first stage, holding the rows that wait.
          let range = layout.waitingRange(ofSource: -1 &- targetSection)
          for waiting in range {
            waitingStageRows[waiting] = Int32(truncatingIfNeeded: waiting &- range.lowerBound)
            if isWaitingRowChanged(layout, waiting) {
              result.updatedRows.append(
                RowPath(row: waiting &- range.lowerBound, section: stageSection))
            }
          }
          continue
        }
        let sourceSection = targetSectionSource[targetSection]
        let base = targetOffsets[targetSection]
        let rowCount = target[targetSection].items.count
        if layout != nil, sourceSection < 0 {
          // Inserted in the first stage with its new rows only; the rest arrive in the second.
          while nextChanged < changedTargetRows.count,
            Int(changedTargetRows[nextChanged]) < base &+ rowCount
          {
            nextChanged &+= 1
          }
          continue
        }
        runs.removeAll()
        var mapped = false
        let firstUpdate = result.updatedRows.count
        if let layout, sourceSection >= 0, !layout.waitingRange(ofSource: sourceSection).isEmpty {
          // The section's waiting rows stay among its rows that stay: find those first.
          collectSameSectionRuns(
            &runs, targetSection: targetSection, sourceSection: sourceSection,
            targetRowSource: targetRowSource)
          runs.markHeaviestIncreasingRuns()
          placeWaitingRows(
            layout, &waitingStageRows, rowMap: &rowMap, updates: &result.updatedRows, runs: runs,
            targetSection: targetSection, stageSection: stageSection,
            targetRowSource: targetRowSource)
          mapped = true
        }
        // The section's own source rows (empty when it is inserted).
        let sourceBase = sourceSection >= 0 ? sourceOffsets[sourceSection] : 0
        let sourceEnd = sourceSection >= 0 ? sourceOffsets[sourceSection &+ 1] : 0
        var nextChangedRow =
          nextChanged < changedTargetRows.count ? Int(changedTargetRows[nextChanged]) : Int.max
        // Pass 1: inserts, cross-section moves, updates; the same-section pairs go to the runs
        // (already there when they were found first, `mapped`).
        runs.fill(capacity: mapped ? 0 : rowCount) { writer in
          for row in 0..<rowCount {
            let sourceFlat = Int(targetRowSource[base &+ row])
            var isChanged = false
            if base &+ row == nextChangedRow {
              isChanged = true
              nextChanged &+= 1
              nextChangedRow =
                nextChanged < changedTargetRows.count
                ? Int(changedTargetRows[nextChanged]) : Int.max
            }
            if !isChanged, sourceFlat >= sourceBase, sourceFlat < sourceEnd {
              // The common case, kept short: an unchanged row from its own section.
              if !mapped { writer.append(Int32(truncatingIfNeeded: sourceFlat &- sourceBase)) }
              continue
            }
            let position = mapped ? Int(rowMap[row]) : row
            if sourceFlat < 0 {
              if sourceSection >= 0 {
                result.insertedRows.append(RowPath(row: position, section: stageSection))
              }
              continue
            }
            let origin =
              sourceSection >= 0 && sourceOffsets[sourceSection] <= sourceFlat
                && sourceFlat < sourceOffsets[sourceSection &+ 1]
              ? sourceSection : self.sourceSection(of: sourceFlat, hint: &hint)
            let originRow = sourceFlat &- sourceOffsets[origin]
            if layout == nil, sourceSection < 0 || sourceSectionTarget[origin] < 0 {
              // Across an inserted or deleted section: a move here would make UIKit reload (R21).
              if sourceSection >= 0 {
                result.insertedRows.append(RowPath(row: position, section: stageSection))
              }
              if sourceSectionTarget[origin] >= 0 {
                result.deletedRows.append(RowPath(row: originRow, section: origin))
              }
              continue
            }
            if isChanged {
              result.updatedRows.append(RowPath(row: position, section: stageSection))
            }
            if origin == sourceSection {
              if !mapped { writer.append(Int32(truncatingIfNeeded: originRow)) }
            } else {
              // From another section, or (first stage) out of a deleted section still there.
              result.movedRows.append(
                Changeset.RowMove(
                  RowPath(row: originRow, section: origin),
                  to: RowPath(row: position, section: stageSection)))
            }
          }
        }
        if mapped {
          result.updatedRows[firstUpdate...].sort()
        }
        guard runs.count > 0 else { continue }
        if !mapped { runs.markHeaviestIncreasingRuns() }
        // Every run stays: nothing in the section moves.
        guard runs.movingValueCount > 0 else { continue }
        // Pass 2: the same-section pairs outside the kept runs move, written through a buffer
        // (exactly `movingValueCount` of them).
        let moves = [Changeset.RowMove](unsafeUninitializedCapacity: runs.movingValueCount) {
          moves, initialized in
          runs.kept.withUnsafeBufferPointer { kept in
            runs.lengths.withUnsafeBufferPointer { lengths in
              var run = 0
              var offset: Int32 = 0
              var next = 0
              for row in 0..<rowCount where run < kept.count {
                let sourceFlat = Int(targetRowSource[base &+ row])
                guard sourceFlat >= sourceBase, sourceFlat < sourceEnd else { continue }
                if !kept[run] {
                  requireContract(
                    next < moves.count, "StagedChangeset: internal error, more moves than counted")
                  (moves.baseAddress! + next).initialize(
                    to: Changeset.RowMove(
                      RowPath(row: sourceFlat &- sourceBase, section: sourceSection),
                      to: RowPath(row: mapped ? Int(rowMap[row]) : row, section: stageSection)))
                  next &+= 1
                }
                offset &+= 1
                if offset == lengths[run] {
                  run &+= 1
                  offset = 0
                }
              }
              initialized = next
            }
          }
        }
        if result.movedRows.isEmpty {
          result.movedRows = moves
        } else {
          result.movedRows.append(contentsOf: moves)
        }
      }
    }
    // Rows deleted across a deleted or inserted section come first, out of order.
    let needsSorting = !result.deletedRows.isEmpty
    for section in source.indices
    where sourceSectionTarget[section] >= 0 || (layout?.keptSection[section] ?? -1) >= 0 {
      let base = sourceOffsets[section]
      let end = sourceOffsets[section &+ 1]
      var flat = base
      while flat < end {
        if flat & 63 == 0, end &- flat >= 64, sourceRowPaired[flat >> 6] == ~0 {
          flat &+= 64  // 64 rows that all pair
          continue
        }
        if !isPaired(flat) {
          result.deletedRows.append(RowPath(row: flat &- base, section: section))
        }
        flat &+= 1
      }
    }
    if needsSorting { result.deletedRows.sort() }
    return result
  }

  /// Appends to `runs` the source rows of a target section's rows that come from its own source
  /// section, in target order.
  @inlinable
  func collectSameSectionRuns(
    _ runs: inout IncreasingRuns, targetSection: Int, sourceSection: Int,
    targetRowSource: UnsafeBufferPointer<Int32>
  ) {
    let sourceBase = sourceOffsets[sourceSection]
    let sourceEnd = sourceOffsets[sourceSection &+ 1]
    let rows = UnsafeBufferPointer(
      rebasing: targetRowSource[targetOffsets[targetSection]..<targetOffsets[targetSection &+ 1]])
    runs.append(rows, in: sourceBase..<sourceEnd)
  }

  /// Numbers a surviving section's rows in the first stage, where its waiting rows stay among
  /// the rows kept in place, in their source order (so neither they nor the kept rows move),
  /// and records the waiting rows' positions and content updates.
  @inlinable
  func placeWaitingRows(
    _ layout: StageLayout, _ waitingStageRows: inout [Int32], rowMap: inout [Int32],
    updates: inout [RowPath], runs: IncreasingRuns, targetSection: Int, stageSection: Int,
    targetRowSource: UnsafeBufferPointer<Int32>
  ) {
    let sourceSection = targetSectionSource[targetSection]
    let sourceBase = sourceOffsets[sourceSection]
    let sourceEnd = sourceOffsets[sourceSection &+ 1]
    let range = layout.waitingRange(ofSource: sourceSection)
    var waiting = range.lowerBound
    let first = targetOffsets[targetSection]
    let rowCount = targetOffsets[targetSection &+ 1] &- first
    rowMap = [Int32](unsafeUninitializedCapacity: rowCount) { map, initialized in
      runs.kept.withUnsafeBufferPointer { kept in
        runs.lengths.withUnsafeBufferPointer { lengths in
          layout.waitingSource.withUnsafeBufferPointer { waitingSource in
            var stageRow: Int32 = 0
            var run = 0
            var offset: Int32 = 0
            // The source row of the next waiting row, or `Int.max` when none is left.
            var nextWaiting = range.isEmpty ? Int.max : Int(waitingSource[waiting])
            // Places the waiting rows that come before a source row (all of them last).
            func placeWaiting(before limit: Int) {
              while nextWaiting < limit {
                waitingStageRows[waiting] = stageRow
                if isWaitingRowChanged(layout, waiting) {
                  updates.append(RowPath(row: Int(stageRow), section: stageSection))
                }
                stageRow &+= 1
                waiting &+= 1
                nextWaiting = waiting < range.upperBound ? Int(waitingSource[waiting]) : Int.max
              }
            }
            for row in 0..<rowCount {
              let sourceFlat = Int(targetRowSource[first &+ row])
              if sourceFlat >= sourceBase, sourceFlat < sourceEnd {
                if nextWaiting < sourceFlat, kept[run] { placeWaiting(before: sourceFlat) }
                offset &+= 1
                if offset == lengths[run] {
                  run &+= 1
                  offset = 0
                }
              }
              map[row] = stageRow
              stageRow &+= 1
            }
            placeWaiting(before: Int.max)
          }
        }
      }
      initialized = rowCount
    }
  }

  /// Whether a waiting row's content differs between the source and the target.
  @inlinable
  func isWaitingRowChanged(_ layout: StageLayout, _ waiting: Int) -> Bool {
    !sourceItem(atFlat: Int(layout.waitingSource[waiting])).isContentEqual(
      to: targetItem(atFlat: Int(layout.waitingTarget[waiting])))
  }

  /// Which target sections keep their place (the others that pair move): a longest increasing
  /// subsequence of their source indexes.
  @inlinable
  func sectionsKeepingTheirPlace() -> [Bool] {
    var runs = IncreasingRuns()
    for section in target.indices where targetSectionSource[section] >= 0 {
      runs.append(Int32(truncatingIfNeeded: targetSectionSource[section]))
    }
    var keeps = Array(repeating: false, count: target.count)
    guard runs.count > 0 else { return keeps }
    runs.markHeaviestIncreasingRuns()
    var run = 0
    var offset: Int32 = 0
    for section in target.indices where targetSectionSource[section] >= 0 {
      keeps[section] = runs.kept[run]
      offset &+= 1
      if offset == runs.lengths[run] {
        run &+= 1
        offset = 0
      }
    }
    return keeps
  }

  @inlinable
  func collectSectionChanges(into result: inout Changeset, layout: StageLayout?) {
    for section in source.indices
    where sourceSectionTarget[section] < 0 && (layout?.keptSection[section] ?? -1) < 0 {
      result.deletedSections.append(section)
    }
    let keeps = sectionsKeepingTheirPlace()
    for section in target.indices {
      let stageSection = layout?.targetSection[section] ?? section
      let origin = targetSectionSource[section]
      if origin < 0 {
        result.insertedSections.append(stageSection)
        continue
      }
      if !source[origin].isContentEqual(to: target[section]) {
        result.updatedSections.append(stageSection)
      }
      if !keeps[section] {
        result.movedSections.append(Changeset.SectionMove(origin, to: stageSection))
      }
    }
  }
}
