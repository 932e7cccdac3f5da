public import TableModelCore

/// Handles contacts' rows, found through the controller's handler registry: every contact is
/// deletable (by swipe or in editing mode), movable within its section, copyable (its phone
/// number) and starred by a leading swipe, and tapping it opens it on the ``ContactsScreen``
/// that owns the controller.
///
/// A handler is stateless and made for each event: what it needs comes with the contact and
/// the row's context.
///
/// ```swift
/// controller.core.handlers.register(ContactHandler.self)
/// controller.core.owner = screen   // a ContactsScreen
/// ```
public struct ContactHandler: RowEventHandler {
  /// Creates a handler; the registry makes one for each event.
  public init() {}

  /// A contact's behaviour: a disclosure indicator, deselection after the tap, delete and
  /// move in editing mode (the controller keeps a contact within its section), Copy in the
  /// context menu, and a leading swipe that stars or unstars it in an ``AddressBook``.
  ///
  /// - Parameters:
  ///   - contact: The contact.
  ///   - context: Its row.
  /// - Returns: The behaviour.
  public func behavior(for contact: Contact, context: RowContext) -> RowBehavior? {
    RowBehavior {
      $0.accessory = .disclosureIndicator
      $0.deselectsAfterSelection = true
      $0.editingStyle = .delete
      $0.canMove = true
      $0.copyText = contact.phone
      $0.leadingSwipeActions = [
        SwipeAction(title: contact.isFavorite ? "Unfavorite" : "Favorite") { context in
          guard let book = context.model(as: AddressBook.self) else { return false }
          var starred = contact
          starred.isFavorite.toggle()
          book.update(starred)
          return true
        }
      ]
    }
  }

  /// Opens the contact on the controller's owner, when it is a ``ContactsScreen``.
  ///
  /// - Parameters:
  ///   - contact: The contact the user tapped.
  ///   - context: Its row.
  public func didSelect(_ contact: Contact, context: RowContext) {
    context.owner(as: ContactsScreen.self)?.open(contact)
  }

  /// Deleting the last contact of an initial in an ``AddressBook`` removes its section, and
  /// with it the initial from the section index; any other delete is left to the controller.
  ///
  /// - Parameters:
  ///   - editingStyle: What the user confirmed.
  ///   - contact: The contact.
  ///   - context: Its row.
  /// - Returns: Whether the handler removed the section.
  public func commit(
    _ editingStyle: RowBehavior.EditingStyle, _ contact: Contact, context: RowContext
  )
    -> Bool
  {
    let section = context.rowPath.section
    guard editingStyle == .delete, let book = context.model(as: AddressBook.self),
      book.numberOfRows(inSection: section) == 1
    else { return false }
    book.removeSection(at: section)
    return true
  }
}
