/// One update item of a batch after UIKit's normalisation: an insert, delete or move of one row or
/// one section (`uikit-batch-rules.md`, §1.4).
///
/// UIKit turns every update call of a batch (a ``TableViewCall``) into one item per row or
/// section, decomposes reloads into a delete and an insert, and lists the resulting items in the
/// message of an invalid batch; ``BatchValidator/ValidatedBatch/updates`` holds them in that order.
/// Callers speak in ``TableViewCall``s; items are the validator's working vocabulary.
package enum UpdateItem: Hashable, Sendable {
  /// Inserts a section at an index of the table after the batch.
  case insertSection(Int)
  /// Deletes the section at an index of the table before the batch.
  case deleteSection(Int)
  /// Moves a section from an index before the batch to an index after it.
  case moveSection(Int, to: Int)
  /// Inserts a row at a position of the table after the batch.
  case insertRow(RowPath)
  /// Deletes the row at a position of the table before the batch.
  case deleteRow(RowPath)
  /// Moves a row from a position before the batch to a position after it, keeping its cell.
  case moveRow(RowPath, to: RowPath)
}

extension UpdateItem: CustomStringConvertible {
  /// The item in the words UIKit uses when it lists the updates of an invalid batch, such as
  /// `Delete row (0 - 1)` or `Move section (2) to (0)`.
  package var description: String {
    switch self {
    case .insertSection(let section): "Insert section (\(section))"
    case .deleteSection(let section): "Delete section (\(section))"
    case .moveSection(let from, let to): "Move section (\(from)) to (\(to))"
    case .insertRow(let path): "Insert row (\(path.section) - \(path.row))"
    case .deleteRow(let path): "Delete row (\(path.section) - \(path.row))"
    case .moveRow(let from, let to):
      "Move row (\(from.section) - \(from.row)) to (\(to.section) - \(to.row))"
    }
  }
}

extension TableViewCall {
  /// The index paths of the update items the call records, as UIKit checks them when the call is
  /// made (R1): a section call names `(section, NSNotFound)`; ``reconfigureRows(_:)`` and
  /// ``reloadData`` record no update item.
  var updateIndexPaths: [RowPath] {
    switch self {
    case .insertRows(let paths, _), .deleteRows(let paths, _), .reloadRows(let paths, _): paths
    case .moveRow(let from, let to): [from, to]
    case .insertSections(let sections, _), .deleteSections(let sections, _),
      .reloadSections(let sections, _):
      sections.map { RowPath(row: UIKitText.notFound, section: $0) }
    case .moveSection(let from, let to):
      [
        RowPath(row: UIKitText.notFound, section: from),
        RowPath(row: UIKitText.notFound, section: to),
      ]
    case .reconfigureRows, .reloadData: []
    }
  }
}
