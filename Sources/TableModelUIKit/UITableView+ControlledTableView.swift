#if canImport(UIKit) && (os(iOS) || os(visionOS))
package import UIKit

extension UITableView: ControlledTableView {
  /// `UIView`.
  package typealias TableHeaderView = UIView

  /// The object in `dataSource`, `delegate`, `prefetchDataSource`, `dragDelegate` or
  /// `dropDelegate`.
  package func holder(of role: TableRole) -> AnyObject? {
    switch role {
    case .dataSource: dataSource
    case .delegate: delegate
    case .prefetchDataSource: prefetchDataSource
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
      case .prefetchDataSource: prefetchDataSource = nil
      case .dragDelegate: dragDelegate = nil
      case .dropDelegate: dropDelegate = nil
      }
    }
  }

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

  /// `indexPathsForVisibleRows`.
  package func shownRowPaths() -> [RowPath] {
    (indexPathsForVisibleRows ?? []).map(RowPath.init)
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

  /// Sets `tableHeaderView` to the view, in a host that reports the table's width and text size
  /// changes, at the table's width and the height; `nil` removes the table header view.
  package func setTableHeaderView(
    _ view: UIView?, height: Double, onLayoutChange: @escaping @MainActor (Bool) -> Void
  ) {
    guard let view else {
      tableHeaderView = nil
      return
    }
    let host =
      (tableHeaderView as? TableHeaderHost).flatMap { $0.content === view ? $0 : nil }
      ?? TableHeaderHost(content: view)
    host.onLayoutChange = onLayoutChange
    host.frame = CGRect(x: 0, y: 0, width: bounds.width, height: height)
    host.lastWidth = bounds.width
    tableHeaderView = host  // setting it again makes the table read the new height
  }

  /// The view's Auto Layout height at the width (`systemLayoutSizeFitting`).
  package func fittingHeight(of view: UIView, width: Double) -> Double {
    Double(
      view.systemLayoutSizeFitting(
        CGSize(width: width, height: UIView.layoutFittingCompressedSize.height),
        withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel
      ).height)
  }
}

/// The table's header view as the controller sets it: the app's view, filling the host, which
/// tells the controller when the table gives it another width (rotation, Split View, the first
/// layout) or the text size changes, so that the controller measures the view again.
final class TableHeaderHost: UIView {
  /// The app's view.
  let content: UIView
  /// What the host calls on a layout change: `true` when the text size changed.
  var onLayoutChange: (@MainActor (Bool) -> Void)?
  /// The width the controller last sized the view for.
  var lastWidth: CGFloat = 0

  init(content: UIView) {
    self.content = content
    super.init(frame: .zero)
    content.frame = bounds
    content.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    addSubview(content)
  }

  @available(*, unavailable)
  required init?(coder: NSCoder) { nil }

  override func layoutSubviews() {
    super.layoutSubviews()
    guard bounds.width != lastWidth else { return }
    lastWidth = bounds.width
    // After this layout pass: setting the table's header view again lays the table out again.
    Task { @MainActor [weak self] in self?.onLayoutChange?(false) }
  }

  override func traitCollectionDidChange(_ previous: UITraitCollection?) {
    super.traitCollectionDidChange(previous)
    guard previous?.preferredContentSizeCategory != traitCollection.preferredContentSizeCategory
    else { return }
    Task { @MainActor [weak self] in self?.onLayoutChange?(true) }
  }
}
#endif
