/// UIKit's batch-update rules as a pure function: given the cached shape, the calls made in a
/// batch and the data source's shape at commit, accept the batch (and say where every row goes) or
/// reject it with UIKit's message.
///
/// ```swift
/// let batch = try BatchValidator().validate(
///   [.deleteRows([RowPath(row: 1, section: 0)], .automatic)], oldShape: [3],
///   hasExistingCell: { _ in true }, newShape: { [2] })
/// batch.mapping?.newPath(forOld: RowPath(row: 2, section: 0))  // [0, 1]
/// ```
///
/// The checks run in UIKit's order (`uikit-batch-rules.md`, §1.6), so when a batch breaks several
/// rules the error names the one UIKit would report:
///
/// 0. Every call's positions are checked when it is made (R1). A row call's index path whose row
///    is `NSNotFound` (`Int.max`) names a whole section, as in UIKit (§1.4): `insertRows` at
///    `(s, NSNotFound)` inserts section `s`.
/// 1. Reloads are de-duplicated, row reloads without an existing cell are dropped (modern SDK),
///    a reload that is also deleted is rejected (R4), and each reload becomes a delete at its old
///    position plus an insert at a position derived from the deletes and inserts, ignoring moves.
/// 2. The data source is asked for the new shape.
/// 3. Deletes, in descending order: delete-and-move conflicts (R5), bounds (R6–R8). Row deletes
///    inside deleted sections are dropped without a bounds check.
/// 4. Inserts, in ascending order: insert-and-move conflicts (R9), bounds (R10–R12). Row inserts
///    inside inserted sections are dropped after their bounds check.
/// 5. Moves, sections first, each by source and then destination (the specification does not
///    order moves with the same source): bounds (R13–R18), conflicting duplicates (R19, R20).
/// 6. A row move out of a deleted section or into an inserted one makes UIKit reload the whole
///    table instead of animating (R21); no count check runs, but the reload refuses a negative
///    count as every read of the data source does (R25).
/// 7. The section count (R22), the old-to-new mapping (R23, ``Profile/modern``
///    only), and the row count of every section that exists before and after (R24, R25).
///
/// A negative row count never traps: in a section that exists before and after it is UIKit's
/// R25, and a negative count anywhere else — in the cached shape, in a section the batch
/// inserts or reloads, which UIKit does not compare, or in a batch UIKit replaces by a reload
/// (R21) — is refused with the same rule and message, naming that section. Nor does a row count
/// no table holds (`Int.max`): counts that add up past `Int.max` are refused as R23 or R24, and
/// a batch that breaks no rule is mapped whatever the size of its shapes, since its ``Mapping``
/// keeps what the batch named, not a position per row.
///
/// Rules marked as hypotheses in the specification's §7 are implemented as its working
/// hypotheses: R23 fires when some surviving section would receive more rows (kept, inserted
/// and moved in) than the data source reports for it; its message lists sections and moves in the
/// same `Verb kind (…)` form as rows; the derivation of a reload's new position does not shift by
/// row deletes in a section that is itself deleted (iOS 18).
public struct BatchValidator: Sendable {
  /// The version of UIKit whose rules are applied.
  public var profile: Profile

  /// Creates a validator for a version of UIKit.
  ///
  /// - Parameter profile: The version whose rules are applied; ``Profile/modern`` by default.
  public init(profile: Profile = .modern) {
    self.profile = profile
  }

  /// Checks a call's positions the way UIKit does when the call is made (R1).
  ///
  /// - Parameter call: The call.
  /// - Throws: ``TableUpdateError`` with rule ``TableUpdateError/Rule/invalidIndexPath``
  ///   when a section or row is negative.
  package static func checkCall(_ call: TableViewCall) throws {
    try checkIndexPaths(call.updateIndexPaths)
  }

  /// Checks the positions of a reconfigure: no row of any table is at a negative row or section.
  ///
  /// A reconfigure records no update item, and the specification exempts it from the batch's
  /// rules R3–R25 only (`uikit-batch-rules.md`, §5): a negative position is no row at all, never
  /// one whose cell is merely off screen, and names a bug in whoever computed it, so it is
  /// refused as R1 is, with R1's message.
  ///
  /// - Parameter rowPaths: The rows to reconfigure.
  /// - Throws: ``TableUpdateError`` with rule ``TableUpdateError/Rule/invalidIndexPath`` naming
  ///   the first negative position.
  package static func checkReconfigure(_ rowPaths: [RowPath]) throws {
    try checkIndexPaths(rowPaths)
  }

