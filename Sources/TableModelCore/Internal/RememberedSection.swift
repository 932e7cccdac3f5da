/// A section of the model below that a layer looks for — one with rows, one with an identity —
/// remembered between reads, so that reading the layer does not read every section below.
///
/// The section found last is checked again first (O(1) while it still matches); a search that
/// found none is trusted until the model below sends its next event (``forget()``). A search
/// reads at most ``limit`` sections that do not match: a custom model that says it has more
/// (`Int.max`) would take as long as reading them all, so the search stops the program instead,
/// with a message naming the reader, the model below, its count and what the reader looks for.
@MainActor
struct RememberedSection {
  /// The most sections that do not match a search reads: the package's limit on the sections a
  /// model reports to code that reads its whole shape (``TableModelLimits/maximumSectionCount``).
  static var limit: Int { TableModelLimits.maximumSectionCount }

  /// The layer that looks, such as `EmptyStateLayer`, as the stop message names it.
  private let reader: String
  /// The type of the model below, as the stop message names it.
  private let model: Any.Type
  /// What a matching section has, such as `a row`, as the stop message names it.
  private let sought: String
  /// The section found last.
  private var found: Int?
  /// Whether the last search found none, since the model below last sent an event.
  private var isKnownAbsent = false

  /// Creates a memory of no section, for a layer's searches.
  ///
  /// - Parameters:
  ///   - reader: The layer that looks, such as `EmptyStateLayer`.
  ///   - model: The type of the model below.
  ///   - sought: What a matching section has, such as `a row`.
  init(reader: String, model: Any.Type, sought: String) {
    self.reader = reader
    self.model = model
    self.sought = sought
  }

  /// Forgets that no section matched: the model below is changing.
  mutating func forget() { isKnownAbsent = false }

  /// The section found last, when it still matches; else the first that matches.
  ///
  /// - Parameters:
  ///   - count: The number of sections below.
  ///   - matches: Whether a section matches.
  /// - Returns: The section, or `nil` when none matches.
  /// - Precondition: A section among the first ``limit`` matches, or `count` is at most
  ///   ``limit``; otherwise the program stops with ``tooManyMessage(count:)``.
  mutating func find(among count: Int, _ matches: (Int) -> Bool) -> Int? {
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
      if section == Self.limit, section < count { contractViolation(tooManyMessage(count: count)) }
    }
    isKnownAbsent = true
    return nil
  }

  /// The message a search stops with when none of the first ``limit`` of `count` sections
  /// matches.
  func tooManyMessage(count: Int) -> String {
    "\(reader): the model below (\(model)) says it has \(count) sections and none of the first \(Self.limit) has \(sought); a layer looking for a section reads at most \(Self.limit) of them (TableModelLimits.maximumSectionCount)"
  }
}
