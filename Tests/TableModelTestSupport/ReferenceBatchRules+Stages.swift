import TableModelTesting

extension ReferenceBatchRules.Batch {
  typealias Refusal = ReferenceBatchRules.Refusal

  /// An update item: a row, or a whole section when `row` is `nil` (`NSNotFound`, §1.4).
  struct Item {
    var section: Int
    var row: Int?

    /// The index path's order: a section item sorts after the rows of its section.
    var key: (Int, Int) { (section, row ?? Int.max) }

    /// The item's index path as UIKit prints it.
    var indexPath: String { ReferenceBatchRules.indexPath(section, row) }

    /// The items of some sections and rows, ascending, or descending when `descending`.
    static func sorted(sections: Set<Int>, rows: Set<RowPath>, descending: Bool) -> [Item] {
      let items =
        sections.map { Item(section: $0) } + rows.map { Item(section: $0.section, row: $0.row) }
      return items.sorted { descending ? $0.key > $1.key : $0.key < $1.key }
    }
  }

  /// §1.6 step 2: drops row reloads without a cell (§1.5), refuses a reload that is also deleted
  /// (R4), and splits every reload into a delete and an insert at its derived position.
  mutating func decomposeReloads(
    hasExistingCell: (RowPath) -> Bool, profile: ReferenceBatchRules.Profile
  ) throws {
    let rows = rowReloads.filter(hasExistingCell)
    for item in Item.sorted(sections: sectionReloads, rows: rows, descending: false) {
      let deleted =
        item.row.map { rowDeletes.contains(RowPath(row: $0, section: item.section)) }
        ?? sectionDeletes.contains(item.section)
      guard deleted else { continue }
      throw Refusal(
        "R4", "attempt to delete and reload the same index path (\(item.indexPath))")
    }
    allRowDeletes = rowDeletes.union(rows)
    allSectionDeletes = sectionDeletes.union(sectionReloads)
    allRowInserts = rowInserts.union(rows.map { derivedPosition(of: $0, profile: profile) })
    allSectionInserts = sectionInserts.union(sectionReloads.map(derivedSection))
  }

  /// §1.5 step 1: an old section shifted by the section deletes and inserts.
  func derivedSection(_ section: Int) -> Int {
    var value = section - sectionDeletes.filter { $0 < section }.count
    for insert in sectionInserts.sorted() where insert <= value { value &+= 1 }
    return value
  }

  /// §1.5 step 2: an old row shifted by the row deletes of its section and the row inserts of
  /// its derived section; moves play no part.
  func derivedPosition(of path: RowPath, profile: ReferenceBatchRules.Profile) -> RowPath {
    let section = derivedSection(path.section)
    var row = path.row
    if profile == .legacy || !sectionDeletes.contains(path.section) {
      row -= rowDeletes.filter { $0.section == path.section && $0.row < path.row }.count
    }
    if profile == .legacy || !sectionInserts.contains(section) {
      let inserts = rowInserts.filter { $0.section == section }.map(\.row).sorted()
      for insert in inserts where insert <= row { row &+= 1 }
    }
    return RowPath(row: row, section: section)
  }

