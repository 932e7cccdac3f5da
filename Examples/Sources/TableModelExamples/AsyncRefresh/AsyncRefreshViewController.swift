#if canImport(UIKit) && (os(iOS) || os(visionOS))
import TableModelScenarios
public import TableModelUIKit
import UIKit

/// A feed of 2,000 tweets refreshed with `try await feed.replace(with:)`: the diff runs on a
/// background task, the spinner stops once the table shows the new snapshot, a tweet arriving
/// meanwhile is kept in step, and a second pull supersedes the first — the `async-refresh` story
/// of `swift run tablemodelkit-demo`.
///
/// Its rows also show the presentation a row's behaviour describes: a leading "Like" swipe in
/// pink with a heart, a trailing "Delete" swipe that asks first (the swipe stays open until the
/// alert is answered), a context menu with a "Share" submenu, a checkmarked "Follow" and a
/// preview of the tweet, and an accessibility label, value and custom action for VoiceOver (which
/// also offers the swipe action, as UIKit does).
public final class AsyncRefreshViewController: TableViewController {
  private let feed: ArrayTableModel<Tweet>
  private var generator = SplitMix64(seed: 2025)
  private var round = 0
  private var followed: Set<String> = []
  private var arrivals = 0

  /// Creates the screen, showing 2,000 tweets.
  public init() {
    let feed = ArrayTableModel(
      (0..<2_000).map { Tweet(id: $0, author: Self.authors[$0 % 5], text: "Post \($0 + 1)") })
    self.feed = feed
    super.init(model: feed) { controller in
      controller.cells.register(TweetCell.self)
    }
    title = "Refresh"
    tableController.core.setBehavior(for: Tweet.self) { [weak self] tweet in
      self?.behavior(of: tweet) ?? RowBehavior()
    }
    onRefresh = { [weak self] in await self?.refresh() }
    navigationItem.rightBarButtonItem = UIBarButtonItem(
      systemItem: .compose,
      primaryAction: UIAction { [weak self] _ in self?.tweetArrived() })
  }

  @available(*, unavailable)
  required init?(coder: NSCoder) {
    fatalError("AsyncRefreshViewController(coder:) is not supported: create it with init()")
  }

  private static let authors = ["ada", "grace", "alan", "edsger", "barbara"]

  /// A tweet arrives at the top — during a refresh too: the refresh then diffs again.
  private func tweetArrived() {
    arrivals += 1
    feed.insert(
      Tweet(id: 1_000_000 + arrivals, author: "news", text: "Breaking #\(arrivals)"), at: 0)
  }

  /// Replaces the feed with the server's next snapshot, diffed off the main actor; returns once
  /// the table shows it, so the refresh control stops then.
  private func refresh() async {
    round += 1
    var posts = feed.items.filter { _ in Int.random(in: 0..<100, using: &generator) >= 2 }
    for _ in 0..<20 where posts.count > 1 {
      let post = posts.remove(at: Int.random(in: 0..<posts.count, using: &generator))
      posts.insert(post, at: Int.random(in: 0...posts.count, using: &generator))
    }
    posts.insert(
      contentsOf: (1...40).map {
        Tweet(id: round * 10_000 + $0, author: "news", text: "Refresh \(round), post \($0)")
      }, at: 0)
    do {
      try await feed.replace(with: posts)
    } catch is CancellationError {
      // A newer refresh superseded this one: the model is the newer one's.
    } catch {
      showMessage("Refresh failed", "\(error)")
    }
  }

  private func behavior(of tweet: Tweet) -> RowBehavior {
    let isFollowed = followed.contains(tweet.author)
    return RowBehavior {
      $0.height = .automatic(estimated: 72)
      $0.leadingSwipeActions = [
        SwipeAction(title: "Like", imageName: "heart.fill", backgroundColor: .systemPink) {
          [weak self] context in
          guard var tweet = context.item(as: Tweet.self) else { return false }
          tweet.likes += 1
          self?.feed.update(tweet)
          return true
        }
      ]
      $0.trailingSwipeActions = [
        SwipeAction(title: "Delete", style: .destructive, imageName: "trash") {
          [weak self] context, completion in
          guard let self, let tweet = context.item(as: Tweet.self) else { return completion(false) }
          self.confirmDeletion(of: tweet, completion)
        }
      ]
      $0.contextMenuActions = [
        ContextMenu.Action(
          title: isFollowed ? "Following @\(tweet.author)" : "Follow @\(tweet.author)",
          imageName: "person.badge.plus", state: isFollowed ? .on : .off
        ) { [weak self] _ in self?.toggleFollow(tweet.author) }
      ]
      $0.contextMenuSubmenus = [
        ContextMenu(
          title: "Share", imageName: "square.and.arrow.up",
          children: [
            .action(
              ContextMenu.Action(title: "Copy Link", imageName: "link") { context in
                context.controller.pasteboard.string = "https://example.com/\(tweet.id)"
              }),
            .action(
              ContextMenu.Action(title: "Mail", imageName: "envelope") { [weak self] _ in
                self?.showMessage("Mail", tweet.text)
              }),
          ])
      ]
      $0.contextMenuPreview = ContextMenu.Preview { context in
        context.item(as: Tweet.self).map(TweetPreviewController.init)
      } commit: { [weak self] context in
        guard let tweet = context.item(as: Tweet.self) else { return }
        self?.showMessage("@\(tweet.author)", tweet.text)
      }
      $0.accessibility = RowBehavior.Accessibility(
        label: "\(tweet.author): \(tweet.text)", value: "\(tweet.likes) likes",
        customActions: [
          .init(name: isFollowed ? "Unfollow" : "Follow", imageName: "person.badge.plus") {
            [weak self] _ in
            self?.toggleFollow(tweet.author)
            return true
          }
        ])
    }
  }

  /// Asks whether to delete a tweet, and deletes it when the user says so.
  ///
  /// The swipe stays open until the user answers. Deleting the tweet from the feed is one batch,
  /// and `completion(true)` lets UIKit finish the swipe's animation.
  private func confirmDeletion(of tweet: Tweet, _ completion: SwipeAction.Completion) {
    let alert = UIAlertController(
      title: "Delete this post?", message: tweet.text, preferredStyle: .alert)
    alert.addAction(UIAlertAction(title: "Cancel", style: .cancel) { _ in completion(false) })
    alert.addAction(
      UIAlertAction(title: "Delete", style: .destructive) { [weak self] _ in
        self?.feed.remove(id: tweet.id)
        completion(true)
      })
    present(alert, animated: true)
  }

  private func toggleFollow(_ author: String) {
    if followed.remove(author) == nil { followed.insert(author) }
    tableController.core.reloadData()  // behaviours changed, not items
  }
}

/// The preview above a tweet's context menu: its text, large.
private final class TweetPreviewController: UIViewController {
  private let tweet: Tweet

  init(_ tweet: Tweet) {
    self.tweet = tweet
    super.init(nibName: nil, bundle: nil)
    preferredContentSize = CGSize(width: 320, height: 160)
  }

  @available(*, unavailable)
  required init?(coder: NSCoder) { nil }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    let label = UILabel(frame: view.bounds.insetBy(dx: 16, dy: 16))
    label.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    label.numberOfLines = 0
    label.font = .preferredFont(forTextStyle: .title2)
    label.text = "@\(tweet.author)\n\(tweet.text)"
    view.addSubview(label)
  }
}
#endif
