import TableModelTestSupport
import TableModelTesting
import Testing

@MainActor
@Suite struct LayerBehaviourTests {
  private func items(_ ids: [Int]) -> ArrayTableModel<TestItem> {
    ArrayTableModel(ids.map { TestItem($0) })
  }

  @Test func loadMore_asksOnceWhenItsRowAppears_andHidesWhenNoMorePages() {
    let model = items([1, 2])
    var requests = 0
    let feed = model.withLoadMore { requests += 1 }
    let harness = ModelTableHarness(feed)
    #expect(harness.shownRows == [["1", "2", "LoadMoreRow(isLoading: false)"]])
    feed.willDisplayRow(at: p(0, 2))
    feed.willDisplayRow(at: p(0, 2))
    #expect(requests == 1, "a page being loaded is not asked for again")
    #expect(harness.shownRows == [["1", "2", "LoadMoreRow(isLoading: true)"]])
    model.append(contentsOf: [TestItem(3), TestItem(4)])
    feed.finishLoading(hasMore: false)
    #expect(harness.shownRows == [["1", "2", "3", "4"]])
    #expect(harness.problems.isEmpty, "\(harness.problems)")
  }

  @Test func loadMore_afterAFailure_showsTheMessage_andAsksAgainOnlyWhenTapped() {
    let model = items([1, 2])
    var requests = 0
    let feed = model.withLoadMore { requests += 1 }
    let harness = ModelTableHarness(feed)
    feed.willDisplayRow(at: p(0, 2))
    feed.failLoading(message: "Offline. Tap to retry.")
    #expect(
      harness.shownRows == [
        ["1", "2", #"LoadMoreRow(isLoading: false, failureMessage: "Offline. Tap to retry.")"#]
      ])
    feed.didEndDisplayingRow(at: p(0, 2))
    feed.willDisplayRow(at: p(0, 2))
    #expect(requests == 1, "a failed page is not asked for again on its own")
    #expect(!feed.didSelectRow(at: p(0, 0)), "a row of the model below: not the layer's")
    #expect(feed.didSelectRow(at: p(0, 2)))
    #expect(requests == 2)
    #expect(harness.shownRows == [["1", "2", "LoadMoreRow(isLoading: true)"]])
    model.append(TestItem(3))
    feed.finishLoading(hasMore: false)
    #expect(harness.shownRows == [["1", "2", "3"]])
    #expect(!feed.didSelectRow(at: p(0, 2)), "row 2 is the model's now")
    #expect(requests == 2)
    #expect(harness.problems.isEmpty, "\(harness.problems)")
  }

  /// The seed's example: a load-more row on a model, a featured section on top of that — and the
  /// other way round.
  ///
  /// The order of layers decides which section the load-more row ends.
  @Test func loadMoreAndFeatured_inBothOrders_differAsTheSeedSays() {
    let featured = [TestItem(100), TestItem(101)]
    let header = TestSectionModel(9)

    let first = items([1, 2])
    let loadMoreThenFeatured = first.withLoadMore {}.withFeaturedSection(
      header, items: featured, at: .bottom)
    let a = ModelTableHarness(loadMoreThenFeatured)
    #expect(a.shownRows == [["1", "2", "LoadMoreRow(isLoading: false)"], ["100", "101"]])

    let second = items([1, 2])
    let featuredThenLoadMore = second.withFeaturedSection(header, items: featured, at: .bottom)
      .withLoadMore {}
    let b = ModelTableHarness(featuredThenLoadMore)
    #expect(b.shownRows == [["1", "2"], ["100", "101", "LoadMoreRow(isLoading: false)"]])

    first.append(TestItem(3))
    second.append(TestItem(3))
    #expect(a.shownRows == [["1", "2", "3", "LoadMoreRow(isLoading: false)"], ["100", "101"]])
    #expect(b.shownRows == [["1", "2", "3"], ["100", "101", "LoadMoreRow(isLoading: false)"]])
    #expect(a.problems.isEmpty && b.problems.isEmpty)
  }