  /// §1.6 steps 4 to 11.
  func commit(old: [Int], new: [Int], profile: ReferenceBatchRules.Profile) throws
    -> ReferenceBatchRules.Verdict
  {
    let (deletedSections, deletedRows) = try checkDeletes(old: old)
    let (insertedSections, insertedRows) = try checkInserts(new: new)
    try checkMoves(old: old, new: new)
    if rowMoves.contains(where: {
      deletedSections.contains($0.from.section) || insertedSections.contains($0.to.section)
    }) {
      // The reload that replaces the batch reads every count (reading in the type's notes).
      if let section = new.firstIndex(where: { $0 < 0 }) {
        throw Refusal.negativeRows(section)
      }
      return .reloadData
    }
    if new.count != old.count + insertedSections.count - deletedSections.count {
      throw Refusal(
        "R22",
        "Invalid update: invalid number of sections. The number of sections contained in the table view after the update (\(new.count)) must be equal to the number of sections contained in the table view before the update (\(old.count)), plus or minus the number of sections inserted or deleted (\(insertedSections.count) inserted, \(deletedSections.count) deleted)."
      )
    }
    // A negative count in a section no old one is compared with (reading in the type's notes).
    if let section = insertedSections.sorted().first(where: { new[$0] < 0 }) {
      throw Refusal.negativeRows(section)
    }
    let sections = sectionMap(
      old: old.count, new: new.count, deleted: deletedSections, inserted: insertedSections)
    return .animated(
      try rowMap(
        old: old, new: new, sections: sections, deletedRows: deletedRows,
        insertedRows: insertedRows, insertedSections: insertedSections, profile: profile))
  }

  /// §1.6 step 4: deletes in descending order; R5, then bounds unless absorbed (R6–R8).
  private func checkDeletes(old: [Int]) throws -> (sections: Set<Int>, rows: Set<RowPath>) {
    let sources = Set(rowMoves.map(\.from))
    let sectionSources = Set(sectionMoves.map(\.from))
    var sections = Set<Int>()
    var rows = Set<RowPath>()
    for item in Item.sorted(sections: allSectionDeletes, rows: allRowDeletes, descending: true) {
      let section = item.section
      guard let row = item.row else {
        if sectionSources.contains(section) {
          throw Refusal(
            "R5", "attempt to perform a delete and a move from the same section (\(section))")
        }
        if section >= old.count {
          throw Refusal(
            "R8",
            "attempt to delete section \(section), but there are only \(old.count) sections before the update"
          )
        }
        sections.insert(section)
        continue
      }
      let path = RowPath(row: row, section: section)
      if sources.contains(path) {
        throw Refusal(
          "R5",
          "attempt to perform a delete and a move from the same index path (\(item.indexPath))")
      }
      if sections.contains(section) { continue }
      if section >= old.count {
        throw Refusal(
          "R6",
          "attempt to delete row \(row) from section \(section), but there are only \(old.count) sections before the update"
        )
      }
      if row >= old[section] {
        throw Refusal(
          "R7",
          "attempt to delete row \(row) from section \(section) which only contains \(old[section]) rows before the update"
        )
      }
      rows.insert(path)
    }
    return (sections, rows)
  }

  /// §1.6 step 5: inserts in ascending order; R9, bounds (R10–R12), then absorption.
  private func checkInserts(new: [Int]) throws -> (sections: Set<Int>, rows: Set<RowPath>) {
    let destinations = Set(rowMoves.map(\.to))
    let sectionDestinations = Set(sectionMoves.map(\.to))
    var sections = Set<Int>()
    var rows = Set<RowPath>()
    for item in Item.sorted(sections: allSectionInserts, rows: allRowInserts, descending: false) {
      let section = item.section
      guard let row = item.row else {
        if sectionDestinations.contains(section) {
          throw Refusal(
            "R9", "attempt to perform an insert and a move to the same section (\(section))")
        }
        if section >= new.count {
          throw Refusal(
            "R12",
            "attempt to insert section \(section) but there are only \(new.count) sections after the update"
          )
        }
        sections.insert(section)
        continue
      }
      let path = RowPath(row: row, section: section)
      if destinations.contains(path) {
        throw Refusal(
          "R9",
          "attempt to perform an insert and a move to the same index path (\(item.indexPath))")
      }
      if section >= new.count {
        throw Refusal(
          "R10",
          "attempt to insert row \(row) into section \(section), but there are only \(new.count) sections after the update"
        )
      }
      if row >= new[section] {
        throw Refusal(
          "R11",
          "attempt to insert row \(row) into section \(section), but there are only \(new[section]) rows in section \(section) after the update"
        )
      }
      rows.insert(path)
    }
    return (sections, rows.filter { !sections.contains($0.section) })
  }
}
