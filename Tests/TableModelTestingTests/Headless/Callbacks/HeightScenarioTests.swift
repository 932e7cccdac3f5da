import TableModelTestSupport
import TableModelTesting
import Testing

/// Scenarios KS07–KS12 of `uikit-callback-rules.md` §2.2: heights (K11–K18).
@MainActor
@Suite struct HeightScenarioTests {
  /// A table of 100 rows, 10 of which fit, with a delegate, loaded and laid out, with an empty
  /// callback log.
  private func tableOf100(estimated: Double = 0) throws -> HeadlessFixture {
    let fixture = HeadlessFixture([100], height: 440, load: false)
    fixture.table.estimatedRowHeight = estimated
    let delegate = RecordingDelegate()
    fixture.table.delegate = delegate
    try fixture.table.reloadData()
    try fixture.table.layoutIfNeeded()
    fixture.table.clearCallbackLog()
    withExtendedLifetime(delegate) {}
    return fixture
  }

  /// ``tableOf100(estimated:)`` loaded and laid out again under a new recording delegate, its
  /// log holding that load's callbacks; keep the delegate while the table is used.
  private func reloadedTableOf100(
    estimated: Double = 0, estimating: Bool = false
  ) throws -> (HeadlessFixture, RecordingDelegate) {
    let fixture = try tableOf100(estimated: estimated)
    let delegate = estimating ? EstimatingRecordingDelegate() : RecordingDelegate()
    fixture.table.delegate = delegate
    try fixture.table.reloadData()
    try fixture.table.layoutIfNeeded()
    return (fixture, delegate)
  }

  @Test func ks07_withoutEstimation_everyRowIsMeasuredBeforeTheFirstCell() throws {
    let (fixture, delegate) = try reloadedTableOf100()
    defer { withExtendedLifetime(delegate) {} }
    let log = fixture.table.calls("heightForRowAt", "cellForRowAt")
    let firstCell = try #require(log.firstIndex { $0.name == "cellForRowAt" })
    let measuredFirst = Set(log[..<firstCell].map(\.rowPath))
    #expect(measuredFirst == Set((0..<100).map { p(0, $0) }))
    #expect(fixture.table.calls("cellForRowAt").map(\.rowPath) == (0..<10).map { p(0, $0) })
  }

  @Test func ks08_withEstimation_onlyTheRowsThatFillTheViewportAreMeasured() throws {
    let (fixture, delegate) = try reloadedTableOf100(estimated: 44, estimating: true)
    defer { withExtendedLifetime(delegate) {} }
    let measured = Set(fixture.table.calls("heightForRowAt").compactMap(\.rowPath))
    #expect(measured == Set((0..<10).map { p(0, $0) }))
    let estimated = Set(fixture.table.calls("estimatedHeightForRowAt").compactMap(\.rowPath))
    #expect(!estimated.isEmpty)
    #expect(fixture.table.calls("cellForRowAt").map(\.rowPath) == (0..<10).map { p(0, $0) })
  }

  /// K12: a delegate that does not implement `estimatedHeightForRowAt` is not asked for
  /// estimates; its rows count as the table's `estimatedRowHeight` until measured.
  @Test func ks08_delegateWithoutEstimates_isNotAskedForThem() throws {
    let (fixture, delegate) = try reloadedTableOf100(estimated: 30)
    defer { withExtendedLifetime(delegate) {} }
    #expect(fixture.table.calls("estimatedHeightForRowAt").isEmpty)
    #expect(Set(delegate.heightRequests).count < 100)
    #expect(fixture.table.contentHeight < 100 * 44, "rows not shown count as 30 high")
  }

  /// K11: estimation is off only when `estimatedRowHeight` is 0 and the delegate does not
  /// implement `estimatedHeightForRowAt` ("If these methods are implemented, the above
  /// -tableView:heightForXXX calls will be deferred", `UITableView.h`): a delegate that implements
  /// it keeps estimation on.
  @Test func k11_delegateThatEstimates_keepsEstimationOn_withEstimatedRowHeightZero() throws {
    let (fixture, delegate) = try reloadedTableOf100(estimated: 0, estimating: true)
    defer { withExtendedLifetime(delegate) {} }
    let measured = Set(fixture.table.calls("heightForRowAt").compactMap(\.rowPath))
    #expect(measured.count < 100, "only rows about to be displayed are measured")
    #expect(!fixture.table.calls("estimatedHeightForRowAt").isEmpty)
  }

