import TableModelTestSupport
import TableModelTesting
import Testing

/// Scenarios C01–C22 and C50–C53 of `uikit-batch-rules.md` §6: inserts, deletes, counts,
/// nesting, empty batches, de-duplication.
@MainActor
@Suite struct RowAndSectionCountConformanceTests {
  @Test func c01_insertRowAtEnd_accepted() {
    let fixture = HeadlessFixture([3])
    let mapping = expectCellsFollowMapping(fixture, to: [4]) { try $0.insertRows(at: [p(0, 3)]) }
    expectRows(mapping, [p(0, 0): p(0, 0), p(0, 1): p(0, 1), p(0, 2): p(0, 2)])
    expectNewRows(mapping, [p(0, 3)])
  }

  @Test func c02_insertRowBeyondNewCount_rejectedR11() {
    let result = HeadlessFixture([3]).batch(to: [4]) { try $0.insertRows(at: [p(0, 4)]) }
    expectRejected(
      result, .insertRowBeyondSection,
      "attempt to insert row 4 into section 0, but there are only 4 rows in section 0 after the update"
    )
  }

  @Test func c03_insertRowIntoMissingSection_rejectedR10() {
    let result = HeadlessFixture([3]).batch(to: [4]) { try $0.insertRows(at: [p(1, 0)]) }
    expectRejected(
      result, .insertRowIntoMissingSection,
      "attempt to insert row 0 into section 1, but there are only 1 sections after the update")
  }

  @Test func c04_deleteRowBeyondOldCount_rejectedR7() {
    let result = HeadlessFixture([3]).batch(to: [2]) { try $0.deleteRows(at: [p(0, 3)]) }
    expectRejected(
      result, .deleteMissingRow,
      "attempt to delete row 3 from section 0 which only contains 3 rows before the update")
  }

  @Test func c05_deleteRowFromMissingSection_rejectedR6() {
    let result = HeadlessFixture([3]).batch(to: [3]) { try $0.deleteRows(at: [p(1, 0)]) }
    expectRejected(
      result, .deleteRowFromMissingSection,
      "attempt to delete row 0 from section 1, but there are only 1 sections before the update")
  }

  @Test func c06_deleteMiddleRow_accepted() {
    let mapping = expectCellsFollowMapping(HeadlessFixture([3]), to: [2]) {
      try $0.deleteRows(at: [p(0, 1)])
    }
    expectRows(mapping, [p(0, 0): p(0, 0), p(0, 1): nil, p(0, 2): p(0, 1)])
  }

  @Test func c07_deleteWithoutModelChange_rejectedR24() {
    let result = HeadlessFixture([3]).batch(to: [3]) { try $0.deleteRows(at: [p(0, 1)]) }
    expectRejected(
      result, .invalidNumberOfRows,
      invalidRows(section: 0, after: 3, before: 3, inserted: 0, deleted: 1))
  }

  @Test func c08_deleteOneOfFiveMissing_rejectedR23_legacyR24() {
    let modern = HeadlessFixture([20]).batch(to: [15]) { try $0.deleteRows(at: [p(0, 0)]) }
    expectInvalidBatchUpdates(
      modern, before: "{ 1 section with row counts: [20] }",
      after: "{ 1 section with row counts: [15] }", updates: ["Delete row (0 - 0)"])
    let legacy = HeadlessFixture([20], profile: .legacy).batch(to: [15]) {
      try $0.deleteRows(at: [p(0, 0)])
    }
    expectRejected(
      legacy, .invalidNumberOfRows,
      invalidRows(section: 0, after: 15, before: 20, inserted: 0, deleted: 1))
  }

  @Test func c09_deleteAndInsertSameRow_accepted() {
    let mapping = expectCellsFollowMapping(HeadlessFixture([3]), to: [3]) {
      try $0.deleteRows(at: [p(0, 1)])
      try $0.insertRows(at: [p(0, 1)])
    }
    expectRows(mapping, [p(0, 0): p(0, 0), p(0, 1): nil, p(0, 2): p(0, 2)])
    expectNewRows(mapping, [p(0, 1)])
  }

