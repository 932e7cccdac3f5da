import TableModelTestSupport
import TableModelTesting
import Testing

/// Seed scenario 3 — RLDTableViewSuite: generic cell and section models, stateless event
/// handlers found through a registry, editing and reordering.
@MainActor
@Suite struct ContactsScenarioTests {
  /// The cell model of a contact.
  struct ContactRow: Diffable, Hashable {
    var id: String { name }
    var name: String
    var isFavorite = false
  }

  /// The cell model of the "add contact" row at the end of a section.
  struct AddContactRow: Diffable, Hashable {
    var id: String
  }

  /// The contact cell.
  final class ContactCell: HeadlessTableViewCell, ItemPresenting, EventHandlerAccepting {
    var eventHandler: AnyRowEventHandler?
    func update(with row: ContactRow) {
      text = row.isFavorite ? "★ \(row.name)" : row.name
    }
  }

  /// Handles contacts: deletable, movable within their section, favourite on swipe.
  struct ContactHandler: RowEventHandler {
    func behavior(for row: ContactRow, context: RowContext) -> RowBehavior? {
      RowBehavior {
        $0.editingStyle = .delete
        $0.canMove = true
        $0.accessory = .detailButton
        $0.leadingSwipeActions = [
          SwipeAction(title: row.isFavorite ? "Unfavorite" : "Favorite") { context in
            guard let model = context.controller.modelObject as? ContactsModel else { return false }
            model.update(AnyDiffable(ContactRow(name: row.name, isFavorite: !row.isFavorite)))
            return true
          }
        ]
      }
    }

    func accessoryButtonTapped(_ row: ContactRow, context: RowContext) {
      context.controller.pasteboard.string = "details of \(row.name)"
    }
  }

  /// Handles the "add" row: inserts a contact.
  struct AddContactHandler: RowEventHandler {
    func behavior(for row: AddContactRow, context: RowContext) -> RowBehavior? {
      RowBehavior { $0.editingStyle = .insert }
    }

    func commit(_ editingStyle: RowBehavior.EditingStyle, _ row: AddContactRow, context: RowContext)
      -> Bool
    {
      guard let model = context.controller.modelObject as? ContactsModel else { return false }
      model.insert(AnyDiffable(ContactRow(name: "New \(row.id)")), at: context.rowPath)
      return true
    }
  }

  typealias ContactsModel = SectionedTableModel<TitledSection, AnyDiffable>

  private func fixture() -> ControllerFixture<ContactsModel> {
    let model = ContactsModel(sections: [
      TableSection(
        model: TitledSection(id: "family", headerTitle: "Family"),
        items: [
          AnyDiffable(ContactRow(name: "Ada")), AnyDiffable(ContactRow(name: "Byron")),
          AnyDiffable(AddContactRow(id: "family")),
        ]),
      TableSection(
        model: TitledSection(id: "work", headerTitle: "Work", footerTitle: "Synced"),
        items: [AnyDiffable(ContactRow(name: "Babbage")), AnyDiffable(AddContactRow(id: "work"))]),
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

  @Test func editingMode_rendersControls_deletesInsertsAndReorders() throws {
    let fixture = fixture()
    fixture.table.setEditing(true, animated: true)
    #expect(
      fixture.table.render() == """
        section 0 · "Family" · 3 rows
          0  ⊖ Ada ⓘ ≡
          1  ⊖ Byron ⓘ ≡
          2  ⊕ Add Contact
        section 1 · "Work" · 2 rows
          0  ⊖ Babbage ⓘ ≡
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
          0  ⊖ Ada ⓘ ≡
          1  ⊕ Add Contact
        section 1 · "Work" · 3 rows
          0  ⊖ New work ⓘ ≡
          1  ⊖ Babbage ⓘ ≡
          2  ⊕ Add Contact
          footer "Synced"
        """)
    #expect(fixture.batches.allSatisfy { $0.isAccepted })
    #expect(fixture.diagnostics.isEmpty)
  }

  @Test func swipeAndAccessory_goThroughTheHandlers() {
    let fixture = fixture()
    #expect(fixture.table.performSwipeAction(at: 0, .leading, forRowAt: p(0, 0)))
    #expect(fixture.table.cellForRow(at: p(0, 0))?.renderedText == "★ Ada")
    #expect(fixture.table.swipeActions(.leading, at: p(0, 0))?.actions.first?.title == "Unfavorite")
    fixture.table.tapAccessoryButton(at: p(1, 0))
    #expect(fixture.core.pasteboard.string == "details of Babbage")
    let cell = fixture.table.cellForRow(at: p(0, 0)) as? ContactCell
    #expect(cell?.eventHandler?.as(ContactHandler.self) != nil, "handed to the cell before display")
  }

  @Test func addressBook_hasIndexTitles_swipeToDelete_andReorder() throws {
    typealias AddressBook = SectionedTableModel<GroupSection<String>, ContactRow>
    let model = AddressBook(
      sections: [("A", ["Ada", "Alan"]), ("B", ["Babbage", "Byron"]), ("L", ["Lovelace"])].map {
        TableSection(model: GroupSection(key: $0.0), items: $0.1.map { ContactRow(name: $0) })
      })
    let fixture = ControllerFixture(model, height: 1000) {
      $0.cells.register(ContactCell.self)
      $0.core.handlers.register(ContactHandler.self)
    }
    #expect(fixture.table.sectionIndexTitles == ["A", "B", "L"])
    #expect(fixture.table.performSwipeAction(at: 0, .trailing, forRowAt: p(1, 1)), "delete Byron")
    fixture.table.setEditing(true, animated: true)
    try fixture.table.moveRowInteractively(from: p(0, 1), to: p(0, 0))
    try fixture.table.moveRowInteractively(from: p(1, 0), to: p(2, 0))  // kept in "B"
    #expect(
      fixture.table.render() == """
        section 0 · "A" · 2 rows
          0  ⊖ Alan ⓘ ≡
          1  ⊖ Ada ⓘ ≡
        section 1 · "B" · 1 row
          0  ⊖ Babbage ⓘ ≡
        section 2 · "L" · 1 row
          0  ⊖ Lovelace ⓘ ≡
        """)
    #expect(model.item(at: p(0, 0)).name == "Alan")
    #expect(fixture.batches.allSatisfy { $0.isAccepted } && fixture.diagnostics.isEmpty)
  }
}
