import TableModelScenarioCells
import TableModelScenarios
import TableModelTestSupport
import TableModelTesting
import Testing

@MainActor
@Suite struct PrefetchAndRegistrationTests {
  @Test func prefetchingTheLoadMoreRow_asksForThePageBeforeItAppears() {
    var pages = 0
    let model = ArrayTableModel((0..<50).map { Tweet($0) }).withLoadMore { pages += 1 }
    let fixture = ControllerFixture(model) { $0.cells.register(TweetCell.self) }
    fixture.core.prefetchRows(at: [p(0, 40)])
    #expect(pages == 0, "a tweet is not the load-more row")
    fixture.core.prefetchRows(at: [p(0, 50), p(0, 51)])
    #expect(pages == 1)
    #expect(model.isLoading)
    #expect(fixture.table.cellForRow(at: p(0, 50)) == nil, "still off screen")
  }

  @Test func cellsMadeTheTablesOwnWay_areRegisteredThroughTheClosure() throws {
    var registered: [String] = []
    let fixture = ControllerFixture(ArrayTableModel([Tweet(1)])) {
      $0.cells.register(
        TweetCell.self, for: Tweet.self, style: "nib",
        registration: { table, identifier in
          registered.append(identifier)
          table.register(forCellReuseIdentifier: identifier) { TweetCell(reuseIdentifier: $0) }
        },
        configure: { cell, tweet in cell.update(with: tweet) })
    }
    #expect(registered.count == 1 && registered[0].hasSuffix("TweetCell#nib"))
    #expect(fixture.table.cellForRow(at: p(0, 0))?.renderedText == "@ada — tweet 1")
  }

  @Test func headerViewsMadeTheTablesOwnWay_areRegisteredThroughTheClosure() {
    let model = SectionedTableModel(sections: [
      TableSection(model: DaySection(id: "Monday", unread: 1), items: [Tweet(1)])
    ])
    let fixture = ControllerFixture(model) {
      $0.cells.register(TweetCell.self)
      $0.headerFooters.registerFooter(
        DayHeaderView.self, for: DaySection.self,
        registration: { table, identifier in
          table.register(forHeaderFooterViewReuseIdentifier: identifier) {
            DayHeaderView(reuseIdentifier: $0)
          }
        },
        configure: { view, day in view.text = "\(day.unread) unread" })
    }
    #expect(fixture.table.footerView(forSection: 0)?.renderedText == "1 unread")
  }
}

@MainActor
@Suite struct LoadMoreOnScreenTests {
  @Test func pageThatLeavesTheRowOnScreen_asksForTheNextPageAtOnce_untilTheScreenIsFull() throws {
    let tweets = ArrayTableModel<Tweet>()
    var requests = 0
    let pager = LayerRef()
    let layer = tweets.withLoadMore {
      requests += 1
      let start = tweets.count
      // Pages of three rows arrive at once (a cache, say).
      tweets.append(contentsOf: (start..<start + 3).map { Tweet($0) })
      pager.layer?.finishLoading(hasMore: true)
    }
    pager.layer = layer
    let fixture = ControllerFixture(layer, height: 440) { $0.cells.register(TweetCell.self) }
    #expect(requests == 0, "a device hears that the row appeared a turn after the layout")
    try fixture.table.runLoopTurn()
    // 440 points show 10 rows: pages keep coming until the load-more row is pushed off screen.
    #expect(requests == 4)
    #expect(tweets.count == 12)
    #expect(fixture.table.cellForRow(at: p(0, 12)) == nil, "the load-more row is off screen")
    #expect(fixture.diagnostics.isEmpty && fixture.batches.allSatisfy { $0.isAccepted })
  }

  @Test func emptyPageWithMoreToCome_doesNotLoop() throws {
    let tweets = ArrayTableModel<Tweet>()
    var requests = 0
    let pager = LayerRef()
    let layer = tweets.withLoadMore {
      requests += 1
      pager.layer?.finishLoading(hasMore: true)
    }
    pager.layer = layer
    let fixture = ControllerFixture(layer) { $0.cells.register(TweetCell.self) }
    try fixture.table.settle()
    #expect(requests == 1)
    #expect(fixture.table.cachedShape == [1])
  }
}

/// Lets a page loader reach the layer it is the loader of.
@MainActor
private final class LayerRef {
  var layer: LoadMoreLayer<ArrayTableModel<Tweet>>?
}

@MainActor
@Suite struct LoadMoreFailureTests {
  @Test func tappingTheFailedLoadMoreRow_underAFeaturedSection_retriesAndDeselects() throws {
    let tweets = ArrayTableModel([Tweet(1), Tweet(2)])
    var requests = 0
    var selected: [RowPath] = []
    let feed = tweets.withLoadMore { requests += 1 }
    let stack = feed.withFeaturedSection(TitledSection(id: "featured"), items: [Tweet(100)])
    let fixture = ControllerFixture(stack) {
      $0.cells.register(TweetCell.self)
      $0.core.onSelect = { selected.append($0.rowPath) }
    }
    #expect(requests == 0, "asked on the next turn")
    try fixture.table.settle()
    #expect(requests == 1, "the load-more row was on screen")
    feed.failLoading(message: "Offline")
    let loadMore = p(1, 2)
    #expect(fixture.table.cellForRow(at: loadMore)?.text == "Offline")
    fixture.table.tapRow(at: loadMore)
    #expect(requests == 2)
    #expect(fixture.table.cellForRow(at: loadMore)?.text == "Loading…")
    #expect(fixture.table.indexPathsForSelectedRows.isEmpty, "the model took the tap: deselected")
    #expect(selected.isEmpty)
    fixture.table.tapRow(at: p(1, 0))
    #expect(selected == [p(1, 0)], "a row of the model below still reaches onSelect")
    #expect(fixture.diagnostics.isEmpty && fixture.batches.allSatisfy { $0.isAccepted })
  }

  @Test func loadMoreRowsTitle_isWhatTheDefaultCellsShow() throws {
    #expect(LoadMoreRow(isLoading: false).title == "Load More")
    #expect(LoadMoreRow(isLoading: false, failureMessage: "Offline").title == "Offline")
    #expect(LoadMoreRow(isLoading: true, failureMessage: "Offline").title == nil, "a spinner")
    let feed = ArrayTableModel([Tweet(1)]).withLoadMore {}
    let fixture = ControllerFixture(feed) { $0.cells.register(TweetCell.self) }
    let loadMore = p(0, 1)
    #expect(fixture.table.cellForRow(at: loadMore)?.text == "Load More", "not asked for yet")
    try fixture.table.runLoopTurn()
    #expect(fixture.table.cellForRow(at: loadMore)?.text == "Loading…", "its page was asked for")
    feed.failLoading(message: "Offline")
    #expect(fixture.table.cellForRow(at: loadMore)?.text == "Offline")
  }
}
