import TableModelScenarioCells
import TableModelScenarios
import TableModelTestSupport
import TableModelTesting
import Testing

/// What the handlers of these tests did, in order.
@MainActor
enum HandlerLog {
  static var entries: [String] = []
  static var handlersMade = 0
}

/// Handles tweets by "vip" authors only.
struct VIPTweetHandler: RowEventHandler {
  init() { HandlerLog.handlersMade += 1 }

  static func canHandle(_ tweet: Tweet, context: RowContext) -> Bool { tweet.author == "vip" }

  func behavior(for tweet: Tweet, context: RowContext) -> RowBehavior? {
    RowBehavior { $0.accessory = .checkmark }
  }

  func didSelect(_ tweet: Tweet, context: RowContext) {
    HandlerLog.entries.append("vip selected \(tweet.id)")
  }
}

/// Handles every tweet.
struct TweetHandler: RowEventHandler {
  init() { HandlerLog.handlersMade += 1 }

  func behavior(for tweet: Tweet, context: RowContext) -> RowBehavior? {
    RowBehavior {
      $0.accessory = .detailButton
      $0.isSelectable = tweet.id != 99
    }
  }

  func willDisplay(_ tweet: Tweet, context: RowContext) {
    HandlerLog.entries.append("display \(tweet.id)")
  }

  func didEndDisplaying(_ tweet: Tweet, context: RowContext) {
    HandlerLog.entries.append("end display \(tweet.id)")
  }

  func willSelect(_ tweet: Tweet, context: RowContext) -> RowPath? {
    switch tweet.id {
    case 7: RowPath(row: 0, section: context.rowPath.section)
    case 8: nil
    default: context.rowPath
    }
  }

  func didSelect(_ tweet: Tweet, context: RowContext) {
    HandlerLog.entries.append("selected \(tweet.id)")
  }

  func didDeselect(_ tweet: Tweet, context: RowContext) {
    HandlerLog.entries.append("deselected \(tweet.id)")
  }

  func accessoryButtonTapped(_ tweet: Tweet, context: RowContext) {
    HandlerLog.entries.append("accessory \(tweet.id)")
  }
}

/// A cell that keeps its row's handler, for controls inside it.
final class HandlerKeepingCell: HeadlessTableViewCell, ItemPresenting, EventHandlerAccepting {
  var eventHandler: EventHandlerRegistry.AnyRowEventHandler?

  func update(with tweet: Tweet) {
    text = "\(tweet.id)"
  }
}

@MainActor
@Suite(.serialized) struct EventHandlerTests {
  init() {
    HandlerLog.entries = []
    HandlerLog.handlersMade = 0
  }

  private func fixture(_ tweets: [Tweet], height: Double = 440)
    -> ControllerFixture<ArrayTableModel<Tweet>>
  {
    ControllerFixture(ArrayTableModel(tweets), height: height) {
      $0.cells.register(HandlerKeepingCell.self)
      $0.core.handlers.register(VIPTweetHandler.self)
      $0.core.handlers.register(TweetHandler.self)
    }
  }

