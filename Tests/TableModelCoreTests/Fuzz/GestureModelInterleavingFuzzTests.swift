import TableModelScenarios
import TableModelTestSupport
import TableModelTesting
import Testing

/// Random user gestures among random model changes leave the table equal to the model.
///
/// A user's gestures interleaved with the model's own changes, as on a device: taps, a finger
/// held down while rows change, scrolls, swipes whose actions delete at once or wait for an
/// answer that comes later (and may be tapped again meanwhile), context menus whose row changes
/// while they are open, and random domain edits, on rows of several heights, measured at once or
/// estimated. After every step the table shows exactly the model, accepted every batch, and
/// keeps an open swipe on the row it was opened on — and nothing traps.
@MainActor
@Suite struct GestureModelInterleavingFuzzTests {
  /// The number of random tables; `TABLEMODEL_FUZZ_CASES` raises it.
  let cases = environmentInteger("TABLEMODEL_FUZZ_CASES", default: 40)

  /// The number of steps on each table.
  let steps = 40

  /// The answers the rows' "Ask" actions wait for, oldest first.
  private final class PendingAnswers {
    var answers: [@MainActor (Bool) -> Void] = []
  }

  @Test(arguments: [false, true])
  func randomGesturesAmongModelChanges_keepTheTableEqualToTheModel(estimatesHeights: Bool) throws {
    let seed = UInt64(
      environmentInteger("TABLEMODEL_SEED", default: estimatesHeights ? 0x6E58 : 0x6E57))
    var generator = SplitMix64(seed: seed)
    for index in 0..<cases {
      var operations = RandomModelOperations()
      let model = operations.randomModel(using: &generator, maxSections: 3, maxRows: 10)
      let pending = PendingAnswers()
      let fixture = ControllerFixture(model, height: 220) {
        $0.core.setBehavior(for: TestItem.self) { item in
          RowBehavior {
            let height = Double(24 + item.id % 4 * 20)
            $0.height = estimatesHeights ? .automatic(estimated: height) : .fixed(height)
            $0.contextMenuActions = [
              ContextMenu.Action(title: "Remove") { context in
                if let id = context.item(as: TestItem.self)?.id { model.remove(id: id) }
              }
            ]
            $0.trailingSwipeActions = [
              SwipeAction(title: "Delete", style: .destructive) { context in
                guard let item = context.item(as: TestItem.self) else { return false }
                model.remove(id: item.id)
                return true
              },
              SwipeAction(title: "Ask") { context, completion in
                let id = context.item(as: TestItem.self)?.id
                pending.answers.append { confirmed in
                  if confirmed, let id { model.remove(id: id) }
                  completion(confirmed)
                }
              },
            ]
          }
        }
      }
      let table = fixture.table
      var swipedID: Int?
      var trace: [String] = []
      for _ in 0..<steps {
        let visible = table.indexPathsForVisibleRows
        let row = visible.randomElement(using: &generator)
        switch Int.random(in: 0..<12, using: &generator) {
        case 0, 1:
          trace.append(operations.perform(on: model, using: &generator))
        case 2:
          guard let row else { continue }
          trace.append("tap \(row)")
          table.tapRow(at: row)
        case 3:
          // A finger held down while the model changes, then lifted where the row went.
          guard let row, table.touchDownRow(at: row) else { continue }
          trace.append("touch \(row), \(operations.perform(on: model, using: &generator)), lift")
          table.liftFinger()
        case 4:
          let end = max(0, table.contentHeight - table.height)
          let offset = Double(Int.random(in: 0...Int(end), using: &generator))
          trace.append("scroll to \(offset)")
          try table.setContentOffset(offset)
          swipedID = table.swipedRow == nil ? nil : swipedID
        case 5, 6:
          guard let row else { continue }
          let action = Int.random(in: 0...1, using: &generator)
          trace.append("swipe \(row), action \(action)")
          swipedID = model.item(at: row).id
          table.performSwipeAction(at: action, .trailing, forRowAt: row)
        case 7:
          // The open swipe's buttons stay live while an answer is pending: tap one again.
          guard table.swipedRow != nil else { continue }
          let action = Int.random(in: 0...1, using: &generator)
          trace.append("tap open swipe action \(action)")
          table.tapSwipeAction(at: action)
        case 8:
          guard !pending.answers.isEmpty else { continue }
          let answer = pending.answers.removeFirst()
          let confirmed = Bool.random(using: &generator)
          trace.append("answer \(confirmed)")
          answer(confirmed)
        case 9:
          guard let row else { continue }
          // The menu opens on a row; the model may change before the user picks "Remove",
          // which acts on the row's item, wherever it went, or on nothing.
          table.openContextMenu(forRowAt: row)
          var step = "menu on \(row)"
          if Bool.random(using: &generator) {
            step += ", \(operations.perform(on: model, using: &generator))"
          }
          if Bool.random(using: &generator) {
            step += ", remove"
            table.chooseContextMenuAction(titled: "Remove")
          } else {
            step += ", dismiss"
            table.dismissContextMenu()
          }
          trace.append(step)
        case 10:
          guard let row else { continue }
          trace.append("scroll to \(row)")
          try table.scrollToRow(at: row, at: .middle)
        default:
          trace.append("close swipe")
          table.closeSwipeActions()
        }
        try table.settle()
        if table.swipedRow == nil { swipedID = nil }
        if let problem = mismatch(fixture, model, swipedID: swipedID) {
          Issue.record("seed \(seed) case \(index): \(problem)\n\(trace.joined(separator: "\n"))")
          return
        }
      }
    }
  }

  /// What differs between the settled table and the model, if anything.
  private func mismatch(
    _ fixture: ControllerFixture<SectionedTableModel<TestSectionModel, TestItem>>,
    _ model: SectionedTableModel<TestSectionModel, TestItem>, swipedID: Int?
  ) -> String? {
    if let mismatch = fixture.tableMismatch { return mismatch }
    let table = fixture.table
    let shape = TableShape((0..<model.numberOfSections).map { model.numberOfRows(inSection: $0) })
    if let row = table.swipedRow, model.item(at: row).id != swipedID {
      return
        "the swipe is open on \(row), item \(model.item(at: row).id), not on item \(String(describing: swipedID))"
    }
    if let selected = table.indexPathsForSelectedRows.first(where: { !shape.contains($0) }) {
      return "row \(selected) is selected but not in the table"
    }
    // Expected: TestItem has no cell binding; a menu action picked after its row left the model
    // does nothing, and says so.
    let unexpected = fixture.diagnostics.filter { ![.unboundItemType, .rowGone].contains($0.kind) }
    guard unexpected.isEmpty else { return "diagnostics: \(unexpected)" }
    return nil
  }
}
