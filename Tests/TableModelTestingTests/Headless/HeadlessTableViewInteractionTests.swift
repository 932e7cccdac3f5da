import TableModelTestSupport
import TableModelTesting
import Testing

@MainActor
@Suite struct HeadlessTableViewInteractionTests {
  private func fixture(_ shape: TableShape = [3]) -> (HeadlessFixture, RecordingDelegate) {
    let fixture = HeadlessFixture(shape)
    let delegate = RecordingDelegate()
    fixture.table.delegate = delegate
    delegate.events = []
    return (fixture, delegate)
  }

  // MARK: RowBehavior.Accessory buttons

  @Test func tapAccessoryButton_tellsTheDelegate_withoutHighlightingOrSelecting() {
    let (fixture, delegate) = fixture()
    fixture.table.tapAccessoryButton(at: p(0, 1))
    #expect(delegate.events == ["accessoryButtonTapped [0, 1]"])
    #expect(fixture.table.indexPathsForSelectedRows.isEmpty)
  }

  // MARK: Context menus

  @Test func contextMenu_isTheDelegates_andItsActionsRunByTitle() throws {
    let (fixture, delegate) = fixture()
    var chosen: [String] = []
    delegate.menus[p(0, 2)] = ContextMenu(
      title: "Row 2",
      actions: [
        ContextMenu.Action(title: "Copy") { chosen.append("copy") },
        ContextMenu.Action(title: "Delete", isDestructive: true) { chosen.append("delete") },
      ])
    let menu = try #require(fixture.table.contextMenu(forRowAt: p(0, 2)))
    #expect(menu.title == "Row 2")
    #expect(menu.actions.map(\.title) == ["Copy", "Delete"])
    #expect(menu.actions.map(\.isDestructive) == [false, true])
    fixture.table.performMenuAction(titled: "Delete", forRowAt: p(0, 2))
    #expect(chosen == ["delete"])
    #expect(fixture.table.contextMenu(forRowAt: p(0, 0)) == nil)
  }

  // MARK: Section index

  @Test func sectionIndexTitles_comeFromTheDataSource() {
    let fixture = HeadlessFixture([3])
    #expect(fixture.table.sectionIndexTitles == nil)
    fixture.source.indexTitles = ["A", "B"]
    #expect(fixture.table.sectionIndexTitles == ["A", "B"])
  }

  @Test func scrollToSectionIndexTitle_putsTheDataSourcesSectionHeaderAtTheTop() throws {
    let fixture = HeadlessFixture(TableShape(Array(repeating: 5, count: 4)), height: 200)
    fixture.source.headerTitles = [0: "A", 1: "B", 2: "C", 3: "D"]
    fixture.source.indexTitles = ["A", "B", "C", "#"]
    fixture.source.indexTitleSections = ["C": 3]
    try fixture.table.reloadData()
    try fixture.table.scrollToSectionIndexTitle("C", at: 2)
    // Sections are 28 + 5 × 44 = 248 points: section 3 starts at 744.
    #expect(fixture.table.contentOffset == 744)
    #expect(fixture.table.rectForHeader(inSection: 3).y == 744)
    #expect(fixture.table.indexPathsForVisibleRows.first == p(3, 0))
    try fixture.table.scrollToSectionIndexTitle("B", at: 1)
    #expect(fixture.table.contentOffset == 248, "without a mapping, the title's index")
  }

  @Test func scrollToSectionIndexTitle_withoutHeader_putsTheFirstRowAtTheTop() throws {
    let fixture = HeadlessFixture([5, 5, 5], height: 100)
    fixture.source.indexTitles = ["x", "y", "z"]
    try fixture.table.scrollToSectionIndexTitle("z", at: 2)
    #expect(fixture.table.contentOffset == fixture.table.rectForRow(at: p(2, 0)).y)
    #expect(fixture.table.contentOffset == 440)
    #expect(fixture.table.indexPathsForVisibleRows.first == p(2, 0))
  }
}
