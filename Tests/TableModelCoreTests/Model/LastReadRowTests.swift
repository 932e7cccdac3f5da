import TableModelTestSupport
import TableModelTesting
import Testing

/// An `ArrayTableModel` remembers the leaf of the row its subscript read last, so that an
/// `update(_:)` of that row finds it without a lookup; the leaf is held unretained, so the
/// memory must never be used once an edit may have freed the leaf.
@MainActor
@Suite struct LastReadRowTests {
  /// A row read by an observer told of `willChange` is read before the edit that follows,
  /// which may free its leaf (a leaf of a small model grows into a new one; a merge frees one):
  /// an update of that row later in the transaction finds it again, in its new leaf.
  @Test func aRowReadWhileTheModelAnnouncesAChange_isUpdatedInItsNewLeaf() {
    // Three rows: one leaf with room for three, which the append replaces by a larger one.
    let model = ArrayTableModel((0..<3).map { TestItem($0) })
    var read: [TestItem] = []
    let observation = model.events.observe { event in
      if case .willChange = event { read.append(model[0]) }
    }
    model.performTransaction {
      model.append(TestItem(3))
      model.update(TestItem(0, content: 7))
    }
    #expect(read == [TestItem(0)])
    #expect(model.items == [TestItem(0, content: 7), TestItem(1), TestItem(2), TestItem(3)])
    #expect(model[id: 0] == TestItem(0, content: 7))
    observation.cancel()
  }

  /// Each update lands at its row's position after the transaction, in a model of several leaves.
  ///
  /// An update of the row just read tells the transaction the position the read was at; an
  /// update of a row read before another edit finds its position from its leaf.
  @Test func anUpdateOfTheRowJustRead_isRecordedAtItsPosition() {
    let model = ArrayTableModel((0..<500).map { TestItem($0) })
    var changes: [TableModelChange] = []
    let observation = model.events.observe { event in
      if case .changed(let change) = event { changes.append(change) }
    }
    model.performTransaction {
      model.update(TestItem(model[300].id, content: 1))
      let earlier = model[100]
      model.insert(TestItem(1_000), at: 0)
      model.update(TestItem(earlier.id, content: 1))
      model.update(TestItem(model[450].id, content: 1))
    }
    #expect(
      changes == [
        .batch(
          Changeset(
            insertedRows: [RowPath(row: 0, section: 0)],
            updatedRows: [101, 301, 450].map { RowPath(row: $0, section: 0) }))
      ])
    #expect(model[101] == TestItem(100, content: 1))
    #expect(model[301] == TestItem(300, content: 1))
    #expect(model[450] == TestItem(449, content: 1))
    observation.cancel()
  }
}
