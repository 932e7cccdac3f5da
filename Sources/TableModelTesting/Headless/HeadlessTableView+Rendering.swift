extension HeadlessTableView {
  /// A stable, line-oriented text picture of the table: the table header view, then one block per
  /// section with its header and footer, one line per row with a cell, runs of rows without cells
  /// collapsed, and selection marks.
  ///
  /// ```
  /// table header: Groceries
  /// section 0 · "Fruit" · 3 rows
  ///   0  Apple ›
  ///   1    Banana ✓  [selected]
  ///   2  Cherry ⓘ
  ///   footer "3 kinds"
  /// section 1 · 40 rows
  ///   0  Dill
  ///   1…39  (39 rows without cells)
  /// ```
  ///
  /// - The table header line shows the ``tableHeaderView``'s
  ///   ``HeadlessTableViewHeaderFooterView/renderedText``; a last line `table footer: …` shows
  ///   the ``tableFooterView``'s.
  /// - A section's header or footer shows the ``HeadlessTableViewHeaderFooterView/renderedText``
  ///   of the view it shows, else the data source's title.
  /// - A row shows its cell's ``HeadlessTableViewCell/renderedText``, indented by two spaces per
  ///   ``HeadlessTableViewCell/indentationLevel`` and followed by the mark of its
  ///   ``HeadlessTableViewCell/accessory``: ` ›` for `RowBehavior/Accessory/disclosureIndicator`, ` ⓘ` for
  ///   `RowBehavior/Accessory/detailButton`, ` ✓` for `RowBehavior/Accessory/checkmark`, ` ⓘ›` for
  ///   `RowBehavior/Accessory/detailDisclosureButton`.
  /// - While the table edits, a row starts with its editing control, `⊖ ` for
  ///   `RowBehavior/EditingStyle/delete` or `⊕ ` for `RowBehavior/EditingStyle/insert`, and ends with ` ≡` when it
  ///   shows the reorder control.
  /// - `  [selected]` ends the line of a selected row.
  ///
  /// A table that never loaded renders as `(not loaded)`.
  ///
  /// - Returns: The rendering; lines are separated by `\n`, without a trailing newline.
  public func render() -> String {
    performPendingLayout(warning: false)
    guard let shape = state.cachedShape else { return "(not loaded)" }
    var lines: [String] = []
    if let tableHeaderView { lines.append("table header: \(tableHeaderView.renderedText)") }
    guard shape.numberOfSections > 0 else {
      lines.append("(no sections)")
      if let tableFooterView { lines.append("table footer: \(tableFooterView.renderedText)") }
      return lines.joined(separator: "\n")
    }
    for section in shape.rowCounts.indices {
      let count = shape.rowCounts[section]
      var heading = "section \(section)"
      if let title = headerText(section) {
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
        lines.append("  \(row)  \(rendered(cell))\(mark)")
      }
      flushHidden(upTo: count)
      if let title = footerText(section) {
        lines.append("  footer \"\(title)\"")
      }
    }
    if let tableFooterView { lines.append("table footer: \(tableFooterView.renderedText)") }
    return lines.joined(separator: "\n")
  }

  // MARK: Internal

  private func headerText(_ section: Int) -> String? {
    if let view = state.headerFooterViews[.header(section)] { return view.renderedText }
    return dataSource?.tableView(self, titleForHeaderInSection: section)
  }

  private func footerText(_ section: Int) -> String? {
    if let view = state.headerFooterViews[.footer(section)] { return view.renderedText }
    return dataSource?.tableView(self, titleForFooterInSection: section)
  }

  /// A cell's text with its editing control, indentation, accessory and reorder control.
  private func rendered(_ cell: HeadlessTableViewCell) -> String {
    var text = ""
    if cell.isEditing {
      switch cell.editingStyle {
      case .delete: text += "⊖ "
      case .insert: text += "⊕ "
      default: break
      }
    }
    text += String(repeating: "  ", count: max(0, cell.indentationLevel))
    text += cell.renderedText
    switch cell.accessory {
    case .disclosureIndicator: text += " ›"
    case .detailButton: text += " ⓘ"
    case .checkmark: text += " ✓"
    case .detailDisclosureButton: text += " ⓘ›"
    default: break
    }
    if cell.isEditing, cell.showsReorderControl { text += " ≡" }
    return text
  }
}
