/// The effective updates of a batch after UIKit's bounds checks, de-duplication and absorption
/// (`uikit-batch-rules.md`, §1.6 stages 4–8 and §2.3).
struct NormalizedBatch {
  var deletedSections = Set<Int>()
  var deletedRows = Set<RowPath>()
  var insertedSections = Set<Int>()
  var insertedRows = Set<RowPath>()
  /// Section moves, source → destination.
  var sectionMoves: [Int: Int] = [:]
  /// Row moves, source → destination.
  var rowMoves: [RowPath: RowPath] = [:]

  /// Stage 4: deletes in descending order.
  mutating func collectDeletes(
    of batch: RecordedBatch, old: TableShape
  ) throws {
    let sectionMoveSources = Set(batch.sectionMoves.map(\.from))
    let rowMoveSources = Set(batch.rowMoves.map(\.from))
    let items =
      (batch.rowDeletes.map(UpdateSlot.init(row:))
      + batch.sectionDeletes.map(UpdateSlot.init(section:))).sorted(by: >)
    for item in items {
      let section = item.section
      if item.isSection {
        if sectionMoveSources.contains(section) {
          throw error(
            .deleteAndMoveSameSource,
            "attempt to perform a delete and a move from the same section (\(section))")
        }
        if section >= old.numberOfSections {
          throw error(
            .deleteMissingSection,
            "attempt to delete section \(section), but there are only \(old.numberOfSections) sections before the update"
          )
        }
        deletedSections.insert(section)
        continue
      }
      if rowMoveSources.contains(item.path) {
        throw error(
          .deleteAndMoveSameSource,
          "attempt to perform a delete and a move from the same index path (\(item.uikitIndexPath))"
        )
      }
      // A row delete inside a deleted section is dropped after the move conflict check and
      // before its bounds check (§1.6 step 4, §2.3).
      if deletedSections.contains(section) { continue }
      if section >= old.numberOfSections {
        throw error(
          .deleteRowFromMissingSection,
          "attempt to delete row \(item.row) from section \(section), but there are only \(old.numberOfSections) sections before the update"
        )
      }
      if item.row >= old.rowCounts[section] {
        throw error(
          .deleteMissingRow,
          "attempt to delete row \(item.row) from section \(section) which only contains \(old.rowCounts[section]) rows before the update"
        )
      }
      deletedRows.insert(item.path)
    }
  }

  /// Stage 5: inserts in ascending order.
  mutating func collectInserts(
    of batch: RecordedBatch, new: TableShape
  ) throws {
    let sectionMoveDestinations = Set(batch.sectionMoves.map(\.to))
    let rowMoveDestinations = Set(batch.rowMoves.map(\.to))
    let everyInsertedSection = Set(batch.sectionInserts)
    let items =
      (batch.rowInserts.map(UpdateSlot.init(row:))
      + batch.sectionInserts.map(UpdateSlot.init(section:))).sorted()
    for item in items {
      let section = item.section
      if item.isSection {
        if sectionMoveDestinations.contains(section) {
          throw error(
            .insertAndMoveSameDestination,
            "attempt to perform an insert and a move to the same section (\(section))")
        }
        if section >= new.numberOfSections {
          throw error(
            .insertSectionBeyondTable,
            "attempt to insert section \(section) but there are only \(new.numberOfSections) sections after the update"
          )
        }
        insertedSections.insert(section)
        continue
      }
      if rowMoveDestinations.contains(item.path) {
        throw error(
          .insertAndMoveSameDestination,
          "attempt to perform an insert and a move to the same index path (\(item.uikitIndexPath))"
        )
      }
      if section >= new.numberOfSections {
        throw error(
          .insertRowIntoMissingSection,
          "attempt to insert row \(item.row) into section \(section), but there are only \(new.numberOfSections) sections after the update"
        )
      }
      if item.row >= new.rowCounts[section] {
        throw error(
          .insertRowBeyondSection,
          "attempt to insert row \(item.row) into section \(section), but there are only \(new.rowCounts[section]) rows in section \(section) after the update"
        )
      }
      // A row insert inside an inserted section is dropped after its bounds check.
      if !everyInsertedSection.contains(section) {
        insertedRows.insert(item.path)
      }
    }
  }

