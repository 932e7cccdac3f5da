extension HeadlessTableView {
  /// The titles of the section index along the table's trailing edge, from the data source's
  /// ``HeadlessTableViewDataSource/sectionIndexTitles(for:)``, or `nil` when the table shows no
  /// index.
  public var sectionIndexTitles: [String]? { dataSource?.sectionIndexTitles(for: self) }

  /// Simulates the user tapping a title of the section index, as a user would: the data source's
  /// ``HeadlessTableViewDataSource/tableView(_:sectionForSectionIndexTitle:at:)`` names the
  /// section, and the table scrolls so that the section's top — its header, or its first row
  /// when it has no header — is at the top of the viewport, then lays out.
  ///
  /// Like every simulated gesture, it first drains the pending phases and stops inside a batch
  /// update or a data-source or delegate call (``HeadlessTableView``, "Simulating the user").
  ///
  /// - Parameters:
  ///   - title: The tapped title.
  ///   - index: The title's index in ``sectionIndexTitles``.
  /// - Throws: As ``layoutIfNeeded()``.
  /// - Precondition: ``sectionIndexTitles`` has `title` at `index`, and the section the data
  ///   source names exists in the table's cached shape.
  public func scrollToSectionIndexTitle(_ title: String, at index: Int) throws {
    let call = "scrollToSectionIndexTitle(_:at:)"
    drainBeforeGesture(call)
    let titles = sectionIndexTitles ?? []
    requireContract(
      titles.indices.contains(index) && titles[index] == title,
      "HeadlessTableView.\(call): the section index has no title \"\(title)\" at \(index); its titles are \(titles)"
    )
    let shape = loadedShape()
    if dataSource != nil { note("sectionForSectionIndexTitle") }
    let section =
      dataSource?.tableView(self, sectionForSectionIndexTitle: title, at: index) ?? index
    checkSectionExists(section, in: shape, for: call)
    try setContentOffset(max(0, sectionTop(section, in: shape)))
  }
}
