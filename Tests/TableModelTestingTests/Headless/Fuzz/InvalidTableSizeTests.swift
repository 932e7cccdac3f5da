import TableModelTestSupport
import TableModelTesting
import Testing

/// Counts and sizes no table can have fail the operation that reads them, naming the call and
/// the value — never clamped silently, never allocated or laid out until the test hangs.
@MainActor
@Suite struct InvalidTableSizeTests {
  /// A data source reporting any counts, with a header and footer title in every section.
  final class SizedSource: HeadlessTableViewDataSource {
    var sections: Int
    var rows: (Int) -> Int

    init(sections: Int, rows: @escaping (Int) -> Int = { _ in 1 }) {
      self.sections = sections
      self.rows = rows
    }

    func numberOfSections(in tableView: HeadlessTableView) -> Int { sections }

    func tableView(_ tableView: HeadlessTableView, numberOfRowsInSection section: Int) -> Int {
      rows(section)
    }

    func tableView(_ tableView: HeadlessTableView, cellForRowAt rowPath: RowPath)
      -> HeadlessTableViewCell
    {
      tableView.dequeueReusableCell(withIdentifier: "Cell", for: rowPath)
    }

    func tableView(_ tableView: HeadlessTableView, titleForHeaderInSection section: Int)
      -> String?
    { "Header" }

    func tableView(_ tableView: HeadlessTableView, titleForFooterInSection section: Int)
      -> String?
    { "Footer" }
  }

  private func table(_ source: SizedSource) -> HeadlessTableView {
    let table = HeadlessTableView(height: 400)
    table.register(HeadlessTableViewCell.self, forCellReuseIdentifier: "Cell")
    table.dataSource = source
    return table
  }

  @Test func negativeNumberOfSections_isRefusedNamingTheCall_notClamped() {
    let source = SizedSource(sections: -1)
    let table = table(source)
    let error = tableUpdateRefusal { try table.reloadData() }
    #expect(error?.rule == .invalidTableSize)
    #expect(
      error?.message
        == "HeadlessTableView: the data source's numberOfSections(in:) returned -1; a table has 0 or more sections"
    )
    #expect(table.cachedShape == nil)
    #expect(tableUpdateRefusal { try table.layoutIfNeeded() }?.rule == .invalidTableSize)
  }

  @Test
  func enormousCounts_areRefusedAtOnce_notAllocatedOrLaidOut() {
    let limit = HeadlessTableView.maximumCount
    let sections = SizedSource(sections: .max)
    #expect(
      tableUpdateRefusal { try table(sections).reloadData() }?.message
        == "HeadlessTableView: the data source's numberOfSections(in:) returned \(Int.max); a headless table lays out at most \(limit) sections"
    )
    let rows = SizedSource(sections: 2) { $0 == 1 ? .max : 3 }
    let error = tableUpdateRefusal { try table(rows).layoutIfNeeded() }
    #expect(error?.rule == .invalidTableSize)
    #expect(
      error?.message
        == "HeadlessTableView: the data source's tableView(_:numberOfRowsInSection:) returned \(Int.max) for section 1; a headless table lays out at most \(limit) rows in all"
    )
    let together = SizedSource(sections: 3) { _ in limit / 2 }
    #expect(tableUpdateRefusal { try table(together).reloadData() }?.rule == .invalidTableSize)
  }

  @Test
  func batchGrowingBeyondTheLimit_failsNamingTheCount_andLeavesTheTable() throws {
    let source = SizedSource(sections: 1) { _ in 2 }
    let table = table(source)
    try table.reloadData()
    try table.layoutIfNeeded()
    let error = tableUpdateRefusal {
      try table.performBatchUpdates {
        source.rows = { _ in .max }
        try table.insertRows(at: [p(0, 2)], with: .automatic)
      }
    }
    #expect(error?.rule == .invalidTableSize, "\(String(describing: error))")
    #expect(table.cachedShape == [2])
    #expect(table.visibleCells.count == 2)
  }

  @Test func negativeSectionHeaderOrFooterHeight_isRefusedAsTheDelegatesIs() throws {
    let source = SizedSource(sections: 1)
    let table = table(source)
    table.sectionHeaderHeight = -5
    let header = tableUpdateRefusal { try table.layoutIfNeeded() }
    #expect(header?.rule == .invalidSectionHeaderFooterHeight)
    #expect(
      header?.message
        == "Invalid section header height (-5) provided by HeadlessTableView.sectionHeaderHeight. Value must be at least 0.0, or UITableViewAutomaticDimension."
    )
    table.sectionHeaderHeight = 10
    table.sectionFooterHeight = .nan
    let footer = tableUpdateRefusal {
      try table.reloadData()
      try table.layoutIfNeeded()
    }
    #expect(
      footer?.message
        == "Invalid section footer height (nan) provided by HeadlessTableView.sectionFooterHeight. Value must be at least 0.0, or UITableViewAutomaticDimension."
    )
    table.sectionFooterHeight = 0
    try table.reloadData()
    try table.layoutIfNeeded()
    #expect(table.rectForRow(at: p(0, 0)) == (y: 10, height: 44))
  }
}
