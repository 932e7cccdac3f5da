#if canImport(UIKit) && (os(iOS) || os(visionOS))
import TableModelScenarios
public import TableModelUIKit
import UIKit

/// An address book: contacts in alphabetical sections with a section index, swipe to delete
/// (the last contact of an initial takes its section with it), a leading swipe to star,
/// reordering in edit mode, details on a tap, and a context menu with "Copy".
///
/// The model and the rows' behaviour come from `TableModelScenarios`, where the demo and the
/// tests run them on the headless table: a `ContactsScreen` holds the `AddressBook`, and a
/// `ContactHandler` registered with the controller's core gives every contact its behaviour
/// and opens it on the screen. This view controller presents what the screen opens.
public final class ContactsViewController: TableViewController {
  private let screen: ContactsScreen

  /// Creates the contacts screen, showing sample contacts.
  public init() {
    let screen = ContactsScreen(AddressBook(contacts: Contact.samples))
    self.screen = screen
    super.init(model: screen.book) { controller in
      controller.cells.register(UITableViewCell.self, for: Contact.self) { cell, contact in
        var content = UIListContentConfiguration.subtitleCell()
        content.image = UIImage(systemName: contact.isFavorite ? "star.fill" : "person.crop.circle")
        content.text = contact.name
        content.secondaryText = contact.phone
        cell.contentConfiguration = content
      }
      controller.core.handlers.register(ContactHandler.self)
      controller.core.owner = screen  // The handler opens contacts on it.
    }
    title = "Contacts"
    navigationItem.rightBarButtonItem = editButtonItem
    screen.onOpen = { [weak self] contact in self?.showDetails(of: contact) }
  }

  @available(*, unavailable)
  required init?(coder: NSCoder) {
    fatalError("ContactsViewController(coder:) is not supported: create it with init()")
  }

  /// Shows a contact's details: what a tap does.
  private func showDetails(of contact: Contact) {
    showMessage(contact.name, contact.phone)
  }
}
#endif
