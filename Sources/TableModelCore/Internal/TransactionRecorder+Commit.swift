extension TransactionRecorder {
  /// The change of the whole transaction.
  func commit() -> TableModelChange {
    if isReload { return .reloadData }
    if !isBuilt {
      // At most one row operation: its change is its own position.
      switch pending {
      case .insert(let path): return .batch(Changeset(insertedRows: [path]))
      case .remove(let path): return .batch(Changeset(deletedRows: [path]))
      case .move(let source, let destination):
        return .batch(Changeset(movedRows: [Changeset.RowMove(source, to: destination)]))
      case .update(let path): return .batch(Changeset(updatedRows: [path]))
      case nil: return .batch(Changeset())
      }
    }
    var change = Changeset()
    change.deletedSections = deletedSections.sorted()
    let updatedInPlace = updatedRows.sortedByPosition()
    // A row is inserted by an insertion or a move (whose row was inserted, or left a deleted
    // section), moved by a move, and updated in place or as a moved row.
    change.insertedRows.reserveCapacity(forUpTo: insertionCount + moveCount)
    change.movedRows.reserveCapacity(forUpTo: moveCount)
    change.updatedRows.reserveCapacity(forUpTo: updatedInPlace.count + moveCount)
    for (index, entry) in sections.enumerated() {
      guard let old = entry.oldIndex else {
        change.insertedSections.append(index)
        continue
      }
      if case .moved = entry.origin {
        change.movedSections.append(Changeset.SectionMove(old, to: index))
      }
      if entry.updated { change.updatedSections.append(index) }
      // The rows of the old section updated in place, ascending, each once.
      var updated: [Int] = []
      var next = updatedInPlace.countOfElements(lessThan: RowPath(row: 0, section: old))
      updated.reserveCapacity(
        forUpTo: updatedInPlace.countOfElements(lessThan: RowPath(row: 0, section: old + 1)) - next)
      while next < updatedInPlace.count, updatedInPlace[next].section == old {
        if updated.last != updatedInPlace[next].row { updated.append(updatedInPlace[next].row) }
        next += 1
      }
      guard let tree = entry.rows else {
        change.updatedRows += updated.map { RowPath(row: $0, section: index) }
        continue
      }
      var row = 0
      var nextUpdated = 0
      tree.forEachLeaf { leaf in
        leaf.forEachElement { segment in
          switch segment.kind {
          case .original(let start, let length):
            while nextUpdated < updated.count, updated[nextUpdated] < start { nextUpdated += 1 }
            while nextUpdated < updated.count, updated[nextUpdated] < start + length {
              change.updatedRows.append(
                RowPath(row: row + updated[nextUpdated] - start, section: index))
              nextUpdated += 1
            }
          case .inserted(let length):
            for offset in 0..<length {
              change.insertedRows.append(RowPath(row: row + offset, section: index))
            }
          case .moved(let from, let wasUpdated):
            let destination = RowPath(row: row, section: index)
            if deletedSections.contains(from.section) {
              // Out of a section deleted in this transaction: an insert (R21).
              change.insertedRows.append(destination)
            } else {
              change.movedRows.append(Changeset.RowMove(from, to: destination))
              if wasUpdated || updatedInPlace.sortedContains(from) {
                change.updatedRows.append(destination)
              }
            }
          }
          row += segment.length
        }
      }
    }
    change.deletedRows =
      (deletedSections.isEmpty
      ? deletedRows : deletedRows.filter { !deletedSections.contains($0.section) })
      .sortedByPosition()
    change.updatedRows = change.updatedRows.sortedByPositionIfNeeded()
    Self.dropMovesInPlace(from: &change)
    return .batch(change)
  }

  /// Leaves out the moves that put a section or row back where it was — moved away and back in
  /// one transaction — when nothing else changed where it is, so that a transaction that ends
  /// where it began publishes nothing, and a table never animates a move onto itself.
  ///
  /// A move in place is kept where it means something: a row back at its index among rows that
  /// changed order around it, or anywhere once sections came, went or moved (its position then
  /// names another section).
  private static func dropMovesInPlace(from change: inout Changeset) {
    guard change.insertedSections.isEmpty, change.deletedSections.isEmpty,
      change.movedSections.allSatisfy({ $0.source == $0.destination })
    else { return }
    change.movedSections = []
    guard change.movedRows.contains(where: { $0.source == $0.destination }) else { return }
    // The sections where some row comes, goes or changes place.
    var changed = Set(change.deletedRows.map(\.section))
    changed.formUnion(change.insertedRows.map(\.section))
    for move in change.movedRows where move.source != move.destination {
      changed.insert(move.source.section)
      changed.insert(move.destination.section)
    }
    change.movedRows.removeAll {
      $0.source == $0.destination && !changed.contains($0.source.section)
    }
  }
}
