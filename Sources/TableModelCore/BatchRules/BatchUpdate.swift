/// One update call recorded in a batch: an insert, delete, reload or move of a row or a section.
///
/// UIKit records every update call made between `beginUpdates()` and `endUpdates()` (or inside
/// `performBatchUpdates(_:completion:)`) as one item, and validates all items together when the
/// batch commits. The coordinates follow UIKit's rules:
///
/// | item | coordinates |
/// |---|---|
/// | ``deleteRow(_:)``, ``deleteSection(_:)``, ``reloadRow(_:)``, ``reloadSection(_:)`` | before the batch |
/// | ``insertRow(_:)``, ``insertSection(_:)`` | after the batch |
/// | ``moveRow(_:to:)``, ``moveSection(_:to:)`` | from: before; to: after |
///
/// The order of items inside one batch does not matter.
public enum BatchUpdate: Hashable, Sendable {
  /// Inserts a section at an index of the table after the batch.
  case insertSection(Int)
  /// Deletes the section at an index of the table before the batch.
  case deleteSection(Int)
  /// Reloads the section at an index of the table before the batch: all its rows get new cells.
  case reloadSection(Int)
  /// Moves a section from an index before the batch to an index after it.
  case moveSection(Int, to: Int)
  /// Inserts a row at a position of the table after the batch.
  case insertRow(RowPath)
  /// Deletes the row at a position of the table before the batch.
  case deleteRow(RowPath)
  /// Reloads the row at a position of the table before the batch: it gets a new cell.
  case reloadRow(RowPath)
  /// Moves a row from a position before the batch to a position after it, keeping its cell.
  case moveRow(RowPath, to: RowPath)
}

extension BatchUpdate: CustomStringConvertible, CustomDebugStringConvertible {
  /// The item in the words UIKit uses when it lists the updates of an invalid batch, such as
  /// `Delete row (0 - 1)` or `Move section (2) to (0)`.
  public var description: String {
    switch self {
    case .insertSection(let section): "Insert section (\(section))"
    case .deleteSection(let section): "Delete section (\(section))"
    case .reloadSection(let section): "Reload section (\(section))"
    case .moveSection(let from, let to): "Move section (\(from)) to (\(to))"
    case .insertRow(let path): "Insert row (\(path.section) - \(path.row))"
    case .deleteRow(let path): "Delete row (\(path.section) - \(path.row))"
    case .reloadRow(let path): "Reload row (\(path.section) - \(path.row))"
    case .moveRow(let from, let to):
      "Move row (\(from.section) - \(from.row)) to (\(to.section) - \(to.row))"
    }
  }

  /// The same text as ``description``.
  public var debugDescription: String { description }
}

extension TableViewCall {
  /// The batch update items the call records; empty for ``reconfigureRows(_:)`` and
  /// ``reloadData``, which are not update items.
  package var updates: [BatchUpdate] {
    switch self {
    case .insertRows(let paths, _): paths.map(BatchUpdate.insertRow)
    case .deleteRows(let paths, _): paths.map(BatchUpdate.deleteRow)
    case .reloadRows(let paths, _): paths.map(BatchUpdate.reloadRow)
    case .moveRow(let from, let to): [.moveRow(from, to: to)]
    case .insertSections(let sections, _): sections.map(BatchUpdate.insertSection)
    case .deleteSections(let sections, _): sections.map(BatchUpdate.deleteSection)
    case .reloadSections(let sections, _): sections.map(BatchUpdate.reloadSection)
    case .moveSection(let from, let to): [.moveSection(from, to: to)]
    case .reconfigureRows, .reloadData: []
    }
  }
}
