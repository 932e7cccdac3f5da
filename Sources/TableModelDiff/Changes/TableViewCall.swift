/// One call made to a table view's update API, as the caller wrote it: the unit the headless
/// table records, and the way the demo prints what a change did to a table.
///
/// Its description is the UIKit call, such as `insertRows(at: [[0, 3]], with: .fade)`.
public enum TableViewCall: Hashable, Sendable {
  /// `insertRows(at:with:)`.
  case insertRows([RowPath], RowAnimation)
  /// `deleteRows(at:with:)`.
  case deleteRows([RowPath], RowAnimation)
  /// `reloadRows(at:with:)`.
  case reloadRows([RowPath], RowAnimation)
  /// `moveRow(at:to:)`.
  case moveRow(RowPath, to: RowPath)
  /// `insertSections(_:with:)`.
  case insertSections([Int], RowAnimation)
  /// `deleteSections(_:with:)`.
  case deleteSections([Int], RowAnimation)
  /// `reloadSections(_:with:)`.
  case reloadSections([Int], RowAnimation)
  /// `moveSection(_:toSection:)`.
  case moveSection(Int, to: Int)
  /// `reconfigureRows(at:)`.
  case reconfigureRows([RowPath])
  /// `reloadData()`.
  case reloadData

}

extension TableViewCall: CustomStringConvertible {
  /// The call as UIKit code, such as `deleteSections([1], with: .automatic)`.
  public var description: String {
    switch self {
    case .insertRows(let paths, let animation): "insertRows(at: \(paths), with: \(animation))"
    case .deleteRows(let paths, let animation): "deleteRows(at: \(paths), with: \(animation))"
    case .reloadRows(let paths, let animation): "reloadRows(at: \(paths), with: \(animation))"
    case .moveRow(let from, let to): "moveRow(at: \(from), to: \(to))"
    case .insertSections(let sections, let animation):
      "insertSections(\(sections), with: \(animation))"
    case .deleteSections(let sections, let animation):
      "deleteSections(\(sections), with: \(animation))"
    case .reloadSections(let sections, let animation):
      "reloadSections(\(sections), with: \(animation))"
    case .moveSection(let from, let to): "moveSection(\(from), toSection: \(to))"
    case .reconfigureRows(let paths): "reconfigureRows(at: \(paths))"
    case .reloadData: "reloadData()"
    }
  }
}
