#if canImport(UIKit) && (os(iOS) || os(visionOS))
import TableModelScenarios
import TableModelUIKit
import UIKit

/// The cell of a tweet: author, text and likes in a subtitle list configuration.
///
/// It presents a `Tweet`, so registering it takes one line: `cells.register(TweetCell.self)`.
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