  @Test func c10_guideExample_accepted() {
    let mapping = expectCellsFollowMapping(HeadlessFixture([3, 3, 3]), to: [2, 4]) {
      try $0.deleteRows(at: [p(0, 1)])
      try $0.deleteSections([1])
      try $0.insertRows(at: [p(1, 1)])
    }
    expectRows(
      mapping,
      [
        p(0, 0): p(0, 0), p(0, 1): nil, p(0, 2): p(0, 1),
        p(1, 0): nil, p(1, 1): nil, p(1, 2): nil,
        p(2, 0): p(1, 0), p(2, 1): p(1, 2), p(2, 2): p(1, 3),
      ])
    expectNewRows(mapping, [p(1, 1)])
  }

  @Test func c11_guideListing78_accepted() {
    let mapping = expectCellsFollowMapping(HeadlessFixture([5]), to: [6]) {
      try $0.insertRows(at: [p(0, 0), p(0, 3), p(0, 5)])
      try $0.deleteRows(at: [p(0, 2), p(0, 4)])
    }
    expectRows(
      mapping, [p(0, 0): p(0, 1), p(0, 1): p(0, 2), p(0, 2): nil, p(0, 3): p(0, 4), p(0, 4): nil])
    expectNewRows(mapping, [p(0, 0), p(0, 3), p(0, 5)])
  }

  @Test func c12_nestedBatchInsertUsesFinalCoordinates_rejectedR11() throws {
    let fixture = HeadlessFixture([3])
    fixture.table.beginUpdates()
    fixture.table.beginUpdates()
    try fixture.table.insertRows(at: [p(0, 3)])
    try fixture.table.endUpdates()
    #expect(fixture.table.lastBatch == nil, "the inner endUpdates must not commit")
    try fixture.table.deleteRows(at: [p(0, 0)])
    #expect(throws: TableUpdateError.self) { try fixture.table.endUpdates() }
    expectRejected(
      fixture.table.lastBatch!.result, .insertRowBeyondSection,
      "attempt to insert row 3 into section 0, but there are only 3 rows in section 0 after the update"
    )
  }

  @Test func c13_nestedBatchInsertInRange_accepted() throws {
    let fixture = HeadlessFixture([3])
    fixture.table.beginUpdates()
    fixture.table.beginUpdates()
    try fixture.table.insertRows(at: [p(0, 2)])
    try fixture.table.endUpdates()
    try fixture.table.deleteRows(at: [p(0, 0)])
    try fixture.table.endUpdates()
    let mapping = expectAnimated(fixture.table.lastBatch!.result)
    expectRows(mapping, [p(0, 0): nil, p(0, 1): p(0, 0), p(0, 2): p(0, 1)])
    expectNewRows(mapping, [p(0, 2)])
  }

  @Test func c14_emptyBatchWithMoreRows_rejectedR24() {
    let result = HeadlessFixture([3]).batch(to: [4]) { _ in }
    expectRejected(
      result, .invalidNumberOfRows,
      invalidRows(section: 0, after: 4, before: 3, inserted: 0, deleted: 0))
  }

  @Test func c15_emptyBatchWithFewerRows_rejectedR23_legacyR24() {
    let modern = HeadlessFixture([3]).batch(to: [2]) { _ in }
    expectInvalidBatchUpdates(
      modern, before: "{ 1 section with row counts: [3] }",
      after: "{ 1 section with row counts: [2] }", updates: [])
    let legacy = HeadlessFixture([3], profile: .legacy).batch(to: [2]) { _ in }
    expectRejected(
      legacy, .invalidNumberOfRows,
      invalidRows(section: 0, after: 2, before: 3, inserted: 0, deleted: 0))
  }

  @Test func c16_emptyBatchWithMoreSections_rejectedR22() {
    let result = HeadlessFixture([1]).batch(to: [1, 1]) { _ in }
    expectRejected(
      result, .invalidNumberOfSections,
      "Invalid update: invalid number of sections. The number of sections contained in the table view after the update (2) must be equal to the number of sections contained in the table view before the update (1), plus or minus the number of sections inserted or deleted (0 inserted, 0 deleted)."
    )
  }

