// What TestingOnLinux.md's snippets use without declaring it (see Scripts/check-doc-snippets.py);
// FruitList is the article's.

struct Contact: Diffable, Hashable {
  let id: Int
  var name: String
}

final class ContactCell: HeadlessTableViewCell, ItemPresenting {
  func update(with contact: Contact) { text = contact.name }
}

struct ContactHandler: RowEventHandler {
  typealias Item = Contact
}

@MainActor final class ContactsScreen {
  var shown: [String] = []
}

@MainActor let table = HeadlessTableView()
@MainActor let list = FruitList()
