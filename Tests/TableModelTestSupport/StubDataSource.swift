public import TableModelTesting

/// A data source for ``HeadlessTableView`` tests: sections of strings, one cell per string, with
/// a record of what the table asked.
@MainActor
public final class StubDataSource: HeadlessTableViewEditingDataSource {
  /// The rows of each section; each string becomes its cell's text.
  public var sections: [[String]]

  /// Header titles by section.
  public var headerTitles: [Int: String] = [:]

  /// Footer titles by section.
  public var footerTitles: [Int: String] = [:]

  /// The reuse identifier every cell is dequeued with, or a function choosing one per row.
  public var reuseIdentifier: (RowPath) -> String = { _ in "Cell" }

  /// The accessory of each row's cell; none by default.
  public var accessory: (RowPath) -> RowBehavior.Accessory = { _ in .none }

  /// Whether a row can be edited; every row by default.
  public var canEdit: (RowPath) -> Bool = { _ in true }

  /// Whether a row can be moved; none by default.
  public var canMove: (RowPath) -> Bool = { _ in false }

  /// Row counts reported for sections instead of their rows' count, to play a data source that
  /// disagrees with itself (a negative count, say).
  public var reportedRowCounts: [Int: Int] = [:]

  /// The section index titles, or `nil` for no index.
  public var indexTitles: [String]?

  /// The section an index title scrolls to, when it is not the title's index.
  public var indexTitleSections: [String: Int] = [:]

  /// What the table asked the data source to change, in order: `commit delete [0, 1]`,
  /// `commit insert [0, 2]`, `move [0, 0] → [0, 2]`.
  public private(set) var editingEvents: [String] = []

  /// The errors the table threw when the data source deleted or inserted committed rows.
  public private(set) var updateErrors: [TableUpdateError] = []

  /// Every row the table asked a cell for, in order.
  public private(set) var cellRequests: [RowPath] = []

  /// What the table asked to prefetch and cancelled, in order: `prefetch [[0, 11], [0, 12]]`,
  /// `cancel [[0, 12]]`.
  public private(set) var prefetchEvents: [String] = []
  /// Called at the start of every `tableView(_:cellForRowAt:)`, to act from inside it as an app
  /// might.
  public var onCellRequest: ((HeadlessTableView, RowPath) -> Void)?

  /// Called at the end of every `tableView(_:commit:forRowAt:)`, after the row's update.
  public var onCommit: ((HeadlessTableView) -> Void)?

  /// Called at the start of every `numberOfSections(in:)`, to act from inside a read of the
  /// counts as an app might.
  public var onShapeRead: ((HeadlessTableView) -> Void)?

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
    prefetchEvents = []
    shapeReads = 0
    editingEvents = []
    updateErrors = []
  }

  /// Returns `sections.count`.
  public func numberOfSections(in tableView: HeadlessTableView) -> Int {
    shapeReads += 1
    onShapeRead?(tableView)
    return sections.count
  }

  /// Returns the section's row count.
  public func tableView(_ tableView: HeadlessTableView, numberOfRowsInSection section: Int) -> Int {
    reportedRowCounts[section] ?? sections[section].count
  }

  /// Dequeues a cell and sets its text to the row's string.
  public func tableView(_ tableView: HeadlessTableView, cellForRowAt rowPath: RowPath)
    -> HeadlessTableViewCell
  {
    cellRequests.append(rowPath)
    onCellRequest?(tableView, rowPath)
    let cell = tableView.dequeueReusableCell(
      withIdentifier: reuseIdentifier(rowPath), for: rowPath)
    cell.text = sections[rowPath.section][rowPath.row]
    cell.accessory = accessory(rowPath)
    return cell
  }

  /// Records the request.
  public func tableView(_ tableView: HeadlessTableView, prefetchRowsAt rowPaths: [RowPath]) {
    prefetchEvents.append("prefetch \(rowPaths)")
  }

  /// Records the cancel.
  public func tableView(
    _ tableView: HeadlessTableView, cancelPrefetchingForRowsAt rowPaths: [RowPath]
  ) {
    prefetchEvents.append("cancel \(rowPaths)")
  }

  /// Returns the header title of the section.
  public func tableView(_ tableView: HeadlessTableView, titleForHeaderInSection section: Int)
    -> String?
  { headerTitles[section] }

  /// Returns the footer title of the section.
  public func tableView(_ tableView: HeadlessTableView, titleForFooterInSection section: Int)
    -> String?
  { footerTitles[section] }

  /// Returns ``canEdit`` for the row.
  public func tableView(_ tableView: HeadlessTableView, canEditRowAt rowPath: RowPath) -> Bool {
    canEdit(rowPath)
  }

  /// Records the commit, then deletes the row (or inserts a row named `"inserted"` at its
  /// position) in the model and on the table, as an app's data source does.
  public func tableView(
    _ tableView: HeadlessTableView, commit editingStyle: RowBehavior.EditingStyle,
    forRowAt rowPath: RowPath
  ) {
    editingEvents.append("commit \(editingStyle.name) \(rowPath)")
    do {
      switch editingStyle {
      case .delete:
        sections[rowPath.section].remove(at: rowPath.row)
        try tableView.deleteRows(at: [rowPath], with: .automatic)
      case .insert:
        sections[rowPath.section].insert("inserted", at: rowPath.row)
        try tableView.insertRows(at: [rowPath], with: .automatic)
      default:
        break
      }
    } catch let error as TableUpdateError {
      updateErrors.append(error)
    } catch {
      preconditionFailure("unexpected error \(error)")
    }
    onCommit?(tableView)
  }

  /// Returns ``canMove`` for the row.
  public func tableView(_ tableView: HeadlessTableView, canMoveRowAt rowPath: RowPath) -> Bool {
    canMove(rowPath)
  }

  /// Records the move and moves the row's string in the model.
  public func tableView(
    _ tableView: HeadlessTableView, moveRowAt sourceRowPath: RowPath,
    to destinationRowPath: RowPath
  ) {
    editingEvents.append("move \(sourceRowPath) → \(destinationRowPath)")
    let row = sections[sourceRowPath.section].remove(at: sourceRowPath.row)
    sections[destinationRowPath.section].insert(row, at: destinationRowPath.row)
  }

  /// Returns ``indexTitles``.
  public func sectionIndexTitles(for tableView: HeadlessTableView) -> [String]? { indexTitles }

  /// Returns the title's section in ``indexTitleSections``, else its index.
  public func tableView(
    _ tableView: HeadlessTableView, sectionForSectionIndexTitle title: String, at index: Int
  ) -> Int {
    indexTitleSections[title] ?? index
  }
}
