public import TableModelCore

/// The tweet feed's models: the tweets, a "load more" row under them, and a featured section
/// above — three models stacked as layers, each speaking its own language.
///
/// ```swift
/// let feed = TweetFeed(tweets: firstPage) { api.fetchNextPage() }
/// controller = TableViewController(model: feed.screen) { $0.cells.register(TweetCell.self) }
/// feed.tweets.insert(tweet, at: 0)                  // "a tweet arrived": one insert
/// feed.paged.finishLoading(hasMore: true)           // the page is in; the row stays
/// feed.screen.setItems(promotions)                  // the featured section appears
/// ```
@MainActor
public final class TweetFeed {
  /// What the table shows: ``paged`` under a "Featured" section.
  public typealias Screen = FeaturedSectionLayer<
    LoadMoreLayer<ArrayTableModel<Tweet>>, TitledSection, Tweet
  >

  /// The tweets, newest first: the domain model, which speaks in tweets.
  public let tweets: ArrayTableModel<Tweet>

  /// How many times the "load more" row asked for the next page.
  public private(set) var pagesRequested = 0

  private let featured: [Tweet]
  private let loadNextPage: @MainActor () -> Void

  /// The tweets with a "load more" row under them, which asks for the next page when it
  /// appears or when the user taps it after a failure.
  public private(set) lazy var paged: LoadMoreLayer<ArrayTableModel<Tweet>> = tweets.withLoadMore {
    [unowned self] in
    pagesRequested += 1
    loadNextPage()
  }

  /// What the table shows: ``paged`` under a "Featured" section, which shows while it has
  /// tweets.
  public private(set) lazy var screen: Screen = paged.withFeaturedSection(
    TitledSection(id: "featured", headerTitle: "Featured"), items: featured)

  /// Creates the feed's models.
  ///
  /// - Parameters:
  ///   - tweets: The tweets the feed opens with, newest first.
  ///   - featured: The featured section's tweets; none hides the section.
  ///   - loadNextPage: Fetches the next page; it appends the tweets to ``tweets`` and then
  ///     calls ``paged``'s `finishLoading(hasMore:)`, or `failLoading(message:)`.
  public init(
    tweets: [Tweet] = [], featured: [Tweet] = [],
    loadNextPage: @escaping @MainActor () -> Void = {}
  ) {
    self.tweets = ArrayTableModel(tweets)
    self.featured = featured
    self.loadNextPage = loadNextPage
  }
}
