import TableModelTestSupport
import TableModelTesting
import Testing

/// Seed scenario 2 — "Anatomy of a TableView": a profile screen described by interaction objects
/// built from a user profile, with a header object, actions aimed at the screen, and a reload
/// that regenerates everything from the data object.
@MainActor
@Suite struct ProfileScenarioTests {
  @MainActor
  private final class ProfileViewController {
    private let profile: Profile
    var log: [String] = []
    lazy var model = InteractionTableModel(profile) { [unowned self] in
      sections(for: $0)
    } header: {
      ProfileHeader(name: $0.name)
    }

    init(_ profile: Profile) {
      self.profile = profile
    }

    @InteractionSection.Builder
    private func sections(for profile: Profile) -> [InteractionSection] {
      InteractionSection("Contact") {
        InteractionRow(
          "Email", value: profile.email, image: .named("envelope"), accessory: .disclosureIndicator,
          action: .target(self, ProfileViewController.compose))
        for (index, phone) in profile.phones.enumerated() {
          InteractionRow("Phone", value: phone, id: "phone-\(index)", accessory: .detailButton)
        }
      }
      if profile.isAdmin {
        InteractionSection("Admin", footer: "Visible to admins only") {
          InteractionRow("Moderation Queue", value: "3", accessory: .disclosureIndicator) {
            [unowned self] row in
            log.append("open \(row.title)")
          }
        }
      }
      InteractionSection {
        InteractionRow("Sign Out") { [unowned self] _ in
          log.append("sign out")
        }
      }
    }

    func compose(_ sender: InteractionRow) {
      log.append("compose to \(sender.value ?? "")")
    }
  }

  @Test func profile_rendersFromItsDataObject_andActionsRunOnTap() {
    let screen = ProfileViewController(
      Profile(name: "Ada Lovelace", email: "ada@example.com", phones: ["+44 20 7946 0000"]))
    let fixture = ControllerFixture(screen.model)
    #expect(
      fixture.table.render() == """
        table header: ProfileHeader(name: "Ada Lovelace")
        section 0 · "Contact" · 2 rows
          0  Email — ada@example.com ›
          1  Phone — +44 20 7946 0000 ⓘ
        section 1 · 1 row
          0  Sign Out
        """)
    fixture.table.tapRow(at: p(0, 0))
    fixture.table.tapRow(at: p(1, 0))
    #expect(screen.log == ["compose to ada@example.com", "sign out"])
    #expect(fixture.table.indexPathsForSelectedRows.isEmpty)
    #expect(fixture.diagnostics.isEmpty)
  }

  @Test func reload_regeneratesRowsAndHeader_animatingOnlyTheDifference() {
    let screen = ProfileViewController(Profile(name: "Ada", email: "ada@example.com"))
    let fixture = ControllerFixture(screen.model)
    screen.model.reload(
      with: Profile(name: "Ada L.", email: "ada@example.com", phones: ["1", "2"], isAdmin: true))
    #expect(
      fixture.table.render() == """
        table header: ProfileHeader(name: "Ada L.")
        section 0 · "Contact" · 3 rows
          0  Email — ada@example.com ›
          1  Phone — 1 ⓘ
          2  Phone — 2 ⓘ
        section 1 · "Admin" · 1 row
          0  Moderation Queue — 3 ›
          footer "Visible to admins only"
        section 2 · 1 row
          0  Sign Out
        """)
    #expect(fixture.batches.count == 1 && fixture.batches[0].isAccepted)
    fixture.table.tapRow(at: p(1, 0))
    #expect(screen.log == ["open Moderation Queue"])
    #expect(fixture.diagnostics.isEmpty)
  }
}
