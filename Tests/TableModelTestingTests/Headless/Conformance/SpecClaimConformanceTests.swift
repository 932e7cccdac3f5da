import TableModelTestSupport
import TableModelTesting
import Testing

/// Claims of `uikit-batch-rules.md` that no §6 scenario states, each pinned on a headless table
/// from the specification's own words: the stage a rule runs at (§1.6), the normalisations of
/// §2.3, the reload derivation of §1.5, R21 through a section reload, the mapping of §3, the
/// timing of §1.2 and §1.3, R1 for section calls, and a profile switched on a live table.
@MainActor
@Suite struct SpecClaimConformanceTests {
  // MARK: §1.6 — which stage a rule runs at

  /// §1.6: R4 is stage 2; the data source is re-queried at stage 3, so a batch refused by R4
  /// never asks it for the new shape.
  @Test func r4_refusesTheBatchBeforeTheDataSourceIsAskedForTheNewShape() {
    let fixture = HeadlessFixture([3])
    fixture.source.resetRecords()
    fixture.table.beginUpdates()
    #expect(throws: Never.self) {
      try fixture.table.reloadRows(at: [p(0, 1)])
      try fixture.table.deleteRows(at: [p(0, 1)])
    }
    #expect(throws: TableUpdateError.self) { try fixture.table.endUpdates() }
    expectRejected(
      fixture.table.lastBatch!.result, .deleteAndReloadSameIndexPath,
      "attempt to delete and reload the same index path (\(ip(0, 1)))")
    #expect(fixture.source.shapeReads == 0, "R4 comes before the commit's read (§1.6 steps 2, 3)")
  }

  /// §1.5: a modern-SDK row reload without an existing cell is dropped with "no checks": its
  /// delete half cannot meet a move from the same row (C26 without a cell).
  @Test func reloadOfARowWithoutACell_isDroppedBeforeTheMoveConflictCheck() {
    let fixture = HeadlessFixture([4], height: 44)
    #expect(fixture.table.indexPathsForVisibleRows == [p(0, 0)])
    let mapping = expectAnimated(
      fixture.batch(to: [4]) {
        try $0.reloadRows(at: [p(0, 3)])
        try $0.moveRow(at: p(0, 3), to: p(0, 1))
      })
    expectRows(mapping, [p(0, 0): p(0, 0), p(0, 1): p(0, 2), p(0, 2): p(0, 3), p(0, 3): p(0, 1)])
    expectNewRows(mapping, [])
  }

  // MARK: §1.2, §1.3 — when the shapes are read, what a batch is

  /// C54 as the specification writes it, with `performBatchUpdates`: nothing cached, so "old" is
  /// read as the batch begins, after the model changed.
  @Test func c54_withPerformBatchUpdates_readsOldAtTheBatchsStart() {
    for profile in [BatchValidator.Profile.modern, .legacy] {
      let fixture = HeadlessFixture([4], profile: profile, load: false)
      let result = fixture.batch(to: [4]) { try $0.insertRows(at: [p(0, 3)]) }
      if profile == .modern {
        expectInvalidBatchUpdates(
          result, before: "{ 1 section with row counts: [4] }",
          after: "{ 1 section with row counts: [4] }", updates: ["Insert row (0 - 3)"])
      } else {
        expectRejected(
          result, .invalidNumberOfRows,
          invalidRows(section: 0, after: 4, before: 4, inserted: 1, deleted: 0))
      }
    }
  }

  /// §1.1: at commit the data source is asked `numberOfSections` once, then
  /// `numberOfRowsInSection` for every section in order — an empty batch too (§1.3).
  @Test func commit_readsTheNewShapeOnce_theSectionsThenEveryRowCount() throws {
    let fixture = HeadlessFixture([1, 2, 3])
    let expected = [
      "commit numberOfSections", "commit numberOfRowsInSection section 0",
      "commit numberOfRowsInSection section 1", "commit numberOfRowsInSection section 2",
    ]
    fixture.table.clearCallbackLog()
    try fixture.table.performBatchUpdates {
      fixture.source.sections = StubDataSource.rows(for: [1, 2, 4])
      try fixture.table.insertRows(at: [p(2, 3)])
    }
    #expect(fixture.table.callLines("numberOfSections", "numberOfRowsInSection") == expected)
    fixture.table.clearCallbackLog()
    fixture.table.beginUpdates()
    try fixture.table.endUpdates()
    #expect(fixture.table.callLines("numberOfSections", "numberOfRowsInSection") == expected)
  }

  /// §1.3: an empty `beginUpdates()`/`endUpdates()` pair (the height-animation idiom) is still
  /// validated — C15 without `performBatchUpdates`.
  @Test func emptyBeginEndPair_isValidated() {
    let fixture = HeadlessFixture([3])
    fixture.source.sections = StubDataSource.rows(for: [2])
    fixture.table.beginUpdates()
    #expect(throws: TableUpdateError.self) { try fixture.table.endUpdates() }
    expectInvalidBatchUpdates(
      fixture.table.lastBatch!.result, before: "{ 1 section with row counts: [3] }",
      after: "{ 1 section with row counts: [2] }", updates: [])
    #expect(fixture.table.cachedShape == [3])
  }

  /// §1.2: with no row data at all at commit, UIKit skips validation: nothing can be thrown.
  @Test func batchOnATableWithNoRowData_isNotValidated() {
    let table = HeadlessTableView()
    let source = StubDataSource(shape: [1])
    table.beginUpdates()
    #expect(throws: Never.self) { try table.insertRows(at: [p(5, 9)]) }
    table.dataSource = source
    #expect(throws: Never.self) { try table.endUpdates() }
    #expect(source.shapeReads == 0, "nothing was validated against the data source")
  }

  // MARK: §2.3 — silent normalisations

  /// §2.3: row deletes inside a reloaded section are dropped without bounds checks, as inside a
  /// deleted one (C19 with a reload).
  @Test func rowDeleteBeyondTheOldCount_insideAReloadedSection_isAbsorbedUnchecked() {
    let mapping = expectCellsFollowMapping(HeadlessFixture([2, 3]), to: [2, 4]) {
      try $0.reloadSections([1])
      try $0.deleteRows(at: [p(1, 9)])
    }
    expectRows(
      mapping, [p(0, 0): p(0, 0), p(0, 1): p(0, 1), p(1, 0): nil, p(1, 1): nil, p(1, 2): nil])
    expectNewRows(mapping, [p(1, 0), p(1, 1), p(1, 2), p(1, 3)])
  }

  /// §2.3: duplicate section inserts collapse to one, so R22 counts one.
  @Test func duplicateSectionInserts_collapse() {
    let mapping = expectCellsFollowMapping(HeadlessFixture([1]), to: [1, 2]) {
      try $0.insertSections([1])
      try $0.insertSections([1, 1])
    }
    expectRows(mapping, [p(0, 0): p(0, 0)])
    expectNewRows(mapping, [p(1, 0), p(1, 1)])
  }

  /// §2.3: identical duplicate section moves collapse to one.
  @Test func identicalDuplicateSectionMoves_collapse() {
    let mapping = expectCellsFollowMapping(HeadlessFixture([1, 2]), to: [2, 1]) {
      try $0.moveSection(0, toSection: 1)
      try $0.moveSection(0, toSection: 1)
    }
    expectRows(mapping, [p(0, 0): p(1, 0), p(1, 0): p(0, 0), p(1, 1): p(0, 1)])
  }

  /// §1.5, §2.3: duplicate reloads collapse to one delete and one insert.
  @Test func duplicateReloads_collapse() {
    let mapping = expectCellsFollowMapping(HeadlessFixture([3, 1]), to: [3, 2]) {
      try $0.reloadRows(at: [p(0, 1), p(0, 1)])
      try $0.reloadRows(at: [p(0, 1)])
      try $0.reloadSections([1, 1])
      try $0.reloadSections([1])
    }
    expectRows(mapping, [p(0, 0): p(0, 0), p(0, 1): nil, p(0, 2): p(0, 2), p(1, 0): nil])
    expectNewRows(mapping, [p(0, 1), p(1, 0), p(1, 1)])
  }

  /// §2.2 R24: `deleted(o)` counts the deletes after de-duplication.
  @Test func r24_countsDuplicateDeletesOnce() {
    for profile in [BatchValidator.Profile.modern, .legacy] {
      let result = HeadlessFixture([3], profile: profile).batch(to: [3]) {
        try $0.deleteRows(at: [p(0, 0), p(0, 0)])
      }
      expectRejected(
        result, .invalidNumberOfRows,
        invalidRows(section: 0, after: 3, before: 3, inserted: 0, deleted: 1))
    }
  }

  // MARK: §1.5 — where a reload's insert half lands

  /// §1.5 step 1: the reload's section shifts down by the section deletes before it; R24 then
  /// counts its insert half in the section it lands in.
  @Test func rowReload_shiftsByTheSectionDeletesBeforeIt() {
    let mapping = expectCellsFollowMapping(HeadlessFixture([1, 2]), to: [2]) {
      try $0.deleteSections([0])
      try $0.reloadRows(at: [p(1, 0)])
    }
    expectRows(mapping, [p(0, 0): nil, p(1, 0): nil, p(1, 1): p(0, 1)])
    expectNewRows(mapping, [p(0, 0)])
  }

  /// §1.5 step 1: the reload's section shifts up by a section insert at or before it.
  @Test func rowReload_shiftsByTheSectionInsertsAtOrBeforeIt() {
    let mapping = expectCellsFollowMapping(HeadlessFixture([1, 2]), to: [3, 1, 2]) {
      try $0.insertSections([0])
      try $0.reloadRows(at: [p(1, 1)])
    }
    expectRows(mapping, [p(0, 0): p(1, 0), p(1, 0): p(2, 0), p(1, 1): nil])
    expectNewRows(mapping, [p(0, 0), p(0, 1), p(0, 2), p(2, 1)])
  }

  /// §3 item 4: the derivation ignores moves, so a reload with a move in its section is
  /// accepted and lands where the deletes and inserts alone put it — here on the row the move
  /// freed, not where the reloaded item now is.
  @Test func reloadWithAMoveInItsSection_isAccepted_andLandsIgnoringTheMove() {
    let fixture = HeadlessFixture([3])
    let mapping = expectCellsFollowMapping(fixture, to: [3]) {
      try $0.reloadRows(at: [p(0, 1)])
      try $0.moveRow(at: p(0, 0), to: p(0, 2))
    }
    expectRows(mapping, [p(0, 0): p(0, 2), p(0, 1): nil, p(0, 2): p(0, 0)])
    expectNewRows(mapping, [p(0, 1)])
    #expect(fixture.table.cellForRow(at: p(0, 1))?.text == "new 0.1")
  }

  // MARK: R21 — a row move across a section reload

  /// R21 applies to section reloads too: a row move out of a reloaded section, or into the
  /// section a reload's insert half lands in, makes UIKit reload instead of animating.
  @Test func rowMoveAcrossAReloadedSection_reloadsData() throws {
    let outOf = HeadlessFixture([2, 1]).batch(to: [2, 9]) {
      try $0.reloadSections([0])
      try $0.moveRow(at: p(0, 0), to: p(1, 0))
    }
    #expect(try outOf.get().outcome == .reloadData)
    let into = HeadlessFixture([2, 1]).batch(to: [7, 0]) {
      try $0.reloadSections([0])
      try $0.moveRow(at: p(1, 0), to: p(0, 0))
    }
    #expect(try into.get().outcome == .reloadData)
  }

  // MARK: §3 — section moves with row moves

  /// §2.2 R24 and §3: a row moved out of a moved section into another is counted as moved out
  /// and in; kept rows fill the free slots of each section in order.
  @Test func rowMoveOutOfAMovedSection_mapsByTheSectionsNewIndexes() {
    let mapping = expectCellsFollowMapping(HeadlessFixture([2, 1]), to: [2, 1]) {
      try $0.moveSection(0, toSection: 1)
      try $0.moveRow(at: p(0, 0), to: p(0, 0))
    }
    expectRows(mapping, [p(0, 0): p(0, 0), p(0, 1): p(1, 0), p(1, 0): p(0, 1)])
    let legacy = HeadlessFixture([2, 1], profile: .legacy).batch(to: [1, 2]) {
      try $0.moveSection(0, toSection: 1)
      try $0.moveRow(at: p(0, 0), to: p(0, 0))
    }
    expectRejected(
      legacy, .invalidNumberOfRows,
      invalidRows(section: 0, after: 1, before: 1, inserted: 0, deleted: 0, movedIn: 1))
  }

  // MARK: R1 — section calls

  /// R1: a section operation's index path is `(section, NSNotFound)`, so a negative section is
  /// refused at the call with that path.
  @Test func negativeSection_inASectionCall_isR1AtTheCall() {
    let fixture = HeadlessFixture([1])
    let path = "<NSIndexPath: 0x0> {length = 2, path = 18446744073709551615 - 9223372036854775807}"
    let calls: [(HeadlessTableView) throws -> Void] = [
      { try $0.insertSections([-1]) }, { try $0.deleteSections([-1]) },
      { try $0.reloadSections([-1]) }, { try $0.moveSection(0, toSection: -1) },
    ]
    for call in calls {
      fixture.source.resetRecords()
      #expect {
        try call(fixture.table)
      } throws: { error in
        let error = error as? TableUpdateError
        return error?.rule == .invalidIndexPath
          && error?.message == "Attempted to perform update with invalid index path: \(path)"
      }
      #expect(fixture.source.shapeReads == 0, "R1 is thrown at the call, before any commit")
    }
    #expect(fixture.table.cachedShape == [1])
  }

  // MARK: Profiles

  /// §0, §8: the profile is an option of the table; switched on a live table, the next batch
  /// follows it (C08 both ways).
  @Test func profileSwitchedOnALiveTable_appliesToTheNextBatch() {
    let fixture = HeadlessFixture([20])
    fixture.table.validator = BatchValidator(profile: .legacy)
    expectRejected(
      fixture.batch(to: [15]) { try $0.deleteRows(at: [p(0, 0)]) }, .invalidNumberOfRows,
      invalidRows(section: 0, after: 15, before: 20, inserted: 0, deleted: 1))
    fixture.table.validator = BatchValidator(profile: .modern)
    expectInvalidBatchUpdates(
      fixture.batch(to: [15]) { try $0.deleteRows(at: [p(0, 0)]) },
      before: "{ 1 section with row counts: [20] }",
      after: "{ 1 section with row counts: [15] }", updates: ["Delete row (0 - 0)"])
  }
}
