extension TableControllerCore {
  /// The behaviour of a section: its model's (``SectionBehaviorProviding``), or none.
  ///
  /// - Parameter section: The section.
  /// - Returns: The behaviour.
  package func sectionBehavior(at section: Int) -> SectionBehavior {
    guard let model = tableSectionModel(at: section) else { return SectionBehavior() }
    let value = AnyDiffable.unwrapped(model)
    return answeringLayout { (value as? any SectionBehaviorProviding)?.sectionBehavior }
      ?? SectionBehavior()
  }

  /// The header title of a section.
  ///
  /// - Parameter section: The section.
  /// - Returns: The title, or `nil`.
  package func headerTitle(inSection section: Int) -> String? {
    sectionBehavior(at: section).headerTitle
  }

  /// The footer title of a section.
  ///
  /// - Parameter section: The section.
  /// - Returns: The title, or `nil`.
  package func footerTitle(inSection section: Int) -> String? {
    sectionBehavior(at: section).footerTitle
  }

  /// The section index titles, one per section that has one, in section order; `nil` when no
  /// section has one.
  ///
  /// - Precondition: The model has at most ``TableModelLimits/maximumSectionCount`` sections;
  ///   otherwise the program stops with a message naming the call and the count.
  package var sectionIndexTitles: [String]? {
    // While the model changes, the table reloads once the change arrives, and asks again.
    guard admitModelRead() else { return nil }
    let count = readableSectionCount("TableControllerCore.sectionIndexTitles(for:)")
    let titles = (0..<count).compactMap { sectionBehavior(at: $0).indexTitle }
    return titles.isEmpty ? nil : titles
  }

  /// The section a section index title stands for.
  ///
  /// - Parameters:
  ///   - title: The title the user touched.
  ///   - index: Its index among ``sectionIndexTitles``.
  /// - Returns: The section.
  /// - Precondition: The model has at most ``TableModelLimits/maximumSectionCount`` sections;
  ///   otherwise the program stops with a message naming the call and the count.
  package func section(forSectionIndexTitle title: String, at index: Int) -> Int {
    let count = readableSectionCount(
      "TableControllerCore.tableView(_:sectionForSectionIndexTitle:at:)")
    var seen = 0
    for section in 0..<count where sectionBehavior(at: section).indexTitle != nil {
      if seen == index { return section }
      seen += 1
    }
    return max(0, count - 1)
  }
}
