extension HeadlessTableView: TableUpdating {
  /// The table's ``width``.
  public var layoutWidth: Double { width }

  /// Loads the table's shape from the data source if it has none yet.
  public func prepareForUpdates() {
    _ = numberOfSections
  }

  /// Applies a changeset's deletes, inserts and moves in one ``performBatchUpdates(_:completion:)``:
  /// the changeset's ``Changeset/batchCalls(animation:)``.
  ///
  /// - Parameters:
  ///   - changeset: The batch.
  ///   - animation: The animation of inserted and deleted rows and sections.
  /// - Throws: ``TableUpdateError`` when UIKit would reject the batch.
  public func applyBatch(_ changeset: Changeset, animation: RowAnimation) throws {
    try performBatchUpdates {
      for call in changeset.batchCalls(animation: animation) { try perform(call) }
    }
  }
}

extension HeadlessTableView: CellHosting {
  /// Registers a cell class (``register(_:forCellReuseIdentifier:)``).
  ///
  /// - Parameters:
  ///   - cellType: The class.
  ///   - reuseIdentifier: The identifier.
  public func registerCell(_ cellType: HeadlessTableViewCell.Type, reuseIdentifier: String) {
    register(cellType, forCellReuseIdentifier: reuseIdentifier)
  }

  /// Dequeues a cell (``dequeueReusableCell(withIdentifier:for:)``).
  ///
  /// - Parameters:
  ///   - reuseIdentifier: The identifier.
  ///   - rowPath: The row.
  /// - Returns: The cell.
  public func dequeueCell(reuseIdentifier: String, for rowPath: RowPath) -> HeadlessTableViewCell {
    dequeueReusableCell(withIdentifier: reuseIdentifier, for: rowPath)
  }
}
