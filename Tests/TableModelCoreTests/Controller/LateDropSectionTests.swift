import TableModelTestSupport
import TableModelTesting
import Testing

/// A drop into an empty section, whose values load after sections came and went: it lands in the
/// section it was dropped into, wherever that section went, and says so when it is gone.
@MainActor
@Suite struct LateDropSectionTests {
  private typealias Model = SectionedTableModel<TestSectionModel, TestItem>

  /// Sections s1 (empty) and s2 [20]; a drop of one text into s1 that loads late.
  private func droppedIntoEmptySection() -> (Model, ControllerFixture<Model>) {
    let model = Model(sections: [
      TableSection(model: TestSectionModel(1), items: []),
      TableSection(model: TestSectionModel(2), items: [TestItem(20)]),
    ])
    let fixture = ControllerFixture(model) { controller in
      controller.core.dropHandler = TableControllerCore.DropHandler(accepting: [.text]) {
        _, destination in
        model.insert(TestItem(99), at: destination)
      }
    }
    fixture.table.loadsDroppedValuesLater = true
    #expect(
      fixture.table.dropFromOutside([.init(payloads: [.text("x")])], dropAt: p(0, 0)) == .performed)
    return (model, fixture)
  }

  private func rows(_ model: Model) -> [String] {
    model.snapshot.map { "\($0.model): \($0.items)" }
  }

  @Test func intoAnEmptySectionThatMoved_landsInThatSection() throws {
    let (model, fixture) = droppedIntoEmptySection()
    model.moveSection(from: 0, to: 1)
    try fixture.table.settle()
    #expect(rows(model) == ["s2: [20]", "s1: [99]"])
    #expect(!fixture.diagnosticKinds.contains(.rowGone))
  }

  @Test func intoAnEmptySectionThatWasRemoved_landsAtItsPlace_withANotice() throws {
    let (model, fixture) = droppedIntoEmptySection()
    model.removeSection(at: 0)
    model.insertSection(TestSectionModel(9), items: [TestItem(90)], at: 0)
    try fixture.table.settle()
    #expect(rows(model) == ["s9: [99, 90]", "s2: [20]"])
    let notice = try #require(fixture.diagnostics.first { $0.kind == .rowGone })
    #expect(
      notice.message.contains(
        "a drop at [0, 0]: its section is no longer in the model; dropping at [0, 0]"),
      "\(notice)")
  }
}
