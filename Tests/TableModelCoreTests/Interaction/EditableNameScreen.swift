import TableModelTestSupport
import TableModelTesting
import Testing

/// The smallest screen a user types in: one editable "Name" row whose value edit writes a
/// store, shown by a controller on a headless table.
@MainActor
struct EditableNameScreen {
  /// Where the row's value edit writes.
  let store: ProfileStore<String>
  /// The screen's model, built from the store.
  let model: InteractionTableModel<ProfileStore<String>>
  /// The controller and its headless table.
  let fixture: ControllerFixture<InteractionTableModel<ProfileStore<String>>>
  /// The row's displayed cell.
  let cell: HeadlessInteractionRowCell

  /// The screen with `name` in the store, laid out.
  init(name: String) throws {
    let store = ProfileStore(name)
    let model = InteractionTableModel(store) { box in
      InteractionSection {
        InteractionRow(
          "Name", value: box.value, isEditable: true,
          valueEdit: InteractionRow.ValueEdit { text, _ in box.value = text })
      }
    }
    let fixture = ControllerFixture(model)
    self.store = store
    self.model = model
    self.fixture = fixture
    cell = try #require(fixture.table.cellForRow(at: p(0, 0)) as? HeadlessInteractionRowCell)
  }
}
