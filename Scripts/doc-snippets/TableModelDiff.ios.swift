// What TableModelDiff.md's snippet uses without declaring it (see Scripts/check-doc-snippets.py).

struct Tweet: Diffable, Equatable {
  let id: Int
  var text: String
}

struct Header: Diffable, Equatable {
  let id: String
}

@MainActor final class FeedDataSource {
  var sections: [TableSection<Header, Tweet>] = []
}

let oldSections: [TableSection<Header, Tweet>] = []
let newSections: [TableSection<Header, Tweet>] = []
@MainActor let tableView = UITableView()
@MainActor let dataSource = FeedDataSource()
