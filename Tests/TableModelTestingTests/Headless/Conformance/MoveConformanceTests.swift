import TableModelTestSupport
import TableModelTesting
import Testing

/// Scenarios C29–C44, C58–C60 and C64–C69 of `uikit-batch-rules.md` §6: row and section moves.
@MainActor
@Suite struct MoveConformanceTests {
  @Test func c29_deleteAndMoveSameRow_rejectedR5() {
    let result = HeadlessFixture([3]).batch(to: [2]) {
      try $0.deleteRows(at: [p(0, 0)])
      try $0.moveRow(at: p(0, 0), to: p(0, 1))
    }
    expectRejected(
      result, .deleteAndMoveSameSource,
      "attempt to perform a delete and a move from the same index path (\(ip(0, 0)))")
  }

  @Test func c30_insertAndMoveToSameRow_rejectedR9() {
    let result = HeadlessFixture([3]).batch(to: [4]) {
      try $0.insertRows(at: [p(0, 1)])
      try $0.moveRow(at: p(0, 0), to: p(0, 1))
    }
    expectRejected(
      result, .insertAndMoveSameDestination,
      "attempt to perform an insert and a move to the same index path (\(ip(0, 1)))")
  }

  @Test func c31_oneRowToTwoDestinations_rejectedR19() {
    let result = HeadlessFixture([3]).batch(to: [3]) {
      try $0.moveRow(at: p(0, 0), to: p(0, 1))
      try $0.moveRow(at: p(0, 0), to: p(0, 2))
    }
    expectRejected(
      result, .moveToTwoDestinations,
      "attempt to move row at index path \(ip(0, 0)) to both \(ip(0, 1)) and \(ip(0, 2))")
  }

  @Test func c32_twoRowsToOneDestination_rejectedR20() {
    let result = HeadlessFixture([3]).batch(to: [3]) {
      try $0.moveRow(at: p(0, 0), to: p(0, 2))
      try $0.moveRow(at: p(0, 1), to: p(0, 2))
    }
    expectRejected(
      result, .moveTwoSourcesToOneDestination,
      "attempt to move both row at index path \(ip(0, 0)) and \(ip(0, 1)) to \(ip(0, 2))")
  }

  @Test func c33_identicalMoveTwice_collapsed() {
    let mapping = expectCellsFollowMapping(HeadlessFixture([3]), to: [3]) {
      try $0.moveRow(at: p(0, 0), to: p(0, 2))
      try $0.moveRow(at: p(0, 0), to: p(0, 2))
    }
    expectRows(mapping, [p(0, 0): p(0, 2), p(0, 1): p(0, 0), p(0, 2): p(0, 1)])
  }

  @Test func c34_moveMissingRow_rejectedR16() {
    let result = HeadlessFixture([3]).batch(to: [3]) { try $0.moveRow(at: p(0, 3), to: p(0, 0)) }
    expectRejected(
      result, .moveMissingRow,
      "attempt to move index path (\(ip(0, 3))) that does not exist - there are only 3 rows in section 0 before the update"
    )
  }

  @Test func c35_moveRowBeyondSection_rejectedR18() {
    let result = HeadlessFixture([3]).batch(to: [3]) { try $0.moveRow(at: p(0, 0), to: p(0, 3)) }
    expectRejected(
      result, .moveRowBeyondSection,
      "attempt to move index path (\(ip(0, 0))) to index path (\(ip(0, 3))) that does not exist - there are only 3 rows in section 0 after the update"
    )
  }

  @Test func c36_moveRowFromMissingSection_rejectedR15() {
    let result = HeadlessFixture([3]).batch(to: [3]) { try $0.moveRow(at: p(1, 0), to: p(0, 0)) }
    expectRejected(
      result, .moveRowFromMissingSection,
      "attempt to move index path (\(ip(1, 0))) from a section that does not exist - there are only 1 sections before the update"
    )
  }

  @Test func c37_moveRowIntoMissingSection_rejectedR17() {
    let result = HeadlessFixture([3]).batch(to: [3]) { try $0.moveRow(at: p(0, 0), to: p(1, 0)) }
    expectRejected(
      result, .moveRowIntoMissingSection,
      "attempt to move index path (\(ip(0, 0))) to index path (\(ip(1, 0))) in section that does not exist - there are only 1 sections after the update"
    )
  }

