/// A table controller for a ``HeadlessTableView``: its data source and delegate, answering from
/// a `TableControllerCore` and making cells with a `CellFactory` — the same controller
/// `TableModelUIKit`'s `TableController` is for a `UITableView`, so a screen's table logic runs
/// and is tested on Linux.
///
/// ```swift
/// let controller = HeadlessTableController(model: feed.withLoadMore { api.fetchNextPage() })
/// controller.cells.register(TweetCell.self)
/// controller.attach(to: table)
/// table.tapRow(at: RowPath(row: 0, section: 0))
/// print(table.render())
/// ```
///
/// The table holds its data source and delegate weakly, as UIKit does: keep the controller.
@MainActor
public final class HeadlessTableController {
  /// The core that answers the table's questions and applies the model's changes: where the
  /// handlers, behaviours and diagnostics are configured.
  public let core: TableControllerCore

  /// The views the controller makes and refreshes, shared with `TableController`.
  let presenter: TableViewPresenter<HeadlessTableView>

  /// Makes the rows' cells.
  ///
  /// `InteractionRow`s (as ``HeadlessInteractionRowCell``), and the layers' `LoadMoreRow`
  /// ("Load More" / "Loading…") and `PlaceholderRow` (its message) are bound from the start.
  /// Register your item types at any time: a cell class is registered with the table the first
  /// time a row needs one; rows already shown keep their cells until they are reloaded.
  public var cells: CellFactory<HeadlessTableView> {
    get { presenter.cells }
    set { presenter.cells = newValue }
  }

  /// Makes the sections' header and footer views, and the table header view from the model's header
  /// object (`TableHeaderProviding`).
  ///
  /// Sections whose model has no binding show titles.
  public var headerFooters: HeaderFooterFactory<HeadlessTableView> {
    get { presenter.headerFooters }
    set { presenter.headerFooters = newValue }
  }

  /// The table, once attached.
  public var tableView: HeadlessTableView? { presenter.table }

  /// Creates a controller for a model (or a stack of layers).
  ///
  /// - Parameter model: The model.
  public init(model: some TableModel) {
    core = TableControllerCore(model: model)
    presenter = TableViewPresenter(core: core)
    cells.register(HeadlessInteractionRowCell.self)
    cells.register(HeadlessTableViewCell.self, for: LoadMoreRow.self, style: "load-more") {
      cell, row in
      cell.text = row.title ?? "Loading…"
    }
    cells.register(HeadlessTableViewCell.self, for: PlaceholderRow.self, style: "placeholder") {
      cell, row in
      cell.text = row.message
    }
  }

  /// Becomes the table's data source, delegate, drag delegate and drop delegate, registers the
  /// factories' classes and loads the table.
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
  public func attach(to tableView: HeadlessTableView) {
    presenter.leavePreviousTable(attaching: tableView, controller: self)
    tableView.dataSource = self
    tableView.delegate = self
    tableView.dragDelegate = self
    tableView.dropDelegate = self
    presenter.attach(to: tableView)
  }
}

extension HeadlessTableController: HeadlessTableViewEditingDataSource {
  /// The model's number of sections.
  public func numberOfSections(in tableView: HeadlessTableView) -> Int {
    core.tableReadsNumberOfSections()
  }

  /// The model's number of rows in a section.
  public func tableView(_ tableView: HeadlessTableView, numberOfRowsInSection section: Int) -> Int {
    core.tableReadsNumberOfRows(inSection: section)
  }

  /// The cell the factory makes for the row's item, with the row's accessory; a fallback cell
  /// showing the item's description (and a diagnostic) for an unbound item type.
  public func tableView(_ tableView: HeadlessTableView, cellForRowAt rowPath: RowPath)
    -> HeadlessTableViewCell
  {
    presenter.cell(at: rowPath, in: tableView)
  }

  /// The section's header title.
  public func tableView(_ tableView: HeadlessTableView, titleForHeaderInSection section: Int)
    -> String?
  { core.headerTitle(inSection: section) }

  /// The section's footer title.
  public func tableView(_ tableView: HeadlessTableView, titleForFooterInSection section: Int)
    -> String?
  { core.footerTitle(inSection: section) }

  /// Tells the core, which tells the rows' handlers and the model (a load-more row asks for its
  /// page early).
  public func tableView(_ tableView: HeadlessTableView, prefetchRowsAt rowPaths: [RowPath]) {
    core.prefetchRows(at: rowPaths)
  }

  /// Tells the core, which tells the rows' handlers.
  public func tableView(
    _ tableView: HeadlessTableView, cancelPrefetchingForRowsAt rowPaths: [RowPath]
  ) {
    core.cancelPrefetchingRows(at: rowPaths)
  }

  /// Whether the row can be edited.
  public func tableView(_ tableView: HeadlessTableView, canEditRowAt rowPath: RowPath) -> Bool {
    core.canEdit(at: rowPath)
  }

  /// Passes the edit to the core.
  public func tableView(
    _ tableView: HeadlessTableView, commit editingStyle: RowBehavior.EditingStyle,
    forRowAt rowPath: RowPath
  ) {
    core.commit(editingStyle, at: rowPath)
  }

  /// Whether the row can be moved.
  public func tableView(_ tableView: HeadlessTableView, canMoveRowAt rowPath: RowPath) -> Bool {
    core.canMove(at: rowPath)
  }

  /// Passes the user's move to the core.
  public func tableView(
    _ tableView: HeadlessTableView, moveRowAt sourceRowPath: RowPath,
    to destinationRowPath: RowPath
  ) {
    core.moveRow(from: sourceRowPath, to: destinationRowPath)
  }

  /// The sections' index titles.
  public func sectionIndexTitles(for tableView: HeadlessTableView) -> [String]? {
    core.sectionIndexTitles
  }

  /// The section an index title stands for.
  public func tableView(
    _ tableView: HeadlessTableView, sectionForSectionIndexTitle title: String, at index: Int
  ) -> Int {
    core.section(forSectionIndexTitle: title, at: index)
  }
}
