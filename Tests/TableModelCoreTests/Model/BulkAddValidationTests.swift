import TableModelTestSupport
import TableModelTesting
import Testing

/// Bulk adds with a bad item midway.
///
/// Before, the items ahead of it were added — observers were
/// told the model was changing — and then the program stopped naming only the identity (and,
/// for an identity repeated within the batch, saying the model already held it). Now the whole
/// batch is checked first: the program stops before anything changes, naming the call and the
/// offending item's index.
enum BulkAddCall: String, CaseIterable, Codable, Sendable {
  case arrayAppendHeldIDMidway, arrayAppendRepeatedIDMidway, arrayAppendNaNIDMidway
  case sectionedAppendHeldIDMidway, sectionedAppendInTransactionMidway
  case sectionedInsertSectionRepeatedID, sectionedAppendSectionHeldID

  /// What the message must say.
  var expectedMessage: String {
    switch self {
    case .arrayAppendHeldIDMidway:
      "ArrayTableModel.append(contentsOf:): the item at index 2 has ID 2, which the model already holds; IDs must be unique"
    case .arrayAppendRepeatedIDMidway:
      "ArrayTableModel.append(contentsOf:): the items at indexes 1 and 3 share ID 5; IDs must be unique"
    case .arrayAppendNaNIDMidway:
      "ArrayTableModel.append(contentsOf:): ID nan, at index 1 of the items, is not equal to itself (a NaN?)"
    case .sectionedAppendHeldIDMidway, .sectionedAppendInTransactionMidway:
      "SectionedTableModel.append(contentsOf:toSection:): the item at index 1 has ID 1, which the model already holds; IDs must be unique"
    case .sectionedInsertSectionRepeatedID:
      "SectionedTableModel.insertSection(_:items:at:): the items at indexes 0 and 2 share ID 9; IDs must be unique"
    case .sectionedAppendSectionHeldID:
      "SectionedTableModel.appendSection(_:items:): the item at index 1 has ID 3, which the model already holds; IDs must be unique"
    }
  }

  /// Makes the call on a model whose observer stops the program, with another message, should
  /// the model begin to change before the call's own trap.
  @MainActor func perform() {
    switch self {
    case .arrayAppendHeldIDMidway:
      let model = BadInputCall.three()
      Self.stoppingOnChange(model) {
        model.append(contentsOf: [TestItem(4), TestItem(5), TestItem(2), TestItem(6)])
      }
    case .arrayAppendRepeatedIDMidway:
      let model = BadInputCall.three()
      Self.stoppingOnChange(model) {
        model.append(contentsOf: [TestItem(4), TestItem(5), TestItem(6), TestItem(5)])
      }
    case .arrayAppendNaNIDMidway:
      let model = ArrayTableModel([BadInputCall.Measured(1)])
      Self.stoppingOnChange(model) {
        model.append(contentsOf: [BadInputCall.Measured(2), BadInputCall.Measured(.nan)])
      }
    case .sectionedAppendHeldIDMidway:
      let model = BadInputCall.twoSections()
      Self.stoppingOnChange(model) {
        model.append(contentsOf: [TestItem(9), TestItem(1)], toSection: 1)
      }
    case .sectionedAppendInTransactionMidway:
      let model = BadInputCall.twoSections()
      Self.stoppingOnChange(model) {
        model.performTransaction {
          model.append(contentsOf: [TestItem(9), TestItem(1)], toSection: 1)
        }
      }
    case .sectionedInsertSectionRepeatedID:
      let model = BadInputCall.twoSections()
      Self.stoppingOnChange(model) {
        model.insertSection(
          TestSectionModel(7), items: [TestItem(9), TestItem(8), TestItem(9)], at: 0)
      }
    case .sectionedAppendSectionHeldID:
      let model = BadInputCall.twoSections()
      Self.stoppingOnChange(model) {
        model.appendSection(TestSectionModel(7), items: [TestItem(9), TestItem(3)])
      }
    }
  }

  /// Runs `body` while an observer of `model` stops the program as soon as the model begins to
  /// change.
  @MainActor private static func stoppingOnChange(
    _ model: some TableModel, _ body: () -> Void
  ) {
    let observation = model.events.observe { event in
      if event == .willChange { fatalError("the model began to change before the trap") }
    }
    withExtendedLifetime(observation, body)
  }
}

@Suite struct BulkAddValidationTests {
  @Test(arguments: BulkAddCall.allCases)
  func badItemMidway_stopsBeforeAnythingChanges_namingTheIndex(_ call: BulkAddCall) async {
    await expectStops(.bulkAdd(call))
  }

  @Test @MainActor func goodBatch_isAddedAsOneChange() throws {
    let model = BadInputCall.three()
    var events: [TableModelEvents.Event] = []
    let observation = model.events.observe { events.append($0) }
    model.append(contentsOf: [TestItem(4), TestItem(5)])
    withExtendedLifetime(observation) {}
    #expect(model.items.map(\.id) == [1, 2, 3, 4, 5])
    #expect(events.filter { $0 == .willChange }.count == 1)
  }

  /// The batch is checked once: before, every item was checked again as it went in.
  @Test @MainActor func goodBatch_isCheckedOnce() {
    let tally = MatchTally()
    let model = SectionedTableModel<TestSectionModel, TalliedItem>(sections: [
      TableSection(model: TestSectionModel(0), items: [])
    ])
    model.append(contentsOf: (1...3).map { TalliedItem($0, tally) }, toSection: 0)
    #expect(model.numberOfRows(inSection: 0) == 3)
    // The check of an identity compares it with itself once (the NaN test); a new identity
    // matches nothing else in the model or the batch.
    #expect(tally.matches == 3)
  }
}

/// Counts the comparisons of two `TalliedItem.ID`s that found them equal.
///
/// Only the test's main-actor code touches it, through the model's synchronous calls.
private final class MatchTally: @unchecked Sendable {
  var matches = 0
}

/// An item whose identity tallies the comparisons that find it equal to another.
private struct TalliedItem: Diffable {
  struct ID: Hashable, Sendable, CustomStringConvertible {
    let value: Int
    let tally: MatchTally

    static func == (lhs: Self, rhs: Self) -> Bool {
      guard lhs.value == rhs.value else { return false }
      lhs.tally.matches += 1
      return true
    }

    func hash(into hasher: inout Hasher) { hasher.combine(value) }

    var description: String { "\(value)" }
  }

  let id: ID

  init(_ value: Int, _ tally: MatchTally) { id = ID(value: value, tally: tally) }

  func isContentEqual(to other: Self) -> Bool { true }
}
