/// Turns the operations of one transaction on a sectioned model into the one batch that takes
/// the table from the model's state before the transaction to its state after — exactly, and
/// without diffing the model.
///
/// Each operation is recorded at the model's current positions. Sections are tracked as a list
/// of entries (original, moved, or inserted), and each section touched by a row operation as a
/// list of segments: a run of original rows still in their old order, a run of inserted rows, or
/// one row moved in from elsewhere. Segments live in a ``CountedTree`` weighted by length, so an
/// operation costs O(log *k*) for *k* operations so far; the segments of untouched sections are
/// never built. ``commit()`` walks the entries and segments once.
///
/// Original rows never change their relative order, so the batch lets UIKit pair them with the
/// free slots as it does, and every other row is an explicit insert or move. A row moved into a
/// section inserted in the same transaction, or out of one deleted in it, cannot be a move in one
/// batch (UIKit would reload the table, R21), so it becomes a delete and an insert.
///
/// Most transactions are one operation on a row (every operation outside a transaction is one),
/// so the first row operation is only noted, and the entries and segments are built when a
/// second operation arrives: a lone operation's change is its own position, with no allocation
/// beyond the changeset's one list.
@usableFromInline
struct TransactionRecorder {
  /// A row operation noted before the entries and segments exist.
  enum RowOperation {
    case insert(RowPath)
    case remove(RowPath)
    case move(RowPath, to: RowPath)
    case update(RowPath)
  }

  enum SectionOrigin {
    case original(Int)
    case moved(Int)
    case inserted
  }

  enum RowSegment {
    case original(start: Int, length: Int)
    case inserted(length: Int)
    case moved(from: RowPath, updated: Bool)

    var length: Int {
      switch self {
      case .original(_, let length), .inserted(let length): length
      case .moved: 1
      }
    }
  }

  /// What a removed row was.
  ///
  /// Whether an original row was updated in place is not carried: commit finds it in
  /// `updatedRows`.
  enum RemovedRow {
    case original(RowPath)
    case moved(from: RowPath, updated: Bool)
    case inserted
  }

  struct SectionEntry {
    var origin: SectionOrigin
    var updated = false
    let oldRowCount: Int
    var rows: CountedTree<RowSegment>?

    var oldIndex: Int? {
      switch origin {
      case .original(let index), .moved(let index): index
      case .inserted: nil
      }
    }
  }

  private let oldShape: TableShape
  /// The transaction's only operation so far, while the entries and segments are not built.
  private var pending: RowOperation?
  private var isBuilt = false
  private var sections: [SectionEntry] = []
  private var deletedSections = Set<Int>()
  /// The old positions of the rows the transaction deleted, each once, in no order.
  private var deletedRows: [RowPath] = []
  /// The old positions of original rows updated while still in place, in no order, repeats
  /// allowed.
  ///
  /// Sorted once at commit, instead of hashed at every operation. A row that later leaves stays
  /// listed; commit reads it only for rows still in place and for moved rows (whose update
  /// before the move it carries).
  private var updatedRows: [RowPath] = []
  /// The row insertions and moves recorded: bounds of the rows commit inserts, moves and updates,
  /// for which it reserves room.
  private var insertionCount = 0
  private var moveCount = 0
  private var isReload = false

  init(oldShape: TableShape) {
    self.oldShape = oldShape
  }

  /// Notes `operation` when it is the transaction's first; otherwise builds the entries and
  /// segments (replaying the noted operation) and returns `false`, for the caller to record it.
  private mutating func notes(_ operation: RowOperation) -> Bool {
    if !isBuilt, pending == nil {
      pending = operation
      return true
    }
    build()
    return false
  }

  /// Builds the entries of the sections, and replays the noted operation into them.
  private mutating func build() {
    guard !isBuilt else { return }
    isBuilt = true
    sections = oldShape.rowCounts.enumerated().map { index, count in
      SectionEntry(origin: .original(index), oldRowCount: count)
    }
    guard let operation = pending else { return }
    pending = nil
    switch operation {
    case .insert(let path): insertRow(at: path)
    case .remove(let path): removeRow(at: path)
    case .move(let source, let destination): moveRow(from: source, to: destination)
    case .update(let path): updateRow(at: path)
    }
  }

  // MARK: Rows

