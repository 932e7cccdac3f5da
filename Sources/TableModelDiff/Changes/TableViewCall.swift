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
  ///
  /// A list of more than 20 rows or sections prints its first 20, an ellipsis and how many
  /// there are — `reloadRows(at: [[0, 0], …, [0, 19], …] (1000 rows), with: .none)` — as
  /// contract messages print a list, so that a message naming a huge batch stays short.
  public var description: String {
    switch self {
    case .insertRows(let paths, let animation):
      "insertRows(at: \(Self.list(paths, of: "rows")), with: \(animation))"
    case .deleteRows(let paths, let animation):
      "deleteRows(at: \(Self.list(paths, of: "rows")), with: \(animation))"
    case .reloadRows(let paths, let animation):
      "reloadRows(at: \(Self.list(paths, of: "rows")), with: \(animation))"
    case .moveRow(let from, let to): "moveRow(at: \(from), to: \(to))"
    case .insertSections(let sections, let animation):
      "insertSections(\(Self.list(sections, of: "sections")), with: \(animation))"
    case .deleteSections(let sections, let animation):
      "deleteSections(\(Self.list(sections, of: "sections")), with: \(animation))"
    case .reloadSections(let sections, let animation):
      "reloadSections(\(Self.list(sections, of: "sections")), with: \(animation))"
    case .moveSection(let from, let to): "moveSection(\(from), toSection: \(to))"
    case .reconfigureRows(let paths): "reconfigureRows(at: \(Self.list(paths, of: "rows")))"
    case .reloadData: "reloadData()"
    }
  }

  /// The values as an array prints them, at most 20 of them (`ContractText.list`).
  private static func list<Value>(_ values: [Value], of noun: String) -> String {
    ContractText.list(values.count, of: noun) { String(reflecting: values[$0]) }
  }
}
