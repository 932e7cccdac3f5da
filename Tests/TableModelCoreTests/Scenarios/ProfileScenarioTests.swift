import TableModelScenarioCells
import TableModelScenarios
import TableModelTestSupport
import TableModelTesting
import Testing

/// Seed scenario 2 — "Anatomy of a TableView": a profile screen described by interaction objects
/// built from a user profile, with a header object, actions aimed at the screen, and a reload
/// that regenerates everything from the data object (``ProfileScreen``, as the demo and the iOS
/// example show it).
@MainActor
@Suite struct ProfileScenarioTests {
  private func fixture(_ screen: ProfileScreen) -> ControllerFixture<InteractionTableModel<Profile>>
  {
    ControllerFixture(screen.model, height: 1000) {
      $0.headerFooters.registerTableHeader(ProfileHeaderView.self, for: ProfileHeader.self) {
        view, header in view.show(header)
      }
    }
  }

  @Test func profile_rendersFromItsDataObject_andActionsRunOnTap() {
    let screen = ProfileScreen(.ada)
    var presented: [ProfileScreen.Action] = []
    screen.onAction = { presented.append($0) }
    let fixture = fixture(screen)
    #expect(
      fixture.table.render() == """
        table header: 👤 Ada Lovelace — 1815 followers
        section 0 · "Contact" · 2 rows
          0  Email — ada@example.com ›
          1  Phone — +44 20 7946 0000 ⓘ
        section 1 · "About" · 2 rows
          0  Status — Writing notes ✎
          1  Followers — 1815
        section 2 · 1 row
          0  Sign Out
        """)
    fixture.table.tapRow(at: screen.row(titled: "Email"))
    fixture.table.tapRow(at: screen.row(titled: "Sign Out"))
    #expect(screen.actions == [.compose(to: "ada@example.com"), .signOut])
    #expect(presented == screen.actions, "each action reached the presenter")
    #expect(fixture.table.indexPathsForSelectedRows.isEmpty)
    #expect(fixture.diagnostics.isEmpty)
  }

  @Test func editingTheStatus_reachesTheProfile_andReconfiguresItsRowOnly() {
    let screen = ProfileScreen(.ada)
    let fixture = fixture(screen)
    let status = screen.row(titled: "Status")
    let cell = fixture.table.cellForRow(at: status)
    fixture.core.editValue("Analysing engines", at: status)
    #expect(screen.profile.status == "Analysing engines")
    #expect(fixture.table.cellForRow(at: status) === cell)
    #expect(cell?.renderedText == "Status — Analysing engines ✎")
    #expect(fixture.batches.isEmpty, "a content change: reconfigured, no batch")
    #expect(fixture.diagnostics.isEmpty)
  }

  @Test func reload_regeneratesRowsAndHeader_animatingOnlyTheDifference() {
    let screen = ProfileScreen(Profile(name: "Ada", email: "ada@example.com", status: "Hi"))
    let fixture = fixture(screen)
    screen.receive(
      Profile(
        name: "Ada L.", email: "ada@example.com", phones: ["1", "2"], status: "Hi",
        followers: 3, isAdmin: true))
    #expect(
      fixture.table.render() == """
        table header: 👤 Ada L. — 3 followers
        section 0 · "Contact" · 3 rows
          0  Email — ada@example.com ›
          1  Phone — 1 ⓘ
          2  Phone — 2 ⓘ
        section 1 · "About" · 2 rows
          0  Status — Hi ✎
          1  Followers — 3
        section 2 · "Admin" · 1 row
          0  Moderation Queue — 3 ›
          footer "Visible to admins only"
        section 3 · 1 row
          0  Sign Out
        """)
    #expect(fixture.batches.count == 1 && fixture.batches[0].isAccepted)
    fixture.table.tapRow(at: p(2, 0))
    #expect(screen.actions == [.openModerationQueue])
    #expect(fixture.diagnostics.isEmpty)
  }
}