  @usableFromInline
  mutating func insertRow(at path: RowPath) {
    guard !isReload, !notes(.insert(path)) else { return }
    insertionCount += 1
    insert(.inserted(length: 1), at: path)
  }

  @usableFromInline
  mutating func removeRow(at path: RowPath) {
    guard !isReload, !notes(.remove(path)) else { return }
    switch takeRow(at: path) {
    case .original(let old), .moved(let old, _): deletedRows.append(old)
    case .inserted, nil: break
    }
  }

  @usableFromInline
  mutating func moveRow(from source: RowPath, to destination: RowPath) {
    guard !isReload, !notes(.move(source, to: destination)) else { return }
    moveCount += 1
    let old: RowPath
    let updated: Bool
    switch takeRow(at: source) {
    case .original(let path): (old, updated) = (path, false)
    case .moved(let path, let wasUpdated): (old, updated) = (path, wasUpdated)
    case .inserted, nil:
      insert(.inserted(length: 1), at: destination)
      return
    }
    if sections[destination.section].oldIndex == nil {
      // Into a section inserted in this transaction: a delete and an insert (R21).
      deletedRows.append(old)
    } else {
      insert(.moved(from: old, updated: updated), at: destination)
    }
  }

  @usableFromInline
  mutating func updateRow(at path: RowPath) {
    guard !isReload, !notes(.update(path)) else { return }
    guard let oldSection = sections[path.section].oldIndex else { return }
    guard let rows = existingRows(of: path.section) else {
      // An untouched section: the row is still the original row at the same index.
      updatedRows.append(RowPath(row: path.row, section: oldSection))
      return
    }
    let updatedOriginal: RowPath? = rows._withUnsafeGuaranteedRef { tree in
      let (place, offset, segment) = tree.segment(atRow: path.row)
      switch segment {
      case .original(let start, _):
        return RowPath(row: start + offset, section: oldSection)
      case .moved(let from, _):
        tree.replaceSegment(at: place, with: .moved(from: from, updated: true))
      case .inserted:
        break
      }
      return nil
    }
    if let updatedOriginal { updatedRows.append(updatedOriginal) }
  }

  // MARK: Sections

  mutating func insertSection(at index: Int) {
    guard !isReload else { return }
    build()
    sections.insert(SectionEntry(origin: .inserted, oldRowCount: 0), at: index)
  }

  mutating func removeSection(at index: Int) {
    guard !isReload else { return }
    build()
    let entry = sections.remove(at: index)
    if let old = entry.oldIndex { deletedSections.insert(old) }
    // Rows moved into the section from elsewhere leave their old places.
    entry.rows?.forEachLeaf { leaf in
      leaf.forEachElement { if case .moved(let from, _) = $0 { deletedRows.append(from) } }
    }
  }

  mutating func moveSection(from source: Int, to destination: Int) {
    guard !isReload else { return }
    build()
    var entry = sections.remove(at: source)
    if case .original(let old) = entry.origin { entry.origin = .moved(old) }
    sections.insert(entry, at: destination)
  }

  mutating func updateSection(at index: Int) {
    guard !isReload else { return }
    build()
    sections[index].updated = true
  }

  /// Makes the whole transaction a reload; later operations are not recorded.
  mutating func reloadAll() {
    isReload = true
  }

