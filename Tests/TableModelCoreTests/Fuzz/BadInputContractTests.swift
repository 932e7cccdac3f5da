import TableModelTestSupport
import TableModelTesting
import Testing

/// Bad input the fuzzers found stopping with a message that named an internal type or the wrong
/// call, or a shape the caller never saw: each now stops, in every build configuration, naming
/// the public type, the call and the offending value.
enum BadInputCall: String, CaseIterable, Codable, Sendable {
  case outlineItem, outlineDidSelectRow, outlineRemoveRow, groupedInsertDuplicate
  case arrayMoveDestination, headlessNaNOffset, layerMoveDestination, headlessScrollToMissingRow
  case sectionedMoveDestinationInSection, sectionedMoveDestinationElsewhere
  case sectionedMoveDestinationSection, sectionedInitDuplicateSection
  case sectionedAppendDuplicateSection, sectionedInsertDuplicateSection
  case sectionedForEachItemNegativeSection, arrayForEachItemNegativeSection
  case arrayAppendDuplicate, arrayAppendContentsDuplicate, sectionedAppendDuplicate
  case sectionedAppendContentsDuplicate, layerWillDisplayMissingRow, loadMoreDidSelectMissingRow
  case headlessMenuActionAtMissingRow, groupedInsertNaNKey, groupedUpdateNaNKey
  case groupedReplaceNaNKey, tableShapeMissingSection, headlessRowsOfMissingSection
  case stagedChangesetMissingStage, layerMoveWithinSectionPastItsEnd, arrayAppendNaNID
  case sectionedInitNaNSectionID, sectionedReplaceNaNID, sectionedInsertSectionNaNID
  case outlineAppendNaNID, loadMoreNaNSectionID, tableShapeTotalOverflow, headlessNaNWidth
  case headlessNegativeHeight, groupedInsertNaNID, featuredSetItemsRepeatingAnID
  case featuredInitNaNID, interactionReloadFromItsBuilder, interactionInitNaNHeaderID
  case interactionReloadNaNHeaderID, headlessNegativeCallbackLogLimit, headlessTableHeaderNaNHeight
  case headlessTableFooterInfiniteHeight, tableHeaderViewNaNFittingHeight, tableShapeTotalUnderflow
  case cellRegistrationOfAnotherClass, cellConfigureOfAnotherClass, headerRegistrationOfAnotherClass
  case headlessDequeueUnregisteredOutsideAnOperation, outlineInitRepeatingAnID
  case handlerTargetForMoveOutsideTheTable, arrayReplaceNaNID, outlineReplaceNaNID
  case customModelRowTotalPastIntMax, customModelNegativeSectionCount
  case customModelNegativeRowCountInSnapshot, loadMoreRowPastIntMaxRows
  case loadMoreSectionPastIntMaxSections, featuredSectionPastIntMaxSections
  case headlessRenderMenuAtMissingRow, headlessMenuPreviewAtMissingRow
  case headlessCommitPreviewAtMissingRow, headlessRenderSwipeAtMissingRow
  case arrayRemoveRowMissing, arrayMoveRowDestination, sectionedMoveRowDestination
  case sectionedMoveIDDestination, emptyStateOverIntMaxEmptySections
  case loadMoreInSectionOverIntMaxSectionsWithoutIt, filterOverIntMaxSections
  case sortOverIntMaxSections, headlessControllerOverIntMaxSections
  case loadMoreRowPageOverIntMaxSections, groupedInsertDuplicateFromObserver
  case featuredSetHeaderOfAnotherID, sectionedMoveDestinationSectionOfManySections
  case controllerRowByIdentityPastTheSectionLimit, controllerLateDropPastTheSectionLimit
  case controllerIndexTitlesPastTheSectionLimit, controllerSectionForIndexTitlePastTheSectionLimit
  case headlessDropOfAStringThatIsNotAURL

