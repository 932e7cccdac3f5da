import TableModelScenarioCells
import TableModelScenarios
import TableModelTestSupport
import TableModelTesting
import Testing

/// A table that, like `UITableView` after `reloadData`, reads its shape only when it lays out:
/// until then, it has no shape a batch could be checked against (`uikit-batch-rules.md`, §1.2).
@MainActor
private final class LazyLoadingTable: TableUpdating {
  let core: TableControllerCore
  private(set) var calls: [String] = []
  init(_ core: TableControllerCore) { self.core = core }

  /// Reads the shape from the controller, as a table's layout does after a reload.
  func layout() {
    let sections = core.tableReadsNumberOfSections()
    for section in 0..<sections { _ = core.tableReadsNumberOfRows(inSection: section) }
  }

  var isInWindow: Bool { true }
  var layoutWidth: Double { 320 }
  func prepareForUpdates() {}
  func applyBatch(_ calls: [TableViewCall], completion: @escaping @MainActor () -> Void) {
    self.calls.append("batch \(calls)")
    completion()
  }
  func reconfigureRows(at rowPaths: [RowPath]) { calls.append("reconfigure \(rowPaths)") }
  func reloadData() { calls.append("reload") }
  func performAfterLayout(_ work: @escaping @MainActor () -> Void) { work() }
  func deselectRow(at rowPath: RowPath, animated: Bool) {}
  var selectedRowPaths: [RowPath] { [] }
  var selectsMultipleRows: Bool { false }
}

/// The shape a batch is checked against before it reaches the table: the one the table read
/// through its data source, and only that one.
@MainActor
@Suite struct PreflightShapeTests {
  @Test func changeBeforeTheTableReadItsShape_reloads_insteadOfAnUncheckedBatch() {
    let model = ArrayTableModel([Tweet(0)])
    let core = TableControllerCore(model: model)
    var diagnostics: [TableControllerCore.Diagnostic] = []
    core.diagnostics = { diagnostics.append($0) }
    let table = LazyLoadingTable(core)
    core.attach(to: table)
    #expect(table.calls == ["reload"])
    // UIKit would read the model's shape now — two rows — as the shape before the batch, and
    // raise on "insert one row": the controller reloads instead.
    model.append(Tweet(1))
    #expect(table.calls == ["reload", "reload"], "no batch without a shape to check it against")
    table.layout()
    model.append(Tweet(2))
    #expect(table.calls.count == 3 && table.calls[2].hasPrefix("batch"), "\(table.calls)")
    #expect(diagnostics.isEmpty, "\(diagnostics)")
  }

  @Test func appReadingTheControllersCounts_doesNotStandInForTheTablesRead() {
    let model = ManualModel([[Tweet(0), Tweet(1)]])
    let fixture = ControllerFixture(model) { $0.cells.register(TweetCell.self) }
    model.sections = [[Tweet(0), Tweet(1), Tweet(5)]]  // no change published
    // App code reads the counts: the table still shows two rows.
    #expect(fixture.core.numberOfSections == 1)
    #expect(fixture.core.numberOfRows(inSection: 0) == 3)
    model.publish(.batch(Changeset(deletedRows: [p(0, 0)])), data: [[Tweet(1), Tweet(5)]])
    #expect(fixture.batches.isEmpty, "checked against the two rows the table read: refused")
    #expect(fixture.diagnosticKinds == [.batchRejected])
    #expect(fixture.diagnostics.first?.message.contains("R24") == true, "\(fixture.diagnostics)")
    #expect(fixture.table.cachedShape == [2])
  }

  @Test func appReadingOnlyTheSectionCount_doesNotTurnTheCheckOff() {
    let model = ManualModel([[Tweet(0)]])
    let fixture = ControllerFixture(model) { $0.cells.register(TweetCell.self) }
    #expect(fixture.core.numberOfSections == 1)
    // Claims one insert, but two rows arrived.
    model.publish(
      .batch(Changeset(insertedRows: [p(0, 1)])), data: [[Tweet(0), Tweet(1), Tweet(2)]])
    #expect(fixture.batches.isEmpty, "the table was never handed the batch")
    #expect(fixture.diagnosticKinds == [.batchRejected])
    #expect(fixture.table.cachedShape == [3])
  }

  @Test func updateOfARowTheModelLacks_isDiagnosed_andTheTableReloads() {
    // Before, the positions went to the table's reconfigure as they were: a row past the end
    // was skipped unseen, a negative one handed to UIKit.
    let model = ManualModel([[Tweet(0), Tweet(1)]])
    let fixture = ControllerFixture(model) { $0.cells.register(TweetCell.self) }
    for row in [-1, 2] {
      model.publish(
        .batch(Changeset(updatedRows: [p(0, 0), p(0, row)])), data: [[Tweet(0), Tweet(1)]])
    }
    #expect(fixture.diagnosticKinds == [.batchRejected, .batchRejected])
    #expect(
      fixture.diagnostics.first?.message.contains("update of row [0, -1], which it does not have")
        == true, "\(fixture.diagnostics)")
    #expect(fixture.batches.isEmpty)
    #expect(fixture.shownTexts.map(\.count) == [2])
  }
}
