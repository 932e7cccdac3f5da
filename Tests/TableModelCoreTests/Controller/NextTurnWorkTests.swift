import TableModelScenarioCells
import TableModelScenarios
import TableModelTestSupport
import TableModelTesting
import Testing

/// Work a controller defers until the table is done (`TableUpdating.performAfterLayout`) runs on
/// the main queue's next turn, on the headless table as on a device — never before the app's
/// call returns.
///
/// `UITableView` tells no one when it is done laying out or committing, so the controller runs
/// that work in a task on the main actor: a turn later, even when the table was idle. Before,
/// the headless table ran it at the end of its outermost operation, inside the app's call, so a
/// test reading the model right after that call passed on Linux and failed on a device
/// (issue 12; `uikit-callback-rules.md`, §0.1, phase `afterCommit`).
///
/// A move nobody takes reloads on the next turn: `EditingAndMovingTests`.
@MainActor
@Suite struct NextTurnWorkTests {
  @Test func rowReloadedByTheApp_whileTyping_modelHasTheOldTextUntilTheNextTurn() throws {
    let screen = try EditableNameScreen(name: "Ada")
    screen.cell.typeValue("Grace")
    try screen.fixture.table.reloadRows(at: [p(0, 0)])
    #expect(!screen.cell.isEditingValue, "the field resigned as the batch committed")
    #expect(screen.store.value == "Ada", "a device commits the text on the next turn")
    #expect(screen.fixture.table.hasPendingPhases)
    try screen.fixture.table.runLoopTurn()
    #expect(screen.store.value == "Grace")
    #expect(screen.fixture.diagnostics.isEmpty, "\(screen.fixture.diagnostics)")
  }

  /// A Save button whose action updates the table, then ends editing (`endEditing(true)`) and
  /// reads the model, all in one turn: the table read its shape in that turn, so the edit
  /// commits on the next one — the action reads the old value, as on a device.
  @Test func saveEndingTheEdit_inTheTurnOfATableUpdate_commitsOnTheNextTurn() throws {
    let store = ProfileStore("Ada")
    let model = InteractionTableModel(store) { box in
      InteractionSection {
        InteractionRow(
          "Name", value: box.value, isEditable: true,
          valueEdit: InteractionRow.ValueEdit { text, _ in box.value = text })
        InteractionRow("Status", value: "draft")
      }
    }
    let fixture = ControllerFixture(model)
    let cell = try #require(fixture.table.cellForRow(at: p(0, 0)) as? HeadlessInteractionRowCell)
    cell.typeValue("Grace")
    // The Save action.
    try fixture.table.reloadRows(at: [p(0, 1)])
    #expect(cell.isEditingValue, "the batch did not touch the typing row")
    fixture.table.endEditing(true)
    #expect(!cell.isEditingValue)
    #expect(store.value == "Ada", "read in the action: the edit commits on the next turn")
    try fixture.table.runLoopTurn()
    #expect(store.value == "Grace")
    #expect(fixture.diagnostics.isEmpty, "\(fixture.diagnostics)")
  }

  @Test func endEditingOnAnIdleTable_commitsAtOnce() throws {
    let screen = try EditableNameScreen(name: "Ada")
    screen.cell.typeValue("Grace")
    screen.fixture.table.endEditing(true)
    #expect(screen.store.value == "Grace", "no table update in this turn: nothing to wait for")
  }

  @Test func loadMoreRowScrolledIntoView_asksForItsPageOnTheNextTurn() throws {
    let tweets = ArrayTableModel((0..<20).map { Tweet($0) })
    var requests = 0
    let layer = tweets.withLoadMore { requests += 1 }
    let fixture = ControllerFixture(layer) { $0.cells.register(TweetCell.self) }
    fixture.table.prefetchingDistance = 0
    try fixture.table.scrollToRow(at: p(0, 20), at: .bottom)
    #expect(fixture.table.cellForRow(at: p(0, 20)) != nil, "the load-more row shows")
    #expect(requests == 0, "a device hears \"row appeared\" a turn after the layout")
    try fixture.table.runLoopTurn()
    #expect(requests == 1)
    #expect(fixture.diagnostics.isEmpty && fixture.batches.allSatisfy { $0.isAccepted })
  }

  @Test func loadMoreRowShownAtTheFirstLayout_asksOnTheNextTurn_evenOnAnIdleTable() throws {
    var requests = 0
    let layer = ArrayTableModel([Tweet(0)]).withLoadMore { requests += 1 }
    let fixture = ControllerFixture(layer) { $0.cells.register(TweetCell.self) }
    #expect(fixture.table.cellForRow(at: p(0, 1)) != nil)
    #expect(requests == 0)
    try fixture.table.settle()
    #expect(requests == 1)
  }

  /// Code that awaits reaches the next turn without a test draining it, as on a device.
  @Test func deferredWork_runsOnTheMainActorsNextTurn_whenTheTestAwaits() async throws {
    let screen = try EditableNameScreen(name: "Ada")
    screen.cell.typeValue("Grace")
    try screen.fixture.table.reloadRows(at: [p(0, 0)])
    #expect(screen.store.value == "Ada")
    await withCheckedContinuation { continuation in
      Task { @MainActor in continuation.resume() }
    }
    #expect(screen.store.value == "Grace")
  }
}
