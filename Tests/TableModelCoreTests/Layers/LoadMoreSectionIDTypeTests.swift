import TableModelTestSupport
import TableModelTesting
import Testing

/// `withLoadMore(inSectionWithID:)` takes an identity of the type of the section models'
/// identities (`SectionID`), as the diffable data source's section identifiers are typed.
///
/// Before, it took any `Hashable`: a section model passed instead of its `id`, or an identity of
/// another type, compiled and named no section, and the row never showed. With a section
/// identity type of the app's own (`ThreadID`, written as a literal), the literal was an `Int`,
/// which no section's `ThreadID` equals: the row never showed.
@MainActor
@Suite struct LoadMoreSectionIDTypeTests {
  /// A thread's identity, of the app's own type, written as a literal in code and tests.
  struct ThreadID: Hashable, Sendable, ExpressibleByIntegerLiteral, CustomStringConvertible {
    let value: Int
    init(integerLiteral value: Int) { self.value = value }
    var description: String { "thread \(value)" }
  }

  struct Thread: Diffable, Hashable {
    let id: ThreadID
  }

  private func threads() -> SectionedTableModel<Thread, TestItem> {
    SectionedTableModel(sections: [
      TableSection(model: Thread(id: 1), items: [TestItem(10)]),
      TableSection(model: Thread(id: 2), items: [TestItem(20), TestItem(21)]),
    ])
  }

  @Test func identityLiteral_isTheSectionsIdentityType_soTheRowEndsThatSection() {
    let paged = threads().withLoadMore(inSectionWithID: 1) {}
    #expect(paged.shape == TableShape([2, 2]), "the row ends the first thread")
    #expect(paged.item(at: p(0, 1)).base is LoadMoreRow)
  }

  /// Under other layers the identity is still the one of the section models below them all.
  @Test func underOtherLayers_theIdentityIsTheModelBelowsType() {
    let stacked = threads()
      .withFeaturedSection(TestSectionModel(9), items: [TestItem(5)])
      .filtered { $0.as(TestItem.self)?.id != 21 }
      .withLoadMore(inSectionWithID: 2) {}
    let identity:
      LoadMoreLayer<
        FilterLayer<
          FeaturedSectionLayer<
            SectionedTableModel<Thread, TestItem>, TestSectionModel, TestItem
          >
        >
      >.SectionID = 2
    #expect(identity == ThreadID(integerLiteral: 2))
    #expect(stacked.shape == TableShape([1, 1, 2]), "the row ends the second thread")
    #expect(stacked.item(at: p(2, 1)).base is LoadMoreRow)
  }

  @Test func layerInitializer_takesTheSectionsIdentityType() {
    let layer = LoadMoreLayer(threads(), inSectionWithID: 2) {}
    #expect(layer.shape == TableShape([1, 3]))
  }
}
