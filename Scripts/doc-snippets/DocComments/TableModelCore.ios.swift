// What the examples in TableModelCore's doc comments that use UIKit or Combine use without
// declaring it (see Scripts/check-doc-snippets.py).

import Combine

struct Tweet: Diffable, Hashable {
  let id: Int
  var text = ""
  var media: String?
}

struct Message: Diffable, Hashable {
  let id: Int
}

struct TweetHandler: RowEventHandler {
  typealias Item = Tweet
}

final class TweetCell: UITableViewCell, ItemPresenting {
  func update(with tweet: Tweet) {}
}

final class MediaTweetCell: UITableViewCell, ItemPresenting {
  func update(with tweet: Tweet) {}
}

final class SpinnerCell: UITableViewCell {
  var isSpinning = false
}

@MainActor let feed = ArrayTableModel<Tweet>()
@MainActor let inbox = ArrayTableModel<Message>()
@MainActor let countLabel = UILabel()
@MainActor var cells = CellFactory<UITableView>()
@MainActor var subscriptions = Set<AnyCancellable>()

@MainActor final class SnippetContext {
  let items = [Tweet(id: 1)]
  func oldCell(for item: Tweet, at indexPath: IndexPath) -> UITableViewCell { UITableViewCell() }
}
