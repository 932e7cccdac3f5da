import TableModelTestSupport
import TableModelTesting
import Testing

/// Swipe actions a table's own delegate offers, whose handler calls its completion later: the
/// swipe stays open until it does (`uikit-callback-rules.md`, K35).
@MainActor
@Suite struct HeadlessTableViewLaterCompletionTests {
  @Test func swipeStaysOpenUntilTheCompletion_thenEndsWithTheRowsPosition() throws {
    let fixture = HeadlessFixture([3])
    let delegate = RecordingDelegate()
    fixture.table.delegate = delegate
    var completion: SwipeAction.Completion?
    let archive = SwipeAction(title: "Archive") { later in
      delegate.events.append("archive handler")
      completion = later
    }
    delegate.trailingActions[p(0, 1)] = SwipeActionsConfiguration(actions: [archive])
    delegate.events = []
    #expect(!fixture.table.performSwipeAction(at: 0, .trailing, forRowAt: p(0, 1)))
    #expect(fixture.table.swipedRow == p(0, 1))
    #expect(delegate.events == ["willBeginEditing [0, 1]", "archive handler"])
    let complete = try #require(completion)
    complete(true)
    #expect(fixture.table.swipedRow == nil)
    #expect(
      delegate.events == ["willBeginEditing [0, 1]", "archive handler", "didEndEditing [0, 1]"])
    #expect(fixture.source.editingEvents.isEmpty, "the action deletes nothing by itself (KS27)")
    #expect(fixture.table.diagnostics.isEmpty)
  }

  @Test func completionCalledTwice_logsTheSecondCall_andClosesNothing() throws {
    let fixture = HeadlessFixture([3])
    let delegate = RecordingDelegate()
    fixture.table.delegate = delegate
    var completion: SwipeAction.Completion?
    delegate.trailingActions[p(0, 0)] = SwipeActionsConfiguration(actions: [
      SwipeAction(title: "Flag") { later in
        later(false)
        completion = later
      }
    ])
    #expect(!fixture.table.performSwipeAction(at: 0, .trailing, forRowAt: p(0, 0)))
    #expect(fixture.table.swipedRow == nil, "completed during the tap")
    fixture.table.openSwipeActions(.trailing, at: p(0, 0))
    let complete = try #require(completion)
    complete(true)
    #expect(fixture.table.swipedRow == p(0, 0))
    #expect(
      fixture.table.diagnostics == [
        "HeadlessTableView: the swipe action \"Flag\" called its completion again, with true, after completing with false; UIKit's completion handler is called once, so this call did nothing"
      ])
  }

  /// A second tap while the first waits for its completion runs the handler again.
  ///
  /// K35: an app keeps its actions open behind a confirmation and, when the user cancels it,
  /// calls no completion; the buttons stay live, and a second tap runs the handler again (UIKit
  /// does not refuse it). The first tap's completion, called late, then closes nothing.
  @Test func tapWhileAnActionWaitsForItsCompletion_runsTheHandlerAgain_andTheFirstCompletionWins()
    throws
  {
    let fixture = HeadlessFixture([2])
    let delegate = RecordingDelegate()
    fixture.table.delegate = delegate
    var completions: [SwipeAction.Completion] = []
    delegate.trailingActions[p(0, 1)] = SwipeActionsConfiguration(actions: [
      SwipeAction(title: "Delete", style: .destructive) { later in
        delegate.events.append("confirm?")
        completions.append(later)
      }
    ])
    delegate.events = []
    #expect(!fixture.table.performSwipeAction(at: 0, .trailing, forRowAt: p(0, 1)))
    // The user cancels the confirmation: no completion. Then taps Delete again.
    #expect(!fixture.table.tapSwipeAction(at: 0))
    #expect(delegate.events == ["willBeginEditing [0, 1]", "confirm?", "confirm?"])
    #expect(completions.count == 2)
    #expect(fixture.table.swipedRow == p(0, 1), "still open: no completion yet")
    completions[1](true)
    #expect(fixture.table.swipedRow == nil)
    completions[0](false)
    #expect(
      delegate.events == [
        "willBeginEditing [0, 1]", "confirm?", "confirm?", "didEndEditing [0, 1]",
      ])
    #expect(fixture.table.diagnostics.isEmpty, "each tap's completion is called once")
  }
}
