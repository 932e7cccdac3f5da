import TableModelTestSupport
import TableModelTesting
import Testing

/// Reloads of section `Int.max` or the largest row with inserts before them.
///
/// UIKit's unsigned arithmetic wraps when it derives the reload's insert, and the reload's
/// delete then fails its bounds check. The validator did the same arithmetic with trapping `+`
/// and stopped the process.
@Suite struct ExtremeReloadTests {
  private func refusal(_ calls: [TableViewCall], old: TableShape, new: TableShape)
    -> TableUpdateError?
  {
    do {
      _ = try BatchValidator().validate(
        calls, oldShape: old, hasExistingCell: { _ in true }, newShape: { new })
      return nil
    } catch {
      return error as? TableUpdateError
    }
  }

  @Test func reloadOfSectionIntMax_withASectionInsert_failsAsADeleteOfAMissingSection() {
    let error = refusal(
      [.reloadSections([Int.max], .automatic), .insertSections([0], .automatic)],
      old: [1], new: [0, 1])
    #expect(error?.rule == .deleteMissingSection)
    #expect(error?.message.contains("9223372036854775807") == true, "\(String(describing: error))")
  }

  // Row `Int.max` is `NSNotFound`, a section item (§1.4, NotFoundRowItemTests): the largest row
  // is one less, and two inserts before it wrap.
  @Test func reloadOfRowIntMaxMinusOne_withTwoRowInserts_failsAsADeleteOfAMissingRow() {
    let error = refusal(
      [.reloadRows([p(0, Int.max - 1)], .automatic), .insertRows([p(0, 0), p(0, 1)], .automatic)],
      old: [1], new: [3])
    #expect(error?.rule == .deleteMissingRow)
    #expect(error?.message.contains("9223372036854775806") == true, "\(String(describing: error))")
  }
}
