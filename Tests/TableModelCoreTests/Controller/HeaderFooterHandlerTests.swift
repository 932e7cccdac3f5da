import TableModelScenarioCells
import TableModelScenarios
import TableModelTestSupport
import TableModelTesting
import Testing

/// What the header and footer handlers of these tests heard, in order.
@MainActor
private enum HeaderFooterLog {
  static var entries: [String] = []
}

/// A weekday's section, whose header has a model of its own; its footer's model is the section.
private struct Weekday: Diffable, Hashable, SectionBehaviorProviding {
  var id: String
  var unread: Int
  var headerModel: (any Diffable)? { WeekdayHeader(id: id, unread: unread) }
}

/// The model of a weekday's header view.
private struct WeekdayHeader: Diffable, Hashable {
  var id: String
  var unread: Int
}

/// Hears of the weekday headers.
private struct WeekdayHeaderHandler: EventHandlerRegistry.HeaderFooterHandler {
  func willDisplay(_ header: WeekdayHeader, context: EventHandlerRegistry.HeaderFooterContext) {
    HeaderFooterLog.entries.append(
      "show header \(header.id)/\(header.unread) at \(context.section)")
  }

  func didEndDisplaying(
    _ header: WeekdayHeader, context: EventHandlerRegistry.HeaderFooterContext
  ) {
    HeaderFooterLog.entries.append("end header \(header.id)/\(header.unread) at \(context.section)")
  }
}

/// Hears of the weekday footers, whose model is the section model.
private struct WeekdayFooterHandler: EventHandlerRegistry.HeaderFooterHandler {
  static func canHandle(_ day: Weekday, context: EventHandlerRegistry.HeaderFooterContext) -> Bool {
    context.kind == .footer && context.view is HeadlessTableViewHeaderFooterView
  }

  func willDisplay(_ day: Weekday, context: EventHandlerRegistry.HeaderFooterContext) {
    HeaderFooterLog.entries.append("show footer \(day.id) at \(context.section)")
  }

  func didEndDisplaying(_ day: Weekday, context: EventHandlerRegistry.HeaderFooterContext) {
    HeaderFooterLog.entries.append("end footer \(day.id) at \(context.section)")
  }
}

/// Takes over the headers of one day, when registered before ``WeekdayHeaderHandler``.
private struct MondayHeaderHandler: EventHandlerRegistry.HeaderFooterHandler {
  static func canHandle(_ header: WeekdayHeader, context: EventHandlerRegistry.HeaderFooterContext)
    -> Bool
  { header.id == "Mon" }

  func willDisplay(_ header: WeekdayHeader, context: EventHandlerRegistry.HeaderFooterContext) {
    HeaderFooterLog.entries.append("monday shown")
  }
}

@MainActor
@Suite(.serialized) struct HeaderFooterHandlerTests {
  init() { HeaderFooterLog.entries = [] }

  /// Three days of three tweets; each section is 28 (header) + 3 × 44 + 28 (footer) = 188 points,
  /// and the table shows 200 of them.
  private func week(
    registering register: (inout EventHandlerRegistry) -> Void = {
      $0.register(headerFooter: WeekdayHeaderHandler.self)
      $0.register(headerFooter: WeekdayFooterHandler.self)
    }
  ) -> ControllerFixture<SectionedTableModel<Weekday, Tweet>> {
    let model = SectionedTableModel(sections: [
      TableSection(model: Weekday(id: "Mon", unread: 1), items: [Tweet(1), Tweet(2), Tweet(3)]),
      TableSection(model: Weekday(id: "Tue", unread: 2), items: [Tweet(4), Tweet(5), Tweet(6)]),
      TableSection(model: Weekday(id: "Wed", unread: 3), items: [Tweet(7), Tweet(8), Tweet(9)]),
    ])
    return ControllerFixture(model, height: 200) {
      $0.cells.register(TweetCell.self)
      $0.headerFooters.registerHeader(DayHeaderView.self, for: WeekdayHeader.self) { view, day in
        view.text = "\(day.id) (\(day.unread))"
      }
      $0.headerFooters.registerFooter(DayHeaderView.self, for: Weekday.self) { view, day in
        view.text = "end of \(day.id)"
      }
      register(&$0.core.handlers)
    }
  }

