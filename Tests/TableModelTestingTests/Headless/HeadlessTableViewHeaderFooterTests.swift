import TableModelTestSupport
import TableModelTesting
import Testing

@MainActor
@Suite struct HeadlessTableViewHeaderFooterTests {
  /// Ten sections of five rows, every header a view: each section is 28 + 5 × 44 = 248 points.
  ///
  /// Estimation is off unless `estimatedRowHeight` is given: the table then asks every header's
  /// view as it loads (K11, K18), and the views of the headers that scroll in come from the pool.
  /// The table holds its delegate weakly: keep the delegate alive.
  private func sectionsWithHeaderViews(height: Double = 300, estimatedRowHeight: Double = 0)
    throws -> (HeadlessFixture, RecordingDelegate)
  {
    let fixture = HeadlessFixture(
      TableShape(Array(repeating: 5, count: 10)), height: height, load: false)
    let delegate = RecordingDelegate()
    for section in 0..<10 { delegate.headerViewTexts[section] = "Header \(section)" }
    fixture.table.delegate = delegate
    fixture.table.estimatedRowHeight = estimatedRowHeight
    try fixture.table.reloadData()
    try fixture.table.layoutIfNeeded()
    return (fixture, delegate)
  }

  @Test func headerViews_showOnlyForHeadersInsideTheViewport() throws {
    let (fixture, delegate) = try sectionsWithHeaderViews()
    defer { withExtendedLifetime(delegate) {} }
    #expect(fixture.table.headerView(forSection: 0)?.text == "Header 0")
    #expect(fixture.table.headerView(forSection: 1)?.text == "Header 1")
    #expect(fixture.table.headerView(forSection: 2) == nil, "section 2 starts at 496 points")
    #expect(fixture.table.footerView(forSection: 0) == nil, "the delegate gives no footer view")
    #expect(fixture.table.rectForHeader(inSection: 1) == (248, 28))
  }

  @Test func headerViews_leaveIntoThePool_andAreReusedWhenScrolling() throws {
    let (fixture, delegate) = try sectionsWithHeaderViews()
    defer { withExtendedLifetime(delegate) {} }
    let first = [0, 1].compactMap { fixture.table.headerView(forSection: $0) }
    try fixture.table.setContentOffset(600)
    // The viewport 600…900 holds only the header of section 3 (744…772).
    #expect(fixture.table.headerView(forSection: 0) == nil)
    #expect(fixture.table.headerView(forSection: 1) == nil)
    let reused = try #require(fixture.table.headerView(forSection: 3))
    #expect(first.contains { $0 === reused }, "a view that left the viewport came back")
    #expect(reused.reuseCount == 1)
    #expect(reused.text == "Header 3")
    #expect(fixture.table.headerFooterReusePoolCount(forIdentifier: "Header") == 1)
  }

