/// The data source of a ``HeadlessTableView``, shaped like `UITableViewDataSource`.
///
/// Only ``tableView(_:numberOfRowsInSection:)`` and ``tableView(_:cellForRowAt:)`` are required;
/// the others have defaults, listed on each method, as UIKit's optional methods do: titles,
/// editing (``tableView(_:canEditRowAt:)``), reordering (``tableView(_:canMoveRowAt:)``,
/// ``tableView(_:moveRowAt:to:)``) and the section index (``sectionIndexTitles(for:)``,
/// ``tableView(_:sectionForSectionIndexTitle:at:)``).
///
/// UIKit's `tableView(_:commit:forRowAt:)` is not here: whether a data source implements it
/// changes what UIKit offers (swipe-to-delete, K48), which a default implementation would hide.
/// A data source that carries out deletions and insertions conforms to
/// ``HeadlessTableViewEditingDataSource``. A method of that name on a data source that conforms
/// only to this protocol is never called, and the compiler does not warn.
@MainActor
public protocol HeadlessTableViewDataSource: AnyObject {
  /// The number of sections. The default is `1`.
  ///
  /// - Parameter tableView: The table asking.
  /// - Returns: The number of sections.
  func numberOfSections(in tableView: HeadlessTableView) -> Int

  /// The number of rows in a section.
  ///
  /// - Parameters:
  ///   - tableView: The table asking.
  ///   - section: The section index.
  /// - Returns: The number of rows.
  func tableView(_ tableView: HeadlessTableView, numberOfRowsInSection section: Int) -> Int

  /// The cell for a row, usually from
  /// ``HeadlessTableView/dequeueReusableCell(withIdentifier:for:)``.
  ///
  /// - Parameters:
  ///   - tableView: The table asking.
  ///   - rowPath: The row's position.
  /// - Returns: A configured cell.
  func tableView(_ tableView: HeadlessTableView, cellForRowAt rowPath: RowPath)
    -> HeadlessTableViewCell

  /// The title of a section's header, or `nil` for none. The default is `nil`.
  ///
  /// - Parameters:
  ///   - tableView: The table asking.
  ///   - section: The section index.
  /// - Returns: The header title.
  func tableView(_ tableView: HeadlessTableView, titleForHeaderInSection section: Int) -> String?

  /// The title of a section's footer, or `nil` for none. The default is `nil`.
  ///
  /// - Parameters:
  ///   - tableView: The table asking.
  ///   - section: The section index.
  /// - Returns: The footer title.
  func tableView(_ tableView: HeadlessTableView, titleForFooterInSection section: Int) -> String?

  // MARK: Prefetching

  /// Rows the table expects to show soon, as `UITableViewDataSourcePrefetching`'s
  /// `tableView(_:prefetchRowsAt:)`: start loading what their cells need. The default does
  /// nothing.
  ///
  /// The table asks after the user scrolls, at the next run-loop turn
  /// (``HeadlessTableView/runLoopTurn()``), never for a visible row, and in positions of its
  /// rows at that moment (`uikit-callback-rules.md`, K38–K39).
  ///
  /// - Parameters:
  ///   - tableView: The table.
  ///   - rowPaths: The rows, nearest to the visible ones first.
  func tableView(_ tableView: HeadlessTableView, prefetchRowsAt rowPaths: [RowPath])

  /// Rows the table asked to prefetch and no longer expects to show soon, as
  /// `tableView(_:cancelPrefetchingForRowsAt:)`. The default does nothing.
  ///
  /// The table cancels the rows that fall out of its prefetching window as the user scrolls, and
  /// every outstanding row when a batch begins (in positions before the batch) or when it
  /// reloads (in positions after the reload, rows past the end dropped) (K40–K41).
  ///
  /// - Parameters:
  ///   - tableView: The table.
  ///   - rowPaths: The rows.
  func tableView(_ tableView: HeadlessTableView, cancelPrefetchingForRowsAt rowPaths: [RowPath])

  // MARK: Editing

  /// Whether a row can be edited: whether it shows an editing control while the table edits and
  /// offers the default delete action when swiped, as UIKit's method of the same name. The
  /// default is `true`.
  ///
  /// - Parameters:
  ///   - tableView: The table asking.
  ///   - rowPath: The row's position.
  /// - Returns: Whether the row can be edited.
  func tableView(_ tableView: HeadlessTableView, canEditRowAt rowPath: RowPath) -> Bool

  // MARK: Reordering

  /// Whether a row shows the reorder control while the table edits, and so can be dragged, as
  /// UIKit's method of the same name. The default is `false`.
  ///
  /// UIKit's own default depends on whether the data source implements
  /// ``tableView(_:moveRowAt:to:)``, which a Swift protocol cannot tell: a data source that
  /// supports reordering implements this method too.
  ///
  /// - Parameters:
  ///   - tableView: The table asking.
  ///   - rowPath: The row's position.
  /// - Returns: Whether the row can be moved.
  func tableView(_ tableView: HeadlessTableView, canMoveRowAt rowPath: RowPath) -> Bool

