import TableModelScenarioCells
import TableModelScenarios
import TableModelTestSupport
import TableModelTesting
import Testing

/// What the handlers and cells of these tests did, in order.
@MainActor
private enum TimingLog {
  static var entries: [String] = []
  /// Runs when a ``TweetIDCell`` is configured, with its tweet.
  static var onUpdate: ((Tweet) -> Void)?
}

/// Records the end of every tweet's display.
private struct EndDisplayHandler: RowEventHandler {
  func didEndDisplaying(_ tweet: Tweet, context: RowContext) {
    TimingLog.entries.append("end display \(tweet.id) at \(context.rowPath)")
  }
}

/// Shows a tweet's identity.
private final class TweetIDCell: HeadlessTableViewCell, ItemPresenting {
  func update(with tweet: Tweet) {
    text = "\(tweet.id)"
    TimingLog.onUpdate?(tweet)
  }
}

/// A note whose explicit height follows its number of lines.
private struct Note: Diffable, Hashable, RowBehaviorProviding {
  var id: Int
  var lines: Int
  var rowBehavior: RowBehavior { RowBehavior { $0.height = .fixed(Double(20 * lines)) } }
}

/// Issue 12, items 1, 3 and 4: callbacks that name a row later than the change that moved it.
@MainActor
@Suite(.serialized) struct CallbackTimingFixTests {
  init() {
    TimingLog.entries = []
    TimingLog.onUpdate = nil
  }

  @Test func deletingARow_endsTheDisplayOfThatRowsHandler_notTheRowNowAtItsPath() throws {
    let tweets = ArrayTableModel((1...3).map { Tweet($0) })
    let fixture = ControllerFixture(tweets) {
      $0.cells.register(TweetIDCell.self)
      $0.core.handlers.register(EndDisplayHandler.self)
    }
    tweets.remove(at: 0)
    #expect(TimingLog.entries.isEmpty, "UIKit ends the display at the end of the animations")
    try fixture.table.finishAnimations()
    #expect(TimingLog.entries == ["end display 1 at [0, 0]"])
  }

  @Test func pushedOutRow_endsItsDisplayAtItsNewPath() throws {
    let tweets = ArrayTableModel((1...10).map { Tweet($0) })
    let fixture = ControllerFixture(tweets, height: 440) {
      $0.cells.register(TweetIDCell.self)
      $0.core.handlers.register(EndDisplayHandler.self)
    }
    tweets.insert(Tweet(99), at: 0)
    try fixture.table.settle()
    #expect(TimingLog.entries == ["end display 10 at [0, 10]"])
  }

  @Test func updateThatChangesAnExplicitHeight_remeasuresTheRow() throws {
    let notes = ArrayTableModel([Note(id: 1, lines: 1), Note(id: 2, lines: 1)])
    let fixture = ControllerFixture(notes) {
      $0.cells.register(HeadlessTableViewCell.self, for: Note.self) { cell, note in
        cell.text = "\(note.lines) lines"
      }
    }
    #expect(fixture.table.rectForRow(at: p(0, 0)).height == 20)
    notes.update(Note(id: 1, lines: 3))
    #expect(fixture.table.cellForRow(at: p(0, 0))?.text == "3 lines")
    #expect(fixture.table.rectForRow(at: p(0, 0)).height == 60, "an empty batch re-measured it")
    #expect(fixture.table.rectForRow(at: p(0, 1)).y == 60)
    #expect(fixture.batches.last?.calls == [], "the re-measure is an empty batch")
    #expect(fixture.diagnostics.isEmpty)
  }

  @Test func cellThatInsertsARowWhileConfiguredDuringAScroll_leavesEveryCellShowingItsRow() throws {
    let tweets = ArrayTableModel((0..<30).map { Tweet($0) })
    let fixture = ControllerFixture(tweets, height: 440) { $0.cells.register(TweetIDCell.self) }
    var inserted = false
    TimingLog.onUpdate = { tweet in
      guard tweet.id == 12, !inserted else { return }
      inserted = true
      tweets.insert(Tweet(100), at: 0)
    }
    try fixture.table.setContentOffset(440)
    try fixture.table.settle()
    #expect(inserted)
    #expect(fixture.batches.allSatisfy { $0.isAccepted })
    #expect(fixture.diagnostics.isEmpty)
    for path in fixture.table.indexPathsForVisibleRows {
      let tweet = fixture.core.item(at: path) as? Tweet
      #expect(fixture.table.cellForRow(at: path)?.text == tweet.map { "\($0.id)" }, "row \(path)")
    }
  }

  @Test func modelChangeWhileALayoutIsPending_layoutPrecedesTheChange_soEveryCellShowsItsRow()
    throws
  {
    let tweets = ArrayTableModel((1...10).map { Tweet($0) })
    let fixture = ControllerFixture(tweets) { $0.cells.register(TweetIDCell.self) }
    fixture.core.reloadData()  // the cells come at the next layout (K8)
    tweets.remove(at: 0)
    tweets.insert(Tweet(99), at: 3)
    try fixture.table.settle()
    #expect(fixture.batches.allSatisfy { $0.isAccepted })
    #expect(fixture.table.indexPathsForVisibleRows.count == 10)
    for path in fixture.table.indexPathsForVisibleRows {
      let tweet = fixture.core.item(at: path) as? Tweet
      #expect(fixture.table.cellForRow(at: path)?.text == tweet.map { "\($0.id)" }, "row \(path)")
    }
  }
}
