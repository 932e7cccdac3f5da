extension HeadlessTableView: TableUpdating {
  /// The selected rows, in order.
  package var selectedRowPaths: [RowPath] { indexPathsForSelectedRows }

  /// Whether a tap now extends or shrinks a multiple selection.
  package var selectsMultipleRows: Bool { allowsMultipleSelectionNow }

  /// The table's ``width``.
  package var layoutWidth: Double { width }

  /// Loads the table's shape from the data source if it has none yet, and performs a pending
  /// layout, so that no layout runs between the model's change and the batch that reports it.
  package func prepareForUpdates() {
    _ = numberOfSections
    // A table outside a window does not lay out for this: UIKit's layout there only warns (K51).
    if isInWindow { performPendingLayout(warning: false) }
  }

  /// Makes a batch's calls in one ``performBatchUpdates(_:completion:)``.
  ///
  /// - Parameters:
  ///   - calls: The batch's calls.
  ///   - completion: Runs as the batch's completion.
  /// - Throws: `TableUpdateError` when UIKit would reject the batch.
  package func applyBatch(
    _ calls: [TableViewCall], completion: @escaping @MainActor () -> Void
  ) throws {
    try performBatchUpdates(
      {
        for call in calls { try perform(call) }
      }, completion: { _ in completion() })
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
