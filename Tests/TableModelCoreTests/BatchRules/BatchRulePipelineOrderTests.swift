import TableModelCore
import TableModelTestSupport
import Testing

/// Which rule UIKit reports when a batch breaks several: the commit pipeline of
/// `uikit-batch-rules.md` §1.6, stage against stage, with every message as §2 words it.
///
/// Each case breaks a rule of a later stage too, so it fails if the stages run in another order.
@Suite struct BatchRulePipelineOrderTests {
  @Test(arguments: PipelineCase.all)
  func theEarlierStage_isTheRuleReported(_ example: PipelineCase) {
    for (profile, expected) in [
      (BatchValidator.Profile.modern, example.modern), (.legacy, example.legacy),
    ] {
      let outcome: String
      do {
        let batch = try BatchValidator(profile: profile).validate(
          example.calls, oldShape: TableShape(example.old), hasExistingCell: { _ in true },
          newShape: { TableShape(example.new) })
        outcome = batch.mapping == nil ? "reloadData" : "animated"
      } catch let error as TableUpdateError {
        outcome =
          "\(error.rule.identifier): \(ReferenceBatchRules.comparableMessage(error.message))"
      } catch {
        outcome = "\(error)"
      }
      #expect(outcome == expected, "\(example.id) \(profile.name)")
    }
  }
}

/// A batch that breaks rules of two stages, and what each profile reports.
struct PipelineCase: Sendable, CustomTestStringConvertible {
  var id: String
  var old: [Int]
  var new: [Int]
  var calls: [TableViewCall]
  /// `reloadData`, or the rule and its message (R23 as `ReferenceBatchRules.comparableMessage`).
  var modern: String
  var legacy: String

  var testDescription: String { id }

  init(
    _ id: String, _ old: [Int], _ new: [Int], _ calls: [TableViewCall], _ modern: String,
    legacy: String? = nil
  ) {
    self.id = id
    self.old = old
    self.new = new
    self.calls = calls
    self.modern = modern
    self.legacy = legacy ?? modern
  }