  /// What the message must say.
  var expectedMessage: String {
    switch self {
    case .outlineItem: "OutlineTableModel.item(at:): row [0, 2] does not exist; the shape is [2]"
    case .outlineDidSelectRow:
      "OutlineTableModel.didSelectRow(at:): row [0, 5] does not exist; the shape is [2]"
    case .outlineRemoveRow:
      "OutlineTableModel.removeRow(at:): section 1 does not exist; the shape is [2]"
    case .groupedInsertDuplicate:
      "GroupedTableModel.insert(_:): the model already holds an item with ID 1; IDs must be unique"
    case .arrayMoveDestination:
      "ArrayTableModel.move(from:to:): destination 3 is out of range; the model has 3 items, so a destination is in 0..<3"
    case .headlessNaNOffset: "HeadlessTableView.setContentOffset(_:): the offset nan is not finite"
    case .layerMoveDestination:
      "LoadMoreLayer.moveRow(from:to:): section 3 does not exist; the shape is [3]"
    case .headlessScrollToMissingRow:
      "HeadlessTableView.scrollToRow(at:at:): row [0, 5] is not in the table, whose shape is"
    case .sectionedMoveDestinationInSection:
      "SectionedTableModel.move(from:to:): destination [0, 2] is out of range; the shape is [2, 1], so a destination in section 0 has a row in 0..<2 (the item moves within its section)"
    case .sectionedMoveDestinationElsewhere:
      "SectionedTableModel.move(from:to:): destination [1, 2] is out of range; the shape is [2, 1], so a destination in section 1 has a row in 0...1"
    case .sectionedMoveDestinationSection:
      "SectionedTableModel.move(from:to:): destination [2, 0] is out of range; the shape is [2, 1], so a destination's section is in 0..<2"
    case .sectionedMoveDestinationSectionOfManySections:
      "SectionedTableModel.move(from:to:): destination [30, 0] is out of range; the shape is [\(Array(repeating: "1", count: 20).joined(separator: ", ")), …] (25 sections), so a destination's section is in 0..<25"
    case .sectionedInitDuplicateSection:
      "SectionedTableModel.init(sections:): Duplicate section IDs: id 0 at [0, 1]"
    case .sectionedAppendDuplicateSection:
      "SectionedTableModel.appendSection(_:items:): the model already holds a section with ID 1, at index 1; section IDs must be unique"
    case .sectionedInsertDuplicateSection:
      "SectionedTableModel.insertSection(_:items:at:): the model already holds a section with ID 0, at index 0; section IDs must be unique"
    case .sectionedForEachItemNegativeSection:
      "SectionedTableModel.forEachItem(at:_:): section -1 does not exist; the shape is [2, 1]"
    case .arrayForEachItemNegativeSection:
      "ArrayTableModel.forEachItem(at:_:): section -1 does not exist; the shape is [3]"
    case .arrayAppendDuplicate:
      "ArrayTableModel.append(_:): the model already holds an item with ID 1; IDs must be unique"
    case .arrayAppendContentsDuplicate:
      "ArrayTableModel.append(contentsOf:): the items at indexes 0 and 1 share ID 4; IDs must be unique"
    case .sectionedAppendDuplicate:
      "SectionedTableModel.append(_:toSection:): the model already holds an item with ID 3; IDs must be unique"
    case .sectionedAppendContentsDuplicate:
      "SectionedTableModel.append(contentsOf:toSection:): the items at indexes 0 and 1 share ID 9; IDs must be unique"
    case .layerWillDisplayMissingRow:
      "FilterLayer.willDisplayRow(at:): row [0, 9] does not exist; the shape is [3]"
    case .loadMoreDidSelectMissingRow:
      "LoadMoreLayer.didSelectRow(at:): section 3 does not exist; the shape is [4]"
    case .headlessMenuActionAtMissingRow:
      "HeadlessTableView.performMenuAction(titled:forRowAt:): row [0, 5] is not in the table, whose shape is [3]"
    case .groupedInsertNaNKey:
      "GroupedTableModel.insert(_:): the key of the item with ID 2, nan, is not equal to itself (a NaN?); a key must be"
    case .groupedUpdateNaNKey:
      "GroupedTableModel.update(_:): the key of the item with ID 1, nan, is not equal to itself (a NaN?); a key must be"
    case .groupedReplaceNaNKey:
      "GroupedTableModel.replace(with:completion:): the key of the item with ID 3, nan, is not equal to itself (a NaN?); a key must be"
    case .tableShapeMissingSection:
      "TableShape.numberOfRows(inSection:): section 4 does not exist; the shape is [1]"
    case .headlessRowsOfMissingSection:
      "HeadlessTableView.numberOfRows(inSection:): section -1 is not in the table, whose shape is [3]"
    case .stagedChangesetMissingStage:
      "StagedChangeset.subscript(_:): stage 1 does not exist; there are 1 stages"
    case .layerMoveWithinSectionPastItsEnd:
      "FilterLayer.moveRow(from:to:): row [0, 3] does not exist; the shape is [3]"
    case .arrayAppendNaNID:
      "ArrayTableModel.append(_:): ID nan is not equal to itself (a NaN?); an identity must be"
    case .sectionedInitNaNSectionID:
      "SectionedTableModel.init(sections:): section ID nan, at index 1, is not equal to itself (a NaN?)"
    case .sectionedReplaceNaNID:
      "SectionedTableModel.replace(with:completion:): ID nan, at [0, 1], is not equal to itself (a NaN?)"
    case .arrayReplaceNaNID:
      "ArrayTableModel.replace(with:completion:): ID nan, at [0, 1], is not equal to itself (a NaN?)"
    case .outlineReplaceNaNID:
      "OutlineTableModel.replace(with:): ID nan is not equal to itself (a NaN?); an identity must be"
    case .sectionedInsertSectionNaNID:
      "SectionedTableModel.insertSection(_:items:at:): ID nan, at index 0 of the items, is not equal to itself (a NaN?)"
    case .outlineAppendNaNID:
      "OutlineTableModel.append(_:to:): ID nan is not equal to itself (a NaN?); an identity must be"
    case .loadMoreNaNSectionID:
      "LoadMoreLayer.init(_:inSectionWithID:hasMore:loadNextPage:): section ID nan is not equal to itself (a NaN?)"
    case .tableShapeTotalOverflow:
      "TableShape.totalRowCount: the row counts of [9223372036854775807, 1] add up past Int.max"
    case .headlessNaNWidth:
      "HeadlessTableView.init(width:height:profile:): the length nan is not a finite length of zero or more"
    case .headlessNegativeHeight:
      "HeadlessTableView.height: the length -5.0 is not a finite length of zero or more"
    case .groupedInsertNaNID:
      "GroupedTableModel.insert(_:): ID nan is not equal to itself (a NaN?); an identity must be"
    case .featuredSetItemsRepeatingAnID:
      "FeaturedSectionLayer.setItems(_:): the featured items repeat ID 5; IDs must be unique"
    case .featuredInitNaNID:
      "FeaturedSectionLayer.init(_:header:items:position:hidesWhenEmpty:): ID nan is not equal to itself (a NaN?)"
    case .interactionReloadFromItsBuilder:
      "InteractionTableModel.reload(): called while the model builds its sections or header from the data"
    case .interactionInitNaNHeaderID:
      "InteractionTableModel.init(_:sections:header:): the table header's ID nan is not equal to itself (a NaN?)"
    case .interactionReloadNaNHeaderID:
      "InteractionTableModel.reload(with:): the table header's ID nan is not equal to itself (a NaN?)"
    case .headlessNegativeCallbackLogLimit:
      "HeadlessTableView.callbackLogLimit: -1 is negative; 0 turns recording off"
    case .headlessTableHeaderNaNHeight:
      "HeadlessTableView.tableHeaderView: the view's frame height nan is not finite"
    case .headlessTableFooterInfiniteHeight:
      "HeadlessTableView.tableFooterView: the view's frame height inf is not finite"
    case .tableHeaderViewNaNFittingHeight:
      "UnmeasurableHeaderView.fittingHeight(forWidth: 320.0): the height nan is not a finite height of zero or more"
    case .tableShapeTotalUnderflow:
      "TableShape.totalRowCount: the row counts of [-9223372036854775808, -1] add up past Int.min"
    case .cellRegistrationOfAnotherClass, .cellConfigureOfAnotherClass:
      "CellFactory: the binding of TestItem to FancyCell got a HeadlessTableViewCell (reuse identifier"
    case .headerRegistrationOfAnotherClass:
      "HeaderFooterFactory: the binding of TestSectionModel to FancyHeaderView got a HeadlessTableViewHeaderFooterView (reuse identifier"
    case .headlessDequeueUnregisteredOutsideAnOperation:
      "HeadlessTableView.dequeueReusableCell(withIdentifier:for:), called outside any table operation: unable to dequeue a cell with identifier Nope"
    case .outlineInitRepeatingAnID:
      "OutlineTableModel.init(_:section:): Duplicate node IDs: id 1 at tree paths [[0], [0, 0]]"
    case .handlerTargetForMoveOutsideTheTable:
      "StrayMoveHandler.targetForMove(_:proposed:context:): [99, 99] is no place for row [0, 0] to land: the shape is [3]"
    case .customModelRowTotalPastIntMax:
      "CountsModel.numberOfRows: the row counts of [9223372036854775807, 1] add up past Int.max"
    case .customModelNegativeSectionCount:
      "CountsModel.shape: numberOfSections is -1; a model has 0 or more sections"
    case .customModelNegativeRowCountInSnapshot:
      "CountsModel.snapshot: numberOfRows(inSection: 1) is -2; a section has 0 or more rows"
    case .loadMoreRowPastIntMaxRows:
      "LoadMoreLayer.numberOfRows(inSection:): the model below (CountsModel) says its section 0 has 9223372036854775807 rows; with the layer's own row that is more than Int.max"
    case .loadMoreSectionPastIntMaxSections:
      "LoadMoreLayer.numberOfSections: the model below (CountsModel) says it has 9223372036854775807 sections; with the layer's own section that is more than Int.max"
    case .loadMoreInSectionOverIntMaxSectionsWithoutIt:
      Self.noneFoundAmongTooManySections(
        "LoadMoreLayer", has: "the identity the layer was made for")
    case .emptyStateOverIntMaxEmptySections:
      Self.noneFoundAmongTooManySections("EmptyStateLayer", has: "a row")
    case .filterOverIntMaxSections: Self.tooManySections("FilterLayer")
    case .sortOverIntMaxSections: Self.tooManySections("SortLayer")
    case .headlessControllerOverIntMaxSections:
      Self.tooManySections("TableControllerCore.numberOfSections(in:)")
    case .loadMoreRowPageOverIntMaxSections:
      Self.tooManySections("LoadMoreLayer (totalling the rows a page adds)")
    case .controllerRowByIdentityPastTheSectionLimit:
      Self.tooManySectionsOfAShiftingModel("TableControllerCore (finding a row by its identity)")
    case .controllerLateDropPastTheSectionLimit:
      Self.tooManySectionsOfAShiftingModel(
        "TableControllerCore (finding the section a drop was in)")
    case .controllerIndexTitlesPastTheSectionLimit:
      Self.tooManySectionsOfAShiftingModel("TableControllerCore.sectionIndexTitles(for:)")
    case .controllerSectionForIndexTitlePastTheSectionLimit:
      Self.tooManySectionsOfAShiftingModel(
        "TableControllerCore.tableView(_:sectionForSectionIndexTitle:at:)")
    case .featuredSectionPastIntMaxSections:
      "FeaturedSectionLayer.numberOfSections: the model below (CountsModel) says it has 9223372036854775807 sections; with the layer's own section that is more than Int.max"
    case .headlessDropOfAStringThatIsNotAURL:
      "HeadlessTableView.dropFromOutside(_:over:dropAt:): url(\"my file.txt\") is not a URL; no item provider carries it"
    case .headlessRenderMenuAtMissingRow:
      "HeadlessTableView.renderContextMenu(forRowAt:): row [0, 5] is not in the table, whose shape is [3]"
    case .headlessMenuPreviewAtMissingRow:
      "HeadlessTableView.contextMenuPreview(forRowAt:): row [0, 5] is not in the table, whose shape is [3]"
    case .headlessCommitPreviewAtMissingRow:
      "HeadlessTableView.commitContextMenuPreview(forRowAt:): row [0, 5] is not in the table, whose shape is [3]"
    case .headlessRenderSwipeAtMissingRow:
      "HeadlessTableView.renderSwipeActions(_:forRowAt:): row [0, 5] is not in the table, whose shape is [3]"
    case .arrayRemoveRowMissing:
      "ArrayTableModel.removeRow(at:): row [0, 3] does not exist; the shape is [3]"
    case .arrayMoveRowDestination:
      "ArrayTableModel.moveRow(from:to:): destination [1, 0] is out of range; the shape is [3], so a destination's section is in 0..<1"
    case .sectionedMoveRowDestination:
      "SectionedTableModel.moveRow(from:to:): destination [0, 2] is out of range; the shape is [2, 1], so a destination in section 0 has a row in 0..<2 (the item moves within its section)"
    case .sectionedMoveIDDestination:
      "SectionedTableModel.move(id:to:): destination [1, 2] is out of range; the shape is [2, 1], so a destination in section 1 has a row in 0...1"
    case .groupedInsertDuplicateFromObserver:
      "GroupedTableModel.insert(_:): the model already holds an item with ID 4; IDs must be unique"
    case .featuredSetHeaderOfAnotherID:
      "FeaturedSectionLayer.setHeader(_:): the featured section's header has ID 9, the new one 8; a new header keeps the identity (another section is another layer)"
    }
  }

