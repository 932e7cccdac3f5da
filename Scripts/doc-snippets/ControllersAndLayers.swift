// What ControllersAndLayers.md's snippets use without declaring it (see
// Scripts/check-doc-snippets.py).

struct Tweet: Diffable, Hashable {
  let id: Int
  var author: String
  var text: String
  var isMuted = false
}

struct Promo: Diffable, Hashable {
  let id: Int
  var text: String
}

struct Message: Diffable, Hashable {
  let id: Int
}

struct Thread: Diffable, Hashable {
  let id: Int
}

struct File: Diffable, Hashable {
  let id: String
}

struct Page {
  var tweets: [Tweet]
  var hasMore: Bool
}

final class TweetCell: HeadlessTableViewCell, ItemPresenting {
  func update(with tweet: Tweet) { text = tweet.text }
}

final class FileCell: HeadlessTableViewCell, ItemPresenting {
  func update(with file: File) { text = file.id }
}

struct API {
  func fetchNextPage() {}
  func page(after id: Int?) async throws -> Page { Page(tweets: [], hasMore: false) }
  func folderTree() async -> [OutlineTableModel<File>.Node] { [] }
}

let api = API()

let promoted = [Promo(id: 1, text: "Try Pro")]
let (docs, notes, plan, photos, draft) = (
  File(id: "Docs"), File(id: "Notes"), File(id: "Plan"), File(id: "Photos"), File(id: "Draft")
)
let swift = Thread(id: 1)
let kotlin = Thread(id: 2)
@MainActor let tweets = ArrayTableModel<Tweet>()
@MainActor let feed = ArrayTableModel<Tweet>()
@MainActor let messages = ArrayTableModel<Message>()
@MainActor let threads = SectionedTableModel<Thread, Tweet>(sections: [])
@MainActor let files = OutlineTableModel<File>()
@MainActor let table = HeadlessTableView()
@MainActor let controller = HeadlessTableController(model: feed)

@MainActor final class SnippetContext {
  func loadReplies(to thread: Thread) {}
}
