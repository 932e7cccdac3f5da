/// The code the two table controllers share: it makes a table's views — cells, section header
/// and footer views, the table header — from a ``TableControllerCore``'s answers and the
/// factories, and refreshes them when the model changes.
///
/// `TableController` (`UITableView`) and `HeadlessTableController` (the headless table) each hold
/// one, for their table's types, and do nothing but translate the table's callbacks into calls
/// on it and on the core.
@MainActor
package final class TableViewPresenter<Table: ControlledTableView> {
  /// The core that answers the table's questions and applies the model's changes.
  package let core: TableControllerCore

  /// Makes the rows' cells.
  package var cells = CellFactory<Table>()

  /// Makes the sections' header and footer views, and the table header view.
  package var headerFooters = HeaderFooterFactory<Table>()

  /// The table, once attached.
  package private(set) weak var table: Table?

  /// The controller, as its table knows it: its data source and delegates.
  private weak var controller: AnyObject?

  /// How many cells are being made: the table may still show another cell at their rows.
  ///
  /// A counter, as a cell's configuration can make the table make another cell before it
  /// returns (issue 12, item 4).
  private var makingCellDepth = 0
  /// The identity of the item each cell was last configured with, by cell.
  private var configuredIdentities: [ObjectIdentifier: AnyDiffable.ID] = [:]
  /// The table header view shown, and the width and height it was last sized for.
  private var tableHeader: (view: Table.TableHeaderView, width: Double?, height: Double?)?

  /// The reuse identifier of the cell shown for an item whose type has no binding.
  package static var fallbackReuseIdentifier: String { "TableModelKit.fallback" }

  /// Creates the shared part of a controller for a core.
  ///
  /// - Parameter core: The core.
  package init(core: TableControllerCore) {
    self.core = core
  }

  /// Leaves the table a controller served as it attaches to `table`, when it is another table
  /// still alive: the controller clears its places there and the table reloads as
  /// ``TableLeaving`` decides.
  ///
  /// The user's edit of a row's value ends first, while that table is still attached
  /// (``TableControllerCore/endValueEditingForTableChange()``): its text is committed and no
  /// row's updates stay held for it.
  ///
  /// A controller applies the model's changes to one table. A table it leaves behind would still
  /// ask it for rows and cells without hearing of any change — rows that no longer exist, and on a
  /// device the exception of its next update — so the controller clears its own places as that
  /// table's data source and delegates, and the table reloads to show nothing.
  ///
  /// - Parameters:
  ///   - table: The table being attached.
  ///   - controller: The controller, as the table knows it: its data source and delegates.
  /// - Returns: What the controller did to the table it left, or `nil` when it left none.
  @discardableResult
  package func leavePreviousTable(attaching table: Table, controller: AnyObject) -> TableLeaving? {
    self.controller = controller
    core.endValueEditingForTableChange()
    guard let previous = self.table, previous !== table else { return nil }
    let leaving = TableLeaving(holding: previous.roles(heldBy: controller))
    previous.clearRoles(leaving.rolesToClear)
    // Without a data source the reload reads no count and makes no cell: it has nothing to throw.
    if leaving.reloads { try? previous.reloadData() }
    return leaving
  }

  /// Registers the factories' classes with a table and attaches the core, which loads it.
  ///
  /// Call it once the table's data source and delegate are set.
  ///
  /// - Parameter table: The table.
  package func attach(to table: Table) {
    self.table = table
    cells.registerCells(in: table)
    headerFooters.registerViews(in: table)
    table.registerCell(Table.plainCellType, reuseIdentifier: Self.fallbackReuseIdentifier)
    core.onTableHeaderChange = { [weak self] header in self?.showTableHeader(header) }
    core.onSectionsUpdate = { [weak self] sections in self?.refreshHeadersAndFooters(sections) }
    core.rowNeedsNewCell = { [weak self] rowPath in self?.rowNeedsNewCell(at: rowPath) ?? false }
    core.shownCell = { [weak self] rowPath in
      guard let self, makingCellDepth == 0 else { return nil }
      return self.table?.shownCell(at: rowPath)
    }
    core.staleShownRows = { [weak self] in self?.staleShownRows() ?? [] }
    core.isTableDataSource = { [weak self] in
      guard let self, let table = self.table else { return false }
      // A presenter attached without leavePreviousTable knows no controller: it keeps the table.
      guard let controller = self.controller else { return true }
      return table.holder(of: .dataSource) === controller
    }
    core.attach(to: table)
  }

  // MARK: Cells

  /// The cell of a row: the factory's for the row's item, given the row's accessory, selection
  /// style and accessibility before the cell configures itself (so a cell's own choice wins); a plain
  /// cell showing the item's description (and a notice) for an unbound item type.
  ///
  /// - Parameters:
  ///   - rowPath: The row.
  ///   - table: The table asking.
  /// - Returns: The cell.
  package func cell(at rowPath: RowPath, in table: Table) -> Table.Cell {
    makingCellDepth += 1
    defer { makingCellDepth -= 1 }
    let cell = core.answeringLayout { makeCell(at: rowPath, in: table) }
    configuredIdentities[ObjectIdentifier(cell)] = core.identity(at: rowPath)
    return cell
  }

  /// The rows whose shown cell was configured with another item than the row's now: cells made
  /// while a model change waited for the table's layout to end.
  private func staleShownRows() -> [RowPath] {
    guard let table else { return [] }
    return table.shownRowPaths().filter { rowPath in
      guard let cell = table.shownCell(at: rowPath),
        let shown = configuredIdentities[ObjectIdentifier(cell)]
      else { return false }
      return shown != core.identity(at: rowPath)
    }
  }

  private func makeCell(at rowPath: RowPath, in table: Table) -> Table.Cell {
    guard let item = core.tableItem(at: rowPath) else {
      return plainCell(showing: core.fallbackText(for: nil, at: rowPath), at: rowPath, in: table)
    }
    let behavior = core.behavior(at: rowPath)
    let accessibility = core.accessibility(of: behavior, at: rowPath)
    let appearance = { (cell: Table.Cell) in
      table.applyRowAppearance(
        accessory: behavior.accessory, selectionStyle: behavior.selectionStyle, to: cell)
      table.applyRowAccessibility(accessibility, to: cell)
    }
    guard let cell = cells.cell(for: item, at: rowPath, in: table, beforeConfiguring: appearance)
    else {
      let cell = plainCell(
        showing: core.fallbackText(for: item, at: rowPath), at: rowPath, in: table)
      appearance(cell)
      return cell
    }
    if let cell = cell as? any ValueEditingCell {
      cell.valueEditor = core.valueEditor(forRowAt: rowPath, of: cell)
    }
    return cell
  }

  /// Whether the cell the table shows for a row has another reuse identifier than the one the
  /// row's item now wants.
  private func rowNeedsNewCell(at rowPath: RowPath) -> Bool {
    guard let table, let shown = table.shownCellReuseIdentifier(at: rowPath) else { return false }
    let wanted = core.tableItem(at: rowPath).flatMap(cells.reuseIdentifier(for:))
    return shown != (wanted ?? Self.fallbackReuseIdentifier)
  }

  private func plainCell(showing text: String, at rowPath: RowPath, in table: Table) -> Table.Cell {
    let cell = table.dequeueCell(reuseIdentifier: Self.fallbackReuseIdentifier, for: rowPath)
    table.showText(text, in: cell)
    return cell
  }

  // MARK: Section headers and footers

  /// The factory's header view for a section's header model (the section model, unless it gives
  /// its header a model of its own), or `nil` for its title.
  ///
  /// - Parameters:
  ///   - section: The section.
  ///   - table: The table asking.
  /// - Returns: The view.
  package func headerView(inSection section: Int, in table: Table) -> Table.HeaderFooterView? {
    core.headerFooterModel(.header, inSection: section).flatMap { model in
      core.answeringLayout { headerFooters.headerView(for: model, in: table) }
    }
  }

  /// The factory's footer view for a section's footer model (the section model, unless it gives
  /// its footer a model of its own), or `nil` for its title.
  ///
  /// - Parameters:
  ///   - section: The section.
  ///   - table: The table asking.
  /// - Returns: The view.
  package func footerView(inSection section: Int, in table: Table) -> Table.HeaderFooterView? {
    core.headerFooterModel(.footer, inSection: section).flatMap { model in
      core.answeringLayout { headerFooters.footerView(for: model, in: table) }
    }
  }

  /// Shows the new models of sections in the header and footer views the table shows for them:
  /// a table has no call that reconfigures them.
  private func refreshHeadersAndFooters(_ sections: [Int]) {
    guard let table else { return }
    for section in sections {
      guard let header = core.headerFooterModel(.header, inSection: section),
        let footer = core.headerFooterModel(.footer, inSection: section)
      else { continue }
      let behavior = core.sectionBehavior(at: section)
      if let view = table.shownHeaderView(forSection: section),
        !headerFooters.configure(view, for: header, isHeader: true)
      {
        table.showTitle(behavior.headerTitle, in: view)
      }
      if let view = table.shownFooterView(forSection: section),
        !headerFooters.configure(view, for: footer, isHeader: false)
      {
        table.showTitle(behavior.footerTitle, in: view)
      }
    }
  }

  // MARK: Table header

  /// Shows the model's table header object in a view of its own from the factory, or no header
  /// view (and a notice) when its type has no binding — never the object's description.
  private func showTableHeader(_ header: (any Diffable)?) {
    guard let table else { return }
    guard let header else {
      hideTableHeader(in: table)
      return
    }
    guard
      let view = headerFooters.tableHeaderView(for: header, reusing: tableHeader?.view)
        as? Table.TableHeaderView
    else {
      core.noteUnboundType(
        of: header,
        "no table header view is registered for \(type(of: AnyDiffable.unwrapped(header))); the table shows no header view"
      )
      hideTableHeader(in: table)
      return
    }
    tableHeader = (view, width: nil, height: nil)
    layoutTableHeader(textSizeChanged: true)
  }

  private func hideTableHeader(in table: Table) {
    tableHeader = nil
    table.setTableHeaderView(nil, height: 0) { _ in }
  }

  /// Sizes the table header view to the table's width: when it is shown, when the table's width
  /// changes (rotation, Split View, the first layout of a table attached before it had a width)
  /// and when the text size changes; the table gets the view again when its height changed.
  ///
  /// A table without a width yet shows the view with no height, until its first layout.
  ///
  /// - Parameter textSizeChanged: Whether the content may need another height at the same width.
  package func layoutTableHeader(textSizeChanged: Bool) {
    guard let table, var header = tableHeader else { return }
    let width = table.layoutWidth
    guard textSizeChanged || width != header.width else { return }
    let height = width > 0 ? table.fittingHeight(of: header.view, width: width) : 0
    let changed = height != header.height
    header.width = width
    header.height = height
    tableHeader = header
    guard changed else { return }
    table.setTableHeaderView(header.view, height: height) { [weak self] textSizeChanged in
      self?.layoutTableHeader(textSizeChanged: textSizeChanged)
    }
  }
}
