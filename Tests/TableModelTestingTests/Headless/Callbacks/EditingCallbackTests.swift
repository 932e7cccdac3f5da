import TableModelTestSupport
import TableModelTesting
import Testing

/// A data source of one section whose rows can all move, and that records what the table asks
/// during editing and reordering; `onMove` runs inside `tableView(_:moveRowAt:to:)`.
@MainActor
private final class ReorderSource: HeadlessTableViewDataSource {
  var rows: [String]
  var events: [String] = []
  var onMove: ((HeadlessTableView) throws -> Void)?

  init(_ count: Int) { rows = (0..<count).map { "r\($0)" } }

  func numberOfSections(in tableView: HeadlessTableView) -> Int {
    events.append("numberOfSections")
    return 1
  }

  func tableView(_ tableView: HeadlessTableView, numberOfRowsInSection section: Int) -> Int {
    events.append("numberOfRows \(section)")
    return rows.count
  }

  func tableView(_ tableView: HeadlessTableView, cellForRowAt rowPath: RowPath)
    -> HeadlessTableViewCell
  {
    events.append("cellForRow \(rowPath)")
    let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: rowPath)
    cell.text = rows[rowPath.row]
    return cell
  }

  func tableView(_ tableView: HeadlessTableView, canEditRowAt rowPath: RowPath) -> Bool {
    events.append("canEdit \(rowPath)")
    return true
  }

  func tableView(_ tableView: HeadlessTableView, canMoveRowAt rowPath: RowPath) -> Bool {
    events.append("canMove \(rowPath)")
    return true
  }

  func tableView(
    _ tableView: HeadlessTableView, moveRowAt sourceRowPath: RowPath,
    to destinationRowPath: RowPath
  ) {
    events.append("moveRow \(sourceRowPath) → \(destinationRowPath)")
    // The table already shows the move (K24).
    events.append("table shows \(tableView.cellForRow(at: destinationRowPath)?.text ?? "-")")
    rows.insert(rows.remove(at: sourceRowPath.row), at: destinationRowPath.row)
    try? onMove?(tableView)
  }
}

/// A data source with the required methods only: three rows.
@MainActor
private final class MinimalSource: HeadlessTableViewDataSource {
  func tableView(_ tableView: HeadlessTableView, numberOfRowsInSection section: Int) -> Int { 3 }

  func tableView(_ tableView: HeadlessTableView, cellForRowAt rowPath: RowPath)
    -> HeadlessTableViewCell
  {
    tableView.dequeueReusableCell(withIdentifier: "Cell", for: rowPath)
  }
}

/// Records the editing and reordering questions of the delegate.
@MainActor
private final class ReorderDelegate: HeadlessTableViewDelegate {
  var events: [String] = []

  func tableView(_ tableView: HeadlessTableView, editingStyleForRowAt rowPath: RowPath)
    -> RowBehavior.EditingStyle
  {
    events.append("editingStyle \(rowPath)")
    return .delete
  }

  func tableView(
    _ tableView: HeadlessTableView, targetIndexPathForMoveFromRowAt sourceRowPath: RowPath,
    toProposedIndexPath proposedDestination: RowPath
  ) -> RowPath {
    events.append("target \(sourceRowPath) \(proposedDestination)")
    return proposedDestination
  }
}

/// `uikit-callback-rules.md` §8, editing mode and reordering: K47–K50, KS38–KS41.
@MainActor
@Suite struct EditingCallbackTests {
  /// Five rows, all visible, loaded; the source's and delegate's records cleared.
  fileprivate static func fiveRows() throws -> (HeadlessTableView, ReorderSource, ReorderDelegate) {
    let table = HeadlessTableView(height: 1000)
    table.register(HeadlessTableViewCell.self, forCellReuseIdentifier: "Cell")
    let source = ReorderSource(5)
    let delegate = ReorderDelegate()
    table.dataSource = source
    table.delegate = delegate
    try table.reloadData()
    try table.layoutIfNeeded()
    source.events = []
    return (table, source, delegate)
  }

  @Test func ks38_setEditing_asksTheEditingQuestionsOfTheVisibleRows_withoutNewCellsOrCounts()
    throws
  {
    let (table, source, delegate) = try Self.fiveRows()
    let cells = table.visibleCells
    table.setEditing(true, animated: false)
    let rows = (0..<5).map { p(0, $0) }
    #expect(delegate.events == rows.map { "editingStyle \($0)" })
    #expect(source.events.filter { $0.hasPrefix("canEdit") } == rows.map { "canEdit \($0)" })
    #expect(!source.events.contains { $0.hasPrefix("cellForRow") || $0.hasPrefix("number") })
    #expect(table.visibleCells.elementsEqual(cells, by: ===), "the same cells")
    #expect(cells.allSatisfy { $0.isEditing && $0.editingStyle == .delete })
  }

