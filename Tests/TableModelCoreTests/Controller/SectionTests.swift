import TableModelScenarioCells
import TableModelScenarios
import TableModelTestSupport
import TableModelTesting
import Testing

/// A person of the address-book scenarios.
struct Person: Diffable, Hashable {
  var id: String { name }
  var name: String
  var phone = ""
}

/// A day's section in a feed, with a header view of its own.
struct DaySection: Diffable, Hashable {
  var id: String
  var unread: Int
}

/// The header view of a day.
final class DayHeaderView: HeadlessTableViewHeaderFooterView {
  private(set) var configurations = 0
}

@MainActor
@Suite struct SectionTests {
  private func contacts() -> ControllerFixture<GroupedTableModel<Person, String>> {
    let model = GroupedTableModel<Person, String>(
      by: { String($0.name.prefix(1)) }, sortedBy: { $0.name < $1.name })
    for name in ["Bea", "Ada", "Cy", "Al", "Cat"] { model.insert(Person(name: name)) }
    return ControllerFixture(model, height: 1000) {
      $0.cells.register(HeadlessTableViewCell.self, for: Person.self) { cell, person in
        cell.text = person.name
      }
    }
  }

  @Test func groupedSections_haveHeaderTitles_andASectionIndex() throws {
    let fixture = contacts()
    #expect(fixture.core.sectionIndexTitles == ["A", "B", "C"])
    #expect(fixture.table.sectionIndexTitles == ["A", "B", "C"])
    #expect(fixture.core.section(forSectionIndexTitle: "C", at: 2) == 2)
    #expect(
      fixture.table.render() == """
        section 0 · "A" · 2 rows
          0  Ada
          1  Al
        section 1 · "B" · 1 row
          0  Bea
        section 2 · "C" · 2 rows
          0  Cat
          1  Cy
        """)
    try fixture.table.scrollToSectionIndexTitle("B", at: 1)
    #expect(fixture.table.contentOffset == fixture.table.rectForHeader(inSection: 1).y)
  }

  @Test func titledSections_showHeaderAndFooterTitles() {
    let model = SectionedTableModel(sections: [
      TableSection(
        model: TitledSection(id: "a", headerTitle: "Today", footerTitle: "2 tweets"),
        items: [Tweet(1), Tweet(2)])
    ])
    let fixture = ControllerFixture(model) { $0.cells.register(TweetCell.self) }
    #expect(fixture.core.headerTitle(inSection: 0) == "Today")
    #expect(fixture.core.footerTitle(inSection: 0) == "2 tweets")
    #expect(fixture.core.sectionIndexTitles == nil)
    #expect(fixture.table.render().contains("footer \"2 tweets\""))
  }

  @Test func headerViews_comeFromTheSectionFactory_andAreReconfiguredWhenTheSectionChanges() throws
  {
    let model = SectionedTableModel(sections: [
      TableSection(model: DaySection(id: "Monday", unread: 2), items: [Tweet(1)]),
      TableSection(model: DaySection(id: "Tuesday", unread: 0), items: [Tweet(2)]),
    ])
    let fixture = ControllerFixture(model) {
      $0.cells.register(TweetCell.self)
      $0.headerFooters.registerHeader(DayHeaderView.self, for: DaySection.self) { view, day in
        view.text = "\(day.id) (\(day.unread) unread)"
      }
    }
    let header = try #require(fixture.table.headerView(forSection: 0) as? DayHeaderView)
    #expect(header.renderedText == "Monday (2 unread)")
    model.updateSection(at: 0, with: DaySection(id: "Monday", unread: 0))
    #expect(fixture.table.headerView(forSection: 0) === header, "reconfigured in place")
    #expect(header.renderedText == "Monday (0 unread)")
    #expect(fixture.table.render().hasPrefix("section 0 · \"Monday (0 unread)\""))
  }
}

@MainActor
@Suite struct GroupedEditingTests {
  @Test func swipeToDeleteInAGroupedModel_removesTheEmptiedSectionToo() {
    let model = GroupedTableModel<Person, String>(by: { String($0.name.prefix(1)) })
    for name in ["Ada", "Bea", "Al"] { model.insert(Person(name: name)) }
    let fixture = ControllerFixture(model) {
      $0.cells.register(HeadlessTableViewCell.self, for: Person.self) { cell, person in
        cell.text = person.name
      }
      $0.core.setBehavior(for: Person.self) { _ in RowBehavior { $0.editingStyle = .delete } }
    }
    #expect(fixture.table.performSwipeAction(at: 0, .trailing, forRowAt: p(1, 0)))
    #expect(fixture.table.sectionIndexTitles == ["A"])
    #expect(fixture.table.cachedShape == [2])
    #expect(fixture.diagnostics.isEmpty)
  }

  @Test func handlersReachTheModelAndTheOwner_throughTheContext() {
    final class Screen {
      var shown: [String] = []
    }
    struct ShowHandler: RowEventHandler {
      func didSelect(_ person: Person, context: RowContext) {
        context.owner(as: Screen.self)?.shown.append(person.name)
        context.model(as: GroupedTableModel<Person, String>.self)?.remove(id: person.id)
      }
    }
    let screen = Screen()
    let model = GroupedTableModel<Person, String>(by: { String($0.name.prefix(1)) })
    model.insert(Person(name: "Ada"))
    let fixture = ControllerFixture(model) {
      $0.cells.register(HeadlessTableViewCell.self, for: Person.self) { cell, person in
        cell.text = person.name
      }
      $0.core.handlers.register(ShowHandler.self)
      $0.core.owner = screen
    }
    fixture.table.tapRow(at: p(0, 0))
    #expect(screen.shown == ["Ada"])
    #expect(model.numberOfSections == 0 && fixture.table.cachedShape == [])
  }
}
