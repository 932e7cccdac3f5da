import TableModelTestSupport
import TableModelTesting
import Testing

/// A gesture made of steps — ``HeadlessTableView/performMenuAction(titled:forRowAt:)`` (open the
/// menu, choose) and ``HeadlessTableView/moveRowInteractively(from:to:)`` (pick up, move, drop) —
/// judges its row on the table the user touches, after the pending phases drained, and its stops
/// name the method the test called, not one of its steps.
@MainActor
@Suite struct CompositeGestureRowTests {
  /// The composite gestures, as the one Codable value an exit test captures.
  enum Composite: String, Codable, CaseIterable, Sendable {
    case performMenuAction, moveRowInteractively

    /// The method the message names.
    var call: String {
      switch self {
      case .performMenuAction: "performMenuAction(titled:forRowAt:)"
      case .moveRowInteractively: "moveRowInteractively(from:to:)"
      }
    }

    /// Simulates the gesture on a row of a table of three rows (or four, once drained).
    @MainActor func perform(on table: HeadlessTableView, at row: RowPath) throws {
      switch self {
      case .performMenuAction: table.performMenuAction(titled: "Copy", forRowAt: row)
      case .moveRowInteractively: try table.moveRowInteractively(from: row, to: p(0, 0))
      }
    }
  }

  /// A table of three rows, editing, each row movable and with a "Copy" menu, whose last batch's
  /// completion — pending until the table drains — inserts (`grows`) or deletes a fourth row.
  private static func table(grows: Bool) throws -> (HeadlessFixture, RecordingDelegate) {
    let fixture = HeadlessFixture(grows ? [3] : [4])
    let delegate = RecordingDelegate()
    fixture.table.delegate = delegate
    for row in 0..<4 {
      delegate.menus[p(0, row)] = ContextMenu(
        children: [.action(ContextMenu.Action(title: "Copy") {})])
    }
    fixture.source.canMove = { _ in true }
    fixture.table.setEditing(true, animated: false)
    let table = fixture.table
    let source = fixture.source
    try table.performBatchUpdates(
      {},
      completion: { _ in
        if grows {
          source.sections[0].append("0.3")
          try? table.insertRows(at: [p(0, 3)])
        } else {
          source.sections[0].removeLast()
          try? table.deleteRows(at: [p(0, 3)])
        }
      })
    return (fixture, delegate)
  }

  @Test(arguments: Composite.allCases)
  func aRowThatPendingWorkInserts_isThereWhenTheUserTouchesIt(_ composite: Composite) throws {
    let (fixture, delegate) = try Self.table(grows: true)
    #expect(fixture.table.cachedShape == [3])
    try withExtendedLifetime(delegate) { try composite.perform(on: fixture.table, at: p(0, 3)) }
    #expect(fixture.table.cachedShape == [4])
    #expect(fixture.source.sections[0].count == 4)
  }

  @Test(arguments: Composite.allCases)
  func aRowThatPendingWorkDeletes_stopsNamingTheGesture(_ composite: Composite) async {
    let result = await #expect(
      processExitsWith: .failure, observing: [\.standardErrorContent]
    ) { [composite] in
      await MainActor.run {
        let (fixture, delegate) = try! Self.table(grows: false)
        withExtendedLifetime(delegate) { try? composite.perform(on: fixture.table, at: p(0, 3)) }
      }
    }
    let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    #expect(
      message.contains(
        "TableModelKit: HeadlessTableView.\(composite.call): row [0, 3] is not in the table, whose shape is [3]"
      ), "\(message)")
  }

  /// What a step of each gesture refuses — a disabled menu action, a table not editing — stops
  /// naming the gesture.
  @Test(arguments: Composite.allCases)
  func aStepsRefusal_stopsNamingTheGesture(_ composite: Composite) async {
    let result = await #expect(
      processExitsWith: .failure, observing: [\.standardErrorContent]
    ) { [composite] in
      await MainActor.run {
        let fixture = HeadlessFixture([3])
        let delegate = RecordingDelegate()
        fixture.table.delegate = delegate
        var copy = ContextMenu.Action(title: "Copy") {}
        copy.isDisabled = true
        delegate.menus[p(0, 1)] = ContextMenu(children: [.action(copy)])
        fixture.source.canMove = { _ in true }
        withExtendedLifetime(delegate) { try? composite.perform(on: fixture.table, at: p(0, 1)) }
      }
    }
    let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    let refusal =
      switch composite {
      case .performMenuAction: "the action \"Copy\" of the open context menu is disabled"
      case .moveRowInteractively: "the table is not editing"
      }
    #expect(
      message.contains("TableModelKit: HeadlessTableView.\(composite.call): \(refusal)"),
      "\(message)")
  }

  @Test func aDestinationOutsideTheTable_stopsNamingMoveRowInteractively() async {
    let result = await #expect(
      processExitsWith: .failure, observing: [\.standardErrorContent]
    ) {
      await MainActor.run {
        let fixture = HeadlessFixture([3])
        let delegate = RecordingDelegate()
        fixture.table.delegate = delegate
        fixture.source.canMove = { _ in true }
        fixture.table.setEditing(true, animated: false)
        withExtendedLifetime(delegate) {
          _ = try? fixture.table.moveRowInteractively(from: p(0, 0), to: p(0, 3))
        }
      }
    }
    let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    #expect(
      message.contains(
        "TableModelKit: HeadlessTableView.moveRowInteractively(from:to:): the proposed destination [0, 3] is not a position of the table after moving row [0, 0]"
      ), "\(message)")
  }
}
