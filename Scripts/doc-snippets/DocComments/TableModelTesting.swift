// What the examples in TableModelTesting's doc comments use without declaring it (see
// Scripts/check-doc-snippets.py). A name an example declares itself replaces the one here.

struct Tweet: Diffable, Hashable {
  let id: Int
  var text = ""
}

struct ProfileHeader: Diffable, Hashable {
  let id: String
}

final class TweetCell: HeadlessTableViewCell, ItemPresenting {
  func update(with tweet: Tweet) { text = tweet.text }
}

final class ProfileHeaderView: HeadlessTableViewHeaderFooterView {
  func show(_ header: ProfileHeader) {}
}

@MainActor final class FruitList: HeadlessTableViewDataSource {
  var items = ["Apple", "Banana", "Cherry"]

  func numberOfSections(in tableView: HeadlessTableView) -> Int { 1 }

  func tableView(_ tableView: HeadlessTableView, numberOfRowsInSection section: Int) -> Int {
    items.count
  }

  func tableView(
    _ tableView: HeadlessTableView, cellForRowAt rowPath: RowPath
  ) -> HeadlessTableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: rowPath)
    cell.text = items[rowPath.row]
    return cell
  }
}

struct API {
  func fetchNextPage() {}
}

let api = API()
@MainActor let fruitList = FruitList()
@MainActor let feed = ArrayTableModel<Tweet>()
@MainActor let table = HeadlessTableView()
@MainActor let controller = HeadlessTableController(model: feed)
