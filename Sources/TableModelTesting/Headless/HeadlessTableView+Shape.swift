/// The shape the table reads from its data source and caches, as UIKit's row data: what it
/// reads, when, and what it does with counts it cannot hold.
extension HeadlessTableView {
  /// Asks the data source for the current shape: the number of sections once, then the number
  /// of rows of every section.
  ///
  /// A negative number of sections, or more sections or rows than ``maximumCount``, is
  /// recorded as `TableUpdateError` (`TableUpdateError/Rule/invalidTableSize`) for the
  /// operation in progress to throw, and the shape counts as empty meanwhile.
  func readShape() -> TableShape {
    let (shape, problem) = readShapeReporting()
    if let problem { record(problem) }
    return shape
  }

  /// Reads the current shape, as `readShape()`, and throws what it would record — and R25
  /// for a negative row count.
  func readValidShape() throws -> TableShape {
    let (shape, problem) = readShapeReporting()
    if let problem { throw problem }
    try BatchValidator.checkRowCounts(shape)
    return shape
  }

  /// The shape the data source reports, or an empty one and the problem when its counts are
  /// negative (sections) or beyond ``maximumCount``: a count is never allocated or laid out
  /// beyond what a headless table can hold.
  private func readShapeReporting() -> (TableShape, TableUpdateError?) {
    guard let dataSource else { return ([], nil) }
    note("numberOfSections")
    let sections = dataSource.numberOfSections(in: self)
    guard sections >= 0 else { return ([], .negativeNumberOfSections(sections)) }
    let limit = Self.maximumCount
    guard sections <= limit else {
      return ([], .tableTooLarge(sections, inSection: nil, limit: limit))
    }
    var counts: [Int] = []
    counts.reserveCapacity(sections)
    var total = 0
    for section in 0..<sections {
      note("numberOfRowsInSection", section: section)
      let rows = dataSource.tableView(self, numberOfRowsInSection: section)
      if rows > 0 {
        guard rows <= limit - total else {
          return ([], .tableTooLarge(rows, inSection: section, limit: limit))
        }
        total += rows
      }
      counts.append(rows)
    }
    return (TableShape(counts), nil)
  }

  /// The cached shape, read from the data source first if nothing is cached.
  ///
  /// A data source that reports a negative row count leaves the table unloaded; the shape
  /// returned counts such sections as empty.
  func loadedShape() -> TableShape {
    if let shape = state.cachedShape { return shape }
    let (shape, problem) = readShapeForLoad()
    if let problem {
      record(problem)
      return shape
    }
    guard (try? BatchValidator.checkRowCounts(shape)) != nil else {
      return TableShape(shape.rowCounts.map { max(0, $0) })
    }
    state.cachedShape = shape
    return shape
  }

  /// Reads and caches the shape if nothing is cached.
  ///
  /// - Throws: `TableUpdateError` (R25) when the data source reports a negative row count;
  ///   the table then stays unloaded.
  func loadShapeIfNeeded() throws {
    guard state.cachedShape == nil else { return }
    // Called inside the visible-cells pass (loadAndLayOutVisibleCells()), as UIKit loads.
    state.cachedShape = try readValidShape()
  }

  /// Reads the shape for a load, inside the visible-cells pass, as UIKit performs a pending load
  /// in `_updateVisibleCellsNow:` (`uikit-batch-rules.md` §1.2): a `reloadData()` from a count
  /// callback waits for the next run-loop turn (K21) rather than reading the data source again
  /// from inside its own callback.
  private func readShapeForLoad() -> (TableShape, TableUpdateError?) {
    inVisibleCellsPass { readShapeReporting() }
  }
}