  /// Makes the call.
  @MainActor func perform() {
    typealias Node = OutlineTableModel<TestItem>.Node
    let outline = OutlineTableModel<TestItem>([
      Node(TestItem(1), isExpanded: true, children: [Node(TestItem(2))])
    ])
    switch self {
    case .outlineItem: _ = outline.item(at: p(0, 2))
    case .outlineDidSelectRow: _ = outline.didSelectRow(at: p(0, 5))
    case .outlineRemoveRow: outline.removeRow(at: p(1, 0))
    case .groupedInsertDuplicate:
      let model = GroupedTableModel<TestItem, Int>(by: \.content)
      model.insert(TestItem(1, content: 1))
      // Another key: the old message named `insertSection(_:items:at:)`, a call the app never made.
      model.insert(TestItem(1, content: 2))
    case .arrayMoveDestination:
      ArrayTableModel([TestItem(1), TestItem(2), TestItem(3)]).move(from: 0, to: 3)
    case .headlessNaNOffset:
      // Before, the table took the offset and showed no cells, silently.
      try? HeadlessFixture([3]).table.setContentOffset(.nan)
    case .layerMoveDestination:
      // Before, the message named `LoadMoreLayer.baseSection(of:)`, a call the app never made.
      ArrayTableModel([TestItem(1), TestItem(2)]).withLoadMore {}.moveRow(
        from: p(0, 0), to: p(3, 0))
    case .headlessDropOfAStringThatIsNotAURL:
      // Before, the headless table dropped a value no item provider would have carried.
      HeadlessFixture([3]).table.dropFromOutside(
        [TableControllerCore.DragItem(payloads: [.url("my file.txt")])], dropAt: p(0, 0))
    case .headlessScrollToMissingRow:
      // Before, the message named no call: `HeadlessTableView: row [0, 5] is not in the table`.
      try? HeadlessFixture([3]).table.scrollToRow(at: p(0, 5), at: .top)
    case .sectionedMoveDestinationInSection:
      // Before, the message gave the shape with the item already taken out: `[1, 1]`.
      Self.twoSections().move(from: p(0, 0), to: p(0, 2))
    case .sectionedMoveDestinationElsewhere: Self.twoSections().move(from: p(0, 0), to: p(1, 2))
    case .sectionedMoveDestinationSection: Self.twoSections().move(from: p(0, 0), to: p(2, 0))
    // Before, the message printed every section's row count.
    case .sectionedMoveDestinationSectionOfManySections:
      SectionedTableModel(
        sections: (0..<25).map { TableSection(model: TestSectionModel($0), items: [TestItem($0)]) }
      ).move(from: p(0, 0), to: p(30, 0))
    case .sectionedInitDuplicateSection:
      // Before, the model took both sections; `sectionIndex(id:)` could reach only the first.
      _ = SectionedTableModel(sections: [
        TableSection(model: TestSectionModel(0), items: [TestItem(1)]),
        TableSection(model: TestSectionModel(0), items: [TestItem(2)]),
      ])
    case .sectionedAppendDuplicateSection:
      Self.twoSections().appendSection(TestSectionModel(1, title: 5))
    case .sectionedInsertDuplicateSection:
      Self.twoSections().insertSection(TestSectionModel(0), items: [TestItem(9)], at: 2)
    case .sectionedForEachItemNegativeSection:
      // Before, a first position in section -1 skipped the check: `unsafelyUnwrapped of nil
      // optional` in a debug build, an unchecked read of nothing under -O.
      Self.twoSections().forEachItem(at: [p(-1, 0)]) { _ in }
    case .arrayForEachItemNegativeSection: Self.three().forEachItem(at: [p(-1, 0)]) { _ in }
    case .arrayAppendDuplicate:
      // Before, the appends' messages named `insert(_:at:)`, a call the app never made.
      Self.three().append(TestItem(1))
    case .arrayAppendContentsDuplicate: Self.three().append(contentsOf: [TestItem(4), TestItem(4)])
    case .sectionedAppendDuplicate: Self.twoSections().append(TestItem(3), toSection: 0)
    case .sectionedAppendContentsDuplicate:
      Self.twoSections().append(contentsOf: [TestItem(9), TestItem(9)], toSection: 1)
    case .layerWillDisplayMissingRow:
      // Before, the layer's row events named `basePosition(of:)`, a call the app never made.
      Self.three().filtered { _ in true }.willDisplayRow(at: p(0, 9))
    case .loadMoreDidSelectMissingRow: _ = Self.three().withLoadMore {}.didSelectRow(at: p(3, 0))
    case .headlessMenuActionAtMissingRow:
      // Before, the message named `contextMenu(forRowAt:)`, a call the test never made.
      HeadlessFixture([3]).table.performMenuAction(titled: "Share", forRowAt: p(0, 5))
    // Before, an item keyed NaN went into a section no search finds: a replacement lost it
    // (an empty section stayed), each insert added a section, an update left its section empty.
    case .groupedInsertNaNKey: Self.nanKeyed().insert(TestItem(2, content: 7))
    case .groupedUpdateNaNKey: Self.nanKeyed().update(TestItem(1, content: 7))
    case .groupedReplaceNaNKey:
      try? Self.nanKeyed().replace(with: [TestItem(1), TestItem(3, content: 7)])
    case .tableShapeMissingSection:
      // Before, the message named no call: `Section 4 is out of range for a table shape`.
      _ = TableShape([1]).numberOfRows(inSection: 4)
    case .headlessRowsOfMissingSection:
      _ = HeadlessFixture([3]).table.numberOfRows(inSection: -1)
    case .stagedChangesetMissingStage:
      // Before, the standard library's `Index out of range`.
      _ = StagedChangeset(source: [TestItem(1)], target: [TestItem(2)])[1]
    case .layerMoveWithinSectionPastItsEnd:
      // Before, the row silently went last: after the move it was not where the call said.
      _ = Self.three().filtered { _ in true }.moveRow(from: p(0, 0), to: p(0, 3))
    // Before, an identity not equal to itself went in unchecked: no remove, update or lookup
    // found it, and any number of rows or sections could have it.
    case .arrayAppendNaNID: ArrayTableModel([Measured(1)]).append(Measured(.nan))
    case .sectionedInitNaNSectionID:
      _ = SectionedTableModel(sections: [
        TableSection(model: Measured(1), items: [Measured(1)]),
        TableSection(model: Measured(.nan), items: [Measured(2)]),
      ])
    case .sectionedReplaceNaNID:
      try? SectionedTableModel(sections: [TableSection(model: Measured(1), items: [Measured(1)])])
        .replace(with: [TableSection(model: Measured(1), items: [Measured(1), Measured(.nan)])])
    case .sectionedInsertSectionNaNID:
      SectionedTableModel<Measured, Measured>().insertSection(
        Measured(1), items: [Measured(.nan)], at: 0)
    case .outlineAppendNaNID: OutlineTableModel<Measured>().append(Measured(.nan))
    case .arrayReplaceNaNID:
      try? ArrayTableModel([Measured(1)]).replace(with: [Measured(1), Measured(.nan)])
    case .outlineReplaceNaNID:
      try? OutlineTableModel<Measured>().replace(with: [.init(Measured(1)), .init(Measured(.nan))])
    case .loadMoreNaNSectionID:
      _ = SectionedTableModel(sections: [TableSection(model: Measured(1), items: [TestItem(1)])])
        .withLoadMore(inSectionWithID: Double.nan) {}
    case .tableShapeTotalOverflow:
      // Before, the standard library's arithmetic overflow.
      _ = TableShape([.max, 1]).totalRowCount
    // Before, the table took the viewport and showed no cells, silently.
    case .headlessNaNWidth: _ = HeadlessTableView(width: .nan)
    case .headlessNegativeHeight: HeadlessFixture([3]).table.height = -5
    case .groupedInsertNaNID:
      GroupedTableModel<Measured, Int>(by: { _ in 1 }).insert(Measured(.nan))
    // Before, the layer showed two rows with one identity, which a controller cannot tell apart.
    case .featuredSetItemsRepeatingAnID:
      Self.three().withFeaturedSection(TestSectionModel(9), items: [TestItem(5)]).setItems([
        TestItem(5), TestItem(6), TestItem(5),
      ])
    case .featuredInitNaNID:
      _ = Self.three().withFeaturedSection(TestSectionModel(9), items: [Measured(.nan)])
    // Before, the builder and the reload called each other until the stack overflowed: a
    // crash with no word of the call.
    case .interactionReloadFromItsBuilder:
      let holder = ProfileStore<InteractionTableModel<Int>?>(nil)
      holder.value = InteractionTableModel(0) { data in
        if data == 1 { holder.value?.reload() }
        return [InteractionSection { InteractionRow("\(data)") }]
      }
      holder.value?.reload(with: 1)
    // Before, a header never the same as the last one: every reload published an empty change,
    // and controllers showed the header anew.
    case .interactionInitNaNHeaderID:
      _ = InteractionTableModel(0) { _ in
        InteractionSection { InteractionRow("A") }
      } header: { _ in
        Measured(.nan)
      }
    case .interactionReloadNaNHeaderID:
      InteractionTableModel(0) { _ in
        InteractionSection { InteractionRow("A") }
      } header: {
        $0 == 1 ? Measured(.nan) : nil
      }
      .reload(with: 1)
    // Before, reading the log took a suffix of negative length: the standard library's trap,
    // naming no call.
    case .headlessNegativeCallbackLogLimit:
      let table = HeadlessFixture([3]).table
      table.callbackLogLimit = -1
      _ = table.callbackLog
    // Before, a NaN height laid the sections out as if the view had none, and an infinite one
    // put every row at infinity, silently.
    case .headlessTableHeaderNaNHeight:
      let view = HeadlessTableViewHeaderFooterView(reuseIdentifier: nil)
      view.frame.height = .nan
      HeadlessFixture([3]).table.tableHeaderView = view
    case .headlessTableFooterInfiniteHeight:
      let view = HeadlessTableViewHeaderFooterView(reuseIdentifier: nil)
      view.frame.height = .infinity
      HeadlessFixture([3]).table.tableFooterView = view
    case .tableHeaderViewNaNFittingHeight:
      let model = InteractionTableModel(0) { _ in
        InteractionSection { InteractionRow("A") }
      } header: { _ in
        TestItem(1)
      }
      let table = HeadlessTableView(width: 320)
      let controller = HeadlessTableController(model: model)
      controller.headerFooters.registerTableHeader(UnmeasurableHeaderView.self, for: TestItem.self)
      {
        _, _ in
      }
      controller.attach(to: table)
    // Before, the message said the counts added up past Int.max.
    case .tableShapeTotalUnderflow: _ = TableShape([.min, -1]).totalRowCount
    // Before, the binding skipped a cell or view of another class: the row showed nothing of
    // its item (on a device, a reused cell's old content), and configure(_:for:at:) returned
    // true without configuring anything.
    case .cellRegistrationOfAnotherClass:
      let controller = HeadlessTableController(model: Self.three())
      controller.cells.register(
        FancyCell.self, for: TestItem.self,
        registration: { table, identifier in
          table.register(HeadlessTableViewCell.self, forCellReuseIdentifier: identifier)
        },
        configure: { cell, item in cell.text = "\(item)" })
      let table = HeadlessTableView()
      controller.attach(to: table)
      try? table.layoutIfNeeded()
    case .cellConfigureOfAnotherClass:
      var cells = CellFactory<HeadlessTableView>()
      cells.register(FancyCell.self, for: TestItem.self) { cell, item in cell.text = "\(item)" }
      cells.configure(HeadlessTableViewCell(reuseIdentifier: nil), for: TestItem(1), at: p(0, 0))
    case .headerRegistrationOfAnotherClass:
      let controller = HeadlessTableController(model: Self.twoSections())
      controller.cells.register(HeadlessTableViewCell.self, for: TestItem.self) { cell, item in
        cell.text = "\(item)"
      }
      controller.headerFooters.registerHeader(
        FancyHeaderView.self, for: TestSectionModel.self,
        registration: { table, identifier in
          table.register(
            HeadlessTableViewHeaderFooterView.self, forHeaderFooterViewReuseIdentifier: identifier)
        },
        configure: { view, section in view.text = "\(section)" })
      let table = HeadlessTableView()
      controller.attach(to: table)
      try? table.layoutIfNeeded()
    // Before, the call returned a placeholder cell, and the table's next operation — a layout
    // that did nothing wrong — threw the error and rolled back.
    case .headlessDequeueUnregisteredOutsideAnOperation:
      _ = HeadlessFixture([3]).table.dequeueReusableCell(withIdentifier: "Nope", for: p(0, 0))
    // Before, the message named `OutlineTableModel(_:section:)`, not the initialiser's name.
    case .outlineInitRepeatingAnID:
      typealias Node = OutlineTableModel<TestItem>.Node
      _ = OutlineTableModel([Node(TestItem(1), children: [Node(TestItem(1))])])
    // Before, the controller handed the position to the table as the delegate's own: the
    // headless table stopped naming its delegate method, not the handler; UIKit takes it.
    case .handlerTargetForMoveOutsideTheTable:
      let controller = HeadlessTableController(model: Self.three())
      controller.cells.register(HeadlessTableViewCell.self, for: TestItem.self) { cell, item in
        cell.text = "\(item)"
      }
      controller.core.setBehavior(for: TestItem.self) { _ in RowBehavior { $0.canMove = true } }
      controller.core.handlers.register(StrayMoveHandler.self)
      let table = HeadlessTableView()
      controller.attach(to: table)
      table.setEditing(true, animated: false)
      table.beginInteractiveMove(ofRowAt: p(0, 0))
      _ = table.updateInteractiveMove(to: p(0, 2))
    // Before, adding the counts or the layer's own section or row to the counts of a custom
    // model below overflowed, and a negative count made an invalid range: the standard library's
    // traps, naming no call.
    case .customModelRowTotalPastIntMax: _ = CountsModel(.max, 1).numberOfRows
    case .customModelNegativeSectionCount: _ = CountsModel(sections: -1).shape
    case .customModelNegativeRowCountInSnapshot: _ = CountsModel(1, -2).snapshot
    case .loadMoreRowPastIntMaxRows:
      _ = CountsModel(.max).withLoadMore {}.numberOfRows(inSection: 0)
    case .loadMoreSectionPastIntMaxSections:
      _ = CountsModel(sections: .max).withLoadMore(placement: .section) {}.numberOfSections
    // Before, the layer read every section below for a row, and never returned.
    case .loadMoreInSectionOverIntMaxSectionsWithoutIt:
      _ = CountsModel(sections: .max).withLoadMore(inSectionWithID: -1) {}
    case .emptyStateOverIntMaxEmptySections:
      _ = CountsModel(sections: .max, rows: 0).withEmptyState("Nothing")
    // Before, the layers reserved room for `Int.max` counts and the controller made an array of
    // `Int.max` entries: SIGSEGV with no message. The load-more row's page total read every
    // section below and never returned.
    case .filterOverIntMaxSections: _ = CountsModel(sections: .max, rows: 0).filtered { _ in true }
    case .sortOverIntMaxSections: _ = CountsModel(sections: .max, rows: 0).sorted { _, _ in false }
    case .headlessControllerOverIntMaxSections:
      let controller = HeadlessTableController(model: CountsModel(sections: .max, rows: 0))
      controller.attach(to: HeadlessTableView())
    case .loadMoreRowPageOverIntMaxSections:
      let layer = CountsModel(sections: .max, rows: 0).withLoadMore {}
      layer.willDisplayRow(at: p(.max - 1, 0))
    case .featuredSectionPastIntMaxSections:
      _ =
        CountsModel(sections: .max).withFeaturedSection(
          TestSectionModel(9), items: [TestItem(9)]
        ).numberOfSections
    // Before, the messages named `contextMenu(forRowAt:)` and `swipeActions(_:at:)`, calls the
    // test never made.
    case .headlessRenderMenuAtMissingRow:
      _ = HeadlessFixture([3]).table.renderContextMenu(forRowAt: p(0, 5))
    case .headlessMenuPreviewAtMissingRow:
      _ = HeadlessFixture([3]).table.contextMenuPreview(forRowAt: p(0, 5))
    case .headlessCommitPreviewAtMissingRow:
      HeadlessFixture([3]).table.commitContextMenuPreview(forRowAt: p(0, 5))
    case .headlessRenderSwipeAtMissingRow:
      _ = HeadlessFixture([3]).table.renderSwipeActions(.trailing, forRowAt: p(0, 5))
    // Before, the messages named `remove(at:)` and `move(from:to:)`, calls the app never made.
    case .arrayRemoveRowMissing: Self.three().removeRow(at: p(0, 3))
    case .arrayMoveRowDestination: Self.three().moveRow(from: p(0, 0), to: p(1, 0))
    case .sectionedMoveRowDestination: Self.twoSections().moveRow(from: p(0, 0), to: p(0, 2))
    case .sectionedMoveIDDestination: Self.twoSections().move(id: 1, to: p(1, 2))
    // Before, the second insertion, which waited for the observers, named `insert(_:at:)`, a
    // call GroupedTableModel does not have.
    case .groupedInsertDuplicateFromObserver:
      let grouped = GroupedTableModel<TestItem, Int>(by: { $0.id % 3 })
      grouped.insert(TestItem(1))
      let observation = grouped.events.observe { event in
        guard case .didChange = event, !grouped.contains(id: 4) else { return }
        grouped.insert(TestItem(4))
        grouped.insert(TestItem(4))
      }
      grouped.insert(TestItem(3))
      withExtendedLifetime(observation) {}
    // Before, the section took the other identity, published as an update of its header.
    case .featuredSetHeaderOfAnotherID:
      Self.three().withFeaturedSection(TestSectionModel(9), items: [TestItem(5)]).setHeader(
        TestSectionModel(8))
    // Before, each search read every section the model reported: a million and one here, as
    // many as `Int.max` for a model that says so.
    case .controllerRowByIdentityPastTheSectionLimit, .controllerLateDropPastTheSectionLimit,
      .controllerIndexTitlesPastTheSectionLimit,
      .controllerSectionForIndexTitlePastTheSectionLimit:
      searchPastTheSectionLimit()
    }
  }