  /// KS39, K49: while a row is dragged, `targetIndexPathForMoveFromRowAt` is asked at every
  /// position with the original source, then one `moveRowAt` to the returned destination; no
  /// counts, no `cellForRowAt`, and the dragged cell stays the same object.
  @Test func ks39_drag_asksForATargetAtEveryPosition_fromTheOriginalSource_thenMovesOnce()
    throws
  {
    let (table, source, delegate) = try Self.fiveRows()
    table.setEditing(true, animated: false)
    let dragged = table.cellForRow(at: p(0, 0))
    source.events = []
    delegate.events = []
    table.clearCallbackLog()
    table.beginInteractiveMove(ofRowAt: p(0, 0))
    #expect(table.hasUncommittedUpdates)
    table.updateInteractiveMove(to: p(0, 1))
    table.updateInteractiveMove(to: p(0, 2))
    let destination = try table.endInteractiveMove()
    #expect(destination == p(0, 2))
    #expect(!table.hasUncommittedUpdates)
    #expect(delegate.events == ["target [0, 0] [0, 1]", "target [0, 0] [0, 2]"])
    #expect(source.events == ["canMove [0, 0]", "moveRow [0, 0] → [0, 2]", "table shows r0"])
    #expect(table.cellForRow(at: p(0, 2)) === dragged, "the dragged cell is the same object")
    #expect(source.rows == ["r1", "r2", "r0", "r3", "r4"])
    #expect(
      table.callbackLog.filter { $0.rowPath != nil }.map(\.description) == [
        "call canMoveRowAt [0, 0]",
        "call targetIndexPathForMoveFromRowAt [0, 0]",
        "call targetIndexPathForMoveFromRowAt [0, 0]",
        "call moveRowAt [0, 0]",
      ])
  }

  /// KS40, K24: the drag of KS39 — (0,0) over (0,1), then (0,2), dropped — whose `moveRowAt`
  /// also calls `tableView.moveRow(at: (0,0), to: (0,2))` applies the move twice: a conformance
  /// error.
  @Test func ks40_tableUpdateForTheSameMoveInsideMoveRowAt_stopsWithAMessage() async {
    let result = await #expect(
      processExitsWith: .failure, observing: [\.standardErrorContent]
    ) {
      await MainActor.run {
        guard let (table, source, _) = try? EditingCallbackTests.fiveRows() else { return }
        table.setEditing(true, animated: false)
        source.onMove = { try $0.moveRow(at: p(0, 0), to: p(0, 2)) }
        table.beginInteractiveMove(ofRowAt: p(0, 0))
        table.updateInteractiveMove(to: p(0, 1))
        table.updateInteractiveMove(to: p(0, 2))
        _ = try? table.endInteractiveMove()
      }
    }
    let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    #expect(message.contains("was called from tableView(_:moveRowAt:to:)"))
    #expect(message.contains("K24"))
  }

  @Test func ks41_reloadDataDuringADrag_cancelsTheReorder_withoutMoveRowAt() throws {
    let (table, source, _) = try Self.fiveRows()
    table.setEditing(true, animated: false)
    table.beginInteractiveMove(ofRowAt: p(0, 0))
    table.updateInteractiveMove(to: p(0, 3))
    try table.reloadData()
    #expect(!table.hasUncommittedUpdates)
    #expect(!source.events.contains { $0.hasPrefix("moveRow") })
    #expect(table.cellForRow(at: p(0, 0))?.text == "r0", "nothing moved")
  }

  @Test func k50_batchDuringADrag_cancelsTheReorder() throws {
    let (table, source, _) = try Self.fiveRows()
    table.setEditing(true, animated: false)
    table.beginInteractiveMove(ofRowAt: p(0, 1))
    source.rows.append("r5")
    try table.insertRows(at: [p(0, 5)])
    #expect(!table.hasUncommittedUpdates)
    #expect(!source.events.contains { $0.hasPrefix("moveRow") })
  }

  @Test func openQuestion5_dropAtTheOrigin_stillSendsMoveRowAt() throws {
    let (table, source, _) = try Self.fiveRows()
    table.setEditing(true, animated: false)
    table.beginInteractiveMove(ofRowAt: p(0, 2))
    #expect(try table.endInteractiveMove() == p(0, 2))
    #expect(source.events.contains("moveRow [0, 2] → [0, 2]"))
  }

  @Test func k47_setEditingDuringADrag_waitsForTheDrop() throws {
    let (table, source, _) = try Self.fiveRows()
    table.setEditing(true, animated: false)
    table.beginInteractiveMove(ofRowAt: p(0, 0))
    table.updateInteractiveMove(to: p(0, 1))
    source.events = []
    table.setEditing(false, animated: true)
    #expect(table.isEditing, "stored until the drag ends")
    #expect(table.visibleCells.allSatisfy { $0.isEditing })
    #expect(source.events.isEmpty, "no editing questions yet")
    try table.endInteractiveMove()
    #expect(source.events.first == "moveRow [0, 0] → [0, 1]", "the drop comes first")
    #expect(!table.isEditing)
    #expect(table.visibleCells.allSatisfy { !$0.isEditing })
    #expect(source.rows == ["r1", "r0", "r2", "r3", "r4"])
  }

  @Test func k47_setEditingDuringADrag_isAppliedWhenTheDragIsCancelled() throws {
    let (table, source, _) = try Self.fiveRows()
    table.setEditing(true, animated: false)
    table.beginInteractiveMove(ofRowAt: p(0, 2))
    table.setEditing(false, animated: false)
    table.setEditing(true, animated: false)
    table.setEditing(false, animated: false)
    #expect(table.isEditing)
    table.cancelInteractiveMove()
    #expect(!table.isEditing, "the last request wins")
    #expect(!source.events.contains { $0.hasPrefix("moveRow") })
    table.setEditing(true, animated: false)
    table.beginInteractiveMove(ofRowAt: p(0, 2))
    table.setEditing(false, animated: false)
    try table.reloadData()
    #expect(!table.hasUncommittedUpdates)
    #expect(!table.isEditing, "a reload cancels the drag, which applies the request")
  }

  /// A laid-out table of a ``MinimalSource``, and the source, which the table does not retain.
  private func minimalTable() throws -> (HeadlessTableView, MinimalSource) {
    let source = MinimalSource()
    let table = HeadlessTableView(height: 1000)
    table.register(HeadlessTableViewCell.self, forCellReuseIdentifier: "Cell")
    table.dataSource = source
    try table.layoutIfNeeded()
    return (table, source)
  }

  /// K48: with only the required data-source methods, every row is editable with the delete
  /// style, and no row shows a reorder control (the headless table's reading of "only if the
  /// data source implements moveRowAt", which a Swift protocol cannot tell).
  @Test func k48_defaults_editableRowsShowDelete_noReorderControl() throws {
    let (table, source) = try minimalTable()
    defer { withExtendedLifetime(source) {} }
    table.setEditing(true, animated: false)
    let cells = table.visibleCells
    #expect(cells.count == 3)
    #expect(cells.allSatisfy { $0.isEditing && $0.editingStyle == .delete })
    #expect(cells.allSatisfy { !$0.showsReorderControl })
  }

  /// K47: `setEditing` gives the editing state to the table's prepared cells too (K9), so a
  /// prepared row's cell — which `cellForRow(at:)` returns — is not left out of editing mode.
  @Test func k47_setEditing_reachesPreparedCells() throws {
    let fixture = HeadlessFixture([30], height: 430, load: false)
    try fixture.table.layoutIfNeeded()
    try fixture.table.setContentOffset(5)
    try fixture.table.runLoopTurn()
    let prepared = try #require(fixture.table.preparedRows.first)
    fixture.table.clearCallbackLog()
    fixture.table.setEditing(true, animated: false)
    #expect(fixture.table.cellForRow(at: prepared)?.isEditing == true)
    #expect(fixture.table.cellForRow(at: prepared)?.editingStyle == .delete)
    #expect(fixture.table.calls("canEditRowAt").map(\.rowPath).contains(prepared))
    #expect(fixture.table.calls("cellForRowAt").isEmpty, "no new cell")
  }

  /// A data source without `commit` offers no default Delete swipe action (K48, K32).
  ///
  /// K48: "swipe-to-delete needs `commit`"; K32: "nil = default actions, i.e. Delete when the
  /// data source implements `commit`". So no swipe opens, as on a device; a data source with
  /// `commit` offers Delete.
  @Test func k48_swipeActionsOfADataSourceWithoutCommit_offerNoDefaultDelete() throws {
    let (table, source) = try minimalTable()
    defer { withExtendedLifetime(source) {} }
    #expect(table.swipeActions(.trailing, at: p(0, 1)) == nil)
    #expect(table.openSwipeActions(.trailing, at: p(0, 1)) == nil)
    #expect(table.swipedRow == nil)

    let committing = HeadlessFixture([3], height: 1000)
    let offered = committing.table.swipeActions(.trailing, at: p(0, 1))?.actions
    #expect(offered?.map(\.title) == ["Delete"])
  }

  /// A data source without `commit` hears nothing when the user taps a row's editing control
  /// (K48), and `commitEditing(forRowAt:)` says so: `nil`, not the row's editing style.
  @Test func k48_commitEditingOfADataSourceWithoutCommit_reachesNobody_andReturnsNil() throws {
    let (table, source) = try minimalTable()
    defer { withExtendedLifetime(source) {} }
    table.setEditing(true, animated: false)
    #expect(table.commitEditing(forRowAt: p(0, 1)) == nil)
    #expect(table.calls("commitEditingStyle").isEmpty)
    #expect(table.cachedShape == [3])

    let committing = HeadlessFixture([3])
    committing.table.setEditing(true, animated: false)
    #expect(committing.table.commitEditing(forRowAt: p(0, 1)) == .delete)
    #expect(committing.table.calls("commitEditingStyle").map(\.rowPath) == [p(0, 1)])
  }
}
