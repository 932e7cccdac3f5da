import TableModelScenarioCells
import TableModelScenarios
import TableModelTestSupport
import TableModelTesting
import Testing

/// A layer read by the app from inside a transaction of the model below it, once the transaction
/// has changed the model: the layer has not heard of the change, so it no longer matches the
/// model below.
///
/// The read stops, in every build configuration, with a message naming the layer, the call and
/// the problem. Before, a filter or sort layer answered its old counts, and its rows through its
/// old positions in the changed model: the row of another position, or a stop naming
/// `SectionedTableModel.item(at:)` — a call the app never made — for a position the model no
/// longer has; a layer that reads the model below directly answered with the change, so one
/// stack answered half changed.
enum LayerReadInsideTransactionCall: String, CaseIterable, Codable, Sendable {
  case filterItemOfRemovedRow, filterItemOfShiftedRow, filterRowCount, filterPositionOfBase
  case sortItem, sortSectionCount, loadMoreSectionCount, loadMoreWillDisplay
  case emptyStateItem, emptyStateShowsPlaceholder, featuredSectionModel, filterAboveLoadMore

  /// The layer and the call the message names.
  private var call: String {
    switch self {
    case .filterItemOfRemovedRow, .filterItemOfShiftedRow: "FilterLayer.item(at:)"
    case .filterRowCount: "FilterLayer.numberOfRows(inSection:)"
    case .filterPositionOfBase: "FilterLayer.position(ofBase:)"
    case .sortItem: "SortLayer.item(at:)"
    case .sortSectionCount: "SortLayer.numberOfSections"
    case .loadMoreSectionCount: "LoadMoreLayer.numberOfSections"
    case .loadMoreWillDisplay: "LoadMoreLayer.willDisplayRow(at:)"
    case .emptyStateItem: "EmptyStateLayer.item(at:)"
    case .emptyStateShowsPlaceholder: "EmptyStateLayer.isShowingPlaceholder"
    case .featuredSectionModel: "FeaturedSectionLayer.sectionModel(at:)"
    case .filterAboveLoadMore: "FilterLayer.item(at:)"
    }
  }

  /// What the message must say.
  var expectedMessage: String {
    "\(call): \(LayerReadInsideTransactionTests.problem)"
  }

  /// Opens a transaction of the model below, changes it, and reads the layer.
  @MainActor func perform() {
    let model = ArrayTableModel((1...3).map { TestItem($0) })
    let read: @MainActor () -> Void
    switch self {
    case .filterItemOfRemovedRow:
      let filter = model.filtered { _ in true }
      read = { _ = filter.item(at: p(0, 2)) }
    case .filterItemOfShiftedRow:
      let filter = model.filtered { _ in true }
      read = { _ = filter.item(at: p(0, 0)) }
    case .filterRowCount:
      let filter = model.filtered { _ in true }
      read = { _ = filter.numberOfRows(inSection: 0) }
    case .filterPositionOfBase:
      let filter = model.filtered { _ in true }
      read = { _ = filter.position(ofBase: p(0, 0)) }
    case .sortItem:
      let sort = model.sorted { $0.id > $1.id }
      read = { _ = sort.item(at: p(0, 0)) }
    case .sortSectionCount:
      let sort = model.sorted { $0.id > $1.id }
      read = { _ = sort.numberOfSections }
    case .loadMoreSectionCount:
      let loadMore = model.withLoadMore {}
      read = { _ = loadMore.numberOfSections }
    case .loadMoreWillDisplay:
      let loadMore = model.withLoadMore {}
      read = { loadMore.willDisplayRow(at: p(0, 0)) }
    case .emptyStateItem:
      let empty = model.withEmptyState("None")
      read = { _ = empty.item(at: p(0, 0)) }
    case .emptyStateShowsPlaceholder:
      let empty = model.withEmptyState("None")
      read = { _ = empty.isShowingPlaceholder }
    case .featuredSectionModel:
      let featured = model.withFeaturedSection(TestSectionModel(9), items: [TestItem(9)])
      read = { _ = featured.sectionModel(at: 0) }
    case .filterAboveLoadMore:
      let filter = model.withLoadMore {}.filtered { _ in true }
      read = { _ = filter.item(at: p(0, 0)) }
    }
    model.performTransaction {
      model.remove(at: 0)
      model.remove(at: 0)
      read()
    }
  }
}

@MainActor
@Suite struct LayerReadInsideTransactionTests {
  /// What every message says after the layer and the call.
  nonisolated static let problem =
    "the model below is changing and has not published the change yet (a read inside its performTransaction?), so the layer does not match it; read the layer once the change is published, or read the model below, whose reads include the change so far"

  @Test(arguments: LayerReadInsideTransactionCall.allCases)
  func layerReadOnceTheModelBelowChanged_stopsNamingTheLayerTheCallAndTheProblem(
    _ call: LayerReadInsideTransactionCall
  ) async {
    await expectStops(.layerReadInsideTransaction(call))
  }

  /// Inside the transaction the model's own reads show the edits so far; the layers above read
  /// as they were until its first edit, and the change once it is published.
  @Test func modelReadsShowTheEditsSoFar_layersReadBeforeTheFirstEditAndAfterThePublication() {
    let model = ArrayTableModel((1...4).map { TestItem($0) })
    let filter = model.filtered { $0.id != 2 }
    let feed = filter.withLoadMore {}
    var inside: [[Int]] = []
    var before: [Int] = []
    model.performTransaction {
      before = [filter.numberOfRows(inSection: 0), feed.numberOfRows(inSection: 0)]
      model.remove(at: 0)
      inside.append((0..<model.count).map { model.item(at: p(0, $0)).id })
      model.append(TestItem(5))
      inside.append((0..<model.count).map { model.item(at: p(0, $0)).id })
    }
    #expect(before == [3, 4])
    #expect(inside == [[2, 3, 4], [2, 3, 4, 5]])
    #expect(
      (0..<filter.numberOfRows(inSection: 0)).map { filter.item(at: p(0, $0)).id } == [3, 4, 5])
    #expect(feed.numberOfRows(inSection: 0) == 4)
  }

  /// The controller answers the app as it answers the table while the model changes: the shape
  /// the table last read, rows without items; then the model as the change left it.
  @Test func controllerReadsInsideTheTransaction_answerTheShapeTheTableRead() throws {
    let tweets = ArrayTableModel((0..<3).map { Tweet($0) })
    let fixture = ControllerFixture(tweets.withLoadMore {}) {
      $0.cells.register(TweetCell.self)
    }
    var inside: [Int] = []
    var items: [Bool] = []
    tweets.performTransaction {
      tweets.remove(at: 0)
      tweets.remove(at: 0)
      inside = [fixture.core.numberOfSections, fixture.core.numberOfRows(inSection: 0)]
      items = [fixture.core.item(at: p(0, 0)) == nil, fixture.core.item(at: p(0, 3)) == nil]
    }
    try fixture.table.settle()
    #expect(inside == [1, 4])
    #expect(items == [true, true])
    #expect([fixture.core.numberOfSections, fixture.core.numberOfRows(inSection: 0)] == [1, 2])
    // The app's reads are not the table's: the change animated, the load-more row stayed shown.
    #expect(fixture.batches.last?.calls == [.deleteRows([p(0, 0), p(0, 1)], .automatic)])
    #expect(fixture.shownTexts == [["@ada — tweet 2", "Load More"]])
    #expect(fixture.diagnostics.isEmpty)
  }
}
