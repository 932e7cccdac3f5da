// What the examples in TableModelUIKit's doc comments use without declaring it (see
// Scripts/check-doc-snippets.py). A name an example declares itself replaces the one here.

struct Tweet: Diffable, Hashable {
  let id: Int
}

struct Message: Diffable, Hashable {
  let id: Int
}

struct ProfileHeader: Diffable, Hashable {
  let id: String
}

struct TweetHandler: RowEventHandler {
  typealias Item = Tweet
}

final class TweetCell: UITableViewCell, ItemPresenting {
  func update(with tweet: Tweet) {}
}

final class MessageCell: UITableViewCell, ItemPresenting {
  func update(with message: Message) {}
}

final class ProfileHeaderView: UIView {
  func show(_ header: ProfileHeader) {}
}

struct API {
  func fetchNextPage() {}
}

@MainActor final class Store {
  func refresh() async {}
}

let api = API()
@MainActor let store = Store()
@MainActor let feed = ArrayTableModel<Tweet>()
@MainActor let settingsModel = InteractionTableModel(()) { _ in
  InteractionSection { InteractionRow("Sounds") }
}
@MainActor let tableView = UITableView()
@MainActor let controller = TableController(model: feed)
