import TableModelScenarios
import TableModelTestSupport
import TableModelTesting
import Testing

/// A note whose explicit height is 20 points a line.
private struct Note: Diffable, Hashable, RowBehaviorProviding {
  var id: Int
  var lines = 1
  var rowBehavior: RowBehavior {
    RowBehavior { $0.height = .fixed(Double(20 * lines)) }
  }
}

/// A line of the table's standard height.
private struct Line: Diffable, Hashable {
  var id: Int
}

/// A table driven by a controller estimates row heights whatever its `estimatedRowHeight`, as a
/// `UITableView` does for `TableController`, which implements `tableView(_:estimatedHeightForRowAt:)`
/// ("If these methods are implemented, the above -tableView:heightForXXX calls will be deferred
/// until views are ready to be displayed", `UITableView.h`; `uikit-callback-rules.md` K11, K12).
@MainActor
@Suite struct ControllerRowEstimationTests {
  /// The rows the table asked the delegate about with this method.
  private func rows(asked name: String, of table: HeadlessTableView) -> Set<RowPath> {
    Set(table.callbackLog.filter { $0.name == name }.compactMap(\.rowPath))
  }

  private func notes(_ count: Int) -> ControllerFixture<ArrayTableModel<Note>> {
    ControllerFixture(ArrayTableModel((0..<count).map { Note(id: $0) })) {
      $0.cells.register(HeadlessTableViewCell.self, for: Note.self) { cell, note in
        cell.text = "\(note.id)"
      }
    }
  }

  @Test func estimatedRowHeightZero_stillEstimates_measuringOnlyTheRowsShown() throws {
    let fixture = notes(100)
    fixture.table.estimatedRowHeight = 0
    fixture.table.clearCallbackLog()
    try fixture.table.reloadData()
    try fixture.table.layoutIfNeeded()
    let measured = rows(asked: "heightForRowAt", of: fixture.table)
    let shown = Set(fixture.table.indexPathsForVisibleRows)
    #expect(shown.count == 22, "440 points of 20-point rows")
    #expect(measured == shown, "no row the viewport does not reach is measured")
    #expect(!rows(asked: "estimatedHeightForRowAt", of: fixture.table).isEmpty)
    #expect(fixture.table.contentHeight == 100 * 20, "the estimates are the fixed heights")
  }

  @Test func emptyBatch_remeasuresTheShownRowsOnly() throws {
    let fixture = notes(100)
    fixture.table.estimatedRowHeight = 0
    try fixture.table.reloadData()
    try fixture.table.layoutIfNeeded()
    fixture.table.clearCallbackLog()
    try fixture.table.performBatchUpdates {}
    let measured = rows(asked: "heightForRowAt", of: fixture.table)
    #expect(measured.isSubset(of: Set((0..<22).map { RowPath(row: $0, section: 0) })))
    #expect(!measured.contains(RowPath(row: 99, section: 0)))
  }

  /// A row with no height of its own gets the table's estimate, or, with `estimatedRowHeight` 0,
  /// the table's row height: `TableController` answers `UITableView.automaticDimension`, UIKit's
  /// "no estimate".
  @Test func standardRows_withEstimatedRowHeightZero_areEstimatedAtTheRowHeight() throws {
    let fixture = ControllerFixture(ArrayTableModel((0..<100).map { Line(id: $0) })) {
      $0.cells.register(HeadlessTableViewCell.self, for: Line.self) { cell, line in
        cell.text = "\(line.id)"
      }
    }
    fixture.table.estimatedRowHeight = 0
    try fixture.table.reloadData()
    try fixture.table.layoutIfNeeded()
    #expect(fixture.table.indexPathsForVisibleRows.count == 10)
    #expect(fixture.table.contentHeight == 100 * 44)
    #expect(fixture.controller.tableView(fixture.table, estimatedHeightForRowAt: p(0, 5)) == 44)
  }
}
