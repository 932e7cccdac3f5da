import TableModelTestSupport
import TableModelTesting
import Testing

/// An event handler whose `willSelect` or `willDeselect` names a row the table does not have:
/// the controller stops, in every build configuration, naming the handler, the row and the
/// shape, as it does for a handler's `targetForMove` that is no place to land.
///
/// Before, the controller passed the row on: the table selected a row it does not have (a
/// headless table listed `[0, 9223372036854775807]` among its selected rows; UIKit takes any
/// index path a delegate returns), with only a diagnostic about the row's item.
enum StraySelectionCall: String, CaseIterable, Codable, Sendable {
  case selectPastTheEnd, selectNegativeRow, selectMissingSection, deselectIntMin

  /// The row the handler names.
  var stray: RowPath {
    switch self {
    case .selectPastTheEnd: p(0, .max)
    case .selectNegativeRow: p(0, -1)
    case .selectMissingSection: p(5, 0)
    case .deselectIntMin: p(.min, .min)
    }
  }

  /// What the message must say.
  var expectedMessage: String {
    self == .deselectIntMin
      ? "TableModelKit: StrayHandler.willDeselect(_:context:): \(stray) is no row to deselect for row [0, 0]: the shape is [2]"
      : "TableModelKit: StrayHandler.willSelect(_:context:): \(stray) is no row to select for row [0, 0]: the shape is [2]"
  }

  /// A table of two rows whose handler names the stray row; the user taps a row (and then the
  /// other, which deselects the first).
  @MainActor func perform() {
    let controller = HeadlessTableController(model: ArrayTableModel([TestItem(1), TestItem(2)]))
    controller.core.diagnostics = { _ in }
    controller.core.handlers.register(StrayHandler.self)
    StrayHandler.stray = stray
    StrayHandler.selectsItself = self == .deselectIntMin
    let table = HeadlessTableView()
    controller.attach(to: table)
    table.tapRow(at: p(0, 0))
    if self == .deselectIntMin { table.tapRow(at: p(0, 1)) }
  }

  /// A handler that selects or deselects the stray row.
  struct StrayHandler: RowEventHandler {
    @MainActor static var stray = p(0, 0)
    @MainActor static var selectsItself = false

    func willSelect(_ item: TestItem, context: RowContext) -> RowPath? {
      Self.selectsItself ? context.rowPath : Self.stray
    }

    func willDeselect(_ item: TestItem, context: RowContext) -> RowPath? { Self.stray }
  }
}

@Suite struct StraySelectionHandlerTests {
  @Test(arguments: StraySelectionCall.allCases)
  func aHandlersStrayRow_stopsNamingTheHandlerTheRowAndTheShape(_ call: StraySelectionCall) async {
    let result = await #expect(
      processExitsWith: .failure, observing: [\.standardErrorContent]
    ) { [call] in
      await MainActor.run { call.perform() }
    }
    let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    #expect(message.contains(call.expectedMessage), "\(message)")
  }
}
