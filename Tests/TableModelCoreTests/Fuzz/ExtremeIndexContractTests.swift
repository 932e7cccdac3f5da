import TableModelTestSupport
import TableModelTesting
import Testing

/// Calls whose documented contract is a stop, given the extreme integers an outside fuzzer tries
/// first as a position: `Int.min` and `Int.max`.
///
/// Each stops with a message naming the public type and the call, in every build configuration
/// — never an overflow of arithmetic on the position, a `Range` or an array's own trap.
enum ExtremeIndexCall: String, CaseIterable, Codable, Sendable {
  case arrayRemove, arrayMoveSource, arrayMoveDestination, arrayInsert, arraySubscript
  case sectionedInsertSection, sectionedInsertRow, sectionedRemoveSection
  case sectionedMoveSectionDestination, sectionedUpdateSection, sectionedInsertSectionAt
  case sectionedAppendToSection, sectionedItemRow, sectionedItemsInSection, sortRows
  case filterPositionOfBase, loadMoreDidSelect, outlineInsert, outlineMove, featuredItem
  case groupedRows, emptyStateRows, tableShapeRows, stagedChangesetStage, headlessTapRow
  case headlessScrollToRow, headlessTouchDown, headlessOpenSwipe, headlessPerformSwipe
  case headlessCommitEditing, headlessOpenContextMenu, headlessPerformMenuAction
  case headlessPrimaryAction, headlessMoveInteractively, headlessDragRow, headlessAccessory
  case headlessAccessibilityAction, headlessRectForRow, headlessSwipeActions
  case headlessContextMenu, headlessAccessibilityReading

  /// The public type and call the message must name.
  var call: String {
    switch self {
    case .arrayRemove: "ArrayTableModel.remove(at:)"
    case .arrayMoveSource, .arrayMoveDestination: "ArrayTableModel.move(from:to:)"
    case .arrayInsert: "ArrayTableModel.insert(_:at:)"
    case .arraySubscript: "ArrayTableModel.subscript(_:)"
    case .sectionedInsertSection, .sectionedInsertRow: "SectionedTableModel.insert(_:at:)"
    case .sectionedRemoveSection: "SectionedTableModel.removeSection(at:)"
    case .sectionedMoveSectionDestination: "SectionedTableModel.moveSection(from:to:)"
    case .sectionedUpdateSection: "SectionedTableModel.updateSection(at:with:)"
    case .sectionedInsertSectionAt: "SectionedTableModel.insertSection(_:items:at:)"
    case .sectionedAppendToSection: "SectionedTableModel.append(_:toSection:)"
    case .sectionedItemRow: "SectionedTableModel.item(at:)"
    case .sectionedItemsInSection: "SectionedTableModel.items(inSection:)"
    case .sortRows: "SortLayer.numberOfRows(inSection:)"
    case .filterPositionOfBase: "FilterLayer.position(ofBase:)"
    case .loadMoreDidSelect: "LoadMoreLayer.didSelectRow(at:)"
    case .outlineInsert: "OutlineTableModel.insert(_:under:at:)"
    case .outlineMove: "OutlineTableModel.move(id:under:at:)"
    case .featuredItem: "FeaturedSectionLayer.item(at:)"
    case .groupedRows: "GroupedTableModel.numberOfRows(inSection:)"
    case .emptyStateRows: "EmptyStateLayer.numberOfRows(inSection:)"
    case .tableShapeRows: "TableShape.numberOfRows(inSection:)"
    case .stagedChangesetStage: "StagedChangeset.subscript(_:)"
    case .headlessTapRow: "HeadlessTableView.tapRow(at:)"
    case .headlessScrollToRow: "HeadlessTableView.scrollToRow(at:at:)"
    case .headlessTouchDown: "HeadlessTableView.touchDownRow(at:)"
    case .headlessOpenSwipe: "HeadlessTableView.openSwipeActions(_:at:)"
    case .headlessPerformSwipe: "HeadlessTableView.performSwipeAction(at:_:forRowAt:)"
    case .headlessCommitEditing: "HeadlessTableView.commitEditing(forRowAt:)"
    case .headlessOpenContextMenu: "HeadlessTableView.openContextMenu(forRowAt:)"
    case .headlessPerformMenuAction: "HeadlessTableView.performMenuAction(titled:forRowAt:)"
    case .headlessPrimaryAction: "HeadlessTableView.performPrimaryAction(forRowAt:)"
    case .headlessMoveInteractively: "HeadlessTableView.moveRowInteractively(from:to:)"
    case .headlessDragRow: "HeadlessTableView.dragRow(at:over:dropAt:)"
    case .headlessAccessory: "HeadlessTableView.tapAccessoryButton(at:)"
    case .headlessAccessibilityAction:
      "HeadlessTableView.performAccessibilityCustomAction(named:forRowAt:)"
    case .headlessRectForRow: "HeadlessTableView.rectForRow(at:)"
    case .headlessSwipeActions: "HeadlessTableView.swipeActions(_:at:)"
    case .headlessContextMenu: "HeadlessTableView.contextMenu(forRowAt:)"
    case .headlessAccessibilityReading: "HeadlessTableView.accessibilityReading(forRowAt:)"
    }
  }

