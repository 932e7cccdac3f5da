import TableModelTestSupport
import TableModelTesting
import Testing

/// The phases of `uikit-callback-rules.md` §0.1: what happens inside a call, at commit, at the
/// end of the animations and on the next run-loop turn, and how a test drains them.
@MainActor
@Suite struct PhaseTests {
  @Test func deleteBatch_endsTheCellsDisplayAndRunsTheCompletion_onlyAtAnimationEnd() throws {
    let fixture = HeadlessFixture([3])
    let delegate = RecordingDelegate()
    fixture.table.delegate = delegate
    fixture.table.clearCallbackLog()
    var completed = false
    try fixture.table.performBatchUpdates(
      {
        fixture.source.sections[0].remove(at: 1)
        try fixture.table.deleteRows(at: [p(0, 1)])
      }, completion: { completed = $0 })
    #expect(!completed, "the completion waits for the animations (K25)")
    #expect(!delegate.events.contains { $0.hasPrefix("didEndDisplaying") })
    #expect(fixture.table.hasPendingPhases)
    try fixture.table.finishAnimations()
    #expect(completed)
    #expect(
      delegate.events.filter { $0.hasPrefix("didEndDisplaying") } == ["didEndDisplaying [0, 1]"])
    let ends = fixture.table.callbackLog.filter { $0.phase == .animationEnd }.map(\.name)
      .filter { ["didEndDisplaying", "completion", "cellForRowAt"].contains($0) }
    #expect(ends == ["didEndDisplaying", "completion"])
    #expect(!fixture.table.hasPendingPhases)
  }

  @Test func callbackLog_recordsPhasesAndTheCellReturned() throws {
    let fixture = HeadlessFixture([2], load: false)
    try fixture.table.layoutIfNeeded()
    let log = fixture.table.callbackLog
    #expect(log.allSatisfy { $0.phase == .layout })
    let made = log.filter { $0.name == "cellForRowAt" }
    #expect(made.map(\.rowPath) == [p(0, 0), p(0, 1)])
    #expect(made[0].cell == fixture.table.cellForRow(at: p(0, 0)).map(ObjectIdentifier.init))
    fixture.table.clearCallbackLog()
    #expect(fixture.table.callbackLog.isEmpty)
    try fixture.table.reloadRows(at: [p(0, 1)])
    #expect(
      fixture.table.callbackLog.filter { $0.name == "cellForRowAt" }.map(\.phase) == [.call],
      "a bare update call is a batch of its own, recorded in the call (KS03)")
  }

  @Test func callbackLog_keepsTheLatestCallsUpToItsLimit() throws {
    let fixture = HeadlessFixture([50], height: 440)
    fixture.table.callbackLogLimit = 10
    fixture.table.clearCallbackLog()
    for offset in stride(from: 0.0, through: 1000, by: 44) {
      try fixture.table.setContentOffset(offset)
    }
    #expect(fixture.table.callbackLog.count == 10)
    fixture.table.callbackLogLimit = 0
    fixture.table.clearCallbackLog()
    try fixture.table.setContentOffset(0)
    #expect(fixture.table.callbackLog.isEmpty, "a limit of 0 records nothing")
  }

  /// Before, the first call recorded doubled the limit, which overflowed: the standard
  /// library's trap, naming no call.
  @Test func callbackLog_withTheLargestLimit_keepsEveryCall() throws {
    let fixture = HeadlessFixture([50], height: 440)
    fixture.table.callbackLogLimit = .max
    fixture.table.clearCallbackLog()
    try fixture.table.reloadData()
    try fixture.table.layoutIfNeeded()
    let count = fixture.table.callbackLog.count
    #expect(count > 10, "the reload's counts, then a cell for each visible row")
    try fixture.table.setContentOffset(440)
    #expect(fixture.table.callbackLog.count > count, "nothing dropped")
    #expect(fixture.table.callbackLog.first?.name == "numberOfSections")
  }

  @Test func runLoopTurn_runsWhatWasScheduled_andSettleDrainsEverything() throws {
    let fixture = HeadlessFixture([3])
    var order: [String] = []
    try fixture.table.performBatchUpdates({}, completion: { _ in order.append("completion") })
    #expect(order.isEmpty)
    try fixture.table.settle()
    #expect(order == ["completion"])
    #expect(!fixture.table.hasPendingPhases)
  }
}