  static let all: [PipelineCase] = [
    .init(
      "R4 (stage 2) before a delete's bounds (4)", [3], [3],
      [.reloadRows([p(0, 5)], .fade), .deleteRows([p(0, 5)], .fade)],
      "R4: attempt to delete and reload the same index path (\(ip(0, 5)))"),
    .init(
      "R5 before a section delete's bounds", [1, 1], [1, 1],
      [.deleteSections([5], .fade), .moveSection(5, to: 0)],
      "R5: attempt to perform a delete and a move from the same section (5)"),
    .init(
      "deletes descending: the later section first", [3], [3],
      [.deleteRows([p(0, 7), p(1, 0)], .fade)],
      "R6: attempt to delete row 0 from section 1, but there are only 1 sections before the update"),
    .init(
      "deletes descending: a section delete before the row deletes of its section", [1], [1],
      [.deleteRows([p(3, 0)], .fade), .deleteSections([3], .fade)],
      "R8: attempt to delete section 3, but there are only 1 sections before the update"),
    .init(
      "inserts ascending: the row inserts of a section before its section insert", [1], [1],
      [.insertSections([3], .fade), .insertRows([p(3, 0)], .fade)],
      "R10: attempt to insert row 0 into section 3, but there are only 1 sections after the update"
    ),
    .init(
      "R9 before a section insert's bounds", [1], [1],
      [.insertSections([5], .fade), .moveSection(0, to: 5)],
      "R9: attempt to perform an insert and a move to the same section (5)"),
    .init(
      "a section move's source (R13) before its destination (R14)", [1], [1],
      [.moveSection(4, to: 6)],
      "R13: attempt to move section 4, but there are only 1 sections before the update"),
    .init(
      "a row move's source (R15, R16) before its destination (R17, R18)", [1], [1],
      [.moveRow(p(0, 4), to: p(7, 0))],
      "R16: attempt to move index path (\(ip(0, 4))) that does not exist - there are only 1 rows in section 0 before the update"
    ),
    .init(
      "deletes (4) before inserts (5)", [3], [3],
      [.insertRows([p(0, 9)], .fade), .deleteRows([p(0, 7)], .fade)],
      "R7: attempt to delete row 7 from section 0 which only contains 3 rows before the update"),
    .init(
      "inserts ascending: the earlier section first", [3], [3],
      [.insertRows([p(1, 0), p(0, 9)], .fade)],
      "R11: attempt to insert row 9 into section 0, but there are only 3 rows in section 0 after the update"
    ),
    .init(
      "inserts (5) before moves (6)", [3], [3],
      [.moveRow(p(0, 9), to: p(0, 0)), .insertRows([p(0, 9)], .fade)],
      "R11: attempt to insert row 9 into section 0, but there are only 3 rows in section 0 after the update"
    ),
    .init(
      "section moves before row moves", [3], [3],
      [.moveRow(p(0, 9), to: p(0, 0)), .moveSection(0, to: 5)],
      "R14: attempt to to move section 0 to section 5, but there are only 1 sections after the update"
    ),
    .init(
      "move bounds (6) before the reload fallback (7)", [2], [2, 1],
      [.insertSections([1], .fade), .moveRow(p(0, 0), to: p(1, 5))],
      "R18: attempt to move index path (\(ip(0, 0))) to index path (\(ip(1, 5))) that does not exist - there are only 1 rows in section 1 after the update"
    ),
    .init(
      "the reload fallback (7) before the section count (8)", [2], [1, 1, 1],
      [.insertSections([1], .fade), .moveRow(p(0, 0), to: p(1, 0))], "reloadData"),
    .init(
      "the section count (8), reloads counted, before the row counts (9, 10)", [1, 1], [5],
      [.reloadSections([0], .fade)],
      "R22: Invalid update: invalid number of sections. The number of sections contained in the table view after the update (1) must be equal to the number of sections contained in the table view before the update (2), plus or minus the number of sections inserted or deleted (1 inserted, 1 deleted)."
    ),
    .init(
      "R23 before R24 whatever the sections' order; legacy: the first section", [3, 3], [4, 2], [],
      r23("{ 2 sections with row counts: [3, 3] }", "{ 2 sections with row counts: [4, 2] }"),
      legacy: r24(section: 0, after: 4, before: 3)),
    .init(
      "R24 names the new section, counts its old section's deletes", [1, 3], [4, 1],
      [.moveSection(0, to: 1), .deleteRows([p(1, 0)], .fade), .insertRows([p(1, 0)], .fade)],
      r23("{ 2 sections with row counts: [1, 3] }", "{ 2 sections with row counts: [4, 1] }"),
      legacy: r24(section: 0, after: 4, before: 3, deleted: 1)),
    .init(
      "R24 counts a row arriving from another section than its section's old one", [2, 3], [5, 1],
      [.moveSection(0, to: 1), .moveRow(p(0, 0), to: p(0, 0))],
      r24(section: 0, after: 5, before: 3, movedIn: 1)),
    .init(
      "R24 counts a row leaving for another section than its section's new one", [2, 3], [4, 2],
      [.moveSection(0, to: 1), .moveRow(p(0, 0), to: p(0, 0))],
      r24(section: 1, after: 2, before: 2, movedOut: 1)),
    .init(
      "R25 names the old section; modern: R23 first", [1, 2], [2, -1], [.moveSection(0, to: 1)],
      r23("{ 2 sections with row counts: [1, 2] }", "{ 2 sections with row counts: [2, -1] }"),
      legacy:
        "R25: Invalid update: invalid number of rows in section 0. Attempt to delete more rows than exist in section."
    ),
  ]
}

private func ip(_ section: Int, _ row: Int) -> String {
  "<NSIndexPath: 0x0> {length = 2, path = \(section) - \(row)}"
}

/// R23 as compared: its first line's beginning and the count lines.
private func r23(_ before: String, _ after: String) -> String {
  "R23: "
    + ReferenceBatchRules.comparableMessage(
      """
      Invalid batch updates detected: the number of sections and/or rows returned by the data \
      source before and/or after performing the batch updates are inconsistent with the updates.
      Data source before updates = \(before)
      Data source after updates = \(after)
      """)
}

private func r24(
  section: Int, after: Int, before: Int, inserted: Int = 0, deleted: Int = 0, movedIn: Int = 0,
  movedOut: Int = 0
) -> String {
  "R24: Invalid update: invalid number of rows in section \(section). The number of rows contained in an existing section after the update (\(after)) must be equal to the number of rows contained in that section before the update (\(before)), plus or minus the number of rows inserted or deleted from that section (\(inserted) inserted, \(deleted) deleted) and plus or minus the number of rows moved into or out of that section (\(movedIn) moved in, \(movedOut) moved out)."
}
