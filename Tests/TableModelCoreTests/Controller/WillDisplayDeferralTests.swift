import TableModelScenarios
import TableModelTestSupport
import TableModelTesting
import Testing

/// Shows a tweet's identity.
private final class TweetNumberCell: HeadlessTableViewCell, ItemPresenting {
  func update(with tweet: Tweet) { text = "\(tweet.id)" }
}

/// A row handler whose `willDisplay` runs the test's closure: the app code that changes the
/// model from inside the table's visible-cells pass.
private struct DisplayHook: RowEventHandler {
  var onDisplay: (@MainActor (Tweet, RowContext) -> Void)?

  init() {}

  init(_ onDisplay: @escaping @MainActor (Tweet, RowContext) -> Void) {
    self.onDisplay = onDisplay
  }

  func willDisplay(_ tweet: Tweet, context: RowContext) { onDisplay?(tweet, context) }
}

/// The fixture a handler reaches once it exists, and how many batches reached the table while
/// the handler changed the model.
@MainActor
private final class Shown {
  var fixture: ControllerFixture<ArrayTableModel<Tweet>>?
  var batchesDuringChange: Int?
}

/// Issue 12, item 4: a model change from a row handler's `willDisplay` waits for the pass.
///
/// The handler runs during the table's visible-cells pass, where UIKit refuses a batch
/// (`uikit-callback-rules.md`, K22). A model change it makes waits for the pass to end, then
/// reaches the table as a batch UIKit accepts, and the table ends showing the model.
@MainActor
@Suite struct WillDisplayDeferralTests {
  /// A 440-point table (the visible rows first) showing `model`, whose rows' handler runs
  /// `onDisplay`.
  private func show(
    _ model: ArrayTableModel<Tweet>, onDisplay: @escaping @MainActor (Tweet, RowContext) -> Void
  ) -> ControllerFixture<ArrayTableModel<Tweet>> {
    ControllerFixture(model, height: 440) {
      $0.cells.register(TweetNumberCell.self)
      $0.core.handlers.register { context in
        guard let tweet = context.item(as: Tweet.self) else { return nil }
        return EventHandlerRegistry.AnyRowEventHandler(DisplayHook(onDisplay), item: tweet)
      }
    }
  }

