import TableModelScenarios
import TableModelTestSupport
import TableModelTesting
import Testing

/// The cells of the contexts a tweet's behaviour was asked with, in order.
@MainActor
private enum BehaviorContextLog {
  static var cells: [ObjectIdentifier?] = []
}

/// Gives every tweet a fixed height and records the cell of the context it is asked with.
private struct RecordingBehaviorHandler: RowEventHandler {
  func behavior(for tweet: Tweet, context: RowContext) -> RowBehavior? {
    BehaviorContextLog.cells.append(context.cell.map(ObjectIdentifier.init))
    return RowBehavior {
      $0.height = .fixed(50)
      $0.canMove = true
    }
  }
}

/// The questions a table asks about a row while it lays out — behaviour, height, indentation —
/// reach the controller inside UIKit's visible-cells pass, where `cellForRow(at:)` hands out no
/// cell and logs a fault (`uikit-callback-rules.md`, K19).
@MainActor
@Suite(.serialized) struct LayoutQuestionContextTests {
  init() { BehaviorContextLog.cells = [] }

  // K19: the controller does not ask the table for a row's cell while it answers a layout's
  // questions, so UIKit logs no fault and the handler sees no cell there.
  @Test func k19_layingOut_asksTheTableForNoCell() throws {
    let tweets = ArrayTableModel((0..<5).map { Tweet($0) })
    let fixture = ControllerFixture(tweets) {
      $0.core.handlers.register(RecordingBehaviorHandler.self)
    }
    try fixture.table.reloadData()
    try fixture.table.layoutIfNeeded()
    fixture.table.setEditing(true, animated: false)
    #expect(
      !fixture.table.diagnostics.contains {
        $0.hasPrefix("Attempted to call -cellForRowAtIndexPath:")
      },
      "\(fixture.table.diagnostics)")
    #expect(!BehaviorContextLog.cells.isEmpty)
    #expect(BehaviorContextLog.cells.allSatisfy { $0 == nil })
    #expect(fixture.table.rectForRow(at: p(0, 1)).height == 50)
  }

  /// A row's behaviour is looked up without its cell for the events too — a tap's selection, a
  /// primary action, where a dragged row lands — as for the layout's questions: a `canHandle`
  /// that looks at the cell would otherwise give a row's behaviour from two handlers.
  @Test func behaviourLookedUpForAnEvent_hasNoCellEither() throws {
    let tweets = ArrayTableModel((0..<3).map { Tweet($0) })
    let fixture = ControllerFixture(tweets) {
      $0.core.handlers.register(RecordingBehaviorHandler.self)
    }
    BehaviorContextLog.cells = []
    fixture.table.tapRow(at: p(0, 1))
    fixture.table.performPrimaryAction(forRowAt: p(0, 2))
    try fixture.table.dragRow(at: p(0, 0), dropAt: p(0, 2))
    #expect(!BehaviorContextLog.cells.isEmpty)
    #expect(BehaviorContextLog.cells.allSatisfy { $0 == nil }, "\(BehaviorContextLog.cells)")
  }
}
