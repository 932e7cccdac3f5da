import TableModelScenarios

/// A stand-in for a timeline API: pages of made-up tweets, each after a short delay.
struct FakeTweetService: Sendable {
  /// How many tweets a page holds.
  var pageSize = 20
  /// How many pages the timeline has.
  var pageCount = 4

  private static let authors = ["ada", "grace", "alan", "edsger", "barbara"]

  /// The tweets of the featured section.
  static let featured = [
    Tweet(id: -1, author: "tablemodelkit", text: "Featured: batch updates that never crash")
  ]

  /// A page of the timeline, and whether more pages follow.
  ///
  /// - Parameters:
  ///   - index: The page's index, from 0.
  ///   - refresh: How many times the feed was refreshed: like counts change with it, so a
  ///     refresh shows rows reconfigured in place.
  /// - Returns: The page's tweets, and whether more pages follow.
  /// - Throws: `CancellationError` when the task is cancelled while waiting.
  func page(_ index: Int, refresh: Int = 0) async throws -> (tweets: [Tweet], hasMore: Bool) {
    try await Task.sleep(nanoseconds: 700_000_000)
    let tweets = (0..<pageSize).map { offset in
      let id = index * pageSize + offset
      return Tweet(
        id: id, author: Self.authors[id % Self.authors.count], text: "Post number \(id + 1)",
        likes: (id * 7 + refresh * 3) % 50)
    }
    return (tweets, index + 1 < pageCount)
  }

  /// A tweet that was just posted; numbers start at 1 and never repeat.
  func newTweet(number: Int) -> Tweet {
    Tweet(id: 1_000_000 + number, author: "news", text: "Breaking news #\(number)")
  }
}
