import TableModelTestSupport
import TableModelTesting
import Testing

/// `uikit-callback-rules.md` §9, tables that are not in a window: K51–K53, KS42–KS44.
@MainActor
@Suite struct OffWindowCallbackTests {
  /// Five rows on a table outside any window, not loaded yet.
  private func offWindow(_ shape: TableShape = [5]) -> HeadlessFixture {
    let fixture = HeadlessFixture(shape, height: 1000, load: false)
    fixture.table.isInWindow = false
    return fixture
  }

  @Test func ks42_reloadDataOutsideAWindow_readsTheCounts_butMakesNoCells() throws {
    let fixture = offWindow()
    try fixture.table.reloadData()
    #expect(fixture.source.shapeReads == 1, "counts asked inside reloadData")
    #expect(
      fixture.table.callbackLog.map(\.name).filter { $0.hasPrefix("number") } == [
        "numberOfSections", "numberOfRowsInSection",
      ])
    #expect(!fixture.table.callbackLog.contains { $0.name == "cellForRowAt" })
    #expect(fixture.table.cachedShape == [5])
    #expect(fixture.source.cellRequests.isEmpty)
    #expect(fixture.table.diagnostics.isEmpty)
  }

  /// KS43, K51: outside a window, `layoutIfNeeded()` makes the cells of the rows that fit, and
  /// logs the layout-outside-hierarchy warning once, not again on a second layout.
  @Test func ks43_layoutOutsideAWindow_makesTheCells_andWarnsOnce() throws {
    let fixture = offWindow()
    let delegate = RecordingDelegate()
    fixture.table.delegate = delegate
    defer { withExtendedLifetime(delegate) {} }
    try fixture.table.reloadData()
    fixture.table.clearCallbackLog()
    try fixture.table.layoutIfNeeded()
    #expect(fixture.source.cellRequests == (0..<5).map { p(0, $0) })
    #expect(
      fixture.table.callLines("cellForRowAt", "willDisplay")
        == (0..<5).flatMap {
          ["layout cellForRowAt \(p(0, $0))", "layout willDisplay \(p(0, $0))"]
        })
    #expect(fixture.table.diagnostics.count == 1)
    #expect(
      fixture.table.diagnostics.first?.hasPrefix(
        "[TableView] Warning once only: UITableView was told to layout its visible cells and other contents without being in the view hierarchy"
      ) == true)
    #expect(
      fixture.table.diagnostics.first?.contains("UITableViewAlertForLayoutOutsideViewHierarchy")
        == true)
    try fixture.table.setContentOffset(0)
    try fixture.table.layoutIfNeeded()
    #expect(fixture.table.diagnostics.count == 1, "once only")
  }

  @Test func ks44_batchOutsideAWindow_isRefusedAsOnScreen() throws {
    // The model still has 3 rows: inserting a fourth is refused with the error an on-screen table
    // gives. (The spec names R23/R24; the batch rules report this input by R11 first, on screen
    // and off alike.)
    func refusal(inWindow: Bool, _ profile: BatchValidator.Profile) throws -> TableUpdateError? {
      let fixture = HeadlessFixture([3], profile: profile, height: 1000, load: false)
      fixture.table.isInWindow = inWindow
      try fixture.table.reloadData()
      do {
        try fixture.table.performBatchUpdates { try fixture.table.insertRows(at: [p(0, 3)]) }
      } catch let error as TableUpdateError {
        #expect(fixture.table.cachedShape == [3], "left as it was")
        return error
      }
      return nil
    }
    for profile in [BatchValidator.Profile.modern, .legacy] {
      let offScreen = try #require(try refusal(inWindow: false, profile))
      let onScreen = try #require(try refusal(inWindow: true, profile))
      #expect(offScreen.rule == onScreen.rule && offScreen.message == onScreen.message)
      #expect(offScreen.rule == .insertRowBeyondSection)
    }
  }

  @Test func k52_acceptedBatchOutsideAWindow_runsItsCompletion() throws {
    let fixture = offWindow([3])
    try fixture.table.reloadData()
    var finished: Bool?
    try fixture.table.performBatchUpdates(
      {
        fixture.source.sections[0].append("new")
        try fixture.table.insertRows(at: [p(0, 3)])
      }, completion: { finished = $0 })
    #expect(fixture.table.cachedShape == [4])
    #expect(finished == nil, "at the end of the animations, as on screen")
    try fixture.table.finishAnimations()
    #expect(finished == true)
    #expect(
      fixture.table.callbackLog.filter { $0.name == "completion" }.map(\.phase) == [.animationEnd])
  }

  @Test func k53_neverLoadedTableOutsideAWindow_capturesTheShapeAtTheBatchStart() throws {
    let fixture = offWindow([2])
    try fixture.table.performBatchUpdates {
      fixture.source.sections[0].append("new")
      try fixture.table.insertRows(at: [p(0, 2)])
    }
    #expect(fixture.table.cachedShape == [3])
  }

  /// K51: a batch outside a window logs the layout-outside-hierarchy warning once.
  ///
  /// UIKit brings the visible cells up to date as a batch begins (K15), and that pass outside a
  /// window warns (K51); a bare update call is a batch too. In a window, no warning.
  @Test func k51_batchOutsideAWindow_logsTheLayoutWarningOnce() throws {
    let fixture = offWindow([3])
    try fixture.table.reloadData()
    #expect(fixture.table.diagnostics.isEmpty, "KS42: reloadData alone does not warn")
    fixture.source.sections[0].append("new")
    try fixture.table.insertRows(at: [p(0, 3)])
    #expect(fixture.table.diagnostics.count == 1)
    #expect(
      fixture.table.diagnostics.first?.hasPrefix(
        "[TableView] Warning once only: UITableView was told to layout its visible cells and other contents without being in the view hierarchy"
      ) == true)
    try fixture.table.performBatchUpdates {
      fixture.source.sections[0].append("newer")
      try fixture.table.insertRows(at: [p(0, 4)])
    }
    #expect(fixture.table.diagnostics.count == 1, "once only")

    let onScreen = HeadlessFixture([3], height: 1000)
    onScreen.source.sections[0].append("new")
    try onScreen.table.insertRows(at: [p(0, 3)])
    #expect(onScreen.table.diagnostics.isEmpty)
  }
}
