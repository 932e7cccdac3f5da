import TableModelTestSupport
import TableModelTesting
import Testing

/// Changes the model a few times, from wherever the app's code runs; the controller's owner.
@MainActor
private final class ModelEditor {
  let model: SectionedTableModel<TestSectionModel, TestItem>
  var edits = 3

  init(_ model: SectionedTableModel<TestSectionModel, TestItem>) { self.model = model }

  /// Removes a row the first times it is called for one of every four rows.
  func edit(_ item: TestItem) {
    guard edits > 0, item.id % 4 == 1, model.contains(id: item.id) else { return }
    edits -= 1
    model.remove(id: item.id)
  }

  /// Appends a row the first times it is called.
  func append() {
    guard edits > 0 else { return }
    edits -= 1
    model.append(TestItem(1_000 + edits), toSection: 0)
  }
}

/// Changes the model as a row's cell leaves the screen.
private struct EndOfDisplayHandler: RowEventHandler {
  typealias Item = TestItem
  func didEndDisplaying(_ item: TestItem, context: RowContext) {
    context.owner(as: ModelEditor.self)?.edit(item)
  }
}

/// Changes the model as a section's footer appears.
private struct FooterDisplayHandler: EventHandlerRegistry.HeaderFooterHandler {
  func willDisplay(_ section: TestSectionModel, context: EventHandlerRegistry.HeaderFooterContext) {
    (context.controller.owner as? ModelEditor)?.append()
  }
}

/// The app's code a table's layout runs — a row's behaviour or computed height, a footer view's
/// configuration, a handler hearing of a row's or a footer's display — changing the model: the
/// change waits for the layout to end, as one from a cell's configuration does, instead of
/// reaching the table inside its layout, which UIKit refuses (`uikit-callback-rules.md`, K22).
@MainActor
@Suite struct LayoutQuestionChangesModelTests {
  /// Where the app's code that changes the model runs.
  enum Source: CaseIterable {
    case computedHeight, behaviorProvider, footerViewConfiguration, endOfDisplayHandler
    case footerDisplayHandler
  }

  /// Before, the controller applied the change at once: the headless table stopped with
  /// "beginUpdates() was called while the table updates its visible cells (…) K22", and a
  /// device would have raised.
  @Test(arguments: Source.allCases)
  func modelChangedFromTheTablesLayout_waitsForTheLayoutToEnd(_ source: Source) throws {
    let model = SectionedTableModel(
      sections: (0..<4).map { section in
        TableSection(
          model: TestSectionModel(section), items: (0..<4).map { TestItem(section * 4 + $0) })
      })
    let editor = ModelEditor(model)
    let fixture = ControllerFixture(model, height: 200) {
      $0.core.owner = editor
      $0.cells.register(HeadlessTableViewCell.self, for: TestItem.self) { cell, item in
        cell.text = "\(item)"
      }
      $0.headerFooters.registerFooter(
        HeadlessTableViewHeaderFooterView.self, for: TestSectionModel.self
      ) { view, section in
        view.text = "end of \(section.id)"
        if source == .footerViewConfiguration { editor.append() }
      }
      $0.core.setBehavior(for: TestItem.self) { item in
        if source == .behaviorProvider { editor.edit(item) }
        return RowBehavior {
          $0.height = .computed(estimated: 30) { _ in
            if source == .computedHeight { editor.edit(item) }
            return 44
          }
        }
      }
      if source == .endOfDisplayHandler { $0.core.handlers.register(EndOfDisplayHandler.self) }
      if source == .footerDisplayHandler {
        $0.core.handlers.register(headerFooter: FooterDisplayHandler.self)
      }
    }
    for offset in [0.0, 250, 500, 0] { try fixture.table.setContentOffset(offset) }
    try fixture.table.settle()
    #expect(editor.edits < 3, "the app's code changed the model")
    let shape = TableShape((0..<model.numberOfSections).map { model.numberOfRows(inSection: $0) })
    #expect(fixture.table.cachedShape == shape)
    #expect(
      fixture.table.indexPathsForVisibleRows.allSatisfy {
        fixture.table.cellForRow(at: $0)?.text == "\(model.item(at: $0))"
      })
    #expect(fixture.diagnostics.allSatisfy { $0.severity == .notice }, "\(fixture.diagnostics)")
  }
}