  @Test func c17_rowInsertsInsideInsertedSection_absorbed() {
    let mapping = expectCellsFollowMapping(HeadlessFixture([2]), to: [2, 3]) {
      try $0.insertSections([1])
      try $0.insertRows(at: [p(1, 0), p(1, 1), p(1, 2)])
    }
    expectRows(mapping, [p(0, 0): p(0, 0), p(0, 1): p(0, 1)])
    expectNewRows(mapping, [p(1, 0), p(1, 1), p(1, 2)])
  }

  @Test func c18_rowInsertInsideInsertedSection_stillBoundsChecked_rejectedR11() {
    let result = HeadlessFixture([2]).batch(to: [2, 3]) {
      try $0.insertSections([1])
      try $0.insertRows(at: [p(1, 5)])
    }
    expectRejected(
      result, .insertRowBeyondSection,
      "attempt to insert row 5 into section 1, but there are only 3 rows in section 1 after the update"
    )
  }

  @Test func c19_rowDeleteInsideDeletedSection_absorbedUnchecked() {
    let mapping = expectCellsFollowMapping(HeadlessFixture([2, 2]), to: [2]) {
      try $0.deleteSections([0])
      try $0.deleteRows(at: [p(0, 9)])
    }
    expectRows(mapping, [p(0, 0): nil, p(0, 1): nil, p(1, 0): p(0, 0), p(1, 1): p(0, 1)])
  }

  @Test func c20_rowDeletesInsideDeletedSection_accepted() {
    let mapping = expectCellsFollowMapping(HeadlessFixture([2, 2]), to: [2]) {
      try $0.deleteSections([0])
      try $0.deleteRows(at: [p(0, 0), p(0, 1)])
    }
    expectRows(mapping, [p(0, 0): nil, p(0, 1): nil, p(1, 0): p(0, 0), p(1, 1): p(0, 1)])
  }

  @Test func c21_deleteMissingSection_rejectedR8() {
    let result = HeadlessFixture([2, 2]).batch(to: [2]) { try $0.deleteSections([2]) }
    expectRejected(
      result, .deleteMissingSection,
      "attempt to delete section 2, but there are only 2 sections before the update")
  }

  @Test func c22_insertSectionBeyondTable_rejectedR12() {
    let result = HeadlessFixture([2, 2]).batch(to: [2, 2, 0]) { try $0.insertSections([3]) }
    expectRejected(
      result, .insertSectionBeyondTable,
      "attempt to insert section 3 but there are only 3 sections after the update")
  }

  @Test func c50_duplicateRowDeletes_collapsed() {
    let mapping = expectCellsFollowMapping(HeadlessFixture([3]), to: [2]) {
      try $0.deleteRows(at: [p(0, 1), p(0, 1)])
    }
    expectRows(mapping, [p(0, 0): p(0, 0), p(0, 1): nil, p(0, 2): p(0, 1)])
  }

  @Test func c51_duplicateRowInserts_collapsed() {
    let mapping = expectCellsFollowMapping(HeadlessFixture([3]), to: [4]) {
      try $0.insertRows(at: [p(0, 1), p(0, 1)])
    }
    expectRows(mapping, [p(0, 0): p(0, 0), p(0, 1): p(0, 2), p(0, 2): p(0, 3)])
    expectNewRows(mapping, [p(0, 1)])
  }

  @Test func c52_duplicateSectionDeletes_collapsed() {
    let mapping = expectCellsFollowMapping(HeadlessFixture([1, 1]), to: [1]) {
      try $0.deleteSections([0])
      try $0.deleteSections([0])
    }
    expectRows(mapping, [p(0, 0): nil, p(1, 0): p(0, 0)])
  }

  @Test func c53_bareCallsAreSeparateBatches_firstRejectedR22() throws {
    let fixture = HeadlessFixture([1])
    fixture.source.sections = []
    #expect(throws: TableUpdateError.self) { try fixture.table.deleteRows(at: [p(0, 0)]) }
    expectRejected(
      fixture.table.lastBatch!.result, .invalidNumberOfSections,
      "Invalid update: invalid number of sections. The number of sections contained in the table view after the update (0) must be equal to the number of sections contained in the table view before the update (1), plus or minus the number of sections inserted or deleted (0 inserted, 0 deleted)."
    )
    #expect(fixture.table.cachedShape == [1], "a rejected batch leaves the cached shape")
    try fixture.table.deleteSections([0])
    #expect(fixture.table.cachedShape == [])
  }
}
