public import TableModelScenarios
public import TableModelTesting

/// A tweet declares its cell, so registering it takes one line: `cells.register(Tweet.self)`.
extension Tweet: CellDeclaring {
  /// The headless cell that presents a tweet.
  public typealias PresentingCell = TweetCell
}

/// The headless cell of a tweet: the author as text, the tweet as detail.
///
/// It sets all of its content on every update, so it is reuse-safe.
public final class TweetCell: HeadlessTableViewCell, ItemPresenting {
  /// How many times the cell was configured, for checks that a cell was reused or
  /// reconfigured rather than made anew.
  public private(set) var updates = 0

  /// Shows a tweet.
  ///
  /// - Parameter tweet: The tweet.
  public func update(with tweet: Tweet) {
    updates += 1
    text = "@\(tweet.author)"
    detailText = tweet.text
  }
}
