/// A table view that can be told what changed: the one seam through which a
/// ``TableControllerCore`` applies a model's changes, implemented by the headless table in
/// `TableModelTesting` and by `UITableView` in `TableModelUIKit`, so the same code path drives
/// both.
///
/// Not API: only the two table controllers attach a table to a core.
@MainActor
package protocol TableUpdating: AnyObject {
  /// Whether the table is in a window; a table that is not just reloads, as animating it is
  /// pointless and its cached shape may be stale.
  var isInWindow: Bool { get }

  /// The width rows are laid out in, for height caching.
  var layoutWidth: Double { get }

  /// Makes sure the table has cached its shape and laid out — called before the model changes, so
  /// that a table that never laid out reads the "before" state (`uikit-batch-rules.md`, §1.2),
  /// and a pending layout makes its cells from the model the table knows, not from the changed
  /// one at positions the batch has not moved yet (`performBatchUpdates` lays out first,
  /// `uikit-callback-rules.md`, K15). Not called from inside the table's layout.
  func prepareForUpdates()

  /// Applies one batch: the calls (a changeset's ``Changeset/batchCalls(animation:)``) inside one
  /// `performBatchUpdates`.
  ///
  /// - Parameters:
  ///   - calls: The batch's calls.
  ///   - completion: Runs when the batch's animations end — `performBatchUpdates`' completion.
  ///     It need not run when the method throws.
  /// - Throws: What the table throws when it rejects the batch (the headless table's
  ///   ``TableUpdateError``); `UITableView` does not throw.
  func applyBatch(_ calls: [TableViewCall], completion: @escaping @MainActor () -> Void) throws

  /// Reconfigures the existing cells of rows, keeping the cells.
  ///
  /// - Parameter rowPaths: The rows.
  /// - Throws: What the table throws when a reconfiguration is refused.
  func reconfigureRows(at rowPaths: [RowPath]) throws

  /// Reloads everything.
  ///
  /// - Throws: What the table throws when a cell cannot be made.
  func reloadData() throws

  /// Runs work on the main queue's next turn, once the table is done with what it is doing — a
  /// layout pass, the commit of a batch, a reload, a user's reorder — and the app's code of this
  /// turn has returned; never at once, even when the table is idle: model changes that a
  /// callback such as "will display" or "move row" triggers must not reach the table while it
  /// lays out or commits a reorder, nor the commit of an edit whose field the table asked to
  /// resign as it commits a batch.
  ///
  /// `UITableView` tells no one that it is committing or laying out — an app calls
  /// `performBatchUpdates` or `reloadData` on it directly — so it runs the work in a task on the
  /// main actor, after any synchronous update. The headless table runs it at the same moment:
  /// on its next run-loop turn (`runLoopTurn()` or `settle()`, or a task on the main actor when
  /// no test drained it), so what a test sees right after the app's call is what a device shows.
  ///
  /// - Parameter work: The work.
  func performAfterLayout(_ work: @escaping @MainActor () -> Void)

  /// Deselects a row.
  ///
  /// - Parameters:
  ///   - rowPath: The row.
  ///   - animated: Whether to animate.
  func deselectRow(at rowPath: RowPath, animated: Bool)

  /// The selected rows, in order.
  var selectedRowPaths: [RowPath] { get }

  /// Whether a tap now extends or shrinks a multiple selection rather than selecting one row:
  /// `allowsMultipleSelectionDuringEditing` while the table edits, else
  /// `allowsMultipleSelection`.
  var selectsMultipleRows: Bool { get }
}

/// A table view that dequeues reusable cells of a class family: the headless table with its
/// cells, `UITableView` with `UITableViewCell` — what a ``CellFactory`` makes cells in.
@MainActor
public protocol CellHosting: AnyObject {
  /// The base class of the table's cells.
  associatedtype Cell: AnyObject

  /// Registers a cell class for a reuse identifier.
  ///
  /// - Parameters:
  ///   - cellType: The class.
  ///   - reuseIdentifier: The identifier.
  func registerCell(_ cellType: Cell.Type, reuseIdentifier: String)

  /// Dequeues a cell registered for a reuse identifier.
  ///
  /// - Parameters:
  ///   - reuseIdentifier: The identifier.
  ///   - rowPath: The row the cell is for.
  /// - Returns: A cell.
  func dequeueCell(reuseIdentifier: String, for rowPath: RowPath) -> Cell
}

/// A table view that dequeues reusable header and footer views — what a
/// ``HeaderFooterFactory`` makes section headers and footers in.
@MainActor
public protocol HeaderFooterHosting: AnyObject {
  /// The base class of the table's header and footer views.
  associatedtype HeaderFooterView: AnyObject

  /// Registers a header or footer view class for a reuse identifier.
  ///
  /// - Parameters:
  ///   - viewType: The class.
  ///   - reuseIdentifier: The identifier.
  func registerHeaderFooterView(_ viewType: HeaderFooterView.Type, reuseIdentifier: String)

  /// Dequeues a header or footer view registered for a reuse identifier.
  ///
  /// - Parameter reuseIdentifier: The identifier.
  /// - Returns: A view, or `nil` when none is registered.
  func dequeueHeaderFooterView(reuseIdentifier: String) -> HeaderFooterView?
}
