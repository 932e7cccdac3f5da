import TableModelTestSupport
import TableModelTesting
import Testing

@MainActor
@Suite struct HeadlessTableViewLayoutTests {
  @Test func exactHeights_measureEveryRowOnLoad() throws {
    let fixture = HeadlessFixture([50], height: 100, load: false)
    let delegate = RecordingDelegate()
    fixture.table.delegate = delegate
    fixture.table.estimatedRowHeight = 0
    try fixture.table.reloadData()
    #expect(Set(delegate.heightRequests).count == 50)
    #expect(fixture.table.contentHeight == 50 * 44)
  }

  /// A new table estimates row heights, as `UITableView` does by default since iOS 11 (K12,
  /// KS08): loading a long table measures only the rows it shows.
  @Test func newTable_estimatesLikeUIKitsDefault_andMeasuresOnlyTheRowsItShows() throws {
    let fixture = HeadlessFixture([100], height: 440, load: false)
    let delegate = RecordingDelegate()
    fixture.table.delegate = delegate
    #expect(fixture.table.estimatedRowHeight == 44)
    try fixture.table.reloadData()
    try fixture.table.layoutIfNeeded()
    #expect(Set(delegate.heightRequests) == Set((0..<10).map { p(0, $0) }))
    #expect(fixture.table.indexPathsForVisibleRows == (0..<10).map { p(0, $0) })
    #expect(fixture.table.contentHeight == 100 * 44)
  }

  @Test func estimatedHeights_measureOnlyDisplayedRows() throws {
    let fixture = HeadlessFixture([50], height: 100, load: false)
    let delegate = RecordingDelegate()
    for row in 0..<50 { delegate.heights[p(0, row)] = 30 }
    fixture.table.delegate = delegate
    fixture.table.estimatedRowHeight = 60
    try fixture.table.reloadData()
    // Estimated 60 pt: two rows show; measured at 30 pt, four rows fit.
    #expect(fixture.table.indexPathsForVisibleRows == (0..<4).map { p(0, $0) })
    #expect(Set(delegate.heightRequests) == Set((0..<4).map { p(0, $0) }))
    #expect(fixture.table.contentHeight == 4 * 30 + 46 * 60)
  }

  @Test func variableHeights_decideVisibility() throws {
    let fixture = HeadlessFixture([5], height: 100, load: false)
    let delegate = RecordingDelegate()
    delegate.heights = [p(0, 0): 90, p(0, 1): 20, p(0, 2): 20]
    fixture.table.delegate = delegate
    try fixture.table.reloadData()
    #expect(fixture.table.indexPathsForVisibleRows == [p(0, 0), p(0, 1)])
    #expect(fixture.table.rectForRow(at: p(0, 2)) == (110, 20))
  }

  @Test func headersAndFooters_takeSpace() throws {
    let fixture = HeadlessFixture([2, 2], height: 100, load: false)
    fixture.source.headerTitles = [0: "A", 1: "B"]
    try fixture.table.reloadData()
    // Header 28 + 44 + 44 = 116 > 100: section 1 starts below the viewport.
    #expect(fixture.table.indexPathsForVisibleRows == [p(0, 0), p(0, 1)])
    #expect(fixture.table.rectForRow(at: p(1, 0)).y == 28 + 88 + 28)
  }

  @Test func scrollToRow_bottom_alignsRowWithViewportBottom() throws {
    let fixture = HeadlessFixture([100], height: 440)
    try fixture.table.scrollToRow(at: p(0, 50), at: .bottom)
    #expect(fixture.table.contentOffset == 51 * 44 - 440)
    #expect(fixture.table.indexPathsForVisibleRows.last == p(0, 50))
  }

  @Test func batchWithoutEstimation_asksEveryRowsHeightAgain() throws {
    let fixture = HeadlessFixture([3], load: false)
    let delegate = RecordingDelegate()
    delegate.heights = [p(0, 0): 10]
    fixture.table.delegate = delegate
    try fixture.table.reloadData()
    delegate.heightRequests = []
    try fixture.table.performBatchUpdates {
      fixture.source.sections[0].insert("new", at: 0)
      try fixture.table.insertRows(at: [p(0, 0)])
    }
    // K11: building the row data of a committed batch asks every row again.
    #expect(Set(delegate.heightRequests) == Set((0..<4).map { p(0, $0) }))
    #expect(fixture.table.rectForRow(at: p(0, 0)).height == 10, "the height the delegate gives now")
    #expect(fixture.table.rectForRow(at: p(0, 1)).height == 44)
  }

  @Test func batchWithEstimation_keepsMeasuredHeightsOfRowsOffScreen() throws {
    let fixture = HeadlessFixture([30], height: 88, load: false)
    let delegate = RecordingDelegate()
    for row in 0..<30 { delegate.heights[p(0, row)] = 44 }
    delegate.heights[p(0, 20)] = 10
    fixture.table.delegate = delegate
    fixture.table.estimatedRowHeight = 44
    try fixture.table.reloadData()
    try fixture.table.scrollToRow(at: p(0, 20), at: .top)
    try fixture.table.setContentOffset(0)
    delegate.heightRequests = []
    try fixture.table.performBatchUpdates {
      fixture.source.sections[0].insert("new", at: 0)
      try fixture.table.insertRows(at: [p(0, 0)])
    }
    // K12: only rows needed for the visible area are asked; row 20, now 21, keeps its height.
    #expect(!delegate.heightRequests.contains(p(0, 21)))
    #expect(fixture.table.rectForRow(at: p(0, 21)).height == 10)
  }

}
