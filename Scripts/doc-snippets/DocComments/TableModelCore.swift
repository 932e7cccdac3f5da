// What the examples in TableModelCore's doc comments use without declaring it (see
// Scripts/check-doc-snippets.py). A name an example declares itself replaces the one here.

import Foundation

// skip: final class MutedLayer: TableModelLayer {
// The example shows a layer's initialiser only; the rest of the layer is elided (`…`).

struct Tweet: Diffable, Hashable {
  let id: Int
  var author = ""
  var text = ""
  var isMuted = false
  var media: String?
}

struct Message: Diffable, Hashable {
  let id: Int
  var isRead = false
  var isFlagged = false
  func markedRead() -> Message { Message(id: id, isRead: true, isFlagged: isFlagged) }
}

struct Contact: Diffable, Hashable {
  let id: Int
  var name: String
}

struct Note: Diffable, Hashable {
  var id: String { text }
  var text: String
}

struct Header: Diffable, Hashable {
  let id: String
}

struct Promo: Diffable, Hashable {
  let id: Int
}

struct Post: Diffable, Hashable {
  let id: Int
}

struct Thread: Diffable, Hashable {
  let id: Int
}

struct Reply: Diffable, Hashable {
  let id: Int
}

struct File: Diffable, Hashable {
  var id: String { name }
  var name: String
}

struct DayHeader: Diffable, Hashable {
  var id: Date { date }
  var date: Date
  var unread: Int
}

struct Phone: Hashable {
  var label: String
  var number: String
}

struct Profile: Hashable {
  var name = "Ada"
  var email = "ada@example.com"
  var avatarURL = "https://example.com/ada.png"
  var isAdmin = false
  var phones: [Phone] = []
}

struct ProfileHeader: Diffable, Hashable {
  var id: String { name }
  var name: String
  var avatar: String
}

struct RichTweetHandler: RowEventHandler {
  typealias Item = Tweet
  init() {}
  init(services: Services) {}
}

struct Services {}

struct Flags {
  var richTweets = true
}

struct API {
  func fetchNextPage() {}
  func fetchNextPage() async throws -> [Tweet] { [] }
  func moreReplies(to thread: Thread) {}
  func latestPosts() async -> [Post] { [] }
  func replies(to reply: Reply) async -> [OutlineTableModel<Reply>.Node] { [] }
}

@MainActor final class Router {
  func composeMail(to address: String?) {}
  func show(_ contact: Contact) {}
}

@MainActor final class Analytics {
  func log(_ event: String) {}
}

@MainActor final class RefreshControl {
  func endRefreshing() {}
}

final class ThreadViewController {
  init(tweet: Tweet) {}
}

@MainActor final class FeedViewController {
  func openThread(at rowPath: RowPath) {}
}

final class TweetCell: HeadlessTableViewCell, ItemPresenting {
  func update(with tweet: Tweet) {}
}

final class MediaTweetCell: HeadlessTableViewCell, ItemPresenting {
  func update(with tweet: Tweet) {}
}

final class DayHeaderView: HeadlessTableViewHeaderFooterView {
  func show(_ header: DayHeader) {}
}

extension ArrayTableModel where Item == Tweet {
  func mute(_ author: String) {}
}

typealias ProfileViewController = SnippetContext

@MainActor final class SnippetContext {
  let events = TableModelEvents()
  func signOut(_ row: InteractionRow) {}
}

func sortByDate() {}
func sortByName() {}
@MainActor func compose(replyTo tweet: Tweet?) {}
@MainActor func confirmDeletion(
  of contact: Contact, _ answer: @escaping @MainActor (Bool) -> Void
) {}
func search(_ query: String) async -> [Message] { [] }

let api = API()
let flags = Flags()
let container = Services()
let query = "swift"
let pageSize = 20
let page = [Tweet(id: 1)]
let tweet = Tweet(id: 1)
let message = Message(id: 1)
let ada = Contact(id: 1, name: "Ada")
let rowPath = RowPath(row: 0, section: 0)
let profile = Profile()
let updatedProfile = Profile(name: "Ada Lovelace")
let promoted = [Promo(id: 1)]
let newPromotions = [Promo(id: 2)]
let header = Header(id: "posts")
let (swiftThread, kotlinThread) = (Thread(id: 1), Thread(id: 2))
let loadedThreads = [TableSection(model: swiftThread, items: [Reply]())]
let (question, answer, followUp) = (Reply(id: 1), Reply(id: 2), Reply(id: 3))
let fetched = [TableSection(model: TitledSection(id: "all"), items: [ada])]
let mapping = try! BatchValidator().validate(
  [.deleteRows([RowPath(row: 1, section: 0)], .automatic)], oldShape: [3],
  hasExistingCell: { _ in true }, newShape: { [2] }
).mapping!
@MainActor let router = Router()
@MainActor let analytics = Analytics()
@MainActor let refreshControl = RefreshControl()
@MainActor var registry = EventHandlerRegistry()
@MainActor let tweets = ArrayTableModel<Tweet>()
@MainActor let feed = LoadMoreLayer(tweets) { api.fetchNextPage() }
@MainActor let inbox = ArrayTableModel<Message>()
@MainActor let model = ArrayTableModel<Message>()
@MainActor let notes = ArrayTableModel<Note>()
@MainActor let contacts = SectionedTableModel<TitledSection, Contact>(sections: [])
@MainActor let blog = SectionedTableModel<Header, Post>(sections: [])
@MainActor let replies = OutlineTableModel<Reply>()
@MainActor let controller = HeadlessTableController(model: feed)
@MainActor var cells = CellFactory<HeadlessTableView>()
