// What MigratingFromDiffableDataSource.md's UIKit snippets use without declaring it (see
// Scripts/check-doc-snippets.py); Contact is the article's.

struct Contact: Diffable, Hashable {
  let id: Int
  var name: String
}
