#if canImport(UIKit) && !os(watchOS)
public import TableModelUIKit
import UIKit

/// An address book: contacts in alphabetical sections with a section index, swipe to delete,
/// reordering in edit mode, details on a tap or the detail button, and a context menu with
/// "Copy".
///
/// The rows' behaviour comes from a `ContactHandler` registered with the controller's core;
/// the controller deletes and moves rows in the `SectionedTableModel` itself.
public final class ContactsViewController: TableViewController {
  /// Creates the contacts screen, showing sample contacts.
  public init() {
    let model = ContactsModel(
      sections: Contact.byInitial(Contact.samples).map {
        TableSection(model: GroupSection(key: $0.initial), items: $0.contacts)
      })
    super.init(model: model) { controller in
      controller.cells.register(UITableViewCell.self, for: Contact.self) { cell, contact in
        var content = UIListContentConfiguration.subtitleCell()
        content.image = UIImage(systemName: "person.crop.circle")
        content.text = contact.name
        content.secondaryText = contact.phone
        cell.contentConfiguration = content
      }
      controller.core.handlers.register(ContactHandler.self)
    }
    title = "Contacts"
    navigationItem.rightBarButtonItem = editButtonItem
  }

  @available(*, unavailable)
  required init?(coder: NSCoder) {
    fatalError("ContactsViewController(coder:) is not supported: create it with init()")
  }

  /// Shows a contact's details: what a tap or the detail button does.
  func showDetails(of contact: Contact) {
    showMessage(contact.name, contact.phone)
  }
}
#endif