  @Test func firstRegisteredHandlerThatSupportsTheRow_wins() {
    let fixture = fixture([Tweet(1, "vip"), Tweet(2, "ada")])
    #expect(fixture.table.cellForRow(at: p(0, 0))?.accessory == .checkmark)
    #expect(fixture.table.cellForRow(at: p(0, 1))?.accessory == .detailButton)
    fixture.table.tapRow(at: p(0, 0))
    fixture.table.tapRow(at: p(0, 1))
    #expect(
      HandlerLog.entries.filter { $0.contains("selected") } == ["vip selected 1", "selected 2"])
  }

  @Test func handlersAreMadeForEachEvent_andKeepNoState() {
    let fixture = fixture([Tweet(1)])
    let made = HandlerLog.handlersMade
    fixture.table.tapAccessoryButton(at: p(0, 0))
    fixture.table.tapAccessoryButton(at: p(0, 0))
    #expect(HandlerLog.entries.filter { $0 == "accessory 1" }.count == 2)
    #expect(HandlerLog.handlersMade >= made + 2, "a fresh handler per event")
  }

  @Test func handlerDecidesWhatIsSelected() {
    let fixture = fixture([Tweet(1), Tweet(7), Tweet(99)])
    fixture.table.tapRow(at: p(0, 1))
    #expect(fixture.table.indexPathsForSelectedRows == [p(0, 0)], "tapping 7 selects the first row")
    fixture.table.tapRow(at: p(0, 2))
    #expect(fixture.table.indexPathsForSelectedRows == [p(0, 0)], "99 is not selectable")
    #expect(fixture.core.willSelect(at: p(0, 1)) == p(0, 0))
    #expect(!fixture.core.shouldHighlight(at: p(0, 2)))
  }

  @Test func handlerCanRefuseSelection() {
    let fixture = fixture([Tweet(1), Tweet(8)])
    fixture.table.tapRow(at: p(0, 0))
    fixture.table.tapRow(at: p(0, 1))
    #expect(fixture.table.indexPathsForSelectedRows == [p(0, 0)], "8's handler refuses")
    #expect(!HandlerLog.entries.contains("selected 8"))
  }

  @Test func displayEvents_reachTheHandler() throws {
    let fixture = fixture((0..<20).map { Tweet($0) }, height: 88)
    #expect(HandlerLog.entries == ["display 0", "display 1"])
    try fixture.table.setContentOffset(88)
    #expect(
      HandlerLog.entries.suffix(4) == ["end display 0", "end display 1", "display 2", "display 3"])
  }

  @Test func handlerIsHandedToTheCellBeforeDisplay_andKeptWhenReusedForTheSameType() throws {
    let fixture = fixture((0..<20).map { Tweet($0, $0 == 3 ? "vip" : "ada") }, height: 88)
    // Without prefetching, whose table keeps row 1's cell prepared as it scrolls just out (K9),
    // cells leave in row order and come back last-in first-out: row 1's cell shows row 2 next.
    fixture.table.isPrefetchingEnabled = false
    let cell = try #require(fixture.table.cellForRow(at: p(0, 1)) as? HandlerKeepingCell)
    let handler = try #require(cell.eventHandler)
    #expect(handler.as(TweetHandler.self) != nil)
    try fixture.table.setContentOffset(88)
    let reused = try #require(fixture.table.cellForRow(at: p(0, 2)) as? HandlerKeepingCell)
    #expect(reused === cell)
    #expect(reused.eventHandler === handler, "same handler type: the handler stays with the cell")
    let vipCell = try #require(fixture.table.cellForRow(at: p(0, 3)) as? HandlerKeepingCell)
    #expect(vipCell.eventHandler?.as(VIPTweetHandler.self) != nil, "another type: replaced")
  }

  @Test func rowWithoutAHandler_fallsBackToOnSelect() {
    var selected: [RowPath] = []
    let fixture = ControllerFixture(ArrayTableModel([Tweet(1)])) {
      $0.cells.register(TweetCell.self)
      $0.core.onSelect = { selected.append($0.rowPath) }
    }
    fixture.table.tapRow(at: p(0, 0))
    #expect(selected == [p(0, 0)])
  }
}

/// What ``TouchTweetHandler`` did, in order (apart from ``HandlerLog``: suites run in parallel).
@MainActor
enum TouchLog {
  static var entries: [String] = []
}

/// Logs touches, deselection and swipe editing; refuses to deselect tweet 5.
struct TouchTweetHandler: RowEventHandler {
  func behavior(for tweet: Tweet, context: RowContext) -> RowBehavior? {
    RowBehavior {
      $0.trailingSwipeActions = [
        SwipeAction(title: "Flag") { context in
          TouchLog.entries.append("flag \(context.rowPath.row)")
          return true
        },
        SwipeAction(title: "Delete", style: .destructive) { context in
          context.controller.commit(.delete, at: context.rowPath)
          return true
        },
      ]
    }
  }

