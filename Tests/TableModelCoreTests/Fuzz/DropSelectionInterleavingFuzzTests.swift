import TableModelScenarios
import TableModelTestSupport
import TableModelTesting
import Testing

/// Random drags, drops from other apps (whose values load late, while the model changes), two-
/// finger selections, taps and VoiceOver actions among random model changes, at positions good
/// and bad for the drop handler: nothing dropped is lost unreported, a late drop lands by the
/// rows it was dropped between, the selection follows its rows, a VoiceOver action acts on its
/// cell's row — and the table stays equal to the model, accepting every batch.
@MainActor
@Suite struct DropSelectionInterleavingFuzzTests {
  /// The number of random tables; `TABLEMODEL_FUZZ_CASES` raises it.
  let cases = environmentInteger("TABLEMODEL_FUZZ_CASES", default: 30)

  /// The number of steps on each table.
  let steps = 40

  /// What the drop handler inserted, and the identities it gives dropped values.
  @MainActor
  private final class Drops {
    var nextID = 1
    var inserted: [[Int]] = []
  }

  private typealias Model = SectionedTableModel<TestSectionModel, TestItem>

  @Test func randomDropsSelectionsAndActionsAmongModelChanges_loseNothing() throws {
    let seed = UInt64(environmentInteger("TABLEMODEL_SEED", default: 0xD809))
    var generator = SplitMix64(seed: seed)
    // How often the checks that can fail were reached: late drops placed by a row that stayed,
    // reorders by dragging, rows selected by a pan.
    var placedLateDrops = 0
    var draggedMoves = 0
    var pannedSelections = 0
    for index in 0..<cases {
      var operations = RandomModelOperations()
      let model = operations.randomModel(using: &generator, maxSections: 3, maxRows: 8)
      let drops = Drops()
      let fixture = ControllerFixture(model, height: 220) { controller in
        controller.core.allowsMultipleSelectionInteraction = true
        controller.core.setBehavior(for: TestItem.self) { item in
          RowBehavior {
            $0.canMove = item.id % 3 != 0
            $0.movesAcrossSections = item.id % 2 == 0
            if item.id % 5 == 0 { $0.dragPayloads = [.text("copy of \(item.id)")] }
            $0.accessibility.customActions = [
              .init(name: "Archive") { context in
                guard let id = context.item(as: TestItem.self)?.id else { return false }
                model.remove(id: id)
                return true
              }
            ]
          }
        }
        controller.core.dropHandler = TableControllerCore.DropHandler(
          accepting: [.text], canDrop: { $0.row != 1 }
        ) { payloads, destination in
          let ids = payloads.map { _ in
            defer { drops.nextID += 1 }
            return drops.nextID
          }
          drops.inserted.append(ids)
          for id in ids.reversed() { model.insert(TestItem(id), at: destination) }
        }
      }
      let table = fixture.table
      table.allowsMultipleSelectionDuringEditing = true
      var selected = Set<Int>()
      var trace: [String] = []
      var failure: String?
      /// A random model change; a reload deselects every row.
      func modelChange() -> String {
        let operation = operations.perform(on: model, using: &generator)
        if operation.hasPrefix("reload") { selected = [] }
        return operation
      }
      for _ in 0..<steps where failure == nil {
        let diagnosticsBefore = fixture.diagnostics.count
        let row = table.indexPathsForVisibleRows.randomElement(using: &generator)
        switch Int.random(in: 0..<10, using: &generator) {
        case 0, 1:
          trace.append(modelChange())
        case 2:
          // A row dragged within the table: reordered, copied by the drop handler, or refused.
          guard let row else { continue }
          let id = model.item(at: row).id
          let destination = Self.dropPosition(in: model, using: &generator)
          let hovered = (0..<Int.random(in: 0...2, using: &generator)).map { _ in
            Self.dropPosition(in: model, using: &generator)
          }
          let insertsBefore = drops.inserted.count
          let outcome = try table.dragRow(at: row, over: hovered, dropAt: destination)
          trace.append(
            "drag \(id) at \(row) over \(hovered) to \(String(describing: destination)): \(outcome)"
          )
          try table.settle()
          if case .moved = outcome { draggedMoves += 1 }
          if case .moved(let target) = outcome, model.item(at: target).id != id {
            failure =
              "the drag of \(id) moved to \(target), where the model has \(model.item(at: target))"
          }
          if outcome == .performed, drops.inserted.count == insertsBefore,
            fixture.diagnostics.count == diagnosticsBefore
          {
            failure = "the copied drag of \(id) was neither inserted nor reported"
          }
        case 3:
          // Values from another app, loading while the model changes.
          let count = Int.random(in: 1...2, using: &generator)
          let items = (0..<count).map { _ in
            TableControllerCore.DragItem(
              payloads: Bool.random(using: &generator) ? [.text("t")] : [.url("u:"), .text("t")])
          }
          let destination = Self.dropPosition(in: model, using: &generator)
          let over = destination.flatMap { Self.identity(at: $0, in: model) }
          let before = destination.flatMap {
            $0.row > 0
              ? Self.identity(at: RowPath(row: $0.row - 1, section: $0.section), in: model) : nil
          }
          table.loadsDroppedValuesLater = Bool.random(using: &generator)
          let insertsBefore = drops.inserted.count
          let outcome = table.dropFromOutside(items, dropAt: destination)
          var step =
            "drop \(count) at \(String(describing: destination)) (over \(String(describing: over)), after \(String(describing: before))), late \(table.loadsDroppedValuesLater): \(outcome)"
          if table.loadsDroppedValuesLater, Bool.random(using: &generator) {
            step += ", then \(modelChange())"
          }
          trace.append(step)
          // Whether the rows around the drop are still there when its values arrive.
          let overStays = over.flatMap { model.rowPath(id: $0) } != nil
          let beforeStays = before.flatMap { model.rowPath(id: $0) } != nil
          try table.settle()
          let overNow = overStays ? over.flatMap { model.rowPath(id: $0) } : nil
          let beforeNow = beforeStays ? before.flatMap { model.rowPath(id: $0) } : nil
          guard outcome == .performed else { continue }
          guard drops.inserted.count == insertsBefore + 1 else {
            if fixture.diagnostics.count == diagnosticsBefore {
              failure = "the drop was neither inserted nor reported"
            }
            continue
          }
          let ids = drops.inserted[insertsBefore]
          guard ids.count == count, let first = model.rowPath(id: ids[0]) else {
            failure = "the drop of \(count) values inserted \(ids)"
            continue
          }
          let placed = ids.indices.allSatisfy {
            model.rowPath(id: ids[$0]) == RowPath(row: first.row + $0, section: first.section)
          }
          let after = RowPath(row: first.row + count, section: first.section)
          if table.loadsDroppedValuesLater, overNow != nil || beforeNow != nil {
            placedLateDrops += 1
          }
          if !placed {
            failure = "the dropped values \(ids) are not together, in order"
          } else if let overNow, overNow != after {
            failure = "the drop landed at \(first), not before its row \(over!), at \(overNow)"
          } else if overNow == nil, let beforeNow,
            beforeNow != RowPath(row: first.row - 1, section: first.section)
          {
            failure = "the drop landed at \(first), not after its row \(before!), at \(beforeNow)"
          }
        case 4:
          // A two-finger pan over rows: the table edits, and the rows are selected.
          let rows = (0..<Int.random(in: 1...3, using: &generator)).compactMap { _ in
            table.indexPathsForVisibleRows.randomElement(using: &generator)
          }
          let ids = rows.map { model.item(at: $0).id }
          trace.append("pan over \(rows) (\(ids))")
          let wasEditing = table.isEditing
          if table.panToSelectRows(rows) {
            // Entering editing deselects every row first (K31).
            if !wasEditing { selected = [] }
            selected.formUnion(ids)
            pannedSelections += 1
          }
        case 5:
          // A tap while editing toggles the row's selection; otherwise it selects only it.
          guard let row else { continue }
          let id = model.item(at: row).id
          trace.append("tap \(row) (\(id))")
          let wasSelected = table.indexPathsForSelectedRows.contains(row)
          table.tapRow(at: row)
          if table.isEditing {
            if wasSelected { selected.remove(id) } else { selected.insert(id) }
          } else {
            selected = [id]
          }
        case 6:
          // VoiceOver's action on a row whose cell was bound before the model changed.
          guard let row else { continue }
          let id = model.item(at: row).id
          trace.append("VoiceOver Archive on \(row) (\(id))")
          table.performAccessibilityCustomAction(named: "Archive", forRowAt: row)
          if model.rowPath(id: id) != nil {
            failure = "VoiceOver's Archive on \(row) left \(id) in the model"
          }
        case 7:
          let end = max(0, table.contentHeight - table.height)
          let offset = Double(Int.random(in: 0...Int(end), using: &generator))
          trace.append("scroll to \(offset)")
          try table.setContentOffset(offset)
        case 8:
          trace.append("editing off")
          if table.isEditing { selected = [] }
          table.setEditing(false, animated: false)
        default:
          trace.append(modelChange())
        }
        try table.settle()
        selected.formIntersection(
          Set(model.snapshot.flatMap { section in section.items.map { $0.id } }))
        failure = failure ?? Self.mismatch(fixture, selected: selected)
      }
      if let failure {
        Issue.record(
          "seed \(seed) case \(index): \(failure)\n\(trace.suffix(8).joined(separator: "\n"))")
        return
      }
    }
    #expect(placedLateDrops > cases / 4, "late drops by rows that stayed should have been placed")
    #expect(draggedMoves > cases / 4, "rows should have been reordered by dragging")
    #expect(pannedSelections > cases / 4, "pans should have selected rows")
  }

