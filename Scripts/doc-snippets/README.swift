// What README.md's snippets use without declaring it (see Scripts/check-doc-snippets.py).

struct Message: Diffable, Hashable {
  let id: Int
  func markedRead() -> Message { self }
}

struct MutableTweet: Diffable, Hashable {
  let id: Int
  var isMuted = false
}

struct Header: Diffable, Hashable {
  let id: String
}

struct API {
  func fetchNextPage() {}
}

let api = API()

final class HeadlessTweetCell: HeadlessTableViewCell, ItemPresenting {
  func update(with tweet: Tweet) { text = tweet.text }
}

@MainActor final class FeedDataSource: HeadlessTableViewDataSource {
  var items: [Tweet] = []
  var sections: [TableSection<Header, Tweet>] = []

  func tableView(_ tableView: HeadlessTableView, numberOfRowsInSection section: Int) -> Int { 0 }

  func tableView(_ tableView: HeadlessTableView, cellForRowAt rowPath: RowPath)
    -> HeadlessTableViewCell
  { HeadlessTableViewCell(reuseIdentifier: nil) }
}

let messages: [Message] = []
let message = Message(id: 12)
let spam = Message(id: 3)
@MainActor let tweets = ArrayTableModel<MutableTweet>()
let promos: [MutableTweet] = []
@MainActor let table = HeadlessTableView()
@MainActor let myDataSource = FeedDataSource()
@MainActor let dataSource = FeedDataSource()
let oldSections: [TableSection<Header, Tweet>] = []
let newSections: [TableSection<Header, Tweet>] = []
