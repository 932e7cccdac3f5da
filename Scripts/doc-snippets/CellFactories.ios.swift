// What CellFactories.md's UIKit snippets use without declaring it (see
// Scripts/check-doc-snippets.py). The adopting data source's method is a method of the context.

struct Tweet: Diffable, Hashable {
  let id: Int
  var author: String
  var text: String
}

@MainActor final class SnippetContext {
  var items: [Tweet] = []
  var cells = CellFactory<UITableView>()

  func legacyCell(for item: Tweet, at indexPath: IndexPath, in tableView: UITableView)
    -> UITableViewCell
  { UITableViewCell() }
}
