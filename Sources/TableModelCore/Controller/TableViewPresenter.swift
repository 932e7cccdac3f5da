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

  /// Whether a cell is being made: the table may still show another cell at its row.
  private var isMakingCell = false

  /// The reuse identifier of the cell shown for an item whose type has no binding.
  package static var fallbackReuseIdentifier: String { "TableModelKit.fallback" }

  /// Creates the shared part of a controller for a core.
  ///
  /// - Parameter core: The core.
  package init(core: TableControllerCore) {
    self.core = core
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
      guard let self, !isMakingCell else { return nil }
      return self.table?.shownCell(at: rowPath)
    }
    core.attach(to: table)
  }

  // MARK: Cells

  /// The cell of a row: the factory's for the row's item, with the row's accessory and selection
  /// style; a plain cell showing the item's description (and a diagnostic) for an unbound item
  /// type.
  ///
  /// - Parameters:
  ///   - rowPath: The row.
  ///   - table: The table asking.
  /// - Returns: The cell.
  package func cell(at rowPath: RowPath, in table: Table) -> Table.Cell {
    isMakingCell = true
    defer { isMakingCell = false }
    let item = core.item(at: rowPath)
    let cell =
      item.flatMap { cells.cell(for: $0, at: rowPath, in: table) }
      ?? fallbackCell(for: item, at: rowPath, in: table)
    let behavior = core.behavior(at: rowPath)
    table.applyRowAppearance(
      accessory: behavior.accessory, selectionStyle: behavior.selectionStyle, to: cell)
    return cell
  }

  /// Whether the cell the table shows for a row has another reuse identifier than the one the
  /// row's item now wants.
  private func rowNeedsNewCell(at rowPath: RowPath) -> Bool {
    guard let table, let shown = table.shownCellReuseIdentifier(at: rowPath) else { return false }
    let wanted = core.item(at: rowPath).flatMap(cells.reuseIdentifier(for:))
    return shown != (wanted ?? Self.fallbackReuseIdentifier)
  }

  private func fallbackCell(for item: (any Diffable)?, at rowPath: RowPath, in table: Table)
    -> Table.Cell
  {
    let cell = table.dequeueCell(reuseIdentifier: Self.fallbackReuseIdentifier, for: rowPath)
    table.showText(core.fallbackText(for: item, at: rowPath), in: cell)
    return cell
  }

  // MARK: Section headers and footers

  /// The factory's header view for a section's model, or `nil` for its title.
  ///
  /// - Parameters:
  ///   - section: The section.
  ///   - table: The table asking.
  /// - Returns: The view.
  package func headerView(inSection section: Int, in table: Table) -> Table.HeaderFooterView? {
    core.sectionModel(at: section).flatMap { headerFooters.headerView(for: $0, in: table) }
  }

  /// The factory's footer view for a section's model, or `nil` for its title.
  ///
  /// - Parameters:
  ///   - section: The section.
  ///   - table: The table asking.
  /// - Returns: The view.
  package func footerView(inSection section: Int, in table: Table) -> Table.HeaderFooterView? {
    core.sectionModel(at: section).flatMap { headerFooters.footerView(for: $0, in: table) }
  }

  /// Shows the new models of sections in the header and footer views the table shows for them:
  /// a table has no call that reconfigures them.
  private func refreshHeadersAndFooters(_ sections: [Int]) {
    guard let table else { return }
    for section in sections {
      guard let model = core.sectionModel(at: section) else { continue }
      let behavior = core.sectionBehavior(at: section)
      if let header = table.shownHeaderView(forSection: section),
        !headerFooters.configure(header, for: model, isHeader: true)
      {
        table.showTitle(behavior.headerTitle, in: header)
      }
      if let footer = table.shownFooterView(forSection: section),
        !headerFooters.configure(footer, for: model, isHeader: false)
      {
        table.showTitle(behavior.footerTitle, in: footer)
      }
    }
  }

  // MARK: Table header

  private func showTableHeader(_ header: (any Diffable)?) {
    guard let table else { return }
    guard let header else {
      table.showTableHeader(nil, title: nil)
      return
    }
    table.showTableHeader(
      headerFooters.headerView(for: header, in: table), title: String(describing: header))
  }
}
