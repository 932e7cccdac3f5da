#if canImport(UIKit) && (os(iOS) || os(visionOS))
public import UIKit

extension TableController {
  /// The section's estimated header height, its fixed height, or `UITableView.automaticDimension`.
  public func tableView(
    _ tableView: UITableView, estimatedHeightForHeaderInSection section: Int
  ) -> CGFloat {
    core.estimatedHeaderHeight(inSection: section).map { CGFloat($0) }
      ?? UITableView.automaticDimension
  }

  /// The section's estimated footer height, its fixed height, or `UITableView.automaticDimension`.
  public func tableView(
    _ tableView: UITableView, estimatedHeightForFooterInSection section: Int
  ) -> CGFloat {
    core.estimatedFooterHeight(inSection: section).map { CGFloat($0) }
      ?? UITableView.automaticDimension
  }
}
#endif
