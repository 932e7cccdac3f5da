import TableModelTestSupport
import TableModelTesting
import Testing

/// The app's code a table's layout question runs — a row's behaviour, a computed height —
/// changing the model: the change waits for the layout to end, as one from a cell's
/// configuration does, instead of reaching the table inside its layout, which UIKit refuses
/// (`uikit-callback-rules.md`, K22).
@MainActor
@Suite struct LayoutQuestionChangesModelTests {
  /// Where the app's code that changes the model runs.
  enum Source: CaseIterable {
    case computedHeight, behaviorProvider
  }

  /// Before, the controller applied the change at once: the headless table stopped with "beginUpdates() was called while
  /// the table updates its visible cells (…) K22", and a device would have raised.
  @Test(arguments: Source.allCases)
  func modelChangedWhileTheTableAsksARowsHeight_waitsForTheLayout(_ source: Source) throws {
    let model = ArrayTableModel((0..<12).map { TestItem($0) })
    var removals = 3
    func removeOnce(_ item: TestItem) {
      guard removals > 0, item.id % 4 == 1 else { return }
      removals -= 1
      model.remove(id: item.id)
    }
    let fixture = ControllerFixture(model, height: 200) {
      $0.cells.register(HeadlessTableViewCell.self, for: TestItem.self) { cell, item in
        cell.text = "\(item)"
      }
      $0.core.setBehavior(for: TestItem.self) { item in
        if source == .behaviorProvider { removeOnce(item) }
        return RowBehavior {
          $0.height = .computed(estimated: 30) { _ in
            if source == .computedHeight { removeOnce(item) }
            return 44
          }
        }
      }
    }
    for offset in [0.0, 150, 300, 0] { try fixture.table.setContentOffset(offset) }
    try fixture.table.settle()
    #expect(removals < 3, "the app's code changed the model")
    #expect(fixture.table.cachedShape == TableShape([model.count]))
    #expect(
      fixture.table.indexPathsForVisibleRows.allSatisfy {
        fixture.table.cellForRow(at: $0)?.text == "\(model[$0.row])"
      })
    #expect(fixture.diagnostics.allSatisfy { $0.severity == .notice }, "\(fixture.diagnostics)")
  }
}
