import TableModelScenarioCells
import TableModelScenarios
import TableModelTestSupport
import TableModelTesting
import Testing

/// A cell that chooses its own accessory and selection style for tweet 1.
final class OpinionatedCell: HeadlessTableViewCell, ItemPresenting {
  func update(with tweet: Tweet) {
    text = tweet.text
    if tweet.id == 1 {
      accessory = .checkmark
      selectionStyle = .none
    }
  }
}

@MainActor
@Suite struct RowAppearanceTests {
  @Test func cellsOwnAccessoryAndSelectionStyle_areKept_otherCellsGetTheRows() throws {
    let fixture = ControllerFixture(ArrayTableModel([Tweet(1), Tweet(2)])) {
      $0.cells.register(OpinionatedCell.self)
      $0.core.setBehavior(for: Tweet.self) { _ in RowBehavior { $0.accessory = .detailButton } }
    }
    let own = try #require(fixture.table.cellForRow(at: p(0, 0)))
    #expect(own.accessory == .checkmark && own.selectionStyle == .none)
    let rows = try #require(fixture.table.cellForRow(at: p(0, 1)))
    #expect(rows.accessory == .detailButton && rows.selectionStyle == .default)
  }

  @Test func placeholderRow_doesNotHighlightSelectOrReachOnSelect() throws {
    var selected: [RowPath] = []
    let fixture = ControllerFixture(ArrayTableModel<Tweet>([]).withEmptyState("No tweets")) {
      $0.cells.register(TweetCell.self)
      $0.core.onSelect = { selected.append($0.rowPath) }
    }
    #expect(fixture.shownTexts == [["No tweets"]])
    fixture.table.tapRow(at: p(0, 0))
    #expect(selected.isEmpty && fixture.table.indexPathsForSelectedRows.isEmpty)
    #expect(try #require(fixture.table.cellForRow(at: p(0, 0))).selectionStyle == .none)
  }
}