  @Test func c38_moveRowAcrossSections_accepted() {
    let mapping = expectCellsFollowMapping(HeadlessFixture([2, 2]), to: [1, 3]) {
      try $0.moveRow(at: p(0, 0), to: p(1, 0))
    }
    expectRows(
      mapping, [p(0, 0): p(1, 0), p(0, 1): p(0, 0), p(1, 0): p(1, 1), p(1, 1): p(1, 2)])
  }

  @Test func c39_crossSectionMoveWithoutModelChange_rejectedR23_legacyR24() {
    let calls: (HeadlessTableView) throws -> Void = {
      try $0.moveRow(at: p(0, 0), to: p(1, 0))
    }
    expectInvalidBatchUpdates(
      HeadlessFixture([2, 2]).batch(to: [2, 2], calls),
      before: "{ 2 sections with row counts: [2, 2] }",
      after: "{ 2 sections with row counts: [2, 2] }",
      updates: ["Move row (0 - 0) to (1 - 0)"])
    expectRejected(
      HeadlessFixture([2, 2], profile: .legacy).batch(to: [2, 2], calls), .invalidNumberOfRows,
      invalidRows(section: 0, after: 2, before: 2, inserted: 0, deleted: 0, movedOut: 1))
  }

  @Test func c40_rowMoveInsideMovedSection_isNeutral() {
    let mapping = expectCellsFollowMapping(HeadlessFixture([2, 3]), to: [3, 2]) {
      try $0.moveSection(1, toSection: 0)
      try $0.moveRow(at: p(1, 0), to: p(0, 2))
    }
    expectRows(
      mapping,
      [p(1, 0): p(0, 2), p(1, 1): p(0, 0), p(1, 2): p(0, 1), p(0, 0): p(1, 0), p(0, 1): p(1, 1)])
  }

  @Test func c41_rowMoveIntoInsertedSection_reloadsData() throws {
    let fixture = HeadlessFixture([2])
    let result = fixture.batch(to: [1, 1]) {
      try $0.insertSections([1])
      try $0.moveRow(at: p(0, 0), to: p(1, 0))
    }
    #expect(try result.get().outcome == .reloadData)
    #expect(fixture.cellTexts == [p(0, 0): "new 0.0", p(1, 0): "new 1.0"])
  }

  @Test func c42_rowMoveOutOfDeletedSection_reloadsData() throws {
    let fixture = HeadlessFixture([2, 1])
    let result = fixture.batch(to: [2]) {
      try $0.deleteSections([0])
      try $0.moveRow(at: p(0, 1), to: p(0, 1))
    }
    #expect(try result.get().outcome == .reloadData)
    #expect(fixture.table.cachedShape == [2])
  }

  @Test func c43_deleteAndMoveSameSection_rejectedR5() {
    let result = HeadlessFixture([1, 1, 1]).batch(to: [1, 1]) {
      try $0.deleteSections([1])
      try $0.moveSection(1, toSection: 0)
    }
    expectRejected(
      result, .deleteAndMoveSameSource,
      "attempt to perform a delete and a move from the same section (1)")
  }

  @Test func c44_insertAndMoveToSameSection_rejectedR9() {
    let result = HeadlessFixture([1, 1]).batch(to: [1, 1, 1]) {
      try $0.insertSections([0])
      try $0.moveSection(1, toSection: 0)
    }
    expectRejected(
      result, .insertAndMoveSameDestination,
      "attempt to perform an insert and a move to the same section (0)")
  }

  @Test func c58_sectionMoveWithRowDeleteInSource_accepted() {
    let mapping = expectCellsFollowMapping(HeadlessFixture([2, 2]), to: [2, 1]) {
      try $0.moveSection(0, toSection: 1)
      try $0.deleteRows(at: [p(0, 0)])
    }
    expectRows(mapping, [p(0, 0): nil, p(0, 1): p(1, 0), p(1, 0): p(0, 0), p(1, 1): p(0, 1)])
  }

