import TableModelScenarioCells
import TableModelScenarios
import TableModelTestSupport
import TableModelTesting
import Testing

/// A custom model below a layer that puts a section of its own before the model's sections,
/// publishing a change that names section `Int.max`, which no model has.
///
/// Such a layer passes a change from below on with its sections shifted past its own, and a
/// controller showing the layer reports a change that names a section the model lacks (and
/// reloads, for a batch) as it does with the model shown directly. Before, shifting section
/// `Int.max` overflowed, and the change stopped the process with no message.
@MainActor
@Suite struct SplicedExtremeSectionTests {
  nonisolated static let changes = [
    Changeset(deletedSections: [.max]), Changeset(insertedSections: [.max]),
    Changeset(movedSections: [.init(0, to: .max)]), Changeset(movedSections: [.init(.max, to: 0)]),
    Changeset(updatedSections: [.max]), Changeset(deletedRows: [p(.max, 0)]),
    Changeset(insertedRows: [p(.max, .max)]),
    Changeset(movedRows: [.init(p(0, 0), to: p(.max, 0))]),
    Changeset(updatedRows: [p(.max, 0)]),
  ]

  @Test(arguments: changes)
  func aChangeNamingSectionIntMax_isReportedAsWithoutTheLayer_andTheTableFollows(
    _ change: Changeset
  ) throws {
    let tweets = [[Tweet(1), Tweet(2)]]
    let direct = ManualModel(tweets)
    let directFixture = ControllerFixture(direct) { $0.cells.register(TweetCell.self) }
    direct.publish(.batch(change), data: tweets)
    let model = ManualModel(tweets)
    let featured = model.withFeaturedSection(TitledSection(id: "top"), items: [Tweet(9)], at: .top)
    let fixture = ControllerFixture(featured) { $0.cells.register(TweetCell.self) }
    model.publish(.batch(change), data: tweets)
    try fixture.table.finishAnimations()
    #expect(!fixture.diagnostics.isEmpty, "\(change)")
    #expect(
      fixture.diagnostics.map(\.kind) == directFixture.diagnostics.map(\.kind),
      "\(change): \(fixture.diagnostics)")
    #expect(fixture.table.cachedShape == featured.shape)
    #expect(fixture.shownTexts == [["@ada — tweet 9"], ["@ada — tweet 1", "@ada — tweet 2"]])
  }
}
