extension HeadlessTableView {
  /// Where a table scrolls a row to.
  public enum ScrollPosition: Hashable, Sendable {
    /// Scrolls as little as possible to show the row.
    case none
    /// Puts the row at the top of the viewport.
    case top
    /// Puts the row in the middle of the viewport.
    case middle
    /// Puts the row at the bottom of the viewport.
    case bottom
  }

  /// How far the content is scrolled: the content's y coordinate at the top of the viewport.
  public var contentOffset: Double { state.contentOffset }

  /// The height of all sections, headers, rows and footers, with estimated heights for rows not
  /// measured yet.
  public var contentHeight: Double {
    guard let shape = state.cachedShape else { return tableHeaderHeight + tableFooterHeight }
    var total = tableHeaderHeight + tableFooterHeight
    for section in shape.rowCounts.indices {
      total += headerHeight(section) + footerHeight(section)
      for row in 0..<shape.rowCounts[section] {
        total += height(of: RowPath(row: row, section: section))
      }
    }
    return total
  }

  /// Loads the table if it never loaded, then gives cells to the rows inside the viewport and takes
  /// them from the rows outside it, and does the same with the views of section headers and footers.
  ///
  /// The load is part of the visible-cells pass, as UIKit performs a pending load in its
  /// `_updateVisibleCellsNow:`: a `reloadData()` the data source makes from
  /// `numberOfSections(in:)` or `tableView(_:numberOfRowsInSection:)` then waits for the next
  /// run-loop turn (``runLoopTurn()``), and this layout makes no cells (K21).
  ///
  /// Does nothing while a batch is open. Outside a window it lays out all the same, and logs
  /// UIKit's warning about it once (``diagnostics``; K51).
  ///
  /// - Throws: `TableUpdateError` when the data source dequeues a cell UIKit would refuse
  ///   to hand out, or the delegate gives a negative, NaN or infinite height
  ///   (`HeadlessTableViewDelegate/tableView(_:heightForRowAt:)`). The table is then exactly as
  ///   it was before the call.
  public func layoutIfNeeded() throws {
    guard batchDepth == 0 else { return }
    try inPhase(.layout) {
      try withRollback {
        try loadAndLayOutVisibleCells()
      }
    }
  }

  /// Scrolls the content so that `offset` is at the top of the viewport, then lays out.
  ///
  /// It stands for a user's scroll (which closes an open swipe, K33) and for `UIScrollView`'s
  /// programmatic `setContentOffset`, which an app may call anywhere: inside a batch's block the
  /// offset changes at once and the batch lays out at it when it commits.
  ///
  /// - Parameter offset: The new content offset in points.
  /// - Throws: As ``layoutIfNeeded()``.
  /// - Precondition: The offset is finite; a NaN or infinite one (which makes UIKit's layer
  ///   raise) stops the program with a message naming it.
  public func setContentOffset(_ offset: Double) throws {
    requireContract(
      offset.isFinite, "HeadlessTableView.setContentOffset(_:): the offset \(offset) is not finite")
    // Scrolling closes the open swipe (K33).
    if offset != state.contentOffset { endSwipe() }
    try inPhase(.layout) {
      try withRollback {
        state.contentOffset = offset
        placeTableHeader()
        if state.cachedShape != nil, batchDepth == 0 {
          warnIfOutsideWindow()
          layoutCells()
        }
      }
    }
  }

  /// Scrolls so that a row is visible at a position of the viewport, then lays out.
  ///
  /// - Parameters:
  ///   - rowPath: The row to show.
  ///   - position: Where to put it; ``ScrollPosition/none`` scrolls as little as possible.
  /// - Throws: As ``layoutIfNeeded()``.
  /// - Precondition: The row exists in the table's cached shape.
  public func scrollToRow(at rowPath: RowPath, at position: ScrollPosition)
    throws
  {
    checkRowExists(rowPath, for: "scrollToRow(at:at:)")
    let frame = rectForRow(at: rowPath)
    let offset: Double
    switch position {
    case .top: offset = frame.y
    case .middle: offset = frame.y + frame.height / 2 - height / 2
    case .bottom: offset = frame.y + frame.height - height
    case .none:
      if frame.y < contentOffset {
        offset = frame.y
      } else if frame.y + frame.height > contentOffset + height {
        offset = frame.y + frame.height - height
      } else {
        offset = contentOffset
      }
    }
    try setContentOffset(max(0, offset))
  }

