import TableModelScenarioCells
import TableModelScenarios
import TableModelTestSupport
import TableModelTesting
import Testing

/// A screen object whose methods interaction rows target.
@MainActor
final class RowTarget {
  var opened: [String] = []

  func open(_ sender: InteractionRow) {
    opened.append(sender.title)
  }
}

@MainActor
@Suite struct InteractionControllerTests {
  @Test func tap_runsTheRowsAction_andDeselectsWithAnimation() {
    var tapped: [String] = []
    let model = InteractionTableModel {
      InteractionSection {
        InteractionRow("Wi-Fi", value: "Home") { row in tapped.append(row.title) }
        InteractionRow("Version", value: "1.0")
      }
    }
    let fixture = ControllerFixture(model)
    fixture.table.tapRow(at: p(0, 0))
    #expect(tapped == ["Wi-Fi"])
    #expect(fixture.table.indexPathsForSelectedRows.isEmpty, "deselected after the action")
    fixture.table.tapRow(at: p(0, 1))
    #expect(
      fixture.table.indexPathsForSelectedRows.isEmpty && tapped == ["Wi-Fi"],
      "no action: not selectable")
    #expect(fixture.core.selectionStyle(at: p(0, 1)) == .none)
  }

  @Test func targetAction_callsTheMethod_withTheRowAsSender_andHoldsTheTargetWeakly() {
    var screen: RowTarget? = RowTarget()
    weak let weakScreen = screen
    let model = InteractionTableModel {
      InteractionSection { InteractionRow("Email", action: .target(screen!, RowTarget.open)) }
    }
    let fixture = ControllerFixture(model)
    fixture.table.tapRow(at: p(0, 0))
    #expect(screen?.opened == ["Email"])
    screen = nil
    #expect(weakScreen == nil, "the row did not keep its target alive")
    fixture.table.tapRow(at: p(0, 0))
    #expect(fixture.diagnostics.isEmpty)
  }

  @Test func rowsAndHeader_regenerateFromTheDataObject_onReload() throws {
    let model = InteractionTableModel(Profile(name: "Ada", email: "ada@example.com")) { profile in
      InteractionSection("Contact") {
        InteractionRow("Email", value: profile.email, image: .named("envelope"))
        for (index, phone) in profile.phones.enumerated() {
          InteractionRow("Phone \(index + 1)", value: phone)
        }
      }
    } header: {
      ProfileHeader(name: $0.name)
    }
    let fixture = ControllerFixture(model) {
      $0.headerFooters.registerTableHeader(ProfileHeaderView.self, for: ProfileHeader.self) {
        view, header in view.show(header)
      }
    }
    let emailCell = try #require(
      fixture.table.cellForRow(at: p(0, 0)) as? HeadlessInteractionRowCell)
    #expect(emailCell.imageSource == "envelope")
    let header = try #require(fixture.table.tableHeaderView)
    #expect(header.renderedText == "👤 Ada — 0 followers")
    model.reload(with: Profile(name: "Ada L.", email: "ada@lovelace.org", phones: ["555"]))
    #expect(fixture.shownTexts == [["Email — ada@lovelace.org", "Phone 1 — 555"]])
    #expect(fixture.table.cellForRow(at: p(0, 0)) === emailCell, "the email row kept its cell")
    #expect(fixture.table.tableHeaderView === header, "the header view is configured again")
    #expect(header.renderedText == "👤 Ada L. — 0 followers")
    #expect(fixture.batches.last?.calls == [.insertRows([p(0, 1)], .automatic)])
  }

  /// An editable "Name" row and a read-only "Email" row of a profile held by reference.
  private func editableNameAndEmail(_ store: ProfileStore<Profile>)
    -> InteractionTableModel<ProfileStore<Profile>>
  {
    InteractionTableModel(store) { box in
      InteractionSection {
        InteractionRow(
          "Name", value: box.value.name, isEditable: true,
          valueEdit: InteractionRow.ValueEdit { text, _ in box.value.name = text })
        InteractionRow("Email", value: box.value.email)
      }
    }
  }

  @Test func editableRow_takesEditsAndPastes_otherRowsAreDiagnosed() {
    let store = ProfileStore(Profile(name: "Ada", email: "a@x"))
    let model = editableNameAndEmail(store)
    let fixture = ControllerFixture(model)
    #expect(fixture.shownTexts[0][0] == "Name — Ada ✎")
    fixture.core.editValue("Ada Lovelace", at: p(0, 0))
    model.reload()
    #expect(fixture.shownTexts[0][0] == "Name — Ada Lovelace ✎")
    fixture.core.pasteboard.string = "Countess"
    #expect(
      fixture.table.contextMenu(forRowAt: p(0, 0))?.actions.map(\.title) == ["Copy", "Paste"])
    fixture.table.performMenuAction(titled: "Paste", forRowAt: p(0, 0))
    model.reload()
    #expect(fixture.shownTexts[0][0] == "Name — Countess ✎")
    #expect(fixture.table.contextMenu(forRowAt: p(0, 1))?.actions.map(\.title) == ["Copy"])
    fixture.core.editValue("nope", at: p(0, 1))
    #expect(fixture.diagnosticKinds == [.editNotHandled])
  }

  @Test func valueBeingTyped_isNotReconfiguredAway_andIsCommittedWhenEditingEnds() throws {
    let store = ProfileStore(Profile(name: "Ada", email: "a@x"))
    let model = editableNameAndEmail(store)
    let fixture = ControllerFixture(model)
    let cell = try #require(fixture.table.cellForRow(at: p(0, 0)) as? HeadlessInteractionRowCell)
    cell.typeValue("Ada Lo")
    // A sync changes the profile while the user types: both rows change.
    store.value = Profile(name: "Ada (synced)", email: "ada@x")
    model.reload()
    #expect(cell.fieldText == "Ada Lo", "the field keeps what the user is typing")
    #expect(fixture.shownTexts[0][1] == "Email — ada@x", "the other row shows the sync")
    cell.typeValue("Ada Lovelace")
    cell.endEditingValue()
    model.reload()
    #expect(store.value.name == "Ada Lovelace")
    #expect(fixture.table.cellForRow(at: p(0, 0)) === cell && cell.fieldText == "Ada Lovelace")
    #expect(fixture.shownTexts[0][0] == "Name — Ada Lovelace ✎")
    #expect(fixture.diagnostics.isEmpty)
  }

  @Test func onlyRowsWithAValue_offerCopy() {
    let model = InteractionTableModel {
      InteractionSection {
        InteractionRow("Email", value: "ada@example.com")
        InteractionRow("Sign Out") { _ in }
      }
    }
    let fixture = ControllerFixture(model)
    #expect(fixture.table.contextMenu(forRowAt: p(0, 0))?.actions.map(\.title) == ["Copy"])
    #expect(fixture.table.contextMenu(forRowAt: p(0, 1)) == nil, "Sign Out has nothing to copy")
  }

  @Test func rowWithAnEmptyValue_offersNoCopy_butStillTakesAPaste() {
    let model = InteractionTableModel {
      InteractionSection {
        InteractionRow("Nickname", value: "")
        InteractionRow(
          "Name", value: "", isEditable: true, valueEdit: InteractionRow.ValueEdit { _, _ in })
      }
    }
    let fixture = ControllerFixture(model)
    fixture.core.pasteboard.string = "Countess"
    #expect(
      fixture.table.contextMenu(forRowAt: p(0, 0)) == nil, "an empty value has nothing to copy")
    #expect(fixture.table.contextMenu(forRowAt: p(0, 1))?.actions.map(\.title) == ["Paste"])
  }
}

/// A profile held by reference: a data object that changes in place.
@MainActor
final class ProfileStore<Value> {
  var value: Value
  init(_ value: Value) { self.value = value }
}
