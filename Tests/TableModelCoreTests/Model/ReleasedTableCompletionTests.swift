import TableModelTestSupport
import TableModelTesting
import Testing

/// A table (with its controller) released before it applied a change no longer shows the model:
/// the change's completions run then, and an awaited replacement returns.
///
/// Before, the hold the controller took on the completions went with the table's pending batch
/// completion, never released: the completion never ran, and `replace(with:) async` never
/// returned — a refresh awaited by a screen dismissed mid-animation hung for good.
@MainActor
@Suite struct ReleasedTableCompletionTests {
  /// A controller showing a model on a table.
  private func makeController(
    showing model: ArrayTableModel<TestItem>, on table: HeadlessTableView
  ) -> HeadlessTableController {
    let controller = HeadlessTableController(model: model)
    controller.cells.register(HeadlessTableViewCell.self, for: TestItem.self) { cell, item in
      cell.text = "\(item)"
    }
    controller.attach(to: table)
    return controller
  }

  /// Sleeps until `condition` holds, for at most about two seconds.
  private func waitUntil(_ condition: () -> Bool) async throws {
    for _ in 0..<2_000 where !condition() {
      try await Task.sleep(nanoseconds: 1_000_000)
    }
  }

  @Test func transactionCompletion_runs_whenTheTableGoesBeforeItsAnimationsEnd() async throws {
    let model = ArrayTableModel([TestItem(1), TestItem(2)])
    var table: HeadlessTableView? = HeadlessTableView()
    var controller: HeadlessTableController? = makeController(showing: model, on: table!)
    var completed = false
    model.performTransaction({ model.append(TestItem(3)) }, completion: { completed = true })
    #expect(!completed, "it waits for the batch's animations")
    table = nil
    controller = nil
    try await waitUntil { completed }
    #expect(completed)
    #expect(table == nil && controller == nil)
  }

  @Test func awaitedReplacement_returns_whenTheTableGoesBeforeItsAnimationsEnd() async throws {
    let model = ArrayTableModel([TestItem(1), TestItem(2)])
    var table: HeadlessTableView? = HeadlessTableView()
    var controller: HeadlessTableController? = makeController(showing: model, on: table!)
    // The screen goes as soon as the table has the change: before the animations end, which the
    // table would do on the main actor's next turn.
    let observation = model.events.observe { event in
      guard case .didChange = event else { return }
      table = nil
      controller = nil
    }
    var returned = false
    let replacement = Task {
      try await model.replace(with: [TestItem(2), TestItem(3)])
      returned = true
    }
    try await waitUntil { returned }
    #expect(returned)
    #expect(model.items == [TestItem(2), TestItem(3)])
    #expect(table == nil && controller == nil)
    replacement.cancel()  // Should it still wait, the test ends all the same.
    withExtendedLifetime(observation) {}
  }
}
