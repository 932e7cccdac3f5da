import TableModelTestSupport
import TableModelTesting
import Testing

/// The observations behind R23's trigger (`uikit-batch-rules.md`, §2.5), on a headless table.
///
/// The modern profile refuses each as R23 (or R24 where the count is too high), its update list
/// in pipeline order (§2.4); the legacy one refuses each as R24. The table's rows 1 and 3 are
/// C08 and C15.
@MainActor
@Suite struct InvalidBatchUpdatesEvidenceTests {
  @Test(arguments: Evidence.all)
  func observation_isRefusedAsObserved(_ evidence: Evidence) {
    let before = "{ 1 section with row counts: [\(evidence.old)] }"
    let after = "{ 1 section with row counts: [\(evidence.new)] }"
    for profile in [BatchValidator.Profile.modern, .legacy] {
      let fixture = HeadlessFixture([evidence.old], profile: profile, height: 440)
      let result = fixture.batch(to: [evidence.new]) { table in
        for call in evidence.calls { try table.replay(call) }
      }
      if profile == .modern, let updates = evidence.updates {
        expectInvalidBatchUpdates(result, before: before, after: after, updates: updates)
      } else {
        expectRejected(
          result, .invalidNumberOfRows,
          invalidRows(
            section: 0, after: evidence.new, before: evidence.old, inserted: evidence.inserted,
            deleted: evidence.deleted))
      }
    }
  }
}

/// A row of §2.5: one section, its count before and after, and the updates.
struct Evidence: Sendable, CustomTestStringConvertible {
  var source: String
  var old: Int
  var new: Int
  var calls: [TableViewCall]
  /// R23's update list in the modern profile, or `nil` when modern refuses with R24 too.
  var updates: [String]?
  var inserted = 0
  var deleted = 0

  var testDescription: String { "\(source) [\(old)] → [\(new)]" }

  static let all: [Evidence] = [
    Evidence(
      source: "cat26", old: 20, new: 20, calls: [.deleteRows([p(0, 0)], .automatic)],
      updates: nil, deleted: 1),
    Evidence(
      source: "exyte/Chat#56", old: 3, new: 0,
      calls: [.deleteRows([p(0, 0), p(0, 1)], .automatic)],
      updates: ["Delete row (0 - 1)", "Delete row (0 - 0)"], deleted: 2),
    Evidence(
      source: "Korean blog", old: 30, new: 29,
      calls: [.deleteRows([p(0, 0)], .automatic), .insertRows([p(0, 0)], .automatic)],
      updates: ["Delete row (0 - 0)", "Insert row (0 - 0)"], inserted: 1, deleted: 1),
    Evidence(
      source: "cat26 reload", old: 20, new: 3, calls: [.reloadRows([p(0, 0)], .automatic)],
      updates: ["Delete row (0 - 0)", "Insert row (0 - 0)"], inserted: 1, deleted: 1),
    Evidence(
      source: "forum:728797", old: 27386, new: 27385,
      calls: [.deleteRows([p(0, 0)], .automatic), .insertRows([p(0, 0)], .automatic)],
      updates: ["Delete row (0 - 0)", "Insert row (0 - 0)"], inserted: 1, deleted: 1),
  ]
}
