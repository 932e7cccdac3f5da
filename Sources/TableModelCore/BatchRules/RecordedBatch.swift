/// The update items of one batch's calls, sorted by kind, with reloads decomposed into a delete and an
/// insert (`uikit-batch-rules.md`, §1.5).
struct RecordedBatch {
  var sectionDeletes: [Int] = []
  var rowDeletes: [RowPath] = []
  var sectionInserts: [Int] = []
  var rowInserts: [RowPath] = []
  var sectionMoves: [(from: Int, to: Int)] = []
  var rowMoves: [(from: RowPath, to: RowPath)] = []
  private var sectionReloads: [Int] = []
  private var rowReloads: [RowPath] = []

  /// Sorts the items of calls by kind.
  ///
  /// A row call's index path whose row is `NSNotFound` is a section item, as UIKit tells the two
  /// apart by that row alone (`uikit-batch-rules.md`, §1.4): `insertRows` at `(s, NSNotFound)`
  /// inserts section `s`. A move is told apart by its source, the path UIKit creates its move
  /// item for (`dc18` `UIRowMoveUpdateItem`): `moveRow` from `(s, NSNotFound)` to `(t, r)` moves
  /// section `s` to section `t`, whatever `r`; a move to row `NSNotFound` from a row stays a row
  /// move, out of bounds after the update (R17, R18).
  init(_ calls: [TableViewCall]) {
    for call in calls {
      switch call {
      case .insertSections(let sections, _): sectionInserts += sections
      case .deleteSections(let sections, _): sectionDeletes += sections
      case .reloadSections(let sections, _): sectionReloads += sections
      case .moveSection(let from, let to): sectionMoves.append((from, to))
      case .insertRows(let paths, _): Self.sort(paths, rows: &rowInserts, sections: &sectionInserts)
      case .deleteRows(let paths, _): Self.sort(paths, rows: &rowDeletes, sections: &sectionDeletes)
      case .reloadRows(let paths, _): Self.sort(paths, rows: &rowReloads, sections: &sectionReloads)
      case .moveRow(let from, let to):
        if from.row == UIKitText.notFound {
          sectionMoves.append((from.section, to.section))
        } else {
          rowMoves.append((from, to))
        }
      case .reconfigureRows, .reloadData: break
      }
    }
  }

  private static func sort(_ paths: [RowPath], rows: inout [RowPath], sections: inout [Int]) {
    for path in paths {
      if path.row == UIKitText.notFound {
        sections.append(path.section)
      } else {
        rows.append(path)
      }
    }
  }

  /// Replaces every reload by a delete at its old position and an insert at its derived new
  /// position, after rejecting a reload that is also deleted (R4).
  mutating func decomposeReloads(
    droppingRowReloadsWithoutCell: Bool, ignoringRowDeletesOfDeletedSections: Bool,
    hasExistingCell: (RowPath) -> Bool
  ) throws {
    guard !sectionReloads.isEmpty || !rowReloads.isEmpty else { return }
    let reloadedRows = Set(
      droppingRowReloadsWithoutCell ? rowReloads.filter(hasExistingCell) : rowReloads)
    let items =
      (reloadedRows.map { UpdateSlot(row: $0) }
      + Set(sectionReloads).map { UpdateSlot(section: $0) }).sorted()
    let derivation = ReloadDerivation(
      self, ignoringRowDeletesOfDeletedSections: ignoringRowDeletesOfDeletedSections)
    for item in items {
      let conflicts =
        item.isSection
        ? derivation.deletedSections.contains(item.section)
        : derivation.deletedRows.contains(item.path)
      if conflicts {
        throw TableUpdateError(
          rule: .deleteAndReloadSameIndexPath,
          message: "attempt to delete and reload the same index path (\(item.uikitIndexPath))")
      }
    }
    for item in items {
      if item.isSection {
        sectionDeletes.append(item.section)
        sectionInserts.append(derivation.newSection(forOld: item.section))
      } else {
        rowDeletes.append(item.path)
        rowInserts.append(derivation.newPath(forOld: item.path))
      }
    }
  }
}

/// Where UIKit inserts the new half of a reload: where the old position would go if it were kept
/// (``KeptPairing``), counting the batch's explicit deletes and inserts but not its moves
/// (`uikit-batch-rules.md`, §1.5).
private struct ReloadDerivation {
  let deletedSections: Set<Int>
  let deletedRows: Set<RowPath>
  private let sections: KeptPairing
  private let deletedRowsBySection: [Int: [Int]]
  private let insertedRowsBySection: [Int: [Int]]
  private let ignoresRowDeletesOfDeletedSections: Bool

  init(_ batch: RecordedBatch, ignoringRowDeletesOfDeletedSections: Bool) {
    ignoresRowDeletesOfDeletedSections = ignoringRowDeletesOfDeletedSections
    deletedSections = Set(batch.sectionDeletes)
    deletedRows = Set(batch.rowDeletes)
    sections = KeptPairing(leaving: deletedSections, arriving: Set(batch.sectionInserts))
    deletedRowsBySection = Dictionary(grouping: deletedRows, by: \.section).mapValues {
      $0.map(\.row).sorted()
    }
    insertedRowsBySection = Dictionary(grouping: Set(batch.rowInserts), by: \.section).mapValues {
      $0.map(\.row).sorted()
    }
  }

  func newSection(forOld section: Int) -> Int {
    sections.newPosition(ofKept: section)
  }

  func newPath(forOld path: RowPath) -> RowPath {
    let section = newSection(forOld: path.section)
    // iOS 18: row deletes inside a section that is itself deleted do not shift.
    let deleted =
      ignoresRowDeletesOfDeletedSections && deletedSections.contains(path.section)
      ? [] : deletedRowsBySection[path.section, default: []]
    let rows = KeptPairing(
      sortedLeaving: deleted, sortedArriving: insertedRowsBySection[section, default: []])
    return RowPath(row: rows.newPosition(ofKept: path.row), section: section)
  }
}

/// A row or section update position, ordered as UIKit sorts update items: by section, with an
/// operation on a whole section after the row operations of that section.
struct UpdateSlot: Hashable, Comparable {
  let section: Int
  let row: Int
  let isSection: Bool

  init(row path: RowPath) {
    section = path.section
    row = path.row
    isSection = false
  }

  init(section: Int) {
    self.section = section
    row = UIKitText.notFound
    isSection = true
  }

  var path: RowPath { RowPath(row: row, section: section) }

  var uikitIndexPath: String { UIKitText.indexPath(path) }

  static func < (lhs: UpdateSlot, rhs: UpdateSlot) -> Bool {
    if lhs.section != rhs.section { return lhs.section < rhs.section }
    if lhs.isSection != rhs.isSection { return rhs.isSection }
    return lhs.row < rhs.row
  }
}
