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
}