  /// Refuses the first index path with a negative section or row with R1's message.
  private static func checkIndexPaths(_ paths: [RowPath]) throws {
    for path in paths where path.section < 0 || path.row < 0 {
      throw TableUpdateError(
        rule: .invalidIndexPath,
        message: "Attempted to perform update with invalid index path: \(UIKitText.indexPath(path))"
      )
    }
  }

  /// Checks that no section of a shape has a negative number of rows, as UIKit does for the
  /// sections it compares before and after a batch (R25).
  ///
  /// - Parameter shape: A shape read from a data source.
  /// - Throws: ``TableUpdateError`` with rule ``TableUpdateError/Rule/negativeNumberOfRows``
  ///   naming the first section with a negative count.
  package static func checkRowCounts(_ shape: TableShape) throws {
    guard let section = shape.rowCounts.firstIndex(where: { $0 < 0 }) else { return }
    throw TableUpdateError.negativeNumberOfRows(inSection: section)
  }

  /// Validates a batch and computes where its rows go.
  ///
  /// `TableViewCall/reconfigureRows(_:)` and `TableViewCall/reloadData` are not update items
  /// (`uikit-batch-rules.md`, §1.4): they are accepted and take no part in the checks.
  ///
  /// - Parameters:
  ///   - calls: The calls made in the batch, in any order, as `Changeset/batchCalls(animation:)`
  ///     lists them or a `HeadlessTableView` records them.
  ///   - oldShape: The shape the table had cached when the batch began. A negative row count
  ///     is refused as R25.
  ///   - hasExistingCell: Whether a row of the old table has a cell; used to drop row reloads
  ///     that have none (``Profile/dropsRowReloadsWithoutExistingCell``).
  ///   - newShape: Asks the data source for the shape at commit. It is called at most once, and
  ///     not at all when a call names a negative position (R1) or a reload conflicts with a
  ///     delete (R4), as in UIKit.
  /// - Returns: The accepted batch.
  /// - Throws: ``TableUpdateError`` carrying the first broken rule in UIKit's order.
  /// - Complexity: O(*s* + *u* log *u*), where *s* is the number of sections of both shapes and
  ///   *u* the number of rows and sections the calls name — not the number of rows: a batch of
  ///   one row costs as much on a table of a million rows as on a table of ten.
  public func validate(
    _ calls: [TableViewCall], oldShape: TableShape, hasExistingCell: (RowPath) -> Bool,
    newShape: () -> TableShape
  ) throws -> ValidatedBatch {
    let (normal, new, sections) = try checked(
      calls, oldShape: oldShape, hasExistingCell: hasExistingCell, newShape: newShape)
    guard let sections else {
      return ValidatedBatch(
        oldShape: oldShape, newShape: new, updates: normal.listedUpdates, outcome: .reloadData)
    }
    let mapping = normal.rowMapping(old: oldShape, new: new, sections: sections)
    return ValidatedBatch(
      oldShape: oldShape, newShape: new, updates: normal.listedUpdates,
      outcome: .animated(mapping))
  }

  /// The checks of a batch, in UIKit's order: its normalised form, the new shape, and the
  /// sections' pairing the checks used — `nil` when UIKit reloads instead of animating.
  private func checked(
    _ calls: [TableViewCall], oldShape: TableShape, hasExistingCell: (RowPath) -> Bool,
    newShape: () -> TableShape
  ) throws -> (normal: NormalizedBatch, new: TableShape, sections: NormalizedBatch.SectionPairs?) {
    for call in calls { try Self.checkCall(call) }
    try Self.checkRowCounts(oldShape)
    var batch = RecordedBatch(calls)
    try batch.decomposeReloads(
      droppingRowReloadsWithoutCell: profile.dropsRowReloadsWithoutExistingCell,
      ignoringRowDeletesOfDeletedSections: profile.reloadsIgnoreRowDeletesOfDeletedSections,
      hasExistingCell: hasExistingCell)
    let new = newShape()
    var normal = NormalizedBatch()
    try normal.collectDeletes(of: batch, old: oldShape)
    try normal.collectInserts(of: batch, new: new)
    try normal.collectMoves(of: batch, old: oldShape, new: new)
    if normal.movesRowAcrossDeletedOrInsertedSection() {
      // The reload that replaces the animation reads every section's count (R25 as any read).
      try Self.checkRowCounts(new)
      return (normal, new, nil)
    }
    try normal.checkSectionCount(old: oldShape, new: new)
    try normal.checkRowCountsOfNewSections(new)
    let sections = try normal.checkRowCounts(
      old: oldShape, new: new, detectsInvalidBatchUpdates: profile.detectsInvalidBatchUpdates)
    return (normal, new, sections)
  }
}
