import TableModelScenarioCells
import TableModelScenarios
import TableModelTesting

extension Scenario {
  /// Seed scenario 3: a contacts list in sections by initial, whose rows' behaviour and events
  /// come from a stateless ``ContactHandler`` found through the controller's registry.
  static let contacts = Scenario(
    name: "contacts",
    summary: "an address book with a section index, swipe to delete, reordering and Copy"
  ) { story in
    let screen = ContactsScreen(
      AddressBook(sections: [
        ("A", ["Ada", "Alan", "Alonzo"]), ("B", ["Babbage", "Barbara", "Byron"]),
        ("G", ["Grace"]), ("L", ["Lamport", "Liskov"]),
      ]))
    let book = screen.book
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
    stage.note("ContactHandler: \(screen.opened.last.map(ContactsScreen.card) ?? "(nothing)")")
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

extension ContactsScreen {
  /// How the story tells that the screen opened a contact's card.
  static func card(_ contact: Contact) -> String {
    "the screen opens the card of \(contact.name), \(contact.phone)"
  }
}
