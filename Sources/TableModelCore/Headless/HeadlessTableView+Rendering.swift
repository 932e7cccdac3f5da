extension HeadlessTableView {
  /// A stable, line-oriented text picture of the table: one block per section with its header
  /// and footer titles, one line per row with a cell, runs of rows without cells collapsed, and
  /// selection marks.
  ///
  /// ```
  /// section 0 · "Fruit" · 3 rows
  ///   0  Apple
  ///   1  Banana  [selected]
  ///   2  Cherry
  ///   footer "3 kinds"
  /// section 1 · 40 rows
  ///   0  Dill
  ///   1…39  (39 rows without cells)
  /// ```
  ///
  /// A table that never loaded renders as `(not loaded)`.
  ///
  /// - Returns: The rendering; lines are separated by `\n`, without a trailing newline.
  public func render() -> String {
    guard let shape = state.cachedShape else { return "(not loaded)" }
    guard shape.numberOfSections > 0 else { return "(no sections)" }
    var lines: [String] = []
    for section in shape.rowCounts.indices {
      let count = shape.rowCounts[section]
      var heading = "section \(section)"
      if let title = dataSource?.tableView(self, titleForHeaderInSection: section) {
        heading += " · \"\(title)\""
      }
      heading += " · \(count) \(count == 1 ? "row" : "rows")"
      lines.append(heading)
      var hiddenStart: Int?
      func flushHidden(upTo end: Int) {
        guard let start = hiddenStart else { return }
        let hidden = end - start
        let range = hidden == 1 ? "\(start)" : "\(start)…\(end - 1)"
        lines.append("  \(range)  (\(hidden) \(hidden == 1 ? "row" : "rows") without cells)")
        hiddenStart = nil
      }
      for row in 0..<count {
        let path = RowPath(row: row, section: section)
        guard let cell = state.cells[path] else {
          if hiddenStart == nil { hiddenStart = row }
          continue
        }
        flushHidden(upTo: row)
        let mark = state.selectedRows.contains(path) ? "  [selected]" : ""
        lines.append("  \(row)  \(cell.renderedText)\(mark)")
      }
      flushHidden(upTo: count)
      if let title = dataSource?.tableView(self, titleForFooterInSection: section) {
        lines.append("  footer \"\(title)\"")
      }
    }
    return lines.joined(separator: "\n")
  }
}
