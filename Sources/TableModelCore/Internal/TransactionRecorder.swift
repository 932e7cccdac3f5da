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

  /// A run of a touched section's rows: original rows still in their old order, inserted rows,
  /// or one row moved in from elsewhere (``Kind``).
  ///
  /// The length is stored, in the same place whatever the kind: finding the segment that holds a
  /// row scans a leaf of segments summing their lengths, a load each, where a length read from an
  /// enum's cases was a branch on the case — random among the segments, so mispredicted — and
  /// several instructions.
  struct RowSegment {
    /// What a segment is.
    enum Kind {
      case original(start: Int, length: Int)
      case inserted(length: Int)
      case moved(from: RowPath, updated: Bool)
    }

    /// The number of rows.
    let length: Int
    /// An original run's first old row, or a moved row's old row; 0 for inserted rows.
    private let row: Int
    /// `-1` for an original run, `-2` for inserted rows; for a moved row, its old section
    /// shifted left by one, the low bit whether it was updated.
    private let tag: Int

    private init(length: Int, row: Int, tag: Int) {
      self.length = length
      self.row = row
      self.tag = tag
    }

    static func original(start: Int, length: Int) -> RowSegment {
      RowSegment(length: length, row: start, tag: -1)
    }

    static func inserted(length: Int) -> RowSegment {
      RowSegment(length: length, row: 0, tag: -2)
    }

    static func moved(from: RowPath, updated: Bool) -> RowSegment {
      RowSegment(length: 1, row: from.row, tag: from.section << 1 | (updated ? 1 : 0))
    }

    /// What the segment is.
    var kind: Kind {
      if tag >= 0 {
        return .moved(from: RowPath(row: row, section: tag >> 1), updated: tag & 1 != 0)
      }
      return tag == -1 ? .original(start: row, length: length) : .inserted(length: length)
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
  private(set) var pending: RowOperation?
  private(set) var isBuilt = false
  var sections: [SectionEntry] = []
  private(set) var deletedSections = Set<Int>()
  /// The old positions of the rows the transaction deleted, each once, in no order.
  private(set) var deletedRows: [RowPath] = []
  /// The old positions of original rows updated while still in place, in no order, repeats
  /// allowed.
  ///
  /// Sorted once at commit, instead of hashed at every operation. A row that later leaves stays
  /// listed; commit reads it only for rows still in place and for moved rows (whose update
  /// before the move it carries).
  private(set) var updatedRows: [RowPath] = []
  /// The row insertions and moves recorded: bounds of the rows commit inserts, moves and updates,
  /// for which it reserves room.
  private(set) var insertionCount = 0
  private(set) var moveCount = 0
  private(set) var isReload = false

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
      switch segment.kind {
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
      leaf.forEachElement { if case .moved(let from, _) = $0.kind { deletedRows.append(from) } }
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
}
