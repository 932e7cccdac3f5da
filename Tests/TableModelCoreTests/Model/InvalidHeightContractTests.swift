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

/// A note whose row height is given by `height` for the note 3, and 44 for the others.
private struct TallNote: Diffable, Hashable, RowBehaviorProviding {
  enum Kind: Hashable { case fixed, automaticEstimate, computed }
  var id: Int
  var kind: Kind
  var rowBehavior: RowBehavior {
    let height = id == 3 ? 1e300 : 44
    return RowBehavior {
      switch kind {
      case .fixed: $0.height = .fixed(height)
      case .automaticEstimate: $0.height = .automatic(estimated: height)
      case .computed: $0.height = .computed(estimated: 40) { _ in height }
      }
    }
  }

  /// A headless controller showing five notes of one kind.
  @MainActor static func show(_ kind: Kind) {
    _ = ControllerFixture(ArrayTableModel((0..<5).map { TallNote(id: $0, kind: kind) })) {
      $0.cells.register(HeadlessTableViewCell.self, for: TallNote.self) { cell, note in
        cell.text = "\(note.id)"
      }
    }
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
  case fixedHugeHeightThroughController, automaticHugeEstimateThroughController
  case computedHugeResultThroughController, sectionInitHugeHeader, sectionSetHugeEstimatedFooter

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
    case .fixedHugeHeightThroughController:
      "RowBehavior.Height.fixed(_:): the height 1e+300 is more than RowBehavior.Height.maximum (1000000000), the largest height a table lays out"
    case .automaticHugeEstimateThroughController:
      "RowBehavior.Height.automatic(estimated:): the height 1e+300 is more than RowBehavior.Height.maximum (1000000000)"
    case .computedHugeResultThroughController:
      "RowBehavior.Height.computed for row [0, 3] returned 1e+300; a height must be finite and not negative, and at most RowBehavior.Height.maximum (1000000000)"
    case .sectionInitHugeHeader:
      "SectionBehavior.init(headerTitle:footerTitle:indexTitle:headerHeight:footerHeight:estimatedHeaderHeight:estimatedFooterHeight:): headerHeight: the height 1000000001.0 is more than RowBehavior.Height.maximum (1000000000)"
    case .sectionSetHugeEstimatedFooter:
      "SectionBehavior.estimatedFooterHeight: the height 1e+300 is more than RowBehavior.Height.maximum (1000000000)"
    case .fixedAutomaticDimension:
      "RowBehavior.Height.fixed(_:): the height -1.0 is not a finite height of zero or more (-1 is UITableView.automaticDimension: for a height that sizes itself, use nil for a header, footer or estimate, or RowBehavior.Height.automatic(estimated:) for a row)"
    }
  }

  /// Makes the call.
  @MainActor func perform() {
    switch self {
    case .fixedHugeHeightThroughController: TallNote.show(.fixed)
    case .automaticHugeEstimateThroughController: TallNote.show(.automaticEstimate)
    case .computedHugeResultThroughController: TallNote.show(.computed)
    case .sectionInitHugeHeader: _ = SectionBehavior(headerTitle: "A", headerHeight: 1e9 + 1)
    case .sectionSetHugeEstimatedFooter:
      var behavior = SectionBehavior(estimatedFooterHeight: 10)
      behavior.estimatedFooterHeight = 1e300
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

  /// The largest height is a height: a row given it is laid out that tall by a headless
  /// controller's table, whose own limit is the same.
  @Test @MainActor func maximumHeight_isTaken_andLaidOutThroughTheController() {
    #expect(HeadlessTableView.maximumHeight == RowBehavior.Height.maximum)
    let fixture = ControllerFixture(ArrayTableModel((0..<3).map { TestItem($0) })) {
      $0.cells.register(HeadlessTableViewCell.self, for: TestItem.self) { cell, item in
        cell.text = "\(item.id)"
      }
      $0.core.setBehavior(for: TestItem.self) { item in
        RowBehavior { $0.height = .fixed(item.id == 1 ? RowBehavior.Height.maximum : 44) }
      }
    }
    #expect(fixture.diagnostics.isEmpty)
    #expect(fixture.table.rectForRow(at: p(0, 1)) == (y: 44, height: 1_000_000_000))
    #expect(fixture.table.rectForRow(at: p(0, 2)).y == 1_000_000_044)
  }
}