  /// KS09, K11, K14: without estimation, an empty batch asks every row's height again, calls no
  /// cell callback for the rows that stay visible, and completes at the end of the animations.
  @Test func ks09_emptyBatch_measuresEveryRowAgain_withoutCellCallbacks() throws {
    let delegate = RecordingDelegate()
    let fixture = HeadlessFixture([100], height: 440, load: false)
    fixture.table.delegate = delegate
    fixture.table.estimatedRowHeight = 0
    try fixture.table.layoutIfNeeded()
    fixture.table.clearCallbackLog()
    var finished: Bool?
    try fixture.table.performBatchUpdates({}, completion: { finished = $0 })
    let measured = Set(fixture.table.calls("heightForRowAt").compactMap(\.rowPath))
    #expect(measured == Set((0..<100).map { p(0, $0) }))
    #expect(finished == nil)
    try fixture.table.finishAnimations()
    #expect(finished == true)
    #expect(fixture.table.calls("cellForRowAt", "willDisplay", "didEndDisplaying").isEmpty)
  }

  /// KS10, K17: reconfiguring a visible row of fixed height calls `cellForRowAt`, whose dequeue
  /// returns the existing cell without `prepareForReuse`; no `willDisplay`, no height asked.
  @Test func ks10_reconfigure_returnsTheSameCell_unprepared_andAsksNoHeight() throws {
    let delegate = RecordingDelegate()
    let fixture = HeadlessFixture([5], load: false)
    fixture.table.delegate = delegate
    try fixture.table.layoutIfNeeded()
    let cell = try #require(fixture.table.cellForRow(at: p(0, 1)))
    let reuses = cell.reuseCount
    fixture.table.clearCallbackLog()
    try fixture.table.reconfigureRows(at: [p(0, 1)])
    let made = fixture.table.calls("cellForRowAt")
    #expect(made == [.init(phase: .call, name: "cellForRowAt", rowPath: p(0, 1), cell: id(cell))])
    #expect(cell.reuseCount == reuses, "no prepareForReuse")
    #expect(fixture.table.calls("willDisplay", "didEndDisplaying", "heightForRowAt").isEmpty)
  }

  /// KS11, R27: reconfiguring a row that has no cell (neither visible nor prepared) is a no-op.
  @Test func ks11_reconfigureOfARowWithoutACell_makesNoCallbackAtAll() throws {
    let delegate = RecordingDelegate()
    let fixture = HeadlessFixture([100], height: 440, load: false)
    fixture.table.delegate = delegate
    try fixture.table.layoutIfNeeded()
    fixture.table.clearCallbackLog()
    try fixture.table.reconfigureRows(at: [p(0, 50)])
    #expect(fixture.table.callbackLog.isEmpty)
  }

