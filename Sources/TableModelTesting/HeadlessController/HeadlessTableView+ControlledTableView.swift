extension HeadlessTableView: ControlledTableView {
  /// ``HeadlessTableViewHeaderFooterView``.
  package typealias TableHeaderView = HeadlessTableViewHeaderFooterView

  /// ``HeadlessTableViewCell``.
  package static var plainCellType: HeadlessTableViewCell.Type { HeadlessTableViewCell.self }

  /// Sets the cell's ``HeadlessTableViewCell/text``.
  package func showText(_ text: String, in cell: HeadlessTableViewCell) {
    cell.text = text
  }

  /// Sets the cell's ``HeadlessTableViewCell/accessory`` and
  /// ``HeadlessTableViewCell/selectionStyle``.
  package func applyRowAppearance(
    accessory: RowBehavior.Accessory, selectionStyle: RowBehavior.SelectionStyle,
    to cell: HeadlessTableViewCell
  ) {
    cell.accessory = accessory
    cell.selectionStyle = selectionStyle
  }

  /// Sets the cell's ``HeadlessTableViewCell/accessibility``.
  package func applyRowAccessibility(
    _ accessibility: RowBehavior.Accessibility, to cell: HeadlessTableViewCell
  ) {
    cell.accessibility = accessibility
  }

  /// ``cellForRow(at:)``, with its side effects, as the UIKit adapter's is `UITableView`'s:
  /// during the visible-cells pass it returns `nil` and logs UIKit's fault (K19), and a pending
  /// layout is performed first (K20).
  package func shownCell(at rowPath: RowPath) -> HeadlessTableViewCell? {
    cellForRow(at: rowPath)
  }

  /// The rows that have cells, displayed or prepared, without forcing a pending layout; unlike
  /// `UITableView`'s `indexPathsForVisibleRows`, which lists visible rows only.
  package func shownRowPaths() -> [RowPath] {
    (Array(state.cells.keys) + Array(state.preparedCells.keys)).sorted()
  }

  /// The reuse identifier of ``shownCell(at:)``.
  package func shownCellReuseIdentifier(at rowPath: RowPath) -> String? {
    shownCell(at: rowPath)?.reuseIdentifier
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

  /// Sets ``tableHeaderView`` and its ``HeadlessTableViewHeaderFooterView/height``; changing
  /// ``width`` later calls `onLayoutChange`.
  package func setTableHeaderView(
    _ view: HeadlessTableViewHeaderFooterView?, height: Double,
    onLayoutChange: @escaping @MainActor (Bool) -> Void
  ) {
    if let old = tableHeaderView, old !== view {
      old.height = nil
      old.onTableLayoutChange = nil
    }
    view?.height = height
    view?.frame.height = height
    view?.onTableLayoutChange = onLayoutChange
    // Assigned again even when it is the same view: the table reads the height now (K55).
    tableHeaderView = view
  }

  /// The view's ``HeadlessTableViewHeaderFooterView/fittingHeight(forWidth:)``, after a check
  /// that it is a height (finite and not negative).
  package func fittingHeight(of view: HeadlessTableViewHeaderFooterView, width: Double) -> Double {
    let height = view.fittingHeight(forWidth: width)
    requireHeight(height, "\(type(of: view)).fittingHeight(forWidth: \(width))")
    return height
  }
}

extension HeadlessTableView {
  /// The object in ``dataSource``, ``delegate``, ``dragDelegate`` or ``dropDelegate``; `nil` for
  /// `prefetchDataSource`, which the headless table does not have.
  package func holder(of role: TableRole) -> AnyObject? {
    switch role {
    case .dataSource: dataSource
    case .delegate: delegate
    case .prefetchDataSource: nil
    case .dragDelegate: dragDelegate
    case .dropDelegate: dropDelegate
    }
  }

  /// Sets the places to `nil`.
  package func clearRoles(_ roles: Set<TableRole>) {
    for role in roles {
      switch role {
      case .dataSource: dataSource = nil
      case .delegate: delegate = nil
      case .prefetchDataSource: break
      case .dragDelegate: dragDelegate = nil
      case .dropDelegate: dropDelegate = nil
      }
    }
  }
}
