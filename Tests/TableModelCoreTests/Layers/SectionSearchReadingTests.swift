import TableModelTestSupport
import TableModelTesting
import Testing

/// An empty-state layer knows whether the model below is empty, and a load-more layer that ends
/// a section by identity finds that section, without reading every section below on every read;
/// both answer a model below with a huge count of sections (bad input stops with a message:
/// `BadInputCall.emptyStateOverIntMaxEmptySections`,
/// `BadInputCall.loadMoreInSectionOverIntMaxSectionsWithoutIt`).
@MainActor
@Suite struct SectionSearchReadingTests {
  /// A model of empty sections (but those given rows) that counts how often a section's rows
  /// are read, and changes as a custom model does, through its events.
  final class CountingModel: TableModel {
    let events = TableModelEvents()
    var sections: Int
    var rows: [Int: Int]
    private(set) var rowReads = 0
    private(set) var sectionModelReads = 0

    init(sections: Int, rows: [Int: Int] = [:]) {
      self.sections = sections
      self.rows = rows
    }

    var numberOfSections: Int { sections }
    func numberOfRows(inSection section: Int) -> Int {
      rowReads += 1
      return rows[section] ?? 0
    }
    func item(at rowPath: RowPath) -> TestItem { TestItem(rowPath.row) }
    func sectionModel(at section: Int) -> TestSectionModel {
      sectionModelReads += 1
      return TestSectionModel(section)
    }

    /// Sets a section's rows, telling the layers of each row inserted or deleted at its end.
    func setRows(_ count: Int, inSection section: Int) {
      events.sendChange { [self] in
        let old = rows[section] ?? 0
        rows[section] = count
        let paths = (min(old, count)..<max(old, count)).map { RowPath(row: $0, section: section) }
        return .batch(count > old ? Changeset(insertedRows: paths) : Changeset(deletedRows: paths))
      }
    }

    func resetReads() { (rowReads, sectionModelReads) = (0, 0) }
  }

  /// Before, every read scanned the sections below up to the first with a row: 100 reads of a
  /// layer over 10,000 sections, rows only in the last, read a million sections.
  @Test func reads_readASectionBelowOnceEach_notEverySection() {
    let model = CountingModel(sections: 10_000, rows: [9_999: 2])
    let layer = model.withEmptyState("Nothing")
    model.resetReads()
    for _ in 0..<100 {
      #expect(layer.numberOfSections == 10_000)
      #expect(layer.numberOfRows(inSection: 0) == 0)
      #expect(!layer.isShowingPlaceholder)
    }
    #expect(model.rowReads <= 1_000, "\(model.rowReads) reads of a section's rows")
  }

  /// A model below read empty is not read again until it changes; its changes still show.
  @Test func emptyModelBelow_isReadOncePerChange_andItsChangesShow() {
    let model = CountingModel(sections: 10_000)
    let layer = model.withEmptyState("Nothing")
    #expect(layer.isShowingPlaceholder && layer.numberOfRows(inSection: 0) == 1)
    model.resetReads()
    for _ in 0..<100 { #expect(layer.numberOfRows(inSection: 0) == 1) }
    #expect(model.rowReads <= 100, "\(model.rowReads) reads of a section's rows")
    model.setRows(1, inSection: 5_000)
    #expect(!layer.isShowingPlaceholder && layer.numberOfRows(inSection: 0) == 0)
    #expect(layer.numberOfRows(inSection: 5_000) == 1)
    model.setRows(0, inSection: 5_000)
    #expect(layer.isShowingPlaceholder && layer.numberOfRows(inSection: 0) == 1)
  }

  /// The first section below with rows ends the read: a model below that says it has `Int.max`
  /// sections is answered when one of its first has a row.
  @Test func intMaxSectionsBelow_withARowNearTheTop_areAnsweredAtOnce() {
    let model = CountingModel(sections: .max, rows: [3: 1])
    let layer = model.withEmptyState("Nothing")
    #expect(!layer.isShowingPlaceholder)
    #expect(layer.numberOfSections == .max)
    #expect(layer.numberOfRows(inSection: 3) == 1 && layer.numberOfRows(inSection: 0) == 0)
  }

  /// As many empty sections as the layer reads at most are read: the model below is empty.
  @Test func theMostEmptySectionsRead_areAnEmptyModel() {
    let count = TableModelLimits.maximumSectionCount
    let layer = CountingModel(sections: count).withEmptyState("Nothing", placement: .section)
    #expect(layer.isShowingPlaceholder)
    #expect(layer.numberOfSections == count + 1)
  }

  /// A filter layer reads the whole shape below; exactly as many sections as the package's limit
  /// are read (one more stops: `BadInputCall.filterOverIntMaxSections`).
  @Test func aFilterOverTheMostSectionsAModelMayReport_readsThemAll() {
    let count = TableModelLimits.maximumSectionCount
    let layer = CountingModel(sections: count, rows: [count - 1: 2]).filtered { _ in true }
    #expect(layer.numberOfSections == count)
    #expect(layer.numberOfRows(inSection: count - 1) == 2 && layer.numberOfRows == 2)
  }

  /// Before, every row count read of a layer that ends a section by identity looked for that
  /// section from the first: reading the 10,000 sections' counts, the section last, read 100
  /// million section models.
  @Test func loadMoreInASection_findsItOncePerChange_notOnEveryRead() {
    let model = CountingModel(sections: 10_000, rows: [9_999: 2])
    let layer = model.withLoadMore(inSectionWithID: 9_999) {}
    model.resetReads()
    for section in 0..<10_000 {
      #expect(layer.numberOfRows(inSection: section) == (section == 9_999 ? 3 : 0))
    }
    #expect(model.sectionModelReads <= 20_000, "\(model.sectionModelReads) section models read")
    // A change below moves nothing here; the section is still found where it was.
    model.setRows(1, inSection: 0)
    #expect(layer.numberOfRows(inSection: 9_999) == 3 && layer.numberOfRows(inSection: 0) == 1)
  }

  /// A layer made for a section no section below has shows no row, and does not look again until
  /// the model below changes.
  @Test func loadMoreInAMissingSection_looksOncePerChange() {
    let model = CountingModel(sections: 1_000)
    let layer = model.withLoadMore(inSectionWithID: -1) {}
    model.resetReads()
    for _ in 0..<100 { #expect(layer.numberOfRows(inSection: 999) == 0) }
    #expect(model.sectionModelReads <= 1_000, "\(model.sectionModelReads) section models read")
    model.setRows(1, inSection: 0)
    #expect(layer.numberOfSections == 1_000 && layer.numberOfRows(inSection: 0) == 1)
  }
}
