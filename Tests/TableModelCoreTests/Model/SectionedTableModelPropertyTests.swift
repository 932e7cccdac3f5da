import TableModelScenarios
import TableModelTestSupport
import TableModelTesting
import Testing

/// Random transactions of domain operations: every change the model publishes is accepted by the
/// headless table, which then shows exactly the model's rows, with surviving cells kept.
@MainActor
@Suite struct SectionedTableModelPropertyTests {
  static let transactions = environmentInteger("TABLEMODEL_MODEL_TRANSACTIONS", default: 6_000)

  @Test func randomTransactions_areAcceptedAndExact() {
    let seed = UInt64(environmentInteger("TABLEMODEL_SEED", default: 0x5EC7))
    var generator = SplitMix64(seed: seed)
    var operations = RandomModelOperations()
    var done = 0
    while done < Self.transactions {
      let model = operations.randomModel(using: &generator)
      let harness = ModelTableHarness(model)
      for _ in 0..<20 where done < Self.transactions {
        done += 1
        var log: [String] = []
        let count = Int.random(in: 1...8, using: &generator)
        if count == 1 {
          log.append(operations.perform(on: model, using: &generator))
        } else {
          model.performTransaction {
            for _ in 0..<count { log.append(operations.perform(on: model, using: &generator)) }
          }
        }
        if !harness.problems.isEmpty {
          Issue.record(
            "seed \(seed), transaction \(done): \(log.joined(separator: "; "))\n\(harness.problems.joined(separator: "\n"))"
          )
          return
        }
      }
    }
  }
}
