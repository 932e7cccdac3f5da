import TableModelTestSupport
import TableModelTesting
import Testing

/// `uikit-callback-rules.md` K32, K33, K47 and K31: a swipe opened outside editing mode puts the
/// table in UIKit's swipe-driven editing — `isEditing` reads `true` until the swipe ends ("the
/// table view sets its `isEditing` property to `true`", Apple's `willBeginEditingRowAt`).
///
/// Before, the headless table kept `isEditing == false` during a swipe: a primary action, a
/// focus move or `setEditing(true)` went on as if no swipe were open, and a tap on a row selected
/// it, where a device refuses, changes nothing or only closes the swipe.
@MainActor
@Suite struct SwipeDrivenEditingTests {
  /// [5] with a recording delegate whose rows all offer one trailing action.
  private func fiveRows() -> (HeadlessFixture, RecordingDelegate) {
    let fixture = HeadlessFixture([5])
    let delegate = RecordingDelegate()
    for row in 0..<5 {
      delegate.trailingActions[p(0, row)] = SwipeActionsConfiguration(actions: [
        SwipeAction(title: "Flag") { true }
      ])
    }
    fixture.table.delegate = delegate
    return (fixture, delegate)
  }

  /// The cell of a row, which every row of the fixture's tall table has.
  private func cell(_ fixture: HeadlessFixture, _ rowPath: RowPath) throws -> HeadlessTableViewCell
  {
    try #require(fixture.table.cellForRow(at: rowPath))
  }