  /// K43, K18: with estimation on, a header scrolled into view gets a new view, not a pooled one.
  ///
  /// It is measured first — its view asked for before the cell pass, while the headers leaving
  /// are still shown — then shown in the headers pass after the cells, where the headers that
  /// left end and go to the pool. `uikit-callback-rules.md` §7 has UIKit make a header's view
  /// when it must measure it, maybe before display, and does not have leaving headers retire
  /// first.
  @Test func headerViews_withEstimation_areMeasuredBeforeTheLeavingOnesGoToThePool() throws {
    let (fixture, delegate) = try sectionsWithHeaderViews(estimatedRowHeight: 44)
    defer { withExtendedLifetime(delegate) {} }
    fixture.table.clearCallbackLog()
    try fixture.table.setContentOffset(600)
    let log = fixture.table.callLines(
      "viewForHeaderInSection", "cellForRowAt", "willDisplayHeaderView",
      "didEndDisplayingHeaderView")
    let asked = try #require(log.firstIndex(of: "layout viewForHeaderInSection section 3"))
    let firstCell = try #require(log.firstIndex { $0.hasPrefix("layout cellForRowAt") })
    #expect(asked < firstCell, "measured before the cell pass")
    #expect(
      log.suffix(3) == [
        "layout didEndDisplayingHeaderView section 0",
        "layout didEndDisplayingHeaderView section 1",
        "layout willDisplayHeaderView section 3",
      ], "the headers pass, after the cells")
    let header = try #require(fixture.table.headerView(forSection: 3))
    #expect(header.text == "Header 3")
    #expect(header.reuseCount == 0, "made while the pool was empty")
    #expect(fixture.table.headerFooterReusePoolCount(forIdentifier: "Header") == 2)
  }

  /// K12, K18, K43: with estimates, a header the viewport skips over is not measured.
  ///
  /// With estimation and the delegate's header estimates, such a header is sized with its
  /// estimate: neither its height nor its view is asked for. Only the header about to be
  /// displayed is measured.
  @Test func headerSkippedOver_withEstimates_isNotMeasured_andItsViewIsNotAsked() throws {
    let fixture = HeadlessFixture(
      TableShape(Array(repeating: 5, count: 10)), height: 300, load: false)
    let delegate = RecordingDelegate()
    for section in 0..<10 {
      delegate.headerViewTexts[section] = "Header \(section)"
      delegate.headerEstimates[section] = 28
    }
    fixture.table.delegate = delegate
    try fixture.table.reloadData()
    try fixture.table.layoutIfNeeded()
    #expect(delegate.headerViewRequests == [0, 1])
    delegate.headerViewRequests = []
    fixture.table.clearCallbackLog()
    // Section 2 spans 496–744: its header (496–524) is above the viewport (600–900).
    try fixture.table.setContentOffset(600)
    #expect(delegate.headerViewRequests == [3], "section 2's header is skipped over")
    let measured = fixture.table.calls("heightForHeaderInSection", "titleForHeaderInSection")
    #expect(Set(measured.compactMap(\.section)) == [3])
    #expect(fixture.table.headerView(forSection: 3)?.text == "Header 3")
    #expect(fixture.table.headerView(forSection: 2) == nil)
    #expect(fixture.table.rectForHeader(inSection: 9).height == 28, "estimated")
  }

  /// K18: without an estimate, the table measures a header wherever it needs its height: the
  /// header skipped over is measured, its view asked for and dropped.
  @Test func headerSkippedOver_withoutEstimates_isMeasured() throws {
    let (fixture, delegate) = try sectionsWithHeaderViews(estimatedRowHeight: 44)
    defer { withExtendedLifetime(delegate) {} }
    delegate.headerViewRequests = []
    try fixture.table.setContentOffset(600)
    #expect(delegate.headerViewRequests == [2, 3])
    #expect(fixture.table.headerView(forSection: 2) == nil)
  }

  @Test func headerHeight_isTheTablesDefault_onlyWhenTheSectionHasATitleOrAView() throws {
    let fixture = HeadlessFixture([2, 2, 2], load: false)
    let delegate = RecordingDelegate()
    delegate.headerViewTexts = [1: "View"]
    fixture.source.headerTitles = [2: "Title"]
    fixture.table.delegate = delegate
    try fixture.table.reloadData()
    #expect(fixture.table.rectForHeader(inSection: 0).height == 0)
    #expect(fixture.table.rectForHeader(inSection: 1).height == 28)
    #expect(fixture.table.rectForHeader(inSection: 2).height == 28)
    #expect(fixture.table.rectForRow(at: p(1, 0)).y == 88 + 28)
    #expect(fixture.table.headerView(forSection: 1)?.text == "View")
    #expect(fixture.table.headerView(forSection: 2) == nil, "a title needs no view")
  }

  @Test func footerViews_showLikeHeaderViews() throws {
    let fixture = HeadlessFixture([2, 2], load: false)
    let delegate = RecordingDelegate()
    delegate.footerViewTexts = [0: "End of 0"]
    fixture.table.delegate = delegate
    try fixture.table.reloadData()
    #expect(fixture.table.footerView(forSection: 0)?.text == "End of 0")
    #expect(fixture.table.footerView(forSection: 1) == nil)
    #expect(fixture.table.rectForFooter(inSection: 0) == (88, 28))
    #expect(fixture.table.rectForRow(at: p(1, 0)).y == 88 + 28)
  }

  @Test func dequeueHeaderFooterView_withoutPoolOrRegistration_returnsNil() {
    let fixture = HeadlessFixture([1])
    #expect(fixture.table.dequeueReusableHeaderFooterView(withIdentifier: "Missing") == nil)
    #expect(fixture.table.dequeueReusableHeaderFooterView(withIdentifier: "Header") != nil)
  }

  @Test func batch_movedSectionKeepsItsHeaderView_deletedSectionsViewLeavesIntoThePool() throws {
    let fixture = HeadlessFixture([2, 2, 2], load: false)
    let delegate = RecordingDelegate()
    delegate.headerViewTexts = [0: "H0", 1: "H1", 2: "H2"]
    fixture.table.delegate = delegate
    try fixture.table.reloadData()
    let views = (0..<3).map { fixture.table.headerView(forSection: $0) }
    delegate.headerViewRequests = []
    try fixture.table.performBatchUpdates {
      fixture.source.sections = [["2.0", "2.1"], ["0.0", "0.1"]]
      try fixture.table.deleteSections([1])
      try fixture.table.moveSection(0, toSection: 1)
    }
    #expect(fixture.table.headerView(forSection: 0) === views[2])
    #expect(fixture.table.headerView(forSection: 1) === views[0])
    #expect(fixture.table.headerView(forSection: 1)?.text == "H0", "the moved view kept its text")
    #expect(delegate.headerViewRequests.isEmpty, "surviving sections are not asked again")
    #expect(
      fixture.table.headerFooterReusePoolCount(forIdentifier: "Header") == 0,
      "the deleted section's view animates out until the end of the animations (K44)")
    try fixture.table.finishAnimations()
    #expect(fixture.table.headerFooterReusePoolCount(forIdentifier: "Header") == 1)
  }

  @Test func reloadData_returnsHeaderViewsToThePool_beforeAskingAgain() throws {
    let (fixture, delegate) = try sectionsWithHeaderViews()
    defer { withExtendedLifetime(delegate) {} }
    let before = [0, 1].compactMap { fixture.table.headerView(forSection: $0) }
    try fixture.table.reloadData()
    let after = [0, 1].compactMap { fixture.table.headerView(forSection: $0) }
    #expect(Set(after.map(ObjectIdentifier.init)) == Set(before.map(ObjectIdentifier.init)))
    #expect(after.allSatisfy { $0.reuseCount == 1 })
    #expect(fixture.table.headerFooterReusePoolCount(forIdentifier: "Header") == 0)
  }

  @Test func failedBatch_rollsHeaderViewsBack() throws {
    let fixture = HeadlessFixture([1, 1], load: false)
    let delegate = RecordingDelegate()
    delegate.headerViewTexts = [0: "H0", 1: "H1"]
    fixture.table.delegate = delegate
    try fixture.table.reloadData()
    let views = (0..<2).map { fixture.table.headerView(forSection: $0) }
    fixture.source.reuseIdentifier = { $0.row == 1 ? "Missing" : "Cell" }
    #expect(throws: TableUpdateError.self) {
      try fixture.table.performBatchUpdates {
        fixture.source.sections = [["0.0", "new"]]
        try fixture.table.deleteSections([1])
        try fixture.table.insertRows(at: [p(0, 1)])
      }
    }
    #expect(fixture.table.headerView(forSection: 0) === views[0])
    #expect(fixture.table.headerView(forSection: 1) === views[1])
    #expect(fixture.table.headerFooterReusePoolCount(forIdentifier: "Header") == 0)
  }

  @Test func displayCallbacks_pairForEveryView_onScrollBatchAndReload() throws {
    let (fixture, delegate) = try sectionsWithHeaderViews()
    defer { withExtendedLifetime(delegate) {} }
    #expect(
      delegate.headerFooterEvents == [
        "willDisplayHeader 0 Header 0", "willDisplayHeader 1 Header 1",
      ])
    delegate.headerFooterEvents = []
    try fixture.table.setContentOffset(600)
    #expect(
      delegate.headerFooterEvents == [
        "didEndDisplayingHeader 0 Header 0", "didEndDisplayingHeader 1 Header 1",
        "willDisplayHeader 3 Header 3",
      ])
    delegate.headerFooterEvents = []
    try fixture.table.performBatchUpdates {
      fixture.source.sections.remove(at: 3)
      try fixture.table.deleteSections([3])
    }
    #expect(delegate.headerFooterEvents == ["willDisplayHeader 3 Header 3"])
    try fixture.table.finishAnimations()
    // The deleted section's view ends at its old index at the end of the animations, after the
    // section now at 3 showed its own (K44).
    #expect(
      delegate.headerFooterEvents == [
        "willDisplayHeader 3 Header 3", "didEndDisplayingHeader 3 Header 3",
      ])
    delegate.headerFooterEvents = []
    try fixture.table.reloadData()
    #expect(delegate.headerFooterEvents == ["didEndDisplayingHeader 3 Header 3"])
    try fixture.table.layoutIfNeeded()
    #expect(
      delegate.headerFooterEvents == [
        "didEndDisplayingHeader 3 Header 3", "willDisplayHeader 3 Header 3",
      ])
  }

  @Test func titleOnlyHeaders_haveNoView_andNoDisplayCallbacks() throws {
    let fixture = HeadlessFixture([2, 2], load: false)
    let delegate = RecordingDelegate()
    delegate.footerViewTexts = [1: "End"]
    fixture.source.headerTitles = [0: "Title"]
    fixture.table.delegate = delegate
    try fixture.table.reloadData()
    try fixture.table.layoutIfNeeded()
    #expect(delegate.headerFooterEvents == ["willDisplayFooter 1 End"])
  }
}
