import TableModelScenarioCells
import TableModelScenarios
import TableModelTesting

extension Scenario {
  /// Seed scenario 2: a profile screen described by interaction objects built from a data object,
  /// with a header object, actions aimed at the screen, and reloads that send only the difference.
  static let profile = Scenario(
    name: "profile",
    summary: "a profile screen of interaction rows built from a data object, with a header object"
  ) { story in
    let screen = ProfileScreen(.ada)
    let stage = Stage(screen.model, story: story, height: 12 * 44) {
      $0.headerFooters.registerTableHeader(ProfileHeaderView.self, for: ProfileHeader.self) {
        view, header in view.show(header)
      }
    }
    let table = stage.table
    stage.look(
      "Ada's profile screen, built from a Profile: every row is an interaction object, "
        + "the table header is a header object (✎ marks an editable value)")

    stage.step("You tap \"Email\": its target–action calls ProfileScreen.compose(_:) with the row")
    {
      table.tapRow(at: screen.row(titled: "Email"))
    }
    stage.note("ProfileScreen: \(screen.actions.last?.narration ?? "(nothing)")")
    stage.check(table.indexPathsForSelectedRows.isEmpty, "the row deselected after its action")

    stage.step("You change your status, an editable row, to \"Analysing engines\"") {
      stage.controller.core.editValue("Analysing engines", at: screen.row(titled: "Status"))
    }
    stage.check(screen.profile.status == "Analysing engines", "the edit reached the Profile")

    let batchesBefore = stage.batches
    stage.step("The server sends an updated profile: a new name, a second phone, admin rights") {
      var updated = screen.profile
      updated.name = "Ada King"
      updated.followers = 1843
      updated.phones.append("+44 20 7946 0001")
      updated.isAdmin = true
      screen.receive(updated)
    }
    stage.check(
      stage.batches - batchesBefore == 1,
      "rows and header regenerated, yet one batch with only the difference")
    stage.check(
      table.tableHeaderView?.renderedText == "👤 Ada King — 1843 followers",
      "the header object changed, so the table header view shows it")

    stage.step("You tap \"Moderation Queue\", a row the reload just added: its closure runs") {
      table.tapRow(at: screen.row(titled: "Moderation Queue"))
    }
    stage.note("ProfileScreen: \(screen.actions.last?.narration ?? "(nothing)")")
    stage.step("You tap \"Sign Out\"") { table.tapRow(at: screen.row(titled: "Sign Out")) }
    stage.note("ProfileScreen: \(screen.actions.last?.narration ?? "(nothing)")")
    stage.check(
      screen.actions.count == 3 && table.indexPathsForSelectedRows.isEmpty,
      "three actions ran, and no row stays selected")
    stage.finish()
  }
}

extension ProfileScreen.Action {
  /// What the action does, told with the mechanism that ran it.
  var narration: String {
    switch self {
    case .compose(let address): "compose(_:) opens a mail to \(address ?? "nobody")"
    case .openModerationQueue: "a closure opens the Moderation Queue"
    case .signOut: "a closure signs out"
    }
  }
}
