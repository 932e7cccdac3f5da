import TableModelTestSupport
import TableModelTesting
import Testing

/// `uikit-callback-rules.md` §10, the table header view (`tableHeaderView`): K54–K56, KS45–KS47.
@MainActor
@Suite struct TableHeaderViewCallbackTests {
  /// A table 320 points wide with 20 rows of 44 points, loaded.
  private func table() throws -> HeadlessFixture {
    let fixture = HeadlessFixture([20], height: 440, load: false)
    fixture.table.width = 320
    try fixture.table.reloadData()
    return fixture
  }

  /// A table header view whose frame the app sets before assigning it.
  private func header(_ frame: HeadlessTableViewHeaderFooterView.Frame)
    -> HeadlessTableViewHeaderFooterView
  {
    let view = HeadlessTableViewHeaderFooterView(reuseIdentifier: nil)
    view.text = "Profile"
    view.frame = frame
    return view
  }

  @Test func ks45_assignedHeader_getsTheTablesWidthAndTheTop_andPushesTheRowsDown() throws {
    let fixture = try table()
    let view = header(.init(x: 1000, y: 1000, width: 0, height: 80))
    fixture.table.tableHeaderView = view
    try fixture.table.layoutIfNeeded()
    #expect(view.frame == .init(x: 0, y: 0, width: 320, height: 80))
    #expect(fixture.table.rectForRow(at: p(0, 0)).y == 80)
    #expect(fixture.table.rectForHeader(inSection: 0).y == 80)
    #expect(fixture.table.contentHeight == 80 + 20 * 44)
    // The viewport 0…440 now holds the header and rows 0…8 (80 + 9 × 44 = 476).
    #expect(fixture.table.indexPathsForVisibleRows == (0...8).map { p(0, $0) })
  }

  /// KS46, K55: a table header view whose frame grows without being assigned again moves no
  /// row, and the table puts its stored height back on the next scroll or content-size update.
  @Test func ks46_frameChangedWithoutReassigning_movesNothing_andIsPutBackOnScroll() throws {
    let fixture = try table()
    let view = header(.init(x: 0, y: 0, width: 320, height: 100))
    fixture.table.tableHeaderView = view
    view.frame.height = 150
    try fixture.table.layoutIfNeeded()
    #expect(fixture.table.rectForRow(at: p(0, 0)).y == 100, "the taller header overlaps row 0")
    #expect(fixture.table.tableHeaderHeight == 100)
    try fixture.table.setContentOffset(10)
    #expect(view.frame.height == 100, "the table put the stored height back")
    #expect(fixture.table.contentHeight == 100 + 20 * 44)
    view.frame.height = 150
    fixture.source.sections[0].append("new")
    try fixture.table.insertRows(at: [p(0, 20)])
    #expect(view.frame.height == 100, "a content-size update puts it back too")
    #expect(fixture.table.rectForRow(at: p(0, 0)).y == 100)
  }

  @Test func ks47_sameViewAssignedAgainAfterItsHeightChanged_movesTheRows() throws {
    let fixture = try table()
    let view = header(.init(x: 0, y: 0, width: 320, height: 100))
    fixture.table.tableHeaderView = view
    let contentHeight = fixture.table.contentHeight
    view.frame.height = 150
    fixture.table.tableHeaderView = view
    try fixture.table.layoutIfNeeded()
    #expect(fixture.table.rectForRow(at: p(0, 0)).y == 150)
    #expect(fixture.table.contentHeight == contentHeight + 50)
    #expect(view.frame == .init(x: 0, y: 0, width: 320, height: 150))
  }

  @Test func k54_widthChange_givesTheHeaderTheNewWidth_keepingItsHeight() throws {
    let fixture = try table()
    let view = header(.init(x: 0, y: 0, width: 10, height: 60))
    fixture.table.tableHeaderView = view
    fixture.table.width = 200
    #expect(view.frame == .init(x: 0, y: 0, width: 200, height: 60))
    fixture.table.tableHeaderView = nil
    #expect(fixture.table.tableHeaderHeight == 0)
    #expect(fixture.table.rectForRow(at: p(0, 0)).y == 0)
  }

  @Test func k56_footerView_sitsBelowTheLastRow_withTheHeightReadAtAssignment() throws {
    let fixture = try table()
    let footer = header(.init(x: 5, y: 5, width: 0, height: 50))
    footer.text = "Footer"
    fixture.table.tableHeaderView = header(.init(x: 0, y: 0, width: 320, height: 80))
    fixture.table.tableFooterView = footer
    #expect(fixture.table.tableFooterHeight == 50)
    #expect(footer.frame == .init(x: 0, y: 80 + 20 * 44, width: 320, height: 50))
    #expect(fixture.table.contentHeight == 80 + 20 * 44 + 50)
    #expect(fixture.table.rectForRow(at: p(0, 0)).y == 80, "the footer moves no row")
    #expect(fixture.table.render().hasSuffix("\ntable footer: Footer"))
    footer.frame.height = 90
    try fixture.table.setContentOffset(10)
    #expect(footer.frame.height == 50, "a frame change alone is put back (K55)")
    footer.frame.height = 90
    fixture.table.tableFooterView = footer
    #expect(fixture.table.contentHeight == 80 + 20 * 44 + 90)
    fixture.source.sections[0].append("new")
    try fixture.table.insertRows(at: [p(0, 20)])
    #expect(footer.frame.y == 80 + 21 * 44, "a batch moves the footer below the new row")
    fixture.table.tableFooterView = nil
    #expect(fixture.table.tableFooterHeight == 0)
    #expect(fixture.table.contentHeight == 80 + 21 * 44)
  }
}