  /// The vertical position and height of a row in the content, using estimated heights for rows
  /// above it that were not measured yet.
  ///
  /// - Parameter rowPath: The row.
  /// - Returns: The row's top and height in points.
  /// - Precondition: The row exists in the table's cached shape.
  public func rectForRow(at rowPath: RowPath) -> (y: Double, height: Double) {
    checkRowExists(rowPath, for: "rectForRow(at:)")
    let shape = loadedShape()
    var y = sectionTop(rowPath.section, in: shape) + headerHeight(rowPath.section)
    for row in 0..<rowPath.row {
      y += height(of: RowPath(row: row, section: rowPath.section))
    }
    return (y, height(of: rowPath))
  }

  /// The vertical position and height of a section's header in the content, as
  /// `rectForHeader(inSection:)`; the height is zero when the section has no header.
  ///
  /// - Parameter section: A section index.
  /// - Returns: The header's top and height in points.
  /// - Precondition: The section exists in the table's cached shape.
  public func rectForHeader(inSection section: Int) -> (y: Double, height: Double) {
    let shape = loadedShape()
    checkSectionExists(section, in: shape, for: "rectForHeader(inSection:)")
    return (sectionTop(section, in: shape), headerHeight(section))
  }

  /// The vertical position and height of a section's footer in the content, as
  /// `rectForFooter(inSection:)`; the height is zero when the section has no footer.
  ///
  /// - Parameter section: A section index.
  /// - Returns: The footer's top and height in points.
  /// - Precondition: The section exists in the table's cached shape.
  public func rectForFooter(inSection section: Int) -> (y: Double, height: Double) {
    let shape = loadedShape()
    checkSectionExists(section, in: shape, for: "rectForFooter(inSection:)")
    var y = sectionTop(section, in: shape) + headerHeight(section)
    for row in 0..<shape.rowCounts[section] {
      y += height(of: RowPath(row: row, section: section))
    }
    return (y, footerHeight(section))
  }

  // MARK: Internal

  /// Whether the table estimates row heights: with an ``estimatedRowHeight`` above zero, or a
  /// delegate that implements `estimatedHeightForRowAt` (``HeadlessTableViewEstimatingDelegate``),
  /// as UIKit's `_estimatesRowHeights` falls back to its delegate flag when `estimatedRowHeight`
  /// is 0 (K11; I-dc `dc18`; D `UITableView.h`: "If these methods are implemented, the above
  /// -tableView:heightForXXX calls will be deferred").
  var usesEstimatedHeights: Bool {
    estimatedRowHeight > 0 || (delegateEstimatesRowHeights && delegate != nil)
  }

