import TableModelTestSupport
import TableModelTesting
import Testing

/// The calls that move a test through the table's phases — ``HeadlessTableView/finishAnimations()``,
/// ``HeadlessTableView/runLoopTurn()``, ``HeadlessTableView/settle()`` — stop, naming themselves,
/// inside an open batch: UIKit ends animations and turns its run loop between synchronous
/// updates, never inside one, so the work they run (a completion's batch, a dropped value's
/// insertion) would otherwise join the open batch, which no device can do.
@MainActor
@Suite struct PhaseDrivingContractTests {
  enum Call: String, Codable, CaseIterable, Sendable {
    case finishAnimations, runLoopTurn, settle

    var name: String { "\(rawValue)()" }

    @MainActor func perform(on table: HeadlessTableView) throws {
      switch self {
      case .finishAnimations: try table.finishAnimations()
      case .runLoopTurn: try table.runLoopTurn()
      case .settle: try table.settle()
      }
    }
  }

  @Test(arguments: Call.allCases)
  func insideAnOpenBatch_stopsNamingTheCall(_ call: Call) async {
    let result = await #expect(
      processExitsWith: .failure, observing: [\.standardErrorContent]
    ) { [call] in
      await MainActor.run {
        let fixture = HeadlessFixture([3])
        let table = fixture.table
        let source = fixture.source
        // A completion that appends a row, pending until the animations end.
        try? table.performBatchUpdates(
          {},
          completion: { _ in
            source.sections[0].append("0.3")
            try? table.insertRows(at: [p(0, 3)])
          })
        try? table.performBatchUpdates {
          source.sections[0].removeFirst()
          try table.deleteRows(at: [p(0, 0)])
          try call.perform(on: table)
        }
      }
    }
    let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    #expect(
      message.contains(
        "TableModelKit: HeadlessTableView.\(call.name): called inside an open batch update"),
      "\(message)")
  }

  @Test(arguments: Call.allCases)
  func betweenBatches_runsThePendingWork(_ call: Call) throws {
    let fixture = HeadlessFixture([3])
    var completed = false
    try fixture.table.performBatchUpdates({}, completion: { _ in completed = true })
    try call.perform(on: fixture.table)
    if call != .runLoopTurn { #expect(completed) }
  }
}
