import TableModelScenarioCells
import TableModelScenarios
import TableModelTestSupport
import TableModelTesting
import Testing

/// Swipe actions whose handler calls its completion later, as "Delete → confirm → delete or
/// cancel" does: the swipe stays open until then (`uikit-callback-rules.md`, K35).
@MainActor
@Suite struct ConfirmedSwipeActionTests {
  /// The question a row's Delete asked, and the completion it holds, until the test answers.
  private final class Confirmation {
    var askedAbout: [Int] = []
    var answer: (@MainActor (Bool) -> Void)?
    var completion: SwipeAction.Completion?
  }

  /// Three tweets whose trailing Delete asks first, and deletes the tweet when the answer is yes.
  private func confirmingFeed() -> (ControllerFixture<ArrayTableModel<Tweet>>, Confirmation) {
    let confirmation = Confirmation()
    let model = ArrayTableModel([Tweet(1), Tweet(2), Tweet(3)])
    let fixture = ControllerFixture(model) {
      $0.cells.register(TweetCell.self)
      $0.core.setBehavior(for: Tweet.self) { _ in
        RowBehavior {
          $0.trailingSwipeActions = [
            SwipeAction(title: "Delete", style: .destructive) { context, completion in
              guard let tweet = context.item(as: Tweet.self) else { return completion(false) }
              confirmation.askedAbout.append(tweet.id)
              confirmation.completion = completion
              confirmation.answer = { confirmed in
                if confirmed { model.remove(id: tweet.id) }
                completion(confirmed)
              }
            }
          ]
        }
      }
    }
    return (fixture, confirmation)
  }

  /// K35: the swipe stays open until the completion; the handler's delete is one batch, which
  /// tears the swipe down (K33), so `completion(true)` has nothing left to close.
  @Test func confirmedDelete_keepsTheSwipeOpenUntilAnswered_thenDeletesTheRowInOneBatch() throws {
    let (fixture, confirmation) = confirmingFeed()
    #expect(
      !fixture.table.performSwipeAction(at: 0, .trailing, forRowAt: p(0, 1)),
      "no completion yet")
    #expect(confirmation.askedAbout == [2])
    #expect(fixture.table.swipedRow == p(0, 1), "open while the user decides")
    #expect(fixture.batches.isEmpty)
    let answer = try #require(confirmation.answer)
    answer(true)
    #expect(fixture.model.items.map(\.id) == [1, 3])
    #expect(fixture.batches.count == 1)
    #expect(fixture.batches.first?.isAccepted == true)
    #expect(fixture.table.cachedShape == [2])
    #expect(fixture.table.swipedRow == nil, "the delete tore the swipe down")
    #expect(fixture.diagnostics.isEmpty)
  }

  /// K35: `completion(false)` closes the swipe; nothing else happens.
  @Test func cancelledDelete_closesTheSwipe_keepsTheRow_noBatch() throws {
    let (fixture, confirmation) = confirmingFeed()
    fixture.table.performSwipeAction(at: 0, .trailing, forRowAt: p(0, 1))
    #expect(fixture.table.swipedRow == p(0, 1))
    let answer = try #require(confirmation.answer)
    answer(false)
    #expect(fixture.table.swipedRow == nil, "completion(false) closes the swipe")
    #expect(fixture.model.items.map(\.id) == [1, 2, 3])
    #expect(fixture.batches.isEmpty)
    #expect(fixture.diagnostics.isEmpty)
  }

  /// K33, K34: a batch moves the waiting swipe with its row; the answer acts on the row's identity.
  @Test func waitingSwipe_followsItsRow_andTheAnswerDeletesThatRow() throws {
    let (fixture, confirmation) = confirmingFeed()
    fixture.table.performSwipeAction(at: 0, .trailing, forRowAt: p(0, 1))
    fixture.model.insert(Tweet(0), at: 0)
    #expect(fixture.table.swipedRow == p(0, 2), "a batch moves the open swipe with its row (K33)")
    let answer = try #require(confirmation.answer)
    answer(true)
    #expect(fixture.model.items.map(\.id) == [0, 1, 3], "T2 deleted, not T1 now at its place")
    #expect(fixture.table.swipedRow == nil)
    #expect(fixture.batches.allSatisfy { $0.isAccepted })
  }

  /// KS26 while the completion waits: the swipe is torn down, and the late completion (open
  /// question 4) does nothing.
  @Test func rowDeletedElsewhereWhileWaiting_tearsTheSwipeDown_andTheLateAnswerDoesNothing() throws
  {
    let (fixture, confirmation) = confirmingFeed()
    fixture.table.performSwipeAction(at: 0, .trailing, forRowAt: p(0, 1))
    fixture.model.remove(at: 1)
    #expect(fixture.table.swipedRow == nil, "the batch deleting the row tore the swipe down (KS26)")
    let batches = fixture.batches.count
    let answer = try #require(confirmation.answer)
    answer(true)
    #expect(fixture.model.items.map(\.id) == [1, 3])
    #expect(fixture.batches.count == batches, "nothing left to delete")
    #expect(fixture.diagnostics.isEmpty, "a completion after the row went is harmless")
  }

  /// KS25 while the completion waits: `reloadData()` resets the swipe, and the late completion
  /// closes nothing, not even a swipe opened since.
  @Test func lateCompletion_afterReloadData_closesNotTheNextSwipe() throws {
    let (fixture, confirmation) = confirmingFeed()
    fixture.table.performSwipeAction(at: 0, .trailing, forRowAt: p(0, 0))
    try fixture.table.reloadData()
    #expect(fixture.table.swipedRow == nil, "reloadData resets the swipe (KS25)")
    fixture.table.openSwipeActions(.trailing, at: p(0, 2))
    let answer = try #require(confirmation.answer)
    answer(false)
    #expect(fixture.table.swipedRow == p(0, 2), "the first swipe's completion closes no other")
    #expect(fixture.model.items.map(\.id) == [1, 2, 3])
  }

  /// Open question 4: a second call does nothing but report, as UIKit calls it a programmer error.
  @Test func completionCalledTwice_secondCallDoesNothing_withANotice() throws {
    let (fixture, confirmation) = confirmingFeed()
    fixture.table.performSwipeAction(at: 0, .trailing, forRowAt: p(0, 1))
    let answer = try #require(confirmation.answer)
    answer(false)
    fixture.table.openSwipeActions(.trailing, at: p(0, 2))
    let completion = try #require(confirmation.completion)
    completion(true)
    #expect(fixture.table.swipedRow == p(0, 2), "the second call closes nothing")
    #expect(fixture.model.items.map(\.id) == [1, 2, 3])
    #expect(fixture.diagnosticKinds == [.completionRepeated])
    #expect(fixture.diagnostics.first?.severity == .notice)
    #expect(
      fixture.diagnostics.first?.message
        == "the swipe action \"Delete\" called its completion again, with true, after completing with false; UIKit's completion handler is called once, so this call did nothing"
    )
  }

  /// K34: a tap after the row left the model runs nothing, and completes with `false`.
  @Test func actionWhoseRowWentBeforeTheTap_completesWithFalse_withoutAsking() throws {
    let (fixture, confirmation) = confirmingFeed()
    fixture.table.openSwipeActions(.trailing, at: p(0, 1))
    let delete = try #require(fixture.table.swipeActions(.trailing, at: p(0, 1))?.actions.first)
    fixture.model.remove(at: 1)
    #expect(!delete.perform())
    #expect(confirmation.askedAbout.isEmpty)
    #expect(fixture.diagnosticKinds == [.rowGone])
  }
}
