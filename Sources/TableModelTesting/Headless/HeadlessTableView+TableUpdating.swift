extension HeadlessTableView: TableUpdating {
  /// The table's ``width``.
  public var layoutWidth: Double { width }

  /// Loads the table's shape from the data source if it has none yet.
  public func prepareForUpdates() {
    _ = numberOfSections
  }

  /// Applies a changeset's deletes, inserts and moves in one ``performBatchUpdates(_:completion:)``.
  ///
  /// - Parameters:
  ///   - changeset: The batch.
  ///   - animation: The animation of inserted and deleted rows and sections.
  /// - Throws: ``TableUpdateError`` when UIKit would reject the batch.
  public func applyBatch(_ changeset: Changeset, animation: RowAnimation) throws {
    try performBatchUpdates {
      if !changeset.deletedSections.isEmpty {
        try deleteSections(changeset.deletedSections, with: animation)
      }
      if !changeset.insertedSections.isEmpty {
        try insertSections(changeset.insertedSections, with: animation)
      }
      for move in changeset.movedSections {
        try moveSection(move.source, toSection: move.destination)
      }
      if !changeset.deletedRows.isEmpty {
        try deleteRows(at: changeset.deletedRows, with: animation)
      }
      if !changeset.insertedRows.isEmpty {
        try insertRows(at: changeset.insertedRows, with: animation)
      }
      for move in changeset.movedRows { try moveRow(at: move.source, to: move.destination) }
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