  @Test func headerModelOfItsOwn_choosesTheView_andItsHandlerHearsTheDisplay() throws {
    let fixture = week()
    #expect(fixture.table.headerView(forSection: 0)?.renderedText == "Mon (1)")
    #expect(fixture.table.footerView(forSection: 0)?.renderedText == "end of Mon")
    #expect(
      HeaderFooterLog.entries == [
        "show header Mon/1 at 0", "show footer Mon at 0", "show header Tue/2 at 1",
      ])
  }

  @Test func scrolling_endsTheViewsThatLeave_andShowsThoseThatCome() throws {
    let fixture = week()
    HeaderFooterLog.entries = []
    try fixture.table.setContentOffset(190)
    #expect(
      HeaderFooterLog.entries == [
        "end header Mon/1 at 0", "end footer Mon at 0", "show footer Tue at 1",
        "show header Wed/3 at 2",
      ])
  }

  @Test func deletedSection_endsWithTheModelItShowed_notTheSectionNowAtItsIndex() throws {
    let fixture = week()
    HeaderFooterLog.entries = []
    fixture.model.removeSection(at: 0)
    #expect(fixture.diagnostics.isEmpty)
    #expect(fixture.table.headerView(forSection: 0)?.renderedText == "Tue (2)")
    // The deleted section's views end at the end of the animations (K44).
    #expect(HeaderFooterLog.entries == ["show footer Tue at 0", "show header Wed/3 at 1"])
    try fixture.table.finishAnimations()
    #expect(
      HeaderFooterLog.entries == [
        "show footer Tue at 0", "show header Wed/3 at 1", "end header Mon/1 at 0",
        "end footer Mon at 0",
      ])
  }

  @Test func updatedSection_refreshesItsHeaderModelsView_andTheEndHearsTheNewContent() throws {
    let fixture = week()
    let view = try #require(fixture.table.headerView(forSection: 0))
    fixture.model.updateSection(at: 0, with: Weekday(id: "Mon", unread: 7))
    #expect(fixture.table.headerView(forSection: 0) === view, "reconfigured in place")
    #expect(view.renderedText == "Mon (7)")
    HeaderFooterLog.entries = []
    try fixture.table.setContentOffset(190)
    #expect(HeaderFooterLog.entries.first == "end header Mon/7 at 0")
  }

  @Test func reload_endsEveryView_thenShowsThemAgain() throws {
    let fixture = week()
    HeaderFooterLog.entries = []
    fixture.core.reloadData()
    #expect(
      HeaderFooterLog.entries.allSatisfy { $0.hasPrefix("end") },
      "views show at the next layout (K8)")
    try fixture.table.layoutIfNeeded()
    #expect(
      HeaderFooterLog.entries == [
        "end header Mon/1 at 0", "end footer Mon at 0", "end header Tue/2 at 1",
        "show header Mon/1 at 0", "show footer Mon at 0", "show header Tue/2 at 1",
      ])
  }

  @Test func lookup_takesTheFirstHandlerThatAgrees_andProvidersInTheirOrder() {
    _ = week {
      $0.register(headerFooter: MondayHeaderHandler.self)
      $0.register(headerFooterProvider: { context in
        guard context.kind == .footer, let day = context.item(as: Weekday.self) else { return nil }
        return EventHandlerRegistry.AnyHeaderFooterHandler(WeekdayFooterHandler(), item: day)
      })
      $0.register(headerFooter: WeekdayHeaderHandler.self)
    }
    #expect(
      HeaderFooterLog.entries == ["monday shown", "show footer Mon at 0", "show header Tue/2 at 1"])
  }

  @Test func rowHandlersAndHeaderHandlers_shareOneRegistry_withoutMeetingEachOther() {
    var registry = EventHandlerRegistry()
    #expect(registry.isEmpty)
    registry.register(headerFooter: WeekdayHeaderHandler.self)
    #expect(!registry.isEmpty)
    let fixture = week { $0 = registry }
    let context = fixture.core.context(at: RowPath(row: 0, section: 0))
    #expect(context.flatMap { fixture.core.handlers.handler(for: $0) } == nil)
    #expect(HeaderFooterLog.entries.count == 2, "the two headers; the footers have no handler")
  }
}