  /// A controller's search over more sections than a table reads: the model grew to them behind
  /// the controller's back, none of them the sections the table read.
  @MainActor private func searchPastTheSectionLimit() {
    let model = ShiftingModel()
    let table = HeadlessTableView()
    let controller = HeadlessTableController(model: model)
    // Its items have no cell binding: the notices are not what this checks.
    controller.core.diagnostics = { _ in }
    controller.attach(to: table)
    let target = controller.core.dropTarget(at: p(0, 0))
    model.sections = TableModelLimits.maximumSectionCount + 1
    model.firstID = 10_000_000
    switch self {
    case .controllerRowByIdentityPastTheSectionLimit:
      _ = controller.core.rowPath(of: AnyDiffable(TestItem(1)).id, near: p(1, 0))
    case .controllerLateDropPastTheSectionLimit:
      controller.core.performDrop([.text("x")], at: target)
    case .controllerIndexTitlesPastTheSectionLimit: _ = table.sectionIndexTitles
    default: _ = controller.tableView(table, sectionForSectionIndexTitle: "A", at: 0)
    }
  }

  /// The message of a reader of a whole shape stopping at a `CountsModel` of `Int.max` sections.
  static func tooManySections(
    _ reader: String, model: String = "CountsModel", count: Int = .max
  ) -> String {
    "\(reader): the model (\(model)) says it has \(count) sections; code that reads a model's whole shape reads at most 1000000 sections (TableModelLimits.maximumSectionCount)"
  }

