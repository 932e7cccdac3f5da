import TableModelScenarios
import TableModelTestSupport
import TableModelTesting
import Testing

/// A field the user types in resigns while a batch that deletes or reloads its row commits, as
/// UIKit asks the first responder then (its `_updateWithItems:updateSupport:` resigns the first
/// responder of a deleted or reloaded row; the resign rule of `uikit-callback-rules.md` K8 for a
/// reload), and a value edit never changes the model inside the controller's update.
///
/// Before, the typed cell ended its edit only when it left the table — at the end of the batch's
/// animations, then on the next run-loop turn — and an edit ended by the controller's own reload
/// ran the row's value edit inside the table's reload.
@MainActor
@Suite struct ValueEditingBatchTests {
  @Test func rowReloadedByTheApp_whileTyping_commitsTheTextOnTheNextTurn() throws {
    let screen = try EditableNameScreen(name: "Ada")
    let (store, fixture, cell) = (screen.store, screen.fixture, screen.cell)
    cell.typeValue("Grace")
    try fixture.table.reloadRows(at: [p(0, 0)])
    #expect(!cell.isEditingValue, "the field resigned as the batch committed")
    #expect(store.value == "Ada", "after the call, as on a device")
    try fixture.table.runLoopTurn()
    #expect(store.value == "Grace", "on the next turn, not after the animations")
    #expect(fixture.table.hasPendingPhases, "the batch's animations have not ended")
  }

  @Test func rowDeletedByAModelChange_whileTyping_endsTheEditAsTheBatchCommits() throws {
    let store = ProfileStore(Profile(name: "Ada", email: "a@x"))
    let model = InteractionTableModel(store) { box in
      InteractionSection {
        InteractionRow("Name", value: box.value.name)
        if !box.value.email.isEmpty {
          InteractionRow(
            "Email", value: box.value.email, isEditable: true,
            valueEdit: InteractionRow.ValueEdit { text, _ in box.value.email = text })
        }
      }
    }
    let fixture = ControllerFixture(model)
    let cell = try #require(fixture.table.cellForRow(at: p(0, 1)) as? HeadlessInteractionRowCell)
    cell.typeValue("ada@x")
    store.value.email = ""  // a sync removes the row while the user types
    model.reload()
    #expect(fixture.table.lastBatch?.calls == [.deleteRows([p(0, 1)], .automatic)])
    #expect(!cell.isEditingValue, "the field resigned as the batch committed")
    try fixture.table.settle()
    #expect(store.value.email == "", "the text of a row the model no longer has is dropped")
    #expect(fixture.shownTexts == [["Name — Ada"]])
  }

  @Test func reloadAppliedByTheController_whileTyping_commitsTheTextOnceTheTableReloaded() throws {
    let store = ProfileStore(Profile(name: "Ada", email: "a@x"))
    // The table's reload count when the value edit runs.
    let reloadsSeenByTheEdit = ProfileStore<Int?>(nil)
    let table = ProfileStore<HeadlessTableView?>(nil)
    let model = InteractionTableModel(store) { box in
      InteractionSection {
        InteractionRow(
          "Name", value: box.value.name, isEditable: true,
          valueEdit: InteractionRow.ValueEdit { text, _ in
            box.value.name = text
            reloadsSeenByTheEdit.value = table.value?.reloadCount
          })
        InteractionRow("Email", value: box.value.email)
      }
    }
    let fixture = ControllerFixture(model)
    table.value = fixture.table
    let cell = try #require(fixture.table.cellForRow(at: p(0, 0)) as? HeadlessInteractionRowCell)
    cell.typeValue("Grace")
    // Off-window, the controller applies every change as a reload.
    fixture.table.isInWindow = false
    store.value.email = "g@x"
    model.reload()
    #expect(!cell.isEditingValue, "the field resigned as the table reloaded")
    #expect(store.value.name == "Grace", "committed before the model's change returned")
    #expect(
      reloadsSeenByTheEdit.value == fixture.table.reloadCount,
      "the value edit ran after the table's reload, not inside it")
  }
}
