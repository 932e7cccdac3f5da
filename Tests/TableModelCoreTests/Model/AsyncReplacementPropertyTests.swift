import TableModelScenarios
import TableModelTestSupport
import TableModelTesting
import Testing

/// Random interleavings of `replace(with:) async` with domain edits, synchronous replacements and
/// the diffs finishing: every batch is accepted and the table always shows exactly the model; a
/// replacement that lands leaves the model equal to its target, and one superseded before it
/// landed ends with `CancellationError`.
@MainActor
@Suite struct AsyncReplacementPropertyTests {
  static let steps = environmentInteger("TABLEMODEL_ASYNC_REPLACEMENT_STEPS", default: 1_500)

  /// A replacement in flight, as the test follows it.
  @MainActor
  private final class Replacement {
    let target: [TestSection]
    var task: Task<Bool, any Error>?
    var hasEnded = false
    var isSuperseded = false

    init(target: [TestSection]) {
      self.target = target
    }
  }

  @Test func interleavedReplacementsAndEdits_keepTheTableExact() async {
    let seed = UInt64(environmentInteger("TABLEMODEL_SEED", default: 0xA5C))
    var generator = SplitMix64(seed: seed)
    var operations = RandomModelOperations()
    var done = 0
    var landed = 0
    var superseded = 0
    while done < Self.steps {
      let model = operations.randomModel(using: &generator)
      let harness = ModelTableHarness(model)
      let gate = GatedDiffScheduler()
      model.diffScheduler = gate
      var replacements: [Replacement] = []
      var log: [String] = []
      var problems: [String] = []

      func supersedeLive() {
        for replacement in replacements where !replacement.hasEnded {
          replacement.isSuperseded = true
        }
      }
      func settle() async {
        await gate.settle {
          gate.waitingCount == replacements.filter { !$0.hasEnded }.count
        }
      }

      for _ in 0..<30 where done < Self.steps {
        done += 1
        let choice = Int.random(in: 0..<10, using: &generator)
        switch choice {
        case 0, 1:
          let replacement = Replacement(
            target: operations.randomEdit(of: model.snapshot, using: &generator))
          supersedeLive()
          replacements.append(replacement)
          replacement.task = Task {
            defer { replacement.hasEnded = true }
            try await model.replace(with: replacement.target)
            return model.snapshot == replacement.target
          }
          log.append("start replacement \(replacements.count - 1)")
          await settle()
        case 2...4 where gate.waitingCount > 0:
          gate.release()
          log.append("finish a diff")
          await settle()
        default:
          let operation = operations.perform(on: model, using: &generator)
          if operation.hasPrefix("replace") || operation.hasPrefix("reload") { supersedeLive() }
          log.append(operation)
        }
      }
      while gate.waitingCount > 0 {
        gate.release()
        await settle()
      }
      for (index, replacement) in replacements.enumerated() {
        let result = await replacement.task?.result
        switch (replacement.isSuperseded, result) {
        case (false, .success(true)?):
          landed += 1
        case (true, .failure(let error)?) where error is CancellationError:
          superseded += 1
        default:
          problems.append(
            "replacement \(index) (superseded: \(replacement.isSuperseded)) ended with \(String(describing: result))"
          )
        }
      }
      problems += harness.problems
      if !problems.isEmpty {
        Issue.record(
          "seed \(seed): \(log.joined(separator: "; "))\n\(problems.joined(separator: "\n"))")
        return
      }
    }
    #expect(landed > 0 && superseded > 0, "landed \(landed), superseded \(superseded)")
  }
}
