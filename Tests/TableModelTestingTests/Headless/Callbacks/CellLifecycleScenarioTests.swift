import TableModelTestSupport
import TableModelTesting
import Testing

/// Records, at each `willDisplay`, the state the table gave the cell.
@MainActor
private final class StateRecordingDelegate: HeadlessTableViewDelegate {
  var states: [String] = []

  func tableView(
    _ tableView: HeadlessTableView, willDisplay cell: HeadlessTableViewCell,
    forRowAt rowPath: RowPath
  ) {
    states.append(
      "\(rowPath) selected \(cell.isSelected) editing \(cell.isEditing) \(cell.editingStyle.name)")
  }
}

/// A delegate that runs `onEnd` in every `didEndDisplaying`, to act from inside it as an app
/// might.
@MainActor
private final class EndDisplayHookDelegate: HeadlessTableViewDelegate {
  var onEnd: ((HeadlessTableView) -> Void)?

  func tableView(
    _ tableView: HeadlessTableView, didEndDisplaying cell: HeadlessTableViewCell,
    forRowAt rowPath: RowPath
  ) {
    onEnd?(tableView)
  }
}

/// Scenarios KS01–KS06 of `uikit-callback-rules.md` §1.2: the cell lifecycle (K1–K10).
@MainActor
@Suite struct CellLifecycleScenarioTests {
  /// The table's delegate, kept alive for the test (the table holds it weakly).
  private let delegate = RecordingDelegate()

  /// A loaded table of `rows` rows whose delegate is set, with an empty callback log.
  private func table(_ rows: Int, visibleRows: Int? = nil) throws -> (
    HeadlessFixture, RecordingDelegate
  ) {
    let fixture = HeadlessFixture(
      [rows], height: visibleRows.map { Double($0) * 44 } ?? 1_000_000, load: false)
    fixture.table.delegate = delegate
    try fixture.table.reloadData()
    try fixture.table.layoutIfNeeded()
    fixture.table.clearCallbackLog()
    return (fixture, delegate)
  }

  /// A loaded table of 30 rows, 430 pt tall (rows 0–9 show, row 9 in part), whose delegate is
  /// set, scrolled by 5 pt after its callback log was cleared: row 10 stays out of view and is
  /// prepared at the next run-loop turn when prefetching is on.
  private func scrolledTable(prefetching: Bool = true) throws -> HeadlessFixture {
    let fixture = HeadlessFixture([30], height: 430, load: false)
    fixture.table.isPrefetchingEnabled = prefetching
    fixture.table.delegate = delegate
    try fixture.table.reloadData()
    try fixture.table.layoutIfNeeded()
    fixture.table.clearCallbackLog()
    try fixture.table.setContentOffset(5)
    return fixture
  }

