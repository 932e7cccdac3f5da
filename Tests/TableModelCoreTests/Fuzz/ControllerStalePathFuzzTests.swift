import TableModelScenarios
import TableModelTestSupport
import TableModelTesting
import Testing

/// The controller's delegate and data source entry points called with stale positions.
///
/// UIKit can hand over positions during an animation, or after a change it has not heard of
/// yet: stale, out of range, negative or extreme. Each call is answered (a default, `nil`,
/// `false`) or ignored — never a trap — and the model is left as it was.
@MainActor
@Suite struct ControllerStalePathFuzzTests {
  /// The number of random calls; `TABLEMODEL_FUZZ_CASES` raises it.
  let cases = environmentInteger("TABLEMODEL_FUZZ_CASES", default: 400)

  private typealias Model = SectionedTableModel<TestSectionModel, TestItem>

  private func model() -> Model {
    Model(sections: [
      TableSection(model: TestSectionModel(1), items: (1...4).map { TestItem($0) }),
      TableSection(model: TestSectionModel(2), items: []),
      TableSection(model: TestSectionModel(3), items: (5...6).map { TestItem($0) }),
    ])
  }

  @Test func staleAndOutOfRangePositions_areAnsweredOrIgnored_neverATrap() throws {
    let model = model()
    let pageRequests = Counter()
    // Layers whose own rows (the featured section, the load-more row) sit among base rows.
    let shown = model.withFeaturedSection(TestSectionModel(9), items: [TestItem(900)])
      .withLoadMore { pageRequests.value += 1 }
    try check(shown, over: model, pageRequests: pageRequests, seed: 0x57A1E)
  }

  @Test func staleAndOutOfRangePositions_underReorderingLayers_areAnsweredOrIgnored() throws {
    let model = model()
    // Layers that map rows to other positions (a filter, a sort) and a placeholder of their own.
    let shown = model.filtered { $0.id % 3 != 0 }.sorted { $0.id > $1.id }
      .withEmptyState("Nothing", placement: .section)
    try check(shown, over: model, pageRequests: Counter(), seed: 0x57A1F)
  }

