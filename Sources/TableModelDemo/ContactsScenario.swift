import TableModelTesting

extension Scenario {
  /// Seed scenario 3: a contacts list in sections by initial, whose rows' behaviour and events
  /// come from a stateless ``ContactHandler`` found through the controller's registry.
  static let contacts = Scenario(
    name: "contacts",
    summary: "an address book with a section index, swipe to delete, reordering and Copy"
  ) { story in
    let book = AddressBook(sections: [
      ("A", ["Ada", "Alan", "Alonzo"]), ("B", ["Babbage", "Barbara", "Byron"]), ("G", ["Grace"]),
      ("L", ["Lamport", "Liskov"]),
    ])
    let screen = ContactsScreen()
    let stage = Stage(book, story: story, height: 400) {
      $0.cells.register(ContactCell.self)
      $0.core.handlers.register(ContactHandler.self)
      $0.core.owner = screen  // Handlers reach the screen through their context.
    }
    let table = stage.table
    stage.look("Contacts in sections by initial; a ContactHandler gives every row its behaviour")
    stage.note("the section index along the edge: \(table.sectionIndexTitles ?? [])")

    stage.step("You tap \"L\" in the section index") {
      try table.scrollToSectionIndexTitle("L", at: 3)
    }
    stage.step("You tap \"A\" in the index, then Ada: the handler's didSelect opens her card") {
      try table.scrollToSectionIndexTitle("A", at: 0)
      table.tapRow(at: RowPath(row: 0, section: 0))
    }
    stage.note("ContactHandler: \(screen.opened.last ?? "(nothing)")")
    stage.check(table.indexPathsForSelectedRows.isEmpty, "the row deselected after the handler")

    stage.step("You swipe Byron from the trailing edge and tap Delete") {
      let byron = RowPath(row: 2, section: 1)
      let titles = table.swipeActions(.trailing, at: byron)?.actions.compactMap(\.title) ?? []
      stage.note("Byron's trailing swipe actions: \(titles)")
      table.performSwipeAction(at: 0, .trailing, forRowAt: byron)
    }
    stage.step("A sync adds Hedy: section H appears, and the index gains a letter") {
      book.insertSection(
        GroupSection(key: "H"), items: [Contact("Hedy", "+1 555 0199")], at: 3)
    }
    stage.note("the section index: \(table.sectionIndexTitles ?? [])")

    stage.step("You tap Edit: each contact shows its delete control and its reorder control") {
      table.setEditing(true, animated: true)
    }
    stage.step("You drag Alonzo to the top of A: the table moves the row itself") {
      try table.moveRowInteractively(
        from: RowPath(row: 2, section: 0), to: RowPath(row: 0, section: 0))
    }
    stage.check(
      book.names(inSection: 0) == ["Alonzo", "Ada", "Alan"],
      "the model followed the drag, and its change was not sent back to the table")
    stage.step("You drag Babbage down into L: its behaviour keeps a contact within its section") {
      let landed = try table.moveRowInteractively(
        from: RowPath(row: 0, section: 1), to: RowPath(row: 0, section: 4))
      stage.note("Babbage landed at \(landed), the bottom of B")
    }
    stage.check(book.names(inSection: 1) == ["Barbara", "Babbage"], "the model agrees")
    stage.step("You tap Done") { table.setEditing(false, animated: true) }

    stage.step("You touch and hold Grace, and choose Copy in her context menu") {
      let grace = RowPath(row: 0, section: 2)
      let titles = table.contextMenu(forRowAt: grace)?.actions.map(\.title) ?? []
      stage.note("Grace's context menu: \(titles)")
      table.performMenuAction(titled: "Copy", forRowAt: grace)
    }
    let pasted = stage.controller.core.pasteboard.string
    stage.check(
      pasted == book[id: "Grace"]?.phone,
      "Grace's number is on the pasteboard: \(pasted ?? "")")
    stage.finish()
  }
}

/// A contact: the cell model of the address book.
struct Contact: Diffable, Hashable {
  var id: String { name }
  var name: String
  var phone: String

  init(_ name: String, _ phone: String) {
    self.name = name
    self.phone = phone
  }
}

/// The address book: contacts in sections keyed by their initial.
typealias AddressBook = SectionedTableModel<GroupSection<String>, Contact>

extension AddressBook {
  /// An address book of contacts in sections, each with a made-up phone number.
  convenience init(sections: [(key: String, names: [String])]) {
    var number = 100
    self.init(
      sections: sections.map { section in
        TableSection(
          model: GroupSection(key: section.key),
          items: section.names.map { name in
            number += 1
            return Contact(name, "+1 555 0\(number)")
          })
      })
  }

  /// The names of a section's contacts, in order.
  func names(inSection section: Int) -> [String] {
    items(inSection: section).map(\.name)
  }
}

/// The cell of a contact; it keeps its row's event handler, as a cell with controls would.
final class ContactCell: HeadlessTableViewCell, ItemPresenting, EventHandlerAccepting {
  var eventHandler: AnyRowEventHandler?

  func update(with contact: Contact) {
    text = contact.name
  }
}

/// The contacts screen: the table's owner, which stateless handlers reach to navigate.
@MainActor
final class ContactsScreen {
  /// The contact cards the screen opened, in order.
  private(set) var opened: [String] = []

  /// Opens a contact's card.
  func open(_ contact: Contact) {
    opened.append("the screen opens the card of \(contact.name), \(contact.phone)")
  }
}

/// Handles contacts: deletable (by swipe or in editing mode), movable within their section,
/// copyable, and opened when tapped.
struct ContactHandler: RowEventHandler {
  func behavior(for contact: Contact, context: RowContext) -> RowBehavior? {
    RowBehavior {
      $0.accessory = .disclosureIndicator
      $0.deselectsAfterSelection = true
      $0.editingStyle = .delete
      $0.canMove = true
      $0.copyText = contact.phone
    }
  }

  func didSelect(_ contact: Contact, context: RowContext) {
    context.owner(as: ContactsScreen.self)?.open(contact)
  }
}
