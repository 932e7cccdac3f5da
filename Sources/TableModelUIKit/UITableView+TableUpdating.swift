#if canImport(UIKit) && !os(watchOS)
public import UIKit

extension UITableView: TableUpdating {
  /// Whether the table is in a window.
  public var isInWindow: Bool { window != nil }

  /// The table's width.
  public var layoutWidth: Double { Double(bounds.width) }

  /// Makes the table read its shape if it never did, by asking for its number of sections.
  public func prepareForUpdates() {
    _ = numberOfSections
  }

  /// Applies a changeset's deletes, inserts and moves in one `performBatchUpdates(_:completion:)`.
  ///
  /// - Parameters:
  ///   - changeset: The batch.
  ///   - animation: The animation of inserted and deleted rows and sections.
  public func applyBatch(_ changeset: Changeset, animation: TableModelCore.RowAnimation) {
    let animation = animation.uiKit
    performBatchUpdates {
      deleteSections(IndexSet(changeset.deletedSections), with: animation)
      insertSections(IndexSet(changeset.insertedSections), with: animation)
      for move in changeset.movedSections { moveSection(move.source, toSection: move.destination) }
      deleteRows(at: changeset.deletedRows.map(\.indexPath), with: animation)
      insertRows(at: changeset.insertedRows.map(\.indexPath), with: animation)
      for move in changeset.movedRows {
        moveRow(at: move.source.indexPath, to: move.destination.indexPath)
      }
    }
  }

  /// Reconfigures rows (`reconfigureRows(at:)`), keeping their cells.
  ///
  /// - Parameter rowPaths: The rows.
  public func reconfigureRows(at rowPaths: [RowPath]) {
    reconfigureRows(at: rowPaths.map(\.indexPath))
  }

  /// Runs work on the main actor's next turn, after the layout pass in progress.
  ///
  /// - Parameter work: The work.
  public func performAfterLayout(_ work: @escaping @MainActor () -> Void) {
    Task { @MainActor in work() }
  }

  /// Deselects a row.
  ///
  /// - Parameters:
  ///   - rowPath: The row.
  ///   - animated: Whether to animate.
  public func deselectRow(at rowPath: RowPath, animated: Bool) {
    deselectRow(at: rowPath.indexPath, animated: animated)
  }
}

extension UITableView: CellHosting {
  /// Registers a cell class (`register(_:forCellReuseIdentifier:)`).
  ///
  /// - Parameters:
  ///   - cellType: The class.
  ///   - reuseIdentifier: The identifier.
  public func registerCell(_ cellType: UITableViewCell.Type, reuseIdentifier: String) {
    register(cellType, forCellReuseIdentifier: reuseIdentifier)
  }

  /// Dequeues a cell (`dequeueReusableCell(withIdentifier:for:)`).
  ///
  /// - Parameters:
  ///   - reuseIdentifier: The identifier.
  ///   - rowPath: The row.
  /// - Returns: The cell.
  public func dequeueCell(reuseIdentifier: String, for rowPath: RowPath) -> UITableViewCell {
    dequeueReusableCell(withIdentifier: reuseIdentifier, for: rowPath.indexPath)
  }
}

extension UITableView: HeaderFooterHosting {
  /// Registers a header or footer view class (`register(_:forHeaderFooterViewReuseIdentifier:)`).
  ///
  /// - Parameters:
  ///   - viewType: The class.
  ///   - reuseIdentifier: The identifier.
  public func registerHeaderFooterView(
    _ viewType: UITableViewHeaderFooterView.Type, reuseIdentifier: String
  ) {
    register(viewType, forHeaderFooterViewReuseIdentifier: reuseIdentifier)
  }

  /// Dequeues a header or footer view (`dequeueReusableHeaderFooterView(withIdentifier:)`).
  ///
  /// - Parameter reuseIdentifier: The identifier.
  /// - Returns: The view, or `nil` when none is registered.
  public func dequeueHeaderFooterView(reuseIdentifier: String) -> UITableViewHeaderFooterView? {
    dequeueReusableHeaderFooterView(withIdentifier: reuseIdentifier)
  }
}
#endif
