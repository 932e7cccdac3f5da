/// The data source of a ``HeadlessTableView``, shaped like `UITableViewDataSource`.
///
/// Only ``tableView(_:numberOfRowsInSection:)`` and ``tableView(_:cellForRowAt:)`` are required;
/// the others have defaults, listed on each method, as UIKit's optional methods do.
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
}
