import TableModelTestSupport
import TableModelTesting
import Testing

/// A delegate that runs a hook from inside `didEndDisplaying` and `didEndEditingRowAt`, to act
/// from there as an app might.
@MainActor
private final class HookDelegate: HeadlessTableViewDelegate {
  var onEndDisplaying: ((HeadlessTableView) -> Void)?
  var onEndEditing: ((HeadlessTableView) -> Void)?

  func tableView(
    _ tableView: HeadlessTableView, didEndDisplaying cell: HeadlessTableViewCell,
    forRowAt rowPath: RowPath
  ) { onEndDisplaying?(tableView) }

  func tableView(_ tableView: HeadlessTableView, didEndEditingRowAt rowPath: RowPath?) {
    onEndEditing?(tableView)
  }
}

/// The re-entrant calls of `uikit-callback-rules.md` (K17, K19–K25) that UIKit answers with an
/// exception, that its documentation forbids, or whose outcome the spec leaves undefined (K22,
/// and batches from the other work that suspends reloads, K8): on the headless table each stops
/// the process with a message naming the call or quoting UIKit.
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
    /// K8, K22 (reading): a batch from a count callback of a batch's commit — reloads are
    /// suspended there, the row data half rebuilt.
    case batchFromTheCountsOfACommit
    /// K8, K22 (reading): a batch from a `didEndDisplaying` of `reloadData()`, which ends the
    /// cells before it reads the counts.
    case batchFromDidEndDisplayingOfAReload
    /// K8, K22, K33 (reading): a batch from the `didEndEditingRowAt` of a swipe a batch tears
    /// down as it commits.
    case batchFromDidEndEditingOfASwipeTheCommitTearsDown
    /// K8, K22, K47 (reading): a batch from an editing query of `setEditing(_:animated:)`'s cell
    /// loop.
    case batchFromAnEditingQueryOfSetEditing

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
      case .batchFromTheCountsOfACommit, .batchFromDidEndDisplayingOfAReload,
        .batchFromDidEndEditingOfASwipeTheCommitTearsDown, .batchFromAnEditingQueryOfSetEditing:
        "HeadlessTableView: beginUpdates() was called while the table commits a batch, reloads or gives its cells the editing state"
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
      case .batchFromTheCountsOfACommit:
        let fixture = HeadlessFixture([3])
        var fired = false
        fixture.source.onShapeRead = { table in
          guard !fired else { return }
          fired = true
          try? table.performBatchUpdates {}
        }
        try? fixture.table.performBatchUpdates {
          fixture.source.sections[0].append("d")
          try fixture.table.insertRows(at: [p(0, 3)])
        }
      case .batchFromDidEndDisplayingOfAReload:
        let fixture = HeadlessFixture([3])
        let delegate = HookDelegate()
        delegate.onEndDisplaying = { table in try? table.reloadRows(at: [p(0, 0)]) }
        fixture.table.delegate = delegate
        try? fixture.table.reloadData()
        withExtendedLifetime(delegate) {}
      case .batchFromDidEndEditingOfASwipeTheCommitTearsDown:
        let fixture = HeadlessFixture([3])
        let delegate = HookDelegate()
        fixture.table.delegate = delegate
        fixture.table.openSwipeActions(.trailing, at: p(0, 1))
        delegate.onEndEditing = { table in try? table.reloadRows(at: [p(0, 0)]) }
        fixture.source.sections[0].remove(at: 1)
        try? fixture.table.deleteRows(at: [p(0, 1)])
        withExtendedLifetime(delegate) {}
      case .batchFromAnEditingQueryOfSetEditing:
        let fixture = HeadlessFixture([3])
        fixture.source.canMove = { _ in
          try? fixture.table.performBatchUpdates {}
          return false
        }
        fixture.table.setEditing(true, animated: false)
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