  @Test func ks01_deletedRow_endsDisplayWithItsOldPathAtAnimationEnd_thenCompletion() throws {
    let (fixture, delegate) = try table(5)
    let table = fixture.table
    let c2 = table.cellForRow(at: p(0, 2))
    var finished: Bool?
    try table.performBatchUpdates(
      {
        fixture.source.sections[0].remove(at: 2)
        try table.deleteRows(at: [p(0, 2)])
      }, completion: { finished = $0 })
    #expect(table.calls("cellForRowAt").isEmpty, "commit: no cellForRowAt")
    #expect(table.calls("didEndDisplaying").isEmpty)
    #expect(finished == nil)
    try table.finishAnimations()
    #expect(
      table.calls("didEndDisplaying", "completion") == [
        .init(phase: .animationEnd, name: "didEndDisplaying", rowPath: p(0, 2), cell: id(c2)),
        .init(phase: .animationEnd, name: "completion"),
      ])
    #expect(finished == true)
    #expect(delegate.events.filter { $0.hasPrefix("didEnd") } == ["didEndDisplaying [0, 2]"])
  }

  /// KS02, K6–K7: an insert at the top of a full viewport gets its cell during the commit,
  /// before the batch returns; the cell pushed out of the viewport ends at the end of the
  /// animations, with its new index path.
  @Test func ks02_insertAtTop_makesTheNewCellAtCommit_andEndsThePushedOutCellWithItsNewPath() throws
  {
    let (fixture, _) = try table(20, visibleRows: 5)
    let table = fixture.table
    let c4 = table.cellForRow(at: p(0, 4))
    var returned = false
    try table.performBatchUpdates {
      fixture.source.sections[0].insert("new", at: 0)
      try table.insertRows(at: [p(0, 0)])
    }
    returned = true
    #expect(returned)
    #expect(
      table.callLines("cellForRowAt", "willDisplay")
        == ["commit cellForRowAt [0, 0]", "commit willDisplay [0, 0]"])
    #expect(table.calls("didEndDisplaying").isEmpty)
    try table.finishAnimations()
    #expect(
      table.calls("didEndDisplaying") == [
        .init(phase: .animationEnd, name: "didEndDisplaying", rowPath: p(0, 5), cell: id(c4))
      ])
  }

  @Test func ks03_bareReload_makesANewCellInTheCall_andEndsTheOldOneAtAnimationEnd() throws {
    let (fixture, _) = try table(5)
    let table = fixture.table
    let c2 = table.cellForRow(at: p(0, 2))
    try table.reloadRows(at: [p(0, 2)])
    let made = table.calls("cellForRowAt", "willDisplay")
    #expect(made.map(\.description) == ["call cellForRowAt [0, 2]", "call willDisplay [0, 2]"])
    #expect(made.first?.cell != id(c2), "a reload gets a cell other than the one animating out")
    #expect(made.count == 2 && made.first?.cell == made.last?.cell)
    #expect(table.calls("didEndDisplaying").isEmpty)
    try table.finishAnimations()
    #expect(
      table.calls("didEndDisplaying") == [
        .init(phase: .animationEnd, name: "didEndDisplaying", rowPath: p(0, 2), cell: id(c2))
      ])
  }

  /// KS04, K8: `reloadData` reads the counts and ends every displayed cell inside the call, each
  /// with its index path before the reload, and makes no cell; the next layout does.
  ///
  /// K8's order: the cells end their display first, then the counts are asked (UIKit rebuilds
  /// its row data once its visible cells are removed).
  @Test func ks04_reloadData_endsEveryCellInTheCall_andMakesCellsAtTheNextLayout() throws {
    let (fixture, _) = try table(3)
    let table = fixture.table
    let cells = (0..<3).map { table.cellForRow(at: p(0, $0)) }
    fixture.source.sections = [["only"]]
    table.clearCallbackLog()
    try table.reloadData()
    #expect(table.callLines("numberOfSections", "numberOfRowsInSection").count == 2)
    #expect(
      table.calls("numberOfSections", "numberOfRowsInSection").allSatisfy { $0.phase == .call })
    let ended = table.calls("didEndDisplaying")
    #expect(ended.count == 3, "once per cell")
    #expect(
      Set(ended)
        == Set(
          (0..<3).map {
            HeadlessTableView.Callback(
              phase: .call, name: "didEndDisplaying", rowPath: p(0, $0), cell: id(cells[$0]))
          }), "c0, c1, c2 with (0,0), (0,1), (0,2), in the call; their order is not asserted")
    #expect(
      table.calls("didEndDisplaying", "numberOfSections", "numberOfRowsInSection").map(\.name)
        == [
          "didEndDisplaying", "didEndDisplaying", "didEndDisplaying", "numberOfSections",
          "numberOfRowsInSection",
        ], "the counts are asked after the cells end their display (K8)")
    #expect(table.calls("cellForRowAt").isEmpty, "no cell is made inside reloadData")
    try table.layoutIfNeeded()
    #expect(
      table.callLines("cellForRowAt", "willDisplay")
        == ["layout cellForRowAt [0, 0]", "layout willDisplay [0, 0]"])
    #expect(table.diagnostics.isEmpty)
  }

  /// KS05, K6: a moved row keeps its cell, with no `cellForRowAt`, `willDisplay` or
  /// `didEndDisplaying`.
  @Test func ks05_move_keepsTheCell_withNoCellCallbacks() throws {
    let (fixture, _) = try table(3)
    let table = fixture.table
    let c0 = table.cellForRow(at: p(0, 0))
    try table.performBatchUpdates {
      let row = fixture.source.sections[0].remove(at: 0)
      fixture.source.sections[0].insert(row, at: 2)
      try table.moveRow(at: p(0, 0), to: p(0, 2))
    }
    try table.settle()
    #expect(table.calls("cellForRowAt", "willDisplay", "didEndDisplaying").isEmpty)
    #expect(table.cellForRow(at: p(0, 2)) === c0)
  }

  @Test func ks06_preparedCell_getsCellForRowAtWithoutWillDisplay_thenWillDisplayAlone() throws {
    let fixture = try scrolledTable()
    #expect(fixture.table.calls("cellForRowAt").isEmpty, "prepared at the next run-loop turn")
    try fixture.table.runLoopTurn()
    #expect(
      fixture.table.callLines("cellForRowAt", "willDisplay") == ["afterCommit cellForRowAt [0, 10]"]
    )
    #expect(fixture.table.preparedRows == [p(0, 10)])
    let prepared = fixture.table.cellForRow(at: p(0, 10))
    #expect(prepared != nil, "cellForRow(at:) returns prepared cells too")
    #expect(!fixture.table.indexPathsForVisibleRows.contains(p(0, 10)))
    fixture.table.clearCallbackLog()
    try fixture.table.setContentOffset(44)
    #expect(
      fixture.table.callLines("cellForRowAt", "willDisplay") == ["layout willDisplay [0, 10]"])
    #expect(fixture.table.calls("willDisplay").first?.cell == id(prepared))
    #expect(fixture.table.preparedRows == [p(0, 0)], "row 0 scrolled just out: kept prepared (K9)")
  }

  @Test func preparedCellOfADeletedRow_goesToThePoolWithoutDidEndDisplaying() throws {
    let fixture = try scrolledTable()
    try fixture.table.runLoopTurn()
    let prepared = try #require(fixture.table.cellForRow(at: p(0, 10)))
    let pooled = fixture.table.reusePoolCount(forIdentifier: "Cell")
    fixture.table.clearCallbackLog()
    try fixture.table.performBatchUpdates {
      fixture.source.sections[0].remove(at: 10)
      try fixture.table.deleteRows(at: [p(0, 10)])
    }
    try fixture.table.settle()
    #expect(fixture.table.preparedRows.isEmpty)
    #expect(fixture.table.calls("didEndDisplaying", "willDisplay").isEmpty, "K10")
    #expect(fixture.table.reusePoolCount(forIdentifier: "Cell") == pooled + 1)
    #expect(fixture.table.cellForRow(at: p(0, 10)) !== prepared)
  }

  /// `uikit-batch-rules.md` §1.5: only a row with no existing cell, "not visible / not
  /// prepared", has its reload dropped; a prepared row's reload replaces its cell (K10), and
  /// meets a delete of the same row as R4.
  @Test func reloadOfAPreparedRow_isKept_itsPreparedCellGoesToThePool() throws {
    let fixture = try scrolledTable()
    try fixture.table.runLoopTurn()
    #expect(fixture.table.preparedRows == [p(0, 10)])
    let refusal = tableUpdateRefusal {
      try fixture.table.performBatchUpdates {
        fixture.source.sections[0].remove(at: 10)
        try fixture.table.reloadRows(at: [p(0, 10)])
        try fixture.table.deleteRows(at: [p(0, 10)])
      }
    }
    #expect(refusal?.rule == .deleteAndReloadSameIndexPath)
    fixture.source.sections[0].insert("changed", at: 10)
    fixture.table.clearCallbackLog()
    try fixture.table.performBatchUpdates { try fixture.table.reloadRows(at: [p(0, 10)]) }
    try fixture.table.settle()
    #expect(fixture.table.preparedRows.isEmpty)
    #expect(fixture.table.calls("didEndDisplaying").isEmpty, "K10")
    try fixture.table.setContentOffset(44)
    #expect(fixture.table.cellForRow(at: p(0, 10))?.text == "changed")
  }

  @Test func reconfigure_updatesAPreparedCellInPlace() throws {
    let fixture = try scrolledTable()
    try fixture.table.runLoopTurn()
    let prepared = try #require(fixture.table.cellForRow(at: p(0, 10)))
    fixture.source.sections[0][10] = "changed"
    fixture.table.clearCallbackLog()
    try fixture.table.reconfigureRows(at: [p(0, 10)])
    #expect(fixture.table.callLines("cellForRowAt", "willDisplay") == ["call cellForRowAt [0, 10]"])
    #expect(fixture.table.cellForRow(at: p(0, 10)) === prepared)
    #expect(prepared.text == "changed")
  }

  @Test func prefetchingOff_preparesNoCell() throws {
    let fixture = try scrolledTable(prefetching: false)
    try fixture.table.settle()
    #expect(fixture.table.preparedRows.isEmpty)
    #expect(fixture.source.cellRequests.count == 10)
  }

  /// K9 (`tf-prefetch`: "more than one pair of willDisplay + didEndDisplaying for the same
  /// prepared cell"): a cell that a scroll takes just out of view ends its display but stays
  /// prepared, and scrolling back shows it again with `willDisplay` alone — an app that unbinds
  /// a cell in `didEndDisplaying` and binds it only in `cellForRowAt` shows it empty.
  @Test func k9_cellScrolledJustOutOfView_staysPrepared_andComesBackWithWillDisplayAlone() throws {
    let fixture = HeadlessFixture([30], height: 430, load: false)
    fixture.table.delegate = delegate
    try fixture.table.reloadData()
    try fixture.table.layoutIfNeeded()
    let first = try #require(fixture.table.cellForRow(at: p(0, 0)))
    fixture.table.clearCallbackLog()
    try fixture.table.setContentOffset(44)
    #expect(fixture.table.calls("didEndDisplaying").map(\.cell) == [id(first)])
    #expect(fixture.table.preparedRows == [p(0, 0)])
    #expect(fixture.table.cellForRow(at: p(0, 0)) === first, "K9: prepared cells are returned")
    fixture.table.clearCallbackLog()
    try fixture.table.setContentOffset(0)
    #expect(
      fixture.table.callLines("cellForRowAt", "willDisplay", "didEndDisplaying") == [
        "layout didEndDisplaying [0, 10]", "layout willDisplay [0, 0]",
      ])
    #expect(fixture.table.calls("willDisplay").first?.cell == id(first))
    #expect(fixture.table.preparedRows == [p(0, 10)])
  }

  /// Without prefetching a cell that scrolls out goes to the pool, and scrolling back asks for
  /// a cell again (K9: "Setting `isPrefetchingEnabled = false` turns this off").
  @Test func k9_withoutPrefetching_aCellScrolledOut_isPooled_andTheRowAsksForACellAgain() throws {
    let fixture = HeadlessFixture([30], height: 430, load: false)
    fixture.table.isPrefetchingEnabled = false
    fixture.table.delegate = delegate
    try fixture.table.reloadData()
    try fixture.table.layoutIfNeeded()
    try fixture.table.setContentOffset(44)
    #expect(fixture.table.preparedRows.isEmpty)
    fixture.table.clearCallbackLog()
    try fixture.table.setContentOffset(0)
    #expect(
      fixture.table.callLines("cellForRowAt", "willDisplay") == [
        "layout cellForRowAt [0, 0]", "layout willDisplay [0, 0]",
      ])
  }

  /// K2: a cell that becomes visible gets `cellForRowAt` then `willDisplay` with the same index
  /// path, back to back, and by `willDisplay` the table has applied its own state: the selection
  /// from its selection set and the editing control.
  @Test func k2_cellForRowAtThenWillDisplay_backToBack_withTheTablesStateApplied() throws {
    let fixture = HeadlessFixture([3], load: false)
    let delegate = StateRecordingDelegate()
    fixture.table.delegate = delegate
    fixture.table.setEditing(true, animated: false)
    try fixture.table.reloadData()
    try fixture.table.selectRow(at: p(0, 1), animated: false, scrollPosition: .none)
    fixture.table.clearCallbackLog()
    try fixture.table.layoutIfNeeded()
    #expect(
      fixture.table.callLines("cellForRowAt", "willDisplay") == [
        "layout cellForRowAt [0, 0]", "layout willDisplay [0, 0]",
        "layout cellForRowAt [0, 1]", "layout willDisplay [0, 1]",
        "layout cellForRowAt [0, 2]", "layout willDisplay [0, 2]",
      ])
    let made = fixture.table.calls("cellForRowAt").map(\.cell)
    #expect(fixture.table.calls("willDisplay").map(\.cell) == made, "the cell it was given")
    #expect(
      delegate.states == [
        "[0, 0] selected false editing true delete",
        "[0, 1] selected true editing true delete",
        "[0, 2] selected false editing true delete",
      ])
  }

  /// K3: `didEndDisplaying` pairs with `willDisplay`, once per display, through scrolls,
  /// prepared cells, batches that delete, reload, insert and push cells out, and `reloadData`; a
  /// prepared cell that was never displayed gets none.
  @Test func k3_everyDidEndDisplaying_endsOneEarlierWillDisplayOfTheSameCell() throws {
    let fixture = HeadlessFixture([30], height: 220, load: false)
    fixture.table.delegate = delegate
    let table = fixture.table
    try table.layoutIfNeeded()
    try table.setContentOffset(5)
    try table.runLoopTurn()  // row 5 is prepared
    #expect(!table.preparedRows.isEmpty)
    try table.performBatchUpdates {
      fixture.source.sections[0].remove(at: 1)
      fixture.source.sections[0].insert("new", at: 0)
      try table.deleteRows(at: [p(0, 1)])
      try table.insertRows(at: [p(0, 0)])
      try table.reloadRows(at: [p(0, 3)])
    }
    try table.settle()
    fixture.source.sections[0].insert("top", at: 0)
    try table.insertRows(at: [p(0, 0)])
    try table.setContentOffset(44 * 12)
    try table.reloadData()
    try table.settle()
    var displayed = Set<ObjectIdentifier>()
    var ends = 0
    for call in table.callbackLog {
      guard let cell = call.cell else { continue }
      switch call.name {
      case "willDisplay":
        #expect(displayed.insert(cell).inserted, "displayed twice without an end: \(call)")
      case "didEndDisplaying":
        ends += 1
        #expect(displayed.remove(cell) != nil, "an end without a display: \(call)")
      default: break
      }
    }
    #expect(ends > 5)
  }

  /// K6: rows a batch shifts but leaves on screen keep their cells, with no `cellForRowAt`,
  /// `willDisplay` or `didEndDisplaying`; only the inserted row gets a cell.
  @Test func k6_rowsShiftedByABatch_keepTheirCells_withoutCellCallbacks() throws {
    let (fixture, _) = try table(5)
    let table = fixture.table
    let cells = (0..<5).map { table.cellForRow(at: p(0, $0)) }
    try table.performBatchUpdates {
      fixture.source.sections[0].insert("new", at: 0)
      try table.insertRows(at: [p(0, 0)])
    }
    try table.settle()
    #expect(
      table.callLines("cellForRowAt", "willDisplay", "didEndDisplaying") == [
        "commit cellForRowAt [0, 0]", "commit willDisplay [0, 0]",
      ])
    #expect((1...5).map { table.cellForRow(at: p(0, $0)) }.map(id) == cells.map(id))
  }

  /// K7: a row a batch brings into the viewport (a delete above it) gets its cell during the
  /// commit, at its new index path; the deleted row's cell ends at the end of the animations
  /// with its old one (K4).
  @Test func k7_rowThatEntersTheViewportInABatch_getsItsCellAtCommit_atItsNewPath() throws {
    let (fixture, _) = try table(20, visibleRows: 5)
    let table = fixture.table
    let c0 = table.cellForRow(at: p(0, 0))
    try table.performBatchUpdates {
      fixture.source.sections[0].remove(at: 0)
      try table.deleteRows(at: [p(0, 0)])
    }
    #expect(
      table.callLines("cellForRowAt", "willDisplay", "didEndDisplaying") == [
        "commit cellForRowAt [0, 4]", "commit willDisplay [0, 4]",
      ])
    #expect(table.cellForRow(at: p(0, 4))?.text == "0.5")
    try table.finishAnimations()
    #expect(
      table.calls("didEndDisplaying") == [
        .init(phase: .animationEnd, name: "didEndDisplaying", rowPath: p(0, 0), cell: id(c0))
      ])
  }

  /// K8: `reloadData` suspends reloads while it ends the display of the cells: a `reloadData()`
  /// from `didEndDisplaying` there makes no nested data-source call, and runs once the first
  /// reload is over.
  @Test func k8_reloadDataFromDidEndDisplayingOfAReload_runsAfterIt_notNestedInIt() throws {
    let fixture = HeadlessFixture([5])
    let delegate = EndDisplayHookDelegate()
    fixture.table.delegate = delegate
    var nested: [String]?
    delegate.onEnd = { table in
      guard nested == nil else { return }
      let before = table.callbackLog.count
      do { try table.reloadData() } catch { Issue.record(error) }
      nested = table.callbackLog[before...].map(\.description)
    }
    let reloads = fixture.table.reloadCount
    fixture.table.clearCallbackLog()
    try fixture.table.reloadData()
    #expect(nested == [], "no nested data-source call")
    #expect(fixture.table.calls("didEndDisplaying").count == 5, "the first reload ended every cell")
    #expect(fixture.table.reloadCount == reloads + 2, "the requested reload ran after the first")
    #expect(fixture.table.calls("numberOfSections").count == 2)
  }

  /// K8: `setEditing` suspends reloads while it gives the visible cells their editing state: a
  /// `reloadData()` from `canEditRowAt` there runs after the loop, not in the middle of it.
  @Test func k8_reloadDataFromAnEditingQueryOfSetEditing_runsAfterTheCellLoop() throws {
    let fixture = HeadlessFixture([5])
    let table = fixture.table
    var nested: [String]?
    fixture.source.canEdit = { [weak table] _ in
      if nested == nil, let table {
        nested = []
        let before = table.callbackLog.count
        do { try table.reloadData() } catch { Issue.record(error) }
        nested = table.callbackLog[before...].map(\.description)
      }
      return true
    }
    let reloads = table.reloadCount
    table.clearCallbackLog()
    table.setEditing(true, animated: false)
    #expect(nested == [], "no nested data-source call")
    #expect(table.calls("canEditRowAt").count == 5, "every visible cell got its editing state")
    #expect(table.reloadCount == reloads + 1, "then the reload ran")
  }

  /// K1: a table that needs a cell without a data source — set to `nil`, or released, as the
  /// table holds it weakly — raises `UITableView dataSource is not set`; the headless table
  /// throws that instead of making a cell of its own, and stays as it was.
  @Test func k1_layoutThatNeedsACellWithoutADataSource_throwsUIKitsMessage() throws {
    let fixture = HeadlessFixture([30], height: 220)
    fixture.table.dataSource = nil
    #expect {
      try fixture.table.setContentOffset(44 * 10)
    } throws: { error in
      let error = error as? TableUpdateError
      return error?.rule == .dataSourceNotSet
        && error?.message == "UITableView dataSource is not set"
    }
    #expect(fixture.table.contentOffset == 0)
    #expect(fixture.table.indexPathsForVisibleRows == (0..<5).map { p(0, $0) })
  }
}
