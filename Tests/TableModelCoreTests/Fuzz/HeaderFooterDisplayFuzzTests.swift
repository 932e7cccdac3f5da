import TableModelScenarios
import TableModelTestSupport
import TableModelTesting
import Testing

/// What the header and footer handler of the fuzz heard: for each kind and section identity, how
/// many of its views are shown, and the first event that did not pair.
@MainActor
private enum DisplayLog {
  static var shown: [String: Int] = [:]
  static var problem: String?

  static func record(_ key: String, _ change: Int) {
    let count = shown[key, default: 0] + change
    if count < 0, problem == nil { problem = "\(key) ended without being shown" }
    shown[key] = count == 0 ? nil : count
  }
}

/// Counts the display of every section's header and footer view.
private struct DisplayCounter: EventHandlerRegistry.HeaderFooterHandler {
  func willDisplay(_ section: TestSectionModel, context: EventHandlerRegistry.HeaderFooterContext) {
    DisplayLog.record("\(context.kind) s\(section.id)", 1)
  }

  func didEndDisplaying(
    _ section: TestSectionModel, context: EventHandlerRegistry.HeaderFooterContext
  ) {
    DisplayLog.record("\(context.kind) s\(section.id)", -1)
  }
}

/// Random section and row changes, reloads and scrolls: a header or footer handler hears each
/// view end with the section model it was shown with, never more ends than displays, and once
/// the table is idle the views it was told of are exactly those the table shows.
@MainActor
@Suite(.serialized) struct HeaderFooterDisplayFuzzTests {
  /// The number of random tables; `TABLEMODEL_FUZZ_CASES` raises it.
  let cases = environmentInteger("TABLEMODEL_FUZZ_CASES", default: 30)

  /// The number of steps on each table.
  let steps = 40

  @Test func randomChanges_pairEveryDisplayWithItsEnd_andTheHandlerKnowsWhatShows() throws {
    let seed = UInt64(environmentInteger("TABLEMODEL_SEED", default: 0x4EAD))
    var generator = SplitMix64(seed: seed)
    for index in 0..<cases {
      DisplayLog.shown = [:]
      DisplayLog.problem = nil
      var operations = RandomModelOperations()
      let model = operations.randomModel(using: &generator, maxSections: 5, maxRows: 4)
      let fixture = ControllerFixture(model, height: 240) { controller in
        controller.headerFooters.registerHeader(
          HeadlessTableViewHeaderFooterView.self, for: TestSectionModel.self
        ) { view, section in view.text = "header \(section)" }
        controller.headerFooters.registerFooter(
          HeadlessTableViewHeaderFooterView.self, for: TestSectionModel.self
        ) { view, section in view.text = "footer \(section)" }
        controller.core.handlers.register(headerFooter: DisplayCounter.self)
      }
      let table = fixture.table
      var trace: [String] = []
      for _ in 0..<steps {
        switch Int.random(in: 0..<8, using: &generator) {
        case 0:
          let end = max(0, table.contentHeight - table.height)
          let offset = Double(Int.random(in: 0...Int(end), using: &generator))
          trace.append("scroll to \(offset)")
          try table.setContentOffset(offset)
        case 1:
          trace.append("reload")
          fixture.core.reloadData()
        default:
          trace.append(operations.perform(on: model, using: &generator))
        }
        // Sometimes the next change comes before the animations of this one end.
        if Bool.random(using: &generator) { try table.settle() }
        if let problem = DisplayLog.problem {
          Issue.record(
            "seed \(seed) case \(index): \(problem)\n\(trace.suffix(6).joined(separator: "\n"))")
          return
        }
      }
      try table.settle()
      var showing: [String: Int] = [:]
      for section in 0..<table.numberOfSections {
        let id = model.sectionModel(at: section).id
        if table.headerView(forSection: section) != nil {
          showing["header s\(id)", default: 0] += 1
        }
        if table.footerView(forSection: section) != nil {
          showing["footer s\(id)", default: 0] += 1
        }
      }
      guard DisplayLog.shown == showing else {
        Issue.record(
          "seed \(seed) case \(index): the handler was told of \(DisplayLog.shown.sorted { $0.key < $1.key }), the table shows \(showing.sorted { $0.key < $1.key })\n\(trace.suffix(6).joined(separator: "\n"))"
        )
        return
      }
      let unexpected = fixture.diagnostics.filter { $0.kind != .unboundItemType }
      guard unexpected.isEmpty else {
        Issue.record("seed \(seed) case \(index): diagnostics \(unexpected)")
        return
      }
    }
  }
}
