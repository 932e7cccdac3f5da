import TableModelScenarios
import TableModelTestSupport
import TableModelTesting
import Testing

/// A section with a header title and, optionally, an estimate of its header's height.
private struct TitledSection: Diffable, Hashable, SectionBehaviorProviding {
  var id: Int
  var estimate: Double?
  var sectionBehavior: SectionBehavior {
    SectionBehavior(headerTitle: "Day \(id)", estimatedHeaderHeight: estimate)
  }
}

/// Section header and footer estimation follows its own switches — the delegate's
/// `estimatedHeightForHeaderInSection` and the table's `estimatedSectionHeaderHeight` — not
/// row estimation (`uikit-callback-rules.md` K11, K12, K18).
@MainActor
@Suite struct SectionHeightEstimationTests {
  /// Ten sections of five rows under a 300-point viewport, each header 30 high, with a
  /// recording delegate; not loaded.
  private func tenSections(
    estimatedRowHeight: Double, headerEstimate: Double? = nil
  ) -> (HeadlessFixture, RecordingDelegate) {
    let fixture = HeadlessFixture(
      TableShape(Array(repeating: 5, count: 10)), height: 300, load: false)
    fixture.table.estimatedRowHeight = estimatedRowHeight
    let delegate = RecordingDelegate()
    for section in 0..<10 {
      delegate.headerHeights[section] = 30
      if let headerEstimate { delegate.headerEstimates[section] = headerEstimate }
    }
    fixture.table.delegate = delegate
    return (fixture, delegate)
  }

  /// K12, K18: the delegate's header estimates make the table estimate headers even when rows
  /// are not estimated: only the headers about to be displayed are measured; the rest keep
  /// their estimates, while every row is measured (K11).
  @Test func headerEstimates_withRowsNotEstimated_deferHeaderHeights() throws {
    let (fixture, delegate) = tenSections(estimatedRowHeight: 0, headerEstimate: 20)
    defer { withExtendedLifetime(delegate) {} }
    try fixture.table.reloadData()
    try fixture.table.layoutIfNeeded()
    let asked = Set(fixture.table.calls("heightForHeaderInSection").compactMap(\.section))
    #expect(asked == [0, 1], "the headers in the viewport (0–300) only")
    #expect(fixture.table.rectForHeader(inSection: 9).height == 20, "estimated")
    #expect(Set(delegate.heightRequests).count == 50, "every row is measured")
  }

  /// K12, K18: with estimated headers and rows not estimated, a header that scrolls back into
  /// view is measured again, as each time it is about to be displayed.
  @Test func estimatedHeader_withRowsNotEstimated_isMeasuredAgainWhenItReappears() throws {
    let (fixture, delegate) = tenSections(estimatedRowHeight: 0, headerEstimate: 20)
    try fixture.table.reloadData()
    try fixture.table.layoutIfNeeded()
    try fixture.table.setContentOffset(1000)
    delegate.headerHeights[0] = 60
    fixture.table.clearCallbackLog()
    try fixture.table.setContentOffset(0)
    #expect(fixture.table.calls("heightForHeaderInSection").contains { $0.section == 0 })
    #expect(fixture.table.rectForRow(at: p(0, 0)).y == 60)
  }

  /// K11: with header estimation off (`estimatedSectionHeaderHeight = 0`, no delegate estimate)
  /// every header is measured when the row data is built, although rows are estimated; a
  /// header that scrolls back keeps the stored height.
  @Test func headerEstimationOff_withRowsEstimated_measuresEveryHeaderAtTheBuild() throws {
    let (fixture, delegate) = tenSections(estimatedRowHeight: 44)
    fixture.table.estimatedSectionHeaderHeight = 0
    try fixture.table.reloadData()
    try fixture.table.layoutIfNeeded()
    let asked = Set(fixture.table.calls("heightForHeaderInSection").compactMap(\.section))
    #expect(asked == Set(0..<10))
    #expect(delegate.heightRequests.count < 50, "rows are still estimated")
    try fixture.table.setContentOffset(1000)
    delegate.headerHeights[0] = 60
    fixture.table.clearCallbackLog()
    try fixture.table.setContentOffset(0)
    #expect(fixture.table.calls("heightForHeaderInSection").isEmpty)
    #expect(fixture.table.rectForRow(at: p(0, 0)).y == 30, "the stored height")
  }

