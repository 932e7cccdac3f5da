import TableModelTestSupport
import TableModelTesting
import Testing

/// A read or operation at a position a model or layer does not have: each one stops, in every
/// build configuration, with a message naming the public type, the call and the position and
/// shape — never a row made up, never an internal structure's name.
enum OutOfRangeCall: String, CaseIterable, Codable, Sendable {
  case loadMoreItem, loadMoreSectionModel, emptyStateItem, featuredItem, filterItem, filterRows
  case filterBaseToLayer, sortItem, arrayInsert, arraySubscript, groupedItem, arrayForEachItem

  /// What the message must say.
  var expectedMessage: String {
    switch self {
    case .loadMoreItem: "LoadMoreLayer.item(at:): row [0, 5] does not exist; the shape is [3]"
    case .loadMoreSectionModel:
      "LoadMoreLayer.sectionModel(at:): section 2 does not exist; the shape is [1, 1]"
    case .emptyStateItem: "EmptyStateLayer.item(at:): row [0, 1] does not exist; the shape is [1]"
    case .featuredItem:
      "FeaturedSectionLayer.item(at:): row [0, 1] does not exist; the shape is [1, 3]"
    case .filterItem: "FilterLayer.item(at:): row [0, 2] does not exist; the shape is [2]"
    case .filterRows:
      "FilterLayer.numberOfRows(inSection:): section 1 does not exist; the shape is [2]"
    case .filterBaseToLayer:
      "FilterLayer.position(ofBase:): row [0, 9] does not exist below; the shape below is [3]"
    case .sortItem: "SortLayer.item(at:): row [0, 3] does not exist; the shape is [3]"
    case .arrayInsert:
      "ArrayTableModel.insert(_:at:): row [0, 3] is out of range for an insertion; the shape is [1]"
    case .arraySubscript:
      "ArrayTableModel.subscript(_:): row [0, 1] does not exist; the shape is [1]"
    case .groupedItem:
      "GroupedTableModel.item(at:): section 2 does not exist; the shape is [1, 1]"
    case .arrayForEachItem:
      "ArrayTableModel.forEachItem(at:_:): row [0, 3] does not exist; the shape is [3]"
    }
  }

  /// Makes the call.
  @MainActor func perform() {
    let three = ArrayTableModel([TestItem(1), TestItem(2), TestItem(3)])
    switch self {
    case .loadMoreItem:
      _ = ArrayTableModel([TestItem(1), TestItem(2)]).withLoadMore {}.item(at: p(0, 5))
    case .loadMoreSectionModel:
      _ = ArrayTableModel([TestItem(1)]).withLoadMore(placement: .section) {}.sectionModel(at: 2)
    case .emptyStateItem:
      _ = ArrayTableModel<TestItem>().withEmptyState("Nothing").item(at: p(0, 1))
    case .featuredItem:
      _ = three.withFeaturedSection(TestSectionModel(9), items: [TestItem(7)]).item(at: p(0, 1))
    case .filterItem: _ = three.filtered { $0.id != 2 }.item(at: p(0, 2))
    case .filterRows: _ = three.filtered { $0.id != 2 }.numberOfRows(inSection: 1)
    case .filterBaseToLayer: _ = three.filtered { $0.id != 2 }.position(ofBase: p(0, 9))
    case .sortItem: _ = three.sorted { $0.id > $1.id }.item(at: p(0, 3))
    case .arrayInsert: ArrayTableModel([TestItem(1)]).insert(TestItem(2), at: 3)
    case .arraySubscript: _ = ArrayTableModel([TestItem(1)])[1]
    case .groupedItem:
      let model = GroupedTableModel<TestItem, Int>(by: \.content)
      model.insert(TestItem(1, content: 1))
      model.insert(TestItem(2, content: 2))
      _ = model.item(at: p(2, 0))
    case .arrayForEachItem: three.forEachItem(at: [p(0, 1), p(0, 3)]) { _ in }
    }
  }
}

@Suite struct OutOfRangeContractTests {
  @Test(arguments: OutOfRangeCall.allCases)
  func outOfRangeCall_stopsNamingTheTypeTheCallAndThePosition(_ call: OutOfRangeCall) async {
    await expectStops(.outOfRange(call))
  }
}
