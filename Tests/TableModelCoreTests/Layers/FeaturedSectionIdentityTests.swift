import TableModelScenarioCells
import TableModelScenarios
import TableModelTestSupport
import TableModelTesting
import Testing

/// What the footer handler of these tests heard, in order.
@MainActor
private enum ShelfFooterLog {
  static var entries: [String] = []
}

/// A shelf of tweets; two shelves with the same `id` are the same section to a diff.
private struct Shelf: Diffable, Hashable {
  var id: String
  var title: String
}

/// Hears of the shelf footers, whose model is the section model.
private struct ShelfFooterHandler: EventHandlerRegistry.HeaderFooterHandler {
  static func canHandle(_ shelf: Shelf, context: EventHandlerRegistry.HeaderFooterContext) -> Bool {
    context.kind == .footer
  }

  func didEndDisplaying(_ shelf: Shelf, context: EventHandlerRegistry.HeaderFooterContext) {
    ShelfFooterLog.entries.append("end footer \(shelf.title) at \(context.section)")
  }
}

/// A featured section whose header has the type and identity of a section of the model below is
/// still a section of its own: its identity never equals one below, so the layer (and every
/// layer above) shows unique section identities, as the models do.
@MainActor
@Suite(.serialized) struct FeaturedSectionIdentityTests {
  init() { ShelfFooterLog.entries = [] }

  private func sectionIDs(_ model: some TableModel) -> [AnyHashable] {
    (0..<model.numberOfSections).map { AnyHashable(model.sectionModel(at: $0).id) }
  }

  @Test func headerWithABaseSectionsIdentity_staysUnique_whenBuiltAndWhenTheBaseGainsIt() {
    let base = SectionedTableModel<TestSectionModel, TestItem>(sections: [
      TableSection(model: TestSectionModel(9), items: [TestItem(1), TestItem(2)])
    ])
    let featured = base.withFeaturedSection(TestSectionModel(9, title: 1), items: [TestItem(7)])
    let sorted = featured.sorted { "\($0)" > "\($1)" }
    #expect(Set(sectionIDs(featured)).count == 2, "\(sectionIDs(featured))")
    base.insertSection(TestSectionModel(8), items: [TestItem(3)], at: 0)
    #expect(Set(sectionIDs(featured)).count == 3)
    try? base.replace(with: [
      TableSection(model: TestSectionModel(9), items: [TestItem(4)]),
      TableSection(model: TestSectionModel(6), items: []),
    ])
    #expect(Set(sectionIDs(featured)).count == 3, "\(sectionIDs(featured))")
    #expect(Set(sectionIDs(sorted)).count == 3, "the layers above see unique sections too")
    // Factories and handlers still see the header itself.
    #expect(featured.sectionModel(at: 0).as(TestSectionModel.self) == TestSectionModel(9, title: 1))
    #expect(featured.sectionModel(at: 1).as(TestSectionModel.self) == TestSectionModel(9))
  }

  @Test func featuredRowsRepeatingRowsBelow_haveIdentitiesOfTheirOwn() {
    // Before, a post featured above its place in the feed was two rows with one identity.
    let base = ArrayTableModel([TestItem(1), TestItem(2)])
    let featured = base.withFeaturedSection(TestSectionModel(9), items: [TestItem(2), TestItem(1)])
    let ids = [p(0, 0), p(0, 1), p(1, 0), p(1, 1)].map { featured.item(at: $0).id }
    #expect(Set(ids).count == 4, "\(ids)")
    // Factories and handlers still see the items themselves.
    #expect(featured.item(at: p(0, 0)).as(TestItem.self) == TestItem(2))
    let harness = ModelTableHarness(featured.sorted { "\($0)" < "\($1)" })
    featured.setItems([TestItem(1), TestItem(2)])
    base.move(from: 0, to: 1)
    #expect(harness.problems.isEmpty, "\(harness.problems)")
  }

  @Test func loadMoreInSectionWithID_endsTheSectionBelow_notAFeaturedSectionOfTheSameID() {
    // Before, the row ended the featured section, whose header has the same identity.
    let base = SectionedTableModel<TestSectionModel, TestItem>(sections: [
      TableSection(model: TestSectionModel(1), items: [TestItem(1)]),
      TableSection(model: TestSectionModel(9), items: [TestItem(2)]),
    ])
    let more = base.withFeaturedSection(TestSectionModel(9), items: [TestItem(7)])
      .withLoadMore(inSectionWithID: 9) {}
    #expect(more.shape == [1, 1, 2])
    #expect(more.item(at: p(2, 1)).as(LoadMoreRow.self) != nil)
  }

  @Test func hiddenFeaturedSection_endsItsFooterWithItsOwnModel_notTheBaseSectionOfTheSameID()
    throws
  {
    let shelves = SectionedTableModel(sections: [
      TableSection(model: Shelf(id: "picks", title: "Below"), items: [Tweet(1), Tweet(2)])
    ])
    let featured = shelves.withFeaturedSection(
      Shelf(id: "picks", title: "Featured"), items: [Tweet(100)])
    let fixture = ControllerFixture(featured, height: 400) {
      $0.cells.register(TweetCell.self)
      $0.headerFooters.registerFooter(DayHeaderView.self, for: Shelf.self) { view, shelf in
        view.text = shelf.title
      }
      $0.core.handlers.register(headerFooter: ShelfFooterHandler.self)
    }
    #expect(fixture.table.footerView(forSection: 0)?.renderedText == "Featured")
    featured.setItems([])
    try fixture.table.finishAnimations()
    #expect(fixture.diagnostics.isEmpty)
    #expect(fixture.table.footerView(forSection: 0)?.renderedText == "Below")
    // The deleted section's footer ends with the model it showed (K44), not the section now at
    // its index, which had the same identity before the featured section had one of its own.
    #expect(ShelfFooterLog.entries == ["end footer Featured at 0"])
  }
}
