import TableModelScenarios
import TableModelTestSupport
import TableModelTesting
import Testing

/// An interaction table fed bad input through its public API.
@MainActor
@Suite struct InteractionMisuseTests {
  /// A screen's worth of rows: titles and explicit identities drawn from a few that collide,
  /// with the suffixes the model gives repeats, and empty ones.
  private static func randomSections(_ generator: inout SplitMix64) -> [InteractionSection] {
    let names = ["A", "A#2", "A#3", "B", "", "#2"]
    return (0..<Int.random(in: 0...4, using: &generator)).map { _ in
      let header = Bool.random(using: &generator) ? names.randomElement(using: &generator) : nil
      let rows = (0..<Int.random(in: 0...5, using: &generator)).map { _ in
        InteractionRow(
          names.randomElement(using: &generator)!,
          value: Bool.random(using: &generator)
            ? "\(Int.random(in: 0..<3, using: &generator))" : "",
          id: Bool.random(using: &generator) ? names.randomElement(using: &generator) : nil)
      }
      return InteractionSection(header, id: Bool.random(using: &generator) ? "A" : nil) { rows }
    }
  }

  @Test func randomReloadsOfCollidingIdentities_keepEveryRow_andTheTableFollows() {
    var generator = SplitMix64(seed: 0x1A7E)
    let model = InteractionTableModel(Self.randomSections(&generator)) { $0 }
    let harness = ModelTableHarness(model)
    for step in 0..<300 {
      let sections = Self.randomSections(&generator)
      model.reload(with: sections)
      let expected = sections.map { $0.rows.map(\.description) }
      let ids = (0..<model.numberOfSections).flatMap { section in
        (0..<model.numberOfRows(inSection: section)).map {
          model.item(at: RowPath(row: $0, section: section)).id
        }
      }
      // An identity only one row of the build has is the row's identity in the model.
      let given = sections.flatMap { $0.rows.map(\.id) }
      let counts = Dictionary(given.map { ($0, 1) }, uniquingKeysWith: +)
      let renamedUnique = zip(given, ids).filter { counts[$0.0] == 1 && $0.0 != $0.1 }
      guard harness.modelRows == expected, Set(ids).count == ids.count, renamedUnique.isEmpty,
        harness.problems.isEmpty, harness.shownRows == harness.modelRows
      else {
        Issue.record(
          "step \(step): model \(harness.modelRows), expected \(expected), ids \(ids) for \(given)\n\(harness.problems)\nshown \(harness.shownRows)"
        )
        return
      }
    }
  }
}

/// Edits that reach no handler.
@MainActor
@Suite struct InteractionEditMisuseTests {
  @Test func editOfARowWithoutAHandler_isReportedAsSuch_andTheFieldShowsTheModelAgain() throws {
    let model = InteractionTableModel {
      InteractionSection { InteractionRow("Name", value: "Ada", isEditable: true) }
    }
    let fixture = ControllerFixture(model)
    let cell = try #require(fixture.table.cellForRow(at: p(0, 0)) as? HeadlessInteractionRowCell)
    cell.typeValue("Grace")
    cell.endEditingValue()
    #expect(fixture.diagnosticKinds == [.editNotHandled])
    #expect(fixture.diagnostics.first?.message.contains("has no valueEdit") == true)
    #expect(cell.fieldText == "Ada", "the typed value went nowhere; the field shows the model's")
  }

  @Test func editEndingAfterTheRowStoppedBeingEditable_isReported_andTheTableShowsTheModel()
    throws
  {
    let store = ProfileStore(true)
    var edits: [String] = []
    let model = InteractionTableModel(store) { box in
      InteractionSection {
        InteractionRow(
          "Name", value: "Ada", isEditable: box.value,
          valueEdit: InteractionRow.ValueEdit { text, _ in edits.append(text) })
      }
    }
    let fixture = ControllerFixture(model)
    let cell = try #require(fixture.table.cellForRow(at: p(0, 0)) as? HeadlessInteractionRowCell)
    cell.typeValue("Grace")
    store.value = false
    model.reload()
    cell.endEditingValue()
    #expect(edits.isEmpty, "the row is no longer editable")
    #expect(fixture.diagnosticKinds == [.editNotHandled])
    #expect(fixture.shownTexts == [["Name — Ada"]])
    #expect(cell.fieldText == nil)
  }
}

