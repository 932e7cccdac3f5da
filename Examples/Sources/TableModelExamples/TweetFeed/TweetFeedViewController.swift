#if canImport(UIKit) && !os(watchOS)
public import TableModelUIKit
import UIKit

/// A paged tweet feed with a featured section, pull to refresh and arriving tweets.
///
/// The table shows `ArrayTableModel<Tweet>` stacked `.withLoadMore { … }` then
/// `.withFeaturedSection(…)`; a tweet declares its cell (`CellDeclaring`). The compose button
/// simulates a tweet arriving.
public final class TweetFeedViewController: TableViewController {
  private let feed: TweetFeed

  /// Creates the feed screen; its first page loads when the "load more" row first appears.
  public init() {
    let feed = TweetFeed()
    self.feed = feed
    super.init(model: feed.screen) { controller in
      controller.cells.register(Tweet.self)
      controller.core.setBehavior(for: Tweet.self) { _ in
        RowBehavior {
          $0.height = .automatic(estimated: 72)
          $0.selectionStyle = .none
        }
      }
    }
    title = "Feed"
    onRefresh = { [weak self] in await self?.feed.refresh() }
    navigationItem.rightBarButtonItem = UIBarButtonItem(
      systemItem: .compose, primaryAction: UIAction { [weak self] _ in self?.tweetArrived() })
  }

  @available(*, unavailable)
  required init?(coder: NSCoder) {
    fatalError("TweetFeedViewController(coder:) is not supported: create it with init()")
  }

  /// Shows a tweet arriving: it is inserted at the top of the feed, animated.
  public func tweetArrived() {
    feed.tweetArrived()
  }
}
#endif
