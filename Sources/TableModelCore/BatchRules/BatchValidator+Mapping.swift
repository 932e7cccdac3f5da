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
  public struct Mapping: Hashable, Sendable {
    /// The shape the table had before the batch.
    public let oldShape: TableShape

    /// The shape the table has after the batch.
    public let newShape: TableShape

    let sectionOldToNew: [Int?]
    let sectionNewToOld: [Int?]
    let rowOldToNew: [[RowPath?]]
    let rowNewToOld: [[RowPath?]]

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
    public func newPath(forOld path: RowPath) -> RowPath? {
      guard rowOldToNew.indices.contains(path.section),
        rowOldToNew[path.section].indices.contains(path.row)
      else { return nil }
      return rowOldToNew[path.section][path.row]
    }

    /// The old position of a new row, or `nil` when the row is new (inserted, or a reloaded row's
    /// replacement).
    ///
    /// - Parameter path: A row of the table after the batch.
    /// - Returns: Its position before the batch, or `nil` if it is new or out of range.
    public func oldPath(forNew path: RowPath) -> RowPath? {
      guard rowNewToOld.indices.contains(path.section),
        rowNewToOld[path.section].indices.contains(path.row)
      else { return nil }
      return rowNewToOld[path.section][path.row]
    }
  }
}

extension BatchValidator.Mapping: CustomDebugStringConvertible {
  /// One line per old row that moved or went, and per new row that is new, such as
  /// `[0, 1] ✗`, `[0, 2] → [0, 1]`, `+ [0, 3]`; rows that stayed in place are not listed.
  public var debugDescription: String {
    var lines: [String] = ["\(oldShape) → \(newShape)"]
    for (section, rows) in rowOldToNew.enumerated() {
      for (row, target) in rows.enumerated() {
        let path = RowPath(row: row, section: section)
        if let target {
          if target != path { lines.append("  \(path) → \(target)") }
        } else {
          lines.append("  \(path) ✗")
        }
      }
    }
    for (section, rows) in rowNewToOld.enumerated() {
      for (row, source) in rows.enumerated() where source == nil {
        lines.append("  + \(RowPath(row: row, section: section))")
      }
    }
    return lines.joined(separator: "\n")
  }
}
