import TableModelTestSupport
import TableModelTesting
import Testing

/// The re-entrant calls of `uikit-callback-rules.md` (K17, K19–K25) that UIKit answers with an
/// exception, or that its documentation forbids: on the headless table each stops the process
/// with a message naming the call or quoting UIKit.
@MainActor
@Suite struct ReentrancyStopTests {
  /// A re-entrant call that stops the table, as the one Codable value an exit test captures.
  enum Stop: String, Codable, CaseIterable, Sendable {
    /// Outside the visible-cells pass — a reconfigure's `cellForRowAt` — a `reloadData()` cannot
    /// wait for the pass to end: it stops, naming the call, as its documentation says.
    case reloadDataFromCellForRowAtOfAReconfigure
    /// K17: a reconfigure from inside a reconfigure's `cellForRowAt` is UIKit's "already in the
    /// process of reconfiguring" exception.
    case reconfigureFromCellForRowAtOfAReconfigure
    /// K17: a side effect of a reconfigure's `cellForRowAt` that makes the table ask for another
    /// cell (here a scroll that shows a row) is UIKit's "new cell to be requested" exception.
    case newCellAskedForDuringAReconfigure
    /// KS16, K23: `setEditing(false)` from inside the commit of an editing control's delete.
    case setEditingInsideTheCommit
    /// K23: the default Delete swipe action commits through the same data-source method as an
    /// editing control, so a `setEditing(_:animated:)` from inside that commit is flagged too.
    case setEditingInsideTheCommitOfTheDefaultDeleteSwipe

    /// What the message must say.
    var expectedMessage: String {
      switch self {
      case .reloadDataFromCellForRowAtOfAReconfigure:
        "HeadlessTableView: reloadData() was called from tableView(_:cellForRowAt:)"
      case .reconfigureFromCellForRowAtOfAReconfigure:
        "Attempted to reconfigure a cell while already in the process of reconfiguring a cell"
      case .newCellAskedForDuringAReconfigure:
        "Performing side effects on UITableView that cause a new cell to be requested while an existing row is being reconfigured is not allowed"
      case .setEditingInsideTheCommit, .setEditingInsideTheCommitOfTheDefaultDeleteSwipe:
        "setEditing(_:animated:) was called from tableView(_:commit:forRowAt:); UIKit says to invoke it after a delay, not from inside the commit (uikit-callback-rules.md, K23)"
      }
    }

    /// Sets up a table and makes the call.
    @MainActor func perform() {
      switch self {
      case .reloadDataFromCellForRowAtOfAReconfigure:
        let fixture = HeadlessFixture([3])
        fixture.source.onCellRequest = { table, _ in try? table.reloadData() }
        try? fixture.table.reconfigureRows(at: [p(0, 1)])
      case .reconfigureFromCellForRowAtOfAReconfigure:
        let fixture = HeadlessFixture([3])
        fixture.source.onCellRequest = { table, _ in try? table.reconfigureRows(at: [p(0, 2)]) }
        try? fixture.table.reconfigureRows(at: [p(0, 1)])
      case .newCellAskedForDuringAReconfigure:
        let fixture = HeadlessFixture([30], height: 100)
        fixture.source.onCellRequest = { table, path in
          if path == p(0, 1) { try? table.setContentOffset(500) }
        }
        try? fixture.table.reconfigureRows(at: [p(0, 1)])
      case .setEditingInsideTheCommit:
        let fixture = HeadlessFixture([3])
        fixture.table.setEditing(true, animated: false)
        fixture.source.onCommit = { table in table.setEditing(false, animated: false) }
        fixture.table.commitEditing(forRowAt: p(0, 1))
      case .setEditingInsideTheCommitOfTheDefaultDeleteSwipe:
        let fixture = HeadlessFixture([3])
        fixture.source.onCommit = { table in table.setEditing(false, animated: false) }
        fixture.table.performSwipeAction(at: 0, .trailing, forRowAt: p(0, 1))
      }
    }
  }

  @Test(arguments: Stop.allCases)
  func stopsWithItsMessage(_ stop: Stop) async {
    let result = await #expect(
      processExitsWith: .failure, observing: [\.standardErrorContent]
    ) { [stop] in
      await MainActor.run { stop.perform() }
    }
    let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    #expect(message.contains(stop.expectedMessage), "\(message)")
  }
}
