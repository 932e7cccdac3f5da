/// Where a changeset takes the sections and rows it does not mention, computed the way UIKit
/// pairs them (`uikit-batch-rules.md`, §3): kept sections and rows keep their relative order and
/// fill the free slots in order.
struct ChangesetIndex {
  /// For each old section, its new index, or `nil` when deleted.
  let sectionOldToNew: [Int?]
  /// For each new section, its old index, or `nil` when inserted.
  let sectionNewToOld: [Int?]
  /// Per old section, the old rows that leave it (deleted or moved out), sorted.
  private let leaving: [Int: [Int]]
  /// Per new section, the new rows that arrive in it (inserted or moved in), sorted.
  private let arriving: [Int: [Int]]

  init(_ changeset: Changeset, oldSectionCount: Int, newSectionCount: Int) {
    (sectionOldToNew, sectionNewToOld) = KeptPairing.maps(
      oldCount: oldSectionCount, newCount: newSectionCount,
      deleted: changeset.deletedSections, inserted: changeset.insertedSections,
      moves: changeset.movedSections.map { ($0.source, $0.destination) })
    var leaving: [Int: [Int]] = [:]
    var arriving: [Int: [Int]] = [:]
    for path in changeset.deletedRows { leaving[path.section, default: []].append(path.row) }
    for path in changeset.insertedRows { arriving[path.section, default: []].append(path.row) }
    for move in changeset.movedRows {
      leaving[move.source.section, default: []].append(move.source.row)
      arriving[move.destination.section, default: []].append(move.destination.row)
    }
    self.leaving = leaving.mapValues { $0.sorted() }
    self.arriving = arriving.mapValues { $0.sorted() }
  }

  /// The new row of a row that stays in its section (neither deleted nor moved).
  func newRow(ofKept old: RowPath) -> RowPath? {
    guard let section = sectionOldToNew[old.section] else { return nil }
    let row = rows(old: old.section, new: section).newPosition(ofKept: old.row)
    return RowPath(row: row, section: section)
  }

  /// The old row of a row that stayed in its section (neither inserted nor moved).
  func oldRow(ofKept new: RowPath) -> RowPath? {
    guard let section = sectionNewToOld[new.section] else { return nil }
    let row = rows(old: section, new: new.section).oldPosition(ofKept: new.row)
    return RowPath(row: row, section: section)
  }

  /// The pairing of the rows of an old section with those of its new section.
  private func rows(old: Int, new: Int) -> KeptPairing {
    KeptPairing(sortedLeaving: leaving[old] ?? [], sortedArriving: arriving[new] ?? [])
  }
}

extension Changeset {
  /// The changeset with its section indexes translated: old indexes by `old`, new ones by `new`.
  func translatingSections(old: (Int) -> Int, new: (Int) -> Int) -> Changeset {
    Changeset(
      deletedSections: deletedSections.map(old),
      insertedSections: insertedSections.map(new),
      movedSections: movedSections.map { SectionMove(old($0.source), to: new($0.destination)) },
      updatedSections: updatedSections.map(new),
      deletedRows: deletedRows.map { RowPath(row: $0.row, section: old($0.section)) },
      insertedRows: insertedRows.map { RowPath(row: $0.row, section: new($0.section)) },
      movedRows: movedRows.map {
        RowMove(
          RowPath(row: $0.source.row, section: old($0.source.section)),
          to: RowPath(row: $0.destination.row, section: new($0.destination.section)))
      },
      updatedRows: updatedRows.map { RowPath(row: $0.row, section: new($0.section)) })
  }
}
