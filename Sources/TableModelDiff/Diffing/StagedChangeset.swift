/// The changes that turn one collection into another, as the fewest batch updates `UITableView`
/// accepts — almost always one.
///
/// Each ``Stage`` is one batch: update the data source to the stage's ``Stage/data`` inside
/// `performBatchUpdates`, make the stage's ``Stage/changeset``'s batch calls, then reconfigure its
/// updated rows. Applied that way, every stage is accepted, the table ends with exactly the
/// target's rows, and every row that exists before and after keeps its cell — moved, never
/// recreated — with content updates applied by reconfiguring the cell.
///
/// ```swift
/// let changes = StagedChangeset(source: oldSections, target: newSections)
/// for stage in changes {
///   tableView.performBatchUpdates {
///     dataSource.sections = stage.data
///     // deleteSections, insertSections, moveSection, deleteRows, insertRows, moveRow
///   }
///   let updated = stage.changeset.updatedRows.map(\.indexPath)  // with TableModelUIKit
///   tableView.reconfigureRows(at: updated)
/// }
/// ```
///
/// ### When there is more than one stage
///
/// Only one case forces a second batch: a row that moves out of a deleted section or into an
/// inserted section. In one batch UIKit cannot animate that move — it silently reloads the whole
/// table instead (rule R21 of `uikit-batch-rules.md`), which loses every cell's state. So:
///
/// - Stage 1 makes every other change. A deleted section that still has rows to give away stays,
///   and an inserted section that will receive rows arrives holding only its brand-new rows.
/// - Stage 2 moves the waiting rows into their new sections. When no waiting row comes from a
///   deleted section, it also deletes the sections emptied by stage 1, and is the last stage.
/// - Stage 3, only when some rows move from a deleted section straight into an inserted one,
///   deletes the deleted sections, all emptied by stage 2.
///
/// Everything else — section moves with row changes inside, rows moving between surviving
/// sections, content updates of moved rows — fits in one batch, because content updates are
/// applied by reconfiguring after the batch rather than by reloading inside it (which is why
/// DifferenceKit needs up to four stages).
///
/// ### Identity, content and duplicates
///
/// Rows and sections are paired by their `id` and compared with
/// ``Diffable/isContentEqual(to:)`` (see ``Diffable``). Duplicated identities are paired in order
/// of occurrence and reported in ``duplicateSections`` and ``duplicateRows``; no row is dropped
/// and nothing traps, in debug and release alike. An identity not equal to itself (a `Double`
/// identity's NaN) pairs with nothing, itself included: its row or section is deleted and
/// inserted, however many there are, in linear time like any other.
public struct StagedChangeset<Data: Sendable>: Sendable {
  /// One batch update: the data to show after it and the changes that lead there.
  public struct Stage: Sendable {
    /// The data the data source shows once this stage's batch is applied.
    public let data: Data

    /// The changes from the previous stage's data (or the source) to ``data``.
    public let changeset: Changeset

    /// Creates a stage.
    ///
    /// - Parameters:
    ///   - data: The data after the stage.
    ///   - changeset: The changes that lead to it.
    @inlinable
    public init(data: Data, changeset: Changeset) {
      self.data = data
      self.changeset = changeset
    }
  }

  /// The stages, in order; empty when source and target show the same thing.
  public var stages: [Stage]

  /// Section identities that occur more than once, with their section indexes.
  public var duplicateSections: [DuplicateIdentifier<Int>]

  /// Row identities that occur more than once, with their positions.
  public var duplicateRows: [DuplicateIdentifier<RowPath>]

  /// Creates staged changes from stages.
  ///
  /// - Parameters:
  ///   - stages: The stages, in order.
  ///   - duplicateSections: Duplicated section identities.
  ///   - duplicateRows: Duplicated row identities.
  @inlinable
  public init(
    stages: [Stage], duplicateSections: [DuplicateIdentifier<Int>] = [],
    duplicateRows: [DuplicateIdentifier<RowPath>] = []
  ) {
    self.stages = stages
    self.duplicateSections = duplicateSections
    self.duplicateRows = duplicateRows
  }
}

extension StagedChangeset: RandomAccessCollection {
  /// The index of the first stage.
  public var startIndex: Int { stages.startIndex }

  /// The index after the last stage.
  public var endIndex: Int { stages.endIndex }

  /// The stage at an index.
  ///
  /// - Parameter position: A valid stage index.
  /// - Precondition: The stage must exist; otherwise the program stops, in every build
  ///   configuration, with a message naming this subscript, the index and the number of stages.
  public subscript(position: Int) -> Stage {
    requireContract(
      stages.indices.contains(position),
      "StagedChangeset.subscript(_:): stage \(position) does not exist; there are \(stages.count) stages"
    )
    return stages[position]
  }
}

extension StagedChangeset: CustomDebugStringConvertible {
  /// Each stage's changes, then the duplicates, if any.
  public var debugDescription: String {
    var lines: [String] = []
    for (index, stage) in stages.enumerated() {
      lines.append("stage \(index + 1) of \(stages.count):")
      lines += stage.changeset.description.split(separator: "\n").map { "  \($0)" }
    }
    if lines.isEmpty { lines.append("(no changes)") }
    for duplicate in duplicateSections { lines.append("duplicate section \(duplicate)") }
    for duplicate in duplicateRows { lines.append("duplicate row \(duplicate)") }
    return lines.joined(separator: "\n")
  }
}