  /// Gives cells to the rows inside the viewport and retires the cells of rows outside it, then
  /// does the same with header and footer views.
  ///
  /// This is UIKit's visible-cells pass: while its callbacks run, `cellForRow(at:)` hands out no
  /// cell (K19), a `reloadData()` waits for the next run-loop turn and stops the pass from making
  /// more cells (K21), and a batch is refused (K22).
  func layoutCells() {
    guard let shape = state.cachedShape else { return }
    needsVisibleCellsUpdate = false
    visibleCellsPassDepth += 1
    defer {
      visibleCellsPassDepth -= 1
      if visibleCellsPassDepth == 0 { endVisibleCellsPass() }
    }
    slotsMeasuredInPass = []
    var visible = visibleContent(of: shape)
    // An estimated row, section header or footer about to appear is measured each time it
    // appears, whether or not it appeared before (K12, K18); rows and headers are estimated
    // each by their own switch. Measuring one can move the rows below it; repeat until nothing
    // new shows.
    var measuredNow = Set<RowPath>()
    while true {
      let measuredSlots = measureAppearing(visible.headersAndFooters)
      let unmeasured =
        usesEstimatedHeights
        ? visible.rows.filter {
          !measuredNow.contains($0)
            && (state.measuredHeights[$0] == nil || state.cells[$0] == nil)
        } : []
      guard measuredSlots || !unmeasured.isEmpty else { break }
      for path in unmeasured {
        measure(path)
        measuredNow.insert(path)
      }
      visible = visibleContent(of: shape)
    }
    let visibleSet = Set(visible.rows)
    let keptPrepared = rowsKeptPreparedAfterScrollingOut(visible: visible.rows, shape: shape)
    for path in state.cells.keys.sorted() where !visibleSet.contains(path) {
      guard let cell = state.cells.removeValue(forKey: path) else { continue }
      // The cell holding the first responder is not reused and ends no display while it keeps
      // it (K3).
      if cell.holdsFirstResponder {
        state.firstResponderCells[path] = cell
      } else if keptPrepared.contains(path) {
        keepPrepared(cell, endingItsDisplayAt: path)
      } else {
        retire(cell, at: path)
      }
    }
    for path in state.firstResponderCells.keys.sorted() {
      guard let cell = state.firstResponderCells[path] else { continue }
      if visibleSet.contains(path) {
        // Displayed all along: no cellForRowAt, no willDisplay.
        state.cells[path] = state.firstResponderCells.removeValue(forKey: path)
      } else if !cell.holdsFirstResponder {
        state.firstResponderCells[path] = nil
        retire(cell, at: path)
      }
    }
    for path in visible.rows where state.cells[path] == nil {
      if reloadDeferredByPass { break }
      // A prepared cell is displayed with no second cellForRowAt (K9).
      if let prepared = takePreparedCell(at: path) {
        state.cells[path] = prepared
        willDisplay(prepared, at: path)
        continue
      }
      let cell = makeCell(at: path)
      // A reload requested while the cell was made drops it and ends the pass (K21).
      if reloadDeferredByPass {
        enqueue(cell)
        break
      }
      state.cells[path] = cell
      willDisplay(cell, at: path)
    }
    layoutHeaderFooterViews(visible: visible.headersAndFooters)
    let previousOffset = state.prefetch.lastOffset
    updatePrefetching(visibleRows: visible.rows, shape: shape)
    updatePreparedCells(visibleRows: visible.rows, shape: shape, previousOffset: previousOffset)
  }

  /// Performs a layout that is pending (``setNeedsLayout()``, ``reloadData()``).
  ///
  /// UIKit does so when an API needs the visible cells before the next layout pass, with a
  /// one-time warning in
  /// ``diagnostics`` when `warning` is set (K20). An error of the layout is logged there too.
  func performPendingLayout(warning: Bool) {
    guard needsVisibleCellsUpdate, batchDepth == 0, !isUpdatingVisibleCells, isLoaded else {
      return
    }
    if warning, !hasWarnedOfForcedLayout {
      hasWarnedOfForcedLayout = true
      diagnose(
        "Warning once only: UITableView was forced to perform an immediate layout of its visible cells and other contents, due to an API method being called on the table view while it was waiting for the next layout pass. Make a symbolic breakpoint at UITableViewAlertForForcedLayout to catch this in the debugger and see what caused this to occur."
      )
    }
    do {
      try layoutIfNeeded()
    } catch {
      diagnose("HeadlessTableView: the forced layout failed: \(error)")
    }
  }

  /// Asks the delegate for a height as a callback of the visible-cells pass, wherever the table
  /// asks it — laying out, or building its row data in ``reloadData()`` or a batch — as UIKit
  /// asks heights only with reloads suspended: a `reloadData()` from the callback waits for the
  /// next run-loop turn (K21), and a batch is refused (K22).
  func askingHeight<Height>(_ ask: () -> Height) -> Height {
    inVisibleCellsPass(ask)
  }

