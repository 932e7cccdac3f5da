import TableModelScenarioCells
import TableModelScenarios
import TableModelTestSupport
import TableModelTesting
import Testing

@MainActor
@Suite struct MultipleSelectionControllerTests {
  private func feed() -> (ArrayTableModel<Tweet>, ControllerFixture<ArrayTableModel<Tweet>>) {
    let tweets = ArrayTableModel((0..<8).map { Tweet($0) })
    let fixture = ControllerFixture(tweets) { $0.cells.register(TweetCell.self) }
    fixture.table.allowsMultipleSelectionDuringEditing = true
    return (tweets, fixture)
  }

  @Test func twoFingerPan_whenAllowed_entersEditing_andSelectsTheRowsItCrosses() {
    let (tweets, fixture) = feed()
    var interaction: [Bool] = []
    fixture.core.allowsMultipleSelectionInteraction = true
    fixture.core.onMultipleSelectionInteraction = { interaction.append($0) }
    fixture.table.clearCallbackLog()
    #expect(fixture.table.panToSelectRows([p(0, 1), p(0, 2), p(0, 3)]))
    #expect(fixture.table.isEditing)
    #expect(interaction == [true, false])
    let calls = fixture.table.callbackLog.map(\.description).filter {
      $0.contains("MultipleSelectionInteraction") || $0.contains("SelectRowAt")
    }
    #expect(
      calls == [
        "call shouldBeginMultipleSelectionInteractionAt [0, 1]",
        "call didBeginMultipleSelectionInteractionAt [0, 1]",
        "call willSelectRowAt [0, 1]", "call didSelectRowAt [0, 1]",
        "call willSelectRowAt [0, 2]", "call didSelectRowAt [0, 2]",
        "call willSelectRowAt [0, 3]", "call didSelectRowAt [0, 3]",
        "call tableViewDidEndMultipleSelectionInteraction",
      ])
    #expect(fixture.core.selectedItems.map { ($0 as? Tweet)?.id } == [1, 2, 3])
    tweets.insert(Tweet(100), at: 0)
    #expect(
      fixture.core.selectedItems.map { ($0 as? Tweet)?.id } == [1, 2, 3],
      "the selection follows its rows through the batch (K28)")
    #expect(fixture.table.indexPathsForSelectedRows == [p(0, 2), p(0, 3), p(0, 4)])
  }

  @Test func twoFingerPan_notAllowed_selectsNothing() {
    let (_, fixture) = feed()
    #expect(!fixture.table.panToSelectRows([p(0, 1), p(0, 2)]))
    #expect(!fixture.table.isEditing && fixture.core.selectedItems.isEmpty)
  }

  @Test func twoFingerPan_onAnUnselectableRow_doesNotBegin() {
    let (_, fixture) = feed()
    fixture.core.allowsMultipleSelectionInteraction = true
    fixture.core.setBehavior(for: Tweet.self) { tweet in
      RowBehavior { $0.isSelectable = tweet.id != 1 }
    }
    #expect(!fixture.table.panToSelectRows([p(0, 1), p(0, 2)]))
    #expect(fixture.table.panToSelectRows([p(0, 2), p(0, 1), p(0, 3)]))
    #expect(fixture.core.selectedItems.map { ($0 as? Tweet)?.id } == [2, 3], "1 refuses")
  }

  /// While the user picks rows, a row the model would act on — an outline's parent, which a tap
  /// toggles — is picked like any other: selected, not toggled and deselected.
  @Test func pickingRows_selectsAnOutlinesParents_withoutTogglingThem() {
    typealias Node = OutlineTableModel<TestItem>.Node
    let outline = OutlineTableModel([
      Node(TestItem(1), children: [Node(TestItem(2))]),
      Node(TestItem(3), children: [Node(TestItem(4))]),
    ])
    let fixture = ControllerFixture(outline)
    fixture.core.allowsMultipleSelectionInteraction = true
    fixture.table.allowsMultipleSelectionDuringEditing = true
    #expect(fixture.table.panToSelectRows([p(0, 0), p(0, 1)]))
    fixture.table.tapRow(at: p(0, 1))
    fixture.table.tapRow(at: p(0, 0))
    fixture.table.tapRow(at: p(0, 1))
    #expect(!outline.isExpanded(id: 1) && !outline.isExpanded(id: 3), "nothing toggled")
    #expect(
      fixture.core.selectedItems.compactMap { ($0 as? OutlineTableModel<TestItem>.Row)?.id } == [3])
    fixture.table.setEditing(false, animated: false)
    fixture.table.tapRow(at: p(0, 0))
    #expect(outline.isExpanded(id: 1), "outside a multiple selection, a tap toggles as before")
    #expect(fixture.core.selectedItems.isEmpty, "and deselects the row")
  }

  /// Under layers the model publishes its rows wrapped (`AnyDiffable`); the selected items are
  /// the values themselves, as a row's context gives them (`RowContext.value`), so that
  /// `selectedItems.compactMap { $0 as? Tweet }` finds the tweets under a load-more row.
  @Test func selectedItems_underLayers_areTheItemsThemselves() {
    let tweets = ArrayTableModel((0..<4).map { Tweet($0) })
    let fixture = ControllerFixture(tweets.filtered { _ in true }.withLoadMore {}) {
      $0.cells.register(TweetCell.self)
    }
    fixture.core.allowsMultipleSelectionInteraction = true
    fixture.table.allowsMultipleSelectionDuringEditing = true
    #expect(fixture.table.panToSelectRows([p(0, 1), p(0, 2)]))
    #expect(fixture.core.selectedItems.compactMap { ($0 as? Tweet)?.id } == [1, 2])
    #expect(!fixture.core.selectedItems.contains { $0 is AnyDiffable })
  }
}
