import Foundation
import TableModelTestSupport
import TableModelTesting
import Testing

/// Wholesale replacements: the completion of `replace(with:completion:)`, and
/// `replace(with:) async`, which diffs off the main actor, re-diffs over edits made meanwhile and
/// is superseded by a newer replacement.
@MainActor
@Suite struct ModelReplacementTests {
  private func items(_ ids: [Int]) -> [TestItem] { ids.map { TestItem($0) } }

  @Test func replaceWithCompletion_noTable_runsTheCompletionAtOnce() throws {
    let model = ArrayTableModel(items([1, 2]))
    var finished = false
    try model.replace(with: items([2, 3])) { finished = true }
    #expect(finished)
    #expect(model.items == items([2, 3]))
  }

  @Test func replaceWithCompletion_duplicateIdentities_throwsWithoutCompleting() {
    let model = ArrayTableModel(items([1]))
    var finished = false
    #expect(throws: DuplicateIdentityError.self) {
      try model.replace(with: items([4, 4])) { finished = true }
    }
    #expect(!finished)
    #expect(model.items == items([1]))
  }

  @Test func performTransactionWithCompletion_noTable_runsTheCompletionAtOnce() {
    let model = ArrayTableModel(items([1]))
    var finished = false
    model.performTransaction({ model.append(TestItem(2)) }, completion: { finished = true })
    #expect(finished)
  }

  @Test func asyncReplace_diffsOffTheMainActor_andPublishesTheDiff() async throws {
    let model = ArrayTableModel(items(Array(0..<1_000)))
    let harness = ModelTableHarness(model)
    let recorder = ThreadRecordingScheduler()
    model.diffScheduler = recorder
    let target = items(Array(500..<1_500).reversed())
    try await model.replace(with: target)
    #expect(model.items == target)
    #expect(recorder.ranOnMainThread == [false])
    #expect(harness.problems.isEmpty, "\(harness.problems)")
    #expect(harness.changes.count == 1)
  }

  @Test func asyncReplace_editWhileDiffing_diffsAgainAgainstTheEditedRows() async throws {
    let model = ArrayTableModel(items([1, 2, 3]))
    let harness = ModelTableHarness(model)
    let gate = GatedDiffScheduler()
    model.diffScheduler = gate
    let replacement = Task { try await model.replace(with: items([3, 1, 4])) }
    await gate.settle(replacement)
    model.remove(id: 3)
    model.append(TestItem(5))
    #expect(harness.modelRows == [["1", "2", "5"]], "the edits apply at once")
    gate.release()
    await gate.settle(replacement)
    #expect(gate.requestCount == 2, "the first diff was overtaken by the edits")
    gate.release()
    try await replacement.value
    #expect(model.items == items([3, 1, 4]))
    #expect(harness.problems.isEmpty, "\(harness.problems)")
  }

  @Test func asyncReplace_editsOvertakeEveryBackgroundDiff_landsOnTheMainActor() async throws {
    let model = ArrayTableModel(items([1]))
    let harness = ModelTableHarness(model)
    let gate = GatedDiffScheduler()
    model.diffScheduler = gate
    let replacement = Task { try await model.replace(with: items([9, 1])) }
    for id in 2...4 {
      await gate.settle(replacement)
      model.append(TestItem(id))
      gate.release()
    }
    try await replacement.value
    #expect(gate.requestCount == 3)
    #expect(model.items == items([9, 1]))
    #expect(harness.problems.isEmpty, "\(harness.problems)")
  }

  @Test func asyncReplace_supersededByANewerReplacement_throwsCancellation() async throws {
    let model = ArrayTableModel(items([1]))
    let harness = ModelTableHarness(model)
    let gate = GatedDiffScheduler()
    model.diffScheduler = gate
    let older = Task { try await model.replace(with: items([2])) }
    await gate.settle(older)
    let newer = Task { try await model.replace(with: items([3])) }
    await gate.settle(newer)
    gate.release()
    gate.release()
    await #expect(throws: CancellationError.self) { try await older.value }
    try await newer.value
    #expect(model.items == items([3]))
    #expect(harness.changes.count == 1, "only the newer replacement changed the model")
  }

  @Test func asyncReplace_supersededByASynchronousReplacement_throwsCancellation() async throws {
    let model = ArrayTableModel(items([1]))
    let gate = GatedDiffScheduler()
    model.diffScheduler = gate
    let older = Task { try await model.replace(with: items([2])) }
    await gate.settle(older)
    try model.replace(with: items([3]), completion: nil)  // the synchronous form
    gate.release()
    await #expect(throws: CancellationError.self) { try await older.value }
    #expect(model.items == items([3]))
  }

  @Test func asyncReplace_taskCancelledWhileDiffing_leavesTheModel() async {
    let model = ArrayTableModel(items([1]))
    let gate = GatedDiffScheduler()
    model.diffScheduler = gate
    let replacement = Task { try await model.replace(with: items([2])) }
    await gate.settle(replacement)
    replacement.cancel()
    gate.release()
    await #expect(throws: CancellationError.self) { try await replacement.value }
    #expect(model.items == items([1]))
  }

  @Test func asyncReplace_duplicateIdentities_throwsAndLeavesTheModel() async {
    let model = ArrayTableModel(items([1]))
    await #expect(throws: DuplicateIdentityError.self) {
      try await model.replace(with: items([5, 6, 5]))
    }
    #expect(model.items == items([1]))
  }

  @Test func asyncReplace_groupedModel_groupsAndSortsTheNewItems() async throws {
    let model = GroupedTableModel<TestItem, Int>(by: { $0.id / 10 }, sortedBy: { $0.id < $1.id })
    try await model.replace(with: items([21, 3, 12, 1]))
    #expect(model.keys == [0, 1, 2])
    #expect(model.snapshot.map { $0.items.map(\.id) } == [[1, 3], [12], [21]])
  }
}

/// Runs diffs on a background task, as the default scheduler does, and records whether each ran
/// on the main thread.
private final class ThreadRecordingScheduler: DiffScheduling, @unchecked Sendable {
  // Written only from the diffs, which run one at a time in these tests.
  private(set) var ranOnMainThread: [Bool] = []

  func run<Result: Sendable>(_ work: @escaping @Sendable () -> Result) async -> Result {
    await BackgroundDiffScheduler().run {
      self.ranOnMainThread.append(Thread.isMainThread)
      return work()
    }
  }
}
