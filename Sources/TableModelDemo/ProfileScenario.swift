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
      $0.headerFooters.registerHeader(
        HeadlessTableViewHeaderFooterView.self, for: ProfileHeader.self
      ) { view, header in
        view.text = "👤 \(header.name)"
        view.detailText = "\(header.followers) followers"
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
    stage.note("ProfileScreen: \(screen.log.last ?? "(nothing)")")
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
    stage.note("ProfileScreen: \(screen.log.last ?? "(nothing)")")
    stage.step("You tap \"Sign Out\"") { table.tapRow(at: screen.row(titled: "Sign Out")) }
    stage.note("ProfileScreen: \(screen.log.last ?? "(nothing)")")
    stage.check(
      screen.log.count == 3 && table.indexPathsForSelectedRows.isEmpty,
      "three actions ran, and no row stays selected")
    stage.finish()
  }
}

/// The data object the profile screen is built from.
struct Profile: Sendable {
  var name: String
  var email: String
  var phones: [String]
  var status: String
  var followers: Int
  var isAdmin: Bool

  static let ada = Profile(
    name: "Ada Lovelace", email: "ada@example.com", phones: ["+44 20 7946 0000"],
    status: "Writing notes", followers: 1815, isAdmin: false)
}

/// The profile screen's header object: what the table header view shows.
struct ProfileHeader: Diffable, Hashable {
  var id: String { "profile-header" }
  var name: String
  var followers: Int
}

/// The profile screen: it builds its interaction rows from a ``Profile``, and its rows' actions
/// call back into it.
@MainActor
final class ProfileScreen {
  private(set) var profile: Profile
  /// What the rows' actions did, in order.
  private(set) var log: [String] = []
  lazy var model = InteractionTableModel(profile) { [unowned self] in
    sections(for: $0)
  } header: {
    ProfileHeader(name: $0.name, followers: $0.followers)
  }

  init(_ profile: Profile) {
    self.profile = profile
  }

  /// Shows a profile the server sent: rows and header are rebuilt from it.
  func receive(_ updated: Profile) {
    profile = updated
    model.reload(with: updated)
  }

  /// The position of the row with a title (the first row when there is none).
  func row(titled title: String) -> RowPath {
    for section in 0..<model.numberOfSections {
      for row in 0..<model.numberOfRows(inSection: section) {
        let path = RowPath(row: row, section: section)
        if model.item(at: path).title == title { return path }
      }
    }
    return RowPath(row: 0, section: 0)
  }

  /// The target of the Email row's action.
  func compose(_ sender: InteractionRow) {
    log.append("compose(_:) opens a mail to \(sender.value ?? "nobody")")
  }

  /// The screen's sections for a profile: contact rows, an editable status, admin tools for
  /// admins, and Sign Out.
  @InteractionSection.Builder
  private func sections(for profile: Profile) -> [InteractionSection] {
    InteractionSection("Contact") {
      InteractionRow(
        "Email", value: profile.email, image: .named("envelope"),
        accessory: .disclosureIndicator, action: .target(self, ProfileScreen.compose))
      for (index, phone) in profile.phones.enumerated() {
        InteractionRow("Phone", value: phone, id: "phone-\(index)", accessory: .detailButton)
      }
    }
    InteractionSection("About") {
      InteractionRow(
        "Status", value: profile.status, isEditable: true,
        valueEdit: InteractionRow.ValueEdit { [unowned self] text, _ in
          self.profile.status = text
          model.reload(with: self.profile)
        })
      InteractionRow("Followers", value: "\(profile.followers)")
    }
    if profile.isAdmin {
      InteractionSection("Admin", footer: "Visible to admins only") {
        InteractionRow("Moderation Queue", value: "3", accessory: .disclosureIndicator) {
          [unowned self] row in
          log.append("a closure opens the \(row.title)")
        }
      }
    }
    InteractionSection {
      InteractionRow("Sign Out") { [unowned self] _ in
        log.append("a closure signs out")
      }
    }
  }
}