  /// Every visible row's cell shows the model's item there, and the table has the model's rows.
  private func expectTableShowsModel(
    _ model: ArrayTableModel<Tweet>, _ fixture: ControllerFixture<ArrayTableModel<Tweet>>
  ) {
    #expect(fixture.table.numberOfRows(inSection: 0) == model.items.count)
    #expect(!fixture.table.indexPathsForVisibleRows.isEmpty)
    for path in fixture.table.indexPathsForVisibleRows {
      #expect(
        fixture.table.cellForRow(at: path)?.text == "\(model.items[path.row].id)", "row \(path)")
    }
  }

  /// Scrolls a feed of 30 tweets by one screen; the display of tweet 12 runs `change` once, and
  /// records how many batches reached the table while it ran.
  private func scrollChangingTheModel(
    _ change: @escaping @MainActor (ArrayTableModel<Tweet>) -> Void
  ) throws -> (
    model: ArrayTableModel<Tweet>, fixture: ControllerFixture<ArrayTableModel<Tweet>>,
    batchesDuringChange: Int?
  ) {
    let model = ArrayTableModel((0..<30).map { Tweet($0) })
    let shown = Shown()
    let fixture = show(model) { tweet, _ in
      guard tweet.id == 12, shown.batchesDuringChange == nil, let fixture = shown.fixture else {
        return
      }
      let before = fixture.batches.count
      change(model)
      shown.batchesDuringChange = fixture.batches.count - before
    }
    shown.fixture = fixture
    try fixture.table.setContentOffset(440)
    try fixture.table.settle()
    return (model, fixture, shown.batchesDuringChange)
  }

  @Test func willDisplayThatInsertsDuringAScroll_isDeferredPastThePass_thenOneAcceptedBatch()
    throws
  {
    let (model, fixture, batchesDuringChange) = try scrollChangingTheModel { model in
      model.insert(Tweet(100), at: 0)
    }
    #expect(batchesDuringChange == 0, "no batch reached the table from inside the pass")
    #expect(fixture.batches.map(\.calls) == [[.insertRows([p(0, 0)], .automatic)]])
    #expect(fixture.batches.allSatisfy { $0.isAccepted })
    #expect(fixture.diagnostics.isEmpty, "\(fixture.diagnostics)")
    #expect(model.items.first == Tweet(100))
    expectTableShowsModel(model, fixture)
  }

  @Test func willDisplayThatChangesTheModelTwiceDuringAScroll_isDeferred_thenReloadedOnce() throws {
    let (model, fixture, batchesDuringChange) = try scrollChangingTheModel { model in
      model.insert(Tweet(100), at: 0)
      model.remove(id: 3)
    }
    #expect(batchesDuringChange == 0)
    #expect(fixture.batches.isEmpty, "two deferred changes are not merged into one batch")
    #expect(fixture.diagnosticKinds == [.changesCoalesced], "reloaded once, with a notice")
    #expect(
      fixture.diagnostics.first?.message
        == "the model changed 2 times while the table laid out its rows (a cell's or a header or footer view's configuration, a \"will display\", a row's or a section's behaviour, or a computed height changed it), where UIKit takes no batch; they waited for the layout to end; the table reloaded once instead of animating each change",
      "says what happened: not \"while a batch was applied\"")
    #expect(model.items.first == Tweet(100) && !model.items.contains(Tweet(3)))
    expectTableShowsModel(model, fixture)
  }

  @Test func willDisplayThatChangesTheModelInOneTransaction_isDeferred_thenOneAcceptedBatch()
    throws
  {
    let (model, fixture, batchesDuringChange) = try scrollChangingTheModel { model in
      model.performTransaction {
        model.insert(Tweet(100), at: 0)
        model.remove(id: 3)
      }
    }
    #expect(batchesDuringChange == 0)
    #expect(fixture.batches.count == 1 && fixture.batches.allSatisfy { $0.isAccepted })
    #expect(fixture.diagnostics.isEmpty, "\(fixture.diagnostics)")
    #expect(model.items.first == Tweet(100) && !model.items.contains(Tweet(3)))
    expectTableShowsModel(model, fixture)
  }

  @Test func willDisplayThatChangesTheModelDuringALayoutAfterAReload_isDeferred_andAccepted() throws
  {
    let model = ArrayTableModel((0..<5).map { Tweet($0) })
    let armed = ProfileStore(false)
    var changed = false
    var itemsAfterChange: [Int] = []
    let fixture = show(model) { tweet, _ in
      guard armed.value, tweet.id == 0, !changed else { return }
      changed = true
      model.insert(Tweet(50), at: 0)
      itemsAfterChange = model.items.map(\.id)
    }
    armed.value = true  // not in the first layout: in the one after the reload
    fixture.core.reloadData()  // the cells come at the next layout: a visible-cells pass
    try fixture.table.layoutIfNeeded()
    #expect(changed && fixture.batches.isEmpty, "the change waits for the next turn")
    try fixture.table.settle()
    #expect(changed)
    #expect(itemsAfterChange == [50, 0, 1, 2, 3, 4], "the model changes at once")
    #expect(fixture.batches.map(\.calls) == [[.insertRows([p(0, 0)], .automatic)]])
    #expect(fixture.batches.allSatisfy { $0.isAccepted })
    #expect(fixture.diagnostics.isEmpty, "\(fixture.diagnostics)")
    expectTableShowsModel(model, fixture)
  }

  /// A reload the app makes in the turn of a change that waits for the next turn shows it.
  ///
  /// The change, made from the first layout's "will display", waits for the next turn; the
  /// reload the app makes meanwhile reads the model with it. Before, the waiting change then
  /// reached the reloaded table as a batch that the controller found the table would refuse
  /// (R23: the table already had the row), and reloaded a second time with an error.
  @Test func changeWaitingForTheNextTurn_thenTheAppsReload_isShownByTheReload_noRefusedBatch()
    throws
  {
    let model = ArrayTableModel((0..<5).map { Tweet($0) })
    var changed = false
    let fixture = show(model) { tweet, _ in
      guard tweet.id == 0, !changed else { return }
      changed = true
      model.insert(Tweet(50), at: 0)
    }
    #expect(changed, "in the fixture's first layout")
    let reloads = fixture.table.reloadCount
    fixture.core.reloadData()
    try fixture.table.settle()
    #expect(fixture.table.reloadCount == reloads + 1, "one reload")
    #expect(fixture.batches.isEmpty)
    #expect(fixture.diagnostics.isEmpty, "\(fixture.diagnostics)")
    expectTableShowsModel(model, fixture)
  }
}
