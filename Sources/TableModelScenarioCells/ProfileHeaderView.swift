public import TableModelScenarios
public import TableModelTesting

/// The headless table header view of the profile screen: the name, and the followers as detail.
///
/// ```swift
/// controller.headerFooters.registerTableHeader(ProfileHeaderView.self, for: ProfileHeader.self) {
///   view, header in view.show(header)
/// }
/// ```
public final class ProfileHeaderView: HeadlessTableViewHeaderFooterView {
  /// Shows a header object.
  ///
  /// - Parameter header: The header object.
  public func show(_ header: ProfileHeader) {
    text = "👤 \(header.name)"
    detailText = "\(header.followers) followers"
  }
}
