import TableModelTestSupport
import TableModelTesting
import Testing

/// K17 of `uikit-callback-rules.md`: a reconfigured row's data source must return the row's
/// existing cell; UIKit raises when it returns another one.
@MainActor
@Suite struct ReconfigureCellIdentityTests {
  /// UIKit's message for a reconfigure that returns another cell than the row's.
  private static let message =
    "UITableView dataSource returned a different cell from -tableView:cellForRowAtIndexPath: than the cell being reconfigured, which is not allowed."

  /// A data source that dequeues as it should, or, when `returnsNewCells` is set, dequeues and
  /// then returns a cell of its own.
  private final class CellSwappingSource: HeadlessTableViewDataSource {
    var returnsNewCells = false

    func tableView(_ tableView: HeadlessTableView, numberOfRowsInSection section: Int) -> Int { 3 }

    func tableView(_ tableView: HeadlessTableView, cellForRowAt rowPath: RowPath)
      -> HeadlessTableViewCell
    {
      let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: rowPath)
      return returnsNewCells ? HeadlessTableViewCell(reuseIdentifier: "Cell") : cell
    }
  }

  private func expectRefused(_ operation: () throws -> Void) {
    #expect {
      try operation()
    } throws: { error in
      let error = error as? TableUpdateError
      return error?.rule == .reconfigureWithDifferentCell && error?.message == Self.message
    }
  }

  /// A laid-out table of three rows whose data source is `source`.
  private func loadedTable(_ source: CellSwappingSource) throws -> HeadlessTableView {
    let table = HeadlessTableView(height: 1_000)
    table.register(HeadlessTableViewCell.self, forCellReuseIdentifier: "Cell")
    table.dataSource = source
    try table.reloadData()
    try table.layoutIfNeeded()
    return table
  }

  @Test func reconfigureReturningAnotherCell_isRefused_andKeepsTheCell() throws {
    let source = CellSwappingSource()
    let table = try loadedTable(source)
    let existing = try #require(table.cellForRow(at: p(0, 1)))
    source.returnsNewCells = true
    table.clearCallbackLog()
    expectRefused { try table.reconfigureRows(at: [p(0, 1)]) }
    #expect(table.cellForRow(at: p(0, 1)) === existing)
    #expect(
      table.callbackLog.filter { ["willDisplay", "didEndDisplaying"].contains($0.name) }.isEmpty)
  }

  @Test func reconfigureInABatchReturningAnotherCell_rejectsTheBatch() throws {
    let source = CellSwappingSource()
    let table = try loadedTable(source)
    let existing = try #require(table.cellForRow(at: p(0, 2)))
    source.returnsNewCells = true
    expectRefused {
      try table.performBatchUpdates { try table.reconfigureRows(at: [p(0, 2)]) }
    }
    #expect(table.lastBatch?.isAccepted == false)
    #expect(table.cellForRow(at: p(0, 2)) === existing)
  }
}