  @Test func c59_sectionMoveWithRowInsertInDestination_accepted() {
    let mapping = expectCellsFollowMapping(HeadlessFixture([2, 2]), to: [3, 2]) {
      try $0.moveSection(1, toSection: 0)
      try $0.insertRows(at: [p(0, 2)])
    }
    expectRows(mapping, [p(1, 0): p(0, 0), p(1, 1): p(0, 1), p(0, 0): p(1, 0), p(0, 1): p(1, 1)])
    expectNewRows(mapping, [p(0, 2)])
  }

  @Test func c60_insertUsingOldSectionCoordinates_rejectedR11() {
    let result = HeadlessFixture([2, 2]).batch(to: [3, 2]) {
      try $0.moveSection(1, toSection: 0)
      try $0.insertRows(at: [p(1, 2)])
    }
    expectRejected(
      result, .insertRowBeyondSection,
      "attempt to insert row 2 into section 1, but there are only 2 rows in section 1 after the update"
    )
  }

  /// §3, worked example: old sections [A, B, C] and `moveSection(0, toSection: 2)` — A becomes
  /// new section 2; B and C fill the free sections 0 and 1 in order.
  @Test func sectionMoveExample_movedSectionLandsAtItsDestination_theOthersFillTheRest() {
    let mapping = expectCellsFollowMapping(HeadlessFixture([1, 2, 3]), to: [2, 3, 1]) {
      try $0.moveSection(0, toSection: 2)
    }
    #expect((0..<3).map { mapping?.newSection(forOld: $0) } == [2, 0, 1])
    expectRows(
      mapping,
      [
        p(0, 0): p(2, 0), p(1, 0): p(0, 0), p(1, 1): p(0, 1),
        p(2, 0): p(1, 0), p(2, 1): p(1, 1), p(2, 2): p(1, 2),
      ])
  }

  @Test func c64_rowMoveToItself_identity() {
    let mapping = expectCellsFollowMapping(HeadlessFixture([3]), to: [3]) {
      try $0.moveRow(at: p(0, 1), to: p(0, 1))
    }
    expectRows(mapping, [p(0, 0): p(0, 0), p(0, 1): p(0, 1), p(0, 2): p(0, 2)])
  }

  @Test func c65_sectionMoveToItself_identity() {
    let mapping = expectCellsFollowMapping(HeadlessFixture([1, 1]), to: [1, 1]) {
      try $0.moveSection(0, toSection: 0)
    }
    expectRows(mapping, [p(0, 0): p(0, 0), p(1, 0): p(1, 0)])
  }

  @Test func c66_moveMissingSection_rejectedR13() {
    let result = HeadlessFixture([1, 1]).batch(to: [1, 1]) { try $0.moveSection(2, toSection: 0) }
    expectRejected(
      result, .moveMissingSection,
      "attempt to move section 2, but there are only 2 sections before the update")
  }

  @Test func c67_moveSectionBeyondTable_rejectedR14() {
    let result = HeadlessFixture([1, 1]).batch(to: [1, 1]) { try $0.moveSection(0, toSection: 2) }
    expectRejected(
      result, .moveSectionBeyondTable,
      "attempt to to move section 0 to section 2, but there are only 2 sections after the update")
  }

  @Test func c68_oneSectionToTwoDestinations_rejectedR19() {
    let result = HeadlessFixture([1, 1, 1]).batch(to: [1, 1, 1]) {
      try $0.moveSection(0, toSection: 1)
      try $0.moveSection(0, toSection: 2)
    }
    expectRejected(
      result, .moveToTwoDestinations, "attempt to move section 0 to both section 1 and section 2")
  }

  @Test func c69_twoSectionsToOneDestination_rejectedR20() {
    let result = HeadlessFixture([1, 1, 1]).batch(to: [1, 1, 1]) {
      try $0.moveSection(0, toSection: 2)
      try $0.moveSection(1, toSection: 2)
    }
    expectRejected(
      result, .moveTwoSourcesToOneDestination,
      "attempt to move both section 0 and section 1 to section 2")
  }
}
