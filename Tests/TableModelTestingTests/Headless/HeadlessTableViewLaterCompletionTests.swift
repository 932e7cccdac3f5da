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

  @Test func tapWhileAnActionWaitsForItsCompletion_stopsWithAMessage() async {
    let result = await #expect(
      processExitsWith: .failure, observing: [\.standardErrorContent]
    ) {
      await MainActor.run {
        let fixture = HeadlessFixture([1])
        let delegate = RecordingDelegate()
        fixture.table.delegate = delegate
        delegate.trailingActions[p(0, 0)] = SwipeActionsConfiguration(actions: [
          SwipeAction(title: "Archive") { _ in }
        ])
        fixture.table.performSwipeAction(at: 0, .trailing, forRowAt: p(0, 0))
        fixture.table.tapSwipeAction(at: 0)
      }
    }
    let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    #expect(message.contains("still waits for the completion of its action \"Archive\""))
  }
}
