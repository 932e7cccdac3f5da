import TableModelTestSupport
import TableModelTesting
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

  @Test func render_showsTheTableHeaderFirst() throws {
    let fixture = HeadlessFixture([1])
    let header = HeadlessTableViewHeaderFooterView(reuseIdentifier: nil)
    header.text = "Groceries"
    header.detailText = "2 lists"
    fixture.table.tableHeaderView = header
    #expect(
      fixture.table.render() == "table header: Groceries — 2 lists\nsection 0 · 1 row\n  0  0.0")
  }

  @Test func render_headerAndFooterViewsReplaceTitles() throws {
    let fixture = HeadlessFixture([2, 1], load: false)
    let delegate = RecordingDelegate()
    delegate.headerViewTexts = [0: "Fruit view"]
    delegate.footerViewTexts = [0: "Footer view"]
    fixture.source.headerTitles = [0: "Fruit", 1: "Vegetables"]
    fixture.source.footerTitles = [0: "2 kinds"]
    fixture.table.delegate = delegate
    try fixture.table.reloadData()
    #expect(
      fixture.table.render() == """
        section 0 · "Fruit view" · 2 rows
          0  0.0
          1  0.1
          footer "Footer view"
        section 1 · "Vegetables" · 1 row
          0  1.0
        """)
  }

  @Test func render_showsIndentationAccessoriesAndEditingControls() throws {
    let fixture = HeadlessFixture([4], load: false)
    let delegate = RecordingDelegate()
    delegate.indentationLevels = [p(0, 1): 1, p(0, 3): 2]
    delegate.editingStyles = [p(0, 1): .insert]
    let accessories: [RowPath: RowBehavior.Accessory] = [
      p(0, 0): .disclosureIndicator, p(0, 1): .checkmark, p(0, 2): .detailButton,
      p(0, 3): .detailDisclosureButton,
    ]
    fixture.source.accessory = { accessories[$0] ?? .none }
    fixture.source.canEdit = { $0 != p(0, 2) }
    fixture.source.canMove = { $0.row < 2 }
    fixture.table.delegate = delegate
    try fixture.table.reloadData()
    fixture.table.tapRow(at: p(0, 1))
    #expect(
      fixture.table.render() == """
        section 0 · 4 rows
          0  0.0 ›
          1    0.1 ✓  [selected]
          2  0.2 ⓘ
          3      0.3 ⓘ›
        """)
    // Entering editing deselects the row, as UIKit does (uikit-callback-rules.md, K31).
    fixture.table.setEditing(true, animated: false)
    #expect(
      fixture.table.render() == """
        section 0 · 4 rows
          0  ⊖ 0.0 › ≡
          1  ⊕   0.1 ✓ ≡
          2  0.2 ⓘ
          3  ⊖     0.3 ⓘ›
        """)
  }
}
