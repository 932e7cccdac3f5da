extension TableControllerCore {
  /// The estimated height of a section's header: its behaviour's
  /// ``SectionBehavior/estimatedHeaderHeight``, else its fixed
  /// ``SectionBehavior/headerHeight``, else `nil` (no estimate: the table measures the header,
  /// `UITableView.automaticDimension`).
  ///
  /// - Parameter section: The section.
  /// - Returns: The estimate.
  package func estimatedHeaderHeight(inSection section: Int) -> Double? {
    let behavior = sectionBehavior(at: section)
    return behavior.estimatedHeaderHeight ?? behavior.headerHeight
  }

  /// The estimated height of a section's footer: its behaviour's
  /// ``SectionBehavior/estimatedFooterHeight``, else its fixed
  /// ``SectionBehavior/footerHeight``, else `nil` (no estimate).
  ///
  /// - Parameter section: The section.
  /// - Returns: The estimate.
  package func estimatedFooterHeight(inSection section: Int) -> Double? {
    let behavior = sectionBehavior(at: section)
    return behavior.estimatedFooterHeight ?? behavior.footerHeight
  }
}
