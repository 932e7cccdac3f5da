import TableModelScenarioCells
import TableModelScenarios
import TableModelTestSupport
import TableModelTesting
import Testing

/// A custom model, written as the documentation says — it owns `TableModelEvents` and publishes
/// with `sendChange` — that publishes wrongly or re-entrantly.
@MainActor
private final class TweetList: TableModel {
  var tweets: [Tweet]
  let events = TableModelEvents()

  init(_ tweets: [Tweet]) { self.tweets = tweets }

  var numberOfSections: Int { 1 }
  func numberOfRows(inSection section: Int) -> Int { tweets.count }
  func item(at rowPath: RowPath) -> Tweet { tweets[rowPath.row] }
  func sectionModel(at section: Int) -> TitledSection { TitledSection(id: "tweets") }

  /// Appends a tweet and publishes the insert, as the documentation shows.
  func append(_ tweet: Tweet) {
    events.sendChange { [self] in
      tweets.append(tweet)
      return .batch(Changeset(insertedRows: [RowPath(row: tweets.count - 1, section: 0)]))
    }
  }
}

/// Whatever a custom model publishes, the controller ends with the table showing the model, and
/// says so when it had to reload because the model's change disagreed with its rows.
@MainActor
@Suite struct CustomModelPublishingTests {
  private func fixture(_ count: Int) -> ControllerFixture<TweetList> {
    ControllerFixture(TweetList((0..<count).map { Tweet($0) })) {
      $0.cells.register(TweetCell.self)
    }
  }

  private func modelTexts(_ model: TweetList) -> [[String]] {
    [model.tweets.map { "@ada — tweet \($0.id)" }]
  }

  @Test func noChangePublished_forRowsThatChanged_isReported_andTheTableReloads() {
    // Before, the bracket with no change left the table showing two rows of the model's three,
    // and nothing said so until a later batch happened to be checked.
    let fixture = fixture(2)
    fixture.model.events.sendChange { [model = fixture.model] in
      model.tweets.append(Tweet(9))
      return nil
    }
    #expect(fixture.shownTexts == modelTexts(fixture.model))
    #expect(fixture.diagnosticKinds == [.batchRejected])
    #expect(fixture.diagnostics.first?.message.contains("from [2] to [3]") == true)
  }

  @Test func wrongCountsThroughSendChange_areReported_andTheTableReloads() {
    let fixture = fixture(1)
    fixture.model.events.sendChange { [model = fixture.model] in
      model.tweets += [Tweet(1), Tweet(2)]
      return .batch(Changeset(insertedRows: [p(0, 1)]))
    }
    #expect(fixture.batches.isEmpty, "the wrong batch never reached the table")
    #expect(fixture.shownTexts == modelTexts(fixture.model))
    #expect(fixture.diagnosticKinds == [.batchRejected])
  }

  @Test func sendChangeFromInsideAnotherSendChange_endsWithTheTableShowingTheModel() {
    let fixture = fixture(2)
    fixture.model.events.sendChange { [model = fixture.model] in
      model.tweets.remove(at: 0)
      model.append(Tweet(7))
      return .batch(Changeset(deletedRows: [p(0, 0)]))
    }
    #expect(fixture.model.tweets.map(\.id) == [1, 7])
    #expect(fixture.shownTexts == modelTexts(fixture.model))
  }

  @Test func sendChangeFromAListener_runsAfterTheChange_andTheTableFollows() {
    let fixture = fixture(1)
    var appended = false
    let observation = fixture.model.events.observe { [model = fixture.model] event in
      guard case .changed = event, !appended else { return }
      appended = true
      model.append(Tweet(8))
    }
    fixture.model.append(Tweet(5))
    withExtendedLifetime(observation) {}
    #expect(fixture.model.tweets.map(\.id) == [0, 5, 8])
    #expect(fixture.shownTexts == modelTexts(fixture.model))
    #expect(fixture.diagnostics.isEmpty)
    #expect(fixture.batches.allSatisfy { $0.isAccepted })
  }

  @Test func headerOnlyBracket_withRowsUnchanged_reportsNothing() {
    let fixture = fixture(2)
    fixture.model.events.sendChange { nil }
    #expect(fixture.shownTexts == modelTexts(fixture.model))
    #expect(fixture.diagnostics.isEmpty)
  }
}
