public import TableModelTesting

/// Applies staged changes to a ``HeadlessTableView`` the way an app would, and reports every way
/// the result differs from what the diff promises.
@MainActor
public enum StagedChangesetAudit {
  /// Loads `source` into a headless table, applies every stage (data switched inside the batch,
  /// batch calls, then reconfigures), and checks that every batch is accepted and animated, that
  /// the table ends with exactly the target's rows and content, and that every item in both
  /// source and target kept its cell: the *k*-th occurrence of an identity in the target (rows
  /// read section by section) shows the cell of its *k*-th occurrence in the source, so
  /// duplicates pair first with first.
  ///
  /// - Parameters:
  ///   - changes: The staged changes.
  ///   - source: The sections before.
  ///   - target: The sections after.
  /// - Returns: The problems found; empty when the changes keep their promises.
  public static func problems(
    applying changes: StagedChangeset<[TestSection]>, from source: [TestSection],
    to target: [TestSection]
  ) -> [String] {
    let table = HeadlessTableView(height: 10_000_000)
    let dataSource = StubDataSource(source.cellTexts)
    table.register(HeadlessTableViewCell.self, forCellReuseIdentifier: "Cell")
    table.dataSource = dataSource
    do { try table.reloadData() } catch { return ["loading the source failed: \(error)"] }
    var cellsOfItem: [Int: [HeadlessTableViewCell?]] = [:]
    for (section, content) in source.enumerated() {
      for (row, item) in content.items.enumerated() {
        cellsOfItem[item.id, default: []].append(
          table.cellForRow(at: RowPath(row: row, section: section)))
      }
    }
    var problems: [String] = []
    for (index, stage) in changes.enumerated() {
      do {
        try table.performBatchUpdates {
          dataSource.sections = stage.data.cellTexts
          for call in stage.changeset.batchCalls() { try table.replay(call) }
        }
        if table.lastBatch.flatMap({ try? $0.result.get().mapping }) == nil,
          stage.changeset.hasStructuralChanges
        {
          problems.append("stage \(index + 1) made UIKit reload the table instead of animating")
        }
        for call in stage.changeset.reconfigureCalls { try table.replay(call) }
      } catch {
        problems.append("stage \(index + 1) rejected: \(error)\n\(stage.changeset)")
        return problems
      }
    }
    if table.cachedShape != TableShape(target.map(\.items.count)) {
      problems.append(
        "shape \(table.cachedShape.map(\.description) ?? "nil") ≠ target \(target.map(\.items.count))"
      )
      return problems
    }
    var occurrences: [Int: Int] = [:]
    for (section, content) in target.enumerated() {
      for (row, item) in content.items.enumerated() {
        let path = RowPath(row: row, section: section)
        guard let cell = table.cellForRow(at: path) else {
          problems.append("\(path) has no cell")
          continue
        }
        if cell.text != "\(item.id):\(item.content)" {
          problems.append(
            "\(path) shows \(cell.text ?? "nil"), expected \(item.id):\(item.content)")
        }
        let occurrence = occurrences[item.id, default: 0]
        occurrences[item.id] = occurrence + 1
        if let cells = cellsOfItem[item.id], occurrence < cells.count, cell !== cells[occurrence] {
          problems.append("\(path): item \(item.id) (occurrence \(occurrence + 1)) lost its cell")
        }
      }
    }
    return problems
  }
}
