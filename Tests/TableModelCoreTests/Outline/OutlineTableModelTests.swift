import TableModelTestSupport
import TableModelTesting
import Testing

@MainActor
@Suite struct OutlineTableModelTests {
  typealias Outline = OutlineTableModel<TestItem>
  typealias Node = Outline.Node

  /// The tree of most tests; node 1 is collapsed and node 2 expanded.
  ///
  ///     1 ─ 2 ─ 3
  ///       └ 4
  ///     5
  private func makeOutline() -> Outline {
    Outline([
      Node(
        TestItem(1),
        children: [
          Node(TestItem(2), isExpanded: true, children: [Node(TestItem(3))]), Node(TestItem(4)),
        ]),
      Node(TestItem(5)),
    ])
  }

  /// The one change a call published.
  private func change(of outline: Outline, _ body: () -> Void) -> TableModelChange? {
    var changes: [TableModelChange] = []
    let observation = outline.events.observe { event in
      if case .changed(let change) = event { changes.append(change) }
    }
    body()
    observation.cancel()
    #expect(changes.count <= 1)
    return changes.first
  }

  @Test func init_showsTheNodesWhoseAncestorsAreExpanded_indentedByDepth() {
    let outline = makeOutline()
    #expect(outline.visibleItems.map(\.description) == ["▸ 1", "· 5"])
    outline.expand(id: 1)
    #expect(outline.visibleItems.map(\.description) == ["▾ 1", "  ▾ 2", "    · 3", "  · 4", "· 5"])
    #expect(outline.depth(of: 3) == 2)
    #expect(outline.parent(of: 3) == 2)
    #expect(outline.children(of: 1) == [TestItem(2), TestItem(4)])
    #expect(outline.index(id: 4) == 3)
  }

