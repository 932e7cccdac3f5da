#if canImport(UIKit) && !os(watchOS)
import TableModelUIKit

extension ProfileViewController {
  /// The sections of a profile: adding a row to the screen is adding an `InteractionRow` here.
  @InteractionSection.Builder
  func sections(for profile: Profile) -> [InteractionSection] {
    InteractionSection("Account") {
      InteractionRow(
        "Name", value: profile.name, image: .named("person"), isEditable: true,
        valueEdit: InteractionRow.ValueEdit { [weak self] name, _ in
          self?.updateProfile { $0.name = name }
        })
    }
    InteractionSection("Contact") {
      InteractionRow(
        "Email", value: profile.email, image: .named("envelope"), accessory: .disclosureIndicator,
        action: .target(self, ProfileViewController.compose))
      for (index, phone) in profile.phones.enumerated() {
        InteractionRow(
          "Phone", value: phone, image: .named("phone"), id: "phone-\(index)",
          action: .target(self, ProfileViewController.call))
      }
      InteractionRow(
        "Add Phone", image: .named("plus.circle"),
        action: .target(self, ProfileViewController.addPhone))
    }
    if profile.isAdmin {
      InteractionSection("Admin", footer: "Visible to admins only") {
        InteractionRow(
          "Moderation Queue", value: "3", image: .named("tray.full"),
          accessory: .disclosureIndicator,
          action: .target(self, ProfileViewController.openModerationQueue))
      }
    }
    InteractionSection {
      InteractionRow(
        "Sign Out", image: .named("rectangle.portrait.and.arrow.right"),
        action: .target(self, ProfileViewController.signOut))
    }
  }
}
#endif