  /// Makes the call with `index` as the position.
  @MainActor func perform(_ index: Int) {
    let three = ArrayTableModel([TestItem(1), TestItem(2), TestItem(3)])
    let sectioned = SectionedTableModel(sections: [
      TableSection(model: TestSectionModel(0), items: [TestItem(1), TestItem(2)])
    ])
    switch self {
    case .arrayRemove: three.remove(at: index)
    case .arrayMoveSource: three.move(from: index, to: 0)
    case .arrayMoveDestination: three.move(from: 0, to: index)
    case .arrayInsert: three.insert(TestItem(9), at: index)
    case .arraySubscript: _ = three[index]
    case .sectionedInsertSection: sectioned.insert(TestItem(9), at: RowPath(row: 0, section: index))
    case .sectionedInsertRow: sectioned.insert(TestItem(9), at: RowPath(row: index, section: 0))
    case .sectionedRemoveSection: sectioned.removeSection(at: index)
    case .sectionedMoveSectionDestination: sectioned.moveSection(from: 0, to: index)
    case .sectionedUpdateSection: sectioned.updateSection(at: index, with: TestSectionModel(0))
    case .sectionedInsertSectionAt: sectioned.insertSection(TestSectionModel(5), at: index)
    case .sectionedAppendToSection: sectioned.append(TestItem(9), toSection: index)
    case .sectionedItemRow: _ = sectioned.item(at: RowPath(row: index, section: 0))
    case .sectionedItemsInSection: _ = sectioned.items(inSection: index)
    case .sortRows: _ = three.sorted { $0.id > $1.id }.numberOfRows(inSection: index)
    case .filterPositionOfBase:
      _ = three.filtered { $0.id != 2 }.position(ofBase: RowPath(row: index, section: 0))
    case .loadMoreDidSelect:
      _ = three.withLoadMore {}.didSelectRow(at: RowPath(row: index, section: 0))
    case .outlineInsert:
      OutlineTableModel([.init(TestItem(1))]).insert(.init(TestItem(2)), at: index)
    case .outlineMove:
      OutlineTableModel([.init(TestItem(1)), .init(TestItem(2))]).move(
        id: 1, under: nil, at: index)
    case .featuredItem:
      _ = three.withFeaturedSection(TestSectionModel(9), items: [TestItem(7)]).item(
        at: RowPath(row: 0, section: index))
    case .groupedRows:
      let grouped = GroupedTableModel<TestItem, Int>(by: \.content)
      grouped.insert(TestItem(1))
      _ = grouped.numberOfRows(inSection: index)
    case .emptyStateRows: _ = three.withEmptyState("None").numberOfRows(inSection: index)
    case .tableShapeRows: _ = TableShape([2, 1]).numberOfRows(inSection: index)
    case .stagedChangesetStage:
      _ = StagedChangeset(source: [TestItem(1)], target: [TestItem(2)])[index]
    case .headlessTapRow: HeadlessFixture([3]).table.tapRow(at: RowPath(row: index, section: 0))
    case .headlessScrollToRow:
      try? HeadlessFixture([3]).table.scrollToRow(
        at: RowPath(row: 0, section: index), at: .top)
    default: performOnAHeadlessTable(RowPath(row: index, section: 0))
    }
  }

  /// Makes a gesture or a reading of a headless table at `row`.
  @MainActor private func performOnAHeadlessTable(_ row: RowPath) {
    let table = HeadlessFixture([3]).table
    table.setEditing(
      self == .headlessCommitEditing || self == .headlessMoveInteractively, animated: false)
    switch self {
    case .headlessTouchDown: table.touchDownRow(at: row)
    case .headlessOpenSwipe: table.openSwipeActions(.trailing, at: row)
    case .headlessPerformSwipe: table.performSwipeAction(at: 0, .trailing, forRowAt: row)
    case .headlessCommitEditing: table.commitEditing(forRowAt: row)
    case .headlessOpenContextMenu: table.openContextMenu(forRowAt: row)
    case .headlessPerformMenuAction: table.performMenuAction(titled: "Copy", forRowAt: row)
    case .headlessPrimaryAction: table.performPrimaryAction(forRowAt: row)
    case .headlessMoveInteractively: _ = try? table.moveRowInteractively(from: row, to: p(0, 0))
    case .headlessDragRow: _ = try? table.dragRow(at: row, dropAt: p(0, 1))
    case .headlessAccessory: table.tapAccessoryButton(at: row)
    case .headlessAccessibilityAction:
      table.performAccessibilityCustomAction(named: "Delete", forRowAt: row)
    case .headlessRectForRow: _ = table.rectForRow(at: row)
    case .headlessSwipeActions: _ = table.swipeActions(.trailing, at: row)
    case .headlessContextMenu: _ = table.contextMenu(forRowAt: row)
    case .headlessAccessibilityReading: _ = table.accessibilityReading(forRowAt: row)
    default: break
    }
  }
}

@Suite struct ExtremeIndexContractTests {
  /// Every call, with `Int.min` and with `Int.max`.
  static let cases = ExtremeIndexCall.allCases.flatMap { [($0, Int.min), ($0, Int.max)] }

  @Test(arguments: cases)
  func extremeIndex_stopsNamingTheTypeAndTheCall(_ call: ExtremeIndexCall, _ index: Int) async {
    let result = await #expect(
      processExitsWith: .failure, observing: [\.standardErrorContent]
    ) { [call, index] in
      await MainActor.run { call.perform(index) }
    }
    let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    #expect(message.contains("TableModelKit: \(call.call)"), "\(message)")
  }
}
