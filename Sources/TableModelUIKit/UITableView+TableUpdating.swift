#if canImport(UIKit) && (os(iOS) || os(visionOS))
public import UIKit

extension UITableView: TableUpdating {
  /// Whether the table is in a window.
  package var isInWindow: Bool { window != nil }

  /// The table's width.
  package var layoutWidth: Double { Double(bounds.width) }

  /// The selected rows, in order.
  package var selectedRowPaths: [RowPath] {
    (indexPathsForSelectedRows ?? []).map { RowPath($0) }.sorted()
  }

  /// Whether a tap now extends or shrinks a multiple selection.
  package var selectsMultipleRows: Bool {
    isEditing ? allowsMultipleSelectionDuringEditing : allowsMultipleSelection
  }

  /// Makes the table read its shape if it never did, by asking for its number of sections, and
  /// performs a pending layout while the model is still as the table knows it: otherwise
  /// `performBatchUpdates` lays out first (`uikit-callback-rules.md`, K15) and asks the changed
  /// model for cells at positions the batch has not moved yet.
  package func prepareForUpdates() {
    _ = numberOfSections
    if window != nil { layoutIfNeeded() }
  }

  /// Makes a batch's calls in one `performBatchUpdates(_:completion:)`.
  ///
  /// - Parameters:
  ///   - calls: The batch's calls.
  ///   - completion: Runs as the batch's completion, when its animations end.
  package func applyBatch(_ calls: [TableViewCall], completion: @escaping @MainActor () -> Void) {
    performBatchUpdates(
      {
        for call in calls { make(call) }
      }, completion: { _ in completion() })
  }

  /// Makes a call, translated to UIKit's types.
  func make(_ call: TableViewCall) {
    switch call {
    case .insertRows(let paths, let animation):
      insertRows(at: paths.map(\.indexPath), with: animation.uiKit)
    case .deleteRows(let paths, let animation):
      deleteRows(at: paths.map(\.indexPath), with: animation.uiKit)
    case .reloadRows(let paths, let animation):
      reloadRows(at: paths.map(\.indexPath), with: animation.uiKit)
    case .moveRow(let from, let to): moveRow(at: from.indexPath, to: to.indexPath)
    case .insertSections(let sections, let animation):
      insertSections(IndexSet(sections), with: animation.uiKit)
    case .deleteSections(let sections, let animation):
      deleteSections(IndexSet(sections), with: animation.uiKit)
    case .reloadSections(let sections, let animation):
      reloadSections(IndexSet(sections), with: animation.uiKit)
    case .moveSection(let from, let to): moveSection(from, toSection: to)
    case .reconfigureRows(let paths): reconfigureRows(at: paths.map(\.indexPath))
    case .reloadData: reloadData()
    }
  }

  /// Reconfigures rows (`reconfigureRows(at:)`), keeping their cells.
  ///
  /// - Parameter rowPaths: The rows.
  package func reconfigureRows(at rowPaths: [RowPath]) {
    reconfigureRows(at: rowPaths.map(\.indexPath))
  }

  /// Runs work on the main actor's next turn, after the layout pass, the batch commit, the
  /// reload or the reorder in progress.
  ///
  /// UIKit has no public state that says it is inside one — a text field it asks to resign as
  /// it commits a batch ends its editing inside the table's call, which may be the app's own
  /// `performBatchUpdates`. So the work always runs a turn later, even when the table is idle;
  /// the headless table runs it at the same moment, on its next run-loop turn.
  ///
  /// - Parameter work: The work.
  package func performAfterLayout(_ work: @escaping @MainActor () -> Void) {
    Task { @MainActor in work() }
  }

  /// Deselects a row.
  ///
  /// - Parameters:
  ///   - rowPath: The row.
  ///   - animated: Whether to animate.
  package func deselectRow(at rowPath: RowPath, animated: Bool) {
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
