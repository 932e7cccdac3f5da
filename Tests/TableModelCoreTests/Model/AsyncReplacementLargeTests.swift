import Foundation
import TableModelScenarios
import TableModelTestSupport
import TableModelTesting
import Testing

/// `replace(with:) async` at the size it is for: 100,000 rows shown by the headless controller.
///
/// The diffs run on background threads; a replacement superseded while its diff runs ends with
/// `CancellationError`; every batch reaches the table when the model has exactly the rows the
/// table then shows; the model ends exactly at the last replacement's sections.
@MainActor
@Suite struct AsyncReplacementLargeTests {
  /// Runs each diff on a detached task, as the default scheduler does, once the test lets it
  /// start, and records whether it ran on the main thread.
  @MainActor
  private final class BackgroundGate: DiffScheduling {
    private var waiting: [CheckedContinuation<Void, Never>] = []
    private var isOpen = false
    private(set) var ranOnMainThread: [Bool] = []

    var waitingCount: Int { waiting.count }

    func run<Result: Sendable>(_ work: @escaping @Sendable () -> Result) async -> Result {
      if !isOpen { await withCheckedContinuation { waiting.append($0) } }
      let (result, onMain) = await Task.detached { (work(), Thread.isMainThread) }.value
      ranOnMainThread.append(onMain)
      return result
    }

    /// Lets the waiting diffs start, and the later ones at once.
    func open() {
      isOpen = true
      let released = waiting
      waiting = []
      for continuation in released { continuation.resume() }
    }
  }

  /// `sections` with about 1 % of the rows removed, 1,000 new ones inserted, 1 % updated and a
  /// few moved between sections, drawn from `generator`.
  private static func edit(
    _ sections: [TestSection], newIDs: Range<Int>, using generator: inout SplitMix64
  ) -> [TestSection] {
    var result = sections.map { section in
      TestSection(
        model: section.model,
        items: section.items.compactMap { item -> TestItem? in
          switch Int.random(in: 0..<100, using: &generator) {
          case 0: nil
          case 1: TestItem(item.id, content: item.content + 1)
          default: item
          }
        })
    }
    for id in newIDs {
      let section = Int.random(in: 0..<result.count, using: &generator)
      let row = Int.random(in: 0...result[section].items.count, using: &generator)
      result[section].items.insert(TestItem(id), at: row)
    }
    for _ in 0..<50 {
      let from = Int.random(in: 0..<result.count, using: &generator)
      guard !result[from].items.isEmpty else { continue }
      let item = result[from].items.remove(
        at: Int.random(in: 0..<result[from].items.count, using: &generator))
      let to = Int.random(in: 0..<result.count, using: &generator)
      result[to].items.insert(
        item, at: Int.random(in: 0...result[to].items.count, using: &generator))
    }
    return result
  }

  @Test func hundredThousandRows_diffOffTheMainActor_supersededOneCancelled_tableExact()
    async throws
  {
    var generator = SplitMix64(seed: 0x100_000)
    let source = (0..<4).map { section in
      TestSection(
        model: TestSectionModel(section),
        items: (section * 25_000..<(section + 1) * 25_000).map { TestItem($0) })
    }
    let first = Self.edit(source, newIDs: 100_000..<101_000, using: &generator)
    let second = Self.edit(source, newIDs: 200_000..<201_000, using: &generator)
    let model = SectionedTableModel(sections: source)
    let fixture = ControllerFixture(model) {
      $0.cells.register(HeadlessTableViewCell.self, for: TestItem.self) { cell, item in
        cell.text = "\(item)"
      }
    }
    var outOfStep: [String] = []
    fixture.afterBatch = { batch in
      let shown = (0..<fixture.table.numberOfSections).map {
        fixture.table.numberOfRows(inSection: $0)
      }
      let modelRows = (0..<model.numberOfSections).map { model.numberOfRows(inSection: $0) }
      if !batch.isAccepted || shown != modelRows {
        outOfStep.append("accepted \(batch.isAccepted), table \(shown), model \(modelRows)")
      }
    }
    let gate = BackgroundGate()
    model.diffScheduler = gate
    let clock = ContinuousClock()
    let start = clock.now

    let superseded = Task { try await model.replace(with: first) }
    for _ in 0..<10_000 where gate.waitingCount < 1 { await Task.yield() }
    #expect(gate.waitingCount == 1, "the first diff waits to run")
    let landing = Task { try await model.replace(with: second) }
    for _ in 0..<10_000 where gate.waitingCount < 2 { await Task.yield() }
    #expect(gate.waitingCount == 2, "both diffs wait to run")
    // An edit while the diffs run: the table follows it at once, and the replacement that lands
    // diffs again against it.
    model.insert(TestItem(-1), at: RowPath(row: 0, section: 0))
    #expect(fixture.table.numberOfRows(inSection: 0) == 25_001)
    gate.open()

    let supersededResult = await superseded.result
    #expect(throws: CancellationError.self) { try supersededResult.get() }
    try await landing.value
    let elapsed = clock.now - start

    #expect(model.snapshot == second, "exactly the last replacement's sections")
    #expect(outOfStep.isEmpty, "\(outOfStep.prefix(3))")
    #expect(!fixture.batches.isEmpty)
    #expect(fixture.diagnostics.isEmpty, "\(fixture.diagnostics.prefix(3))")
    #expect(!gate.ranOnMainThread.isEmpty && !gate.ranOnMainThread.contains(true))
    #expect(
      (0..<4).map { fixture.table.numberOfRows(inSection: $0) } == second.map(\.items.count))
    for path in fixture.table.indexPathsForVisibleRows {
      #expect(
        fixture.table.cellForRow(at: path)?.text == "\(second[path.section].items[path.row])",
        "row \(path)")
    }
    print("AsyncReplacementLargeTests: 100,000 rows replaced in \(elapsed)")
  }
}
