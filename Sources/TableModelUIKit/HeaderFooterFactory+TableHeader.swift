#if canImport(UIKit) && (os(iOS) || os(visionOS))
public import UIKit

extension HeaderFooterFactory where Table == UITableView {
  /// Binds a type of table header object (`TableHeaderProviding`) to a view class: the
  /// controller makes one view of it for `tableHeaderView` — never one dequeued for sections —,
  /// configures it whenever the object changes, and sizes it to fit the table's width (Auto
  /// Layout, `systemLayoutSizeFitting`) when it is shown, when the table's width changes
  /// (rotation, Split View) and when the text size changes.
  ///
  /// ```swift
  /// controller.headerFooters.registerTableHeader(ProfileHeaderView.self, for: ProfileHeader.self) {
  ///   view, header in view.show(header)
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - viewType: The view class, made with `init(frame:)`.
  ///   - modelType: The header object's type.
  ///   - configure: Sets the view's content from the header object.
  public mutating func registerTableHeader<View: UIView, Model: Diffable>(
    _ viewType: View.Type, for modelType: Model.Type,
    configure: @escaping @MainActor (View, Model) -> Void
  ) {
    registerTableHeader(
      for: modelType, make: { viewType.init(frame: .zero) }, configure: configure)
  }
}
#endif
