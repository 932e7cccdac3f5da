import TableModelTestSupport
import TableModelTesting
import Testing

/// The one row-editing implementation of the layers (``TableModelLayer`` over a
/// ``RowEditingTableModel``), tried with every source and destination under each layer that keeps
/// the rows of the model below in order.
@MainActor
@Suite struct LayerRowEditingTests {
  typealias Base = SectionedTableModel<TestSectionModel, TestItem>

  private static func base() -> Base {
    SectionedTableModel(sections: [
      TableSection(model: TestSectionModel(0), items: (1...4).map { TestItem($0) }),
      TableSection(model: TestSectionModel(1), items: (5...7).map { TestItem($0) }),
    ])
  }

  /// The rows a model shows, as their descriptions, per section.
  private static func rows(of model: some TableModel) -> [[String]] {
    (0..<model.numberOfSections).map { section in
      (0..<model.numberOfRows(inSection: section)).map {
        String(describing: model.item(at: RowPath(row: $0, section: section)))
      }
    }
  }

  /// Every move of a stack made fresh by `make`: a move of a base row to a base section shows the
  /// row where it was dropped (the layer's own rows staying last in their section); any other
  /// move is refused and changes nothing; `canMoveRow` agrees with `moveRow`.
  private func checkEveryMove<Layer: RowEditingTableModel & TableModelLayer>(
    _ make: () -> Layer, isOwn: (String) -> Bool,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let shown = Self.rows(of: make())
    for (sourceSection, rows) in shown.enumerated() {
      for sourceRow in rows.indices {
        for destinationSection in shown.indices {
          let sameSection = sourceSection == destinationSection
          let count = shown[destinationSection].count - (sameSection ? 1 : 0)
          for destinationRow in 0...count {
            let layer = make()
            let source = RowPath(row: sourceRow, section: sourceSection)
            let destination = RowPath(row: destinationRow, section: destinationSection)
            let moving = shown[sourceSection][sourceRow]
            let destinationIsOwn =
              layer.baseSection(of: destinationSection) == nil
            let allowed = !isOwn(moving) && !destinationIsOwn
            var expected = shown
            if allowed {
              expected[sourceSection].remove(at: sourceRow)
              expected[destinationSection].insert(moving, at: destinationRow)
              let own = expected[destinationSection].filter(isOwn)
              expected[destinationSection].removeAll(where: isOwn)
              expected[destinationSection] += own
            }
            let label = "\(moving) \(source) → \(destination) in \(shown)"
            #expect(
              layer.canMoveRow(from: source, to: destination) == allowed, "\(label)",
              sourceLocation: sourceLocation)
            #expect(
              layer.moveRow(from: source, to: destination) == allowed, "\(label)",
              sourceLocation: sourceLocation)
            #expect(Self.rows(of: layer) == expected, "\(label)", sourceLocation: sourceLocation)
          }
        }
      }
    }
  }

  @Test func filter_everyMove_landsWhereItWasDropped() {
    checkEveryMove({ Self.base().filtered { $0.id % 3 != 0 } }, isOwn: { _ in false })
  }

  @Test func loadMore_everyMove_landsBeforeTheLoadMoreRow() {
    checkEveryMove(
      { Self.base().withLoadMore {} }, isOwn: { $0.hasPrefix("LoadMoreRow") })
  }

  @Test func featured_everyMove_staysOutOfTheFeaturedSection() {
    checkEveryMove(
      {
        Self.base().withFeaturedSection(
          TestSectionModel(9), items: [TestItem(100), TestItem(101)], at: .beforeSection(1))
      }, isOwn: { $0.hasPrefix("10") })
  }

  @Test func loadMoreInItsOwnSection_overAFilter_everyMove() {
    checkEveryMove(
      { Self.base().filtered { $0.id != 2 }.withLoadMore(placement: .section) {} },
      isOwn: { $0.hasPrefix("LoadMoreRow") })
  }

  @Test func removeRow_removesBaseRows_andRefusesTheLayersOwn() {
    let base = Self.base()
    let layer = base.filtered { $0.id != 1 }.withEmptyState("Nothing").withLoadMore {}
    #expect(layer.removeRow(at: p(0, 0)))
    #expect(base.items(inSection: 0).map(\.id) == [1, 3, 4], "the filtered row 2 went")
    #expect(!layer.removeRow(at: p(1, 3)), "the load-more row stays")
    #expect(
      Self.rows(of: layer) == [["3", "4"], ["5", "6", "7", "LoadMoreRow(isLoading: false)"]])
  }
}
