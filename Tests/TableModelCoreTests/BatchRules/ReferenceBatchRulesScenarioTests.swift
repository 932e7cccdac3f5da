import TableModelTestSupport
import TableModelTesting
import Testing

/// The clean-room `ReferenceBatchRules` pinned to the conformance scenarios of
/// `uikit-batch-rules.md` §6, one test case per scenario, in both profiles.
///
/// Nested batches (C12, C13) are given as their flattened calls, since only the outermost batch
/// commits (§1.3); a bare call (C53) is a batch of one; "nothing cached" (C54) is the shape read
/// at batch start. C72 (R26, a reconfigure that dequeues another reuse identifier) is a rule of
/// the data source's cell, not of the batch, and has no case here. "vis" scenarios give every
/// old row a cell.
@Suite struct ReferenceBatchRulesScenarioTests {
  @Test(arguments: ReferenceScenario.all)
  func scenario_matchesTheSpecification(_ scenario: ReferenceScenario) {
    for profile in ReferenceBatchRules.Profile.allCases {
      let verdict = ReferenceBatchRules.verdict(
        scenario.calls, old: scenario.old, new: scenario.new,
        hasExistingCell: { !scenario.withoutCell.contains($0) }, profile: profile)
      let expected = profile == .legacy ? scenario.legacy : scenario.modern
      #expect(verdict == expected, "\(scenario.id) \(profile)")
    }
  }
}

/// One row of §6: shapes, calls, and the verdict of each profile.
struct ReferenceScenario: Sendable, CustomTestStringConvertible {
  var id: String
  var old: [Int]
  var new: [Int]
  var calls: [TableViewCall]
  var withoutCell: Set<RowPath> = []
  var modern: ReferenceBatchRules.Verdict
  var legacy: ReferenceBatchRules.Verdict

  var testDescription: String { id }

  init(
    _ id: String, _ old: [Int], _ new: [Int], _ calls: [TableViewCall],
    withoutCell: Set<RowPath> = [], _ modern: ReferenceBatchRules.Verdict,
    legacy: ReferenceBatchRules.Verdict? = nil
  ) {
    self.id = id
    self.old = old
    self.new = new
    self.calls = calls
    self.withoutCell = withoutCell
    self.modern = modern
    self.legacy = legacy ?? modern
  }
}
