// What MigratingFromDiffableDataSource.md's snippets use without declaring it (see
// Scripts/check-doc-snippets.py).

let favourites = [Contact(id: 1, name: "Ada")]
let others = [Contact(id: 2, name: "Grace")]
let list = [Contact(id: 3, name: "Alan")]
@MainActor let contacts = ArrayTableModel<Contact>()
