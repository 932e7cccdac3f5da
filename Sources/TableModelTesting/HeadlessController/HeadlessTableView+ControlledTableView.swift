extension HeadlessTableView: ControlledTableView {
  /// ``HeadlessTableViewCell``.
  package static var plainCellType: HeadlessTableViewCell.Type { HeadlessTableViewCell.self }

  /// Sets the cell's ``HeadlessTableViewCell/text``.
  package func showText(_ text: String, in cell: HeadlessTableViewCell) {
    cell.text = text
  }

  /// Sets the cell's ``HeadlessTableViewCell/accessory``.
  package func applyRowAppearance(
    accessory: RowBehavior.Accessory, selectionStyle: RowBehavior.SelectionStyle,
    to cell: HeadlessTableViewCell
  ) {
    cell.accessory = accessory
  }

  /// ``cellForRow(at:)``.
  package func shownCell(at rowPath: RowPath) -> HeadlessTableViewCell? {
    cellForRow(at: rowPath)
  }

  /// The reuse identifier of ``cellForRow(at:)``.
  package func shownCellReuseIdentifier(at rowPath: RowPath) -> String? {
    cellForRow(at: rowPath)?.reuseIdentifier
  }

  /// ``headerView(forSection:)``.
  package func shownHeaderView(forSection section: Int) -> HeadlessTableViewHeaderFooterView? {
    headerView(forSection: section)
  }

  /// ``footerView(forSection:)``.
  package func shownFooterView(forSection section: Int) -> HeadlessTableViewHeaderFooterView? {
    footerView(forSection: section)
  }

  /// Sets the view's ``HeadlessTableViewHeaderFooterView/text``.
  package func showTitle(_ title: String?, in view: HeadlessTableViewHeaderFooterView) {
    view.text = title
  }

  /// Sets ``tableHeaderView``.
  package func showTableHeader(_ view: HeadlessTableViewHeaderFooterView?, title: String?) {
    if let view {
      tableHeaderView = view
    } else if let title {
      let view = HeadlessTableViewHeaderFooterView(reuseIdentifier: nil)
      view.text = title
      tableHeaderView = view
    } else {
      tableHeaderView = nil
    }
  }
}
