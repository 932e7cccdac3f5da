// What UsingTableController.md's snippets use without declaring it (see
// Scripts/check-doc-snippets.py).

struct Tweet: Diffable, Hashable {
  let id: Int
  var text: String
}

struct Message: Diffable, Hashable {
  let id: Int
}

struct Account: Diffable, Hashable {
  let id: Int
}

struct Contact: Diffable, Hashable {
  let id: Int
}

struct Note: Diffable, Hashable {
  var id: String { text }
  var text: String
}

struct DaySection: Diffable, Hashable {
  let id: String
  var unread: Int
}

struct Page {
  var tweets: [Tweet]
  var hasMore: Bool
}

final class TweetCell: UITableViewCell, ItemPresenting {
  func update(with tweet: Tweet) {}
}

final class MessageCell: UITableViewCell, ItemPresenting {
  func update(with message: Message) {}
}

final class AccountCell: UITableViewCell, ItemPresenting {
  func update(with account: Account) {}
}

final class SpinnerCell: UITableViewCell {
  let spinner = UIActivityIndicatorView()
}

final class DayHeaderView: UITableViewHeaderFooterView {
  let titleLabel = UILabel()
}

final class ContactsViewController: UIViewController {
  func show(_ contact: Contact) {}
}

struct TweetHandler: RowEventHandler {
  typealias Item = Tweet
}

struct API {
  func page(after id: Int?) async throws -> Page { Page(tweets: [], hasMore: false) }
}

let api = API()

@MainActor final class Store {
  func refresh() async {}
}

@MainActor final class Preview {
  func show(_ contact: Contact?) {}
}

/// A model of the app's own, as the forwarding snippet's `Feed()`.
@MainActor final class Feed: TableModel {
  let events = TableModelEvents()
  var numberOfSections: Int { 1 }
  func numberOfRows(inSection section: Int) -> Int { 0 }
  func item(at rowPath: RowPath) -> Tweet { Tweet(id: rowPath.row, text: "") }
  func sectionModel(at section: Int) -> TitledSection { TitledSection(id: "feed") }
}

@MainActor let settingsModel = ArrayTableModel<Account>()
@MainActor let store = Store()
@MainActor let preview = Preview()
@MainActor let notes = ArrayTableModel<Note>()
@MainActor let tableView = UITableView()
@MainActor let controller = TableController(model: notes)
