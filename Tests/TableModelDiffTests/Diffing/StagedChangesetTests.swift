import TableModelTestSupport
import TableModelTesting
import Testing

/// Worked examples of the diff: what it reports, and that applying it keeps its promises.
@MainActor
@Suite struct StagedChangesetTests {
  private func section(_ id: Int, _ items: [Int], title: Int = 0) -> TestSection {
    TestSection(model: TestSectionModel(id, title: title), items: items.map { TestItem($0) })
  }

  private func diff(_ source: [TestSection], _ target: [TestSection])
    -> StagedChangeset<[TestSection]>
  {
    let changes = StagedChangeset(source: source, target: target)
    let problems = StagedChangesetAudit.problems(applying: changes, from: source, to: target)
    #expect(problems.isEmpty, "\(problems)")
    return changes
  }

  @Test func equalCollections_haveNoStages() {
    #expect(diff([section(1, [1, 2])], [section(1, [1, 2])]).isEmpty)
    #expect(diff([], []).isEmpty)
  }

  @Test func linearDiff_reportsDeletesInsertsAndMinimalMoves() {
    let changes = StagedChangeset(
      source: [1, 2, 3, 4, 5].map { TestItem($0) }, target: [5, 1, 2, 6, 4].map { TestItem($0) })
    #expect(changes.count == 1)
    let changeset = changes[0].changeset
    #expect(changeset.deletedRows == [RowPath(row: 2, section: 0)])
    #expect(changeset.insertedRows == [RowPath(row: 3, section: 0)])
    #expect(
      changeset.movedRows == [
        Changeset.RowMove(RowPath(row: 4, section: 0), to: RowPath(row: 0, section: 0))
      ], "only 5 moves; 1, 2, 4 keep their order")
  }

  @Test func contentChange_isAnUpdateAtTheNewPosition_neverDeleteAndInsert() {
    let source = [section(1, [1, 2, 3])]
    var target = [section(1, [3, 1, 2])]
    target[0].items[0].content = 7
    let changeset = diff(source, target)[0].changeset
    #expect(changeset.updatedRows == [RowPath(row: 0, section: 0)])
    #expect(changeset.deletedRows.isEmpty && changeset.insertedRows.isEmpty)
    #expect(changeset.movedRows.count == 1)
  }

  @Test func sectionContentChange_isASectionUpdate() {
    let changeset = diff(
      [section(1, [1]), section(2, [2])], [section(1, [1]), section(2, [2], title: 1)])[0].changeset
    #expect(changeset.updatedSections == [1])
    #expect(!changeset.hasStructuralChanges)
  }

  @Test func rowMovingBetweenSurvivingSections_isOneMoveInOneStage() {
    let changes = diff(
      [section(1, [1, 2]), section(2, [3])], [section(1, [2]), section(2, [3, 1])])
    #expect(changes.count == 1)
    #expect(
      changes[0].changeset.movedRows == [
        Changeset.RowMove(RowPath(row: 0, section: 0), to: RowPath(row: 1, section: 1))
      ])
  }

  @Test func sectionMoveWithRowChangesInside_fitsOneStage() {
    let changes = diff(
      [section(1, [1, 2, 3]), section(2, [4, 5])], [section(2, [5, 4, 6]), section(1, [1, 3])])
    #expect(changes.count == 1)
    #expect(changes[0].changeset.movedSections.count == 1)
  }

  @Test func rowLeavingADeletedSection_isStagedSoItKeepsItsCell() {
    let changes = diff([section(1, [1, 2]), section(2, [3])], [section(2, [3, 1])])
    #expect(changes.count == 2)
    #expect(changes[0].changeset.deletedSections.isEmpty, "the section waits for its row to leave")
    #expect(changes[1].changeset.deletedSections == [0])
  }

  @Test func rowEnteringAnInsertedSection_isStagedSoItKeepsItsCell() {
    let changes = diff([section(1, [1, 2])], [section(1, [2]), section(2, [9, 1])])
    #expect(changes.count == 2)
    #expect(changes[0].changeset.insertedSections == [1])
    #expect(changes[0].data[1].items.map(\.id) == [9], "the new section arrives with its new row")
    #expect(changes[1].changeset.movedRows.count == 1)
  }

  @Test func rowFromADeletedIntoAnInsertedSection_takesThreeStages() {
    let changes = diff([section(1, [1]), section(2, [2])], [section(2, [2]), section(3, [1])])
    #expect(changes.count == 3)
    #expect(changes[2].changeset.deletedSections.count == 1)
    #expect(!changes[2].changeset.hasStructuralChanges || changes[2].changeset.movedRows.isEmpty)
  }

  @Test func duplicates_arePairedInOrder_andReportedWithPositions() {
    let source = [section(1, [1, 2, 1])]
    let target = [section(1, [1, 3, 3])]
    let changes = diff(source, target)
    #expect(
      changes.duplicateRows == [
        DuplicateIdentifier(
          id: "3", sourcePositions: [],
          targetPositions: [RowPath(row: 1, section: 0), RowPath(row: 2, section: 0)]),
        DuplicateIdentifier(
          id: "1", sourcePositions: [RowPath(row: 0, section: 0), RowPath(row: 2, section: 0)],
          targetPositions: [RowPath(row: 0, section: 0)]),
      ])
    let changeset = changes[0].changeset
    #expect(changeset.deletedRows == [RowPath(row: 1, section: 0), RowPath(row: 2, section: 0)])
    #expect(changeset.insertedRows == [RowPath(row: 1, section: 0), RowPath(row: 2, section: 0)])
  }

  @Test func duplicateSections_arePairedInOrder_andReported() {
    let changes = diff([section(1, [1]), section(1, [2])], [section(1, [2])])
    #expect(changes.duplicateSections.map(\.id) == ["1"])
    #expect(changes.duplicateSections.first?.sourcePositions == [0, 1])
  }

  @Test func duplicateSections_rowOfTheUnpairedDuplicate_movesAndKeepsItsCell() {
    // S1's first occurrence pairs with the target's S1; the second is deleted, and its row
    // moves out of it (staged, R21) instead of being recreated.
    let source = [section(1, []), section(2, []), section(1, [8])]
    let target = [section(2, []), section(1, [8])]
    let changes = diff(source, target)
    #expect(changes.flatMap(\.changeset.insertedRows).isEmpty)
    #expect(changes.reduce(0) { $0 + $1.changeset.movedRows.count } == 1)
  }

  @Test func duplicateSections_bothDeleted_theirRowMovesIntoTheInsertedSection() {
    let source = [section(2, []), section(2, [3])]
    let target = [section(5, [3])]
    let changes = diff(source, target)
    #expect(changes.flatMap(\.changeset.insertedRows).isEmpty)
    #expect(changes.reduce(0) { $0 + $1.changeset.movedRows.count } == 1)
  }

  @Test func duplicateRows_theOnlySourceRow_movesToTheFirstTargetOccurrence() {
    let source = [section(1, [10])]
    let target = [section(2, [10, 10]), section(1, [])]
    let changes = diff(source, target)
    #expect(changes.flatMap(\.changeset.deletedRows).isEmpty, "the source row is never recreated")
    let moves = changes.flatMap(\.changeset.movedRows)
    #expect(moves.count == 1)
    #expect(moves.first?.destination == RowPath(row: 0, section: 0))
  }

  @Test func everythingReplaced_deletesAndInsertsSections() {
    let changes = diff([section(1, [1]), section(2, [2])], [section(3, [3])])
    #expect(changes.count == 1)
    #expect(changes[0].changeset.deletedSections == [0, 1])
    #expect(changes[0].changeset.insertedSections == [0])
    #expect(changes[0].changeset.deletedRows.isEmpty, "rows of deleted sections are not listed")
  }

  @Test func debugDescription_listsStagesAndDuplicates() {
    let changes = StagedChangeset(source: [section(1, [1, 1])], target: [section(1, [2])])
    #expect(
      changes.debugDescription == """
        stage 1 of 1:
          deleted rows: [[0, 0], [0, 1]]
          inserted rows: [[0, 0]]
        duplicate row id 1: source [[0, 0], [0, 1]], target []
        """)
  }
}
