import TableModelTestSupport
import TableModelTesting
import Testing

/// When the headless table reads its data source's shape (`uikit-batch-rules.md` §1.2): a table
/// loaded lazily at a batch's start has visible cells, and a negative row count is refused the same
/// way (R25) on every path that reads it.
@MainActor
@Suite struct ShapeReadingConformanceTests {
  private let r25 =
    "Invalid update: invalid number of rows in section 0. Attempt to delete more rows than exist in section."

  @Test func shapeReadAtBatchStart_givesVisibleRowsCells_soTheirReloadIsKept() throws {
    let fixture = HeadlessFixture([1], load: false)
    try fixture.table.reloadRows(at: [p(0, 0)])
    let mapping = try #require(fixture.table.lastBatch?.mapping)
    #expect(mapping.newPath(forOld: p(0, 0)) == nil, "the reload's delete half")
    #expect(mapping.oldPath(forNew: p(0, 0)) == nil, "the reload's insert half")
  }

  @Test func negativeRowCount_onReloadData_isR25_andTheTableStaysAsItWas() throws {
    let fixture = HeadlessFixture([2])
    let before = fixture.table.render()
    fixture.source.reportedRowCounts = [0: -1]
    #expect {
      try fixture.table.reloadData()
    } throws: { error in
      (error as? TableUpdateError).map { $0.rule == .negativeNumberOfRows && $0.message == r25 }
        ?? false
    }
    #expect(fixture.table.cachedShape == [2])
    #expect(fixture.table.render() == before)
  }

  /// A reload the table refuses keeps ended the cells the delegate heard end.
  ///
  /// UIKit's `reloadData` ends the cells before it asks the counts (K8), so the rolled-back
  /// table makes the rows' cells again at the next layout. Before, it showed the ended cells as
  /// still displayed, and the next reload ended each a second time for one `willDisplay` (K3).
  @Test func negativeRowCount_onReloadData_endsEachDisplayOnce() throws {
    let fixture = HeadlessFixture([2], load: false)
    let delegate = RecordingDelegate()
    fixture.table.delegate = delegate
    try fixture.table.layoutIfNeeded()
    fixture.source.reportedRowCounts = [0: -1]
    #expect(throws: TableUpdateError.self) { try fixture.table.reloadData() }
    fixture.source.reportedRowCounts = [:]
    try fixture.table.reloadData()
    expectEachRowDisplayedAndEndedOnce(fixture.table, rows: 2)
  }

  /// A negative count read by the reload a batch deferred fails the reload alone.
  ///
  /// That reload runs once the batch is applied, as UIKit's resumed reload calls `reloadData`
  /// (`uikit-batch-rules.md` §1.7), and asks the counts after its cells ended (K8). The batch
  /// stays applied and accepted — a device has made its callbacks — and the cells the reload
  /// ended stay ended.
  ///
  /// Before, the reload ran inside the batch's rollback: the R25 undid the applied batch, the
  /// record said the batch was refused, and the cells came back as displayed, so the next reload
  /// ended each a second time for one `willDisplay` (K3).
  @Test func negativeRowCount_onAReloadDeferredToABatchsEnd_failsTheReloadAlone() throws {
    let fixture = HeadlessFixture([2], load: false)
    let delegate = EndDisplayingHook()
    fixture.table.delegate = delegate
    try fixture.table.layoutIfNeeded()
    // A handler of the cells' end changes what the data source reports, so the reload reads a
    // negative count.
    delegate.onEndDisplaying = { fixture.source.reportedRowCounts = [0: -1] }
    #expect {
      try fixture.table.performBatchUpdates {
        fixture.source.sections[0].append("0.2")
        try fixture.table.insertRows(at: [p(0, 2)])
        try fixture.table.reloadData()
      }
    } throws: { error in
      (error as? TableUpdateError).map { $0.rule == .negativeNumberOfRows && $0.message == r25 }
        ?? false
    }
    #expect(fixture.table.lastBatch?.isAccepted == true, "the batch was applied")
    #expect(fixture.table.cachedShape == [3], "the batch's shape, kept by the refused reload")
    delegate.onEndDisplaying = nil
    fixture.source.reportedRowCounts = [:]
    try fixture.table.reloadData()
    expectEachRowDisplayedAndEndedOnce(fixture.table, rows: 2)
  }

  @Test func negativeRowCount_onTheFirstLayout_isR25_andTheTableStaysUnloaded() {
    let fixture = HeadlessFixture([2], load: false)
    fixture.source.reportedRowCounts = [0: -1]
    #expect {
      try fixture.table.layoutIfNeeded()
    } throws: { error in
      (error as? TableUpdateError)?.rule == .negativeNumberOfRows
    }
    #expect(!fixture.table.isLoaded)
  }

  @Test func negativeRowCount_afterABareSectionReload_isR25_andTheTableStaysAsItWas() {
    let fixture = HeadlessFixture([2])
    fixture.source.reportedRowCounts = [0: -1]
    #expect {
      try fixture.table.reloadSections([0])
    } throws: { error in
      (error as? TableUpdateError).map { $0.rule == .negativeNumberOfRows && $0.message == r25 }
        ?? false
    }
    #expect(fixture.table.cachedShape == [2])
    #expect(fixture.table.indexPathsForVisibleRows == [p(0, 0), p(0, 1)])
  }

  @Test func shapeReadAtBatchStart_givesOnlyTheVisibleRowsCells_soOnlyTheirReloadsAreKept() throws {
    // §1.2: the load is a visible-cells update; the modern gate (§1.5) then keeps the reload of
    // the visible row and drops the reload of the row below the viewport.
    let fixture = HeadlessFixture([3], height: 44, load: false)
    try fixture.table.performBatchUpdates {
      try fixture.table.reloadRows(at: [p(0, 0), p(0, 2)])
    }
    #expect(fixture.table.indexPathsForVisibleRows == [p(0, 0)])
    let mapping = try #require(fixture.table.lastBatch?.mapping)
    #expect(mapping.newPath(forOld: p(0, 0)) == nil, "the visible row's reload is kept")
    #expect(mapping.newPath(forOld: p(0, 2)) == p(0, 2), "the row without a cell is not reloaded")
  }

  @Test func negativeRowCount_inABatchThatFallsBackToReloadData_isR25_andTheTableStaysAsItWas() {
    // A row move into an inserted section makes UIKit reload instead of animating (R21); the
    // reload reads a negative count as every other read does.
    let fixture = HeadlessFixture([1, 1])
    let before = fixture.table.render()
    let result = fixture.batch(to: [0, 1, 1]) {
      fixture.source.reportedRowCounts = [0: -5]
      try $0.insertSections([2])
      try $0.moveRow(at: p(1, 0), to: p(2, 0))
    }
    expectRejected(result, .negativeNumberOfRows, r25)
    #expect(fixture.table.cachedShape == [1, 1])
    #expect(fixture.table.render() == before)
  }
}

/// A delegate that runs a closure as each cell ends its display.
@MainActor
private final class EndDisplayingHook: HeadlessTableViewDelegate {
  var onEndDisplaying: (() -> Void)?

  func tableView(
    _ tableView: HeadlessTableView, didEndDisplaying cell: HeadlessTableViewCell,
    forRowAt rowPath: RowPath
  ) { onEndDisplaying?() }
}

/// Expects each of the first `rows` rows of section 0 to have been displayed once and ended once
/// (K3: one `didEndDisplaying` per `willDisplay`).
@MainActor
private func expectEachRowDisplayedAndEndedOnce(
  _ table: HeadlessTableView, rows: Int, sourceLocation: SourceLocation = #_sourceLocation
) {
  let log = table.callbackLog
  for row in 0..<rows {
    let displays = log.filter { $0.name == "willDisplay" && $0.rowPath == p(0, row) }.count
    let ends = log.filter { $0.name == "didEndDisplaying" && $0.rowPath == p(0, row) }.count
    #expect(displays == 1, "row \(row)", sourceLocation: sourceLocation)
    #expect(
      ends == displays, "row \(row): one didEndDisplaying per willDisplay",
      sourceLocation: sourceLocation)
  }
}
