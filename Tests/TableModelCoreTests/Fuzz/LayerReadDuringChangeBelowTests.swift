import TableModelTestSupport
import TableModelTesting
import Testing

/// `position(ofBase:)` of a filter or sort layer, asked from inside a transaction of the model below.
///
/// The row the transaction added is one the layer has not heard of yet. The call stops, in every
/// build configuration, naming the layer, the call and the problem: the model below is changing
/// and has not published the change (see `LayerReadInsideTransactionTests`, which reads every
/// layer so).
///
/// Before, the row passed the check against the model below and the layer then read its own
/// state for it: the standard library's `Index out of range` with no message, or a message
/// naming the layer's internal `FlagTree`.
enum LayerReadDuringChangeBelowCall: String, CaseIterable, Codable, Sendable {
  case filterRowAdded, filterSectionAdded, sortRowAdded, sortSectionAdded

  /// What the message must say.
  var expectedMessage: String {
    let layer =
      switch self {
      case .filterRowAdded, .filterSectionAdded: "FilterLayer"
      case .sortRowAdded, .sortSectionAdded: "SortLayer"
      }
    return "\(layer).position(ofBase:): \(LayerReadInsideTransactionTests.problem)"
  }

  /// Opens a transaction of the model below, adds a row or a section, and asks the layer where
  /// the new row shows.
  @MainActor func perform() {
    switch self {
    case .filterRowAdded, .sortRowAdded:
      let model = ArrayTableModel([TestItem(1), TestItem(2), TestItem(3)])
      let position = layerPosition(over: model)
      model.performTransaction {
        model.append(TestItem(4))
        position(p(0, 3))
      }
    case .filterSectionAdded, .sortSectionAdded:
      let model = SectionedTableModel(sections: [
        TestSection(model: TestSectionModel(0), items: [TestItem(1)])
      ])
      let position = layerPosition(over: model)
      model.performTransaction {
        model.appendSection(TestSectionModel(1), items: [TestItem(2)])
        position(p(1, 0))
      }
    }
  }

  /// The layer's `position(ofBase:)` over `model`, the layer kept alive by the closure.
  @MainActor private func layerPosition<Model: TableModel>(over model: Model)
    -> @MainActor (RowPath) -> Void
  where Model.Item == TestItem {
    switch self {
    case .filterRowAdded, .filterSectionAdded:
      let filter = model.filtered { _ in true }
      return { _ = filter.position(ofBase: $0) }
    case .sortRowAdded, .sortSectionAdded:
      let sort = model.sorted { $0.id > $1.id }
      return { _ = sort.position(ofBase: $0) }
    }
  }
}

@Suite struct LayerReadDuringChangeBelowTests {
  @Test(arguments: LayerReadDuringChangeBelowCall.allCases)
  func positionOfARowTheLayerHasNotHeardOf_stopsNamingTheLayerAndTheProblem(
    _ call: LayerReadDuringChangeBelowCall
  ) async {
    await expectStops(.layerReadDuringChangeBelow(call))
  }

  @MainActor @Test func positionOfARowTheLayerHasHeardOf_isFoundAfterTheTransaction() {
    let model = ArrayTableModel([TestItem(1), TestItem(2), TestItem(3)])
    let filter = model.filtered { $0.id != 2 }
    let sort = model.sorted { $0.id > $1.id }
    model.performTransaction { model.append(TestItem(4)) }
    #expect(filter.position(ofBase: p(0, 3)) == p(0, 2))
    #expect(sort.position(ofBase: p(0, 3)) == p(0, 0))
  }
}
