extension HeaderFooterFactory where Table == HeadlessTableView {
  /// Binds a type of table header object (`TableHeaderProviding`) to a view class: the
  /// controller makes one view of it for the table header — never one dequeued for sections —,
  /// configures it whenever the object changes, and sizes it to the table's width
  /// (``HeadlessTableViewHeaderFooterView/fittingHeight(forWidth:)``) whenever the width changes.
  ///
  /// ```swift
  /// controller.headerFooters.registerTableHeader(ProfileHeaderView.self, for: ProfileHeader.self) {
  ///   view, header in view.show(header)
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - viewType: The view class.
  ///   - modelType: The header object's type.
  ///   - configure: Sets the view's content from the header object.
  public mutating func registerTableHeader<
    View: HeadlessTableViewHeaderFooterView, Model: Diffable
  >(
    _ viewType: View.Type, for modelType: Model.Type,
    configure: @escaping @MainActor (View, Model) -> Void
  ) {
    registerTableHeader(
      for: modelType, make: { viewType.init(reuseIdentifier: nil) }, configure: configure)
  }
}
