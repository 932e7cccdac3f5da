import TableModelTesting

extension ReferenceBatchRules.Batch {
  typealias Refusal = ReferenceBatchRules.Refusal

  /// An update item: a row, or a whole section when `row` is `nil` (`NSNotFound`, §1.4).
  struct Item {
    var section: Int
    var row: Int?

    /// The index path's order: a section item sorts after the rows of its section.
    var key: (Int, Int) { (section, row ?? Int.max) }

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
    if sectionReloads.contains(where: sectionDeletes.contains)
      || rows.contains(where: rowDeletes.contains)
    {
      throw Refusal("R4")
    }
    allRowDeletes = rowDeletes.union(rows)
    allSectionDeletes = sectionDeletes.union(sectionReloads)
    allRowInserts = rowInserts.union(rows.map { derivedPosition(of: $0, profile: profile) })
    allSectionInserts = sectionInserts.union(sectionReloads.map(derivedSection))
  }

  /// §1.5 step 1: an old section shifted by the section deletes and inserts.
  func derivedSection(_ section: Int) -> Int {
    var value = section - sectionDeletes.filter { $0 < section }.count
    for insert in sectionInserts.sorted() where insert <= value { value += 1 }
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
      for insert in inserts where insert <= row { row += 1 }
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
      return .reloadData
    }
    if new.count != old.count + insertedSections.count - deletedSections.count {
      throw Refusal("R22")
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
      guard let row = item.row else {
        if sectionSources.contains(item.section) { throw Refusal("R5") }
        if item.section >= old.count { throw Refusal("R8") }
        sections.insert(item.section)
        continue
      }
      let path = RowPath(row: row, section: item.section)
      if sources.contains(path) { throw Refusal("R5") }
      if sections.contains(item.section) { continue }
      if item.section >= old.count { throw Refusal("R6") }
      if row >= old[item.section] { throw Refusal("R7") }
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
      guard let row = item.row else {
        if sectionDestinations.contains(item.section) { throw Refusal("R9") }
        if item.section >= new.count { throw Refusal("R12") }
        sections.insert(item.section)
        continue
      }
      let path = RowPath(row: row, section: item.section)
      if destinations.contains(path) { throw Refusal("R9") }
      if item.section >= new.count { throw Refusal("R10") }
      if row >= new[item.section] { throw Refusal("R11") }
      rows.insert(path)
    }
    return (sections, rows.filter { !sections.contains($0.section) })
  }

  /// §1.6 step 6: section moves, then row moves, by source and destination: bounds (R13–R18), then R19/R20.
  private func checkMoves(old: [Int], new: [Int]) throws {
    var sectionTargets: [Int: Int] = [:]
    var sectionSources: [Int: Int] = [:]
    for move in sectionMoves.sorted(by: { ($0.from, $0.to) < ($1.from, $1.to) }) {
      if move.from >= old.count { throw Refusal("R13") }
      if move.to >= new.count { throw Refusal("R14") }
      if sectionTargets[move.from] != nil { throw Refusal("R19") }
      if sectionSources[move.to] != nil { throw Refusal("R20") }
      sectionTargets[move.from] = move.to
      sectionSources[move.to] = move.from
    }
    var targets: [RowPath: RowPath] = [:]
    var sources: [RowPath: RowPath] = [:]
    for move in rowMoves.sorted(by: { ($0.from, $0.to) < ($1.from, $1.to) }) {
      if move.from.section >= old.count { throw Refusal("R15") }
      if move.from.row >= old[move.from.section] { throw Refusal("R16") }
      if move.to.section >= new.count { throw Refusal("R17") }
      if move.to.row >= new[move.to.section] { throw Refusal("R18") }
      if targets[move.from] != nil { throw Refusal("R19") }
      if sources[move.to] != nil { throw Refusal("R20") }
      targets[move.from] = move.to
      sources[move.to] = move.from
    }
  }
}
