#if canImport(UIKit) && !os(watchOS)
import TableModelUIKit
import UIKit

/// A contact is a row: identified by `id`, reconfigured when its name or phone changes.
extension Contact: Diffable {}

/// The contacts table's model: a section per initial (`GroupSection` gives the header and the
/// section index title), contacts in each.
typealias ContactsModel = SectionedTableModel<GroupSection<String>, Contact>

/// Handles contacts' rows: deletable, movable within their section, details on a tap or the
/// detail button, and "Copy" in the context menu.
///
/// A handler is stateless and made for each event: what it needs comes with the contact and
/// the row's context.
struct ContactHandler: RowEventHandler {
  func behavior(for contact: Contact, context: RowContext) -> RowBehavior? {
    RowBehavior {
      $0.editingStyle = .delete
      $0.canMove = true
      $0.accessory = .detailButton
      $0.deselectsAfterSelection = true
      $0.copyText = "\(contact.name), \(contact.phone)"
    }
  }

  /// Deletes the contact, and its section with it when it was the last of its initial.
  func commit(_ editingStyle: RowBehavior.EditingStyle, _ contact: Contact, context: RowContext)
    -> Bool
  {
    guard editingStyle == .delete, let model = context.model(as: ContactsModel.self) else {
      return false
    }
    let section = context.rowPath.section
    if model.numberOfRows(inSection: section) == 1 {
      model.removeSection(at: section)
    } else {
      model.remove(at: context.rowPath)
    }
    return true
  }

  func didSelect(_ contact: Contact, context: RowContext) {
    showDetails(of: contact, context: context)
  }

  func accessoryButtonTapped(_ contact: Contact, context: RowContext) {
    showDetails(of: contact, context: context)
  }

  /// The screen is the controller's owner (a `TableViewController` is its table's owner).
  private func showDetails(of contact: Contact, context: RowContext) {
    context.owner(as: ContactsViewController.self)?.showDetails(of: contact)
  }
}
#endif
