#if canImport(UIKit) && !os(watchOS)
public import UIKit

/// The data source and delegate of a `UITableView`, reading from a model (or a stack of
/// layers): every callback is a translation to a ``TableControllerCore``, which holds the
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
  /// The core that answers the table's questions and applies the model's changes.
  public let core: TableControllerCore

  /// Makes the rows' cells.
  ///
  /// ``InteractionRow``s (``InteractionRowCell``), ``LoadMoreRow``s (``LoadMoreCell``) and
  /// ``PlaceholderRow``s (``PlaceholderCell``) are bound from the start; register your item types
  /// before ``attach(to:)``.
  public var cells = CellFactory<UITableView>()

  /// Makes the sections' header and footer views, and the table header view from the model's
  /// header object (``TableHeaderProviding``); sections without a binding show their titles.
  public var headerFooters = HeaderFooterFactory<UITableView>()

  /// The table, once attached.
  public private(set) weak var tableView: UITableView?

  /// An object that receives the table's delegate calls the controller does not answer —
  /// `UIScrollViewDelegate`'s (`scrollViewDidScroll(_:)`…), header and footer display, focus,
  /// drag and drop — as if it were the table's delegate.
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

  /// The reuse identifier of the cell shown for an item whose type has no binding.
  public static let fallbackReuseIdentifier = "TableModelKit.fallback"

  /// Creates a controller for a model (or a stack of layers), copying to and pasting from the
  /// system pasteboard.
  ///
  /// - Parameter model: The model.
  public init(model: some TableModel) {
    core = TableControllerCore(model: model)
    super.init()
    core.pasteboard = SystemPasteboard()
    cells.register(InteractionRowCell.self)
    cells.register(LoadMoreCell.self)
    cells.register(PlaceholderCell.self)
  }

  /// Becomes the table's data source, delegate and prefetching data source, registers the
  /// factories' classes and loads the table.
  ///
  /// - Parameter tableView: The table.
  public func attach(to tableView: UITableView) {
    self.tableView = tableView
    cells.registerCells(in: tableView)
    headerFooters.registerViews(in: tableView)
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: Self.fallbackReuseIdentifier)
    tableView.dataSource = self
    tableView.delegate = self
    tableView.prefetchDataSource = self
    core.onTableHeaderChange = { [weak self] header in self?.showTableHeader(header) }
    core.onSectionsUpdate = { [weak self] sections in self?.reconfigureHeadersAndFooters(sections) }
    core.attach(to: tableView)
  }

  // MARK: Headers

  private func showTableHeader(_ header: (any Diffable)?) {
    guard let tableView else { return }
    guard let header else {
      tableView.tableHeaderView = nil
      return
    }
    let view: UIView =
      headerFooters.headerView(for: header, in: tableView)
      ?? Self.titleView(String(describing: header))
    let width = tableView.bounds.width
    let height = view.systemLayoutSizeFitting(
      CGSize(width: width, height: UIView.layoutFittingCompressedSize.height),
      withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel
    ).height
    view.frame = CGRect(x: 0, y: 0, width: width, height: height)
    tableView.tableHeaderView = view
  }

  private static func titleView(_ title: String) -> UIView {
    var content = UIListContentConfiguration.groupedHeader()
    content.text = title
    return UIListContentView(configuration: content)
  }

  private func reconfigureHeadersAndFooters(_ sections: [Int]) {
    guard let tableView else { return }
    for section in sections {
      guard let model = core.sectionModel(at: section) else { continue }
      let behavior = core.sectionBehavior(at: section)
      if let header = tableView.headerView(forSection: section),
        !headerFooters.configure(header, for: model, isHeader: true)
      {
        Self.setTitle(behavior.headerTitle, of: header)
      }
      if let footer = tableView.footerView(forSection: section),
        !headerFooters.configure(footer, for: model, isHeader: false)
      {
        Self.setTitle(behavior.footerTitle, of: footer)
      }
    }
  }

  /// Shows a new title in the view UIKit made for a section's title.
  private static func setTitle(_ title: String?, of view: UITableViewHeaderFooterView) {
    var content = view.defaultContentConfiguration()
    content.text = title
    view.contentConfiguration = content
  }

  // MARK: Cells

  func fallbackCell(for item: (any Diffable)?, at indexPath: IndexPath, in tableView: UITableView)
    -> UITableViewCell
  {
    let cell = tableView.dequeueReusableCell(
      withIdentifier: Self.fallbackReuseIdentifier, for: indexPath)
    var content = cell.defaultContentConfiguration()
    content.text = core.fallbackText(for: item, at: RowPath(indexPath))
    cell.contentConfiguration = content
    return cell
  }
}
#endif