  /// UIKit's visible-cells pass: loads the table if it never loaded, then lays out its cells.
  ///
  /// The load is part of the pass (`uikit-batch-rules.md` §1.2): a `reloadData()` from its count
  /// callbacks waits for the next run-loop turn and leaves the rows without cells (K21).
  func loadAndLayOutVisibleCells() throws {
    try inVisibleCellsPass {
      try loadShapeIfNeeded()
      warnIfOutsideWindow()
      layoutCells()
    }
  }

  /// Runs work as part of UIKit's visible-cells pass (`_updateVisibleCellsNow:`): while it runs,
  /// a `reloadData()` waits for the next run-loop turn and stops the pass from making more
  /// cells (K21), and a batch is refused (K22).
  func inVisibleCellsPass<Result>(_ work: () throws -> Result) rethrows -> Result {
    visibleCellsPassDepth += 1
    defer {
      visibleCellsPassDepth -= 1
      if visibleCellsPassDepth == 0 { endVisibleCellsPass() }
    }
    return try work()
  }

  /// Ends the outermost visible-cells pass: a reload requested during it runs on the next
  /// run-loop turn, followed by a layout (K21).
  ///
  /// Passes that end before that turn ask for one reload, as UIKit keeps a flag, not a count:
  /// its first resumed reload clears it.
  private func endVisibleCellsPass() {
    guard reloadDeferredByPass else { return }
    reloadDeferredByPass = false
    guard !isPassReloadScheduled else { return }
    isPassReloadScheduled = true
    scheduleAfterCommit { [weak self] in
      guard let self else { return }
      isPassReloadScheduled = false
      try reloadData()
      try layoutIfNeeded()
    }
  }

  /// Logs, once per table, UIKit's warning for a visible-cells layout outside a window (K51).
  ///
  /// UIKit warns once per process; the headless table once per table, so that each test sees it.
  func warnIfOutsideWindow() {
    guard !isInWindow, !warnedAboutLayoutOutsideWindow else { return }
    warnedAboutLayoutOutsideWindow = true
    diagnose(
      "[TableView] Warning once only: UITableView was told to layout its visible cells and other contents without being in the view hierarchy (the table view or one of its superviews has not been added to a window). This may cause bugs by forcing views inside the table view to load and perform layout without accurate information (e.g. table view bounds, trait collection, layout margins, safe area insets, etc), and will also cause unnecessary performance overhead due to extra layout passes. Make a symbolic breakpoint at UITableViewAlertForLayoutOutsideViewHierarchy to catch this in the debugger and see what caused this to occur, so you can avoid this action altogether if possible, or defer it until the table view has been added to a window."
    )
  }

  /// Gives the table header and footer views the frames the table keeps for them: the table's
  /// width, the top of the content (the header) or the bottom of the last section (the footer),
  /// and the height each view had when it was assigned (K54–K56).
  func placeTableHeader() {
    tableHeaderView?.frame = HeadlessTableViewHeaderFooterView.Frame(
      x: 0, y: 0, width: width, height: tableHeaderHeight)
    guard let tableFooterView else { return }
    tableFooterView.frame = HeadlessTableViewHeaderFooterView.Frame(
      x: 0, y: contentHeight - tableFooterHeight, width: width, height: tableFooterHeight)
  }

  /// The content's y coordinate where a section begins: the top of its header.
  func sectionTop(_ section: Int, in shape: TableShape) -> Double {
    var y = tableHeaderHeight
    for earlier in 0..<section {
      y += headerHeight(earlier) + footerHeight(earlier)
      for row in 0..<shape.rowCounts[earlier] {
        y += height(of: RowPath(row: row, section: earlier))
      }
    }
    return y
  }

  func checkSectionExists(_ section: Int, in shape: TableShape, for call: String) {
    requireContract(
      shape.rowCounts.indices.contains(section),
      "HeadlessTableView.\(call): section \(section) is not in the table, whose shape is \(shape)")
  }

