import TableModelScenarios
import TableModelTestSupport
import TableModelTesting
import Testing

/// Heights UIKit refuses, or that break its layout later, fail the operation that reads them,
/// so that an app's bug fails its test on Linux rather than crashing on a device.
@MainActor
@Suite struct InvalidHeightTests {
  private func table(_ source: LyingDataSource, estimated: Double = 0) -> HeadlessTableView {
    let table = HeadlessTableView(height: 400)
    table.register(HeadlessTableViewCell.self, forCellReuseIdentifier: "Cell")
    table.estimatedRowHeight = estimated
    table.dataSource = source
    table.delegate = source
    return table
  }

  @Test func negativeRowHeight_isRefusedWithUIKitsMessage_andTheTableStaysUnloaded() {
    let source = LyingDataSource([3])
    source.rowHeights[p(0, 1)] = -1
    let table = table(source)
    let error = tableUpdateRefusal { try table.layoutIfNeeded() }
    #expect(error?.rule == .invalidRowHeight)
    #expect(
      error?.message
        == "table view row height must not be negative - provided height for index path (<NSIndexPath: 0x0> {length = 2, path = 0 - 1}) is -1.000000"
    )
    #expect(table.cachedShape == nil)
    #expect(table.visibleCells.isEmpty)
  }

  @Test func nanOrInfiniteRowHeight_isRefused_andAFixedHeightLoads() throws {
    let source = LyingDataSource([2])
    let table = table(source)
    for bad in [Double.nan, .infinity, -.infinity] {
      source.rowHeights[p(0, 0)] = bad
      let error = tableUpdateRefusal { try table.layoutIfNeeded() }
      let printed = bad.isNaN ? "nan" : bad < 0 ? "-inf" : "inf"
      #expect(
        error?.message
          == "table view row height must be finite - provided height for index path (<NSIndexPath: 0x0> {length = 2, path = 0 - 0}) is \(printed)"
      )
    }
    source.rowHeights[p(0, 0)] = 10
    try table.layoutIfNeeded()
    #expect(table.rectForRow(at: p(0, 1)) == (y: 10, height: 44))
  }

  /// A finite height so large that adding the heights up overflows: before, the content height
  /// became infinite and the rows below the tall one were placed at no position, silently.
  @Test func hugeRowHeight_isRefusedNamingTheRowAndTheHeight() throws {
    let source = LyingDataSource([3])
    source.rowHeights[p(0, 1)] = .greatestFiniteMagnitude
    source.rowHeights[p(0, 2)] = .greatestFiniteMagnitude
    let table = table(source)
    let error = tableUpdateRefusal { try table.layoutIfNeeded() }
    #expect(error?.rule == .invalidRowHeight)
    #expect(
      error?.message
        == "table view row height must not exceed 1000000000.000000, the largest height the table lays out - provided height for index path (<NSIndexPath: 0x0> {length = 2, path = 0 - 1}) is 1.7976931348623157e+308"
    )
    #expect(table.cachedShape == nil)
    source.rowHeights[p(0, 1)] = HeadlessTableView.maximumHeight
    source.rowHeights[p(0, 2)] = HeadlessTableView.maximumHeight
    try table.layoutIfNeeded()
    #expect(table.contentHeight == 2 * HeadlessTableView.maximumHeight + 44)
    #expect(table.rectForRow(at: p(0, 2)) == (y: 1_000_000_044, height: 1_000_000_000))
  }

  @Test func hugeDefaultRowHeight_isRefused_soTheContentHeightNeverBecomesInfinite() {
    let source = LyingDataSource([2])
    let table = HeadlessTableView(height: 400)
    table.register(HeadlessTableViewCell.self, forCellReuseIdentifier: "Cell")
    table.dataSource = source
    table.rowHeight = .greatestFiniteMagnitude
    let error = tableUpdateRefusal { try table.layoutIfNeeded() }
    #expect(
      error?.message
        == "table view row height must not exceed 1000000000.000000, the largest height the table lays out - provided height for index path (<NSIndexPath: 0x0> {length = 2, path = 0 - 0}) is 1.7976931348623157e+308"
    )
    #expect(table.contentHeight.isFinite)
  }

  @Test func hugeSectionHeaderHeight_isRefusedNamingTheLimit() {
    let source = LyingDataSource([1, 1])
    source.headerHeights[1] = 1e300
    let table = table(source)
    let error = tableUpdateRefusal { try table.layoutIfNeeded() }
    #expect(error?.rule == .invalidSectionHeaderFooterHeight)
    #expect(
      error?.message
        == "Invalid section header height (1e+300) provided by table delegate. Value must be at most 1000000000, the largest height a headless table lays out (HeadlessTableView.maximumHeight)."
    )
  }

  /// K18 (the estimated variant's text is assumed analogous, open question 9): a negative
  /// estimate of a header the viewport skips over is refused as its height would be.
  @Test func negativeEstimatedSectionHeaderHeight_isRefusedWithUIKitsMessage() {
    let source = LyingDataSource([20, 20, 20])
    source.headerEstimates[2] = -5
    let table = table(source, estimated: 44)
    // Section 2's header, at 1760, is above the viewport (2000–2400).
    let error = tableUpdateRefusal {
      try table.layoutIfNeeded()
      try table.setContentOffset(2000)
    }
    #expect(error?.rule == .invalidSectionHeaderFooterHeight)
    #expect(
      error?.message
        == "Invalid estimated section header height (-5) provided by table delegate. Value must be at least 0.0, or UITableViewAutomaticDimension."
    )
    #expect(table.contentOffset == 0, "the scroll is rolled back")
  }

  @Test func hugeEstimatedRowHeightProperty_stopsNamingIt() async {
    let result = await #expect(
      processExitsWith: .failure, observing: [\.standardErrorContent]
    ) {
      await MainActor.run { HeadlessTableView().estimatedRowHeight = 1e12 }
    }
    let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    #expect(
      message.contains(
        "TableModelKit: HeadlessTableView.estimatedRowHeight 1000000000000.0 is more than HeadlessTableView.maximumHeight (1000000000)"
      ), "\(message)")
  }

  @Test func negativeEstimatedRowHeight_isRefused() {
    let source = EstimatingLyingDataSource([40])
    source.estimatedHeights[p(0, 3)] = -0.25
    let table = table(source, estimated: 44)
    let error = tableUpdateRefusal { try table.layoutIfNeeded() }
    #expect(error?.rule == .invalidRowHeight)
    #expect(
      error?.message
        == "table view estimated row height must not be negative - provided estimated height for index path (<NSIndexPath: 0x0> {length = 2, path = 0 - 3}) is -0.250000"
    )
  }

  @Test func nanSectionFooterHeight_isRefusedAsANegativeOneIs() {
    let source = LyingDataSource([1, 1])
    source.footerHeights[1] = .nan
    let table = table(source)
    let error = tableUpdateRefusal { try table.layoutIfNeeded() }
    #expect(error?.rule == .invalidSectionHeaderFooterHeight)
    #expect(
      error?.message
        == "Invalid section footer height (nan) provided by table delegate. Value must be at least 0.0, or UITableViewAutomaticDimension."
    )
  }

  @Test func negativeHeightInsideABatch_rejectsTheBatch_andKeepsTheTable() throws {
    let source = LyingDataSource([2])
    let table = table(source)
    try table.layoutIfNeeded()
    let cells = table.visibleCells.map(ObjectIdentifier.init)
    let error = tableUpdateRefusal {
      try table.performBatchUpdates {
        source.rowCounts = [3]
        source.rowHeights[p(0, 2)] = -3
        try table.insertRows(at: [p(0, 2)])
      }
    }
    #expect(error?.rule == .invalidRowHeight)
    #expect(table.cachedShape == [2])
    #expect(table.visibleCells.map(ObjectIdentifier.init) == cells)
  }
}
