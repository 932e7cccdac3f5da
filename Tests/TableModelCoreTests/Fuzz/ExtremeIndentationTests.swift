import TableModelTestSupport
import TableModelTesting
import Testing

/// A row of an outline whose behaviour gives an indentation level the row's depth cannot be
/// added to: it stops, in every build configuration, naming the behaviour's property, the row
/// and the values.
///
/// Before, the controller added the depth with a trapping `+`, and the table's question about
/// the row's indentation stopped the process with no message at all.
@Suite struct ExtremeIndentationTests {
  /// A controller showing an outline whose rows have `level` as their behaviour's indentation.
  @MainActor static func showOutline(indentedBy level: Int)
    -> ControllerFixture<OutlineTableModel<TestItem>>
  {
    typealias Outline = OutlineTableModel<TestItem>
    let outline = Outline([.init(TestItem(1), isExpanded: true, children: [.init(TestItem(2))])])
    let fixture = ControllerFixture(outline) {
      $0.cells.register(HeadlessTableViewCell.self, for: Outline.Row.self) { cell, row in
        cell.text = "\(row.item)"
      }
      $0.core.setBehavior(for: Outline.Row.self) { _ in RowBehavior { $0.indentationLevel = level }
      }
    }
    return fixture
  }

  @Test func aLevelThatPassesIntMaxWithTheDepth_stopsNamingTheRowAndTheLevel() async {
    let result = await #expect(
      processExitsWith: .failure, observing: [\.standardErrorContent]
    ) {
      await MainActor.run { _ = ExtremeIndentationTests.showOutline(indentedBy: .max) }
    }
    let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    #expect(
      message.contains(
        "TableModelKit: RowBehavior.indentationLevel of row [0, 1] is 9223372036854775807; with the row's depth in its outline, 1, it passes Int.max"
      ), "\(message)")
  }

  @MainActor @Test func extremeLevelsTheDepthCanBeAddedTo_reachTheTableAsGiven() {
    let deepestFixture = Self.showOutline(indentedBy: .max - 1)
    let deepest = deepestFixture.table
    #expect(deepest.cellForRow(at: p(0, 0))?.indentationLevel == .max - 1)
    #expect(deepest.cellForRow(at: p(0, 1))?.indentationLevel == .max)
    withExtendedLifetime(deepestFixture) {}
    let negative = Self.showOutline(indentedBy: .min)
    #expect(negative.table.cellForRow(at: p(0, 1))?.indentationLevel == .min + 1)
  }
}
