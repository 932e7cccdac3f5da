import TableModelTesting

/// A short account of a large batch: how many rows and sections of each kind it touches, and its
/// first calls with their lists of positions cut short.
struct BatchSummary {
  /// The batch's calls.
  let calls: [TableViewCall]

  /// The number of rows or sections each kind of call touches, such as `31 row deletes`, for the
  /// kinds present, joined with ` · `.
  var counts: String {
    var totals: [(name: String, count: Int)] = []
    func add(_ name: String, _ count: Int) {
      if let index = totals.firstIndex(where: { $0.name == name }) {
        totals[index].count += count
      } else {
        totals.append((name, count))
      }
    }
    for call in calls {
      switch call {
      case .deleteSections(let sections, _): add("section deletes", sections.count)
      case .insertSections(let sections, _): add("section inserts", sections.count)
      case .reloadSections(let sections, _): add("section reloads", sections.count)
      case .moveSection: add("section moves", 1)
      case .deleteRows(let paths, _): add("row deletes", paths.count)
      case .insertRows(let paths, _): add("row inserts", paths.count)
      case .reloadRows(let paths, _): add("row reloads", paths.count)
      case .moveRow: add("row moves", 1)
      case .reconfigureRows(let paths): add("row reconfigures", paths.count)
      case .reloadData: add("reloads", 1)
      }
    }
    return totals.map { "\($0.count) \($0.name)" }.joined(separator: " · ")
  }

  /// The first calls, each with at most `positions` positions listed, and a line telling how many
  /// calls follow.
  ///
  /// - Parameters:
  ///   - limit: How many calls to list.
  ///   - positions: How many positions of a call to list.
  /// - Returns: One line per call.
  func firstCalls(_ limit: Int, positions: Int = 3) -> [String] {
    var lines = calls.prefix(limit).map { Self.abbreviated($0, positions: positions) }
    if calls.count > limit { lines.append("… and \(calls.count - limit) more calls") }
    return lines
  }

  /// A call as UIKit code, its list of positions cut after `positions` entries.
  static func abbreviated(_ call: TableViewCall, positions: Int) -> String {
    func list<T>(_ values: [T]) -> String {
      guard values.count > positions else { return "\(values)" }
      let shown = values.prefix(positions).map { "\($0)" }.joined(separator: ", ")
      return "[\(shown), … \(values.count - positions) more]"
    }
    switch call {
    case .insertRows(let paths, let animation):
      return "insertRows(at: \(list(paths)), with: \(animation))"
    case .deleteRows(let paths, let animation):
      return "deleteRows(at: \(list(paths)), with: \(animation))"
    case .reloadRows(let paths, let animation):
      return "reloadRows(at: \(list(paths)), with: \(animation))"
    case .insertSections(let sections, let animation):
      return "insertSections(\(list(sections)), with: \(animation))"
    case .deleteSections(let sections, let animation):
      return "deleteSections(\(list(sections)), with: \(animation))"
    case .reloadSections(let sections, let animation):
      return "reloadSections(\(list(sections)), with: \(animation))"
    case .reconfigureRows(let paths): return "reconfigureRows(at: \(list(paths)))"
    case .moveRow, .moveSection, .reloadData: return call.description
    }
  }
}
