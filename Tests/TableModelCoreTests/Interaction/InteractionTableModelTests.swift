import TableModelScenarios
import TableModelTestSupport
import TableModelTesting
import Testing

@MainActor
@Suite struct InteractionTableModelTests {
  private func profileModel(_ profile: Profile) -> InteractionTableModel<Profile> {
    InteractionTableModel(profile) { profile in
      InteractionSection("Contact", footer: "Only friends see this") {
        InteractionRow("Email", value: profile.email)
        for phone in profile.phones { InteractionRow("Phone", value: phone) }
      }
      if profile.isAdmin {
        InteractionSection("Admin") { InteractionRow("Tools") { _ in } }
      }
      InteractionSection {
        InteractionRow("Sign Out") { _ in }
      }
    } header: { profile in
      ProfileHeader(name: profile.name)
    }
  }

  private func rows(_ model: InteractionTableModel<Profile>) -> [[String]] {
    (0..<model.numberOfSections).map { section in
      (0..<model.numberOfRows(inSection: section)).map {
        model.item(at: RowPath(row: $0, section: section)).id
      }
    }
  }

  @Test func builder_makesSectionsAndRowsFromTheData_withLoopsAndConditions() {
    let model = profileModel(Profile(name: "Ada", email: "ada@example.com", phones: ["1", "2"]))
    #expect(rows(model) == [["Email", "Phone", "Phone#2"], ["Sign Out"]])
    #expect(model.sectionModel(at: 0).headerTitle == "Contact")
    #expect(model.sectionModel(at: 0).footerTitle == "Only friends see this")
    #expect(model.item(at: RowPath(row: 2, section: 0)).value == "2")
    #expect((model.tableHeader as? ProfileHeader)?.name == "Ada")
  }

  @Test func reload_regeneratesRowsAndHeader_publishingOnlyTheDifference() {
    let model = profileModel(Profile(name: "Ada", email: "ada@example.com"))
    let listener = RecordingListener(model.events)
    model.reload(with: Profile(name: "Ada L.", email: "ada@lovelace.org", isAdmin: true))
    #expect(rows(model) == [["Email"], ["Tools"], ["Sign Out"]])
    #expect(model.item(at: RowPath(row: 0, section: 0)).value == "ada@lovelace.org")
    #expect((model.tableHeader as? ProfileHeader)?.name == "Ada L.")
    #expect(
      listener.log == [
        "will change", "changed: inserted sections: [1]\nupdated rows: [[0, 0]]", "did change",
        "will change", "did change",
      ])
  }

  @Test func reload_withAChangedHeaderOnly_stillTellsObservers() {
    let model = profileModel(Profile(name: "Ada", email: "a"))
    let listener = RecordingListener(model.events)
    model.reload(with: Profile(name: "Grace", email: "a"))
    #expect(listener.log == ["will change", "did change"])
    model.reload(with: Profile(name: "Grace", email: "a"))
    #expect(listener.log.count == 2, "nothing changed, nothing is told")
  }

  @Test func repeatedIdentities_areToldApart_soNoRowIsLost() {
    let model = InteractionTableModel {
      InteractionSection("A") {
        InteractionRow("Row")
        InteractionRow("Row")
      }
      InteractionSection("A") { InteractionRow("Row", id: "Row") }
    }
    #expect(model.numberOfSections == 2)
    #expect(model.sectionModel(at: 1).id == "A#2")
    #expect(model.item(at: RowPath(row: 0, section: 1)).id == "Row#3")
  }

  /// The app's own `"A#2"` is unique: a repeat of `"A"` skips it rather than renaming it
  /// `"A#2#2"`, for rows and sections alike, wherever it comes in the build.
  @Test func repeatsSkipSuffixesTheAppGaveItsOwnRows_andAUniqueIdentityIsNeverRenamed() {
    let model = InteractionTableModel {
      InteractionSection("S") {
        InteractionRow("A")
        InteractionRow("A")
        InteractionRow("A#2")
      }
      InteractionSection("S#2") { InteractionRow("A#3#2", id: "A#3") }
      InteractionSection("S") {}
    }
    let ids = (0..<model.numberOfSections).map { section in
      (0..<model.numberOfRows(inSection: section)).map {
        model.item(at: RowPath(row: $0, section: section)).id
      }
    }
    #expect(ids == [["A", "A#4", "A#2"], ["A#3"], []])
    #expect((0..<3).map { model.sectionModel(at: $0).id } == ["S", "S#2", "S#3"])
  }

  @Test(arguments: [true, false])
  func builder_supportsEitherBranchesAndArrays(flag: Bool) {
    let model = InteractionTableModel {
      InteractionSection {
        if flag { InteractionRow("On") } else { InteractionRow("Off") }
        [InteractionRow("x"), InteractionRow("y")]
      }
    }
    #expect(model.item(at: RowPath(row: 0, section: 0)).title == (flag ? "On" : "Off"))
    #expect(model.numberOfRows(inSection: 0) == 3)
  }

  @Test func contentEquality_ignoresActionClosures_butNotTheirPresence() {
    let a = InteractionRow("Email", value: "a") { _ in }
    let b = InteractionRow("Email", value: "a") { _ in }
    let plain = InteractionRow("Email", value: "a")
    #expect(a.isContentEqual(to: b))
    #expect(!a.isContentEqual(to: plain), "selectability differs")
    #expect(a.accessory == .none && plain.accessory == .none, "no accessory unless asked")
  }
}
