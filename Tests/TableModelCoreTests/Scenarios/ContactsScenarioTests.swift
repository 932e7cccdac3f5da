import TableModelScenarioCells
import TableModelScenarios
import TableModelTestSupport
import TableModelTesting
import Testing

/// Seed scenario 3 — RLDTableViewSuite: generic cell and section models, stateless event
/// handlers found through a registry (``ContactHandler``, as the demo and the iOS example use
/// it), editing and reordering.
@MainActor
@Suite struct ContactsScenarioTests {
  /// The cell model of the "add contact" row at the end of a section.
  struct AddContactRow: Diffable, Hashable {
    var id: String
  }

  /// Handles the "add" row: inserts a contact.
  struct AddContactHandler: RowEventHandler {
    func behavior(for row: AddContactRow, context: RowContext) -> RowBehavior? {
      RowBehavior { $0.editingStyle = .insert }
    }

    func commit(_ editingStyle: RowBehavior.EditingStyle, _ row: AddContactRow, context: RowContext)
      -> Bool
    {
      guard let model = context.model(as: MixedContacts.self) else { return false }
      model.insert(AnyDiffable(Contact("New \(row.id)", "+1 555 0199")), at: context.rowPath)
      return true
    }
  }

  /// Contacts and "add" rows in titled sections.
  typealias MixedContacts = SectionedTableModel<TitledSection, AnyDiffable>

  private func mixedFixture() -> ControllerFixture<MixedContacts> {
    let model = MixedContacts(sections: [
      TableSection(
        model: TitledSection(id: "family", headerTitle: "Family"),
        items: [
          AnyDiffable(Contact("Ada", "+1 555 0101")), AnyDiffable(Contact("Byron", "+1 555 0102")),
          AnyDiffable(AddContactRow(id: "family")),
        ]),
      TableSection(
        model: TitledSection(id: "work", headerTitle: "Work", footerTitle: "Synced"),
        items: [
          AnyDiffable(Contact("Babbage", "+1 555 0103")), AnyDiffable(AddContactRow(id: "work")),
        ]),
    ])
    return ControllerFixture(model) {
      $0.cells.register(ContactCell.self)
      $0.cells.register(HeadlessTableViewCell.self, for: AddContactRow.self) { cell, _ in
        cell.text = "Add Contact"
      }
      $0.core.handlers.register(ContactHandler.self)
      $0.core.handlers.register(AddContactHandler.self)
    }
  }

  private func addressBookFixture(owner screen: ContactsScreen) -> ControllerFixture<AddressBook> {
    ControllerFixture(screen.book, height: 1000) {
      $0.cells.register(ContactCell.self)
      $0.core.handlers.register(ContactHandler.self)
      $0.core.owner = screen
    }
  }

  @Test func editingMode_rendersControls_deletesInsertsAndReorders() throws {
    let fixture = mixedFixture()
    fixture.table.setEditing(true, animated: true)
    #expect(
      fixture.table.render() == """
        section 0 · "Family" · 3 rows
          0  ⊖ Ada › ≡
          1  ⊖ Byron › ≡
          2  ⊕ Add Contact
        section 1 · "Work" · 2 rows
          0  ⊖ Babbage › ≡
          1  ⊕ Add Contact
          footer "Synced"
        """)
    fixture.table.commitEditing(forRowAt: p(0, 1))  // delete Byron
    fixture.table.commitEditing(forRowAt: p(1, 1))  // add to Work
    try fixture.table.moveRowInteractively(from: p(1, 1), to: p(1, 0))  // New work above Babbage
    // Dropped below "Add Contact", Ada stays above it.
    try fixture.table.moveRowInteractively(from: p(0, 0), to: p(0, 1))
    #expect(
      fixture.table.render() == """
        section 0 · "Family" · 2 rows
          0  ⊖ Ada › ≡
          1  ⊕ Add Contact
        section 1 · "Work" · 3 rows
          0  ⊖ New work › ≡
          1  ⊖ Babbage › ≡
          2  ⊕ Add Contact
          footer "Synced"
        """)
    #expect(fixture.batches.allSatisfy { $0.isAccepted })
    #expect(fixture.diagnostics.isEmpty)
  }

  @Test func swipeTapAndCopy_goThroughTheHandler() {
    let screen = ContactsScreen(
      AddressBook(sections: [("A", ["Ada", "Alan"]), ("B", ["Babbage"])]))
    let fixture = addressBookFixture(owner: screen)
    #expect(fixture.table.performSwipeAction(at: 0, .leading, forRowAt: p(0, 0)), "favourite")
    #expect(fixture.table.cellForRow(at: p(0, 0))?.renderedText == "★ Ada")
    #expect(screen.book[id: "Ada"]?.isFavorite == true)
    #expect(fixture.table.swipeActions(.leading, at: p(0, 0))?.actions.first?.title == "Unfavorite")
    fixture.table.tapRow(at: p(1, 0))
    #expect(screen.opened.map(\.name) == ["Babbage"], "the handler opened it on its owner")
    #expect(fixture.table.indexPathsForSelectedRows.isEmpty, "deselected after the tap")
    fixture.table.performMenuAction(titled: "Copy", forRowAt: p(1, 0))
    #expect(fixture.core.pasteboard.string == "+1 555 0103")
    let cell = fixture.table.cellForRow(at: p(0, 0)) as? ContactCell
    #expect(cell?.eventHandler?.as(ContactHandler.self) != nil, "handed to the cell before display")
    #expect(fixture.batches.allSatisfy { $0.isAccepted } && fixture.diagnostics.isEmpty)
  }

  @Test func addressBook_hasIndexTitles_swipeToDelete_andReorder() throws {
    let screen = ContactsScreen(
      AddressBook(sections: [
        ("A", ["Ada", "Alan"]), ("B", ["Babbage", "Byron"]), ("L", ["Lovelace"]),
      ]))
    let fixture = addressBookFixture(owner: screen)
    #expect(fixture.table.sectionIndexTitles == ["A", "B", "L"])
    #expect(fixture.table.performSwipeAction(at: 0, .trailing, forRowAt: p(1, 1)), "delete Byron")
    fixture.table.setEditing(true, animated: true)
    try fixture.table.moveRowInteractively(from: p(0, 1), to: p(0, 0))
    try fixture.table.moveRowInteractively(from: p(1, 0), to: p(2, 0))  // kept in "B"
    #expect(
      fixture.table.render() == """
        section 0 · "A" · 2 rows
          0  ⊖ Alan › ≡
          1  ⊖ Ada › ≡
        section 1 · "B" · 1 row
          0  ⊖ Babbage › ≡
        section 2 · "L" · 1 row
          0  ⊖ Lovelace › ≡
        """)
    #expect(screen.book.item(at: p(0, 0)).name == "Alan")
    #expect(fixture.batches.allSatisfy { $0.isAccepted } && fixture.diagnostics.isEmpty)
  }

  @Test func deletingTheLastContactOfAnInitial_removesItsSectionAndIndexTitle() {
    let screen = ContactsScreen(AddressBook(sections: [("A", ["Ada"]), ("B", ["Babbage"])]))
    let fixture = addressBookFixture(owner: screen)
    #expect(fixture.table.performSwipeAction(at: 0, .trailing, forRowAt: p(0, 0)), "delete Ada")
    #expect(fixture.batches.last?.calls == [.deleteSections([0], .automatic)])
    #expect(fixture.table.sectionIndexTitles == ["B"])
    #expect(screen.book.numberOfSections == 1)
    #expect(fixture.batches.allSatisfy { $0.isAccepted } && fixture.diagnostics.isEmpty)
  }
}
