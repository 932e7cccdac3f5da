#if canImport(UIKit) && (os(iOS) || os(visionOS))
public import UIKit

/// The data source and delegate of a `UITableView`, reading from a model (or a stack of
/// layers): every callback is a translation to a `TableControllerCore`, which holds the
/// logic and is tested on Linux against the headless table.
///
/// ```swift
/// let controller = TableController(model: feed.withLoadMore { api.fetchNextPage() })
/// controller.cells.register(TweetCell.self)
/// controller.core.handlers.register(TweetHandler.self)
/// controller.attach(to: tableView)
/// ```
///
/// The table holds its data source and delegate weakly: keep the controller, as a property of
/// the view controller.
@MainActor
public final class TableController: NSObject {
  /// The core that answers the table's questions and applies the model's changes: where the
  /// handlers, behaviours and diagnostics are configured.
  public let core: TableControllerCore

  /// The views the controller makes and refreshes, shared with the headless controller.
  let presenter: TableViewPresenter<UITableView>

  /// Makes the rows' cells.
  ///
  /// `InteractionRow`s (``InteractionRowCell``), `LoadMoreRow`s and `PlaceholderRow`s are
  /// bound from the start. Register your item types at any time: a cell class is registered
  /// with the table the first time a row needs one; rows already shown keep their cells until
  /// they are reloaded.
  public var cells: CellFactory<UITableView> {
    get { presenter.cells }
    set { presenter.cells = newValue }
  }

  /// Makes the sections' header and footer views, and the table header view from the model's
  /// header object (`TableHeaderProviding`); sections without a binding show their titles.
  public var headerFooters: HeaderFooterFactory<UITableView> {
    get { presenter.headerFooters }
    set { presenter.headerFooters = newValue }
  }

  /// The table, once attached.
  public var tableView: UITableView? { presenter.table }

  /// An object that receives the table's delegate calls the controller does not answer —
  /// `UIScrollViewDelegate`'s (`scrollViewDidScroll(_:)`…) — as if it were the table's
  /// delegate, and the display calls of rows, headers and footers after the controller's
  /// handlers (to log impressions, say).
  ///
  /// Held weakly, as UIKit holds delegates. The controller's own answers take precedence.
  /// Setting it re-assigns the table's delegate, so that UIKit asks again which methods exist.
  public var forwardingDelegate: (any UITableViewDelegate)? {
    get { forwardTarget as? any UITableViewDelegate }
    set {
      forwardTarget = newValue
      guard let tableView else { return }
      tableView.delegate = nil
      tableView.delegate = self
    }
  }

  /// Storage of ``forwardingDelegate``, readable from `responds(to:)`, which UIKit calls on the
  /// main thread but Objective-C declares nonisolated.
  nonisolated(unsafe) weak var forwardTarget: (any NSObjectProtocol)?

  /// Creates a controller for a model (or a stack of layers), copying to and pasting from the
  /// system pasteboard.
  ///
  /// - Parameter model: The model.
  public init(model: some TableModel) {
    core = TableControllerCore(model: model)
    presenter = TableViewPresenter(core: core)
    super.init()
    core.pasteboard = SystemPasteboard()
    cells.register(InteractionRowCell.self)
    cells.register(LoadMoreCell.self)
    cells.register(PlaceholderCell.self)
  }

  /// Becomes the table's data source, delegate and prefetching data source — and its
  /// drag and drop delegates, with dragging enabled (`dragInteractionEnabled`, off by default
  /// on iPhone) — registers the factories' classes and loads the table.
  ///
  /// A row drags when it can move (to reorder it, in or out of editing mode) or carries
  /// `RowBehavior.dragPayloads`; the table takes drops the core's `dropHandler` accepts.
  ///
  /// A controller serves one table: attached to another, it stops being the data source and
  /// delegates of the table it served before (a place the app gave another object since stays
  /// that object's) and, when it was still its data source, reloads that table, which then
  /// shows nothing — left with its rows, it would ask its missing data source for a cell at its
  /// next layout or scroll, which UIKit answers with an exception
  /// (`UITableView dataSource is not set`). An
  /// edit of a row's value the user is making there ends first, as when the cell leaves its
  /// table: the field's text is committed to the row.
  ///
  /// A table whose data source another object becomes — another controller attached to it, say
  /// — is that object's: the model's changes stop reaching it, with a
  /// `TableControllerCore.Diagnostic.Kind.tableTakenOver` notice, until this controller is
  /// attached to it again, which reloads it. A proxy data source that forwards to the controller
  /// counts as another object.
  ///
  /// - Parameter tableView: The table.
  public func attach(to tableView: UITableView) {
    presenter.leavePreviousTable(attaching: tableView, controller: self)
    tableView.dataSource = self
    tableView.delegate = self
    tableView.prefetchDataSource = self
    tableView.dragDelegate = self
    tableView.dropDelegate = self
    tableView.dragInteractionEnabled = true
    presenter.attach(to: tableView)
  }
}
#endif
