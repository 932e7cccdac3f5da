import TableModelScenarioCells
import TableModelScenarios
import TableModelTestSupport
import TableModelTesting
import Testing

/// A section whose header sizes itself, with an estimate, and a footer of a fixed height.
private struct EstimatedSection: Diffable, Hashable, SectionBehaviorProviding {
  var id: Int
  var sectionBehavior: SectionBehavior {
    SectionBehavior(
      headerTitle: "Day \(id)", footerHeight: 12, estimatedHeaderHeight: id == 0 ? 44 : nil)
  }
}

/// Estimated header and footer heights, answered from the sections' behaviours.
@MainActor
@Suite struct EstimatedSectionHeightTests {
  @Test func estimates_comeFromTheBehavior_elseTheFixedHeight_elseNone() {
    let model = SectionedTableModel<EstimatedSection, Tweet>(sections: [
      TableSection(model: EstimatedSection(id: 0), items: [Tweet(1)]),
      TableSection(model: EstimatedSection(id: 1), items: [Tweet(2)]),
    ])
    let fixture = ControllerFixture(model) { $0.cells.register(TweetCell.self) }
    #expect(fixture.core.estimatedHeaderHeight(inSection: 0) == 44)
    #expect(fixture.core.estimatedHeaderHeight(inSection: 1) == nil, "no estimate: measured")
    #expect(fixture.core.estimatedFooterHeight(inSection: 1) == 12, "the fixed height")
    #expect(SectionBehavior(headerHeight: 30).estimatedHeaderHeight == nil)
  }
}