/// Typing cut off by the typed row leaving the table.
@MainActor
@Suite struct InteractionEditInterruptedTests {
  /// A profile's rows, in this order, for the fields it has; each value is editable.
  private func profile(_ store: ProfileStore<[String: String]>)
    -> InteractionTableModel<ProfileStore<[String: String]>>
  {
    InteractionTableModel(store) { box in
      InteractionSection {
        ["Name", "Email"].compactMap { field in
          box.value[field].map { value in
            InteractionRow(
              field, value: value, isEditable: true,
              valueEdit: InteractionRow.ValueEdit { text, _ in box.value[field] = text })
          }
        }
      }
    }
  }

  /// Before, the cell went back to the reuse pool still editing without telling the controller,
  /// which went on holding the row's updates for a typing that had ended: once the row came
  /// back, a change of its value left the old value on screen.
  @Test func typedRowDeleted_endsTheEdit_andTheRowUpdatesWhenItComesBack() throws {
    let store = ProfileStore(["Name": "Ada", "Email": "a@x"])
    let model = profile(store)
    let fixture = ControllerFixture(model)
    let cell = try #require(fixture.table.cellForRow(at: p(0, 0)) as? HeadlessInteractionRowCell)
    cell.typeValue("Grace")
    store.value["Name"] = nil
    model.reload()
    try fixture.table.settle()
    #expect(!cell.isEditingValue, "the field left the window")
    #expect(store.value["Name"] == nil, "the edit of a deleted row changes nothing")
    store.value["Name"] = "Ada"
    model.reload()
    store.value["Name"] = "Ada Lovelace"
    model.reload()
    try fixture.table.settle()
    #expect(fixture.shownTexts == [["Name — Ada Lovelace ✎", "Email — a@x ✎"]])
    #expect(fixture.diagnosticKinds.allSatisfy { $0 == .rowGone }, "\(fixture.diagnostics)")
  }
}

/// Typing cut off by the controller leaving the typed row's table.
@MainActor
@Suite struct InteractionEditTableChangedTests {
  /// A profile's rows, name then email; each value is editable.
  private func profile(_ store: ProfileStore<[String: String]>)
    -> InteractionTableModel<ProfileStore<[String: String]>>
  {
    InteractionTableModel(store) { box in
      InteractionSection {
        ["Name", "Email"].map { field in
          InteractionRow(
            field, value: box.value[field] ?? "", isEditable: true,
            valueEdit: InteractionRow.ValueEdit { text, _ in box.value[field] = text })
        }
      }
    }
  }

  /// Before, the controller kept holding the typed row's updates for an edit that belonged to
  /// the table it left: the new table never showed the row's later values, and the typed text
  /// never reached the model.
  @Test func attachedToAnotherTableWhileTyping_commitsTheText_andTheRowUpdates() throws {
    let store = ProfileStore(["Name": "Ada", "Email": "a@x"])
    let model = profile(store)
    let fixture = ControllerFixture(model)
    let cell = try #require(fixture.table.cellForRow(at: p(0, 0)) as? HeadlessInteractionRowCell)
    cell.typeValue("Grace")
    let other = HeadlessTableView(width: 320, height: 440)
    fixture.controller.attach(to: other)
    try other.settle()
    try fixture.table.settle()
    #expect(!cell.isEditingValue, "the field of the table left behind resigned")
    #expect(store.value["Name"] == "Grace", "the typed text is committed, not lost")
    store.value["Name"] = "Ada Lovelace"
    model.reload()
    try other.settle()
    let shown = (0..<other.numberOfRows(inSection: 0)).map {
      other.cellForRow(at: p(0, $0))?.renderedText ?? "(no cell)"
    }
    #expect(shown == ["Name — Ada Lovelace ✎", "Email — a@x ✎"], "\(other.render())")
    #expect(fixture.diagnostics.isEmpty, "\(fixture.diagnostics)")
  }

  /// Attached again to its own table, which reloads, the controller ends the edit as the
  /// reloaded cell leaves the table: the text is committed and later values show.
  @Test func attachedAgainWhileTyping_commitsTheText_andTheRowUpdates() throws {
    let store = ProfileStore(["Name": "Ada", "Email": "a@x"])
    let model = profile(store)
    let fixture = ControllerFixture(model)
    let cell = try #require(fixture.table.cellForRow(at: p(0, 0)) as? HeadlessInteractionRowCell)
    cell.typeValue("Grace")
    fixture.controller.attach(to: fixture.table)
    try fixture.table.settle()
    #expect(!cell.isEditingValue)
    #expect(store.value["Name"] == "Grace", "the typed text is committed, not lost")
    store.value["Name"] = "Ada Lovelace"
    model.reload()
    try fixture.table.settle()
    #expect(fixture.shownTexts == [["Name — Ada Lovelace ✎", "Email — a@x ✎"]])
    #expect(fixture.diagnostics.isEmpty, "\(fixture.diagnostics)")
  }
}