  /// The message of a reader of a whole shape stopping at a `ShiftingModel` grown to a section
  /// more than the limit.
  static func tooManySectionsOfAShiftingModel(_ reader: String) -> String {
    tooManySections(reader, model: "ShiftingModel", count: 1_000_001)
  }

  /// The message of a layer that looks for a section among a model's `Int.max` sections and
  /// finds none among the first million.
  static func noneFoundAmongTooManySections(_ reader: String, has sought: String) -> String {
    "\(reader): the model below (CountsModel) says it has 9223372036854775807 sections and none of the first 1000000 has \(sought); a layer looking for a section reads at most 1000000 of them (TableModelLimits.maximumSectionCount)"
  }

  /// A custom model that reports whatever counts it is given: a section for each row count, or
  /// `sections` sections of one row.
  final class CountsModel: TableModel {
    let sections: Int
    let rowCounts: [Int]
    /// The rows of a section past `rowCounts`.
    let otherRows: Int
    let events = TableModelEvents()

    init(_ rowCounts: Int...) {
      (sections, self.rowCounts, otherRows) = (rowCounts.count, rowCounts, 1)
    }
    init(sections: Int, rows: Int = 1) {
      (self.sections, rowCounts, otherRows) = (sections, [], rows)
    }

    var numberOfSections: Int { sections }
    func numberOfRows(inSection section: Int) -> Int {
      rowCounts.indices.contains(section) ? rowCounts[section] : otherRows
    }
    func item(at rowPath: RowPath) -> TestItem { TestItem(rowPath.row) }
    func sectionModel(at section: Int) -> TestSectionModel { TestSectionModel(section) }
  }

