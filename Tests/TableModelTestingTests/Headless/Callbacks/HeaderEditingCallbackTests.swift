import TableModelTestSupport
import TableModelTesting
import Testing

/// A header or footer view that records what its table tells it of editing.
@MainActor
private final class EditingAwareView: HeadlessTableViewHeaderFooterView {
  var editingCalls: [Bool] = []

  override func setEditing(_ editing: Bool, animated: Bool) {
    editingCalls.append(editing)
  }
}

/// K47: `setEditing(_:animated:)` reaches the visible section header and footer views and the
/// table's header and footer views that respond to it, not only the cells.
@MainActor
@Suite struct HeaderEditingCallbackTests {
  /// Ten sections of three rows with header views and a footer view on section 0, a table header
  /// and footer, and a viewport that shows the first sections only; the delegate is returned
  /// because the table holds it weakly.
  private func table() throws -> (HeadlessFixture, RecordingDelegate) {
    let fixture = HeadlessFixture(
      TableShape(Array(repeating: 3, count: 10)), height: 300, load: false)
    fixture.table.register(EditingAwareView.self, forHeaderFooterViewReuseIdentifier: "Header")
    let delegate = RecordingDelegate()
    for section in 0..<10 { delegate.headerViewTexts[section] = "H\(section)" }
    delegate.footerViewTexts[0] = "F0"
    fixture.table.delegate = delegate
    let header = EditingAwareView(reuseIdentifier: nil)
    header.frame.height = 40
    fixture.table.tableHeaderView = header
    let footer = EditingAwareView(reuseIdentifier: nil)
    footer.frame.height = 40
    fixture.table.tableFooterView = footer
    try fixture.table.reloadData()
    try fixture.table.layoutIfNeeded()
    return (fixture, delegate)
  }

  /// The header or footer view a section shows, as the recording kind.
  private func shown(_ view: HeadlessTableViewHeaderFooterView?) throws -> EditingAwareView {
    try #require(view as? EditingAwareView)
  }

  @Test func k47_setEditing_reachesTheVisibleHeaderAndFooterViews_andTheTablesHeaderAndFooter()
    throws
  {
    let (fixture, delegate) = try table()
    defer { withExtendedLifetime(delegate) {} }
    let table = fixture.table
    let visibleHeaders = try (0..<10).compactMap { section in
      try table.headerView(forSection: section).map { try shown($0) }
    }
    #expect((1...3).contains(visibleHeaders.count), "the viewport shows a few sections")
    let footer0 = try shown(table.footerView(forSection: 0))
    table.setEditing(true, animated: true)
    #expect(visibleHeaders.allSatisfy { $0.editingCalls == [true] })
    #expect(footer0.editingCalls == [true])
    #expect(try shown(table.tableHeaderView).editingCalls == [true])
    #expect(try shown(table.tableFooterView).editingCalls == [true])
    // Setting the same state again changes nothing, so nothing is sent (UIKit acts on a change).
    table.setEditing(true, animated: false)
    #expect(visibleHeaders.allSatisfy { $0.editingCalls == [true] })
    table.setEditing(false, animated: false)
    #expect(visibleHeaders.allSatisfy { $0.editingCalls == [true, false] })
    #expect(try shown(table.tableHeaderView).editingCalls == [true, false])
  }
}
