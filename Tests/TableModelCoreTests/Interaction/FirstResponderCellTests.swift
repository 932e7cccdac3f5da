import TableModelTestSupport
import TableModelTesting
import Testing

/// The cell that holds the first responder stays out of reuse while it keeps it
/// (`uikit-callback-rules.md` K3): scrolled out of view it gets no `didEndDisplaying`, is not
/// handed to another row, and the user's edit goes on; `cellForRow(at:)` still returns it (K9).
///
/// Before, the headless table ended the typing cell's display when it scrolled out, reused it
/// and ended the edit, committing the text — so an app that relied on an edit ending when its
/// row scrolls away passed its tests, and failed on a device, where the edit goes on.
@MainActor
@Suite struct FirstResponderCellTests {
  /// An editable Name row above 30 plain rows, in a 440-point viewport (10 rows), laid out.
  @MainActor
  private struct LongScreen {
    let store: ProfileStore<String>
    let fixture: ControllerFixture<InteractionTableModel<ProfileStore<String>>>
    let cell: HeadlessInteractionRowCell

    init() throws {
      let store = ProfileStore("Ada")
      let model = InteractionTableModel(store) { box in
        InteractionSection {
          InteractionRow(
            "Name", value: box.value, isEditable: true,
            valueEdit: InteractionRow.ValueEdit { text, _ in box.value = text })
          for index in 0..<30 { InteractionRow("Row \(index)", value: "\(index)") }
        }
      }
      fixture = ControllerFixture(model)
      self.store = store
      cell = try #require(fixture.table.cellForRow(at: p(0, 0)) as? HeadlessInteractionRowCell)
    }

    /// The callbacks named, with their rows, since the log was last cleared.
    func calls(_ name: String) -> [RowPath?] {
      fixture.table.callbackLog.filter { $0.name == name }.map(\.rowPath)
    }
  }

  @Test func k3_typingCellScrolledOut_isNotReused_endsNoDisplay_andTheEditGoesOn() throws {
    let screen = try LongScreen()
    let (fixture, cell) = (screen.fixture, screen.cell)
    cell.typeValue("Grace")
    fixture.table.clearCallbackLog()
    try fixture.table.setContentOffset(600)
    try fixture.table.setContentOffset(900)
    try fixture.table.runLoopTurn()
    #expect(!screen.calls("didEndDisplaying").contains(p(0, 0)))
    #expect(cell.isEditingValue, "still the first responder")
    #expect(screen.store.value == "Ada", "the edit goes on")
    #expect(fixture.table.indexPathsForVisibleRows.contains(p(0, 0)) == false)
    #expect(fixture.table.cellForRow(at: p(0, 0)) === cell, "K9: the first-responder cell")
    for path in fixture.table.indexPathsForVisibleRows {
      #expect(fixture.table.cellForRow(at: path) !== cell, "not reused for \(path)")
    }
    fixture.table.clearCallbackLog()
    try fixture.table.setContentOffset(0)
    #expect(fixture.table.cellForRow(at: p(0, 0)) === cell)
    #expect(!screen.calls("cellForRowAt").contains(p(0, 0)))
    #expect(!screen.calls("willDisplay").contains(p(0, 0)), "it never stopped being displayed")
    cell.endEditingValue()
    #expect(screen.store.value == "Grace")
    #expect(fixture.diagnostics.isEmpty, "\(fixture.diagnostics)")
  }

  /// Once it resigns, the cell out of view ends its display at the next layout, at its row.
  @Test func k3_offscreenFirstResponderCell_endsItsDisplayOnceItResigns() throws {
    let screen = try LongScreen()
    let (fixture, cell) = (screen.fixture, screen.cell)
    cell.typeValue("Grace")
    try fixture.table.setContentOffset(900)
    fixture.table.clearCallbackLog()
    fixture.table.endEditing(true)
    #expect(screen.store.value == "Grace")
    try fixture.table.setContentOffset(901)
    #expect(screen.calls("didEndDisplaying") == [p(0, 0)])
    #expect(fixture.table.cellForRow(at: p(0, 0)) == nil)
  }
}