  /// The rows, headers and footers whose frames intersect the viewport, in content order;
  /// headers and footers count only when they have a height.
  private func visibleContent(of shape: TableShape) -> (
    rows: [RowPath], headersAndFooters: [HeaderFooterSlot]
  ) {
    let top = state.contentOffset
    let bottom = top + height
    var rows: [RowPath] = []
    var slots: [HeaderFooterSlot] = []
    var y = tableHeaderHeight
    for section in shape.rowCounts.indices {
      let header = headerHeight(section)
      if header > 0, y < bottom, y + header > top { slots.append(.header(section)) }
      y += header
      for row in 0..<shape.rowCounts[section] {
        let path = RowPath(row: row, section: section)
        let rowHeight = height(of: path)
        if y < bottom, y + rowHeight > top { rows.append(path) }
        y += rowHeight
        if y >= bottom, usesEstimatedHeights { return (rows, slots) }
      }
      let footer = footerHeight(section)
      if footer > 0, y < bottom, y + footer > top { slots.append(.footer(section)) }
      y += footer
    }
    return (rows, slots)
  }

  /// A row's measured height; with estimated heights, its estimate until it is measured — the
  /// estimating delegate's, asked once a row-data build, else ``estimatedRowHeight`` (K12);
  /// without, measures it now.
  private func height(of path: RowPath) -> Double {
    if let height = state.measuredHeights[path] { return height }
    if usesEstimatedHeights {
      guard let delegate = delegate as? any HeadlessTableViewEstimatingDelegate else {
        return estimatedRowHeight
      }
      if let estimate = state.rowHeightEstimates[path] { return estimate }
      note("estimatedHeightForRowAt", path)
      let estimate = askingHeight { delegate.tableView(self, estimatedHeightForRowAt: path) }
      let checked = checkedRowHeight(estimate, at: path, estimated: true)
      // A refused estimate is not kept, so that it is asked again.
      if checked == estimate { state.rowHeightEstimates[path] = estimate }
      return checked
    }
    return measure(path)
  }

  /// A row height or estimate from the delegate (or ``rowHeight``); a negative, NaN or infinite
  /// one, or one above ``maximumHeight``, is refused as UIKit raises for a negative height: the
  /// table operation in progress throws `TableUpdateError`
  /// (`TableUpdateError/Rule/invalidRowHeight`), and the height counts as zero meanwhile.
  private func checkedRowHeight(_ height: Double, at path: RowPath, estimated: Bool) -> Double {
    if height >= 0, height <= Self.maximumHeight { return height }
    record(
      .invalidRowHeight(height, at: path, estimated: estimated, maximum: Self.maximumHeight))
    return 0
  }

  /// Asks the height of every section header, row and section footer that the table does not
  /// estimate and that has none yet, in content order, as UIKit builds its row data (K11): rows
  /// without row estimation, headers and footers without their own (``estimatesHeight(of:)``).
  func measureEverything() {
    guard let shape = state.cachedShape else { return }
    let rows = !usesEstimatedHeights
    for section in shape.rowCounts.indices {
      measureUnlessEstimated(.header(section))
      if rows {
        for row in 0..<shape.rowCounts[section] {
          let path = RowPath(row: row, section: section)
          if state.measuredHeights[path] == nil { measure(path) }
        }
      }
      measureUnlessEstimated(.footer(section))
    }
  }

  private func measureUnlessEstimated(_ slot: HeaderFooterSlot) {
    guard state.sectionHeights[slot] == nil, !estimatesHeight(of: slot) else { return }
    measure(slot)
  }

  /// Asks the delegate a row's height again while its cell is dequeued, with estimated heights.
  ///
  /// UIKit does so to learn whether the row sizes itself (K13): the call comes from inside
  /// `cellForRowAt`, for a row already measured. The answer changes nothing: the row keeps the
  /// height measured for the layout.
  func askHeightAgainWhileDequeuing(_ path: RowPath) {
    guard usesEstimatedHeights, let delegate else { return }
    note("heightForRowAt", path)
    _ = askingHeight { delegate.tableView(self, heightForRowAt: path) }
  }

  @discardableResult
  private func measure(_ path: RowPath) -> Double {
    var height = rowHeight
    if let delegate {
      note("heightForRowAt", path)
      height = askingHeight { delegate.tableView(self, heightForRowAt: path) }
    }
    height = checkedRowHeight(height, at: path, estimated: false)
    state.measuredHeights[path] = height
    return height
  }
}
