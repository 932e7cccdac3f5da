import TableModelTestSupport
import TableModelTesting
import Testing

/// A row call at row `NSNotFound` records a section item.
///
/// UIKit tells the two apart by that row (`Int.max`) alone (`uikit-batch-rules.md`, §1.4). The
/// validator took such
/// a path for a row past the end, and so refused batches UIKit accepts — and accepted one UIKit
/// refuses, dropping a "row" reload that UIKit applies to the whole section.
@Suite struct NotFoundRowItemTests {
  private func validated(
    _ calls: [TableViewCall], old: TableShape, new: TableShape, cells: Bool = true
  ) -> Result<BatchValidator.ValidatedBatch, TableUpdateError> {
    Result {
      try BatchValidator().validate(
        calls, oldShape: old, hasExistingCell: { _ in cells }, newShape: { new })
    }.mapError { $0 as! TableUpdateError }
  }

  @Test func insertRowsAtNotFound_insertsTheSection() throws {
    let batch = try validated(
      [.insertRows([p(1, Int.max)], .automatic)], old: [2], new: [2, 3]
    ).get()
    #expect(batch.mapping?.oldSection(forNew: 1) == nil)
    #expect(batch.mapping?.newPath(forOld: p(0, 1)) == p(0, 1))
  }

  @Test func deleteRowsAtNotFound_deletesTheSection() throws {
    let batch = try validated(
      [.deleteRows([p(0, Int.max)], .automatic)], old: [2, 1], new: [1]
    ).get()
    #expect(batch.mapping?.newSection(forOld: 0) == nil)
    #expect(batch.mapping?.newPath(forOld: p(1, 0)) == p(0, 0))
  }

  @Test func reloadRowsAtNotFound_ofADeletedSection_isADeleteAndReloadOfTheSection() {
    // Without a cell a row reload is dropped; this one reloads section 0, which is deleted (R4).
    let result = validated(
      [.reloadRows([p(0, Int.max)], .automatic), .deleteSections([0], .automatic)],
      old: [2], new: [], cells: false)
    guard case .failure(let error) = result else {
      Issue.record("accepted: \(result)")
      return
    }
    #expect(error.rule == .deleteAndReloadSameIndexPath)
    #expect(
      error.message
        == "attempt to delete and reload the same index path (<NSIndexPath: 0x0> {length = 2, path = 0 - 9223372036854775807})"
    )
  }

  @Test func moveRowFromNotFound_movesTheSection() throws {
    // A move's kind follows its source, the path UIKit makes its move item for: section 1 moves
    // to section 0, whatever the destination's row.
    let batch = try validated(
      [.moveRow(p(1, Int.max), to: p(0, 7))], old: [1, 2], new: [2, 1]
    ).get()
    #expect(batch.mapping?.newSection(forOld: 1) == 0)
    #expect(batch.mapping?.newPath(forOld: p(1, 1)) == p(0, 1))
    #expect(batch.mapping?.newPath(forOld: p(0, 0)) == p(1, 0))
  }

  @Test func moveRowFromNotFound_conflictsWithADeleteOfTheSection() {
    let result = validated(
      [.moveRow(p(1, Int.max), to: p(0, 0)), .deleteSections([1], .automatic)],
      old: [1, 1, 1], new: [1, 1])
    guard case .failure(let error) = result else {
      Issue.record("accepted: \(result)")
      return
    }
    #expect(error.message == "attempt to perform a delete and a move from the same section (1)")
  }

  @Test func moveRowToNotFound_isARowMovePastTheSection() {
    let result = validated([.moveRow(p(0, 0), to: p(0, Int.max))], old: [2], new: [2])
    guard case .failure(let error) = result else {
      Issue.record("accepted: \(result)")
      return
    }
    #expect(error.rule.identifier == "R18")
  }
}