  @Test func ks12_negativeSectionHeaderHeight_isRefusedWithUIKitsMessage() throws {
    let delegate = RecordingDelegate()
    delegate.headerHeights = [1: -5]
    let fixture = HeadlessFixture([2, 2], load: false)
    fixture.table.delegate = delegate
    #expect {
      try fixture.table.layoutIfNeeded()
    } throws: { error in
      let error = error as? TableUpdateError
      return error?.rule == .invalidSectionHeaderFooterHeight
        && error?.message
          == "Invalid section header height (-5) provided by table delegate. Value must be at least 0.0, or UITableViewAutomaticDimension."
    }
  }

  /// K14: with estimation on, an empty batch measures the rows that fill the viewport again —
  /// not every row — and calls no cell callback for rows that stay visible.
  @Test func k14_emptyBatchWithEstimation_measuresTheVisibleRowsAgain_withoutCellCallbacks() throws
  {
    let fixture = try tableOf100(estimated: 44)
    let delegate = RecordingDelegate()
    fixture.table.delegate = delegate
    try fixture.table.layoutIfNeeded()
    fixture.table.clearCallbackLog()
    try fixture.table.performBatchUpdates {}
    try fixture.table.settle()
    let measured = Set(fixture.table.calls("heightForRowAt").compactMap(\.rowPath))
    #expect(measured == Set((0..<10).map { p(0, $0) }))
    #expect(fixture.table.calls("cellForRowAt", "willDisplay", "didEndDisplaying").isEmpty)
  }

  /// K16: a reloaded row is measured again at its new index path — derived from the batch's
  /// insert above it — and gets a new cell there; the other visible rows keep their cells.
  @Test func k16_reloadedRow_isMeasuredAgainAtItsNewPath_othersKeepTheirCells() throws {
    let fixture = HeadlessFixture([5], load: false)
    fixture.table.estimatedRowHeight = 44
    let delegate = RecordingDelegate()
    fixture.table.delegate = delegate
    try fixture.table.layoutIfNeeded()
    let cells = (0..<5).map { fixture.table.cellForRow(at: p(0, $0)) }
    fixture.table.clearCallbackLog()
    try fixture.table.performBatchUpdates {
      fixture.source.sections[0].insert("new", at: 0)
      try fixture.table.insertRows(at: [p(0, 0)])
      try fixture.table.reloadRows(at: [p(0, 2)])
    }
    let measured = Set(fixture.table.calls("heightForRowAt").compactMap(\.rowPath))
    #expect(measured.isSuperset(of: [p(0, 0), p(0, 3)]))
    #expect(
      fixture.table.calls("cellForRowAt").map(\.rowPath) == [p(0, 0), p(0, 3)],
      "new cells for the inserted and the reloaded row only")
    #expect(fixture.table.cellForRow(at: p(0, 3)) !== cells[2])
    #expect(
      [1, 2, 4, 5].map { fixture.table.cellForRow(at: p(0, $0)) }.map(id)
        == [0, 1, 3, 4].map { cells[$0] }.map(id))
  }

  /// K12: with estimation, a row is measured each time it appears on screen, whether or not it
  /// appeared before.
  @Test func k12_rowThatScrollsBackIntoView_isMeasuredAgain() throws {
    let (fixture, delegate) = try reloadedTableOf100(estimated: 44)
    defer { withExtendedLifetime(delegate) {} }
    try fixture.table.setContentOffset(44 * 30)
    fixture.table.clearCallbackLog()
    try fixture.table.setContentOffset(0)
    let measured = Set(fixture.table.calls("heightForRowAt").compactMap(\.rowPath))
    #expect(measured == Set((0..<10).map { p(0, $0) }))
    let made = fixture.table.calls("cellForRowAt").compactMap(\.rowPath)
    #expect(made.allSatisfy(measured.contains))
  }

  /// K13: no exactly-once promise for heights.
  ///
  /// While preparing a dequeued cell, an estimating table asks `heightForRowAt` again — from
  /// inside `cellForRowAt`, for a row it measured for the layout just before — so the app's
  /// height callback must be idempotent. Without estimation the dequeue asks nothing.
  @Test func k13_withEstimation_theDequeueAsksTheRowsHeightAgain() throws {
    func layoutLog(estimated: Double) throws -> [String] {
      let fixture = HeadlessFixture([100], height: 440, load: false)
      fixture.table.estimatedRowHeight = estimated
      let delegate = RecordingDelegate()
      fixture.table.delegate = delegate
      try fixture.table.layoutIfNeeded()
      withExtendedLifetime(delegate) {}
      return fixture.table.calls("heightForRowAt", "cellForRowAt", "willDisplay").map(
        \.description)
    }
    let estimating = try layoutLog(estimated: 44)
    let made = try #require(estimating.firstIndex(of: "layout cellForRowAt \(p(0, 0))"))
    #expect(
      Array(estimating[made...].prefix(3)) == [
        "layout cellForRowAt \(p(0, 0))", "layout heightForRowAt \(p(0, 0))",
        "layout willDisplay \(p(0, 0))",
      ])
    #expect(estimating.filter { $0 == "layout heightForRowAt \(p(0, 0))" }.count == 2)

    let exact = try layoutLog(estimated: 0)
    let madeExact = try #require(exact.firstIndex(of: "layout cellForRowAt \(p(0, 0))"))
    #expect(exact[madeExact + 1] == "layout willDisplay \(p(0, 0))")
  }

  /// K11, K12, K14, K18: section header and footer heights are asked when the table builds its
  /// row data, and kept: a layout, a scroll or a geometry query uses the stored heights even after
  /// the delegate's answer changed, as on a device; an empty batch — UIKit's way to re-measure —
  /// asks them again (every section's without estimation, the shown ones' with it).
  @Test(arguments: [0.0, 44.0])
  func k18_headerAndFooterHeights_areStoredWithTheRowData_untilAnEmptyBatch(estimated: Double)
    throws
  {
    let delegate = RecordingDelegate()
    delegate.headerHeights = [0: 30, 1: 30]
    delegate.footerHeights = [0: 10, 1: 10]
    let fixture = HeadlessFixture([2, 2], load: false)
    fixture.table.estimatedRowHeight = estimated
    fixture.table.delegate = delegate
    try fixture.table.layoutIfNeeded()
    delegate.headerHeights = [0: 50, 1: 50]
    delegate.footerHeights = [0: 20, 1: 20]
    fixture.table.clearCallbackLog()
    fixture.table.setNeedsLayout()
    try fixture.table.layoutIfNeeded()
    try fixture.table.setContentOffset(1)
    try fixture.table.setContentOffset(0)
    #expect(fixture.table.rectForHeader(inSection: 1) == (30 + 88 + 10, 30), "the stored height")
    #expect(fixture.table.rectForFooter(inSection: 1) == (2 * (30 + 88 + 10) - 10, 10))
    #expect(fixture.table.rectForRow(at: p(1, 0)).y == 30 + 88 + 10 + 30)
    #expect(fixture.table.contentHeight == 2 * (30 + 88 + 10))
    #expect(fixture.table.calls("heightForHeaderInSection", "heightForFooterInSection").isEmpty)

    try fixture.table.performBatchUpdates {}
    #expect(Set(fixture.table.calls("heightForHeaderInSection").compactMap(\.section)) == [0, 1])
    #expect(Set(fixture.table.calls("heightForFooterInSection").compactMap(\.section)) == [0, 1])
    #expect(fixture.table.rectForHeader(inSection: 1) == (50 + 88 + 20, 50))
    #expect(fixture.table.contentHeight == 2 * (50 + 88 + 20))
  }

  /// K12, K18: with estimation, a section header is measured each time it is about to be
  /// displayed, as a row is; without estimation — rows' and headers' alike, as header
  /// estimation has its own switch (`SectionHeightEstimationTests`) — it keeps the height
  /// stored with the row data (K11) until the next reload or batch.
  @Test(arguments: [0.0, 44.0])
  func k12_headerThatScrollsBackIntoView_isMeasuredAgain_onlyWithEstimation(estimated: Double)
    throws
  {
    let delegate = RecordingDelegate()
    for section in 0..<10 { delegate.headerHeights[section] = 30 }
    let fixture = HeadlessFixture(
      TableShape(Array(repeating: 5, count: 10)), height: 300, load: false)
    fixture.table.estimatedRowHeight = estimated
    fixture.table.estimatedSectionHeaderHeight = estimated > 0 ? nil : 0
    fixture.table.delegate = delegate
    try fixture.table.layoutIfNeeded()
    try fixture.table.setContentOffset(1000)
    delegate.headerHeights[0] = 60
    fixture.table.clearCallbackLog()
    try fixture.table.setContentOffset(0)
    let asked = fixture.table.calls("heightForHeaderInSection").compactMap(\.section)
    if estimated > 0 {
      #expect(asked.contains(0), "about to be displayed again")
      #expect(fixture.table.rectForHeader(inSection: 0).height == 60)
      #expect(fixture.table.rectForRow(at: p(0, 0)).y == 60)
    } else {
      #expect(asked.isEmpty)
      #expect(fixture.table.rectForHeader(inSection: 0).height == 30)
      #expect(fixture.table.rectForRow(at: p(0, 0)).y == 30)
    }
  }

  /// K12, K14: with estimation, a row's estimate is kept with the row data as its height is: an
  /// estimate that changes without a batch moves nothing; an empty batch asks it again.
  @Test func k12_rowEstimateChangedWithoutABatch_isKept_untilAnEmptyBatch() throws {
    let delegate = EstimatingRecordingDelegate()
    let fixture = HeadlessFixture([100], height: 440, load: false)
    fixture.table.estimatedRowHeight = 44
    fixture.table.delegate = delegate
    try fixture.table.layoutIfNeeded()
    #expect(fixture.table.contentHeight == 100 * 44)
    delegate.rowEstimates[p(0, 50)] = 100
    fixture.table.clearCallbackLog()
    fixture.table.setNeedsLayout()
    try fixture.table.layoutIfNeeded()
    try fixture.table.setContentOffset(10)
    #expect(fixture.table.contentHeight == 100 * 44, "the stored estimate")
    #expect(fixture.table.rectForRow(at: p(0, 51)).y == 51 * 44)
    #expect(fixture.table.calls("estimatedHeightForRowAt").isEmpty)
    try fixture.table.performBatchUpdates {}
    #expect(fixture.table.contentHeight == 99 * 44 + 100)
    #expect(fixture.table.calls("estimatedHeightForRowAt").contains { $0.rowPath == p(0, 50) })
  }
}
