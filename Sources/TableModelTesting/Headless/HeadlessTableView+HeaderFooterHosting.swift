extension HeadlessTableView: HeaderFooterHosting {
  /// Registers a header and footer view class
  /// (``register(_:forHeaderFooterViewReuseIdentifier:)``).
  ///
  /// - Parameters:
  ///   - viewType: The class.
  ///   - reuseIdentifier: The identifier.
  public func registerHeaderFooterView(
    _ viewType: HeadlessTableViewHeaderFooterView.Type, reuseIdentifier: String
  ) {
    register(viewType, forHeaderFooterViewReuseIdentifier: reuseIdentifier)
  }

  /// Dequeues a header or footer view (``dequeueReusableHeaderFooterView(withIdentifier:)``).
  ///
  /// - Parameter reuseIdentifier: The identifier.
  /// - Returns: The view, or `nil` when none is registered.
  public func dequeueHeaderFooterView(reuseIdentifier: String) -> HeadlessTableViewHeaderFooterView?
  {
    dequeueReusableHeaderFooterView(withIdentifier: reuseIdentifier)
  }
}
