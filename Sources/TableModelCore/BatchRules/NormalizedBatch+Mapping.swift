extension NormalizedBatch {
  /// Where each section of a batch goes: the new index of every old section, `nil` for one
  /// deleted, and the old index of every new section, `nil` for one inserted.
  typealias SectionPairs = (oldToNew: [Int?], newToOld: [Int?])

  /// Stages 9–10: checks the rows each section keeps, gains and loses against the new shape —
  /// the mapping check (R23) and the row-count checks (R24, R25).
  ///
  /// - Returns: The sections' pairing the checks used, which ``rowMapping(old:new:sections:)``
  ///   takes.
  func checkRowCounts(
    old: TableShape, new: TableShape, detectsInvalidBatchUpdates: Bool
  ) throws -> SectionPairs {
    let sections = sectionPairs(old: old, new: new)
    let counts = RowCounts(self, sections: sections, old: old, new: new)
    if detectsInvalidBatchUpdates {
      for (newSection, oldSection) in sections.newToOld.enumerated() {
        guard let oldSection else { continue }
        let kept =
          old.rowCounts[oldSection] - counts.deleted[oldSection] - counts.movedFrom[oldSection]
        let arriving = counts.inserted[newSection] + counts.movedTo[newSection]
        // Past Int.max (rows arriving in a section of Int.max rows), more than any count.
        let (total, overflows) = kept.addingReportingOverflow(arriving)
        if overflows || total > new.rowCounts[newSection] {
          throw invalidBatchUpdates(old: old, new: new)
        }
      }
    }
    for (newSection, oldSection) in sections.newToOld.enumerated() {
      guard let oldSection else { continue }
      try checkRowCount(newSection: newSection, oldSection: oldSection, counts, old: old, new: new)
    }
    return sections
  }

  private func sectionPairs(old: TableShape, new: TableShape) -> SectionPairs {
    KeptPairing.maps(
      oldCount: old.numberOfSections, newCount: new.numberOfSections, deleted: deletedSections,
      inserted: insertedSections, moves: sectionMoves.map { ($0.key, $0.value) })
  }

  private func checkRowCount(
    newSection: Int, oldSection: Int, _ counts: RowCounts, old: TableShape, new: TableShape
  ) throws {
    let actual = new.rowCounts[newSection]
    if actual < 0 { throw TableUpdateError.negativeNumberOfRows(inSection: oldSection) }
    let before = old.rowCounts[oldSection]
    let inserted = counts.inserted[newSection]
    let deleted = counts.deleted[oldSection]
    let movedIn = counts.movedIn[newSection]
    let movedOut = counts.movedOut[oldSection]
    // Kept rows are at most `before`; with the arriving ones they may pass Int.max (an insert
    // into a section of Int.max rows), which no count equals.
    let (expected, overflows) = (before - deleted - movedOut).addingReportingOverflow(
      inserted + movedIn)
    guard overflows || actual != expected else { return }
    throw error(
      .invalidNumberOfRows,
      "Invalid update: invalid number of rows in section \(newSection). The number of rows contained in an existing section after the update (\(actual)) must be equal to the number of rows contained in that section before the update (\(before)), plus or minus the number of rows inserted or deleted from that section (\(inserted) inserted, \(deleted) deleted) and plus or minus the number of rows moved into or out of that section (\(movedIn) moved in, \(movedOut) moved out)."
    )
  }

  private func invalidBatchUpdates(old: TableShape, new: TableShape) -> TableUpdateError {
    let updates = listedUpdates.map { "\t\($0)" }.joined(separator: ",\n")
    return error(
      .invalidBatchUpdates,
      """
      Invalid batch updates detected: the number of sections and/or rows returned by the data \
      source before and after performing the batch updates are inconsistent with the updates.
      Data source before updates = \(UIKitText.shape(old))
      Data source after updates = \(UIKitText.shape(new))
      Updates = [
      \(updates)
      ]
      """)
  }

  /// Stage 11: where every row of a checked batch goes (`uikit-batch-rules.md`, §3).
  ///
  /// Moves go where they name; kept rows are paired with the free slots in order.
  ///
  /// - Parameters:
  ///   - old: The shape before the batch.
  ///   - new: The shape after it.
  ///   - sections: The sections' pairing, as
  ///     ``checkRowCounts(old:new:detectsInvalidBatchUpdates:)`` returned it.
  /// - Returns: The old-to-new map of rows and sections, and its inverse.
  func rowMapping(
    old: TableShape, new: TableShape, sections: SectionPairs
  ) -> BatchValidator.Mapping {
    var leaving: [Int: [Int]] = [:]
    var arriving: [Int: [Int]] = [:]
    for path in deletedRows { leaving[path.section, default: []].append(path.row) }
    for path in insertedRows { arriving[path.section, default: []].append(path.row) }
    var movedRowSources: [RowPath: RowPath] = [:]
    movedRowSources.reserveCapacity(rowMoves.count)
    for (from, to) in rowMoves {
      movedRowSources[to] = from
      leaving[from.section, default: []].append(from.row)
      arriving[to.section, default: []].append(to.row)
    }
    var keptRows: [Int: KeptPairing] = [:]
    for (oldSection, target) in sections.oldToNew.enumerated() {
      guard let newSection = target else { continue }
      let leavingRows = leaving[oldSection] ?? []
      let arrivingRows = arriving[newSection] ?? []
      if leavingRows.isEmpty, arrivingRows.isEmpty { continue }
      keptRows[oldSection] = KeptPairing(leaving: leavingRows, arriving: arrivingRows)
    }
    return BatchValidator.Mapping(
      oldShape: old, newShape: new, sectionOldToNew: sections.oldToNew,
      sectionNewToOld: sections.newToOld, movedRows: rowMoves, movedRowSources: movedRowSources,
      deletedRows: deletedRows, insertedRows: insertedRows, keptRows: keptRows)
  }
}

/// Per-section tallies of a normalised batch, as UIKit counts them for R23 and R24.
private struct RowCounts {
  /// Row deletes per old section.
  var deleted: [Int]
  /// Row inserts per new section.
  var inserted: [Int]
  /// Every row move leaving an old section, within the section or not.
  var movedFrom: [Int]
  /// Every row move arriving in a new section, within the section or not.
  var movedTo: [Int]
  /// Row moves leaving an old section for a different section.
  var movedOut: [Int]
  /// Row moves arriving in a new section from a different section.
  var movedIn: [Int]

  init(
    _ batch: NormalizedBatch, sections: NormalizedBatch.SectionPairs, old: TableShape,
    new: TableShape
  ) {
    deleted = Array(repeating: 0, count: old.numberOfSections)
    movedFrom = deleted
    movedOut = deleted
    inserted = Array(repeating: 0, count: new.numberOfSections)
    movedTo = inserted
    movedIn = inserted
    for path in batch.deletedRows { deleted[path.section] += 1 }
    for path in batch.insertedRows { inserted[path.section] += 1 }
    for (from, to) in batch.rowMoves {
      movedFrom[from.section] += 1
      movedTo[to.section] += 1
      if sections.oldToNew[from.section] != to.section {
        movedOut[from.section] += 1
        movedIn[to.section] += 1
      }
    }
  }
}
