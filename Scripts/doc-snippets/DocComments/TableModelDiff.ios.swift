// What the examples in TableModelDiff's doc comments that use UIKit use without declaring it (see
// Scripts/check-doc-snippets.py).

struct Contact: Diffable, Hashable {
  let id: Int
}

@MainActor final class ContactsDataSource {
  var sections: [TableSection<TitledSection, Contact>] = []
}

let oldSections = [TableSection(model: TitledSection(id: "all"), items: [Contact(id: 1)])]
let newSections = [TableSection(model: TitledSection(id: "all"), items: [Contact(id: 2)])]
@MainActor let tableView = UITableView()
@MainActor let dataSource = ContactsDataSource()
