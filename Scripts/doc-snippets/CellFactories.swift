// What CellFactories.md's snippets use without declaring it (see Scripts/check-doc-snippets.py).

struct Tweet: Diffable, Hashable {
  let id: Int
  var author: String
  var text: String
  var media: String?
}

struct PinnedTweet: Diffable, Hashable {
  let id: Int
  var tweet: Tweet
}

struct Notice: Diffable, Hashable {
  let id: Int
  var message: String
}

struct DaySection: Diffable, Hashable {
  let id: String
  var unread: Int
}

final class TweetCell: HeadlessTableViewCell, ItemPresenting {
  func update(with tweet: Tweet) { text = tweet.text }
}

final class MediaTweetCell: HeadlessTableViewCell, ItemPresenting {
  func update(with tweet: Tweet) { text = tweet.text }
}

final class PostCell: HeadlessTableViewCell, ItemPresenting {
  func update(with post: Post) { text = post.title }
}

final class SpinnerCell: HeadlessTableViewCell {
  var isSpinning = false
}

final class DayHeaderView: HeadlessTableViewHeaderFooterView {}

let notice = Notice(id: 1, message: "Maintenance tonight")
@MainActor var cells = CellFactory<HeadlessTableView>()
@MainActor let feed = ArrayTableModel<Tweet>()
@MainActor let table = HeadlessTableView()
