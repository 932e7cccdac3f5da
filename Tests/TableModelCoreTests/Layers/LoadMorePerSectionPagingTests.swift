import TableModelTestSupport
import TableModelTesting
import Testing

/// A load-more layer that ends one section judges "the page brought rows" by the rows of that
/// section: rows that come and go in other sections while its page loads neither stall its
/// paging nor ask for pages of their own.
@MainActor
@Suite struct LoadMorePerSectionPagingTests {
  private func threads() -> SectionedTableModel<TestSectionModel, TestItem> {
    SectionedTableModel(sections: [
      TableSection(model: TestSectionModel(1), items: [TestItem(10)]),
      TableSection(model: TestSectionModel(2), items: [TestItem(20), TestItem(21)]),
    ])
  }

  @Test func aPageForItsSection_asksForTheNext_thoughAnotherSectionLostMoreRows() {
    let model = threads()
    var asked = 0
    let paged = model.withLoadMore(inSectionWithID: 1) { asked += 1 }
    paged.willDisplayRow(at: p(0, 1))
    #expect(asked == 1)
    model.append(TestItem(11), toSection: 0)
    model.remove(id: 20)
    model.remove(id: 21)
    paged.finishLoading(hasMore: true)
    #expect(asked == 2, "the page brought a row to the section, and the row still shows")
  }

  @Test func anEmptyPageForItsSection_asksNoMore_thoughAnotherSectionGrew() {
    let model = threads()
    var asked = 0
    let paged = model.withLoadMore(inSectionWithID: 1) { asked += 1 }
    paged.willDisplayRow(at: p(0, 1))
    model.append(TestItem(22), toSection: 1)
    paged.finishLoading(hasMore: true)
    #expect(asked == 1, "an empty page with more to come waits for the row to appear again")
  }

  @Test func theLastSectionsLayer_stillCountsEveryRow() {
    let model = threads()
    var asked = 0
    let paged = model.withLoadMore { asked += 1 }
    paged.willDisplayRow(at: p(1, 2))
    model.append(TestItem(22), toSection: 1)
    paged.finishLoading(hasMore: true)
    #expect(asked == 2)
  }
}
