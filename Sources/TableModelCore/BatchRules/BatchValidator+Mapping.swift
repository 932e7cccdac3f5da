extension BatchValidator {
  /// Where every row and section of an accepted batch went: the old-to-new map and its inverse.
  ///
  /// UIKit animates an accepted batch by pairing the table's old rows with its new rows
  /// (`uikit-batch-rules.md`, §3). Deleted rows have no new position; inserted rows, and the new
  /// halves of reloaded rows, have no old position. A row that keeps its position in the map keeps
  /// its cell, including a moved row, whose cell keeps its content.
  ///
  /// ```swift
  /// // old [3], delete (0, 1)
  /// mapping.newPath(forOld: RowPath(row: 2, section: 0))  // [0, 1]
  /// mapping.newPath(forOld: RowPath(row: 1, section: 0))  // nil: deleted
  /// ```
  ///
  /// The mapping keeps what the batch named, not a position per row: a row's position is worked
  /// out when asked, in O(log *u*) for *u* rows the batch named, so validating a batch on a table
  /// of a million rows costs what the batch names, not what the table holds.
  public struct Mapping: Hashable, Sendable {
    /// The shape the table had before the batch.
    public let oldShape: TableShape

    /// The shape the table has after the batch.
    public let newShape: TableShape

    let sectionOldToNew: [Int?]
    let sectionNewToOld: [Int?]
    /// The rows the batch moved, old position → new position.
    let movedRows: [RowPath: RowPath]
    /// The rows the batch moved, new position → old position.
    let movedRowSources: [RowPath: RowPath]
    /// The old rows the batch deleted (with the old halves of reloads).
    let deletedRows: Set<RowPath>
    /// The new rows the batch inserted (with the new halves of reloads).
    let insertedRows: Set<RowPath>
    /// How the kept rows of an old section pair with the free rows of its new section, for the
    /// sections whose rows the batch named; the rows of any other kept section stay in place.
    let keptRows: [Int: KeptPairing]

    /// The new index of an old section, or `nil` when the batch deleted (or reloaded) it.
    ///
    /// - Parameter section: A section index of the table before the batch.
    /// - Returns: Its index after the batch, or `nil` if it is gone or out of range.
    public func newSection(forOld section: Int) -> Int? {
      sectionOldToNew.indices.contains(section) ? sectionOldToNew[section] : nil
    }

    /// The old index of a new section, or `nil` when the batch inserted (or reloaded) it.
    ///
    /// - Parameter section: A section index of the table after the batch.
    /// - Returns: Its index before the batch, or `nil` if it is new or out of range.
    public func oldSection(forNew section: Int) -> Int? {
      sectionNewToOld.indices.contains(section) ? sectionNewToOld[section] : nil
    }

    /// The new position of an old row, or `nil` when the batch deleted or reloaded it.
    ///
    /// - Parameter path: A row of the table before the batch.
    /// - Returns: Its position after the batch, or `nil` if it is gone or out of range.
    /// - Complexity: O(log *u*), where *u* is the number of rows the batch named.
    public func newPath(forOld path: RowPath) -> RowPath? {
      guard Self.contains(path, oldShape) else { return nil }
      if let moved = movedRows[path] { return moved }
      guard !deletedRows.contains(path), let section = newSection(forOld: path.section) else {
        return nil
      }
      let row = keptRows[path.section]?.newPosition(ofKept: path.row) ?? path.row
      // A kept row past the free rows of its new section (counts that do not add up) has none.
      let target = RowPath(row: row, section: section)
      return Self.contains(target, newShape) ? target : nil
    }

    /// The old position of a new row, or `nil` when the row is new (inserted, or a reloaded row's
    /// replacement).
    ///
    /// - Parameter path: A row of the table after the batch.
    /// - Returns: Its position before the batch, or `nil` if it is new or out of range.
    /// - Complexity: O(log *u*), where *u* is the number of rows the batch named.
    public func oldPath(forNew path: RowPath) -> RowPath? {
      guard Self.contains(path, newShape) else { return nil }
      if let source = movedRowSources[path] { return source }
      guard !insertedRows.contains(path), let section = oldSection(forNew: path.section) else {
        return nil
      }
      let row = keptRows[section]?.oldPosition(ofKept: path.row) ?? path.row
      let source = RowPath(row: row, section: section)
      return Self.contains(source, oldShape) ? source : nil
    }

    /// Whether a shape has a row.
    private static func contains(_ path: RowPath, _ shape: TableShape) -> Bool {
      shape.rowCounts.indices.contains(path.section) && path.row >= 0
        && path.row < shape.rowCounts[path.section]
    }

    /// Whether two mappings send every row and section to the same place, between the same
    /// shapes.
    ///
    /// - Complexity: O(*u*) for mappings of batches that named the same rows (the same batch
    ///   validated twice, say); else O(*n* log *u*), where *n* is the number of rows before the
    ///   batch: two different batches can move every row to the same place.
    public static func == (lhs: Self, rhs: Self) -> Bool {
      guard lhs.oldShape == rhs.oldShape, lhs.newShape == rhs.newShape,
        lhs.sectionOldToNew == rhs.sectionOldToNew
      else { return false }
      if lhs.movedRows == rhs.movedRows, lhs.deletedRows == rhs.deletedRows,
        lhs.insertedRows == rhs.insertedRows, lhs.keptRows == rhs.keptRows
      {
        return true
      }
      // The new-to-old map is the inverse of the old-to-new one: comparing one compares both.
      for (section, count) in lhs.oldShape.rowCounts.enumerated() where count > 0 {
        for row in 0..<count {
          let path = RowPath(row: row, section: section)
          if lhs.newPath(forOld: path) != rhs.newPath(forOld: path) { return false }
        }
      }
      return true
    }

    /// Hashes the shapes and the sections' map, which equal mappings share.
    public func hash(into hasher: inout Hasher) {
      hasher.combine(oldShape)
      hasher.combine(newShape)
      hasher.combine(sectionOldToNew)
    }
  }
}

extension BatchValidator.Mapping: CustomDebugStringConvertible {
  /// One line per old row that moved or went, and per new row that is new, such as
  /// `[0, 1] ✗`, `[0, 2] → [0, 1]`, `+ [0, 3]`; rows that stayed in place are not listed.
  public var debugDescription: String {
    var lines: [String] = ["\(oldShape) → \(newShape)"]
    for (section, count) in oldShape.rowCounts.enumerated() where count > 0 {
      for row in 0..<count {
        let path = RowPath(row: row, section: section)
        if let target = newPath(forOld: path) {
          if target != path { lines.append("  \(path) → \(target)") }
        } else {
          lines.append("  \(path) ✗")
        }
      }
    }
    for (section, count) in newShape.rowCounts.enumerated() where count > 0 {
      for row in 0..<count where oldPath(forNew: RowPath(row: row, section: section)) == nil {
        lines.append("  + \(RowPath(row: row, section: section))")
      }
    }
    return lines.joined(separator: "\n")
  }
}
