import TableModelScenarioCells
import TableModelScenarios
import TableModelTestSupport
import TableModelTesting
import Testing

/// A reload asked from inside a transaction of the model below a stack of layers — through the
/// controller, or the table's own `reloadData()` as an app calls `UITableView`'s.
///
/// Inside the transaction, the model below has changed and the filter above it has not heard
/// of it yet. Before, the controller's reload ended the display of the table's cells and looked
/// each cell's row up in that half-changed stack: the program stopped with a contract message
/// of `LoadMoreLayer.item(at:)` — a call the app never made.
@MainActor
@Suite struct ReloadInsideTransactionTests {
  /// Controller → filter → load-more → empty state → tweets, the table on screen.
  private func stack() -> (
    ArrayTableModel<Tweet>,
    ControllerFixture<FilterLayer<LoadMoreLayer<EmptyStateLayer<ArrayTableModel<Tweet>>>>>
  ) {
    let tweets = ArrayTableModel((0..<3).map { Tweet($0) })
    let top = tweets.withEmptyState("No tweets").withLoadMore {}.filtered { _ in true }
    return (tweets, ControllerFixture(top) { $0.cells.register(TweetCell.self) })
  }

  @Test func controllerReload_waitsForTheTransaction_andShowsItsResult() throws {
    let (tweets, fixture) = stack()
    let reloads = fixture.table.reloadCount
    tweets.performTransaction {
      tweets.remove(at: 0)
      fixture.core.reloadData()
      tweets.append(Tweet(9))
    }
    try fixture.table.settle()
    #expect(fixture.table.reloadCount == reloads + 1, "one reload, once the change arrived")
    #expect(fixture.batches.isEmpty, "the change reached the table as the reload")
    #expect(
      fixture.shownTexts == [["@ada — tweet 1", "@ada — tweet 2", "@ada — tweet 9", "Loading…"]])
    // Operations that cancel out publish no change: the reload comes as the transaction ends.
    tweets.performTransaction {
      tweets.append(Tweet(7))
      fixture.core.reloadData()
      tweets.remove(at: tweets.count - 1)
    }
    #expect(fixture.table.reloadCount == reloads + 2)
    // The next change animates again.
    tweets.remove(at: 0)
    #expect(fixture.batches.last?.calls == [.deleteRows([p(0, 0)], .automatic)])
    try fixture.table.settle()
    #expect(fixture.shownTexts == [["@ada — tweet 2", "@ada — tweet 9", "Loading…"]])
    #expect(fixture.diagnostics.isEmpty)
  }

  /// The app reads the controller inside the transaction — items, section models, the
  /// selection, counts: it gets no item (the stack is half changed), and its read is not taken
  /// for the table's, so the change still animates.
  @Test func appReadsInsideTheTransaction_answerNothing_andTheChangeStillAnimates() throws {
    let (tweets, fixture) = stack()
    try fixture.table.selectRow(at: p(0, 1), animated: false, scrollPosition: .none)
    let reloads = fixture.table.reloadCount
    tweets.performTransaction {
      tweets.append(Tweet(9))
      #expect(fixture.core.item(at: p(0, 0)) == nil)
      #expect(fixture.core.sectionModel(at: 0) == nil)
      #expect(fixture.core.selectedItems.isEmpty)
      #expect(fixture.core.numberOfRows(inSection: 0) == 4, "the shape the table read")
    }
    #expect(fixture.table.reloadCount == reloads, "no reload")
    #expect(fixture.batches.last?.calls == [.insertRows([p(0, 3)], .automatic)])
    try fixture.table.settle()
    #expect(
      fixture.shownTexts == [
        ["@ada — tweet 0", "@ada — tweet 1", "@ada — tweet 2", "@ada — tweet 9", "Load More"]
      ])
    #expect(fixture.diagnostics.isEmpty)
  }

  /// The table reloads itself, measuring every row (no estimated heights), and lays out, while
  /// the stack is half changed: the controller answers it without reading the stack — the shape
  /// the table last read, rows without items — and the change reaches it as a reload.
  @Test func tableReloadAndLayout_insideTheTransaction_showTheResultOnceItEnds() throws {
    let (tweets, fixture) = stack()
    fixture.table.estimatedRowHeight = 0
    try fixture.table.reloadData()
    try fixture.table.settle()
    tweets.performTransaction {
      tweets.remove(at: 0)
      tweets.remove(at: 0)
      try? fixture.table.reloadData()
      try? fixture.table.layoutIfNeeded()
      tweets.remove(at: 0)
    }
    try fixture.table.settle()
    #expect(fixture.shownTexts == [["No tweets", "Loading…"]])
    #expect(fixture.core.item(at: p(0, 0)) != nil, "the stack is read again once it changed")
    #expect(fixture.diagnostics.isEmpty)
  }

  /// The table reads the model inside a transaction while a change made during its layout
  /// waits for the layout to end.
  ///
  /// Both changes then reach the table as one reload. That reload
  /// answered what the table asked: the next change animates. Before, the controller still
  /// remembered that the table had asked, and reloaded the table on the next change instead of
  /// animating it.
  @Test func tableReadInsideTransaction_whileALayoutChangeWaits_theNextChangeAnimates() throws {
    let items = ArrayTableModel((1...2).map { TestItem($0) })
    var appendedFromLayout = false
    let fixture = ControllerFixture(items) {
      $0.cells.register(HeadlessTableViewCell.self, for: TestItem.self) { cell, item in
        cell.text = "\(item.id)"
        // The configuration of row 3 adds row 4: a change from inside the layout, which waits.
        if item.id == 3, !appendedFromLayout {
          appendedFromLayout = true
          items.append(TestItem(4))
        }
      }
    }
    items.append(TestItem(3))
    try fixture.table.layoutIfNeeded()
    #expect(appendedFromLayout && items.count == 4)
    items.performTransaction {
      items.append(TestItem(5))
      try? fixture.table.reloadData()  // the app reloads the table: it asks while the model changes
    }
    try fixture.table.settle()
    #expect(fixture.shownTexts == [["1", "2", "3", "4", "5"]])
    let reloads = fixture.table.reloadCount
    let batches = fixture.batches.count
    items.append(TestItem(6))
    #expect(fixture.table.reloadCount == reloads, "a batch, not a reload")
    #expect(fixture.batches.count == batches + 1)
    #expect(fixture.batches.last?.calls == [.insertRows([p(0, 5)], .automatic)])
    try fixture.table.settle()
    #expect(fixture.shownTexts == [["1", "2", "3", "4", "5", "6"]])
    #expect(fixture.diagnosticKinds.allSatisfy { $0 == .changesCoalesced })
  }
}
