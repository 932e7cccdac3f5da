/// A delegate-style observer of a table model, in the manner of LRTableModel's event listener.
///
/// Add one with ``TableModelEvents/addListener(_:)``; the model holds it weakly. Every method
/// has an empty default.
@MainActor
public protocol TableModelListener: AnyObject {
  /// The model is about to change.
  func tableModelWillChange()

  /// The model changed.
  ///
  /// - Parameter change: What changed, in table coordinates.
  func tableModelChanged(_ change: TableModelChange)

  /// The change is complete.
  func tableModelDidChange()
}

extension TableModelListener {
  /// Does nothing.
  public func tableModelWillChange() {}

  /// Does nothing.
  public func tableModelChanged(_ change: TableModelChange) {}

  /// Does nothing.
  public func tableModelDidChange() {}
}
