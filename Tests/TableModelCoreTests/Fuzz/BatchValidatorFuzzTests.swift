import TableModelScenarios
import TableModelTestSupport
import TableModelTesting
import Testing

/// `BatchValidator.validate` fed what a buggy app hands UIKit.
///
/// Calls name negative, out-of-range, extreme and repeated positions, and shapes have negative
/// counts. The validator either throws `TableUpdateError` or accepts a batch whose mapping pairs
/// old and new rows one to one inside both shapes — never a runtime trap.
@Suite struct BatchValidatorFuzzTests {
  /// The number of random batches; `TABLEMODEL_FUZZ_CASES` raises it.
  let cases = environmentInteger("TABLEMODEL_FUZZ_CASES", default: 3_000)

  @Test(arguments: [BatchValidator.Profile.modern, .legacy])
  func extremeCalls_areRefusedOrMappedOneToOne(_ profile: BatchValidator.Profile) throws {
    let seed = UInt64(environmentInteger("TABLEMODEL_SEED", default: 0xBA7C4))
    var generator = SplitMix64(seed: seed)
    let validator = BatchValidator(profile: profile)
    var accepted = 0
    for index in 0..<cases {
      let old = randomShape(using: &generator)
      let new = randomShape(using: &generator)
      let calls = (0..<Int.random(in: 1...4, using: &generator)).map { _ in
        randomCall(old: old, new: new, using: &generator)
      }
      let cells = Bool.random(using: &generator)
      let batch: BatchValidator.ValidatedBatch
      do {
        batch = try validator.validate(
          calls, oldShape: old, hasExistingCell: { _ in cells }, newShape: { new })
      } catch {
        continue
      }
      accepted += 1
      if let problem = mappingProblem(batch) {
        Issue.record("seed \(seed) case \(index): \(old) → \(new), \(calls): \(problem)")
        return
      }
    }
    #expect(accepted > 0, "some batches should be accepted")
  }

  // MARK: Helpers

  private func randomShape(using generator: inout SplitMix64) -> TableShape {
    TableShape(
      (0..<Int.random(in: 0...3, using: &generator)).map { _ in
        Int.random(in: 0..<12, using: &generator) == 0
          ? -1 : Int.random(in: 0...3, using: &generator)
      })
  }

  private func randomCall(old: TableShape, new: TableShape, using generator: inout SplitMix64)
    -> TableViewCall
  {
    let sections = max(old.numberOfSections, new.numberOfSections)
    func section(_ generator: inout SplitMix64) -> Int {
      FuzzIndex.index(upTo: sections, using: &generator)
    }
    func path(_ generator: inout SplitMix64) -> RowPath {
      RowPath(row: FuzzIndex.index(upTo: 3, using: &generator), section: section(&generator))
    }
    let a = path(&generator)
    let b = Bool.random(using: &generator) ? a : path(&generator)
    let s = section(&generator)
    let t = Bool.random(using: &generator) ? s : section(&generator)
    switch Int.random(in: 0..<9, using: &generator) {
    case 0: return .insertRows([a, b], .automatic)
    case 1: return .deleteRows([a, b], .automatic)
    case 2: return .reloadRows([a, b], .automatic)
    case 3: return .moveRow(a, to: b)
    case 4: return .insertSections([s, t], .automatic)
    case 5: return .deleteSections([s, t], .automatic)
    case 6: return .reloadSections([s, t], .automatic)
    case 7: return .moveSection(s, to: t)
    default: return .reconfigureRows([a])
    }
  }

  /// What is wrong with an accepted batch's mapping, if anything.
  private func mappingProblem(_ batch: BatchValidator.ValidatedBatch) -> String? {
    let old = batch.oldShape
    let new = batch.newShape
    if old.rowCounts.contains(where: { $0 < 0 }) || new.rowCounts.contains(where: { $0 < 0 }) {
      return "accepted a negative count"
    }
    guard let mapping = batch.mapping else { return nil }
    var targets = Set<RowPath>()
    for section in old.rowCounts.indices {
      for row in 0..<old.rowCounts[section] {
        let path = RowPath(row: row, section: section)
        guard let target = mapping.newPath(forOld: path) else { continue }
        guard new.contains(target) else { return "\(path) maps outside the new shape: \(target)" }
        guard targets.insert(target).inserted else { return "two rows map to \(target)" }
        guard mapping.oldPath(forNew: target) == path else { return "\(target) does not map back" }
      }
    }
    return nil
  }
}
