import TableModelTestSupport
import TableModelTesting
import Testing

/// Typing in an editable row's value field is simulated input like the table's gestures: it
/// stops, naming the call, where no keyboard event reaches a table — inside a batch update — and
/// drains the table's pending phases first.
@MainActor
@Suite struct ValueTypingTimingTests {
  /// A typing call, inside one kind of batch, as the one Codable value an exit test captures.
  enum TypingInsideABatch: String, Codable, CaseIterable, Sendable {
    case typeInBatchBlock, typeBetweenBeginAndEnd, endEditingInBatchBlock
    case endEditingBetweenBeginAndEnd

    /// The method the message names.
    var call: String {
      switch self {
      case .typeInBatchBlock, .typeBetweenBeginAndEnd: "typeValue(_:)"
      case .endEditingInBatchBlock, .endEditingBetweenBeginAndEnd: "endEditingValue()"
      }
    }

    /// Shows an editable row and makes the call inside a batch of its table.
    @MainActor func perform() {
      let fixture = ControllerFixture(
        InteractionTableModel {
          InteractionSection { InteractionRow("Name", value: "Ada", isEditable: true) }
        })
      guard let cell = fixture.table.cellForRow(at: p(0, 0)) as? HeadlessInteractionRowCell
      else { return }
      switch self {
      case .typeInBatchBlock:
        try? fixture.table.performBatchUpdates { cell.typeValue("Grace") }
      case .typeBetweenBeginAndEnd:
        fixture.table.beginUpdates()
        cell.typeValue("Grace")
      case .endEditingInBatchBlock:
        cell.typeValue("Grace")
        try? fixture.table.performBatchUpdates { cell.endEditingValue() }
      case .endEditingBetweenBeginAndEnd:
        cell.typeValue("Grace")
        fixture.table.beginUpdates()
        cell.endEditingValue()
      }
    }
  }

  @Test(arguments: TypingInsideABatch.allCases)
  func typingInsideABatch_stopsNamingTheCall(_ typing: TypingInsideABatch) async {
    let result = await #expect(
      processExitsWith: .failure, observing: [\.standardErrorContent]
    ) { [typing] in
      await MainActor.run { typing.perform() }
    }
    let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    #expect(
      message.contains(
        "TableModelKit: HeadlessInteractionRowCell.\(typing.call): a user's gesture was simulated inside an open batch update"
      ), "\(message)")
  }

  /// A keystroke, as a touch, reaches the field on a run-loop turn of its own: what its table
  /// had pending — here a batch's completion — has run when it arrives.
  @Test(arguments: ["typeValue(_:)", "endEditingValue()"])
  func typing_drainsTheTablesPendingPhasesFirst(_ call: String) throws {
    let screen = try EditableNameScreen(name: "Ada")
    if call == "endEditingValue()" { screen.cell.typeValue("Grace") }
    var completed = false
    try screen.fixture.table.performBatchUpdates({}, completion: { completed = $0 })
    if call == "typeValue(_:)" {
      screen.cell.typeValue("Grace")
    } else {
      screen.cell.endEditingValue()
    }
    #expect(completed, "\(call) came before the end of the batch's animations")
  }

  @Test func typingBetweenBatches_commitsTheValue() throws {
    let screen = try EditableNameScreen(name: "Ada")
    let (store, fixture, cell) = (screen.store, screen.fixture, screen.cell)
    try fixture.table.performBatchUpdates {}
    cell.typeValue("Grace")
    try fixture.table.performBatchUpdates {}
    cell.endEditingValue()
    #expect(store.value == "Grace")
  }
}
