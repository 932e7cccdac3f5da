import TableModelTestSupport
import TableModelTesting
import Testing

/// Readings of open questions 2 and 6 of `uikit-callback-rules.md` (§11) that the headless table
/// makes, each shown by a test (the article Testing on Linux lists every reading).
@MainActor
@Suite struct OpenQuestionReadingTests {
  @Test func openQuestion2_reconfigureInsideABatch_namesRowsBeforeIt_andReconfiguresThemAfterIt()
    throws
  {
    let fixture = HeadlessFixture([4])  // rows "0.0" … "0.3", each with a cell
    let movedDown = try #require(fixture.table.cellForRow(at: p(0, 1)))
    fixture.source.resetRecords()
    try fixture.table.performBatchUpdates {
      fixture.source.sections[0] = ["new", "0.0", "0.1 edited", "0.3"]
      try fixture.table.insertRows(at: [p(0, 0)])
      try fixture.table.deleteRows(at: [p(0, 2)])
      // Positions before the batch: "0.1", now at [0, 2], and "0.2", which the batch deletes.
      try fixture.table.reconfigureRows(at: [p(0, 1), p(0, 2)])
    }
    #expect(fixture.table.lastBatch?.isAccepted == true)
    #expect(fixture.table.cellForRow(at: p(0, 2)) === movedDown, "the row keeps its cell")
    #expect(movedDown.text == "0.1 edited", "reconfigured where the row is after the batch")
    #expect(
      fixture.source.cellRequests == [p(0, 0), p(0, 2)],
      "the inserted row's new cell, then the one reconfigure; the deleted row is skipped")
  }

  @Test func openQuestion6_batchFromCellForRowAtDuringThePass_stopsWithAMessage() async {
    let result = await #expect(
      processExitsWith: .failure, observing: [\.standardErrorContent]
    ) {
      await MainActor.run {
        let fixture = HeadlessFixture([3], load: false)
        fixture.source.onCellRequest = { table, path in
          guard path == p(0, 1) else { return }
          fixture.source.sections[0].append("late")
          try? table.performBatchUpdates { try table.insertRows(at: [p(0, 3)]) }
        }
        try? fixture.table.reloadData()
        try? fixture.table.layoutIfNeeded()
      }
    }
    let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    #expect(message.contains("while the table updates its visible cells"))
    #expect(message.contains("K22"))
  }
}
