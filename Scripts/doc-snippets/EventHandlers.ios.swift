// What EventHandlers.md's UIKit snippets use without declaring it (see
// Scripts/check-doc-snippets.py).

struct Contact: Diffable, Hashable {
  let id: Int
  var name: String
}

struct ContactHandler: RowEventHandler {
  typealias Item = Contact
  func call(_ contact: Contact) {}
}