  @Test func swipeOutsideEditing_readsAsEditing_fromAfterWillBegin_toBeforeDidEnd() {
    let fixture = HeadlessFixture([5])
    let delegate = EditingObserver()
    fixture.table.delegate = delegate
    fixture.table.openSwipeActions(.trailing, at: p(0, 3))  // the default Delete
    #expect(fixture.table.isEditing, "UIKit's swipe-to-delete mode")
    fixture.table.closeSwipeActions()
    #expect(!fixture.table.isEditing)
    #expect(
      delegate.seen == ["willBeginEditing isEditing=false", "didEndEditing isEditing=false"],
      "\"about to go into\" and \"has left\" editing mode")
  }

  @Test func swipeDrivenEditing_editsOnlyTheSwipedCell_withNoControl() throws {
    let (fixture, _) = fiveRows()
    fixture.table.openSwipeActions(.trailing, at: p(0, 3))
    let swiped = try cell(fixture, p(0, 3))
    #expect(swiped.isEditing)
    #expect(swiped.editingStyle == .none && !swiped.showsReorderControl, "no control shows")
    #expect(try !cell(fixture, p(0, 2)).isEditing, "only the swiped row's cell is set up")
    fixture.table.closeSwipeActions()
    #expect(!swiped.isEditing)
  }

  @Test func swipeBeginningAndEnding_clearTheSelectionSilently() throws {
    let (fixture, delegate) = fiveRows()
    try fixture.table.selectRow(at: p(0, 1), animated: false, scrollPosition: .none)
    fixture.table.openSwipeActions(.trailing, at: p(0, 3))
    #expect(fixture.table.indexPathsForSelectedRows.isEmpty, "K31, as editing begins")
    try fixture.table.selectRow(at: p(0, 2), animated: false, scrollPosition: .none)
    fixture.table.closeSwipeActions()
    #expect(fixture.table.indexPathsForSelectedRows.isEmpty, "K31, as editing ends")
    #expect(try !cell(fixture, p(0, 2)).isSelected)
    #expect(!delegate.events.contains { $0.contains("eselect") }, "no delegate call")
  }

  @Test func swipeBeginning_keepsAMultipleSelectionThatCarriesOnIntoEditing() throws {
    let (fixture, _) = fiveRows()
    fixture.table.allowsMultipleSelection = true
    fixture.table.allowsMultipleSelectionDuringEditing = true
    try fixture.table.selectRow(at: p(0, 0), animated: false, scrollPosition: .none)
    try fixture.table.selectRow(at: p(0, 1), animated: false, scrollPosition: .none)
    fixture.table.openSwipeActions(.trailing, at: p(0, 3))
    #expect(fixture.table.indexPathsForSelectedRows == [p(0, 0), p(0, 1)])
  }

  @Test func setEditingTrue_whileASwipeDrivesEditing_changesNothing() throws {
    let (fixture, delegate) = fiveRows()
    fixture.table.openSwipeActions(.trailing, at: p(0, 3))
    fixture.table.setEditing(true, animated: true)
    #expect(fixture.table.swipedRow == p(0, 3), "the swipe stays open")
    #expect(try !cell(fixture, p(0, 2)).isEditing, "no full editing")
    #expect(delegate.events.filter { $0.contains("Editing") } == ["willBeginEditing [0, 3]"])
    fixture.table.closeSwipeActions()
    #expect(!fixture.table.isEditing, "closing the swipe leaves editing")
  }

  /// `UITableViewController` turns editing on from `willBeginEditingRowAt`; UIKit takes it as
  /// the swipe's editing, not as full editing.
  @Test func setEditingTrue_fromWillBeginEditing_joinsTheSwipesEditing() throws {
    let fixture = HeadlessFixture([5])
    let delegate = EditingObserver()
    delegate.editsOnWillBegin = true
    fixture.table.delegate = delegate
    fixture.table.openSwipeActions(.trailing, at: p(0, 3))
    #expect(fixture.table.isEditing)
    #expect(try !cell(fixture, p(0, 2)).isEditing, "no full editing")
    fixture.table.closeSwipeActions()
    #expect(!fixture.table.isEditing)
  }

  @Test func tapOnARow_whileASwipeIsOpen_onlyClosesIt() throws {
    let (fixture, delegate) = fiveRows()
    fixture.table.openSwipeActions(.trailing, at: p(0, 3))
    delegate.events = []
    fixture.table.tapRow(at: p(0, 1))
    #expect(fixture.table.swipedRow == nil)
    #expect(delegate.events == ["didEndEditing [0, 3]"], "no highlight, no selection")
    #expect(fixture.table.indexPathsForSelectedRows.isEmpty)
    fixture.table.openSwipeActions(.trailing, at: p(0, 3))
    #expect(!fixture.table.touchDownRow(at: p(0, 3)), "the swiped row itself neither")
    #expect(fixture.table.highlightedRow == nil && fixture.table.swipedRow == nil)
  }

  @Test func reloadData_endsSwipeDrivenEditing() throws {
    let (fixture, _) = fiveRows()
    fixture.table.openSwipeActions(.trailing, at: p(0, 3))
    #expect(fixture.table.isEditing)
    try fixture.table.reloadData()
    #expect(!fixture.table.isEditing, "K33: forced setEditing(false)")
    #expect(try !cell(fixture, p(0, 3)).isEditing)
  }

  @Test func batchDeletingTheSwipedRow_endsSwipeDrivenEditing() throws {
    let (fixture, _) = fiveRows()
    fixture.table.openSwipeActions(.trailing, at: p(0, 3))
    #expect(fixture.table.isEditing)
    fixture.source.sections[0].remove(at: 3)
    try fixture.table.deleteRows(at: [p(0, 3)])
    #expect(!fixture.table.isEditing)
  }

  @Test func swipeOpenedInEditingMode_leavesEditingAsItIs() throws {
    let (fixture, _) = fiveRows()
    fixture.table.setEditing(true, animated: false)
    fixture.table.openSwipeActions(.trailing, at: p(0, 3))
    fixture.table.closeSwipeActions()
    #expect(fixture.table.isEditing)
    #expect(try cell(fixture, p(0, 2)).isEditing)
  }

  @Test func focus_followsAllowsFocusDuringEditing_whileASwipeIsOpen() {
    let fixture = HeadlessFixture([5])
    fixture.table.allowsFocusDuringEditing = false
    fixture.table.openSwipeActions(.trailing, at: p(0, 3))
    #expect(!fixture.table.moveFocus(from: nil, to: p(0, 1)))
    fixture.table.closeSwipeActions()
    #expect(fixture.table.moveFocus(from: nil, to: p(0, 1)))
  }

  @Test func defaultPrimaryAction_isRefused_whileASwipeIsOpen() {
    let fixture = HeadlessFixture([5])
    let delegate = EditingObserver()
    fixture.table.delegate = delegate
    fixture.table.openSwipeActions(.trailing, at: p(0, 3))
    #expect(!fixture.table.performPrimaryAction(forRowAt: p(0, 1)), "UIKit's default while editing")
    fixture.table.closeSwipeActions()
    #expect(fixture.table.performPrimaryAction(forRowAt: p(0, 1)))
  }

  /// A gesture on an editing or reorder control, as the one Codable value an exit test captures.
  enum ControlGesture: String, Codable, CaseIterable, Sendable {
    case commitEditing, beginInteractiveMove

    /// Opens a swipe outside editing mode and makes the gesture.
    @MainActor func perform() {
      let fixture = HeadlessFixture([5])
      fixture.table.openSwipeActions(.trailing, at: p(0, 3))
      switch self {
      case .commitEditing: fixture.table.commitEditing(forRowAt: p(0, 3))
      case .beginInteractiveMove: fixture.table.beginInteractiveMove(ofRowAt: p(0, 3))
      }
    }
  }

  @Test(arguments: ControlGesture.allCases)
  func controlGesture_whileOnlyASwipeDrivesEditing_stopsNamingTheSwipe(_ gesture: ControlGesture)
    async
  {
    let result = await #expect(
      processExitsWith: .failure, observing: [\.standardErrorContent]
    ) { [gesture] in
      await MainActor.run { gesture.perform() }
    }
    let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    #expect(
      message.contains("the table edits only for the swipe open on row [0, 3]"), "\(message)")
  }
}

/// A delegate that notes whether the table edits when it hears a swipe begin and end, and can
/// turn editing on from `willBeginEditingRowAt` as `UITableViewController` does.
@MainActor
private final class EditingObserver: HeadlessTableViewDelegate {
  var seen: [String] = []
  var editsOnWillBegin = false

  func tableView(_ tableView: HeadlessTableView, willBeginEditingRowAt rowPath: RowPath) {
    seen.append("willBeginEditing isEditing=\(tableView.isEditing)")
    if editsOnWillBegin { tableView.setEditing(true, animated: true) }
  }

  func tableView(_ tableView: HeadlessTableView, didEndEditingRowAt rowPath: RowPath?) {
    seen.append("didEndEditing isEditing=\(tableView.isEditing)")
  }
}
