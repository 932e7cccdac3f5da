import TableModelTestSupport
import TableModelTesting
import Testing

/// A layer's setter that changes nothing a table shows sends no event.
///
/// A table controller would otherwise run an empty batch. A setter that does change something
/// still sends its change.
@MainActor
@Suite struct LayerNoOpSetterTests {
  /// Counts the events a model sends while it is alive.
  @MainActor final class EventCount {
    var events: [TableModelEvents.Event] = []
    var observation: TableModelEvents.Observation?

    init(_ events: TableModelEvents) {
      observation = events.observe { [unowned self] in self.events.append($0) }
    }

    var count: Int { events.count }
  }

  private func items(_ ids: [Int]) -> ArrayTableModel<TestItem> {
    ArrayTableModel(ids.map { TestItem($0) })
  }

  @Test func filter_samePredicateOrRefilterChangingNoRow_sendsNothing() {
    let layer = items([1, 2, 3]).filtered { $0.id != 2 }
    let count = EventCount(layer.events)
    layer.setPredicate { $0.id < 2 || $0.id > 2 }
    layer.refilter()
    #expect(count.count == 0, "\(count.events)")
    layer.setPredicate { $0.id != 3 }
    #expect(count.count == 3, "willChange, changed, didChange: \(count.events)")
    #expect(layer.snapshot.map { $0.items.map(\.id) } == [[1, 2]])
  }

  @Test func sort_orderMovingNoRow_sendsNothing() {
    let layer = items([3, 1, 2]).sorted { $0.id < $1.id }
    let count = EventCount(layer.events)
    layer.setOrder { $0.id * 10 < $1.id * 10 }
    #expect(count.count == 0, "\(count.events)")
    layer.setOrder { $0.id > $1.id }
    #expect(count.count == 3, "\(count.events)")
    #expect(layer.snapshot.map { $0.items.map(\.id) } == [[3, 2, 1]])
  }

  @Test func emptyState_sameMessageOrHiddenPlaceholder_sendsNothing() {
    let model = items([])
    let layer = model.withEmptyState("Nothing")
    let count = EventCount(layer.events)
    layer.setPlaceholder(PlaceholderRow(message: "Nothing"))
    #expect(count.count == 0, "\(count.events)")
    layer.setPlaceholder(PlaceholderRow(message: "Still nothing"))
    #expect(count.count == 3, "a shown placeholder is reconfigured: \(count.events)")
    model.append(TestItem(1))
    count.events.removeAll()
    layer.setPlaceholder(PlaceholderRow(message: "Later"))
    #expect(count.count == 0, "a hidden placeholder changes no row: \(count.events)")
    model.remove(id: 1)
    #expect(layer.item(at: p(0, 0)).description.contains("Later"))
  }

  @Test func featured_sameItemsOrSameHeader_sendsNothing() {
    let layer = items([1]).withFeaturedSection(TestSectionModel(9), items: [TestItem(7)])
    let count = EventCount(layer.events)
    layer.setItems([TestItem(7)])
    layer.setHeader(TestSectionModel(9))
    #expect(count.count == 0, "\(count.events)")
    layer.setItems([TestItem(7, content: 1)])
    #expect(count.count == 3, "an updated item is reconfigured: \(count.events)")
    count.events.removeAll()
    layer.setHeader(TestSectionModel(9, title: 2))
    #expect(count.count == 3, "\(count.events)")
  }

  @Test func loadMore_unchangedOrHiddenState_sendsNothing() {
    let feed = items([1]).withLoadMore {}
    let count = EventCount(feed.events)
    feed.setHasMore(true)
    feed.finishLoading(hasMore: true)
    #expect(count.count == 0, "\(count.events)")
    feed.failLoading(message: "Offline")
    #expect(count.count == 3, "the row shows the failure: \(count.events)")
    count.events.removeAll()
    feed.failLoading(message: "Offline")
    #expect(count.count == 0, "\(count.events)")
    feed.setHasMore(false)
    #expect(count.count == 3, "the row hides: \(count.events)")
    count.events.removeAll()
    feed.setHasMore(false)
    feed.failLoading(message: "Still offline")
    #expect(count.count == 0, "a hidden row changes nothing shown: \(count.events)")
    #expect(feed.failureMessage == "Still offline")
  }

  @Test func loadMore_inAMissingSection_sendsNothingWhileHidden_thenShows() {
    let threads = SectionedTableModel<TestSectionModel, TestItem>(sections: [
      TableSection(model: TestSectionModel(1), items: [TestItem(1)])
    ])
    let paged = threads.withLoadMore(inSectionWithID: 2) {}
    let harness = ModelTableHarness(paged)
    let count = EventCount(paged.events)
    paged.retry()
    paged.failLoading(message: "Offline")
    paged.finishLoading(hasMore: true)
    paged.failLoading(message: "Offline again")
    #expect(count.count == 0, "no section 2, no row shown: \(count.events)")
    #expect(paged.failureMessage == "Offline again", "the state still changes")
    threads.appendSection(TestSectionModel(2), items: [TestItem(2)])
    #expect(paged.numberOfRows(inSection: 1) == 2, "the row shows once the section exists")
    paged.failLoading(message: "Still offline")
    #expect(harness.problems.isEmpty, "\(harness.problems)")
    #expect(
      harness.changes.count == 2, "the section, then the reconfigured row: \(harness.changes)")
  }
}
