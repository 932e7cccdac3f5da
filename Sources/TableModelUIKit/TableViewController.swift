#if canImport(UIKit) && (os(iOS) || os(visionOS))
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
///
/// From a storyboard or a nib, set the class of a table view controller scene to a subclass and
/// give it its model once it is loaded — in `awakeFromNib()`, in `prepare(for:sender:)` of the
/// presenting controller, or in `viewDidLoad()`:
///
/// ```swift
/// final class InboxViewController: TableViewController {
///   let inbox = ArrayTableModel<Message>()
///   override func viewDidLoad() {
///     super.viewDidLoad()
///     setModel(inbox) { $0.cells.register(MessageCell.self) }
///   }
/// }
/// ```
open class TableViewController: UITableViewController {
  /// The controller of the table.
  ///
  /// A view controller made with ``init(model:style:configure:)`` has one from the start; one
  /// from a storyboard or a nib has one once ``setModel(_:configure:)`` gives it a model (see
  /// ``hasModel``).
  ///
  /// - Precondition: The view controller has a model. Reading it before
  ///   ``setModel(_:configure:)`` stops the program with a message saying so, in every build
  ///   configuration.
  public var tableController: TableController {
    guard let controller = storedTableController else {
      contractViolation(
        "TableViewController.tableController: the view controller has no model yet; call setModel(_:configure:) first (in awakeFromNib(), viewDidLoad() or the presenting controller's prepare(for:sender:))"
      )
    }
    return controller
  }

  /// Whether the view controller has a model, so that ``tableController`` can be read: always
  /// after ``init(model:style:configure:)``; after ``setModel(_:configure:)`` for one from a
  /// storyboard or a nib.
  public var hasModel: Bool { storedTableController != nil }

  private var storedTableController: TableController?

  /// Runs when the user pulls to refresh; the refresh control ends when it returns.
  ///
  /// Setting it installs a `UIRefreshControl` when the table has none; `nil` removes the one it
  /// installed. A control the app gave the table (a storyboard scene with Refreshing enabled,
  /// or `refreshControl` set in code) stays: the handler runs when it is pulled, besides its own
  /// actions, and setting `nil` never removes it.
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
    let controller = TableController(model: model)
    storedTableController = controller
    configure(controller)
    super.init(style: style)
  }

  /// Creates the view controller from a storyboard or a nib, with no model yet: give it one
  /// with ``setModel(_:configure:)``.
  ///
  /// - Parameter coder: The archive.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// Gives a view controller made from a storyboard or a nib its model, once; the table shows
  /// it as soon as the view is loaded (at once, when it is).
  ///
  /// - Parameters:
  ///   - model: The model (or a stack of layers) the table shows.
  ///   - configure: Registers cells, header views and handlers before the table loads.
  /// - Precondition: The view controller has no model yet: it came from a storyboard or a nib,
  ///   and this is the first call.
  public func setModel(
    _ model: some TableModel, configure: (TableController) -> Void = { _ in }
  ) {
    requireContract(
      storedTableController == nil,
      "TableViewController.setModel(_:configure:): the view controller already has a model; a table controller shows one model for its lifetime"
    )
    let controller = TableController(model: model)
    storedTableController = controller
    configure(controller)
    if isViewLoaded { attachTableController() }
  }

  /// Attaches the table controller to the table, once the view controller has a model.
  open override func viewDidLoad() {
    super.viewDidLoad()
    if hasModel { attachTableController() }
    installRefreshControl()
  }

  private func attachTableController() {
    if tableController.core.owner == nil { tableController.core.owner = self }
    tableController.attach(to: tableView)
  }

  /// The refresh control the view controller made for ``onRefresh``, the only one it removes.
  private weak var installedRefreshControl: UIRefreshControl?

  /// The app's refresh control (a storyboard's, or one it set) to which ``onRefresh`` is hooked.
  private weak var hookedRefreshControl: UIRefreshControl?

  /// Installs, hooks or removes the refresh control as `RefreshControlPlan` decides.
  private func installRefreshControl() {
    guard isViewLoaded else { return }
    let control: RefreshControlPlan.Control =
      switch refreshControl {
      case nil: .none
      case let current? where current === installedRefreshControl: .installed
      case let current? where current === hookedRefreshControl: .appsHooked
      case _?: .apps
      }
    switch RefreshControlPlan.change(hasHandler: onRefresh != nil, control: control) {
    case .install:
      let made = UIRefreshControl()
      hookRefresh(to: made)
      installedRefreshControl = made
      refreshControl = made
    case .hook:
      guard let current = refreshControl else { return }
      hookRefresh(to: current)
      hookedRefreshControl = current
    case .remove: refreshControl = nil
    case .keep: break
    }
  }

  /// Runs ``onRefresh`` when the control is pulled, then ends its refreshing; without a handler
  /// by then, leaves the control to the app's own actions.
  private func hookRefresh(to control: UIRefreshControl) {
    control.addAction(
      UIAction { [weak self, weak control] _ in
        guard let onRefresh = self?.onRefresh else { return }
        Task { @MainActor [weak control] in
          await onRefresh()
          control?.endRefreshing()
        }
      }, for: .valueChanged)
  }
}
#endif
