import TableModelTestSupport
import TableModelTesting
import Testing

/// Issue 16, "knowing when an update finished", for the outline: `replace(with:completion:)`,
/// `performTransaction(_:completion:)` and `replace(with:) async`, as `ArrayTableModel` and
/// `SectionedTableModel` have them — the async one shared with theirs (diffed off the main
/// actor, re-diffed over operations made meanwhile, superseded by a newer replacement).
@MainActor
@Suite struct OutlineReplacementTests {
  typealias Outline = OutlineTableModel<TestItem>
  typealias Node = Outline.Node

  /// 1 (expanded) ─ 2, and 5.
  private func makeOutline() -> Outline {
    Outline([Node(TestItem(1), isExpanded: true, children: [Node(TestItem(2))]), Node(TestItem(5))])
  }

  /// 5 (expanded) ─ 6 ─ 7 (6 collapsed), and 1.
  private var newTree: [Node] {
    [
      Node(
        TestItem(5), isExpanded: true, children: [Node(TestItem(6), children: [Node(TestItem(7))])]),
      Node(TestItem(1)),
    ]
  }

  private func fixture(_ outline: Outline) -> ControllerFixture<Outline> {
    ControllerFixture(outline) {
      $0.cells.register(HeadlessTableViewCell.self, for: Outline.Row.self) { cell, row in
        cell.text = row.description
      }
    }
  }

  @Test func replaceCompletion_runsOnlyOnceTheTableFinishedTheBatchsAnimations() throws {
    let outline = makeOutline()
    let fixture = fixture(outline)
    var finished = false
    try outline.replace(with: newTree) { finished = true }
    #expect(fixture.batches.count == 1 && fixture.batches.allSatisfy { $0.isAccepted })
    #expect(!finished, "the batch is committed, its animations are running")
    try fixture.table.finishAnimations()
    #expect(finished)
    #expect(fixture.shownTexts == [["▾ 5", "  ▸ 6", "· 1"]])
    #expect(outline.tree.map(\.item) == [TestItem(5), TestItem(1)])
    #expect(fixture.diagnostics.isEmpty)
  }

  @Test func replaceCompletion_noTable_runsAtOnce_andARefusedTreeNeverCompletes() throws {
    let outline = makeOutline()
    var finished = 0
    try outline.replace(with: newTree) { finished += 1 }
    #expect(finished == 1)
    #expect(throws: DuplicateIdentityError.self) {
      try outline.replace(with: [Node(TestItem(3)), Node(TestItem(3))]) { finished += 1 }
    }
    #expect(finished == 1)
    #expect(outline.visibleItems.map(\.description) == ["▾ 5", "  ▸ 6", "· 1"])
  }

  @Test func performTransactionCompletion_runsOnceTheTableFinishedTheBatchsAnimations() throws {
    let outline = makeOutline()
    let fixture = fixture(outline)
    var finished = false
    outline.performTransaction(
      {
        outline.collapse(id: 1)
        outline.append(TestItem(9), to: 5)
      }, completion: { finished = true })
    #expect(fixture.batches.count == 1 && fixture.batches.allSatisfy { $0.isAccepted })
    #expect(!finished)
    try fixture.table.finishAnimations()
    #expect(finished)
    #expect(fixture.shownTexts == [["▸ 1", "▸ 5"]])
  }

  @Test func asyncReplace_diffsInTheBackground_andReturnsOnceTheTableAppliedIt() async throws {
    let outline = makeOutline()
    let fixture = fixture(outline)
    let gate = GatedDiffScheduler()
    outline.diffScheduler = gate
    var pendingAtReturn: Bool?
    let replacement = Task {
      try await outline.replace(with: newTree)
      pendingAtReturn = fixture.table.hasPendingPhases
    }
    await gate.settle(replacement)
    #expect(outline.visibleItems.map(\.description) == ["▾ 1", "  · 2", "· 5"], "not landed yet")
    #expect(outline.contains(id: 2) && !outline.contains(id: 6))
    gate.release()
    try await replacement.value
    #expect(gate.requestCount == 1)
    #expect(pendingAtReturn == false, "the batch's animations had ended")
    #expect(fixture.batches.count == 1 && fixture.batches.allSatisfy { $0.isAccepted })
    #expect(fixture.shownTexts == [["▾ 5", "  ▸ 6", "· 1"]])
    #expect(outline.parent(of: 7) == 6 && !outline.contains(id: 2))
    #expect(fixture.diagnostics.isEmpty)
  }

  /// An operation on the old tree made while the diff runs applies at once; the replacement
  /// then diffs again against the rows as they are and lands the whole new tree.
  @Test func asyncReplace_operationWhileDiffing_diffsAgain_andLandsTheNewTree() async throws {
    let outline = makeOutline()
    let harness = ModelTableHarness(outline)
    let gate = GatedDiffScheduler()
    outline.diffScheduler = gate
    let replacement = Task { try await outline.replace(with: newTree) }
    await gate.settle(replacement)
    outline.collapse(id: 1)
    outline.append(TestItem(8), to: nil)
    #expect(harness.modelRows == [["▸ 1", "· 5", "· 8"]], "the operations apply at once")
    gate.release()
    await gate.settle(replacement)
    #expect(gate.requestCount == 2, "the first diff was overtaken by the operations")
    gate.release()
    try await replacement.value
    #expect(outline.visibleItems.map(\.description) == ["▾ 5", "  ▸ 6", "· 1"])
    #expect(outline.tree.count == 2 && !outline.contains(id: 8) && outline.contains(id: 7))
    #expect(harness.problems.isEmpty, "\(harness.problems)")
  }

  @Test func asyncReplace_supersededByTheSynchronousForm_throwsCancellation_treeIsTheNewer()
    async throws
  {
    let outline = makeOutline()
    let gate = GatedDiffScheduler()
    outline.diffScheduler = gate
    let older = Task { try await outline.replace(with: newTree) }
    await gate.settle(older)
    try outline.replace(with: [Node(TestItem(4))], completion: nil)
    gate.release()
    await #expect(throws: CancellationError.self) { try await older.value }
    #expect(outline.visibleItems.map(\.description) == ["· 4"])
    #expect(!outline.contains(id: 6), "the superseded tree never landed")
  }

  @Test func asyncReplace_duplicateIdentities_throwsAndLeavesTheTree() async {
    let outline = makeOutline()
    await #expect(throws: DuplicateIdentityError.self) {
      try await outline.replace(with: [Node(TestItem(3), children: [Node(TestItem(3))])])
    }
    #expect(outline.visibleItems.map(\.description) == ["▾ 1", "  · 2", "· 5"])
  }
}
