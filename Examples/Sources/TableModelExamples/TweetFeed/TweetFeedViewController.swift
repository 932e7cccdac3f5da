#if canImport(UIKit) && (os(iOS) || os(visionOS))
import TableModelScenarios
public import TableModelUIKit
import UIKit

/// A paged tweet feed with a featured section, pull to refresh and arriving tweets.
///
/// The table shows a `TweetFeed`'s screen: `ArrayTableModel<Tweet>` stacked
/// `.withLoadMore { … }` then `.withFeaturedSection(…)`; a `TweetCell` presents each tweet. The
/// compose button simulates a tweet arriving.
public final class TweetFeedViewController: TableViewController {
  private let loader: TweetFeedLoader

  /// Creates the feed screen; its first page loads when the "load more" row first appears.
  public init() {
    let loader = TweetFeedLoader()
    self.loader = loader
    super.init(model: loader.feed.screen) { controller in
      controller.cells.register(TweetCell.self)
      controller.core.setBehavior(for: Tweet.self) { _ in
        RowBehavior {
          $0.height = .automatic(estimated: 72)
          $0.selectionStyle = .none
        }
      }
    }
    title = "Feed"
    onRefresh = { [weak self] in await self?.loader.refresh() }
    navigationItem.rightBarButtonItem = UIBarButtonItem(
      systemItem: .compose, primaryAction: UIAction { [weak self] _ in self?.tweetArrived() })
  }

  @available(*, unavailable)
  required init?(coder: NSCoder) {
    fatalError("TweetFeedViewController(coder:) is not supported: create it with init()")
  }

  /// Shows a tweet arriving: it is inserted at the top of the feed, animated.
  public func tweetArrived() {
    loader.tweetArrived()
  }
}
#endif