  /// Tells the data source that the user dragged a row to a new position, as
  /// `tableView(_:moveRowAt:to:)`: move the item in the model, without calling the table's update
  /// methods, because the table has already moved the row. The default does nothing.
  ///
  /// - Parameters:
  ///   - tableView: The table.
  ///   - sourceRowPath: The row's position before the move.
  ///   - destinationRowPath: The row's position after the move.
  func tableView(
    _ tableView: HeadlessTableView, moveRowAt sourceRowPath: RowPath,
    to destinationRowPath: RowPath)

  // MARK: Section index

  /// The titles of the section index shown along the table's trailing edge, such as the letters
  /// of a contact list, or `nil` for no index, as `sectionIndexTitles(for:)`. The default is
  /// `nil`.
  ///
  /// - Parameter tableView: The table asking.
  /// - Returns: The index titles, or `nil`.
  func sectionIndexTitles(for tableView: HeadlessTableView) -> [String]?

  /// The section to scroll to when the user taps a title of the section index, as
  /// `tableView(_:sectionForSectionIndexTitle:at:)`. The default is `index`.
  ///
  /// - Parameters:
  ///   - tableView: The table asking.
  ///   - title: The tapped title.
  ///   - index: The title's index in ``sectionIndexTitles(for:)``.
  /// - Returns: A section index.
  func tableView(
    _ tableView: HeadlessTableView, sectionForSectionIndexTitle title: String, at index: Int
  ) -> Int
}

extension HeadlessTableViewDataSource {
  /// Returns `1`.
  public func numberOfSections(in tableView: HeadlessTableView) -> Int { 1 }

  /// Returns `nil`.
  public func tableView(_ tableView: HeadlessTableView, titleForHeaderInSection section: Int)
    -> String?
  { nil }

  /// Returns `nil`.
  public func tableView(_ tableView: HeadlessTableView, titleForFooterInSection section: Int)
    -> String?
  { nil }

  /// Does nothing.
  public func tableView(_ tableView: HeadlessTableView, prefetchRowsAt rowPaths: [RowPath]) {}

  /// Does nothing.
  public func tableView(
    _ tableView: HeadlessTableView, cancelPrefetchingForRowsAt rowPaths: [RowPath]
  ) {}

  /// Returns `true`.
  public func tableView(_ tableView: HeadlessTableView, canEditRowAt rowPath: RowPath) -> Bool {
    true
  }

  /// Returns `false`.
  public func tableView(_ tableView: HeadlessTableView, canMoveRowAt rowPath: RowPath) -> Bool {
    false
  }

  /// Does nothing.
  public func tableView(
    _ tableView: HeadlessTableView, moveRowAt sourceRowPath: RowPath,
    to destinationRowPath: RowPath
  ) {}

  /// Returns `nil`.
  public func sectionIndexTitles(for tableView: HeadlessTableView) -> [String]? { nil }

  /// Returns `index`.
  public func tableView(
    _ tableView: HeadlessTableView, sectionForSectionIndexTitle title: String, at index: Int
  ) -> Int { index }
}

/// A data source that carries out the user's deletions and insertions of rows: a
/// `UITableViewDataSource` that implements `tableView(_:commit:forRowAt:)`.
///
/// UIKit decides from that method's presence whether a swiped row offers the default Delete
/// action: "swipe-to-delete needs `commit`" (`uikit-callback-rules.md`, K48; K32). A Swift
/// protocol cannot tell whether a default implementation is in use, so the method lives in this
/// protocol: a data source that conforms to it is one that implements the method, and a
/// ``HeadlessTableViewDataSource`` that does not conform offers no default swipe action, as on
/// a device.
///
/// Declare the conformance. A data source that has a `tableView(_:commit:forRowAt:)` method but
/// conforms only to ``HeadlessTableViewDataSource`` compiles without a warning, and the table
/// never calls the method: unless the delegate offers trailing swipe actions of its own, its
/// rows show no Delete when swiped (``HeadlessTableView/swipeActions(_:at:)`` returns `nil`), and
/// ``HeadlessTableView/commitEditing(forRowAt:)`` tells nobody and returns `nil`.
/// <doc:TestingOnLinux#Write-a-data-source> shows a conformance.
@MainActor
public protocol HeadlessTableViewEditingDataSource: HeadlessTableViewDataSource {
  /// Asks the data source to carry out the user's deletion or insertion of a row, as
  /// `tableView(_:commit:forRowAt:)`: update the model, then delete or insert the row on the table.
  ///
  /// The table calls it when the user confirms a delete (the default trailing swipe action, or the
  /// editing control and its confirmation) or taps an insert control; see
  /// ``HeadlessTableView/commitEditing(forRowAt:)`` and
  /// ``HeadlessTableView/swipeActions(_:at:)``.
  ///
  /// - Parameters:
  ///   - tableView: The table.
  ///   - editingStyle: `RowBehavior/EditingStyle/delete` or `RowBehavior/EditingStyle/insert`.
  ///   - rowPath: The row's position.
  func tableView(
    _ tableView: HeadlessTableView, commit editingStyle: RowBehavior.EditingStyle,
    forRowAt rowPath: RowPath)
}