  // MARK: Commit

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
          switch segment {
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

  // MARK: Segments

  // A section's segments are handed out unretained (its entry owns them): an operation costs no
  // reference counting of the tree it edits.

  /// The segments of a section an earlier operation touched.
  private func existingRows(of section: Int) -> Unmanaged<CountedTree<RowSegment>>? {
    sections.withUnsafeBufferPointer { sections in
      sections[section].rows.map { Unmanaged.passUnretained($0) }
    }
  }

  /// The segments of a section, made when an operation first touches it.
  private mutating func rows(of section: Int) -> Unmanaged<CountedTree<RowSegment>> {
    if let rows = existingRows(of: section) { return rows }
    let count = sections[section].oldRowCount
    let tree = CountedTree<RowSegment>(
      count > 0 ? [.original(start: 0, length: count)] : [], weigh: { $0.length })
    sections[section].rows = tree
    return .passUnretained(tree)
  }

  private mutating func insert(_ segment: RowSegment, at path: RowPath) {
    guard sections[path.section].oldIndex != nil else { return }
    rows(of: path.section)._withUnsafeGuaranteedRef { tree in
      insert(segment, at: path.row, into: tree)
    }
  }

  private func insert(_ segment: RowSegment, at row: Int, into tree: CountedTree<RowSegment>) {
    if row == tree.totalWeight {
      // At the end: found by following the last children, and an inserted row joins a run of
      // inserted rows there.
      let end = tree.endPlace
      if end.offset > 0, case .inserted(let added) = segment {
        let last = CountedTree<RowSegment>.Place(leaf: end.leaf, offset: end.offset - 1)
        if case .inserted(let length) = tree.element(at: last) {
          tree.replaceSegment(at: last, with: .inserted(length: length + added))
          return
        }
      }
      tree.insertSegment(segment, at: end)
      return
    }
    // The segment is edited where the descent found it: a split keeps the first part in place
    // and inserts the segment and the rest after it.
    let (place, offset, existing) = tree.segment(atRow: row)
    if offset == 0 {
      tree.insertSegment(segment, at: place)
      return
    }
    switch existing {
    case .original(let start, let length):
      tree.splitSegment(
        at: place, into: .original(start: start, length: offset), segment,
        .original(start: start + offset, length: length - offset))
    case .inserted(let length):
      if case .inserted(let added) = segment {
        tree.replaceSegment(at: place, with: .inserted(length: length + added))
      } else {
        tree.splitSegment(
          at: place, into: .inserted(length: offset), segment, .inserted(length: length - offset))
      }
    case .moved:
      contractViolation("a moved row is one row long")
    }
  }

  /// Removes the row at `path` from its section's segments and says what it was; `nil` for a
  /// row of a section inserted in this transaction.
  private mutating func takeRow(at path: RowPath) -> RemovedRow? {
    guard let oldSection = sections[path.section].oldIndex else { return nil }
    return rows(of: path.section)._withUnsafeGuaranteedRef { tree in
      takeRow(at: path.row, from: tree, oldSection: oldSection)
    }
  }

  private func takeRow(
    at row: Int, from tree: CountedTree<RowSegment>, oldSection: Int
  ) -> RemovedRow {
    let (place, offset, segment) = tree.segment(atRow: row)
    switch segment {
    case .original(let start, let length):
      let old = RowPath(row: start + offset, section: oldSection)
      // The segment keeps the rows before the removed one, or the rows after it when there are
      // none before; the rows after it get a segment of their own when there are both.
      let after = length - offset - 1
      if offset > 0, after > 0 {
        tree.splitSegment(
          at: place, into: .original(start: start, length: offset),
          .original(start: start + offset + 1, length: after))
      } else if offset > 0 {
        tree.replaceSegment(at: place, with: .original(start: start, length: offset))
      } else if after > 0 {
        tree.replaceSegment(at: place, with: .original(start: start + 1, length: after))
      } else {
        tree.removeSegment(at: place)
      }
      return .original(old)
    case .inserted(let length):
      if length == 1 {
        tree.removeSegment(at: place)
      } else {
        tree.replaceSegment(at: place, with: .inserted(length: length - 1))
      }
      return .inserted
    case .moved(let from, let updated):
      tree.removeSegment(at: place)
      return .moved(from: from, updated: updated)
    }
  }
}

/// The edits of a section's segments, passing the weight of a segment (its length) to the tree:
/// the recorder's code, specialized for segments, inlines it instead of calling the tree's
/// stored closure for every segment a descent scans.
extension CountedTree where Element == TransactionRecorder.RowSegment {
  /// The segment holding the row at `row`, where it is, and the row's offset in it.
  @inline(__always)
  func segment(atRow row: Int) -> (place: Place, into: Int, element: Element) {
    place(ofWeight: row, weigh: { $0.length })
  }

  @inline(__always)
  func replaceSegment(at place: Place, with segment: Element) {
    replace(at: place, with: segment, weigh: { $0.length })
  }

  @inline(__always)
  func insertSegment(_ segment: Element, at place: Place) {
    insert(segment, at: place, weigh: { $0.length })
  }

  /// Replaces the segment at a place by `first`, followed by `second` and `third`.
  @inline(__always)
  func splitSegment(
    at place: Place, into first: Element, _ second: Element, _ third: Element? = nil
  ) {
    replace(at: place, with: first, inserting: second, then: third, weigh: { $0.length })
  }

  @inline(__always)
  func removeSegment(at place: Place) {
    remove(at: place, weigh: { $0.length })
  }
}
