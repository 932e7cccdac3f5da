/// A table view a table controller drives: the apply seam (``TableUpdating``), cells and section
/// views from factories, and the few view operations the shared controller code
/// (``TableViewPresenter``) needs — implemented by `UITableView` in `TableModelUIKit` and by the
/// headless table in `TableModelTesting`, each as a translation.
@MainActor
package protocol ControlledTableView: TableUpdating, CellHosting, HeaderFooterHosting {
  /// The class of the table's header view (`tableHeaderView`).
  associatedtype TableHeaderView: AnyObject

  /// The object in one of the table's places: its data source or one of its delegates.
  ///
  /// - Parameter role: The place.
  /// - Returns: The object there; `nil` when the place is empty or the table has no such place.
  func holder(of role: TableRole) -> AnyObject?

  /// Clears places on the table: sets them to `nil`.
  ///
  /// - Parameter roles: The places.
  func clearRoles(_ roles: Set<TableRole>)

  /// The plain cell class shown for an item whose type has no cell binding.
  static var plainCellType: Cell.Type { get }

  /// Shows a line of text in a plain cell.
  ///
  /// - Parameters:
  ///   - text: The text.
  ///   - cell: A cell of ``plainCellType``.
  func showText(_ text: String, in cell: Cell)

  /// Gives a cell its row's accessory and selection style.
  ///
  /// - Parameters:
  ///   - accessory: The row's accessory.
  ///   - selectionStyle: The row's selection style.
  ///   - cell: The cell.
  func applyRowAppearance(
    accessory: RowBehavior.Accessory, selectionStyle: RowBehavior.SelectionStyle, to cell: Cell)

  /// Gives a cell its row's accessibility: label, value, hint, traits and custom actions.
  ///
  /// - Parameters:
  ///   - accessibility: The row's accessibility, its custom actions bound to the row.
  ///   - cell: The cell.
  func applyRowAccessibility(_ accessibility: RowBehavior.Accessibility, to cell: Cell)

  /// The cell the table shows for a row, if it shows one.
  ///
  /// - Parameter rowPath: The row.
  /// - Returns: The cell.
  func shownCell(at rowPath: RowPath) -> Cell?

  /// The rows the table shows cells for, in order.
  ///
  /// The two tables differ on cells prepared ahead of a scroll and not displayed yet
  /// (`uikit-callback-rules.md`, K9): `UITableView` answers with `indexPathsForVisibleRows`,
  /// visible rows only, while `HeadlessTableView` includes its prepared rows. The core uses this
  /// only to find cells made while a model change waited for the table's layout to end, and
  /// reconfigures them (`TableControllerCore`); the headless table prepares cells at the next
  /// run-loop turn, never inside such a layout, so the difference shows in no headless test. A
  /// cell `UITableView` prepares inside such a layout pass is not found.
  ///
  /// - Returns: The rows.
  func shownRowPaths() -> [RowPath]

  /// The reuse identifier of the cell the table shows for a row, if it shows one.
  ///
  /// - Parameter rowPath: The row.
  /// - Returns: The identifier.
  func shownCellReuseIdentifier(at rowPath: RowPath) -> String?

  /// The header view the table shows for a section, if it shows one.
  ///
  /// - Parameter section: The section.
  /// - Returns: The view.
  func shownHeaderView(forSection section: Int) -> HeaderFooterView?

  /// The footer view the table shows for a section, if it shows one.
  ///
  /// - Parameter section: The section.
  /// - Returns: The view.
  func shownFooterView(forSection section: Int) -> HeaderFooterView?

  /// Shows a title in a header or footer view the table made for a section's title.
  ///
  /// - Parameters:
  ///   - title: The title.
  ///   - view: The view.
  func showTitle(_ title: String?, in view: HeaderFooterView)

  /// Shows a view as the table's header view, with a height, or removes the header view.
  ///
  /// - Parameters:
  ///   - view: The view, or `nil` for none.
  ///   - height: The view's height.
  ///   - onLayoutChange: What the table calls when its layout may change the view's height: its
  ///     width changed (`false`), or its text size (`true`).
  func setTableHeaderView(
    _ view: TableHeaderView?, height: Double,
    onLayoutChange: @escaping @MainActor (_ textSizeChanged: Bool) -> Void)

  /// The height a table header view needs at a width.
  ///
  /// - Parameters:
  ///   - view: The view.
  ///   - width: The table's width.
  /// - Returns: The height.
  func fittingHeight(of view: TableHeaderView, width: Double) -> Double
}

extension ControlledTableView {
  /// The places a controller holds on the table: which of its data source and delegates it is.
  ///
  /// - Parameter controller: The controller.
  /// - Returns: The places.
  func roles(heldBy controller: AnyObject) -> Set<TableRole> {
    Set(TableRole.allCases.filter { holder(of: $0) === controller })
  }
}
