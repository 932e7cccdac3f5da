import TableModelTestSupport
import TableModelTesting
import Testing

@MainActor
@Suite struct HeadlessTableViewSelectionTests {
  private func fixture(_ shape: TableShape = [5]) -> (HeadlessFixture, RecordingDelegate) {
    let fixture = HeadlessFixture(shape)
    let delegate = RecordingDelegate()
    fixture.table.delegate = delegate
    return (fixture, delegate)
  }

  @Test func tap_singleSelection_deselectsThePreviousRowThroughTheDelegate() {
    let (fixture, delegate) = fixture()
    fixture.table.tapRow(at: p(0, 1))
    fixture.table.tapRow(at: p(0, 3))
    #expect(fixture.table.indexPathsForSelectedRows == [p(0, 3)])
    #expect(
      delegate.events.filter { !$0.hasPrefix("willDisplay") && !$0.contains("ighlight") } == [
        "willSelect [0, 1]", "didSelect [0, 1]",
        "willSelect [0, 3]", "willDeselect [0, 1]", "didDeselect [0, 1]", "didSelect [0, 3]",
      ])
    #expect(fixture.table.cellForRow(at: p(0, 3))?.isSelected == true)
    #expect(fixture.table.cellForRow(at: p(0, 1))?.isSelected == false)
  }

  @Test func tap_multipleSelection_togglesRows() {
    let (fixture, _) = fixture()
    fixture.table.allowsMultipleSelection = true
    fixture.table.tapRow(at: p(0, 1))
    fixture.table.tapRow(at: p(0, 2))
    fixture.table.tapRow(at: p(0, 1))
    #expect(fixture.table.indexPathsForSelectedRows == [p(0, 2)])
  }

  @Test func tap_willSelectCanRedirectOrRefuse() {
    let (fixture, delegate) = fixture()
    let redirects: [RowPath: RowPath?] = [p(0, 0): p(0, 4), p(0, 1): RowPath?.none]
    delegate.redirectSelection = redirects
    fixture.table.tapRow(at: p(0, 0))
    #expect(fixture.table.indexPathsForSelectedRows == [p(0, 4)])
    fixture.table.tapRow(at: p(0, 1))
    #expect(fixture.table.indexPathsForSelectedRows == [p(0, 4)])
  }

  @Test func tap_unhighlightableRow_isNotSelected() {
    let (fixture, delegate) = fixture()
    delegate.unhighlightable = [p(0, 2)]
    fixture.table.tapRow(at: p(0, 2))
    #expect(fixture.table.indexPathsForSelectedRows.isEmpty)
    #expect(!delegate.events.contains("willSelect [0, 2]"))
    #expect(!delegate.events.contains("didHighlight [0, 2]"))
  }

  @Test func tap_highlightsBeforeSelecting_andUnhighlightsLast() {
    let (fixture, delegate) = fixture()
    fixture.table.tapRow(at: p(0, 1))
    delegate.events = []
    fixture.table.tapRow(at: p(0, 3))
    #expect(
      delegate.events == [
        "didHighlight [0, 3]", "willSelect [0, 3]", "willDeselect [0, 1]", "didDeselect [0, 1]",
        "didSelect [0, 3]", "didUnhighlight [0, 3]",
      ])
  }

  @Test func tap_refusedSelection_stillUnhighlights() {
    let (fixture, delegate) = fixture()
    let refusals: [RowPath: RowPath?] = [p(0, 2): RowPath?.none]
    delegate.redirectSelection = refusals
    delegate.events = []
    fixture.table.tapRow(at: p(0, 2))
    #expect(
      delegate.events == ["didHighlight [0, 2]", "willSelect [0, 2]", "didUnhighlight [0, 2]"])
    #expect(fixture.table.indexPathsForSelectedRows.isEmpty)
  }

  @Test func tap_whileEditing_needsSelectionDuringEditing() {
    let (fixture, _) = fixture()
    fixture.table.setEditing(true, animated: false)
    fixture.table.tapRow(at: p(0, 0))
    #expect(fixture.table.indexPathsForSelectedRows.isEmpty)
    fixture.table.allowsSelectionDuringEditing = true
    fixture.table.tapRow(at: p(0, 0))
    #expect(fixture.table.indexPathsForSelectedRows == [p(0, 0)])
    #expect(fixture.table.visibleCells.allSatisfy { $0.isEditing })
  }

  @Test func programmaticSelection_doesNotTellTheDelegate() throws {
    let (fixture, delegate) = fixture()
    delegate.events = []
    try fixture.table.selectRow(at: p(0, 2), animated: false, scrollPosition: .none)
    fixture.table.deselectRow(at: p(0, 2), animated: false)
    try fixture.table.selectRow(at: p(0, 3), animated: false, scrollPosition: .none)
    #expect(delegate.events.isEmpty)
    #expect(fixture.table.indexPathForSelectedRow == p(0, 3))
  }

  @Test func selection_followsMovedRows_andDropsDeletedOnes() throws {
    let (fixture, _) = fixture()
    fixture.table.allowsMultipleSelection = true
    fixture.table.tapRow(at: p(0, 1))
    fixture.table.tapRow(at: p(0, 4))
    try fixture.table.performBatchUpdates {
      fixture.source.sections[0] = ["0.1", "0.0", "0.2", "0.3"]
      try fixture.table.moveRow(at: p(0, 1), to: p(0, 0))
      try fixture.table.deleteRows(at: [p(0, 4)])
    }
    #expect(fixture.table.indexPathsForSelectedRows == [p(0, 0)])
    #expect(fixture.table.cellForRow(at: p(0, 0))?.isSelected == true)
  }

  @Test func reconfigure_keepsTheCellAndItsSelection() throws {
    let (fixture, _) = fixture()
    fixture.table.tapRow(at: p(0, 2))
    let cell = fixture.table.cellForRow(at: p(0, 2))
    fixture.source.sections[0][2] = "changed"
    try fixture.table.reconfigureRows(at: [p(0, 2)])
    #expect(fixture.table.cellForRow(at: p(0, 2)) === cell)
    #expect(cell?.text == "changed")
    #expect(cell?.isSelected == true)
  }

  @Test func reloadData_clearsSelection() throws {
    let (fixture, _) = fixture()
    fixture.table.tapRow(at: p(0, 2))
    try fixture.table.reloadData()
    #expect(fixture.table.indexPathsForSelectedRows.isEmpty)
  }
}
