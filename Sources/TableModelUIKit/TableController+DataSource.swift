#if canImport(UIKit) && (os(iOS) || os(visionOS))
public import UIKit

extension TableController: UITableViewDataSource {
  /// The model's number of sections.
  public func numberOfSections(in tableView: UITableView) -> Int {
    core.tableReadsNumberOfSections()
  }

  /// The model's number of rows in a section.
  public func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    core.tableReadsNumberOfRows(inSection: section)
  }

  /// The factory's cell for the row's item, given the row's accessory and selection style before
  /// it configures itself; a cell showing the item's description (and a notice) for an unbound
  /// item type.
  public func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    presenter.cell(at: RowPath(indexPath), in: tableView)
  }

  /// The section's header title.
  public func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
    core.headerTitle(inSection: section)
  }

  /// The section's footer title.
  public func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
    core.footerTitle(inSection: section)
  }

  /// Whether the row can be edited.
  public func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
    core.canEdit(at: RowPath(indexPath))
  }

  /// Passes the confirmed edit to the core.
  public func tableView(
    _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
    forRowAt indexPath: IndexPath
  ) {
    core.commit(RowBehavior.EditingStyle(editingStyle), at: RowPath(indexPath))
  }

  /// Whether the row can be moved.
  public func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool {
    core.canMove(at: RowPath(indexPath))
  }

  /// Passes the user's move to the core.
  public func tableView(
    _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath
  ) {
    core.moveRow(from: RowPath(sourceIndexPath), to: RowPath(destinationIndexPath))
  }

  /// The sections' index titles.
  public func sectionIndexTitles(for tableView: UITableView) -> [String]? {
    core.sectionIndexTitles
  }

  /// The section an index title stands for.
  public func tableView(
    _ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int
  ) -> Int {
    core.section(forSectionIndexTitle: title, at: index)
  }
}

extension TableController: UITableViewDataSourcePrefetching {
  /// Tells the core: the rows' handlers hear `RowEventHandler.prefetch(_:context:)`, and a
  /// load-more layer asks for its page before its row appears.
  public func tableView(_ tableView: UITableView, prefetchRowsAt indexPaths: [IndexPath]) {
    core.prefetchRows(at: indexPaths.map(RowPath.init))
  }

  /// Tells the core: the rows' handlers hear `RowEventHandler.cancelPrefetching(_:context:)`.
  public func tableView(
    _ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath]
  ) {
    core.cancelPrefetchingRows(at: indexPaths.map(RowPath.init))
  }
}
#endif
