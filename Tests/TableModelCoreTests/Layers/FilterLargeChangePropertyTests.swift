import TableModelCore
import TableModelScenarios
import TableModelTestSupport
import Testing

/// Transactions of hundreds to thousands of random edits under a filter.
///
/// On models of thousands of rows, under a filter and a featured section above it, the filter's
/// pass/fail trees span several leaves and apply such changes in sequential mode. After every transaction the headless table accepted the
/// change and shows exactly the model filtered.
@MainActor
@Suite struct FilterLargeChangePropertyTests {
  struct Row: Diffable, Equatable, CustomStringConvertible {
    let id: Int
    var content: Int
    var description: String { "\(id):\(content)" }
  }

  @Test(arguments: [1, 2, 3])
  func largeTransactions_areAcceptedAndShowTheModelFiltered(seed: UInt64) {
    var generator = SplitMix64(seed: seed)
    let initialCount = Int.random(in: 2_000...6_000, using: &generator)
    var nextID = initialCount
    let model = ArrayTableModel((0..<initialCount).map { Row(id: $0, content: $0 % 5) })
    let filter = model.filtered { $0.content % 3 != 0 }
    let top = filter.withFeaturedSection(
      TitledSection(id: "featured"), items: [Row(id: -1, content: 1)])
    let harness = ModelTableHarness(top)
    for transaction in 0..<12 {
      let edits = Int.random(in: 50...3_000, using: &generator)
      model.performTransaction {
        for _ in 0..<edits {
          let count = model.count
          switch Int.random(in: 0..<5, using: &generator) {
          case 0:
            let row = Row(id: nextID, content: Int.random(in: 0..<9, using: &generator))
            nextID += 1
            model.insert(row, at: Int.random(in: 0...count, using: &generator))
          case 1 where count > 0:
            model.remove(at: Int.random(in: 0..<count, using: &generator))
          case 2 where count > 0:
            var row = model[Int.random(in: 0..<count, using: &generator)]
            row.content += Int.random(in: 1...2, using: &generator)
            model.update(row)
          case 3 where count > 0:
            model.move(
              from: Int.random(in: 0..<count, using: &generator),
              to: Int.random(in: 0..<count, using: &generator))
          default:
            let row = Row(id: nextID, content: Int.random(in: 0..<9, using: &generator))
            nextID += 1
            model.append(row)
          }
        }
      }
      let expected = [["-1:1"], model.items.filter { $0.content % 3 != 0 }.map(\.description)]
      #expect(harness.problems.isEmpty, "seed \(seed) transaction \(transaction)")
      #expect(harness.shownRows == expected, "seed \(seed) transaction \(transaction)")
      if !harness.problems.isEmpty || harness.shownRows != expected { return }
    }
  }
}
