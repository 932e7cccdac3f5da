import TableModelTestSupport
import TableModelTesting
import Testing

/// `uikit-callback-rules.md` §7, section header and footer views: K43–K46, KS34–KS37.
@MainActor
@Suite struct HeaderViewCallbackTests {
  /// Sections of two rows whose headers are views (`"H<section>"`), all visible unless the
  /// viewport is small; the table holds its delegate weakly, so the fixture returns it.
  private func headers(_ sections: Int = 2, height: Double = 1000) throws -> (
    HeadlessFixture, RecordingDelegate
  ) {
    let fixture = HeadlessFixture(
      TableShape(Array(repeating: 2, count: sections)), height: height, load: false)
    let delegate = RecordingDelegate()
    for section in 0..<sections { delegate.headerViewTexts[section] = "H\(section)" }
    fixture.table.delegate = delegate
    try fixture.table.reloadData()
    try fixture.table.layoutIfNeeded()
    delegate.headerViewRequests = []
    delegate.headerFooterEvents = []
    return (fixture, delegate)
  }

  @Test func ks34_rowInsertedIntoAVisibleSection_keepsItsHeaderView_andDoesNotAskForIt() throws {
    let (fixture, delegate) = try headers()
    let header = try #require(fixture.table.headerView(forSection: 1))
    fixture.table.clearCallbackLog()
    try fixture.table.performBatchUpdates {
      fixture.source.sections[1].insert("new", at: 0)
      try fixture.table.insertRows(at: [p(1, 0)])
    }
    try fixture.table.settle()
    #expect(
      !fixture.table.callbackLog.contains {
        $0.name.hasPrefix("viewFor") || $0.name.contains("DisplayingHeader")
          || $0.name.contains("DisplayHeader")
      })
    #expect(delegate.headerViewRequests.isEmpty, "viewForHeaderInSection(1) not called")
    #expect(fixture.table.headerView(forSection: 1) === header)
    #expect(delegate.headerFooterEvents.isEmpty, "the header stays displayed")
  }

  /// K44 reading: the header of a surviving section that a batch pushes out of the viewport ends
  /// its display as the batch commits, and its view joins the pool then.
  ///
  /// `uikit-callback-rules.md` K44 has deleted and reloaded sections' views end at the end of the
  /// animations, and K6 has a surviving *cell* pushed out end then; for a surviving header it is
  /// silent. This pins the headless table's reading (TestingOnLinux, "Readings of open
  /// questions"): an app must not rely on either moment.
  @Test func k44_survivingHeaderPushedOutByABatch_endsAtTheCommit_aReading() throws {
    let (fixture, delegate) = try headers(3, height: 200)
    #expect(fixture.table.headerView(forSection: 1) != nil)
    fixture.table.clearCallbackLog()
    try fixture.table.performBatchUpdates {
      for row in 0..<3 { fixture.source.sections[0].insert("new \(row)", at: 0) }
      try fixture.table.insertRows(at: [p(0, 0), p(0, 1), p(0, 2)])
    }
    #expect(
      fixture.table.callLines("didEndDisplayingHeaderView")
        == ["commit didEndDisplayingHeaderView section 1"])
    #expect(fixture.table.headerView(forSection: 1) == nil)
    #expect(fixture.table.headerFooterReusePoolCount(forIdentifier: "Header") == 1)
    #expect(delegate.headerViewRequests.isEmpty)
  }

  /// KS35, K44: `reloadSections [1]` asks `viewForHeaderInSection(1)` during the commit; the
  /// old view ends its display at the end of the animations, before the completion.
  @Test func ks35_reloadedSection_getsANewHeaderViewAtCommit_andTheOldOneEndsAfterIt() throws {
    let (fixture, delegate) = try headers()
    let old = try #require(fixture.table.headerView(forSection: 1))
    fixture.table.clearCallbackLog()
    var askedBeforeCompletion: [Int]?
    try fixture.table.performBatchUpdates(
      { try fixture.table.reloadSections([1]) },
      completion: { _ in askedBeforeCompletion = delegate.headerViewRequests })
    #expect(delegate.headerViewRequests == [1], "viewForHeaderInSection(1) during the commit")
    #expect(askedBeforeCompletion == nil, "the completion waits for the animations")
    #expect(
      delegate.headerFooterEvents == ["willDisplayHeader 1 H1"], "the old view is still on screen")
    let new = try #require(fixture.table.headerView(forSection: 1))
    #expect(new !== old)
    try fixture.table.finishAnimations()
    #expect(askedBeforeCompletion == [1])
    #expect(
      delegate.headerFooterEvents == ["willDisplayHeader 1 H1", "didEndDisplayingHeader 1 H1"],
      "the new view displays, then the old one ends, at the section's old index")
    let headerCalls = fixture.table.callbackLog.filter {
      ["viewForHeaderInSection", "completion"].contains($0.name) || $0.name.contains("HeaderView")
    }
    #expect(
      headerCalls.map(\.description) == [
        "commit viewForHeaderInSection section 1",
        "commit willDisplayHeaderView section 1",
        "animationEnd didEndDisplayingHeaderView section 1",
        "animationEnd completion",
      ])
    #expect(headerCalls.first { $0.name == "willDisplayHeaderView" }?.cell == ObjectIdentifier(new))
    #expect(
      headerCalls.first { $0.name == "didEndDisplayingHeaderView" }?.cell == ObjectIdentifier(old))
  }

  /// KS36, K45: `reconfigureRows [(1,0)]` touches the row only: it asks for no header — no
  /// height, title or view — and displays or ends none; the section keeps its header view.
  @Test func ks36_reconfiguredRow_causesNoHeaderCallback() throws {
    let (fixture, delegate) = try headers()
    let header = fixture.table.headerView(forSection: 1)
    fixture.table.clearCallbackLog()
    try fixture.table.reconfigureRows(at: [p(1, 0)])
    #expect(
      !fixture.table.callbackLog.contains { $0.name.contains("Header") },
      "the reconfigure itself asks nothing of any header: \(fixture.table.callbackLog)")
    #expect(fixture.table.calls("cellForRowAt").map(\.rowPath) == [p(1, 0)])
    try fixture.table.settle()
    #expect(!fixture.table.callbackLog.contains { $0.name.contains("HeaderView") })
    #expect(delegate.headerViewRequests.isEmpty)
    #expect(delegate.headerFooterEvents.isEmpty)
    #expect(fixture.table.headerView(forSection: 1) === header)
  }

  @Test func ks37_headerViewOfASectionOutsideTheViewport_isNil() throws {
    // Each section is 28 + 2 × 44 = 116 points: a viewport of 200 shows sections 0 and 1.
    let (fixture, _) = try headers(10, height: 200)
    #expect(fixture.table.headerView(forSection: 0) != nil)
    #expect(fixture.table.headerView(forSection: 1) != nil)
    #expect(fixture.table.headerView(forSection: 5) == nil)
  }

  @Test func k44_deletedSection_endsItsHeaderAtItsOldIndex_movedSectionKeepsItsView() throws {
    let (fixture, delegate) = try headers(3)
    let moved = try #require(fixture.table.headerView(forSection: 2))
    try fixture.table.performBatchUpdates {
      fixture.source.sections = [fixture.source.sections[2], fixture.source.sections[1]]
      try fixture.table.deleteSections([0])
      try fixture.table.moveSection(2, toSection: 0)
    }
    #expect(delegate.headerFooterEvents.isEmpty, "the deleted section's header animates out")
    try fixture.table.finishAnimations()
    #expect(fixture.table.headerView(forSection: 0) === moved)
    #expect(delegate.headerViewRequests.isEmpty)
    #expect(delegate.headerFooterEvents == ["didEndDisplayingHeader 0 H0"])
  }

  @Test func k44_reloadData_endsEveryHeaderView_andAsksAgainOnLayout() throws {
    let (fixture, delegate) = try headers()
    try fixture.table.reloadData()
    #expect(
      delegate.headerFooterEvents.prefix(2) == [
        "didEndDisplayingHeader 0 H0", "didEndDisplayingHeader 1 H1",
      ])
    try fixture.table.layoutIfNeeded()
    #expect(delegate.headerViewRequests == [0, 1])
  }

  /// K45: `reloadRows` touches rows only: the section's header view stays, and the delegate is
  /// not asked for it again.
  @Test func k45_reloadRows_leavesTheSectionsHeaderViewAlone() throws {
    let (fixture, delegate) = try headers()
    let header = fixture.table.headerView(forSection: 1)
    fixture.table.clearCallbackLog()
    try fixture.table.reloadRows(at: [p(1, 0)])
    try fixture.table.settle()
    #expect(fixture.table.calls("cellForRowAt").map(\.rowPath) == [p(1, 0)])
    #expect(!fixture.table.callbackLog.contains { $0.name.contains("HeaderView") })
    #expect(delegate.headerViewRequests.isEmpty)
    #expect(delegate.headerFooterEvents.isEmpty)
    #expect(fixture.table.headerView(forSection: 1) === header)
  }
}
