public import TableModelCore

/// The contacts screen's table logic: the ``AddressBook`` it shows, and the contacts it was
/// asked to open.
///
/// Set it as the table controller's `owner`: ``ContactHandler`` reaches it through the row's
/// context to open the contact the user tapped, and the screen passes the contact to
/// ``onOpen``, where a view controller presents it.
///
/// ```swift
/// let screen = ContactsScreen(AddressBook(contacts: Contact.samples))
/// screen.onOpen = { contact in showDetails(of: contact) }
/// controller.core.handlers.register(ContactHandler.self)
/// controller.core.owner = screen   // held weakly: keep the screen alive
/// ```
@MainActor
public final class ContactsScreen {
  /// The contacts, in sections by initial.
  public let book: AddressBook
  /// The contacts the screen opened, in order.
  public private(set) var opened: [Contact] = []
  /// Presents a contact the screen opened.
  public var onOpen: (@MainActor (Contact) -> Void)?

  /// Creates the screen's table logic.
  ///
  /// - Parameter book: The contacts to show.
  public init(_ book: AddressBook) {
    self.book = book
  }

  /// Opens a contact: records it and passes it to ``onOpen``.
  ///
  /// - Parameter contact: The contact the user tapped.
  public func open(_ contact: Contact) {
    opened.append(contact)
    onOpen?(contact)
  }
}
