public import TableModelScenarios
public import TableModelTesting

/// The headless cell of a contact: the name, starred for a favourite.
///
/// It keeps its row's event handler, as a cell with controls would.
public final class ContactCell: HeadlessTableViewCell, ItemPresenting, EventHandlerAccepting {
  /// The handler of the contact the cell shows, handed over before the cell is displayed.
  public var eventHandler: EventHandlerRegistry.AnyRowEventHandler?

  /// Shows a contact.
  ///
  /// - Parameter contact: The contact.
  public func update(with contact: Contact) {
    text = contact.isFavorite ? "★ \(contact.name)" : contact.name
  }
}