  /// A handler that sends every dragged row to a position no table has.
  struct StrayMoveHandler: RowEventHandler {
    func targetForMove(_ item: TestItem, proposed: RowPath, context: RowContext) -> RowPath? {
      RowPath(row: 99, section: 99)
    }
  }

  /// A cell class of its own, which a registration may fail to register.
  final class FancyCell: HeadlessTableViewCell {}

  /// A header view class of its own, which a registration may fail to register.
  final class FancyHeaderView: HeadlessTableViewHeaderFooterView {}

  /// A table header view that cannot say how high it is.
  final class UnmeasurableHeaderView: HeadlessTableViewHeaderFooterView {
    override func fittingHeight(forWidth width: Double) -> Double { .nan }
  }

  /// A value whose identity is a measure, which may be NaN.
  struct Measured: Diffable, CustomStringConvertible {
    var id: Double
    init(_ id: Double) { self.id = id }
    var description: String { "\(id)" }
    func isContentEqual(to other: Self) -> Bool { true }
  }

  /// A model keyed by content, whose content 7 is keyed NaN, holding item 1.
  @MainActor static func nanKeyed() -> GroupedTableModel<TestItem, Double> {
    let model = GroupedTableModel<TestItem, Double>(by: {
      $0.content == 7 ? .nan : Double($0.content)
    })
    model.insert(TestItem(1))
    return model
  }

