/// A section of the model below that a layer looks for — one with rows, one with an identity —
/// remembered between reads, so that reading the layer does not read every section below.
///
/// The section found last is checked again first (O(1) while it still matches); a search that
/// found none is trusted until the model below sends its next event (``forget()``). A search
/// reads at most ``limit`` sections that do not match: a custom model that says it has more
/// (`Int.max`) would take as long as reading them all, so the search stops the program instead.
@MainActor
struct RememberedSection {
  /// The most sections that do not match a search reads: the package's limit on the sections a
  /// model reports to code that reads its whole shape (``TableModelLimits/maximumSectionCount``).
  static var limit: Int { TableModelLimits.maximumSectionCount }

  /// The section found last.
  private var found: Int?
  /// Whether the last search found none, since the model below last sent an event.
  private var isKnownAbsent = false

  /// Forgets that no section matched: the model below is changing.
  mutating func forget() { isKnownAbsent = false }

  /// The section found last, when it still matches; else the first that matches.
  ///
  /// - Parameters:
  ///   - count: The number of sections below.
  ///   - matches: Whether a section matches.
  ///   - tooMany: Stops the program when `limit` sections did not match and more remain.
  /// - Returns: The section, or `nil` when none matches.
  mutating func find(
    among count: Int, _ matches: (Int) -> Bool, tooMany: () -> Never
  ) -> Int? {
    if isKnownAbsent { return nil }
    if let found, found < count, matches(found) { return found }
    found = nil
    var section = 0
    while section < count {
      if matches(section) {
        found = section
        return section
      }
      section += 1
      if section == Self.limit, section < count { tooMany() }
    }
    isKnownAbsent = true
    return nil
  }
}
