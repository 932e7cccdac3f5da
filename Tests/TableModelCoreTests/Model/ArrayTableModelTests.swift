import TableModelScenarios
import TableModelTestSupport
import TableModelTesting
import Testing

/// An observer that records what a model tells it, as LRTableModel's tests use a mock listener.
@MainActor
final class RecordingListener {
  var log: [String] = []
  private var observation: TableModelEvents.Observation?

  init(_ events: TableModelEvents) {
    observation = events.observe { [weak self] event in
      switch event {
      case .willChange: self?.log.append("will change")
      case .changed(let change): self?.log.append("changed: \(change)")
      case .didChange: self?.log.append("did change")
      }
    }
  }
}

/// The array model with a mock listener and no table view.
@MainActor
@Suite struct ArrayTableModelTests {
  private func model(_ ids: [Int]) -> (ArrayTableModel<TestItem>, RecordingListener) {
    let model = ArrayTableModel(ids.map { TestItem($0) })
    return (model, RecordingListener(model.events))
  }

  @Test func append_tellsTheListenerOneInsertedRow() {
    let (model, listener) = model([1, 2])
    model.append(TestItem(3))
    #expect(listener.log == ["will change", "changed: inserted rows: [[0, 2]]", "did change"])
    #expect(model.items.map(\.id) == [1, 2, 3])
  }

  @Test func removeByID_tellsTheRowItWas() {
    let (model, listener) = model([1, 2, 3])
    model.remove(id: 2)
    #expect(listener.log == ["will change", "changed: deleted rows: [[0, 1]]", "did change"])
    model.remove(id: 42)
    #expect(listener.log.count == 3, "removing an absent identity changes nothing")
  }

  @Test func update_withNewContent_isAnUpdate_andWithSameContent_isNothing() {
    let (model, listener) = model([1, 2])
    model.update(TestItem(2, content: 5))
    model.update(TestItem(2, content: 5))
    #expect(listener.log == ["will change", "changed: updated rows: [[0, 1]]", "did change"])
  }

  /// An update of the row just read by position finds it where the read did; a read followed by
  /// another edit before the update finds the row by its identity — in both, the contents and the
  /// updated rows are those of an array given the same edits.
  @Test(arguments: [0, 1, 2]) func updatesOfRowsJustRead_matchAnArray(seed: UInt64) {
    var generator = SplitMix64(seed: seed)
    let model = ArrayTableModel((0..<3_000).map { TestItem($0) })
    let listener = RecordingListener(model.events)
    var array = model.items
    var updated: Set<Int> = []
    var nextID = 3_000
    model.performTransaction {
      for _ in 0..<400 {
        let index = Int.random(in: 0..<array.count, using: &generator)
        var row = model[index]
        #expect(row == array[index])
        row.content += 1
        if Bool.random(using: &generator) {
          // Another edit between the read and the update: the row may have moved.
          let removed = Int.random(in: 0..<array.count, using: &generator)
          model.remove(at: removed)
          array.remove(at: removed)
          model.append(TestItem(nextID))
          array.append(TestItem(nextID))
          nextID += 1
        }
        model.update(row)
        if let at = array.firstIndex(where: { $0.id == row.id }) {
          array[at] = row
          updated.insert(row.id)
        }
      }
    }
    #expect(model.items == array)
    #expect(listener.log.count == 3)
    #expect(updated.allSatisfy { id in model[id: id].map { $0.content > 0 } ?? true })
  }

  @Test func move_isAMove() {
    let (model, listener) = model([1, 2, 3])
    model.move(from: 0, to: 2)
    #expect(listener.log[1] == "changed: moved rows: [\"[0, 0]→[0, 2]\"]")
    #expect(model.items.map(\.id) == [2, 3, 1])
  }