  /// A model of three items.
  @MainActor static func three() -> ArrayTableModel<TestItem> {
    ArrayTableModel([TestItem(1), TestItem(2), TestItem(3)])
  }

  /// A model of shape `[2, 1]`.
  @MainActor static func twoSections() -> SectionedTableModel<TestSectionModel, TestItem> {
    SectionedTableModel(sections: [
      TableSection(model: TestSectionModel(0), items: [TestItem(1), TestItem(2)]),
      TableSection(model: TestSectionModel(1), items: [TestItem(3)]),
    ])
  }
}

/// Bad input that stops the program, each call naming the public type, the call and the value.
///
/// The audit of the public API of TableModelDiff, TableModelCore and TableModelTesting given bad
/// input, by kind of input. This suite, `ExtremeIndexContractTests`, `OutOfRangeContractTests`,
/// `InvalidHeightContractTests` and `ChangeBelowContractTests` check the stops; the fuzzers
/// check what is accepted.
///
/// - Positions and sections out of range, negative, `Int.min` or `Int.max`, given to the models'
///   and layers' reads, edits and row events, `TableShape` or `StagedChangeset`: a stop naming
///   the type, the call (`removeRow(at:)`, `moveRow(from:to:)` and `move(id:to:)` their own),
///   the value and the shape.
/// - Rows or sections not in a `HeadlessTableView`, given to a gesture or a reading: a stop
///   naming the call (the `render…` and preview calls their own).
/// - Negative positions given to the headless table's update calls or `BatchValidator.validate`:
///   `TableUpdateError` R1; `Int.max`, the rule it breaks. `BatchValidator.Mapping`,
///   `TableShape.contains`, `cellForRow(at:)` and `headerView(forSection:)` answer `nil` or
///   `false`, as UIKit does.
/// - Repeated or NaN identities: a stop for initialisers and edits, `DuplicateIdentityError`
///   for replacements; `InteractionTableModel` suffixes repeats with `#2`, `#3`…. Given to
///   `StagedChangeset`, NaN identities pair with nothing, in linear time
///   (`UnpairableIdentityTests`).
/// - Identities a model lacks, given to `remove(id:)`, `update(_:)`, `move(id:to:)`,
///   `expand(id:)`, `collapse(id:)` or `toggle(id:)`: nothing, and no event.
/// - An outline's missing parent, or a move under the node itself or a descendant: a stop.
/// - NaN, infinite, negative or huge heights, lengths and colours: a stop naming the property.
/// - A custom `TableModel` with a negative count, or with `Int.max` rows or sections to which a
///   layer adds its own, read by `shape`, `numberOfRows`, `snapshot` or a layer: a stop naming
///   the type and the property. More sections than `TableModelLimits.maximumSectionCount`, read
///   whole by a layer or a controller: a stop naming the reader, the model and the count.
/// - Edits from observers, handlers or transactions, and calls after a table's detach or
///   release: queued and run in order (`ModelMisuseFuzzTests`, `OutsideCallerFuzzTests`,
///   `ControllerStalePathFuzzTests`); a position gone stale by then stops as out of range.
@Suite struct BadInputContractTests {
  @Test(arguments: BadInputCall.allCases)
  func badInput_stopsNamingThePublicCallAndTheValue(_ call: BadInputCall) async {
    await expectStops(.badInput(call))
  }
}
