import TableModelTestSupport
import TableModelTesting
import Testing

/// Scenarios C23–C28, C45–C49 and C61–C63 of `uikit-batch-rules.md` §6, and rule R3: reloads
/// and their decomposition into a delete and a derived insert.
@MainActor
@Suite struct ReloadConformanceTests {
  @Test func c23_reloadVisibleRow_getsNewCell() throws {
    let fixture = HeadlessFixture([3])
    let old = fixture.table.cellForRow(at: p(0, 1))
    let mapping = expectCellsFollowMapping(fixture, to: [3]) { try $0.reloadRows(at: [p(0, 1)]) }
    expectRows(mapping, [p(0, 0): p(0, 0), p(0, 1): nil, p(0, 2): p(0, 2)])
    expectNewRows(mapping, [p(0, 1)])
    #expect(fixture.table.cellForRow(at: p(0, 1))?.text == "new 0.1")
    #expect(fixture.table.cellForRow(at: p(0, 1)) !== old, "a reload shows a different cell")
    #expect(fixture.table.reusePoolCount(forIdentifier: "Cell") == 0, "the old cell animates out")
    try fixture.table.finishAnimations()
    #expect(
      fixture.table.reusePoolCount(forIdentifier: "Cell") == 1,
      "the old cell is pooled when the animations end (K5)")
  }

  @Test func c24_reloadAndDeleteSameRow_rejectedR4() {
    let result = HeadlessFixture([3]).batch(to: [2]) {
      try $0.reloadRows(at: [p(0, 1)])
      try $0.deleteRows(at: [p(0, 1)])
    }
    expectRejected(
      result, .deleteAndReloadSameIndexPath,
      "attempt to delete and reload the same index path (\(ip(0, 1)))")
  }

  @Test func c25_reloadOfRowWithoutCell_dropped() {
    let fixture = HeadlessFixture([3], height: 44)
    #expect(fixture.table.indexPathsForVisibleRows == [p(0, 0)])
    let mapping = expectAnimated(
      fixture.batch(to: [2]) {
        try $0.reloadRows(at: [p(0, 1)])
        try $0.deleteRows(at: [p(0, 1)])
      })
    expectRows(mapping, [p(0, 0): p(0, 0), p(0, 1): nil, p(0, 2): p(0, 1)])
  }

  /// R3: a reload of a section that did not exist before the update fails as its delete half
  /// (R8); section reloads are decomposed in both profiles.
  @Test func r3_reloadOfAMissingSection_failsAsItsDeleteHalf_R8() {
    for profile in [BatchValidator.Profile.modern, .legacy] {
      let fixture = HeadlessFixture([2, 2], profile: profile)
      expectRejected(
        fixture.batch(to: [2, 2]) { try $0.reloadSections([2]) }, .deleteMissingSection,
        "attempt to delete section 2, but there are only 2 sections before the update")
      #expect(fixture.table.cachedShape == [2, 2], "a rejected batch leaves the table as it was")
    }
  }

  /// R3: a reload of a row that did not exist before the update fails as its delete half (R7,
  /// or R6 for a missing section) for an app built with an SDK that decomposes every row
  /// reload; with a current SDK (both built-in profiles) such a row has no cell, so its reload is
  /// dropped and the batch accepted.
  @Test func r3_reloadOfAMissingRow_failsAsItsDeleteHalf_unlessReloadsWithoutACellAreDropped() {
    let decomposing = BatchValidator.Profile(
      name: "older SDK", detectsInvalidBatchUpdates: true,
      dropsRowReloadsWithoutExistingCell: false)
    let fixture = HeadlessFixture([3], profile: decomposing)
    expectRejected(
      fixture.batch(to: [3]) { try $0.reloadRows(at: [p(0, 3)]) }, .deleteMissingRow,
      "attempt to delete row 3 from section 0 which only contains 3 rows before the update")
    #expect(fixture.table.cachedShape == [3])
    expectRejected(
      HeadlessFixture([3], profile: decomposing).batch(to: [3]) {
        try $0.reloadRows(at: [p(1, 0)])
      }, .deleteRowFromMissingSection,
      "attempt to delete row 0 from section 1, but there are only 1 sections before the update")
    for profile in [BatchValidator.Profile.modern, .legacy] {
      let dropping = HeadlessFixture([3], profile: profile)
      let mapping = expectAnimated(dropping.batch(to: [3]) { try $0.reloadRows(at: [p(0, 3)]) })
      expectRows(mapping, [p(0, 0): p(0, 0), p(0, 1): p(0, 1), p(0, 2): p(0, 2)])
      expectNewRows(mapping, [])
    }
  }

  @Test func c26_reloadAndMoveFromSameRow_rejectedR5() {
    let result = HeadlessFixture([4]).batch(to: [4]) {
      try $0.reloadRows(at: [p(0, 3)])
      try $0.moveRow(at: p(0, 3), to: p(0, 0))
    }
    expectRejected(
      result, .deleteAndMoveSameSource,
      "attempt to perform a delete and a move from the same index path (\(ip(0, 3)))")
  }

  @Test func c27_reloadAndMoveToSameRow_rejectedR9() {
    let result = HeadlessFixture([2]).batch(to: [2]) {
      try $0.reloadRows(at: [p(0, 1)])
      try $0.moveRow(at: p(0, 0), to: p(0, 1))
    }
    expectRejected(
      result, .insertAndMoveSameDestination,
      "attempt to perform an insert and a move to the same index path (\(ip(0, 1)))")
  }

  @Test func c28_reloadRowInMovedSection_rejectedR23_legacyR24() {
    let calls: (HeadlessTableView) throws -> Void = {
      try $0.reloadRows(at: [p(1, 0)])
      try $0.moveSection(1, toSection: 0)
    }
    expectInvalidBatchUpdates(
      HeadlessFixture([3, 3]).batch(to: [3, 3], calls),
      before: "{ 2 sections with row counts: [3, 3] }",
      after: "{ 2 sections with row counts: [3, 3] }",
      updates: ["Delete row (1 - 0)", "Move section (1) to (0)", "Insert row (1 - 0)"])
    expectRejected(
      HeadlessFixture([3, 3], profile: .legacy).batch(to: [3, 3], calls), .invalidNumberOfRows,
      invalidRows(section: 0, after: 3, before: 3, inserted: 0, deleted: 1))
  }

  @Test func c45_reloadAndMoveSameSection_rejectedR5() {
    let result = HeadlessFixture([1, 1]).batch(to: [1, 1]) {
      try $0.reloadSections([1])
      try $0.moveSection(1, toSection: 0)
    }
    expectRejected(
      result, .deleteAndMoveSameSource,
      "attempt to perform a delete and a move from the same section (1)")
  }

  @Test func c46_reloadSectionAndMoveIntoIt_rejectedR9() {
    let result = HeadlessFixture([1, 1, 1]).batch(to: [1, 1, 1]) {
      try $0.reloadSections([0])
      try $0.moveSection(2, toSection: 0)
    }
    expectRejected(
      result, .insertAndMoveSameDestination,
      "attempt to perform an insert and a move to the same section (0)")
  }

  @Test func c47_deleteAndReloadSameSection_rejectedR4() {
    let result = HeadlessFixture([2, 2]).batch(to: [2]) {
      try $0.deleteSections([1])
      try $0.reloadSections([1])
    }
    expectRejected(
      result, .deleteAndReloadSameIndexPath,
      "attempt to delete and reload the same index path (\(ip(1, 9_223_372_036_854_775_807)))")
  }

  @Test func c48_reloadSectionMayChangeItsRowCount() {
    let mapping = expectCellsFollowMapping(HeadlessFixture([2, 3]), to: [2, 5]) {
      try $0.reloadSections([1])
    }
    expectRows(
      mapping, [p(0, 0): p(0, 0), p(0, 1): p(0, 1), p(1, 0): nil, p(1, 1): nil, p(1, 2): nil])
    expectNewRows(mapping, [p(1, 0), p(1, 1), p(1, 2), p(1, 3), p(1, 4)])
  }

  @Test func c49_rowUpdatesInsideReloadedSection_absorbed_butBoundsChecked() {
    let mapping = expectCellsFollowMapping(HeadlessFixture([2, 3]), to: [2, 5]) {
      try $0.reloadSections([1])
      try $0.deleteRows(at: [p(1, 0)])
      try $0.insertRows(at: [p(1, 4)])
    }
    expectNewRows(mapping, [p(1, 0), p(1, 1), p(1, 2), p(1, 3), p(1, 4)])
    let rejected = HeadlessFixture([2, 3]).batch(to: [2, 5]) {
      try $0.reloadSections([1])
      try $0.deleteRows(at: [p(1, 0)])
      try $0.insertRows(at: [p(1, 5)])
    }
    expectRejected(
      rejected, .insertRowBeyondSection,
      "attempt to insert row 5 into section 1, but there are only 5 rows in section 1 after the update"
    )
  }

  @Test func c61_reloadShiftedByInsert_landsBelow() {
    let fixture = HeadlessFixture([3])
    let mapping = expectCellsFollowMapping(fixture, to: [4]) {
      try $0.insertRows(at: [p(0, 0)])
      try $0.reloadRows(at: [p(0, 2)])
    }
    expectRows(mapping, [p(0, 0): p(0, 1), p(0, 1): p(0, 2), p(0, 2): nil])
    expectNewRows(mapping, [p(0, 0), p(0, 3)])
  }

  @Test func c62_reloadShiftedByDelete_landsAbove() {
    let mapping = expectCellsFollowMapping(HeadlessFixture([3]), to: [2]) {
      try $0.deleteRows(at: [p(0, 0)])
      try $0.reloadRows(at: [p(0, 2)])
    }
    expectRows(mapping, [p(0, 0): nil, p(0, 1): p(0, 0), p(0, 2): nil])
    expectNewRows(mapping, [p(0, 1)])
  }

  @Test func c63_reloadInDeletedSection_phantomInsert_rejectedR23_legacyR24() {
    let calls: (HeadlessTableView) throws -> Void = {
      try $0.deleteSections([0])
      try $0.reloadRows(at: [p(0, 1)])
    }
    expectInvalidBatchUpdates(
      HeadlessFixture([2, 2]).batch(to: [2], calls),
      before: "{ 2 sections with row counts: [2, 2] }",
      after: "{ 1 section with row counts: [2] }",
      updates: ["Delete section (0)", "Insert row (0 - 1)"])
    expectRejected(
      HeadlessFixture([2, 2], profile: .legacy).batch(to: [2], calls), .invalidNumberOfRows,
      invalidRows(section: 0, after: 2, before: 2, inserted: 1, deleted: 0))
  }

  // MARK: Where the headless table deviated from the specification (issue 12, item 5)

  @Test func rowDeleteAndMoveOfOneRow_inAnAbsorbingSection_rejectedR5_beforeTheDeleteIsDropped() {
    // §1.6 step 4: the move conflict is checked before a row delete inside a deleted or reloaded
    // section is dropped.
    let message = "attempt to perform a delete and a move from the same index path (\(ip(0, 0)))"
    let reloaded = HeadlessFixture([1])
    expectRejected(
      reloaded.batch(to: [1]) {
        try $0.reloadSections([0])
        try $0.deleteRows(at: [p(0, 0)])
        try $0.moveRow(at: p(0, 0), to: p(0, 0))
      }, .deleteAndMoveSameSource, message)
    #expect(reloaded.table.cachedShape == [1], "a rejected batch leaves the table as it was")
    let deleted = HeadlessFixture([1, 1])
    expectRejected(
      deleted.batch(to: [1]) {
        try $0.deleteSections([0])
        try $0.deleteRows(at: [p(0, 0)])
        try $0.moveRow(at: p(0, 0), to: p(0, 0))
      }, .deleteAndMoveSameSource, message)
    #expect(deleted.table.cachedShape == [1, 1])
  }

  @Test func reloadInDeletedSection_shiftedByItsRowDeletes_inTheLegacyProfile_notInTheModernOne() {
    // §1.5: only iOS 18 leaves the row deletes of a deleted section out of a reload's new position.
    let calls: (HeadlessTableView) throws -> Void = {
      try $0.deleteSections([0])
      try $0.deleteRows(at: [p(0, 0)])
      try $0.reloadRows(at: [p(0, 1)])
    }
    let legacy = expectCellsFollowMapping(
      HeadlessFixture([2, 1], profile: .legacy), to: [2], calls)
    expectRows(legacy, [p(0, 0): nil, p(0, 1): nil, p(1, 0): p(0, 1)])
    expectNewRows(legacy, [p(0, 0)])
    let modern = expectCellsFollowMapping(HeadlessFixture([2, 1]), to: [2], calls)
    expectRows(modern, [p(0, 0): nil, p(0, 1): nil, p(1, 0): p(0, 0)])
    expectNewRows(modern, [p(0, 1)])
  }
}
