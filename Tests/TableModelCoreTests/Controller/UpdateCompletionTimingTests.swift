import TableModelScenarios
import TableModelTestSupport
import TableModelTesting
import Testing

/// Shows a tweet's identity.
private final class TweetNumberCell: HeadlessTableViewCell, ItemPresenting {
  func update(with tweet: Tweet) { text = "\(tweet.id)" }
}

/// Issue 16: an update's completion waits for the table's animations.
///
/// The completion of `replace(with:completion:)` and `performTransaction(_:completion:)`, and the
/// return of `replace(with:) async`, wait for the table that shows the model: UIKit runs a
/// batch's completion at the end of its animations (`uikit-callback-rules.md`, K25), which the
/// headless table reaches in `finishAnimations()`.
@MainActor
@Suite struct UpdateCompletionTimingTests {
  private func tweets(_ ids: [Int]) -> [Tweet] { ids.map { Tweet($0) } }

  private func fixture(_ model: ArrayTableModel<Tweet>) -> ControllerFixture<ArrayTableModel<Tweet>>
  {
    ControllerFixture(model) { $0.cells.register(TweetNumberCell.self) }
  }

  @Test func replaceCompletion_runsOnlyOnceTheTableFinishedTheBatchsAnimations() throws {
    let model = ArrayTableModel(tweets([1, 2, 3]))
    let fixture = fixture(model)
    var finished = false
    try model.replace(with: tweets([3, 4, 1])) { finished = true }
    #expect(fixture.batches.count == 1 && fixture.batches.allSatisfy { $0.isAccepted })
    #expect(!finished, "the batch is committed, its animations are running")
    try fixture.table.layoutIfNeeded()
    try fixture.table.runLoopTurn()
    #expect(!finished, "only the end of the animations completes the batch")
    try fixture.table.finishAnimations()
    #expect(finished)
    #expect(fixture.shownTexts == [["3", "4", "1"]])
    #expect(fixture.diagnostics.isEmpty)
  }

  @Test func replaceCompletion_runsAfterTheBatchCompletionTheTableLogs() throws {
    let model = ArrayTableModel(tweets([1, 2]))
    let fixture = fixture(model)
    fixture.table.clearCallbackLog()
    var logBeforeCompletion: [HeadlessTableView.Callback] = []
    try model.replace(with: tweets([2])) { logBeforeCompletion = fixture.table.callbackLog }
    try fixture.table.finishAnimations()
    #expect(
      logBeforeCompletion.last { $0.name == "completion" }?.phase == .animationEnd,
      "the model's completion runs from the batch's completion, at the end of the animations")
  }

  @Test func performTransactionCompletion_runsOnlyOnceTheTableFinishedTheBatchsAnimations()
    throws
  {
    let model = ArrayTableModel(tweets([1, 2, 3]))
    let fixture = fixture(model)
    var finished = false
    model.performTransaction(
      {
        model.remove(at: 0)
        model.append(Tweet(9))
      }, completion: { finished = true })
    #expect(fixture.batches.count == 1 && fixture.batches.allSatisfy { $0.isAccepted })
    #expect(!finished)
    try fixture.table.finishAnimations()
    #expect(finished)
    #expect(fixture.shownTexts == [["2", "3", "9"]])
  }

  @Test func replaceCompletion_contentOnlyChange_runsAtOnce_noBatchToWaitFor() throws {
    let model = ArrayTableModel(tweets([1, 2]))
    let fixture = fixture(model)
    var edited = Tweet(2)
    edited.text = "edited"
    var finished = false
    try model.replace(with: [Tweet(1), edited]) { finished = true }
    #expect(fixture.batches.allSatisfy { $0.calls.isEmpty }, "a reconfigure, no structural batch")
    #expect(finished, "a reconfigure has no animations to wait for")
  }

  /// The headless table ends a batch's animations on the next turn of the main actor when code
  /// awaits, as UIKit does at the start of the next run-loop cycle: `replace(with:) async`
  /// returns after that, never right after the batch is committed.
  @Test func asyncReplace_returnsOnlyOnceTheTableFinishedTheBatchsAnimations() async throws {
    let model = ArrayTableModel(tweets([1, 2, 3]))
    let fixture = fixture(model)
    let gate = GatedDiffScheduler()
    model.diffScheduler = gate
    var pendingAtReturn: Bool?
    var logAtReturn: [String] = []
    let replacement = Task {
      try await model.replace(with: self.tweets([3, 1, 4]))
      pendingAtReturn = fixture.table.hasPendingPhases
      logAtReturn = fixture.table.callbackLog.map(\.description)
    }
    await gate.settle(replacement)
    fixture.table.clearCallbackLog()
    gate.release()
    try await replacement.value
    #expect(fixture.batches.count == 1 && fixture.batches.allSatisfy { $0.isAccepted })
    #expect(pendingAtReturn == false, "the batch's animations had ended")
    #expect(logAtReturn.last == "animationEnd completion", "\(logAtReturn)")
    #expect(logAtReturn.contains("animationEnd didEndDisplaying [0, 1]"), "tweet 2's cell left")
    #expect(fixture.shownTexts == [["3", "1", "4"]])
    #expect(fixture.diagnostics.isEmpty)
  }
}
