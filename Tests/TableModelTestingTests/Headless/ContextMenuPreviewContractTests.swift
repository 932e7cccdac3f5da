import TableModelTestSupport
import TableModelTesting
import Testing

/// A context menu's preview whose closures take a row's context, offered by a headless table's
/// own delegate — where no table controller binds it to a row: asking for it, or tapping it,
/// stops naming the public call and what to do instead.
///
/// Before, the stop named no call.
@MainActor
@Suite struct ContextMenuPreviewContractTests {
  enum Call: Codable, Sendable, CaseIterable {
    case contextMenuPreview, commitContextMenuPreview

    var name: String {
      switch self {
      case .contextMenuPreview: "HeadlessTableView.contextMenuPreview(forRowAt:)"
      case .commitContextMenuPreview: "HeadlessTableView.commitContextMenuPreview(forRowAt:)"
      }
    }
  }

  @Test(arguments: Call.allCases)
  func aRowPreviewOfTheTablesOwnDelegate_stopsNamingTheCall(_ call: Call) async {
    let result = await #expect(
      processExitsWith: .failure, observing: [\.standardErrorContent]
    ) { [call] in
      await MainActor.run {
        let fixture = HeadlessFixture([2])
        let delegate = RecordingDelegate()
        fixture.table.delegate = delegate
        delegate.menus[p(0, 1)] = ContextMenu(
          children: [],
          preview: ContextMenu.Preview({ context in context.rowPath.row as AnyObject }) { _ in })
        switch call {
        case .contextMenuPreview: _ = fixture.table.contextMenuPreview(forRowAt: p(0, 1))
        case .commitContextMenuPreview: fixture.table.commitContextMenuPreview(forRowAt: p(0, 1))
        }
      }
    }
    let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    #expect(
      message.contains(
        "TableModelKit: \(call.name): a context menu's preview whose closures take a RowContext runs only once a table controller bound it to its row"
      ), "\(message)")
  }

  @Test func aPreviewWithoutArguments_ofTheTablesOwnDelegate_makesItsContent() {
    let fixture = HeadlessFixture([2])
    let delegate = RecordingDelegate()
    fixture.table.delegate = delegate
    var committed = 0
    delegate.menus[p(0, 1)] = ContextMenu(
      children: [], preview: ContextMenu.Preview({ "detail" as AnyObject }) { committed += 1 })
    #expect(fixture.table.contextMenuPreview(forRowAt: p(0, 1)) as? String == "detail")
    fixture.table.commitContextMenuPreview(forRowAt: p(0, 1))
    #expect(committed == 1)
  }
}
