import TableModelScenarioCells
import TableModelScenarios
import TableModelTestSupport
import TableModelTesting
import Testing

/// What the handlers of these tests did, in order (apart from ``HandlerLog``, whose suites run
/// alongside).
@MainActor
private enum RegistryLog {
  static var entries: [String] = []
}

/// Handles the rows whose cell the table shows — a `canHandle` that looks at the cell.
private struct ShownCellHandler: RowEventHandler {
  static func canHandle(_ tweet: Tweet, context: RowContext) -> Bool {
    context.cell is TweetCell
  }

  func willDisplay(_ tweet: Tweet, context: RowContext) {
    RegistryLog.entries.append("display \(tweet.id)")
  }

  func didSelect(_ tweet: Tweet, context: RowContext) {
    RegistryLog.entries.append("selected \(tweet.id)")
  }

  func accessoryButtonTapped(_ tweet: Tweet, context: RowContext) {
    RegistryLog.entries.append("accessory \(tweet.id)")
  }
}

/// Made by a lookup of the app's own, with what the lookup gives it.
private struct InjectedHandler: RowEventHandler {
  var greeting = "unset"

  func didSelect(_ tweet: Tweet, context: RowContext) {
    RegistryLog.entries.append("\(greeting) \(tweet.id)")
  }
}

@MainActor
@Suite(.serialized) struct EventHandlerRegistryTests {
  init() { RegistryLog.entries = [] }

  @Test func lookupContext_hasTheShownCell_forEveryCallback() {
    let fixture = ControllerFixture(ArrayTableModel([Tweet(1), Tweet(2)])) {
      $0.cells.register(TweetCell.self)
      $0.core.handlers.register(ShownCellHandler.self)
    }
    fixture.table.tapRow(at: p(0, 1))
    fixture.core.accessoryButtonTapped(at: p(0, 0))
    #expect(
      RegistryLog.entries == ["display 1", "display 2", "selected 2", "accessory 1"],
      "the handler that took the display takes the tap and the accessory too")
  }

  @Test func providerRegistered_makesHandlersInItsOrder_andPassesOnWhatItLeaves() {
    let fixture = ControllerFixture(ArrayTableModel([Tweet(1), Tweet(2, "vip")])) {
      $0.cells.register(TweetCell.self)
      $0.core.handlers.register { context in
        guard let tweet = context.item(as: Tweet.self), tweet.author == "vip" else { return nil }
        return EventHandlerRegistry.AnyRowEventHandler(
          InjectedHandler(greeting: "welcome"), item: tweet)
      }
      $0.core.handlers.register(ShownCellHandler.self)
    }
    fixture.table.tapRow(at: p(0, 1))
    fixture.table.tapRow(at: p(0, 0))
    #expect(
      RegistryLog.entries == ["display 1", "welcome 2", "selected 1"],
      "the provider takes the vip's row, display included; the type registered after it the rest")
  }

  @Test func registryReplaced_isTheOneTheControllerAsks() {
    let fixture = ControllerFixture(ArrayTableModel([Tweet(1)])) {
      $0.cells.register(TweetCell.self)
      $0.core.handlers.register(ShownCellHandler.self)
    }
    var replacement = EventHandlerRegistry()
    replacement.register { context in
      context.item(as: Tweet.self).map {
        EventHandlerRegistry.AnyRowEventHandler(InjectedHandler(greeting: "new"), item: $0)
      }
    }
    fixture.core.handlers = replacement
    fixture.table.tapRow(at: p(0, 0))
    #expect(RegistryLog.entries == ["display 1", "new 1"])
  }
}