  /// K11: an invalid height of a header far below the viewport is refused at the build when
  /// header estimation is off, as UIKit raises there, not only once the header shows.
  @Test func headerEstimationOff_refusesAnInvalidHeightBelowTheViewport() throws {
    let (fixture, delegate) = tenSections(estimatedRowHeight: 44)
    defer { withExtendedLifetime(delegate) {} }
    fixture.table.estimatedSectionHeaderHeight = 0
    delegate.headerHeights[9] = -5
    #expect(throws: TableUpdateError.self) {
      try fixture.table.reloadData()
      try fixture.table.layoutIfNeeded()
    }
  }

  /// K12: the table's own header estimate sizes headers the delegate gives no estimate for.
  @Test func tablesHeaderEstimate_sizesHeadersNotMeasured() throws {
    let (fixture, delegate) = tenSections(estimatedRowHeight: 0)
    defer { withExtendedLifetime(delegate) {} }
    fixture.table.estimatedSectionHeaderHeight = 25
    try fixture.table.reloadData()
    try fixture.table.layoutIfNeeded()
    #expect(fixture.table.rectForHeader(inSection: 9).height == 25)
    let asked = Set(fixture.table.calls("heightForHeaderInSection").compactMap(\.section))
    #expect(!asked.contains(9))
  }

  /// K11, K14: with header estimation off, an empty batch measures every header again, those
  /// below the viewport too, though the table's rows are estimated.
  @Test func headerEstimationOff_emptyBatchMeasuresEveryHeaderAgain() throws {
    let (fixture, delegate) = tenSections(estimatedRowHeight: 44)
    defer { withExtendedLifetime(delegate) {} }
    fixture.table.estimatedSectionHeaderHeight = 0
    try fixture.table.reloadData()
    try fixture.table.layoutIfNeeded()
    delegate.headerHeights[9] = 50
    fixture.table.clearCallbackLog()
    try fixture.table.performBatchUpdates {}
    let asked = Set(fixture.table.calls("heightForHeaderInSection").compactMap(\.section))
    #expect(asked == Set(0..<10))
    #expect(fixture.table.rectForHeader(inSection: 9).height == 50)
  }

  /// Through a controller, whose rows are always estimated (`TableController` implements
  /// `estimatedHeightForRowAt`): with header estimation off, every titled header is measured
  /// as the table loads; with the default, a header with an estimate far below is not.
  @Test(arguments: [false, true])
  func controller_headerEstimation_followsTheTable_notTheRows(off: Bool) throws {
    let model = SectionedTableModel<TitledSection, Tweet>(
      sections: (0..<10).map { section in
        TableSection(
          model: TitledSection(id: section, estimate: section == 9 ? 40 : nil),
          items: (0..<5).map { Tweet(section * 10 + $0) })
      })
    let table = HeadlessTableView(height: 300)
    if off { table.estimatedSectionHeaderHeight = 0 }
    let controller = HeadlessTableController(model: model)
    controller.cells.register(HeadlessTableViewCell.self, for: Tweet.self, style: "tweet") {
      cell, tweet in
      cell.text = "\(tweet.id)"
    }
    controller.attach(to: table)
    try table.layoutIfNeeded()
    let titled = Set(table.calls("titleForHeaderInSection").compactMap(\.section))
    if off {
      #expect(titled.isSuperset(of: Set(0..<9)), "every header without an estimate")
      #expect(!titled.contains(9), "section 9 has the delegate's estimate")
    } else {
      #expect(!titled.contains(5) && !titled.contains(9))
    }
    #expect(table.rectForHeader(inSection: 9).height == 40)
    withExtendedLifetime(controller) {}
  }
}
