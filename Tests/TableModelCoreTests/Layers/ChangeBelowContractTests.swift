import TableModelScenarioCells
import TableModelScenarios
import TableModelTestSupport
import TableModelTesting
import Testing

/// A custom model under a layer that keeps state for every row below, publishing a change that
/// does not say what it did — or counts no layer can read: each stops, in every build
/// configuration, naming the layer, the model below and the problem, before the layer changes.
///
/// Before, the same mistakes that a controller showing the model directly reports and reloads
/// from reached a filter or sort layer as the standard library's `Index out of range` (in the
/// model's own `item(at:)`, which the filter called with a row the change made up) or
/// `Range requires lowerBound <= upperBound`, as `FlagTree index 7 out of range` (an internal
/// type), or as nothing at all: a filter or sort layer kept showing the rows before the change.
enum ChangeBelowCall: String, CaseIterable, Codable, Sendable {
  case filterInsertPastTheEnd, filterDeleteOfARowItDidNotHave, filterDeleteOfASectionItDidNotHave
  case filterRowNamedTwice, filterCountsThatDoNotAddUp, filterNoChangeForNewRows
  case filterNegativeSectionCount, sortNegativeRowCount, sortNoChangeForRemovedRows

  /// What the message must say.
  var expectedMessage: String {
    switch self {
    case .filterInsertPastTheEnd:
      "FilterLayer: the change the model below (ManualModel) published inserts, moves in or updates row [0, 5], which it does not have: its shape after the change is [3]"
    case .filterDeleteOfARowItDidNotHave:
      "FilterLayer: the change the model below (ManualModel) published deletes or moves away row [0, 7], which it did not have: its shape before the change was [2]"
    case .filterDeleteOfASectionItDidNotHave:
      "FilterLayer: the change the model below (ManualModel) published deletes or moves away section 4, which it did not have: its shape before the change was [2]"
    case .filterRowNamedTwice:
      "FilterLayer: the change the model below (ManualModel) published names row [0, 1] twice among the rows it deletes or moves away"
    case .filterCountsThatDoNotAddUp:
      "FilterLayer: the change the model below (ManualModel) published leaves section 0 with 3 rows, but it had 2 (as section 0), and the change deletes or moves away 0 and inserts or moves in 0, which makes 2"
    case .filterNoChangeForNewRows:
      "FilterLayer: the model below (ManualModel) published no change (its TableModelEvents.sendChange(_:completion:) returned nil or an empty changeset), but its shape went from [2] to [3]"
    case .filterNegativeSectionCount:
      "FilterLayer: the model below (NegativeCountModel) says it has -1 sections"
    case .sortNegativeRowCount:
      "SortLayer: the model below (NegativeCountModel) says its section 0 has -2 rows"
    case .sortNoChangeForRemovedRows:
      "SortLayer: the model below (ManualModel) published no change (its TableModelEvents.sendChange(_:completion:) returned nil or an empty changeset), but its shape went from [2] to [0]"
    }
  }

  /// Makes the call.
  @MainActor func perform() {
    let tweets = [Tweet(1), Tweet(2), Tweet(3)]
    let model = ManualModel([Array(tweets.prefix(2))])
    // Only the filter cases make the filter: it would hear the sort cases' changes first.
    let filtered = rawValue.hasPrefix("filter") ? model.filtered { _ in true } : nil
    switch self {
    case .filterInsertPastTheEnd:
      model.publish(.batch(Changeset(insertedRows: [p(0, 5)])), data: [tweets])
    case .filterDeleteOfARowItDidNotHave:
      model.publish(.batch(Changeset(deletedRows: [p(0, 7)])), data: [[tweets[0]]])
    case .filterDeleteOfASectionItDidNotHave:
      model.publish(.batch(Changeset(deletedSections: [4])), data: [])
    case .filterRowNamedTwice:
      model.publish(.batch(Changeset(deletedRows: [p(0, 1), p(0, 1)])), data: [[tweets[0]]])
    case .filterCountsThatDoNotAddUp:
      // A row appended, but the change reports an update.
      model.publish(.batch(Changeset(updatedRows: [p(0, 0)])), data: [tweets])
    case .filterNoChangeForNewRows:
      model.events.sendChange {
        model.sections = [tweets]
        return nil
      }
    case .filterNegativeSectionCount:
      _ = NegativeCountModel(sections: -1).filtered { _ in true }
    case .sortNegativeRowCount:
      _ = NegativeCountModel(sections: 1).sorted { $0.id < $1.id }
    case .sortNoChangeForRemovedRows:
      let sorted = model.sorted { $0.id > $1.id }
      model.events.sendChange {
        model.sections = [[]]
        return .batch(Changeset())
      }
      // Before, reading it read rows the model no longer has.
      _ = sorted.item(at: p(0, 1))
    }
    withExtendedLifetime(filtered) {}
  }
}

/// A model that reports a negative number of sections, or of rows in each section.
@MainActor
final class NegativeCountModel: TableModel {
  let events = TableModelEvents()
  let sections: Int

  init(sections: Int) { self.sections = sections }

  var numberOfSections: Int { sections }
  func numberOfRows(inSection section: Int) -> Int { -2 }
  func item(at rowPath: RowPath) -> Tweet { Tweet(rowPath.row) }
  func sectionModel(at section: Int) -> TitledSection { TitledSection(id: "\(section)") }
}

@Suite struct ChangeBelowContractTests {
  @Test(arguments: ChangeBelowCall.allCases)
  func aChangeBelowThatDoesNotSayWhatChanged_stopsNamingTheLayerAndTheProblem(
    _ call: ChangeBelowCall
  ) async {
    await expectStops(.changeBelow(call))
  }
}

/// Changes from a custom model that say exactly what changed pass through the layers as before,
/// and so does a mutation that changed no row (a header, say) and publishes no change.
@MainActor
@Suite struct ChangeBelowAcceptedTests {
  @Test func exactChangesOfACustomModel_reachTheTableThroughFilterAndSort() throws {
    let tweets = (1...6).map { Tweet($0) }
    let model = ManualModel([Array(tweets.prefix(3)), []])
    let stack = model.filtered { $0.id % 2 == 1 }.sorted { $0.id > $1.id }
    let fixture = ControllerFixture(stack) { $0.cells.register(TweetCell.self) }
    model.publish(
      .batch(Changeset(deletedRows: [p(0, 1)], insertedRows: [p(1, 0), p(1, 1)])),
      data: [[tweets[0], tweets[2]], [tweets[4], tweets[3]]])
    try fixture.table.finishAnimations()
    #expect(stack.snapshot.map { $0.items.map(\.id) } == [[3, 1], [5]])
    #expect(fixture.table.cachedShape == stack.shape)
    #expect(fixture.diagnostics.isEmpty)
  }

  @Test func aMutationWithNoChange_andNoNewRows_passesTheLayers() {
    let model = ManualModel([[Tweet(1)]])
    let stack = model.filtered { _ in true }.sorted { $0.id < $1.id }
    var heard: [String] = []
    let observation = stack.events.observe { heard.append("\($0)") }
    model.events.sendChange { nil }
    #expect(heard.count == 2, "willChange and didChange: \(heard)")
    #expect(stack.shape == [1])
    withExtendedLifetime(observation) {}
  }
}
