#if canImport(UIKit) && !os(watchOS)
public import UIKit

/// A drop-in replacement for `UITableViewController` that needs only a model: its table is
/// run by a ``TableController`` (whose handlers reach this view controller as the core's
/// `owner`); pull to refresh runs ``onRefresh``; the inherited `editButtonItem` toggles editing.
///
/// ```swift
/// let settings = TableViewController(model: settingsModel, style: .insetGrouped)
/// settings.navigationItem.rightBarButtonItem = settings.editButtonItem
/// settings.onRefresh = { await store.refresh() }
/// ```
///
/// The table's delegate is the ``tableController``, not this view controller: to hear scroll
/// callbacks such as `scrollViewDidScroll(_:)`, set `tableController.forwardingDelegate = self`.
open class TableViewController: UITableViewController {
  /// The controller of the table.
  public let tableController: TableController

  /// Runs when the user pulls to refresh; the refresh control ends when it returns.
  ///
  /// Setting it installs a `UIRefreshControl`; `nil` removes it.
  public var onRefresh: (@MainActor () async -> Void)? {
    didSet { installRefreshControl() }
  }

  /// Creates the view controller.
  ///
  /// - Parameters:
  ///   - model: The model (or a stack of layers) the table shows.
  ///   - style: The table's style.
  ///   - configure: Registers cells, header views and handlers before the table loads.
  public init(
    model: some TableModel, style: UITableView.Style = .plain,
    configure: (TableController) -> Void = { _ in }
  ) {
    tableController = TableController(model: model)
    configure(tableController)
    super.init(style: style)
  }

  /// Not supported: create the view controller with ``init(model:style:configure:)``.
  @available(
    *, unavailable, message: "Create a TableViewController with init(model:style:configure:)"
  )
  public required init?(coder: NSCoder) {
    fatalError(
      "TableViewController(coder:) is not supported: create it with init(model:style:configure:)")
  }

  /// Attaches the table controller to the table.
  open override func viewDidLoad() {
    super.viewDidLoad()
    if tableController.core.owner == nil { tableController.core.owner = self }
    tableController.attach(to: tableView)
    installRefreshControl()
  }

  private func installRefreshControl() {
    guard isViewLoaded else { return }
    guard onRefresh != nil else {
      refreshControl = nil
      return
    }
    guard refreshControl == nil else { return }
    let control = UIRefreshControl()
    control.addAction(
      UIAction { [weak self] _ in
        Task { @MainActor [weak self] in
          await self?.onRefresh?()
          self?.refreshControl?.endRefreshing()
        }
      }, for: .valueChanged)
    refreshControl = control
  }
}
#endif
