import TableModelTestSupport
import TableModelTesting
import Testing

/// Batches against shapes whose row counts no table can hold — `Int.max` rows in a section —
/// given to `BatchValidator.validate`.
///
/// Before, adding the rows a batch inserts to a section of `Int.max` rows overflowed (a trap
/// with no message), and a shape of `Int.max` rows that passed every rule was mapped row by row,
/// an allocation that stopped the process with a segmentation fault; then such a batch was
/// refused for its size. Now the mapping keeps only what the batch named.
@Suite struct ExtremeRowCountTests {
  private func refusal(
    _ calls: [TableViewCall], old: TableShape, new: TableShape,
    profile: BatchValidator.Profile = .modern
  ) -> TableUpdateError? {
    do {
      _ = try BatchValidator(profile: profile).validate(
        calls, oldShape: old, hasExistingCell: { _ in true }, newShape: { new })
      return nil
    } catch {
      return error as? TableUpdateError
    }
  }

  @Test func anInsertIntoASectionOfIntMaxRows_isAnInvalidBatch_notAnOverflow() {
    let error = refusal([.insertRows([p(0, 0)], .automatic)], old: [.max], new: [.max])
    #expect(error?.rule == .invalidBatchUpdates, "\(String(describing: error))")
  }

  @Test func anInsertIntoASectionOfIntMaxRows_isAnInvalidRowCount_withoutTheMappingCheck() {
    let error = refusal(
      [.insertRows([p(0, 0)], .automatic)], old: [.max], new: [.max], profile: .legacy)
    #expect(error?.rule == .invalidNumberOfRows, "\(String(describing: error))")
    #expect(
      error?.message.contains(
        "must be equal to the number of rows contained in that section before the update (9223372036854775807), plus or minus the number of rows inserted or deleted from that section (1 inserted, 0 deleted)"
      ) == true, "\(String(describing: error))")
  }

  @Test func aBatchThatPassesEveryRule_onAShapeOfIntMaxRows_isMapped() throws {
    let cases:
      [(old: TableShape, new: TableShape, calls: [TableViewCall], moves: [(RowPath, RowPath?)])] = [
        ([.max], [.max], [], [(p(0, .max - 1), p(0, .max - 1))]),
        ([1], [1, .max], [.insertSections([1], .automatic)], [(p(0, 0), p(0, 0))]),
        (
          [.max, .max, 1], [.max, .max], [.deleteSections([2], .automatic)],
          [(p(1, .max - 1), p(1, .max - 1)), (p(2, 0), nil)]
        ),
        (
          [20_000_000, 1], [20_000_000, 2], [.insertRows([p(1, 0)], .automatic)],
          [(p(0, 19_999_999), p(0, 19_999_999)), (p(1, 0), p(1, 1))]
        ),
        (
          [.max], [.max],
          [.deleteRows([p(0, 0)], .automatic), .insertRows([p(0, .max - 1)], .automatic)],
          [(p(0, 0), nil), (p(0, .max - 1), p(0, .max - 2))]
        ),
      ]
    for (old, new, calls, moves) in cases {
      let batch = try BatchValidator().validate(
        calls, oldShape: old, hasExistingCell: { _ in true }, newShape: { new })
      let mapping = try #require(batch.mapping, "\(old) → \(new)")
      for (from, to) in moves {
        #expect(mapping.newPath(forOld: from) == to, "\(old) → \(new): \(from)")
        if let to { #expect(mapping.oldPath(forNew: to) == from, "\(old) → \(new): \(to)") }
      }
    }
  }

  @Test func aBatchThatUIKitReplacesByAReload_needsNoMapping_whateverTheShape() throws {
    let batch = try BatchValidator().validate(
      [.deleteSections([0], .automatic), .moveRow(p(0, 0), to: p(0, 0))], oldShape: [1, .max],
      hasExistingCell: { _ in true }, newShape: { [.max] })
    #expect(batch.outcome == .reloadData)
  }

  @Test func aRuleBrokenOnAShapeTooLargeToMap_isReportedAsTheRule() {
    let error = refusal([.deleteRows([p(1, 0)], .automatic)], old: [.max], new: [.max])
    #expect(error?.rule == .deleteRowFromMissingSection, "\(String(describing: error))")
  }
}
