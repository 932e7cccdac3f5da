#if canImport(UIKit) && !os(watchOS)
import TableModelUIKit
import UIKit

/// A tweet declares its cell, so registering it takes one line: `cells.register(Tweet.self)`.
extension Tweet: CellDeclaring {
  typealias PresentingCell = TweetCell
}

/// The cell of a tweet: author, text and likes in a subtitle list configuration.
///
/// It sets all of its content on every update, so it is reuse-safe.
final class TweetCell: UITableViewCell, ItemPresenting {
  func update(with tweet: Tweet) {
    var content = UIListContentConfiguration.subtitleCell()
    content.image = UIImage(systemName: "person.crop.circle")
    content.text = "@\(tweet.author)"
    content.secondaryText = "\(tweet.text)\n\(tweet.likes) likes"
    content.secondaryTextProperties.numberOfLines = 0
    contentConfiguration = content
  }
}
#endif
