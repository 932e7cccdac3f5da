import TableModelCore
import TableModelTestSupport
import Testing

@MainActor
@Suite struct HeadlessTableViewRenderingTests {
  @Test func render_showsSectionsTitlesRowsSelectionAndHiddenRuns() throws {
    // 28 + 3 × 44 + 28 = 188 points: two rows of section 1 show in 240.
    let table = HeadlessTableView(height: 240)
    let source = StubDataSource([["Apple", "Banana", "Cherry"], (0..<40).map { "Item \($0)" }])
    source.headerTitles = [0: "Fruit"]
    source.footerTitles = [0: "3 kinds"]
    table.register(HeadlessTableViewCell.self, forCellReuseIdentifier: "Cell")
    table.dataSource = source
    try table.reloadData()
    table.tapRow(at: p(0, 1))
    #expect(
      table.render() == """
        section 0 · "Fruit" · 3 rows
          0  Apple
          1  Banana  [selected]
          2  Cherry
          footer "3 kinds"
        section 1 · 40 rows
          0  Item 0
          1  Item 1
          2…39  (38 rows without cells)
        """)
  }

  @Test func render_beforeLoading_saysSo() {
    #expect(HeadlessTableView().render() == "(not loaded)")
  }

  @Test func render_cellWithDetailText() throws {
    let fixture = HeadlessFixture([1])
    fixture.table.cellForRow(at: p(0, 0))?.detailText = "detail"
    #expect(fixture.table.render() == "section 0 · 1 row\n  0  0.0 — detail")
  }
}
