/// An update or a request that `UITableView` would reject with an
/// `NSInternalInconsistencyException`, reported by `HeadlessTableView` as a thrown error.
///
/// ``message`` is UIKit's text for the same mistake, with two differences that keep it stable:
/// index-path pointers print as `0x0`, and the ` Table view: <…>` suffix UIKit appends is
/// omitted. ``rule`` names which of the rules in `uikit-batch-rules.md` (R1–R27) was broken, or
/// ``Rule/unregisteredReuseIdentifier`` for a dequeue UIKit would refuse.
///
/// When `HeadlessTableView` throws this error the table is left exactly as it was before the
/// call: a rejected batch changes neither its shape, nor its cells, nor its selection.
public struct TableUpdateError: Error, Hashable, Sendable {
  /// The rule that was broken.
  public var rule: Rule

  /// UIKit's exception message for the same mistake.
  public var message: String

  /// Creates an error for a broken rule with UIKit's message.
  ///
  /// - Parameters:
  ///   - rule: The rule that was broken.
  ///   - message: UIKit's exception message.
  public init(rule: Rule, message: String) {
    self.rule = rule
    self.message = message
  }
}

extension TableUpdateError {
  /// R25: a data source reported a negative number of rows for a section.
  ///
  /// - Parameter section: The section UIKit names: the old index of a section that exists before
  ///   and after the batch, else the index the shape was read with.
  /// - Returns: The error with UIKit's message.
  package static func negativeNumberOfRows(inSection section: Int) -> TableUpdateError {
    TableUpdateError(
      rule: .negativeNumberOfRows,
      message:
        "Invalid update: invalid number of rows in section \(section). Attempt to delete more rows than exist in section."
    )
  }
}

extension TableUpdateError {
  /// The data source reported a negative number of sections.
  ///
  /// UIKit's behaviour is not specified (`uikit-batch-rules.md` and `uikit-callback-rules.md`
  /// are silent), so the message is the package's own.
  ///
  /// - Parameter count: What `numberOfSections(in:)` returned.
  /// - Returns: The error.
  package static func negativeNumberOfSections(_ count: Int) -> TableUpdateError {
    TableUpdateError(
      rule: .invalidTableSize,
      message:
        "HeadlessTableView: the data source's numberOfSections(in:) returned \(count); a table has 0 or more sections"
    )
  }

  /// The data source reported more sections or rows than a headless table lays out.
  ///
  /// - Parameters:
  ///   - count: What the data source returned.
  ///   - section: The section whose row count it is, or `nil` for the number of sections.
  ///   - limit: The most sections, or rows in all, a headless table lays out.
  /// - Returns: The error.
  package static func tableTooLarge(_ count: Int, inSection section: Int?, limit: Int)
    -> TableUpdateError
  {
    let call =
      section.map { "tableView(_:numberOfRowsInSection:) returned \(count) for section \($0)" }
      ?? "numberOfSections(in:) returned \(count)"
    let what = section == nil ? "sections" : "rows in all"
    return TableUpdateError(
      rule: .invalidTableSize,
      message:
        "HeadlessTableView: the data source's \(call); a headless table lays out at most \(limit) \(what)"
    )
  }
}

extension TableUpdateError {
  /// K1: the table needed a cell and has no data source; the message is UIKit's.
  package static let dataSourceNotSet = TableUpdateError(
    rule: .dataSourceNotSet, message: "UITableView dataSource is not set")
}

extension TableUpdateError {
  /// K17: the data source returned another cell for a reconfigured row than its existing cell.
  ///
  /// The message is UIKit's as far as `uikit-callback-rules.md` gives it; the rest of UIKit's
  /// text is not known.
  package static let reconfigureReturnedDifferentCell = TableUpdateError(
    rule: .reconfigureWithDifferentCell,
    message:
      "UITableView dataSource returned a different cell from -tableView:cellForRowAtIndexPath: than the cell being reconfigured, which is not allowed."
  )
}

extension TableUpdateError {
  /// The delegate gave a row a negative, NaN or infinite height or estimated height.
  ///
  /// For a negative height the message is UIKit's (`UISectionRowData`): `table view row height
  /// must not be negative - provided height for index path (<NSIndexPath: 0x0> {length = 2,
  /// path = 0 - 1}) is -1.000000`. UIKit's message for a negative estimate is not known; it is
  /// assumed analogous (`uikit-callback-rules.md`, open question 9). UIKit has no such check for
  /// a NaN or infinite height, which fails later in Core Animation (`CALayer position contains
  /// NaN`); the message then says `must be finite`. Nor for a finite height above `maximum`,
  /// which a table that adds heights up to place its rows cannot lay out (the sum overflows, or
  /// rows below it share one position); the message then says `must not exceed` and names
  /// `maximum`.
  ///
  /// - Parameters:
  ///   - height: The height the delegate returned.
  ///   - rowPath: The row.
  ///   - estimated: Whether the height is an estimate.
  ///   - maximum: The largest height the table lays out.
  /// - Returns: The error.
  package static func invalidRowHeight(
    _ height: Double, at rowPath: RowPath, estimated: Bool, maximum: Double = .infinity
  ) -> TableUpdateError {
    let kind = estimated ? "estimated row height" : "row height"
    let requirement =
      height.isNaN || height.isInfinite
      ? "be finite"
      : height > maximum
        ? "not exceed \(UIKitText.decimal(maximum)), the largest height the table lays out"
        : "not be negative"
    return TableUpdateError(
      rule: .invalidRowHeight,
      message:
        "table view \(kind) must \(requirement) - provided \(estimated ? "estimated " : "")height for index path (\(UIKitText.indexPath(rowPath))) is \(UIKitText.decimal(height))"
    )
  }
}

