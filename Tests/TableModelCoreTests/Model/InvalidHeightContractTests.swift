import TableModelTestSupport
import TableModelTesting
import Testing

/// A note whose height is computed, and is NaN for the note 3.
private struct Note: Diffable, Hashable, RowBehaviorProviding {
  var id: Int
  var rowBehavior: RowBehavior {
    let id = id
    return RowBehavior { $0.height = .computed(estimated: 40) { _ in id == 3 ? .nan : 44 } }
  }
}

/// Heights and estimates that are not heights at all, set through the public API.
///
/// Before, a NaN
/// `estimatedRowHeight` failed the table's `> 0` check and silently turned estimation off (a
/// negative one too), an infinite one was taken as an estimate, and the `RowBehavior` and
/// `SectionBehavior` ones went on to UIKit, which raises on them with no word of the call. Now
/// each stops where it is set, naming the call and the value.
enum InvalidHeightCall: String, CaseIterable, Codable, Sendable {
  case headlessNaNEstimatedRowHeight, headlessInfiniteEstimatedRowHeight
  case headlessNegativeEstimatedRowHeight, fixedNaNHeight, automaticNegativeEstimate
  case computedInfiniteEstimate, sectionInitNaNEstimatedHeader, sectionSetNegativeEstimatedFooter
  case sectionInitAutomaticDimensionHeader, sectionInitInfiniteFooter, sectionSetNaNHeader
  case sectionSetNegativeFooter, computedNaNResult, fixedAutomaticDimension

  /// What the message must say.
  var expectedMessage: String {
    switch self {
    case .headlessNaNEstimatedRowHeight:
      "HeadlessTableView.estimatedRowHeight: the height nan is not a finite height of zero or more"
    case .headlessInfiniteEstimatedRowHeight:
      "HeadlessTableView.estimatedRowHeight: the height inf is not a finite height of zero or more"
    case .headlessNegativeEstimatedRowHeight:
      "HeadlessTableView.estimatedRowHeight: the height -1.0 is not a finite height of zero or more (-1 is UITableView.automaticDimension: for a height that sizes itself, use nil for a header, footer or estimate, or RowBehavior.Height.automatic(estimated:) for a row)"
    case .fixedNaNHeight:
      "RowBehavior.Height.fixed(_:): the height nan is not a finite height of zero or more"
    case .automaticNegativeEstimate:
      "RowBehavior.Height.automatic(estimated:): the height -3.0 is not a finite height of zero or more"
    case .computedInfiniteEstimate:
      "RowBehavior.Height.computed(estimated:_:): the height inf is not a finite height of zero or more"
    case .sectionInitNaNEstimatedHeader:
      "SectionBehavior.init(headerTitle:footerTitle:indexTitle:headerHeight:footerHeight:estimatedHeaderHeight:estimatedFooterHeight:): estimatedHeaderHeight: the height nan is not a finite height of zero or more"
    case .sectionSetNegativeEstimatedFooter:
      "SectionBehavior.estimatedFooterHeight: the height -2.0 is not a finite height of zero or more"
    case .sectionInitAutomaticDimensionHeader:
      "SectionBehavior.init(headerTitle:footerTitle:indexTitle:headerHeight:footerHeight:estimatedHeaderHeight:estimatedFooterHeight:): headerHeight: the height -1.0 is not a finite height of zero or more (-1 is UITableView.automaticDimension: for a height that sizes itself, use nil for a header, footer or estimate, or RowBehavior.Height.automatic(estimated:) for a row)"
    case .sectionInitInfiniteFooter:
      "SectionBehavior.init(headerTitle:footerTitle:indexTitle:headerHeight:footerHeight:estimatedHeaderHeight:estimatedFooterHeight:): footerHeight: the height inf is not a finite height of zero or more"
    case .sectionSetNaNHeader:
      "SectionBehavior.headerHeight: the height nan is not a finite height of zero or more"
    case .sectionSetNegativeFooter:
      "SectionBehavior.footerHeight: the height -4.0 is not a finite height of zero or more"
    case .computedNaNResult:
      "RowBehavior.Height.computed for row [0, 3] returned nan; a height must be finite and not negative"
    case .fixedAutomaticDimension:
      "RowBehavior.Height.fixed(_:): the height -1.0 is not a finite height of zero or more (-1 is UITableView.automaticDimension: for a height that sizes itself, use nil for a header, footer or estimate, or RowBehavior.Height.automatic(estimated:) for a row)"
    }
  }

  /// Makes the call.
  @MainActor func perform() {
    switch self {
    case .headlessNaNEstimatedRowHeight: HeadlessFixture([3]).table.estimatedRowHeight = .nan
    case .headlessInfiniteEstimatedRowHeight:
      HeadlessFixture([3]).table.estimatedRowHeight = .infinity
    case .headlessNegativeEstimatedRowHeight: HeadlessFixture([3]).table.estimatedRowHeight = -1
    case .fixedNaNHeight: _ = RowBehavior { $0.height = .fixed(.nan) }
    case .fixedAutomaticDimension:
      // UIKit's `automaticDimension` from a `heightForRowAt` ported as is: the message names
      // the row height that sizes itself.
      _ = RowBehavior { $0.height = .fixed(-1) }
    case .automaticNegativeEstimate: _ = RowBehavior.Height.automatic(estimated: -3)
    case .computedInfiniteEstimate: _ = RowBehavior.Height.computed(estimated: .infinity) { $0 }
    case .sectionInitNaNEstimatedHeader:
      _ = SectionBehavior(headerTitle: "A", estimatedHeaderHeight: .nan)
    case .sectionSetNegativeEstimatedFooter:
      var behavior = SectionBehavior(estimatedFooterHeight: 10)
      behavior.estimatedFooterHeight = -2
    case .sectionInitAutomaticDimensionHeader:
      // UIKit's `automaticDimension`: `nil` asks for a header that sizes itself.
      _ = SectionBehavior(headerTitle: "A", headerHeight: -1)
    case .sectionInitInfiniteFooter: _ = SectionBehavior(footerTitle: "B", footerHeight: .infinity)
    case .sectionSetNaNHeader:
      var behavior = SectionBehavior(headerHeight: 20)
      behavior.headerHeight = .nan
    case .sectionSetNegativeFooter:
      var behavior = SectionBehavior(footerHeight: 20)
      behavior.footerHeight = -4
    case .computedNaNResult:
      // Before, the NaN went on to the table unnamed: only the headless table refused it.
      _ = ControllerFixture(ArrayTableModel((0..<5).map { Note(id: $0) })) {
        $0.cells.register(HeadlessTableViewCell.self, for: Note.self) { cell, note in
          cell.text = "\(note.id)"
        }
      }
    }
  }
}

@Suite struct InvalidHeightContractTests {
  @Test(arguments: InvalidHeightCall.allCases)
  func invalidHeight_stopsWhereItIsSet_namingTheCallAndTheValue(_ call: InvalidHeightCall) async {
    await expectStops(.invalidHeight(call))
  }

  @Test @MainActor func zeroAndFiniteHeights_areTaken() {
    let table = HeadlessFixture([3]).table
    table.estimatedRowHeight = 0
    table.estimatedRowHeight = 44
    #expect(table.estimatedRowHeight == 44)
    var behavior = SectionBehavior(
      headerHeight: 0, footerHeight: 30, estimatedHeaderHeight: 0, estimatedFooterHeight: 12)
    #expect(behavior.estimatedFooterHeight == 12)
    behavior.headerHeight = nil
    behavior.footerHeight = 0
    #expect(behavior.headerHeight == nil && behavior.footerHeight == 0)
  }
}