  @Test func transaction_ofSeveralOperations_isOneChange() {
    let (model, listener) = model([1, 2, 3, 4])
    model.performTransaction {
      model.remove(at: 0)
      model.append(TestItem(5))
      model.update(TestItem(3, content: 1))
      model.move(from: 0, to: 3)
    }
    #expect(listener.log.count == 3)
    #expect(
      listener.log[1] == """
        changed: deleted rows: [[0, 0]]
        inserted rows: [[0, 2]]
        moved rows: ["[0, 1]→[0, 3]"]
        updated rows: [[0, 0]]
        """)
    #expect(model.items.map(\.id) == [3, 4, 5, 2])
  }

  @Test func replace_publishesTheDiff() throws {
    let (model, listener) = model([1, 2, 3])
    try model.replace(with: [TestItem(3), TestItem(1, content: 1), TestItem(4)])
    #expect(
      listener.log[1] == """
        changed: deleted rows: [[0, 1]]
        inserted rows: [[0, 2]]
        moved rows: ["[0, 2]→[0, 0]"]
        updated rows: [[0, 1]]
        """, "3 moves before 1; moving 1 after 3 would be as few moves")
  }

  @Test func replace_withDuplicateIdentities_throwsAndChangesNothing() {
    let (model, listener) = model([1])
    #expect(throws: DuplicateIdentityError.self) {
      try model.replace(with: [TestItem(7), TestItem(8), TestItem(7)])
    }
    do {
      try model.replace(with: [TestItem(7), TestItem(8), TestItem(7)])
    } catch let error as DuplicateIdentityError {
      #expect(error.description == "Duplicate row IDs: id 7 at [[0, 0], [0, 2]]")
    } catch {
      Issue.record("unexpected \(error)")
    }
    #expect(model.items.map(\.id) == [1])
    #expect(listener.log.isEmpty)
  }

  /// The index the model builds finds the repeat; the message still names the initializer and
  /// every position of the repeated identity.
  @Test func creatingWithADuplicateIdentity_stopsNamingTheCallAndThePositions() async {
    let result = await #expect(
      processExitsWith: .failure, observing: [\.standardErrorContent]
    ) {
      await MainActor.run {
        _ = ArrayTableModel((0..<200).map { TestItem($0 == 150 ? 3 : $0) })
      }
    }
    let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    #expect(
      message.contains(
        "ArrayTableModel.init(_:section:): Duplicate row IDs: id 3 at [[0, 3], [0, 150]]"),
      "\(message)")
  }

  /// The same through `SectionedTableModel(sections:)`, whose index is filled in the caller's
  /// specialized code, with the identity repeated across sections.
  @Test func creatingSectionsWithADuplicateIdentity_stopsNamingTheCallAndThePositions() async {
    let result = await #expect(
      processExitsWith: .failure, observing: [\.standardErrorContent]
    ) {
      await MainActor.run {
        _ = SectionedTableModel(sections: [
          TableSection(model: TestSectionModel(1), items: [TestItem(4), TestItem(5)]),
          TableSection(model: TestSectionModel(2), items: [TestItem(5)]),
        ])
      }
    }
    let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    #expect(
      message.contains(
        "SectionedTableModel.init(sections:): Duplicate row IDs: id 5 at [[0, 1], [1, 0]]"),
      "\(message)")
  }

  @Test func insertingADuplicateIdentity_stopsWithAMessage() async {
    await #expect(processExitsWith: .failure) {
      await MainActor.run {
        let model = ArrayTableModel([TestItem(1)])
        model.append(TestItem(1))
      }
    }
  }

  @Test func asyncStream_deliversEveryChange() async {
    let (model, _) = model([])
    let stream = model.events.changes
    model.append(TestItem(1))
    model.append(TestItem(2))
    var received: [TableModelChange] = []
    for await change in stream {
      received.append(change)
      if received.count == 2 { break }
    }
    #expect(
      received == [
        .batch(Changeset(insertedRows: [p(0, 0)])), .batch(Changeset(insertedRows: [p(0, 1)])),
      ])
  }

  /// A model that is gone publishes nothing more: its stream ends, so that a `for await` loop
  /// over it — and the task running it — ends with the screen that owned the model.
  @Test func asyncStream_endsOnceTheModelIsReleased() async {
    var model: ArrayTableModel<TestItem>? = ArrayTableModel([TestItem(1)])
    weak let released = model
    let stream = model?.events.changes
    var received: [TableModelChange] = []
    var ended = false
    let iterating = Task { @MainActor in
      for await change in stream! { received.append(change) }
      ended = true
    }
    model?.append(TestItem(2))
    model = nil
    #expect(released == nil)
    for _ in 0..<1_000 where !ended { await Task.yield() }
    #expect(ended, "the stream ended with its model")
    #expect(received == [.batch(Changeset(insertedRows: [p(0, 1)]))])
    iterating.cancel()
  }

  @Test func mutationDuringNotification_runsAfterEveryObserverWasTold() {
    let (model, listener) = model([1])
    var seenBySecond: [Int] = []
    let first = model.events.observe { event in
      if case .changed = event, model.count == 2 { model.append(TestItem(99)) }
    }
    let second = model.events.observe { event in
      if case .changed = event { seenBySecond.append(model.count) }
    }
    model.append(TestItem(2))
    #expect(
      seenBySecond == [2, 3], "the second observer saw the first change before the queued one")
    #expect(listener.log.filter { $0.hasPrefix("changed") }.count == 2)
    _ = (first, second)
  }

  @Test func releasedObservation_stopsDelivering() async {
    let (model, _) = model([])
    var count = 0
    var observation: TableModelEvents.Observation? = model.events.observe { _ in count += 1 }
    model.append(TestItem(1))
    #expect(count == 3)
    observation?.cancel()
    observation = nil
    model.append(TestItem(2))
    #expect(count == 3)
  }

  @Test func transaction_thatChangesNothing_tellsNothing() {
    let (model, listener) = model([1, 2])
    model.performTransaction {}
    model.performTransaction {
      model.remove(id: 42)
      model.update(TestItem(1))
    }
    #expect(listener.log.isEmpty, "\(listener.log)")
  }

  @Test func transaction_whoseOperationsCancelOut_isABracketWithoutAChange() {
    let (model, listener) = model([1])
    model.performTransaction {
      model.append(TestItem(2))
      model.remove(id: 2)
    }
    #expect(listener.log == ["will change", "did change"], "the model did change, and back")
    #expect(model.items.map(\.id) == [1])
  }

  @Test func releasedObservation_stopsDeliveringAtOnce() {
    let model = ArrayTableModel<TestItem>()
    var count = 0
    var observation: TableModelEvents.Observation? = model.events.observe { _ in count += 1 }
    model.append(TestItem(1))
    #expect(count == 3)
    observation = nil
    model.append(TestItem(2))
    #expect(count == 3, "released, not cancelled: no event reaches the handler any more")
    #expect(observation == nil)
  }
}
