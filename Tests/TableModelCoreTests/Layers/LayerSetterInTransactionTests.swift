import TableModelTestSupport
import TableModelTesting
import Testing

/// A layer's setter called inside a transaction of the model below waits until the transaction
/// is published: the layer's change then follows the changes below it has been told of, and the
/// table accepts both.
///
/// Before, the setter ran at once: the layer published a change computed against rows below that
/// it had not been told of, then rewrote the transaction's change against the wrong layout.
@MainActor
@Suite struct LayerSetterInTransactionTests {
  private typealias Model = SectionedTableModel<TestSectionModel, TestItem>

  private func model() -> Model {
    Model(sections: [
      TableSection(model: TestSectionModel(1), items: [TestItem(1), TestItem(2)]),
      TableSection(model: TestSectionModel(2), items: [TestItem(3)]),
    ])
  }

  @Test func featuredSetItems_insideTheBasesTransaction_followsIt() {
    let base = model()
    let featured = base.withFeaturedSection(TestSectionModel(9), items: [TestItem(90)])
    let harness = ModelTableHarness(featured)
    base.performTransaction {
      base.removeSection(at: 0)
      featured.setItems([])
      base.appendSection(TestSectionModel(3), items: [TestItem(4)])
    }
    #expect(harness.problems.isEmpty, "\(harness.problems)")
    #expect(featured.items.isEmpty)
    #expect(harness.shownRows == [["3"], ["4"]])
    #expect(harness.changes.count == 2, "the transaction, then the layer's change")
  }

  @Test func emptyStateAndFilter_insideTheBasesTransaction_followIt() {
    let base = model()
    let filtered = base.filtered { $0.id != 3 }
    let empty = filtered.withEmptyState("Nothing", placement: .section)
    let harness = ModelTableHarness(empty)
    base.performTransaction {
      base.remove(id: 1)
      empty.setPlaceholder(PlaceholderRow(message: "None yet"))
      filtered.setPredicate { _ in false }
      base.insertSection(TestSectionModel(3), items: [TestItem(5)], at: 0)
    }
    #expect(harness.problems.isEmpty, "\(harness.problems)")
    #expect(harness.modelRows == [[], [], [], [String(describing: empty.placeholder)]])
    #expect(empty.placeholder.message == "None yet")
  }
}
