import TableModelCore

extension ProfileScreen {
  /// The screen's sections for a profile: contact rows, an editable status, admin tools for
  /// admins, and Sign Out.
  ///
  /// Adding a row to the screen is adding an `InteractionRow` here.
  @InteractionSection.Builder
  func sections(for profile: Profile) -> [InteractionSection] {
    InteractionSection("Contact") {
      InteractionRow(
        "Email", value: profile.email, image: .named("envelope"),
        accessory: .disclosureIndicator, action: .target(self, ProfileScreen.compose))
      for (index, phone) in profile.phones.enumerated() {
        InteractionRow(
          "Phone", value: phone, image: .named("phone"), id: "phone-\(index)",
          accessory: .detailButton)
      }
    }
    InteractionSection("About") {
      InteractionRow(
        "Status", value: profile.status, image: .named("text.bubble"), isEditable: true,
        valueEdit: InteractionRow.ValueEdit { [unowned self] text, _ in
          var edited = self.profile
          edited.status = text
          receive(edited)
        })
      InteractionRow("Followers", value: "\(profile.followers)", image: .named("person.2"))
    }
    if profile.isAdmin {
      InteractionSection("Admin", footer: "Visible to admins only") {
        InteractionRow(
          "Moderation Queue", value: "3", image: .named("tray.full"),
          accessory: .disclosureIndicator
        ) { [unowned self] _ in
          perform(.openModerationQueue)
        }
      }
    }
    InteractionSection {
      InteractionRow("Sign Out", image: .named("rectangle.portrait.and.arrow.right")) {
        [unowned self] _ in
        perform(.signOut)
      }
    }
  }
}