extension TableUpdateError: CustomStringConvertible {
  /// The rule and UIKit's message, such as
  /// `R7: attempt to delete row 3 from section 0 which only contains 3 rows before the update`.
  public var description: String { "\(rule.identifier): \(message)" }
}

extension TableUpdateError {
  /// One of the rules `UITableView` enforces, identified as in `uikit-batch-rules.md`.
  ///
  /// A struct with static members rather than an enum, so that rules found in later iOS versions
  /// can be added without breaking a `switch` in client code.
  public struct Rule: Hashable, Sendable {
    /// The rule's identifier in the specification, such as `R7`.
    public let identifier: String

    private init(_ identifier: String) {
      self.identifier = identifier
    }

    /// R1: an update call names a negative section or row.
    public static let invalidIndexPath = Rule("R1")
    /// R4: a batch reloads and deletes the same row or section.
    public static let deleteAndReloadSameIndexPath = Rule("R4")
    /// R5: a batch deletes (or reloads) and moves the same row or section.
    public static let deleteAndMoveSameSource = Rule("R5")
    /// R6: a row delete names a section that did not exist before the update.
    public static let deleteRowFromMissingSection = Rule("R6")
    /// R7: a row delete names a row that did not exist before the update.
    public static let deleteMissingRow = Rule("R7")
    /// R8: a section delete names a section that did not exist before the update.
    public static let deleteMissingSection = Rule("R8")
    /// R9: a batch inserts (or reloads into) and moves to the same row or section.
    public static let insertAndMoveSameDestination = Rule("R9")
    /// R10: a row insert names a section that does not exist after the update.
    public static let insertRowIntoMissingSection = Rule("R10")
    /// R11: a row insert names a row beyond the section's count after the update.
    public static let insertRowBeyondSection = Rule("R11")
    /// R12: a section insert names a section beyond the table's count after the update.
    public static let insertSectionBeyondTable = Rule("R12")
    /// R13: a section move starts at a section that did not exist before the update.
    public static let moveMissingSection = Rule("R13")
    /// R14: a section move ends at a section that does not exist after the update.
    public static let moveSectionBeyondTable = Rule("R14")
    /// R15: a row move starts in a section that did not exist before the update.
    public static let moveRowFromMissingSection = Rule("R15")
    /// R16: a row move starts at a row that did not exist before the update.
    public static let moveMissingRow = Rule("R16")
    /// R17: a row move ends in a section that does not exist after the update.
    public static let moveRowIntoMissingSection = Rule("R17")
    /// R18: a row move ends at a row beyond the section's count after the update.
    public static let moveRowBeyondSection = Rule("R18")
    /// R19: two moves start at the same row or section and end at different ones.
    public static let moveToTwoDestinations = Rule("R19")
    /// R20: two moves start at different rows or sections and end at the same one.
    public static let moveTwoSourcesToOneDestination = Rule("R20")
    /// R22: the number of sections after the update does not add up.
    public static let invalidNumberOfSections = Rule("R22")
    /// R23 (iOS 16.4 and later): the old-to-new row mapping cannot be built.
    public static let invalidBatchUpdates = Rule("R23")
    /// R24: the number of rows in an existing section after the update does not add up.
    public static let invalidNumberOfRows = Rule("R24")
    /// R25: the data source reports a negative number of rows for an existing section.
    public static let negativeNumberOfRows = Rule("R25")
    /// R26: a reconfigured row's cell was dequeued with a different reuse identifier.
    public static let reconfigureWithDifferentReuseIdentifier = Rule("R26")
    /// A cell was dequeued with a reuse identifier that has no registered class or factory.
    public static let unregisteredReuseIdentifier = Rule("dequeue")
    /// K18 of `uikit-callback-rules.md`: the delegate gave a section header or footer a negative
    /// height.
    public static let invalidSectionHeaderFooterHeight = Rule("K18")
    /// K17 of `uikit-callback-rules.md`: the data source returned another cell for a
    /// reconfigured row than the row's existing cell.
    public static let reconfigureWithDifferentCell = Rule("K17")
    /// The delegate gave a row a height, or an estimated height, that is negative, NaN or
    /// infinite (`uikit-callback-rules.md`, K11–K13 and open question 9).
    public static let invalidRowHeight = Rule("rowHeight")
    /// The data source reported a negative number of sections, or more sections or rows than a
    /// headless table lays out; neither specification says what UIKit does then.
    public static let invalidTableSize = Rule("tableSize")
    /// K1 of `uikit-callback-rules.md`: the table needed a cell and had no data source (it was
    /// set to `nil`, or released: the table holds it weakly).
    public static let dataSourceNotSet = Rule("K1")
  }
}
