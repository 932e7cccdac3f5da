import TableModelCore
import TableModelTestSupport
import Testing

/// The batch rules as a pure function, called with the calls a caller has.
@Suite struct BatchValidatorTests {
  private func validate(
    _ calls: [TableViewCall], _ old: TableShape, _ new: TableShape,
    profile: BatchValidator.Profile = .modern
  ) throws -> BatchValidator.ValidatedBatch {
    try BatchValidator(profile: profile).validate(
      calls, oldShape: old, hasExistingCell: { _ in true }, newShape: { new })
  }

  @Test func changesetBatchCalls_fromAStagedDiff_areAcceptedAndMapEveryKeptRow() throws {
    let changeset = Changeset(
      deletedRows: [p(0, 1)], insertedRows: [p(0, 0)], movedRows: [.init(p(0, 3), to: p(0, 1))])
    let batch = try validate(changeset.batchCalls(), [4], [4])
    let mapping = try #require(batch.mapping)
    #expect(mapping.newPath(forOld: p(0, 0)) == p(0, 2))
    #expect(mapping.newPath(forOld: p(0, 1)) == nil)
    #expect(mapping.newPath(forOld: p(0, 2)) == p(0, 3))
    #expect(mapping.newPath(forOld: p(0, 3)) == p(0, 1))
    #expect(mapping.oldPath(forNew: p(0, 0)) == nil)
  }

