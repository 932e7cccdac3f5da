public import TableModelCore

/// A data source for ``HeadlessTableView`` tests: sections of strings, one cell per string, with
/// a record of what the table asked.
@MainActor
public final class StubDataSource: HeadlessTableViewDataSource {
  /// The rows of each section; each string becomes its cell's text.
  public var sections: [[String]]

  /// Header titles by section.
  public var headerTitles: [Int: String] = [:]

  /// Footer titles by section.
  public var footerTitles: [Int: String] = [:]

  /// The reuse identifier every cell is dequeued with, or a function choosing one per row.
  public var reuseIdentifier: (RowPath) -> String = { _ in "Cell" }

  /// Every row the table asked a cell for, in order.
  public private(set) var cellRequests: [RowPath] = []

  /// How many times the table read the number of sections.
  public private(set) var shapeReads = 0

  /// Creates a data source with the given rows.
  ///
  /// - Parameter sections: The rows of each section.
  public init(_ sections: [[String]]) {
    self.sections = sections
  }

  /// Creates a data source whose rows are named after their position, such as `"1.0"`, with an
  /// optional tag in front (`"new 1.0"`).
  ///
  /// - Parameters:
  ///   - shape: The number of rows per section.
  ///   - tag: A prefix for the row names.
  public convenience init(shape: TableShape, tag: String = "") {
    self.init(Self.rows(for: shape, tag: tag))
  }

  /// Rows named after their position.
  ///
  /// - Parameters:
  ///   - shape: The number of rows per section.
  ///   - tag: A prefix for the row names.
  /// - Returns: The rows.
  public static func rows(for shape: TableShape, tag: String = "") -> [[String]] {
    shape.rowCounts.enumerated().map { section, count in
      (0..<max(count, 0)).map { "\(tag)\(section).\($0)" }
    }
  }

  /// The current shape.
  public var shape: TableShape { TableShape(sections.map(\.count)) }

  /// Forgets the recorded requests.
  public func resetRecords() {
    cellRequests = []
    shapeReads = 0
  }

  /// Returns `sections.count`.
  public func numberOfSections(in tableView: HeadlessTableView) -> Int {
    shapeReads += 1
    return sections.count
  }

  /// Returns the section's row count.
  public func tableView(_ tableView: HeadlessTableView, numberOfRowsInSection section: Int) -> Int {
    sections[section].count
  }

  /// Dequeues a cell and sets its text to the row's string.
  public func tableView(_ tableView: HeadlessTableView, cellForRowAt rowPath: RowPath)
    -> HeadlessTableViewCell
  {
    cellRequests.append(rowPath)
    let cell = tableView.dequeueReusableCell(
      withIdentifier: reuseIdentifier(rowPath), for: rowPath)
    cell.text = sections[rowPath.section][rowPath.row]
    return cell
  }

  /// Returns the header title of the section.
  public func tableView(_ tableView: HeadlessTableView, titleForHeaderInSection section: Int)
    -> String?
  { headerTitles[section] }

  /// Returns the footer title of the section.
  public func tableView(_ tableView: HeadlessTableView, titleForFooterInSection section: Int)
    -> String?
  { footerTitles[section] }
}