  /// A position a drop can be held over: a row, a section's end, or no row.
  private static func dropPosition(
    in model: Model, using generator: inout SplitMix64
  ) -> RowPath? {
    guard model.numberOfSections > 0, Int.random(in: 0..<6, using: &generator) != 0 else {
      return nil
    }
    let section = Int.random(in: 0..<model.numberOfSections, using: &generator)
    let row = Int.random(in: 0...model.numberOfRows(inSection: section), using: &generator)
    return RowPath(row: row, section: section)
  }

  private static func identity(at path: RowPath, in model: Model) -> Int? {
    path.row < model.numberOfRows(inSection: path.section) ? model.item(at: path).id : nil
  }

  /// What differs between the settled table and the model, if anything.
  private static func mismatch(
    _ fixture: ControllerFixture<Model>, selected: Set<Int>
  ) -> String? {
    if let mismatch = fixture.tableMismatch { return mismatch }
    let selectedIDs = fixture.core.selectedItems.compactMap { ($0 as? TestItem)?.id }
    guard Set(selectedIDs) == selected, selectedIDs.count == selected.count else {
      return "the selection is \(selectedIDs), expected \(selected.sorted())"
    }
    let unexpected = fixture.diagnostics.filter {
      ![.unboundItemType, .rowGone, .editNotHandled].contains($0.kind)
    }
    guard unexpected.isEmpty else { return "diagnostics: \(unexpected)" }
    return nil
  }
}
