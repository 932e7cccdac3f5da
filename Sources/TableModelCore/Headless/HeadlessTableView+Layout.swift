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
    guard let shape = state.cachedShape else { return 0 }
    var total = 0.0
    for section in shape.rowCounts.indices {
      total += headerHeight(section) + footerHeight(section)
      for row in 0..<shape.rowCounts[section] {
        total += height(of: RowPath(row: row, section: section))
      }
    }
    return total
  }

  /// Loads the table if it never loaded, then gives cells to the rows inside the viewport and takes
  /// them from the rows outside it.
  ///
  /// Does nothing while a batch is open.
  ///
  /// - Throws: ``HeadlessTableViewError`` when the data source dequeues a cell UIKit would refuse
  ///   to hand out. The table is then exactly as it was before the call.
  public func layoutIfNeeded() throws {
    guard batchDepth == 0 else { return }
    try withRollback {
      _ = loadedShape()
      layoutCells()
    }
  }

  /// Scrolls the content so that `offset` is at the top of the viewport, then lays out.
  ///
  /// - Parameter offset: The new content offset in points.
  /// - Throws: As ``layoutIfNeeded()``.
  public func setContentOffset(_ offset: Double) throws {
    try withRollback {
      state.contentOffset = offset
      if state.cachedShape != nil, batchDepth == 0 { layoutCells() }
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
    let shape = loadedShape()
    precondition(
      shape.contains(rowPath), "HeadlessTableView: row \(rowPath) is not in the table \(shape)")
    var y = 0.0
    for section in 0..<rowPath.section {
      y += headerHeight(section) + footerHeight(section)
      for row in 0..<shape.rowCounts[section] {
        y += height(of: RowPath(row: row, section: section))
      }
    }
    y += headerHeight(rowPath.section)
    for row in 0..<rowPath.row {
      y += height(of: RowPath(row: row, section: rowPath.section))
    }
    return (y, height(of: rowPath))
  }

  // MARK: Internal

  var usesEstimatedHeights: Bool { estimatedRowHeight > 0 }

  /// Gives cells to the rows inside the viewport and retires the cells of rows outside it.
  func layoutCells() {
    guard let shape = state.cachedShape else { return }
    var visible = visibleRows(of: shape)
    if usesEstimatedHeights {
      // Measuring a displayed row can move the rows below it; repeat until nothing new shows.
      while case let unmeasured = visible.filter({ state.measuredHeights[$0] == nil }),
        !unmeasured.isEmpty
      {
        for path in unmeasured { measure(path) }
        visible = visibleRows(of: shape)
      }
    }
    let visibleSet = Set(visible)
    for path in state.cells.keys.sorted() where !visibleSet.contains(path) {
      if let cell = state.cells.removeValue(forKey: path) { retire(cell, at: path) }
    }
    for path in visible where state.cells[path] == nil {
      let cell = makeCell(at: path)
      state.cells[path] = cell
      delegate?.tableView(self, willDisplay: cell, forRowAt: path)
    }
  }

  private func visibleRows(of shape: TableShape) -> [RowPath] {
    let top = state.contentOffset
    let bottom = top + height
    var visible: [RowPath] = []
    var y = 0.0
    for section in shape.rowCounts.indices {
      y += headerHeight(section)
      for row in 0..<shape.rowCounts[section] {
        let path = RowPath(row: row, section: section)
        let rowHeight = height(of: path)
        if y < bottom, y + rowHeight > top { visible.append(path) }
        y += rowHeight
        if y >= bottom, usesEstimatedHeights { return visible }
      }
      y += footerHeight(section)
    }
    return visible
  }

  /// A row's measured height; without estimated heights, measures it now.
  private func height(of path: RowPath) -> Double {
    if let height = state.measuredHeights[path] { return height }
    if usesEstimatedHeights {
      return delegate?.tableView(self, estimatedHeightForRowAt: path) ?? estimatedRowHeight
    }
    return measure(path)
  }

  @discardableResult
  private func measure(_ path: RowPath) -> Double {
    let height = delegate?.tableView(self, heightForRowAt: path) ?? rowHeight
    state.measuredHeights[path] = height
    return height
  }

  func headerHeight(_ section: Int) -> Double {
    if let height = delegate?.tableView(self, heightForHeaderInSection: section) { return height }
    return dataSource?.tableView(self, titleForHeaderInSection: section) == nil
      ? 0 : sectionHeaderHeight
  }

  func footerHeight(_ section: Int) -> Double {
    if let height = delegate?.tableView(self, heightForFooterInSection: section) { return height }
    return dataSource?.tableView(self, titleForFooterInSection: section) == nil
      ? 0 : sectionFooterHeight
  }
}