  /// Stage 6: moves, section moves first, each sorted by source.
  mutating func collectMoves(
    of batch: RecordedBatch, old: TableShape, new: TableShape
  ) throws {
    var sectionSources: [Int: Int] = [:]
    for (from, to) in batch.sectionMoves.sorted(by: { ($0.from, $0.to) < ($1.from, $1.to) }) {
      if from >= old.numberOfSections {
        throw error(
          .moveMissingSection,
          "attempt to move section \(from), but there are only \(old.numberOfSections) sections before the update"
        )
      }
      if to >= new.numberOfSections {
        throw error(
          .moveSectionBeyondTable,
          "attempt to to move section \(from) to section \(to), but there are only \(new.numberOfSections) sections after the update"
        )
      }
      if let earlier = sectionMoves[from] {
        if earlier == to { continue }
        throw error(
          .moveToTwoDestinations,
          "attempt to move section \(from) to both section \(earlier) and section \(to)")
      }
      if let earlier = sectionSources[to] {
        throw error(
          .moveTwoSourcesToOneDestination,
          "attempt to move both section \(earlier) and section \(from) to section \(to)")
      }
      sectionMoves[from] = to
      sectionSources[to] = from
    }
    var rowSources: [RowPath: RowPath] = [:]
    for (from, to) in batch.rowMoves.sorted(by: { ($0.from, $0.to) < ($1.from, $1.to) }) {
      let source = UIKitText.indexPath(from)
      let destination = UIKitText.indexPath(to)
      if from.section >= old.numberOfSections {
        throw error(
          .moveRowFromMissingSection,
          "attempt to move index path (\(source)) from a section that does not exist - there are only \(old.numberOfSections) sections before the update"
        )
      }
      if from.row >= old.rowCounts[from.section] {
        throw error(
          .moveMissingRow,
          "attempt to move index path (\(source)) that does not exist - there are only \(old.rowCounts[from.section]) rows in section \(from.section) before the update"
        )
      }
      if to.section >= new.numberOfSections {
        throw error(
          .moveRowIntoMissingSection,
          "attempt to move index path (\(source)) to index path (\(destination)) in section that does not exist - there are only \(new.numberOfSections) sections after the update"
        )
      }
      if to.row >= new.rowCounts[to.section] {
        throw error(
          .moveRowBeyondSection,
          "attempt to move index path (\(source)) to index path (\(destination)) that does not exist - there are only \(new.rowCounts[to.section]) rows in section \(to.section) after the update"
        )
      }
      if let earlier = rowMoves[from] {
        if earlier == to { continue }
        throw error(
          .moveToTwoDestinations,
          "attempt to move row at index path \(source) to both \(UIKitText.indexPath(earlier)) and \(destination)"
        )
      }
      if let earlier = rowSources[to] {
        throw error(
          .moveTwoSourcesToOneDestination,
          "attempt to move both row at index path \(UIKitText.indexPath(earlier)) and \(source) to \(destination)"
        )
      }
      rowMoves[from] = to
      rowSources[to] = from
    }
  }

  /// Stage 7: whether UIKit falls back to reloading the table (R21).
  func movesRowAcrossDeletedOrInsertedSection() -> Bool {
    rowMoves.contains { from, to in
      deletedSections.contains(from.section) || insertedSections.contains(to.section)
    }
  }

  /// Stage 8: the section count (R22).
  func checkSectionCount(old: TableShape, new: TableShape) throws {
    let expected = old.numberOfSections + insertedSections.count - deletedSections.count
    guard new.numberOfSections != expected else { return }
    throw error(
      .invalidNumberOfSections,
      "Invalid update: invalid number of sections. The number of sections contained in the table view after the update (\(new.numberOfSections)) must be equal to the number of sections contained in the table view before the update (\(old.numberOfSections)), plus or minus the number of sections inserted or deleted (\(insertedSections.count) inserted, \(deletedSections.count) deleted)."
    )
  }

  /// Stage 8½: a negative row count in a section that is not compared with an old one — inserted
  /// or reloaded — is refused as R25 too, rather than trapping while rows are mapped.
  func checkRowCountsOfNewSections(_ new: TableShape) throws {
    for section in insertedSections.sorted() where new.rowCounts[section] < 0 {
      throw TableUpdateError.negativeNumberOfRows(inSection: section)
    }
  }

  /// The effective updates in the order UIKit lists them: deletes descending, moves, inserts
  /// ascending.
  var listedUpdates: [UpdateItem] {
    let deletes =
      (deletedRows.map(UpdateSlot.init(row:))
      + deletedSections.map(UpdateSlot.init(section:))).sorted(by: >).map { slot in
        slot.isSection ? UpdateItem.deleteSection(slot.section) : .deleteRow(slot.path)
      }
    let moves =
      sectionMoves.sorted { $0.key < $1.key }.map { UpdateItem.moveSection($0.key, to: $0.value) }
      + rowMoves.sorted { $0.key < $1.key }.map { UpdateItem.moveRow($0.key, to: $0.value) }
    let inserts =
      (insertedRows.map(UpdateSlot.init(row:))
      + insertedSections.map(UpdateSlot.init(section:))).sorted().map { slot in
        slot.isSection ? UpdateItem.insertSection(slot.section) : .insertRow(slot.path)
      }
    return deletes + moves + inserts
  }

  func error(_ rule: TableUpdateError.Rule, _ message: String) -> TableUpdateError {
    TableUpdateError(rule: rule, message: message)
  }
}
