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
    for newSection in new.indices {
      guard let oldSection = sections.firstIndex(of: newSection) else { continue }
      let kept = (0..<old[oldSection]).map { RowPath(row: $0, section: oldSection) }
        .filter { !deletedRows.contains($0) && !sources.contains($0) }
      let free = (0..<new[newSection]).map { RowPath(row: $0, section: newSection) }
        .filter { !insertedRows.contains($0) && !destinations.contains($0) }
      pairs.append((kept, free))
    }
    if profile == .modern, pairs.contains(where: { $0.kept.count > $0.free.count }) {
      throw ReferenceBatchRules.Refusal("R23")
    }
    if pairs.contains(where: { $0.kept.count != $0.free.count }) {
      throw ReferenceBatchRules.Refusal("R24")
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
}