  @Test func expand_insertsTheShownDescendantsBelow_andReconfiguresTheRow() {
    let outline = makeOutline()
    let harness = ModelTableHarness(outline)
    let change = change(of: outline) { outline.expand(id: 1) }
    #expect(
      change
        == .batch(Changeset(insertedRows: [p(0, 1), p(0, 2), p(0, 3)], updatedRows: [p(0, 0)])))
    #expect(harness.problems.isEmpty, "\(harness.problems)")
  }

  @Test func collapse_deletesTheShownDescendants_andKeepsTheirExpansion() {
    let outline = makeOutline()
    outline.expand(id: 1)
    let harness = ModelTableHarness(outline)
    let change = change(of: outline) { outline.collapse(id: 1) }
    #expect(
      change == .batch(Changeset(deletedRows: [p(0, 1), p(0, 2), p(0, 3)], updatedRows: [p(0, 0)])))
    #expect(outline.isExpanded(id: 2), "a collapsed ancestor keeps its descendants' expansion")
    #expect(harness.shownRows == [["▸ 1", "· 5"]])
    #expect(harness.problems.isEmpty, "\(harness.problems)")
  }

  @Test func move_ofAnExpandedNode_movesItsRowsTogether_andReconfiguresThemForTheirDepth() {
    let outline = makeOutline()
    outline.expand(id: 1)
    let harness = ModelTableHarness(outline)
    // 2 (with 3) goes to the top level, after 5.
    let change = change(of: outline) { outline.move(id: 2, under: nil, at: 2) }
    #expect(
      change
        == .batch(
          Changeset(
            movedRows: [
              Changeset.RowMove(p(0, 1), to: p(0, 3)), Changeset.RowMove(p(0, 2), to: p(0, 4)),
            ],
            updatedRows: [p(0, 3), p(0, 4)])))
    #expect(harness.shownRows == [["▾ 1", "  · 4", "· 5", "▾ 2", "  · 3"]])
    #expect(harness.problems.isEmpty, "\(harness.problems)")
  }

  @Test func move_underACollapsedNode_deletesTheRows_andReconfiguresBothParents() {
    let outline = makeOutline()
    outline.expand(id: 1)
    let harness = ModelTableHarness(outline)
    let change = change(of: outline) { outline.move(id: 4, under: 5, at: 0) }
    #expect(change == .batch(Changeset(deletedRows: [p(0, 3)], updatedRows: [p(0, 3)])))
    #expect(harness.shownRows == [["▾ 1", "  ▾ 2", "    · 3", "▸ 5"]])
    #expect(harness.problems.isEmpty, "\(harness.problems)")
  }

  @Test func append_toACollapsedNode_reconfiguresItsRowOnly() {
    let outline = makeOutline()
    let change = change(of: outline) { outline.append(TestItem(6), to: 5) }
    #expect(change == .batch(Changeset(updatedRows: [p(0, 1)])))
    #expect(outline.visibleItems.map(\.description) == ["▸ 1", "▸ 5"])
  }

  @Test func insert_ofAnExpandedSubtree_insertsEveryShownRow() {
    let outline = makeOutline()
    let subtree = Node(TestItem(7), isExpanded: true, children: [Node(TestItem(8))])
    let change = change(of: outline) { outline.insert(subtree, under: nil, at: 1) }
    #expect(change == .batch(Changeset(insertedRows: [p(0, 1), p(0, 2)])))
    #expect(outline.visibleItems.map(\.description) == ["▸ 1", "▾ 7", "  · 8", "· 5"])
  }

  @Test func remove_deletesTheSubtreesRows_andForgetsItsNodes() {
    let outline = makeOutline()
    outline.expand(id: 1)
    let change = change(of: outline) { outline.remove(id: 2) }
    #expect(change == .batch(Changeset(deletedRows: [p(0, 1), p(0, 2)])))
    #expect(!outline.contains(id: 3))
    #expect(outline.visibleItems.map(\.description) == ["▾ 1", "  · 4", "· 5"])
  }

  @Test func update_ofAHiddenNode_publishesNothing_andShowsWhenExpanded() {
    let outline = makeOutline()
    #expect(change(of: outline) { outline.update(TestItem(4, content: 1)) } == nil)
    outline.expand(id: 1)
    #expect(outline.visibleItems.map(\.description).contains("  · 4'1"))
  }

  @Test func transaction_ofSeveralOperations_isOneBatch() {
    let outline = makeOutline()
    let harness = ModelTableHarness(outline)
    outline.performTransaction {
      outline.expand(id: 1)
      outline.remove(id: 3)
      outline.append(TestItem(9), to: nil)
    }
    #expect(harness.changes.count == 1)
    #expect(harness.shownRows == [["▾ 1", "  · 2", "  · 4", "· 5", "· 9"]])
    #expect(harness.problems.isEmpty, "\(harness.problems)")
  }

  @Test func replace_keepsTheCellsOfRowsThatStay() throws {
    let outline = makeOutline()
    let harness = ModelTableHarness(outline)
    try outline.replace(with: [Node(TestItem(5), isExpanded: true, children: [Node(TestItem(1))])])
    #expect(harness.shownRows == [["▾ 5", "  · 1"]])
    #expect(harness.problems.isEmpty, "\(harness.problems)")
    #expect(throws: DuplicateIdentityError.self) {
      try outline.replace(with: [Node(TestItem(1)), Node(TestItem(1))])
    }
    #expect(harness.shownRows == [["▾ 5", "  · 1"]], "a refused replacement changes nothing")
  }

  /// The repeat hides under a collapsed node, which shows no row: the error names both nodes by
  /// their tree paths, which find them in the tree handed over.
  @Test func replace_withARepeatUnderACollapsedNode_namesTheNodesByTreePath() {
    let outline = makeOutline()
    let roots = [
      Node(
        TestItem(1),
        children: [Node(TestItem(2)), Node(TestItem(3), children: [Node(TestItem(7))])]),
      Node(TestItem(7)),
      Node(TestItem(2)),
    ]
    let error = #expect(throws: DuplicateIdentityError.self) { try outline.replace(with: roots) }
    #expect(error?.duplicates == [])
    #expect(error?.duplicateNodes.map(\.id) == ["7", "2"], "in order of first repetition")
    #expect(error?.duplicateNodes.map(\.targetPositions) == [[[0, 1, 0], [1]], [[0, 0], [2]]])
    #expect(roots[0].children[1].children[0].item.id == 7)
    #expect(
      error?.description
        == "Duplicate node IDs: id 7 at tree paths [[0, 1, 0], [1]]; id 2 at tree paths [[0, 0], [2]]"
    )
  }

  @Test func didSelectRow_togglesARowWithChildren_andLeavesALeaf() {
    let outline = makeOutline()
    #expect(outline.didSelectRow(at: p(0, 0)))
    #expect(outline.isExpanded(id: 1))
    #expect(!outline.didSelectRow(at: p(0, 4)), "5 has no children")
    #expect(outline.didSelectRow(at: p(0, 0)))
    #expect(!outline.isExpanded(id: 1))
  }

  @Test func outline_underAFilterAndALoadMoreRow_followsThroughTheLayers() {
    let outline = makeOutline()
    outline.expand(id: 1)
    let stack = outline.filtered { $0.item.id != 4 }.withLoadMore {}
    let harness = ModelTableHarness(stack)
    outline.collapse(id: 2)
    outline.move(id: 5, under: 1, at: 0)
    #expect(
      harness.shownRows == [["▾ 1", "  · 5", "  ▸ 2", "LoadMoreRow(isLoading: false)"]])
    #expect(harness.problems.isEmpty, "\(harness.problems)")
  }

  @Test func controller_indentsRowsByDepth_andATapTogglesARowWithChildren() {
    let outline = makeOutline()
    let fixture = ControllerFixture(outline) {
      $0.cells.register(HeadlessTableViewCell.self, for: Outline.Row.self) { cell, row in
        cell.text = "\(row.item)\(row.hasChildren ? (row.isExpanded ? " −" : " +") : "")"
      }
    }
    fixture.table.tapRow(at: p(0, 0))
    #expect(outline.isExpanded(id: 1), "no handler took the tap, so the row with children toggled")
    #expect(fixture.table.cellForRow(at: p(0, 2))?.indentationLevel == 2)
    #expect(
      fixture.table.render() == """
        section 0 · 5 rows
          0  1 −
          1    2 −
          2      3
          3    4
          4  5
        """)
    fixture.table.tapRow(at: p(0, 1))
    #expect(fixture.shownTexts == [["1 −", "2 +", "4", "5"]])
    #expect(fixture.batches.allSatisfy { (try? $0.result.get()) != nil }, "every batch accepted")
    #expect(fixture.diagnostics.isEmpty, "\(fixture.diagnostics)")
  }

  @Test func insert_ofAnIdentityTheTreeHolds_stopsWithAMessage() async {
    await #expect(processExitsWith: .failure) {
      await MainActor.run {
        let outline = OutlineTableModel([OutlineTableModel.Node(TestItem(1))])
        outline.append(TestItem(1), to: nil)
      }
    }
  }

  @Test func insert_ofANodeRepeatingAnIdentityWithin_namesTreePathsFromTheInsertedNode() async {
    let result = await #expect(
      processExitsWith: .failure, observing: [\.standardErrorContent]
    ) {
      await MainActor.run {
        let outline = OutlineTableModel([OutlineTableModel.Node(TestItem(1))])
        outline.insert(
          OutlineTableModel.Node(
            TestItem(8),
            children: [OutlineTableModel.Node(TestItem(9)), OutlineTableModel.Node(TestItem(9))]),
          under: nil, at: 1)
      }
    }
    let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    #expect(
      message.contains(
        "TableModelKit: OutlineTableModel.insert(_:under:at:): the inserted node repeats an identity among itself and its descendants (tree paths start at the inserted node, [0]): Duplicate node IDs: id 9 at tree paths [[0, 0], [0, 1]]"
      ), "\(message)")
  }

  @Test func move_underItsOwnDescendant_stopsWithAMessage() async {
    await #expect(processExitsWith: .failure) {
      await MainActor.run {
        let outline = OutlineTableModel([
          OutlineTableModel.Node(TestItem(1), children: [OutlineTableModel.Node(TestItem(2))])
        ])
        outline.move(id: 1, under: 2, at: 0)
      }
    }
  }
}
