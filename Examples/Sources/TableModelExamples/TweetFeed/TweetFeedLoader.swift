import TableModelScenarios

/// Loads the feed: pages from a service into a ``TweetFeed`` (the tweets, a "load more" row
/// under them and a featured section above, from `TableModelScenarios`), a refresh that
/// replaces them, and tweets that arrive.
@MainActor
final class TweetFeedLoader {
  /// The feed's models; the table shows their `screen`.
  private(set) lazy var feed = TweetFeed(featured: FakeTweetService.featured) {
    [unowned self] in loadNextPage()
  }

  private let service = FakeTweetService()
  private var nextPage = 0
  private var refreshCount = 0
  private var arrivals = 0
  private var pageTask: Task<Void, Never>?

  /// Fetches the next page, appends it and tells the load-more layer whether more follow; a
  /// failure shows in the load-more row, which the user taps to try again.
  private func loadNextPage() {
    let index = nextPage
    pageTask = Task { [weak self, service, refreshCount] in
      do {
        let page = try await service.page(index, refresh: refreshCount)
        // Cancelled by a refresh, which ends the loading itself.
        guard !Task.isCancelled, let self else { return }
        feed.tweets.append(contentsOf: page.tweets)
        nextPage = index + 1
        feed.paged.finishLoading(hasMore: page.hasMore)
      } catch {
        guard !Task.isCancelled, let self else { return }
        feed.paged.failLoading(message: "Couldn't load more tweets. Tap to try again.")
      }
    }
  }

  /// Replaces the feed with a fresh first page, diffed off the main actor.
  ///
  /// Tweets that stay keep their cells, changed ones are reconfigured, the others are deleted or
  /// inserted. Returns once the table has animated the change.
  func refresh() async {
    pageTask?.cancel()
    refreshCount += 1
    guard let first = try? await service.page(0, refresh: refreshCount) else { return }
    pageTask?.cancel()  // A page asked for while refreshing belongs to the old feed.
    guard (try? await feed.tweets.replace(with: first.tweets)) != nil else { return }
    nextPage = 1
    feed.paged.finishLoading(hasMore: first.hasMore)
  }

  /// A tweet arrived: it is inserted at the top, and every other row keeps its cell.
  func tweetArrived() {
    arrivals += 1
    feed.tweets.insert(service.newTweet(number: arrivals), at: 0)
  }
}
