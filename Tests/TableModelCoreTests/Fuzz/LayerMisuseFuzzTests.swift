import TableModelScenarios
import TableModelTestSupport
import TableModelTesting
import Testing

/// A stack of layers misused as apps misuse one: layer operations and edits of the model below
/// made from inside an observer of the top layer (on `willChange` and on the change), layer
/// setters inside transactions of the model below, replacements and reloads.
///
/// After every step the headless table accepted every change and shows the stack's rows.
@MainActor
@Suite struct LayerMisuseFuzzTests {
  /// The number of random steps; `TABLEMODEL_FUZZ_CASES` raises it.
  let steps = environmentInteger("TABLEMODEL_FUZZ_CASES", default: 1_500)

  @Test func reentrantLayerOperations_areQueued_andTheTableFollows() {
    let seed = UInt64(environmentInteger("TABLEMODEL_SEED", default: 0x1A4E2))
    var generator = SplitMix64(seed: seed)
    let base = SectionedTableModel<TestSectionModel, TestItem>(sections: [
      TableSection(model: TestSectionModel(1), items: (1...5).map { TestItem($0) }),
      TableSection(model: TestSectionModel(2), items: []),
    ])
    let filter = base.filtered { $0.id % 2 == 0 }
    let featured = filter.withFeaturedSection(
      TestSectionModel(9), items: [TestItem(900)], at: .bottom)
    let more = featured.withLoadMore {}
    let top = more.withEmptyState("Nothing").sorted { "\($0)" < "\($1)" }
    let harness = ModelTableHarness(top)
    var nextID = 1_000
    // Operations an observer of the top layer runs while it hears of a change; each waits
    // until the change is complete.
    // (with a generator of their own: the step that triggers them holds the other).
    var pending: [@MainActor (inout SplitMix64) -> String] = []
    var observerGenerator = SplitMix64(seed: seed &+ 1)
    var trace: [String] = []
    var reentrant = 0
    let observation = top.events.observe { event in
      switch event {
      case .willChange, .changed:
        guard !pending.isEmpty else { return }
        reentrant += 1
        let operation = pending.removeFirst()
        let done = operation(&observerGenerator)
        trace.append("observer: " + done)
      case .didChange: break
      }
    }
    defer { withExtendedLifetime(observation) {} }
    func layerOperation(_ generator: inout SplitMix64) -> String {
      switch Int.random(in: 0..<5, using: &generator) {
      case 0:
        let modulus = Int.random(in: 2...3, using: &generator)
        filter.setPredicate { $0.id % modulus == 0 }
        return "filter modulus \(modulus)"
      case 1:
        let items = (0..<Int.random(in: 0...2, using: &generator)).map { TestItem(900 + $0) }
        featured.setItems(items)
        return "featured \(items)"
      case 2:
        let hasMore = Bool.random(using: &generator)
        more.finishLoading(hasMore: hasMore)
        return "finishLoading(hasMore: \(hasMore))"
      case 3:
        let message = "failed \(Int.random(in: 0..<2, using: &generator))"
        more.failLoading(message: message)
        return message
      default:
        nextID += 1
        let section = Int.random(in: 0..<base.numberOfSections, using: &generator)
        base.append(TestItem(nextID), toSection: section)
        return "append \(nextID) to \(section)"
      }
    }
    for step in 0..<steps {
      if Int.random(in: 0..<3, using: &generator) == 0 { pending.append(layerOperation) }
      switch Int.random(in: 0..<7, using: &generator) {
      case 0, 1:
        nextID += 1
        let row = Int.random(in: 0...base.numberOfRows(inSection: 0), using: &generator)
        base.insert(TestItem(nextID), at: RowPath(row: row, section: 0))
        trace.append("insert \(nextID) at [0, \(row)]")
      case 2:
        let rows = base.numberOfRows(inSection: 0)
        guard rows > 0 else { continue }
        let row = Int.random(in: 0..<rows, using: &generator)
        base.remove(at: RowPath(row: row, section: 0))
        trace.append("remove [0, \(row)]")
      case 3:
        // Layer setters inside the transaction wait until it is published.
        base.performTransaction {
          nextID += 1
          base.append(TestItem(nextID), toSection: 1)
          let done = layerOperation(&generator)
          trace.append("transaction: append \(nextID) to 1; " + done)
          if base.numberOfRows(inSection: 1) > 1 {
            base.move(from: RowPath(row: 0, section: 1), to: RowPath(row: 0, section: 0))
          }
        }
      case 4:
        let count = Int.random(in: 0...6, using: &generator)
        let sections = [
          TableSection(
            model: TestSectionModel(1), items: (0..<count).map { TestItem(nextID + 1 + $0) }),
          TableSection(model: TestSectionModel(2), items: []),
        ]
        nextID += count
        if Bool.random(using: &generator) {
          try? base.replace(with: sections)
        } else {
          try? base.reload(with: sections)
        }
        trace.append("replace with \(count) rows")
      default:
        let done = layerOperation(&generator)
        trace.append(done)
      }
      guard harness.problems.isEmpty, harness.shownRows == harness.modelRows else {
        Issue.record(
          "seed \(seed) step \(step): \(harness.problems)\nshown \(harness.shownRows)\nmodel \(harness.modelRows)\n\(trace.suffix(6))"
        )
        return
      }
    }
    #expect(reentrant > steps / 10, "observers should have changed the stack")
  }
}
