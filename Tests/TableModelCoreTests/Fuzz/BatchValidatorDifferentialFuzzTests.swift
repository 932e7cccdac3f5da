import TableModelScenarios
import TableModelTestSupport
import TableModelTesting
import Testing

/// `BatchValidator` against `ReferenceBatchRules`, a clean-room reading of the same
/// specification: every random batch must get the same verdict — the same rule and message when
/// refused, the same reload fallback (R21), or the same section and row mapping in both
/// directions.
@Suite struct BatchValidatorDifferentialFuzzTests {
  /// The number of random batches per profile; `TABLEMODEL_FUZZ_CASES` raises it.
  let cases = environmentInteger("TABLEMODEL_FUZZ_CASES", default: 20_000)

  @Test(arguments: ReferenceBatchRules.Profile.allCases)
  func randomBatches_getTheReferenceVerdict(_ profile: ReferenceBatchRules.Profile) {
    let seed = UInt64(environmentInteger("TABLEMODEL_SEED", default: 0xD1FF))
    var generator = SplitMix64(seed: seed)
    var seen: [String: Int] = [:]
    for index in 0..<cases {
      let batch = RandomBatchCase.random(using: &generator) {
        if case .animated = reference($0, profile).verdict { return true }
        return false
      }
      let expected = reference(batch, profile)
      let actual = library(batch, profile)
      guard actual == expected else {
        let small = minimised(batch) { reference($0, profile) != library($0, profile) }
        Issue.record(
          """
          seed \(seed) case \(index) \(profile): \(batch)
          minimal: \(small)
          library \(library(small, profile)), reference \(reference(small, profile))
          """)
        return
      }
      seen[expected.verdict.kind, default: 0] += 1
      for kind in batch.classes { seen[kind, default: 0] += 1 }
      // A move from row NSNotFound is a section move (§1.4): some must get past every check.
      if batch.classes.contains("move from NSNotFound"), case .animated = expected.verdict {
        seen["move from NSNotFound accepted", default: 0] += 1
      }
    }
    let rules = [
      "R1", "R4", "R5", "R7", "R8", "R9", "R11", "R12", "R19", "R20", "R22", "R24", "R25",
    ]
    let expectedKinds = Set(
      rules + ["animated", "reloadData"] + (profile == .modern ? ["R23"] : [])
        + ["extreme position", "negative count", "empty batch", "no sections"]
        + ["move from NSNotFound", "move from NSNotFound accepted"])
    let missing = expectedKinds.subtracting(seen.keys)
    #expect(missing.isEmpty, "verdicts never reached: \(missing.sorted())")
    #expect(seen["animated", default: 0] * 10 >= cases, "too few accepted batches: \(seen)")
  }

  // MARK: Helpers

  /// The reference's verdict, and the message of a refusal.
  private func reference(_ batch: RandomBatchCase, _ profile: ReferenceBatchRules.Profile)
    -> Answer
  {
    let cells = { batch.visible.contains($0) }
    return Answer(
      verdict: ReferenceBatchRules.verdict(
        batch.calls, old: batch.old, new: batch.new, hasExistingCell: cells, profile: profile),
      message: ReferenceBatchRules.message(
        batch.calls, old: batch.old, new: batch.new, hasExistingCell: cells, profile: profile))
  }

  /// The validator's answer in the reference's terms.
  private func library(_ batch: RandomBatchCase, _ profile: ReferenceBatchRules.Profile)
    -> Answer
  {
    let validator = BatchValidator(profile: profile == .modern ? .modern : .legacy)
    do {
      let validated = try validator.validate(
        batch.calls, oldShape: TableShape(batch.old),
        hasExistingCell: { batch.visible.contains($0) }, newShape: { TableShape(batch.new) })
      return Answer(
        verdict: ReferenceBatchRules.Verdict(.success(validated), old: batch.old, new: batch.new),
        message: nil)
    } catch let error as TableUpdateError {
      return Answer(
        verdict: .refused(error.rule.identifier),
        message: ReferenceBatchRules.comparableMessage(error.message))
    } catch {
      return Answer(verdict: .refused("\(error)"), message: nil)
    }
  }

  /// Drops calls, and positions inside calls, while the failure persists.
  private func minimised(_ batch: RandomBatchCase, failing: (RandomBatchCase) -> Bool)
    -> RandomBatchCase
  {
    var smallest = batch
    var shrunk = true
    while shrunk {
      shrunk = false
      for candidate in smaller(smallest) where failing(candidate) {
        smallest = candidate
        shrunk = true
        break
      }
    }
    return smallest
  }

  private func smaller(_ batch: RandomBatchCase) -> [RandomBatchCase] {
    var result: [RandomBatchCase] = []
    for index in batch.calls.indices {
      var fewer = batch
      fewer.calls.remove(at: index)
      result.append(fewer)
      let shorter: TableViewCall? =
        switch batch.calls[index] {
        case .insertRows(let paths, let a) where paths.count > 1: .insertRows([paths[0]], a)
        case .deleteRows(let paths, let a) where paths.count > 1: .deleteRows([paths[0]], a)
        case .reloadRows(let paths, let a) where paths.count > 1: .reloadRows([paths[0]], a)
        case .insertSections(let s, let a) where s.count > 1: .insertSections([s[0]], a)
        case .deleteSections(let s, let a) where s.count > 1: .deleteSections([s[0]], a)
        case .reloadSections(let s, let a) where s.count > 1: .reloadSections([s[0]], a)
        default: nil
        }
      if let shorter {
        var simpler = batch
        simpler.calls[index] = shorter
        result.append(simpler)
      }
    }
    return result
  }
}

/// A verdict and, for a refusal, its message.
private struct Answer: Equatable, CustomStringConvertible {
  var verdict: ReferenceBatchRules.Verdict
  var message: String?

  var description: String { message.map { "\(verdict): \($0)" } ?? "\(verdict)" }
}

extension ReferenceBatchRules.Verdict {
  /// The rule, `animated` or `reloadData`, for coverage counts.
  fileprivate var kind: String {
    switch self {
    case .refused(let rule): rule
    case .reloadData: "reloadData"
    case .animated: "animated"
    }
  }
}
