import TableModelTesting

extension ReferenceBatchRules.Batch {
  /// §3 step 1: moved sections go to their destinations; kept old sections fill the free new
  /// ones in ascending order.
  func sectionMap(old: Int, new: Int, deleted: Set<Int>, inserted: Set<Int>) -> [Int?] {
    var map = [Int?](repeating: nil, count: old)
    for move in sectionMoves { map[move.from] = move.to }
    let sources = Set(sectionMoves.map(\.from))
    let destinations = Set(sectionMoves.map(\.to))
    let kept = (0..<old).filter { !deleted.contains($0) && !sources.contains($0) }
    let free = (0..<new).filter { !inserted.contains($0) && !destinations.contains($0) }
    for (from, to) in zip(kept, free) { map[from] = to }
    return map
  }

  /// §1.6 steps 9–10 and §3 step 2: the rows of every mapped section, after R23 (modern) and
  /// R24 in ascending new-section order.
  func rowMap(
    old: [Int], new: [Int], sections: [Int?], deletedRows: Set<RowPath>,
    insertedRows: Set<RowPath>, insertedSections: Set<Int>, profile: ReferenceBatchRules.Profile
  ) throws -> ReferenceBatchRules.Mapping {
    let sources = Set(rowMoves.map(\.from))
    let destinations = Set(rowMoves.map(\.to))
    var pairs: [(kept: [RowPath], free: [RowPath])] = []
    var overflows = false
    for newSection in new.indices {
      guard let oldSection = sections.firstIndex(of: newSection) else { continue }
      let kept = (0..<old[oldSection]).map { RowPath(row: $0, section: oldSection) }
        .filter { !deletedRows.contains($0) && !sources.contains($0) }
      let free = (0..<max(0, new[newSection])).map { RowPath(row: $0, section: newSection) }
        .filter { !insertedRows.contains($0) && !destinations.contains($0) }
      pairs.append((kept, free))
      let arriving =
        insertedRows.filter { $0.section == newSection }.count
        + destinations.filter { $0.section == newSection }.count
      if kept.count + arriving > new[newSection] { overflows = true }
    }
    if profile == .modern, overflows {
      throw ReferenceBatchRules.Refusal(
        "R23",
        """
        \(ReferenceBatchRules.invalidBatchUpdatesPrefix)
        Data source before updates = \(Self.describe(old))
        Data source after updates = \(Self.describe(new))
        """)
    }
    for newSection in new.indices {
      guard let oldSection = sections.firstIndex(of: newSection) else { continue }
      try checkRowCount(
        old: (oldSection, old[oldSection]), new: (newSection, new[newSection]), sections: sections,
        deletedRows: deletedRows, insertedRows: insertedRows)
    }
    guard pairs.allSatisfy({ $0.kept.count == $0.free.count }) else {
      throw ReferenceBatchRules.Refusal(
        "mapping", "R24 passed, but kept rows and free slots differ")
    }
    var rows: [RowPath: RowPath] = [:]
    for move in rowMoves { rows[move.from] = move.to }
    for pair in pairs {
      for (from, to) in zip(pair.kept, pair.free) { rows[from] = to }
    }
    var inserted = insertedRows
    for section in insertedSections {
      inserted.formUnion((0..<new[section]).map { RowPath(row: $0, section: section) })
    }
    return ReferenceBatchRules.Mapping(sections: sections, rows: rows, inserted: inserted)
  }

  /// §2.2 R25 for a negative count, else R24, with the counts of its details: a row move counts as moved out and in only when it
  /// leaves for another section than its section's new one.
  private func checkRowCount(
    old: (section: Int, count: Int), new: (section: Int, count: Int), sections: [Int?],
    deletedRows: Set<RowPath>, insertedRows: Set<RowPath>
  ) throws {
    let inserted = insertedRows.filter { $0.section == new.section }.count
    let deleted = deletedRows.filter { $0.section == old.section }.count
    let movedIn = rowMoves.filter {
      $0.to.section == new.section && sections[$0.from.section] != new.section
    }.count
    let movedOut = rowMoves.filter {
      $0.from.section == old.section && $0.to.section != new.section
    }.count
    if new.count < 0 { throw ReferenceBatchRules.Refusal.negativeRows(old.section) }
    guard new.count != old.count + inserted - deleted + movedIn - movedOut else { return }
    throw ReferenceBatchRules.Refusal(
      "R24",
      "Invalid update: invalid number of rows in section \(new.section). The number of rows contained in an existing section after the update (\(new.count)) must be equal to the number of rows contained in that section before the update (\(old.count)), plus or minus the number of rows inserted or deleted from that section (\(inserted) inserted, \(deleted) deleted) and plus or minus the number of rows moved into or out of that section (\(movedIn) moved in, \(movedOut) moved out)."
    )
  }

  /// A shape as R23's message gives it: `{ 1 section with row counts: [20] }` (§2.4).
  private static func describe(_ shape: [Int]) -> String {
    let counts = shape.map(String.init).joined(separator: ", ")
    return "{ \(shape.count) section\(shape.count == 1 ? "" : "s") with row counts: [\(counts)] }"
  }
}
