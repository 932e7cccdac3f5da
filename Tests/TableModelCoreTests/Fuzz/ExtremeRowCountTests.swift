import TableModelTestSupport
import TableModelTesting
import Testing

/// Batches against shapes whose row counts no table can hold — `Int.max` rows in a section —
/// given to `BatchValidator.validate`.
///
/// Before, adding the rows a batch inserts to a section of `Int.max` rows overflowed (a trap
/// with no message), and a shape of `Int.max` rows that passed every rule was mapped row by row,
/// an allocation that stopped the process with a segmentation fault.
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

  @Test func aBatchThatPassesEveryRule_onAShapeTooLargeToMap_isRefusedForItsSize() {
    let limit = BatchValidator.maximumMappedRowCount
    let cases: [(old: TableShape, new: TableShape, calls: [TableViewCall], before: Bool)] = [
      ([.max], [.max], [], true),
      ([1], [1, .max], [.insertSections([1], .automatic)], false),
      ([.max, .max, 1], [.max, .max], [.deleteSections([2], .automatic)], true),
      ([limit, 1], [limit, 2], [.insertRows([p(1, 0)], .automatic)], true),
    ]
    for (old, new, calls, before) in cases {
      let error = refusal(calls, old: old, new: new)
      #expect(error?.rule == .invalidTableSize, "\(old) → \(new): \(String(describing: error))")
      let side = before ? "before the batch, \(old)" : "after the batch, \(new)"
      #expect(
        error?.message
          == "BatchValidator: the shape \(side), has more rows than a batch's mapping covers: at most \(limit) rows in all",
        "\(String(describing: error))")
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
