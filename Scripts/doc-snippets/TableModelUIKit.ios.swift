// What TableModelUIKit.md's snippet uses without declaring it (see Scripts/check-doc-snippets.py).

struct Tweet: Diffable, Hashable {
  let id: Int
  var text: String
}

final class TweetCell: UITableViewCell, ItemPresenting {
  func update(with tweet: Tweet) {}
}

struct TweetHandler: RowEventHandler {
  typealias Item = Tweet
}
