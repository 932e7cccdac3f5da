/// A model that has a header object for the whole table (a profile's photo and name), which a
/// table controller shows in the table's header view.
///
/// The controller reads ``tableHeader`` when it attaches and after every change of the model
/// (``TableModelEvents/Event/didChange``), and shows it again when its identity or content changed.
@MainActor
public protocol TableHeaderProviding: AnyObject {
  /// The table's header object, or `nil` for no header.
  var tableHeader: (any Diffable)? { get }
}
