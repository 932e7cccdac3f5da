import TableModelTestSupport
import TableModelTesting
import Testing

/// A replacement that is refused — its snapshot repeats an identity — changes nothing, as the
/// synchronous form's refusal does: it does not supersede the replacement before it.
@MainActor
@Suite struct AsyncReplacementRefusalTests {
  private func items(_ ids: [Int]) -> [TestItem] { ids.map { TestItem($0) } }

  @Test func aRefusedNewerReplacement_leavesTheOlderToLand() async throws {
    let model = ArrayTableModel(items([1]))
    let harness = ModelTableHarness(model)
    let gate = GatedDiffScheduler()
    model.diffScheduler = gate
    let older = Task { try await model.replace(with: items([2])) }
    await gate.settle(older)
    let refused = Task { try await model.replace(with: items([3, 3])) }
    await gate.settle(refused)
    gate.release()
    gate.release()
    await #expect(throws: DuplicateIdentityError.self) { try await refused.value }
    try await older.value
    #expect(model.items == items([2]))
    #expect(harness.problems.isEmpty, "\(harness.problems)")
  }

  @Test func aRefusedSynchronousReplacement_leavesAnAsyncOneToLand() async throws {
    let model = ArrayTableModel(items([1]))
    let gate = GatedDiffScheduler()
    model.diffScheduler = gate
    let older = Task { try await model.replace(with: items([2])) }
    await gate.settle(older)
    #expect(throws: DuplicateIdentityError.self) { try model.replace(with: items([3, 3])) }
    gate.release()
    try await older.value
    #expect(model.items == items([2]))
  }
}
