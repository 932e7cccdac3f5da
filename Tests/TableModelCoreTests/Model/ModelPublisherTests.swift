import TableModelTestSupport
import TableModelTesting
import Testing

#if canImport(Combine)
import Combine
#endif

/// What the Combine publishers send: `observeValue(_:send:)` everywhere (it is what they send),
/// and the publishers themselves where Combine exists.
@MainActor
@Suite struct ModelPublisherTests {
  @Test func observeValue_sendsNowAndAfterEveryChange() {
    let model = ArrayTableModel([TestItem(1)])
    var received: [[Int]] = []
    let observation = model.observeValue({ $0.items.map(\.id) }, send: { received.append($0) })
    model.append(TestItem(2))
    model.performTransaction {
      model.remove(id: 1)
      model.append(TestItem(3))
    }
    #expect(received == [[1], [1, 2], [2, 3]])
    _ = observation
  }

  @Test func observeValue_changeThatChangesNothing_sendsNothing() {
    let model = ArrayTableModel([TestItem(1)])
    var count = 0
    let observation = model.observeValue({ $0.count }, send: { _ in count += 1 })
    model.remove(id: 42)
    model.performTransaction {}
    #expect(count == 1)
    _ = observation
  }

  @Test func observeChanges_sendsEachChange_notTheEventsAroundIt_untilCancelled() {
    let model = ArrayTableModel<TestItem>()
    var received: [TableModelChange] = []
    let observation = model.events.observeChanges { received.append($0) }
    model.append(TestItem(1))
    model.performTransaction {
      model.append(TestItem(2))
      model.append(TestItem(3))
    }
    model.remove(id: 42)
    #expect(
      received == [
        .batch(Changeset(insertedRows: [RowPath(row: 0, section: 0)])),
        .batch(
          Changeset(insertedRows: [RowPath(row: 1, section: 0), RowPath(row: 2, section: 0)])),
      ])
    observation.cancel()
    model.append(TestItem(4))
    #expect(received.count == 2)
  }

  @Test func observeValue_cancelled_stopsSending() {
    let model = ArrayTableModel<TestItem>()
    var received: [Int] = []
    let observation = model.observeValue({ $0.count }, send: { received.append($0) })
    observation.cancel()
    model.append(TestItem(1))
    #expect(received == [0])
  }

  /// What finishes the publishers with their model: the observation ends once the model goes.
  ///
  /// Before, nothing ended them, and a pipeline waiting for the end waited forever.
  @Test func observeChangesAndValue_endOnceTheModelIsReleased() {
    var model: ArrayTableModel<TestItem>? = ArrayTableModel([TestItem(1)])
    weak let released = model
    var ended: [String] = []
    var received: [Int] = []
    let changes = model?.events.observeChanges({ _ in }, ended: { ended.append("changes") })
    let values = model?.observeValue(
      { $0.count }, send: { received.append($0) }, ended: { ended.append("value") })
    model?.append(TestItem(2))
    #expect(ended.isEmpty, "the model lives, and may change again")
    model = nil
    #expect(released == nil)
    #expect(Set(ended) == ["changes", "value"] && ended.count == 2)
    #expect(received == [1, 2])
    _ = (changes, values)
  }

  @Test func observeChanges_cancelled_endsOnce_theModelLiving() {
    let model = ArrayTableModel<TestItem>()
    var ended = 0
    let observation = model.events.observeChanges({ _ in }, ended: { ended += 1 })
    observation.cancel()
    #expect(ended == 1)
    observation.cancel()
    model.append(TestItem(1))
    #expect(ended == 1)
  }

  #if canImport(Combine)
  @Test func publishers_finishOnceTheModelIsReleased() {
    var model: ArrayTableModel<TestItem>? = ArrayTableModel([TestItem(1)])
    var finished: [String] = []
    let changes = model!.events.changesPublisher.sink(
      receiveCompletion: { _ in finished.append("changes") }, receiveValue: { _ in })
    let items = model!.itemsPublisher.sink(
      receiveCompletion: { _ in finished.append("items") }, receiveValue: { _ in })
    let snapshot = model!.snapshotPublisher.sink(
      receiveCompletion: { _ in finished.append("snapshot") }, receiveValue: { _ in })
    model?.append(TestItem(2))
    #expect(finished.isEmpty)
    model = nil
    #expect(Set(finished) == ["changes", "items", "snapshot"])
    _ = (changes, items, snapshot)
  }

  @Test func changesPublisher_sendsEveryChange() {
    let model = ArrayTableModel<TestItem>()
    var received: [TableModelChange] = []
    let subscription = model.events.changesPublisher.sink { received.append($0) }
    model.append(TestItem(1))
    #expect(received == [.batch(Changeset(insertedRows: [RowPath(row: 0, section: 0)]))])
    subscription.cancel()
  }

  @Test func itemsPublisher_sendsTheItemsNowAndAfterEveryChange() {
    let model = ArrayTableModel([TestItem(1)])
    var received: [[TestItem]] = []
    let subscription = model.itemsPublisher.sink { received.append($0) }
    model.append(TestItem(2))
    #expect(received == [[TestItem(1)], [TestItem(1), TestItem(2)]])
    subscription.cancel()
  }

  @Test func snapshotPublisher_sendsTheSectionsAfterAReplacement() throws {
    let model = SectionedTableModel<TestSectionModel, TestItem>()
    var received: [[TestSection]] = []
    let subscription = model.snapshotPublisher.sink { received.append($0) }
    let sections = [TestSection(model: TestSectionModel(1), items: [TestItem(2)])]
    try model.replace(with: sections, completion: nil)
    #expect(received == [[], sections])
    subscription.cancel()
  }
  #endif
}
