import TableModelScenarioCells
import TableModelScenarios
import TableModelTestSupport
import TableModelTesting
import Testing

/// What ``ImageHandler`` heard, in order.
@MainActor
private enum PrefetchLog {
  static var entries: [String] = []
}

/// Starts and cancels a tweet's image download.
private struct ImageHandler: RowEventHandler {
  func prefetch(_ tweet: Tweet, context: RowContext) {
    PrefetchLog.entries.append("prefetch \(tweet.id) at \(context.rowPath)")
  }

  func cancelPrefetching(_ tweet: Tweet, context: RowContext) {
    PrefetchLog.entries.append("cancel \(tweet.id) at \(context.rowPath)")
  }
}

/// Lets a page loader reach the layer it is the loader of.
@MainActor
private final class PagerRef {
  var layer: LoadMoreLayer<ArrayTableModel<Tweet>>?
}

@MainActor
@Suite(.serialized) struct PrefetchingControllerTests {
  /// Fifty tweets whose rows have an `ImageHandler`, with an empty log, scrolled to rows 10–19
  /// and past the next run-loop turn, so that the rows after them were asked to prefetch.
  private func scrolledFeed(prefetchingDistance: Int) throws -> ControllerFixture<
    ArrayTableModel<Tweet>
  > {
    PrefetchLog.entries = []
    let tweets = ArrayTableModel((0..<50).map { Tweet($0) })
    let fixture = ControllerFixture(tweets) {
      $0.cells.register(TweetCell.self)
      $0.core.handlers.register(ImageHandler.self)
    }
    fixture.table.prefetchingDistance = prefetchingDistance
    try fixture.table.setContentOffset(440)
    try fixture.table.runLoopTurn()
    return fixture
  }

  /// Issue 12, item 2: a prefetch marked the load-more row as on screen, so every page that
  /// arrived asked for the next one (4 arrivals, 5 requests, the row never shown).
  @Test func prefetchedLoadMoreRow_pagesThatArrive_doNotEachAskForTheNext() throws {
    let tweets = ArrayTableModel((0..<20).map { Tweet($0) })
    var requests = 0
    let layer = tweets.withLoadMore { requests += 1 }
    let fixture = ControllerFixture(layer) { $0.cells.register(TweetCell.self) }
    #expect(requests == 0, "rows 0–9 show; the load-more row is row 20")
    try fixture.table.setContentOffset(440)  // rows 10–19: the load-more row is prefetched
    try fixture.table.runLoopTurn()
    #expect(requests == 1, "a prefetched load-more row asks for its page early")
    for page in 0..<4 {
      let start = tweets.count
      tweets.append(contentsOf: (start..<start + 5).map { Tweet($0) })
      layer.finishLoading(hasMore: true)
      try fixture.table.runLoopTurn()
      #expect(requests == 1, "page \(page) arrived while the row was never shown")
    }
    let loadMore = p(0, tweets.count)
    #expect(fixture.table.cellForRow(at: loadMore) == nil)
    try fixture.table.scrollToRow(at: loadMore, at: .bottom)
    #expect(requests == 1, "the row appears; the model hears of it on the next turn")
    try fixture.table.runLoopTurn()
    #expect(requests == 2, "the row appeared: the next page")
    #expect(fixture.diagnostics.isEmpty && fixture.batches.allSatisfy { $0.isAccepted })
  }

  @Test func rowHandlers_hearPrefetchAndCancel_forTheItemTheyPrefetched() throws {
    let fixture = try scrolledFeed(prefetchingDistance: 2)
    #expect(PrefetchLog.entries == ["prefetch 20 at [0, 20]", "prefetch 21 at [0, 21]"])
    // The insert's batch cancels in the positions before it; the model already changed, so
    // tweet 20 is at [0, 21] now, and the handler hears of tweet 20 there.
    fixture.model.insert(Tweet(100), at: 0)
    #expect(
      PrefetchLog.entries.dropFirst(2) == ["cancel 20 at [0, 21]", "cancel 21 at [0, 22]"])
  }

  @Test func cancelForAnItemTheModelNoLongerHas_stillReachesItsHandler() throws {
    let fixture = try scrolledFeed(prefetchingDistance: 1)
    fixture.model.remove(at: 20)
    #expect(PrefetchLog.entries == ["prefetch 20 at [0, 20]", "cancel 20 at [0, 20]"])
  }

  @Test func prefetchedRowThatAppears_hearsNoCancelLater() throws {
    let fixture = try scrolledFeed(prefetchingDistance: 1)
    try fixture.table.setContentOffset(484)  // row 20 appears; row 21 is asked for
    try fixture.table.runLoopTurn()
    fixture.model.insert(Tweet(100), at: 0)
    #expect(
      PrefetchLog.entries == [
        "prefetch 20 at [0, 20]", "prefetch 21 at [0, 21]", "cancel 21 at [0, 22]",
      ])
  }
}