  @Test func negativeRow_inAnyCall_throwsR1WithoutAskingForTheNewShape() {
    var asked = false
    #expect {
      _ = try BatchValidator().validate(
        [.insertRows([p(0, 0)], .fade), .deleteRows([p(0, -1)], .fade)], oldShape: [2],
        hasExistingCell: { _ in true },
        newShape: {
          asked = true
          return [2]
        })
    } throws: { error in
      (error as? TableUpdateError)?.rule == .invalidIndexPath
    }
    #expect(!asked)
  }

  @Test func reloadAlsoDeleted_throwsR4WithoutAskingForTheNewShape() {
    // §1.6: R4 is stage 2, the data source's new shape stage 3.
    var asked = false
    #expect {
      _ = try BatchValidator().validate(
        [.reloadRows([p(0, 1)], .fade), .deleteRows([p(0, 1)], .fade)], oldShape: [2],
        hasExistingCell: { _ in true },
        newShape: {
          asked = true
          return [1]
        })
    } throws: { error in
      (error as? TableUpdateError)?.rule == .deleteAndReloadSameIndexPath
    }
    #expect(!asked)
  }

  @Test func reconfigureAndReloadData_areNotUpdateItems_andTakeNoPartInTheChecks() throws {
    let batch = try validate([.reconfigureRows([p(0, 7)]), .reloadData], [2], [2])
    #expect(batch.mapping?.newPath(forOld: p(0, 1)) == p(0, 1))
  }

  @Test func rowMoveIntoInsertedSection_isAcceptedAsReloadData() throws {
    let batch = try validate(
      [.insertSections([0], .automatic), .moveRow(p(0, 0), to: p(0, 0))], [2], [1, 1])
    #expect(batch.outcome == .reloadData)
    #expect(batch.mapping == nil)
  }

  @Test func countMismatch_isR23InTheModernProfile_andR24InTheLegacyOne() {
    let calls: [TableViewCall] = [.deleteRows([p(0, 0)], .automatic)]
    #expect { try validate(calls, [3], [1]) } throws: {
      ($0 as? TableUpdateError)?.rule == .invalidBatchUpdates
    }
    #expect { try validate(calls, [3], [1], profile: .legacy) } throws: {
      ($0 as? TableUpdateError)?.rule == .invalidNumberOfRows
    }
  }

  // MARK: Where the validator deviated from the specification (issue 12, item 5)

  @Test func rowDeleteInReloadedSection_thatIsAlsoMoved_isR5_beforeTheDeleteIsAbsorbed() {
    // §1.6 step 4: the move conflict is checked before a row delete inside a deleted (here
    // reloaded) section is dropped.
    let calls: [TableViewCall] = [
      .reloadSections([0], .automatic), .deleteRows([p(0, 0)], .automatic),
      .moveRow(p(0, 0), to: p(0, 0)),
    ]
    #expect {
      try validate(calls, [1], [1])
    } throws: { error in
      let error = error as? TableUpdateError
      return error?.rule == .deleteAndMoveSameSource
        && error?.message
          == "attempt to perform a delete and a move from the same index path (<NSIndexPath: 0x0> {length = 2, path = 0 - 0})"
    }
  }

  @Test func reloadInDeletedSection_shiftsByItsRowDeletes_inTheLegacyProfileOnly() throws {
    // §1.5: only iOS 18 leaves row deletes inside a deleted section out of a reload's position.
    let calls: [TableViewCall] = [
      .deleteSections([0], .automatic), .deleteRows([p(0, 0)], .automatic),
      .reloadRows([p(0, 1)], .automatic),
    ]
    let legacy = try #require(try validate(calls, [2, 1], [2], profile: .legacy).mapping)
    #expect(legacy.newPath(forOld: p(1, 0)) == p(0, 1))
    #expect(legacy.oldPath(forNew: p(0, 0)) == nil)
    let modern = try #require(try validate(calls, [2, 1], [2]).mapping)
    #expect(modern.newPath(forOld: p(1, 0)) == p(0, 0))
    #expect(modern.oldPath(forNew: p(0, 1)) == nil)
  }

  @Test func negativeRowCount_ofAReloadedSection_isR25_neverATrap() {
    #expect {
      try validate([.reloadSections([0], .automatic)], [2], [-1])
    } throws: { error in
      let error = error as? TableUpdateError
      return error?.rule == .negativeNumberOfRows
        && error?.message
          == "Invalid update: invalid number of rows in section 0. Attempt to delete more rows than exist in section."
    }
  }

  @Test func negativeRowCount_ofAnInsertedSection_isR25_neverATrap() {
    #expect {
      try validate([.insertSections([1], .automatic)], [2], [2, -3])
    } throws: { error in
      let error = error as? TableUpdateError
      return error?.rule == .negativeNumberOfRows
        && error?.message
          == "Invalid update: invalid number of rows in section 1. Attempt to delete more rows than exist in section."
    }
  }

  @Test func negativeRowCount_inTheOldShape_isR25_neverATrap() {
    #expect {
      try validate([], [1, -2], [1, -2])
    } throws: { error in
      let error = error as? TableUpdateError
      return error?.rule == .negativeNumberOfRows
        && error?.message
          == "Invalid update: invalid number of rows in section 1. Attempt to delete more rows than exist in section."
    }
  }

  @Test func negativeRowCount_inABatchThatFallsBackToReloadData_isR25_neverAccepted() throws {
    // A row move into an inserted section is R21's reload; the reload refuses a negative count.
    let calls: [TableViewCall] = [
      .insertSections([2], .automatic), .moveRow(p(1, 0), to: p(2, 0)),
    ]
    #expect(try validate(calls, [1, 1], [0, 1, 1]).outcome == .reloadData)
    #expect {
      try validate(calls, [1, 1], [-5, 1, 1])
    } throws: { error in
      let error = error as? TableUpdateError
      return error?.rule == .negativeNumberOfRows
        && error?.message
          == "Invalid update: invalid number of rows in section 0. Attempt to delete more rows than exist in section."
    }
  }

  @Test func negativeRowCount_ofADeletedSectionInTheOldShape_isR25_neverATrap() {
    // A deleted section is not compared before and after, so only the read of the cached shape
    // can refuse its count.
    #expect {
      try validate([.deleteSections([1], .automatic)], [1, -2], [1])
    } throws: { error in
      let error = error as? TableUpdateError
      return error?.rule == .negativeNumberOfRows
        && error?.message
          == "Invalid update: invalid number of rows in section 1. Attempt to delete more rows than exist in section."
    }
  }
}
