import TableModelTestSupport
import TableModelTesting
import Testing

/// A field the user types in resigns inside `reloadData()`.
///
/// `uikit-callback-rules.md` K8: `reloadData` first asks the cell holding the first responder to
/// resign, synchronously, before it resets anything. Before, the headless table let the typed
/// cell leave the table with the reload and told the controller only on the next run-loop turn:
/// code right after `reloadData()` saw the model without the typed text.
@MainActor
@Suite struct ValueEditingReloadTests {
  @Test func reloadData_whileTyping_commitsTheTextDuringTheCall() throws {
    let screen = try EditableNameScreen(name: "Ada")
    let (store, model, fixture, cell) = (screen.store, screen.model, screen.fixture, screen.cell)
    cell.typeValue("Grace")
    try fixture.table.reloadData()
    #expect(!cell.isEditingValue, "the field resigned")
    #expect(store.value == "Grace", "inside reloadData, not on the next run-loop turn")
    model.reload()
    try fixture.table.settle()
    #expect(fixture.shownTexts == [["Name — Grace ✎"]])
    #expect(fixture.diagnostics.isEmpty, "\(fixture.diagnostics)")
  }

  /// A `reloadData()` inside a batch has the field resign before the batch's call returns.
  ///
  /// The reload runs when the batch ends, as UIKit's resumed reload calls `reloadData`
  /// (`uikit-batch-rules.md` §1.7, K8), and resigns the field first. Before, the reload at the
  /// end of the batch skipped the resign, and the text reached the model only once the cell left
  /// the table. The table read its shape in the batch, so the text commits on the main queue's
  /// next turn, as on a device.
  @Test func reloadDataInsideABatch_whileTyping_resignsBeforeTheBatchReturns_commitsNextTurn()
    throws
  {
    let screen = try EditableNameScreen(name: "Ada")
    let (store, model, fixture, cell) = (screen.store, screen.model, screen.fixture, screen.cell)
    cell.typeValue("Grace")
    try fixture.table.performBatchUpdates { try fixture.table.reloadData() }
    #expect(!cell.isEditingValue, "the field resigned")
    #expect(store.value == "Ada", "the table read its shape in this turn")
    try fixture.table.runLoopTurn()
    #expect(store.value == "Grace", "on the next turn")
    model.reload()
    try fixture.table.settle()
    #expect(fixture.shownTexts == [["Name — Grace ✎"]])
    #expect(fixture.diagnostics.isEmpty, "\(fixture.diagnostics)")
  }

  /// A batch UIKit turns into a reload (R21: a row move out of a deleted section) has the field
  /// resign before the batch's call returns, as every reload does (K8).
  ///
  /// Before, the fallback reload skipped the resign that reloadData and a batch's deferred reload
  /// made: the typed cell left the table with the reload and the text reached the model only
  /// once the cell left the table. The batch read the table's shape, so the text commits on the
  /// main queue's next turn, as on a device.
  @Test func batchFallingBackToAReload_whileTyping_resignsBeforeTheBatchReturns_commitsNextTurn()
    throws
  {
    let screen = try EditableNameScreen(name: "Ada")
    let (store, model, fixture, cell) = (screen.store, screen.model, screen.fixture, screen.cell)
    cell.typeValue("Grace")
    try fixture.table.performBatchUpdates {
      try fixture.table.deleteSections([0])
      try fixture.table.moveRow(at: p(0, 0), to: p(0, 0))
    }
    #expect(fixture.table.lastBatch?.mapping == nil, "UIKit reloads instead (R21)")
    #expect(!cell.isEditingValue, "the field resigned")
    #expect(store.value == "Ada", "the batch read the table's shape in this turn")
    try fixture.table.runLoopTurn()
    #expect(store.value == "Grace", "on the next turn")
    model.reload()
    try fixture.table.settle()
    #expect(fixture.shownTexts == [["Name — Grace ✎"]])
  }
}
