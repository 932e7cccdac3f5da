import TableModelTestSupport
import TableModelTesting
import Testing

/// What a tap's later calls reach, and which rows the handlers heard of.
@MainActor
private final class TapLog {
  var primaryActions: [Int] = []
  var unhighlighted: [Int] = []
}

/// On selection, removes the row's item, or inserts a new item above it, from inside the table's
/// `didSelectRowAt`; records which items are unhighlighted.
private struct EditingSelectHandler: RowEventHandler {
  typealias Item = TestItem

  func didSelect(_ item: TestItem, context: RowContext) {
    guard let model = context.model(as: ArrayTableModel<TestItem>.self) else { return }
    if item.id % 2 == 0 {
      model.remove(id: item.id)
    } else {
      model.insert(TestItem(item.id + 100), at: 0)
    }
  }

  func didUnhighlight(_ item: TestItem, context: RowContext) {
    context.owner(as: TapLog.self)?.unhighlighted.append(item.id)
  }
}

/// A tap whose selection handler changes the model: the primary action and the unhighlight that
/// follow go to the tapped row where the change put it, and to no row when it deleted the row —
/// never to the row that took the tapped row's old position, nor to a position the model lacks.
@MainActor
@Suite struct SelectionThatChangesTheModelTests {
  private func fixture(_ log: TapLog) -> ControllerFixture<ArrayTableModel<TestItem>> {
    ControllerFixture(ArrayTableModel((1...4).map { TestItem($0) })) {
      $0.core.owner = log
      $0.core.handlers.register(EditingSelectHandler.self)
      $0.cells.register(HeadlessTableViewCell.self, for: TestItem.self) { cell, item in
        cell.text = "\(item)"
      }
      $0.core.setBehavior(for: TestItem.self) { _ in
        RowBehavior {
          $0.primaryAction = { context in
            if let id = context.item(as: TestItem.self)?.id {
              (context.owner(as: TapLog.self))?.primaryActions.append(id)
            }
          }
        }
      }
    }
  }

  /// Before, the table went on with the tapped row's old position: after item 4's handler
  /// deleted the last row, [0, 3], the controller heard of a row the model lacked and reported
  /// two errors (`item(at: [0, 3])`, which stop a debug build through the standard handler);
  /// after item 2's deleted [0, 1], item 3, which took its place, had its primary action run and
  /// was unhighlighted.
  @Test func selectionThatDeletesTheRow_hasNoPrimaryActionAndNoUnhighlight_andNoError() {
    let log = TapLog()
    let fixture = fixture(log)
    fixture.table.tapRow(at: p(0, 3))
    #expect(fixture.model.items.map(\.id) == [1, 2, 3])
    #expect(log.primaryActions.isEmpty && log.unhighlighted.isEmpty)
    fixture.table.tapRow(at: p(0, 1))
    #expect(fixture.model.items.map(\.id) == [1, 3])
    #expect(log.primaryActions.isEmpty, "not item 3's, which took the deleted row's place")
    #expect(log.unhighlighted.isEmpty)
    #expect(fixture.diagnostics.isEmpty)
    #expect(fixture.table.highlightedRow == nil)
  }

  @Test func selectionThatInsertsAbove_performsTheTappedItemsPrimaryAction_whereItMoved() {
    let log = TapLog()
    let fixture = fixture(log)
    fixture.table.tapRow(at: p(0, 2))
    #expect(fixture.model.items.map(\.id) == [103, 1, 2, 3, 4])
    #expect(log.primaryActions == [3], "item 3, now at [0, 3], not item 2 at its old [0, 2]")
    #expect(log.unhighlighted == [3])
    #expect(fixture.table.indexPathsForSelectedRows == [p(0, 3)])
    #expect(fixture.table.highlightedRow == nil)
    #expect(fixture.diagnostics.isEmpty)
  }
}
