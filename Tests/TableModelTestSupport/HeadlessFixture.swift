public import TableModelTesting

/// A loaded ``HeadlessTableView`` with a ``StubDataSource`` whose rows are named after their
/// position (`"0.1"`), ready for a batch; cells are registered as `"Cell"`, header and footer views
/// as `"Header"`.
@MainActor
public struct HeadlessFixture {
  /// The table.
  public let table: HeadlessTableView

  /// Its data source.
  public let source: StubDataSource

  /// Creates and loads a table.
  ///
  /// - Parameters:
  ///   - shape: The table's rows per section.
  ///   - profile: The batch rules to enforce.
  ///   - height: The viewport height; by default tall enough for every row to have a cell.
  ///   - load: Whether to load the table now (so its shape is cached) and lay it out, as a table
  ///     on screen is after its first layout pass.
  public init(
    _ shape: TableShape, profile: BatchValidator.Profile = .modern, height: Double = 1_000_000,
    load: Bool = true
  ) {
    table = HeadlessTableView(height: height, profile: profile)
    source = StubDataSource(shape: shape)
    table.register(HeadlessTableViewCell.self, forCellReuseIdentifier: "Cell")
    table.register(
      HeadlessTableViewHeaderFooterView.self, forHeaderFooterViewReuseIdentifier: "Header")
    table.dataSource = source
    if load {
      do {
        try table.reloadData()
        try table.layoutIfNeeded()
      } catch {
        preconditionFailure("fixture failed to load: \(error)")
      }
    }
  }

  /// Runs one batch in which the data source takes a new shape (rows named `"new s.r"`), then
  /// `calls` are made; returns what the table did.
  ///
  /// - Parameters:
  ///   - new: The data source's shape inside the batch.
  ///   - calls: The update calls.
  /// - Returns: The accepted batch, or the error that rejected it.
  @discardableResult
  public func batch(
    to new: TableShape, _ calls: (HeadlessTableView) throws -> Void
  ) -> Result<BatchValidator.ValidatedBatch, TableUpdateError> {
    do {
      try table.performBatchUpdates {
        source.sections = StubDataSource.rows(for: new, tag: "new ")
        try calls(table)
      }
    } catch let error as TableUpdateError {
      return .failure(error)
    } catch {
      preconditionFailure("unexpected error \(error)")
    }
    guard let record = table.lastBatch else { preconditionFailure("no batch recorded") }
    return record.result
  }

  /// The text of the cell of every row that has one, keyed by row.
  public var cellTexts: [RowPath: String] {
    Dictionary(
      uniqueKeysWithValues: table.indexPathsForVisibleRows.compactMap { path in
        table.cellForRow(at: path).map { (path, $0.text ?? "") }
      })
  }
}
