import TableModelTestSupport
import TableModelTesting
import Testing

@MainActor
@Suite struct HeadlessTableViewEditingTests {
  private func fixture(_ shape: TableShape = [4]) throws -> (HeadlessFixture, RecordingDelegate) {
    let fixture = HeadlessFixture(shape, load: false)
    let delegate = RecordingDelegate()
    fixture.table.delegate = delegate
    try fixture.table.reloadData()
    return (fixture, delegate)
  }

  // MARK: Cell state

  @Test func setEditing_setsEditingStyleAndReorderControlOnCells_andClearsThemAfterwards() throws {
    let (fixture, delegate) = try fixture()
    delegate.editingStyles = [p(0, 1): .insert, p(0, 3): .none]
    fixture.source.canEdit = { $0 != p(0, 2) }
    fixture.source.canMove = { $0.row == 0 }
    fixture.table.setEditing(true, animated: false)
    let cells = (0..<4).compactMap { fixture.table.cellForRow(at: p(0, $0)) }
    #expect(cells.map(\.editingStyle) == [.delete, .insert, .none, .none])
    #expect(cells.map(\.showsReorderControl) == [true, false, false, false])
    #expect(cells.allSatisfy { $0.isEditing })
    fixture.table.setEditing(false, animated: false)
    #expect(cells.allSatisfy { $0.editingStyle == .none && !$0.showsReorderControl })
  }

  @Test func indentationLevel_comesFromTheDelegate_onDisplayAndReconfigure() throws {
    let fixture = HeadlessFixture([2], load: false)
    let delegate = RecordingDelegate()
    delegate.indentationLevels = [p(0, 1): 2]
    fixture.table.delegate = delegate
    try fixture.table.reloadData()
    #expect(fixture.table.cellForRow(at: p(0, 0))?.indentationLevel == 0)
    #expect(fixture.table.cellForRow(at: p(0, 1))?.indentationLevel == 2)
    delegate.indentationLevels = [p(0, 0): 3]
    try fixture.table.reconfigureRows(at: [p(0, 0)])
    #expect(fixture.table.cellForRow(at: p(0, 0))?.indentationLevel == 3)
    #expect(fixture.table.cellForRow(at: p(0, 1))?.indentationLevel == 2, "not reconfigured")
  }

  @Test func prepareForReuse_resetsTheAccessory() {
    let cell = HeadlessTableViewCell(reuseIdentifier: "Cell")
    cell.accessory = .checkmark
    cell.prepareForReuse()
    #expect(cell.accessory == .none)
  }

  // MARK: Committing

  @Test func commitEditing_deleteStyle_deletesThroughTheDataSource() throws {
    let fixture = HeadlessFixture([4])
    fixture.table.setEditing(true, animated: false)
    let style = fixture.table.commitEditing(forRowAt: p(0, 1))
    #expect(style == .delete)
    #expect(fixture.source.editingEvents == ["commit delete [0, 1]"])
    #expect(fixture.source.updateErrors.isEmpty)
    #expect(fixture.table.cachedShape == [3])
    #expect(fixture.cellTexts == [p(0, 0): "0.0", p(0, 1): "0.2", p(0, 2): "0.3"])
  }

  @Test func commitEditing_insertStyle_insertsThroughTheDataSource() throws {
    let (fixture, delegate) = try fixture()
    delegate.editingStyles = [p(0, 2): .insert]
    fixture.table.setEditing(true, animated: false)
    let style = fixture.table.commitEditing(forRowAt: p(0, 2))
    #expect(style == .insert)
    #expect(fixture.source.editingEvents == ["commit insert [0, 2]"])
    #expect(fixture.table.cachedShape == [5])
    #expect(fixture.table.cellForRow(at: p(0, 2))?.text == "inserted")
  }

  // MARK: Interactive moves

  @Test func moveRowInteractively_keepsTheMovedCell_shiftsTheOthers_andTellsTheDataSource() throws {
    let fixture = HeadlessFixture([4])
    fixture.source.canMove = { _ in true }
    fixture.table.setEditing(true, animated: false)
    try fixture.table.selectRow(at: p(0, 1), animated: false, scrollPosition: .none)
    let cells = (0..<4).map { fixture.table.cellForRow(at: p(0, $0)) }
    let destination = try fixture.table.moveRowInteractively(from: p(0, 0), to: p(0, 2))
    #expect(destination == p(0, 2))
    let moved = (0..<4).map { fixture.table.cellForRow(at: p(0, $0)) }
    #expect(moved[2] === cells[0], "the dragged row kept its cell")
    #expect(moved[0] === cells[1] && moved[1] === cells[2] && moved[3] === cells[3])
    #expect(fixture.table.indexPathsForSelectedRows == [p(0, 0)], "the selection followed its row")
    #expect(fixture.source.editingEvents == ["move [0, 0] → [0, 2]"])
    #expect(fixture.source.sections == [["0.1", "0.2", "0.0", "0.3"]])
    #expect(fixture.table.lastBatch == nil, "a user's move is not a batch")
  }

  /// K49: the delegate's answer to `targetIndexPathForMoveFromRowAt` is where the row goes, and
  /// the one `moveRowAt` names it; the dragged row keeps its cell and its measured height.
  @Test func moveRowInteractively_followsTheDelegatesTarget_acrossSections() throws {
    let fixture = HeadlessFixture([3, 2], load: false)
    let delegate = RecordingDelegate()
    delegate.heights = [p(0, 0): 60]
    delegate.moveTargets = [p(1, 0): p(1, 1)]
    fixture.source.canMove = { _ in true }
    fixture.table.delegate = delegate
    try fixture.table.reloadData()
    let dragged = fixture.table.cellForRow(at: p(0, 0))
    fixture.table.setEditing(true, animated: false)
    delegate.events = []
    let destination = try fixture.table.moveRowInteractively(from: p(0, 0), to: p(1, 0))
    #expect(destination == p(1, 1))
    #expect(delegate.events == ["targetForMove [0, 0] → [1, 0]"])
    #expect(fixture.source.editingEvents == ["move [0, 0] → [1, 1]"])
    #expect(fixture.table.cachedShape == [2, 3])
    #expect(fixture.table.cellForRow(at: p(1, 1)) === dragged)
    #expect(fixture.table.rectForRow(at: p(1, 1)).height == 60, "the measured height moved too")
    #expect(fixture.table.rectForRow(at: p(0, 0)).height == 44)
    #expect(fixture.cellTexts[p(1, 0)] == "1.0" && fixture.cellTexts[p(1, 2)] == "1.1")
  }

  @Test func moveRowInteractively_leavesTableAndModelAgreeing_forTheNextBatch() throws {
    let fixture = HeadlessFixture([4])
    fixture.source.canMove = { _ in true }
    fixture.table.setEditing(true, animated: false)
    try fixture.table.moveRowInteractively(from: p(0, 3), to: p(0, 0))
    try fixture.table.performBatchUpdates {
      fixture.source.sections[0].remove(at: 0)
      try fixture.table.deleteRows(at: [p(0, 0)])
    }
    #expect(fixture.table.lastBatch?.isAccepted == true)
    #expect(fixture.cellTexts == [p(0, 0): "0.0", p(0, 1): "0.1", p(0, 2): "0.2"])
  }
}