  func didHighlight(_ tweet: Tweet, context: RowContext) {
    TouchLog.entries.append("highlight \(tweet.id) cell: \(context.cell != nil)")
  }

  func didUnhighlight(_ tweet: Tweet, context: RowContext) {
    TouchLog.entries.append("unhighlight \(tweet.id)")
  }

  func didSelect(_ tweet: Tweet, context: RowContext) {
    TouchLog.entries.append("selected \(tweet.id)")
  }

  func willDeselect(_ tweet: Tweet, context: RowContext) -> RowPath? {
    tweet.id == 5 ? nil : context.rowPath
  }

  func didDeselect(_ tweet: Tweet, context: RowContext) {
    TouchLog.entries.append("deselected \(tweet.id)")
  }

  func willBeginEditing(_ tweet: Tweet, context: RowContext) {
    TouchLog.entries.append("begin editing \(tweet.id)")
  }

  func didEndEditing(_ tweet: Tweet, context: RowContext) {
    TouchLog.entries.append("end editing \(tweet.id)")
  }
}

@MainActor
@Suite(.serialized) struct TouchAndSwipeHandlerTests {
  init() {
    TouchLog.entries = []
  }

  private func fixture(_ ids: [Int]) -> ControllerFixture<ArrayTableModel<Tweet>> {
    ControllerFixture(ArrayTableModel(ids.map { Tweet($0) })) {
      $0.cells.register(TweetCell.self)
      $0.core.handlers.register(TouchTweetHandler.self)
    }
  }

  @Test func tap_highlightsSelectsAndUnhighlights_inUIKitsOrder() {
    let fixture = fixture([1, 2])
    fixture.table.tapRow(at: p(0, 1))
    #expect(TouchLog.entries == ["highlight 2 cell: true", "selected 2", "unhighlight 2"])
  }

  @Test func handlerCanRefuseDeselection() {
    let fixture = fixture([1, 5])
    fixture.table.allowsMultipleSelection = true
    fixture.table.tapRow(at: p(0, 0))
    fixture.table.tapRow(at: p(0, 1))
    fixture.table.tapRow(at: p(0, 0))
    fixture.table.tapRow(at: p(0, 1))
    #expect(fixture.table.indexPathsForSelectedRows == [p(0, 1)], "5 refuses to be deselected")
    #expect(TouchLog.entries.filter { $0.hasPrefix("deselected") } == ["deselected 1"])
    #expect(fixture.core.willDeselect(at: p(0, 7)) == p(0, 7), "a row the model lacks: as UIKit")
  }

  @Test func swipeAction_isBracketedByBeginAndEndEditing() {
    let fixture = fixture([1, 2])
    fixture.table.performSwipeAction(at: 0, .trailing, forRowAt: p(0, 1))
    #expect(TouchLog.entries == ["begin editing 2", "flag 1", "end editing 2"])
  }

  @Test func swipeThatDeletesItsRow_endsAtTheDeletedRowsHandler_notTheRowThatTookItsPlace() {
    let fixture = fixture([1, 2, 3])
    fixture.table.performSwipeAction(at: 1, .trailing, forRowAt: p(0, 1))
    #expect(fixture.model.items.map(\.id) == [1, 3])
    #expect(TouchLog.entries.first == "begin editing 2")
    fixture.core.didEndEditing(at: nil)
    #expect(
      TouchLog.entries == ["begin editing 2", "end editing 2"],
      "the end reaches the deleted row's handler; row 1 now shows 3, which was not edited")
  }

  @Test func swipeWhoseRowMoved_endsAtTheRowsNewPosition() {
    let fixture = fixture([1, 2, 3])
    fixture.core.willBeginEditing(at: p(0, 1))
    fixture.model.insert(Tweet(9), at: 0)
    fixture.core.didEndEditing(at: p(0, 1))  // a late, stale position: row 1 now shows 1
    #expect(TouchLog.entries == ["begin editing 2", "end editing 2"])
  }
}
