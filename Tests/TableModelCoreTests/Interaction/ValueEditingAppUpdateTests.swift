import TableModelTestSupport
import TableModelTesting
import Testing

/// A field the user types in resigns inside an update the app makes on the table itself — a
/// bare `reloadRows`, its own `performBatchUpdates` around a model change, a `reloadData()` — and
/// the row's value edit, which changes the model, never runs inside the table's update.
///
/// UIKit asks the first responder to resign as it commits a batch that deletes or reloads its
/// row, after it read the new shape, so the text field's end of editing arrives inside the
/// table's commit. Before, the controller committed the text there: the value edit's model change
/// reached the table as a batch nested in the table's own commit. Now it commits on the main
/// queue's next turn (``HeadlessTableView/runLoopTurn()``), as on a device, where the controller
/// cannot tell when the table's update is over: the app's code right after its call reads the old
/// value. A reload asks before it does anything (`uikit-callback-rules.md` K8), so an edit it ends
/// commits at once.
@MainActor
@Suite struct ValueEditingAppUpdateTests {
  @Test func rowReloadedByTheApp_whileTyping_changesTheModelAfterTheTablesBatch() throws {
    let screen = try GreetingScreen()
    let (fixture, cell) = (screen.fixture, screen.cell)
    cell.typeValue("Grace")
    try fixture.table.reloadRows(at: [p(0, 0)])
    #expect(screen.store.value.name == "Ada", "a device commits on the main queue's next turn")
    try fixture.table.runLoopTurn()
    #expect(screen.store.value.name == "Grace")
    #expect(
      screen.batchSeenByTheEdit.value == [.reloadRows([p(0, 0)], .automatic)],
      "the value edit ran after the table committed the app's batch, not inside it")
    #expect(
      fixture.batches.map(\.calls).last == [.insertRows([p(0, 1)], .automatic)],
      "the edit's model change is a batch of its own")
    try fixture.table.settle()
    #expect(fixture.shownTexts == [["Name — Grace ✎", "Greeting — Hello, Grace"]])
    #expect(fixture.diagnostics.isEmpty, "\(fixture.diagnostics)")
  }

  @Test func appsBatchAroundAModelChange_reloadingTheTypingRow_changesTheModelAfterTheBatch()
    throws
  {
    let screen = try GreetingScreen()
    let (fixture, cell) = (screen.fixture, screen.cell)
    cell.typeValue("Grace")
    try fixture.table.performBatchUpdates {
      screen.store.value.email = "g@x"  // a sync adds the Email row while the user types
      screen.model.reload()
      try fixture.table.reloadRows(at: [p(0, 0)])
    }
    #expect(screen.store.value.name == "Ada", "a device commits on the main queue's next turn")
    try fixture.table.runLoopTurn()
    #expect(screen.store.value.name == "Grace")
    #expect(
      screen.batchSeenByTheEdit.value?.contains(.reloadRows([p(0, 0)], .automatic)) == true,
      "the value edit ran after the table committed the app's batch, not inside it")
    try fixture.table.settle()
    #expect(
      fixture.shownTexts == [["Name — Grace ✎", "Greeting — Hello, Grace", "Email — g@x"]])
    #expect(fixture.diagnostics.isEmpty, "\(fixture.diagnostics)")
  }

  /// A `reloadData()` asks the field to resign before it does anything else (K8): the edit
  /// commits there, its change reaches the table as a batch before the reload, and the reload
  /// reads the model with it.
  @Test func reloadDataByTheApp_whileTyping_commitsTheEditBeforeTheReloadChangesAnything() throws {
    let screen = try GreetingScreen()
    let (fixture, cell) = (screen.fixture, screen.cell)
    cell.typeValue("Grace")
    let reloads = fixture.table.reloadCount
    try fixture.table.reloadData()
    #expect(screen.store.value.name == "Grace", "committed before the call returned")
    #expect(screen.reloadsSeenByTheEdit.value == reloads, "before the reload began")
    #expect(fixture.table.reloadCount == reloads + 1)
    try fixture.table.settle()
    #expect(fixture.shownTexts == [["Name — Grace ✎", "Greeting — Hello, Grace"]])
    #expect(fixture.diagnostics.isEmpty, "\(fixture.diagnostics)")
  }
}

/// A name and an email, edited in place.
private struct Contact {
  var name: String
  var email: String
}

/// A screen whose value edit changes the table's rows.
///
/// Typing a name other than "Ada" adds a "Greeting" row under it; an email, when there is one,
/// shows in a row of its own. The value edit records what the table had done when it ran.
@MainActor
private struct GreetingScreen {
  let store = ProfileStore(Contact(name: "Ada", email: ""))
  let model: InteractionTableModel<ProfileStore<Contact>>
  let fixture: ControllerFixture<InteractionTableModel<ProfileStore<Contact>>>
  /// The Name row's displayed cell.
  let cell: HeadlessInteractionRowCell
  /// The calls of the table's last batch when the value edit ran.
  let batchSeenByTheEdit = ProfileStore<[TableViewCall]?>(nil)
  /// The table's reload count when the value edit ran.
  let reloadsSeenByTheEdit = ProfileStore<Int?>(nil)

  init() throws {
    let slots = Slots()
    let (batchSeen, reloadsSeen) = (batchSeenByTheEdit, reloadsSeenByTheEdit)
    let model = InteractionTableModel(store) { box in
      InteractionSection {
        InteractionRow(
          "Name", value: box.value.name, isEditable: true,
          valueEdit: InteractionRow.ValueEdit { text, _ in
            batchSeen.value = slots.table?.lastBatch?.calls
            reloadsSeen.value = slots.table?.reloadCount
            box.value.name = text
            slots.model?.reload()
          })
        if box.value.name != "Ada" {
          InteractionRow("Greeting", value: "Hello, \(box.value.name)")
        }
        if !box.value.email.isEmpty { InteractionRow("Email", value: box.value.email) }
      }
    }
    let fixture = ControllerFixture(model)
    (slots.model, slots.table) = (model, fixture.table)
    self.model = model
    self.fixture = fixture
    cell = try #require(fixture.table.cellForRow(at: p(0, 0)) as? HeadlessInteractionRowCell)
  }

  /// What the value edit reaches, held weakly: the model holds the edit.
  @MainActor
  private final class Slots {
    weak var model: InteractionTableModel<ProfileStore<Contact>>?
    weak var table: HeadlessTableView?
  }
}
