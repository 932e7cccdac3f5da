import TableModelScenarios
import TableModelTestSupport
import TableModelTesting
import Testing

/// A table header view whose text wraps: 1,000 points of text per character, so it needs more
/// height at narrower widths.
final class WrappingHeaderView: HeadlessTableViewHeaderFooterView {
  override func fittingHeight(forWidth width: Double) -> Double {
    (Double(text?.count ?? 0) * 1_000 / width).rounded(.up)
  }
}

/// The table header view: a view of its own, sized to the table's width.
@MainActor
@Suite struct TableHeaderTests {
  private func profile(_ name: String) -> InteractionTableModel<Profile> {
    InteractionTableModel(Profile(name: name, email: "")) { _ in
      InteractionSection { InteractionRow("Row") }
    } header: {
      ProfileHeader(name: $0.name)
    }
  }

  private func wrapping(_ controller: HeadlessTableController) {
    controller.headerFooters.registerTableHeader(WrappingHeaderView.self, for: ProfileHeader.self) {
      view, header in view.text = header.name
    }
  }

  @Test func tableHeader_isAViewOfItsOwn_sizedToTheWidth_andResizedWhenTheWidthChanges() throws {
    let model = profile("Ada")
    let fixture = ControllerFixture(model, width: 300, configure: wrapping)
    let view = try #require(fixture.table.tableHeaderView as? WrappingHeaderView)
    #expect(view.reuseIdentifier == nil && view.reuseCount == 0, "made, not dequeued")
    #expect(view.height == 10)
    fixture.table.width = 600  // rotation, Split View
    #expect(view.height == 10, "a device measures the header again a turn later")
    try fixture.table.runLoopTurn()
    #expect(view.height == 5)
    model.reload(with: Profile(name: "Ada Lovelace", email: ""))
    #expect(fixture.table.tableHeaderView === view && view.height == 20)
    #expect(fixture.diagnostics.isEmpty)
  }

  @Test func tableHeader_attachedBeforeTheTableHasAWidth_isSizedWhenItGetsOne() throws {
    let fixture = ControllerFixture(profile("Ada"), width: 0, configure: wrapping)
    let view = try #require(fixture.table.tableHeaderView as? WrappingHeaderView)
    fixture.table.width = 375
    try fixture.table.runLoopTurn()
    #expect(view.height == 8)
  }

  @Test func tableHeaderObjectWithoutAView_showsNoHeader_withANotice() {
    let model = profile("Ada")
    let fixture = ControllerFixture(model)
    #expect(fixture.table.tableHeaderView == nil, "not the header object's description")
    model.reload(with: Profile(name: "Grace", email: ""))
    #expect(fixture.table.tableHeaderView == nil)
    #expect(fixture.diagnosticKinds == [.unboundItemType], "reported once")
    #expect(fixture.diagnostics[0].severity == .notice)
    #expect(fixture.diagnostics[0].message.contains("ProfileHeader"))
  }
}