  @Test func loadMoreInSections_eachEndsItsOwnSection_andPagesOnItsOwn() {
    let threads = SectionedTableModel(sections: [
      TableSection(model: TestSectionModel(1), items: [TestItem(10), TestItem(11)]),
      TableSection(model: TestSectionModel(2), items: [TestItem(20)]),
    ])
    var asked: [Int] = []
    let first = threads.withLoadMore(inSectionWithID: 1) { asked.append(1) }
    let both = first.withLoadMore(inSectionWithID: 2) { asked.append(2) }
    let harness = ModelTableHarness(both)
    let row = "LoadMoreRow(isLoading: false)"
    #expect(harness.shownRows == [["10", "11", row], ["20", row]])
    both.willDisplayRow(at: p(0, 2))
    #expect(asked == [1], "only the first section's page")
    threads.append(TestItem(12), toSection: 0)
    first.finishLoading(hasMore: false)
    #expect(harness.shownRows == [["10", "11", "12"], ["20", row]])
    threads.moveSection(from: 1, to: 0)
    #expect(
      harness.shownRows == [["20", row], ["10", "11", "12"]], "the row follows its section")
    #expect(harness.problems.isEmpty, "\(harness.problems)")
  }

  @Test func featured_setItems_movesAndUpdatesRowsInItsSection() {
    let layer = items([1]).withFeaturedSection(
      TestSectionModel(9), items: [TestItem(100), TestItem(101)])
    let harness = ModelTableHarness(layer)
    layer.setItems([TestItem(101, content: 1), TestItem(100)])
    #expect(harness.shownRows == [["101'1", "100"], ["1"]])
    #expect(harness.problems.isEmpty, "moved rows keep their cells")
    layer.setItems([])
    #expect(harness.shownRows == [["1"]], "an empty featured section hides")
  }

  @Test func filter_reevaluatesUpdatedRows() {
    let model = items([1, 2, 3])
    let even = model.filtered { $0.content % 2 == 0 }
    let harness = ModelTableHarness(even)
    model.update(TestItem(2, content: 1))
    #expect(harness.shownRows == [["1", "3"]])
    model.update(TestItem(2, content: 2))
    #expect(harness.shownRows == [["1", "2'2", "3"]])
    even.setPredicate { $0.id != 1 }
    #expect(harness.shownRows == [["2'2", "3"]])
    #expect(harness.problems.isEmpty)
  }

  @Test func filter_movedRow_keepsItsFlag_unlessItsContentChangesInTheSameTransaction() {
    let model = items([1, 2, 3, 4, 5, 6])
    var asked: [Int] = []
    let filter = model.filtered { item in
      asked.append(item.id)
      return item.content != 1
    }
    let harness = ModelTableHarness(filter)
    asked = []
    model.performTransaction {
      model.move(from: 1, to: 5)  // 2, unchanged: its flag moves with it.
      model.move(from: 2, to: 0)  // 4, then updated so that it no longer passes: asked again.
      model.update(TestItem(4, content: 1))
    }
    #expect(asked == [4])
    #expect(harness.shownRows == [["1", "3", "5", "6", "2"]])
    #expect(harness.problems.isEmpty, "\(harness.problems)")
  }

  @Test func filter_predicateThatChangesTheModel_runsTheChangeAfterTheLayer_andAllAgree() {
    let model = items([1, 2, 3])
    let filter = model.filtered { _ in true }
    let harness = ModelTableHarness(filter)
    var added = false
    filter.setPredicate { item in
      if !added, item.id == 2 {
        added = true
        model.append(TestItem(4))  // Waits until the layer has evaluated every row.
      }
      return item.id != 3
    }
    #expect(model.items.map(\.id) == [1, 2, 3, 4])
    #expect(filter.numberOfRows(inSection: 0) == 3)
    #expect(harness.shownRows == [["1", "2", "4"]])
    #expect(harness.problems.isEmpty, "\(harness.problems)")
  }

  @Test func filter_predicateThatChangesTheModelWhileTheLayerIsMade_seesTheChangeToo() {
    let model = items([1, 2])
    var added = false
    let filter = model.filtered { _ in
      if !added {
        added = true
        model.append(TestItem(3))
      }
      return true
    }
    #expect(model.items.map(\.id) == [1, 2, 3])
    #expect(filter.numberOfRows(inSection: 0) == 3, "the layer heard of the row it caused")
  }

  @Test func sort_orderThatChangesTheModel_runsTheChangeAfterTheLayer_andAllAgree() {
    let model = items([1, 2, 3])
    let sorted = model.sorted { $0.id < $1.id }
    let harness = ModelTableHarness(sorted)
    var added = false
    sorted.setOrder { lhs, rhs in
      if !added {
        added = true
        model.append(TestItem(0))
      }
      return lhs.id > rhs.id
    }
    #expect(harness.shownRows == [["3", "2", "1", "0"]])
    #expect(harness.problems.isEmpty, "\(harness.problems)")
  }

  @Test func filter_mapsPositionsBothWays() {
    let model = items(Array(0..<10))
    let odd = model.filtered { $0.id % 2 == 1 }
    #expect(odd.basePosition(of: p(0, 2)) == p(0, 5))
    #expect(odd.position(ofBase: p(0, 7)) == p(0, 3))
    #expect(odd.position(ofBase: p(0, 4)) == nil)
  }

  @Test func sort_movesAnUpdatedRowToItsNewPlace() {
    let model = items([1, 2, 3])
    let sorted = model.sorted { $0.content < $1.content }
    let harness = ModelTableHarness(sorted)
    model.update(TestItem(1, content: 9))
    #expect(harness.shownRows == [["2", "3", "1'9"]])
    guard case .batch(let change)? = harness.changes.last else {
      Issue.record("expected a batch")
      return
    }
    #expect(change.movedRows.count == 1)
    #expect(change.updatedRows == [p(0, 2)])
    #expect(harness.problems.isEmpty)
  }

  @Test func emptyState_showsWhileEmpty_andLeavesWithTheFirstRow() {
    let model = items([])
    let layer = model.withEmptyState("No messages yet")
    let harness = ModelTableHarness(layer)
    #expect(harness.shownRows == [["PlaceholderRow(message: \"No messages yet\")"]])
    model.append(TestItem(1))
    #expect(harness.shownRows == [["1"]])
    model.remove(id: 1)
    #expect(layer.isShowingPlaceholder)
    #expect(harness.problems.isEmpty)
  }

  @Test func emptyState_readsARowCountOncePerSectionRead_notTheWholeModel() {
    let model = RowCountReadingModel(sections: 500)
    let layer = model.withEmptyState("No messages yet")
    model.rowCountReads = 0
    let counts = (0..<layer.numberOfSections).map { layer.numberOfRows(inSection: $0) }
    #expect(counts == Array(repeating: 1, count: 500))
    #expect(!layer.isShowingPlaceholder)
    // Was the whole model per section read: 500 × 500 reads.
    #expect(model.rowCountReads <= 3 * 500)
  }

  @Test func layers_passDisplayEventsDown() {
    let model = items([1, 2])
    var requests = 0
    let stack = model.withLoadMore { requests += 1 }.withFeaturedSection(
      TestSectionModel(9), items: [TestItem(100)]
    ).filtered { _ in true }
    stack.willDisplayRow(at: p(1, 2))
    #expect(requests == 1)
  }
}

/// A model of one-row sections that counts how often its row counts are read.
@MainActor
private final class RowCountReadingModel: TableModel {
  let events = TableModelEvents()
  let numberOfSections: Int
  var rowCountReads = 0

  init(sections: Int) { numberOfSections = sections }

  func numberOfRows(inSection section: Int) -> Int {
    rowCountReads += 1
    return 1
  }
  func item(at rowPath: RowPath) -> TestItem { TestItem(rowPath.section) }
  func sectionModel(at section: Int) -> TestSectionModel { TestSectionModel(section) }
}
