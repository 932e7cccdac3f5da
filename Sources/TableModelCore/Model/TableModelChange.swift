/// What a table model tells its observers after it changed: the batch that turns the table's
/// previous rows into its current ones, or ``reloadData``.
///
/// A ``batch(_:)`` is always one batch update `UITableView` accepts: deletes at positions before
/// the change, inserts at positions after it, moves from before to after, and content updates at
/// positions after it, applied by reconfiguring cells once the batch is done (see `Changeset`).
public enum TableModelChange: Hashable, Sendable {
  /// The rows and sections changed as the changeset says.
  case batch(Changeset)
  /// So much changed that the table should simply reload everything (`reloadData()`).
  case reloadData
}

extension TableModelChange: CustomStringConvertible {
  /// `reloadData`, or the changeset's description.
  public var description: String {
    switch self {
    case .reloadData: "reloadData"
    case .batch(let changeset): changeset.description
    }
  }
}

extension TableModelEvents {
  /// One event of a table model's change, in the order observers receive them.
  ///
  /// Every change is bracketed: ``willChange`` before the model mutates, ``changed(_:)`` after
  /// it, then ``didChange``. An observer that drives a table calls `beginUpdates()` on
  /// ``willChange`` — so a table that never laid out reads its "before" shape while the model
  /// still has it — makes the batch calls on ``changed(_:)``, and calls `endUpdates()` on
  /// ``didChange``, as LRTableModel's event listeners do.
  ///
  /// An operation or transaction that changes nothing sends no event. A bracket may hold no
  /// ``changed(_:)`` when the model changed but nothing a table row or section shows did: a
  /// transaction whose operations cancel out (a row inserted, then removed), or a new table
  /// header.
  public enum Event: Hashable, Sendable {
    /// The model is about to change.
    case willChange
    /// The model changed.
    case changed(TableModelChange)
    /// The change is complete.
    case didChange
  }
}
