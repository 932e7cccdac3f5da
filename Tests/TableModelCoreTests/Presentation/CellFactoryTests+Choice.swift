import TableModelScenarioCells
import TableModelScenarios
import TableModelTestSupport
import TableModelTesting
import Testing

/// A tweet cell with room for a photo, chosen for tweets that mention one.
@MainActor
private final class PhotoTweetCell: HeadlessTableViewCell, ItemPresenting {
  func update(with tweet: Tweet) { text = "📷 @\(tweet.author): \(tweet.text)" }
}

@MainActor
private func hasPhoto(_ tweet: Tweet) -> Bool { tweet.text.contains("photo") }

extension CellFactoryTests {
  @Test func conditionalBinding_choosesTheCellPerItem_andTheRestFallToTheUnconditionalOne() {
    let model = ArrayTableModel([Tweet(1), Tweet(2, "bo", "a photo"), Tweet(3)])
    let fixture = ControllerFixture(model) {
      $0.cells.register(TweetCell.self)
      $0.cells.register(PhotoTweetCell.self, when: hasPhoto)
    }
    #expect(fixture.table.cellForRow(at: p(0, 1)) is PhotoTweetCell)
    #expect(fixture.table.cellForRow(at: p(0, 0)) is TweetCell)
    #expect(fixture.table.cellForRow(at: p(0, 2)) is TweetCell)
    let identifiers = fixture.table.visibleCells.map { $0.reuseIdentifier ?? "" }
    #expect(identifiers[1].hasSuffix("PhotoTweetCell") && identifiers[0].hasSuffix(".TweetCell"))
    #expect(fixture.diagnostics.isEmpty, "\(fixture.diagnostics)")
  }

  @Test func updateThatChangesTheChosenCell_reloadsTheRow_andOneThatKeepsItReconfigures() {
    let model = ArrayTableModel([Tweet(1), Tweet(2)])
    let fixture = ControllerFixture(model) {
      $0.cells.register(TweetCell.self)
      $0.cells.register(PhotoTweetCell.self, when: hasPhoto)
    }
    let kept = fixture.table.cellForRow(at: p(0, 1))
    model.update(Tweet(1, "ada", "now with a photo"))
    model.update(Tweet(2, "ada", "still text"))
    #expect(fixture.table.cellForRow(at: p(0, 0)) is PhotoTweetCell, "reloaded with the new class")
    #expect(fixture.table.cellForRow(at: p(0, 1)) === kept, "same class: reconfigured in place")
    #expect(fixture.shownTexts == [["📷 @ada: now with a photo", "@ada — still text"]])
    #expect(
      fixture.batches.allSatisfy { (try? $0.result.get()) != nil }, "UIKit accepts each batch")
    #expect(fixture.diagnostics.isEmpty, "no R26, no fallback reload: \(fixture.diagnostics)")
  }

  @Test func bindingAddedAfterAttach_isRegisteredWhenARowFirstNeedsIt() {
    let model = ArrayTableModel([Tweet(1)])
    let fixture = ControllerFixture(model)
    #expect(fixture.shownTexts == [["Tweet(id: 1, author: \"ada\", text: \"tweet 1\", likes: 0)"]])
    fixture.controller.cells.register(TweetCell.self)
    model.append(Tweet(2))
    #expect(fixture.table.cellForRow(at: p(0, 1)) is TweetCell)
    fixture.controller.cells.register(PhotoTweetCell.self, when: hasPhoto)
    model.append(Tweet(3, "cy", "a photo"))
    #expect(fixture.table.cellForRow(at: p(0, 2)) is PhotoTweetCell)
    #expect(
      fixture.batches.allSatisfy { (try? $0.result.get()) != nil }, "every dequeue was registered")
    #expect(fixture.diagnosticKinds == [.unboundItemType], "only the first row's missing binding")
  }
}
