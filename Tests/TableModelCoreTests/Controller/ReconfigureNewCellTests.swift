import TableModelScenarioCells
import TableModelScenarios
import TableModelTestSupport
import TableModelTesting
import Testing

/// A tweet cell for even tweet ids, chosen per item.
@MainActor
private final class EvenTweetCell: HeadlessTableViewCell, ItemPresenting {
  func update(with tweet: Tweet) {
    text = "even \(tweet.id)"
    EvenTweetCell.onUpdate?(tweet)
  }
  static var onUpdate: ((Tweet) -> Void)?
}

/// An odd tweet's cell.
@MainActor
private final class OddTweetCell: HeadlessTableViewCell, ItemPresenting {
  func update(with tweet: Tweet) {
    text = "odd \(tweet.id)"
    EvenTweetCell.onUpdate?(tweet)
  }
}

/// The cell an editable row shows once its value says "VIP".
@MainActor
private final class VIPRowCell: HeadlessTableViewCell, ItemPresenting {
  func update(with row: InteractionRow) { text = "VIP \(row.title)" }
}

/// A row whose item now wants another cell class (a binding that chooses per item) is reloaded,
/// not reconfigured, on every path that reconfigures: UIKit raises an Objective-C exception on a
/// reconfigure that dequeues another reuse identifier (R26), which no `catch` recovers.
@MainActor
@Suite(.serialized) struct ReconfigureNewCellTests {
  init() { EvenTweetCell.onUpdate = nil }

  private static func refusedReconfigures(_ diagnostics: [TableControllerCore.Diagnostic])
    -> [TableControllerCore.Diagnostic]
  {
    diagnostics.filter { $0.kind == .batchRejected }
  }

  @Test func cellsMadeDuringALayoutThatNowNeedAnotherClass_areReloadedAfterIt() throws {
    let tweets = ArrayTableModel((0..<30).map { Tweet($0) })
    let fixture = ControllerFixture(tweets, height: 440) {
      $0.cells.register(OddTweetCell.self)
      $0.cells.register(EvenTweetCell.self, when: { $0.id.isMultiple(of: 2) })
    }
    var inserted = false
    EvenTweetCell.onUpdate = { tweet in
      guard tweet.id == 12, !inserted else { return }
      inserted = true
      tweets.insert(Tweet(101), at: 0)  // every row after it shifts: its parity flips
    }
    try fixture.table.setContentOffset(440)
    try fixture.table.settle()
    #expect(inserted)
    #expect(Self.refusedReconfigures(fixture.diagnostics).isEmpty, "\(fixture.diagnostics)")
    #expect(fixture.batches.allSatisfy { $0.isAccepted })
    for path in fixture.table.indexPathsForVisibleRows {
      let tweet = try #require(fixture.core.item(at: path) as? Tweet)
      let cell = fixture.table.cellForRow(at: path)
      #expect(
        tweet.id.isMultiple(of: 2) ? cell is EvenTweetCell : cell is OddTweetCell,
        "row \(path) shows \(tweet.id) in \(String(describing: cell))")
      #expect(cell?.text?.hasSuffix(" \(tweet.id)") == true, "row \(path)")
    }
  }

  @Test func rowUpdatedWhileItsValueWasEdited_andNowNeedingAnotherClass_isReloadedWhenEditingEnds()
    throws
  {
    let store = ProfileStore(Profile(name: "Ada", email: "a@x"))
    let model = InteractionTableModel(store) { box in
      InteractionSection {
        InteractionRow(
          "Name", value: box.value.name, isEditable: true,
          valueEdit: InteractionRow.ValueEdit { text, _ in box.value.name = text })
      }
    }
    let fixture = ControllerFixture(model) {
      $0.cells.register(VIPRowCell.self, when: { $0.value?.hasPrefix("VIP") == true })
    }
    let cell = try #require(fixture.table.cellForRow(at: p(0, 0)) as? HeadlessInteractionRowCell)
    cell.typeValue("Ada Lo")
    store.value = Profile(name: "VIP Ada", email: "a@x")  // a sync, while the user types
    model.reload()
    #expect(fixture.table.cellForRow(at: p(0, 0)) === cell, "held while the user types")
    cell.endEditingValue()
    #expect(Self.refusedReconfigures(fixture.diagnostics).isEmpty, "\(fixture.diagnostics)")
    #expect(fixture.batches.allSatisfy { $0.isAccepted })
    let shown = fixture.table.cellForRow(at: p(0, 0))
    #expect(
      shown is VIPRowCell,
      "the row shows the class its item now wants, not \(String(describing: shown))")
  }
}
