#if canImport(UIKit) && !os(watchOS)
package import UIKit

extension UITableView: ControlledTableView {
  /// `UITableViewCell`.
  package static var plainCellType: UITableViewCell.Type { UITableViewCell.self }

  /// Shows the text in the cell's default content configuration.
  package func showText(_ text: String, in cell: UITableViewCell) {
    var content = cell.defaultContentConfiguration()
    content.text = text
    cell.contentConfiguration = content
  }

  /// Sets the cell's `accessoryType` and `selectionStyle`.
  package func applyRowAppearance(
    accessory: RowBehavior.Accessory, selectionStyle: RowBehavior.SelectionStyle,
    to cell: UITableViewCell
  ) {
    cell.accessoryType = accessory.uiKit
    cell.selectionStyle = selectionStyle.uiKit
  }

  /// `cellForRow(at:)`.
  package func shownCell(at rowPath: RowPath) -> UITableViewCell? {
    cellForRow(at: rowPath.indexPath)
  }

  /// The `reuseIdentifier` of `cellForRow(at:)`.
  package func shownCellReuseIdentifier(at rowPath: RowPath) -> String? {
    cellForRow(at: rowPath.indexPath)?.reuseIdentifier
  }

  /// `headerView(forSection:)`.
  package func shownHeaderView(forSection section: Int) -> UITableViewHeaderFooterView? {
    headerView(forSection: section)
  }

  /// `footerView(forSection:)`.
  package func shownFooterView(forSection section: Int) -> UITableViewHeaderFooterView? {
    footerView(forSection: section)
  }

  /// Shows the title in the view's default content configuration.
  package func showTitle(_ title: String?, in view: UITableViewHeaderFooterView) {
    var content = view.defaultContentConfiguration()
    content.text = title
    view.contentConfiguration = content
  }

  /// Sets `tableHeaderView`, sized to fit the table's width.
  package func showTableHeader(_ view: UITableViewHeaderFooterView?, title: String?) {
    guard view != nil || title != nil else {
      tableHeaderView = nil
      return
    }
    let header: UIView = view ?? Self.titleView(title ?? "")
    let width = bounds.width
    let height = header.systemLayoutSizeFitting(
      CGSize(width: width, height: UIView.layoutFittingCompressedSize.height),
      withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel
    ).height
    header.frame = CGRect(x: 0, y: 0, width: width, height: height)
    tableHeaderView = header
  }

  private static func titleView(_ title: String) -> UIView {
    var content = UIListContentConfiguration.groupedHeader()
    content.text = title
    return UIListContentView(configuration: content)
  }
}
#endif