  private func check<Shown: TableModel>(
    _ shown: Shown, over model: Model, pageRequests: Counter, seed defaultSeed: Int
  ) throws {
    let seed = UInt64(environmentInteger("TABLEMODEL_SEED", default: defaultSeed))
    var generator = SplitMix64(seed: seed)
    let fixture = ControllerFixture(shown)
    let table = fixture.table
    // The load-more row on screen asks for its page on the next turn: a request of its own.
    try table.settle()
    let controller = fixture.controller
    var invalidCalls = 0
    for index in 0..<cases {
      // Every few calls the model changes under the table, as during an animation.
      if index % 7 == 3, model.numberOfRows(inSection: 0) > 0 {
        model.remove(at: p(0, 0))
        model.append(TestItem(100 + index), toSection: 0)
      }
      let section = FuzzIndex.index(upTo: shown.numberOfSections, using: &generator)
      let rows =
        (0..<shown.numberOfSections).contains(section)
        ? shown.numberOfRows(inSection: section) : 1
      let path = RowPath(row: FuzzIndex.index(upTo: rows, using: &generator), section: section)
      let other = RowPath(
        row: FuzzIndex.index(upTo: 3, using: &generator),
        section: FuzzIndex.index(upTo: shown.numberOfSections, using: &generator))
      let exists = shown.contains(path)
      let requestsBefore = pageRequests.value
      if !exists { invalidCalls += 1 }
      let before = model.snapshot
      let diagnosticsBefore = fixture.diagnostics.count
      let call = Int.random(in: 0..<50, using: &generator)
      switch call {
      case 0: _ = controller.tableView(table, heightForRowAt: path)
      case 1: _ = controller.tableView(table, estimatedHeightForRowAt: path)
      case 2: _ = controller.tableView(table, heightForHeaderInSection: section)
      case 3: _ = controller.tableView(table, heightForFooterInSection: section)
      case 4: _ = controller.tableView(table, shouldHighlightRowAt: path)
      case 5: _ = controller.tableView(table, willSelectRowAt: path)
      case 6: controller.tableView(table, didSelectRowAt: path)
      case 7: _ = controller.tableView(table, willDeselectRowAt: path)
      case 8: controller.tableView(table, didDeselectRowAt: path)
      case 9: _ = controller.tableView(table, viewForHeaderInSection: section)
      case 10: _ = controller.tableView(table, indentationLevelForRowAt: path)
      case 11: controller.tableView(table, didHighlightRowAt: path)
      case 12: controller.tableView(table, accessoryButtonTappedForRowWith: path)
      case 13: _ = controller.tableView(table, editingStyleForRowAt: path)
      case 14: _ = controller.tableView(table, titleForDeleteConfirmationButtonForRowAt: path)
      case 15: controller.tableView(table, willBeginEditingRowAt: path)
      case 16: controller.tableView(table, didEndEditingRowAt: path)
      case 17: _ = controller.tableView(table, leadingSwipeActionsConfigurationForRowAt: path)
      case 18: _ = controller.tableView(table, trailingSwipeActionsConfigurationForRowAt: path)
      case 19: _ = controller.tableView(table, contextMenuConfigurationForRowAt: path)
      case 20:
        _ = controller.tableView(
          table, targetIndexPathForMoveFromRowAt: path, toProposedIndexPath: other)
      case 21: _ = controller.tableView(table, canPerformPrimaryActionForRowAt: path)
      case 22: controller.tableView(table, performPrimaryActionForRowAt: path)
      case 23: _ = controller.tableView(table, canFocusRowAt: path)
      case 24: controller.tableView(table, prefetchRowsAt: [path, other])
      case 25: controller.tableView(table, cancelPrefetchingForRowsAt: [path, other])
      case 26: _ = controller.tableView(table, canEditRowAt: path)
      case 27: _ = controller.tableView(table, canMoveRowAt: path)
      case 28: _ = controller.tableView(table, titleForHeaderInSection: section)
      case 29: _ = controller.tableView(table, shouldBeginMultipleSelectionInteractionAt: path)
      case 30:
        controller.tableView(
          table, willDisplay: HeadlessTableViewCell(reuseIdentifier: nil), forRowAt: path)
      case 31:
        controller.tableView(
          table, didEndDisplaying: HeadlessTableViewCell(reuseIdentifier: nil), forRowAt: path)
      case 32: _ = controller.tableView(table, cellForRowAt: path)
      case 33: _ = controller.tableView(table, numberOfRowsInSection: section)
      case 34:
        // Only where it deletes nothing: a row the table lacks.
        if !exists { controller.tableView(table, commit: .delete, forRowAt: path) }
      case 36: _ = controller.tableView(table, estimatedHeightForHeaderInSection: section)
      case 37: _ = controller.tableView(table, estimatedHeightForFooterInSection: section)
      case 38:
        controller.tableView(
          table, willDisplayHeaderView: HeadlessTableViewHeaderFooterView(reuseIdentifier: nil),
          forSection: section)
      case 39:
        controller.tableView(
          table,
          didEndDisplayingHeaderView: HeadlessTableViewHeaderFooterView(reuseIdentifier: nil),
          forSection: section)
      case 40:
        controller.tableView(
          table, willDisplayFooterView: HeadlessTableViewHeaderFooterView(reuseIdentifier: nil),
          forSection: section)
      case 41:
        controller.tableView(
          table,
          didEndDisplayingFooterView: HeadlessTableViewHeaderFooterView(reuseIdentifier: nil),
          forSection: section)
      case 42: _ = controller.tableView(table, itemsForBeginningDragAt: path)
      case 43: _ = controller.tableView(table, selectionFollowsFocusForRowAt: path)
      case 44: _ = controller.tableView(table, shouldIndentWhileEditingRowAt: path)
      case 45: controller.tableView(table, didUnhighlightRowAt: path)
      case 46: _ = controller.tableView(table, sectionForSectionIndexTitle: "A", at: section)
      case 47: controller.tableView(table, didBeginMultipleSelectionInteractionAt: path)
      case 48: _ = controller.tableView(table, titleForFooterInSection: section)
      case 49: _ = controller.tableView(table, viewForFooterInSection: section)
      default:
        // A reorder whose destination went stale: a source the table has, a destination it
        // may lack.
        let source = RowPath(row: 0, section: 1)
        if !shown.canTakeDrop(at: other, from: source) {
          controller.tableView(table, moveRowAt: source, to: other)
        }
      }
      try table.settle()
      if !exists {
        #expect(
          pageRequests.value == requestsBefore,
          "seed \(seed) case \(index): call \(call) at \(path), a row the table lacks, asked for a page"
        )
      }
      #expect(
        model.snapshot == before,
        "seed \(seed) case \(index): call \(call) at \(path) changed the model")
      // A row callback at a row the model lacks is ignored with a diagnostic. Answered quietly:
      // section calls and prefetches, which UIKit may send for any row; the end of a swipe,
      // which finds its row by identity (UIKit names it late); whether a pan may begin or a row
      // take focus (the table's setting answers for a row the model lacks).
      let quietCalls: Set = [
        2, 3, 9, 16, 23, 24, 25, 28, 29, 31, 33, 35, 36, 37, 38, 39, 40, 41, 46, 47, 48, 49,
      ]
      if !exists, !quietCalls.contains(call) {
        #expect(
          fixture.diagnostics.count > diagnosticsBefore,
          "seed \(seed) case \(index): call \(call) at \(path) was ignored without a diagnostic")
      }
    }
    #expect(invalidCalls > cases / 3, "most calls should name a position the model lacks")
  }

  @Test func reorderToAStaleDestination_reachesNeitherModelNorLayer_andTheTableReloads() throws {
    let model = ArrayTableModel([TestItem(1), TestItem(2), TestItem(3)])
    let fixture = ControllerFixture(model.withLoadMore {})
    // Before, the load-more layer stopped the program: `LoadMoreLayer.baseSection(of:)`.
    fixture.controller.tableView(fixture.table, moveRowAt: p(0, 0), to: p(2, 0))
    try fixture.table.settle()
    #expect(model.items == [TestItem(1), TestItem(2), TestItem(3)])
    let kinds = fixture.diagnosticKinds.filter { $0 != .unboundItemType }
    #expect(kinds == [.positionOutOfRange, .editNotHandled])
    #expect(
      fixture.diagnostics.contains { $0.message.contains("moveRow(from: [0, 0], to: [2, 0])") })
    #expect(fixture.shownTexts.count == 1)
  }
}

/// How many times something happened, counted by a closure.
@MainActor
private final class Counter {
  var value = 0
}

extension SectionedTableModel {
  /// The model's sections as values, to compare before and after a call.
  fileprivate var snapshot: [TableSection<SectionModel, Item>] {
    (0..<numberOfSections).map {
      TableSection(model: sectionModel(at: $0), items: items(inSection: $0))
    }
  }
}

extension TableModel {
  /// Whether a row moved from `source` can land at `destination`: at most one past the last row
  /// of another section, at most the last row of its own.
  fileprivate func canTakeDrop(at destination: RowPath, from source: RowPath) -> Bool {
    guard (0..<numberOfSections).contains(destination.section) else { return false }
    let rows = numberOfRows(inSection: destination.section)
    // Not a range: within an empty section of its own, the last place, -1, is before the first.
    let last = rows - (source.section == destination.section ? 1 : 0)
    return destination.row >= 0 && destination.row <= last
  }

  fileprivate func contains(_ path: RowPath) -> Bool {
    (0..<numberOfSections).contains(path.section)
      && (0..<numberOfRows(inSection: path.section)).contains(path.row)
  }
}
