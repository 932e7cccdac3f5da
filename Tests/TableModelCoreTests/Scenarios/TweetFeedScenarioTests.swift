import TableModelScenarioCells
import TableModelScenarios
import TableModelTestSupport
import TableModelTesting
import Testing

/// Seed scenario 1 — Nimbus's cell factory: a tweet feed whose tweets declare their cell, a
/// "load more" row on top of the feed model and a "featured" section on top of that
/// (``TweetFeed``, as the demo and the iOS example show it).
@MainActor
@Suite struct TweetFeedScenarioTests {
  private func makeFeed(loadNextPage: @escaping @MainActor () -> Void = {}) -> TweetFeed {
    TweetFeed(
      tweets: (1...6).map { Tweet($0, "user\($0)", "post \($0)") },
      featured: [Tweet(100, "swift", "Swift 6.3 released")], loadNextPage: loadNextPage)
  }

  private func fixture(_ feed: TweetFeed) -> ControllerFixture<TweetFeed.Screen> {
    ControllerFixture(feed.screen, height: 5 * 44 + 28) {
      $0.cells.register(Tweet.self)  // Tweet declares TweetCell: one line.
    }
  }

  @Test func feed_rendersFeaturedSection_tweets_andTheLoadMoreRow() throws {
    let feed = makeFeed()
    let fixture = fixture(feed)
    #expect(
      fixture.table.render() == """
        section 0 · "Featured" · 1 row
          0  @swift — Swift 6.3 released
        section 1 · 7 rows
          0  @user1 — post 1
          1  @user2 — post 2
          2  @user3 — post 3
          3  @user4 — post 4
          4…6  (3 rows without cells)
        """)
    #expect(feed.pagesRequested == 0)
    #expect(fixture.diagnostics.isEmpty)
  }

  @Test func scrollingToTheLoadMoreRow_asksForOnePage_afterTheLayout() throws {
    var loads = 0
    let feed = makeFeed { loads += 1 }
    let fixture = fixture(feed)
    try fixture.table.scrollToRow(at: p(1, 6), at: .bottom)
    #expect(feed.pagesRequested == 0, "a device asks a turn after the layout")
    try fixture.table.runLoopTurn()
    #expect(feed.pagesRequested == 1 && loads == 1, "counted, and the feed's loader ran")
    #expect(fixture.table.cellForRow(at: p(1, 6))?.renderedText == "Loading…")
    try fixture.table.setContentOffset(fixture.table.contentOffset - 1)
    try fixture.table.settle()
    #expect(feed.pagesRequested == 1, "no second request while loading")

    feed.tweets.append(contentsOf: (7...8).map { Tweet($0, "user\($0)", "post \($0)") })
    feed.paged.finishLoading(hasMore: false)
    #expect(fixture.table.cachedShape == [1, 8])
    #expect(fixture.shownTexts[1].last == "(no cell)", "the page landed below the viewport")
    try fixture.table.scrollToRow(at: p(1, 7), at: .bottom)
    #expect(fixture.shownTexts[1].last == "@user8 — post 8")
    #expect(fixture.batches.allSatisfy { $0.isAccepted })
    #expect(fixture.diagnostics.isEmpty)
  }

  @Test func aTweetArrives_andIsInsertedAtTheTop_keepingEveryOtherCell() throws {
    let feed = makeFeed()
    let fixture = fixture(feed)
    let cells = fixture.table.visibleCells
    feed.tweets.insert(Tweet(0, "news", "breaking"), at: 0)
    // One insert: the featured section and the load-more row stay put without being moved.
    #expect(fixture.batches.last?.calls == [.insertRows([p(1, 0)], .automatic)])
    #expect(fixture.table.cellForRow(at: p(1, 0))?.renderedText == "@news — breaking")
    #expect(fixture.table.cellForRow(at: p(1, 1)) === cells[1], "user1's cell moved down with it")
    feed.screen.setItems([])
    #expect(fixture.table.numberOfSections == 1, "no featured items: no featured section")
    #expect(fixture.diagnostics.isEmpty)
  }
}
