/// The changes of one batch update, in the coordinates UIKit expects: deletes at positions before
/// the batch, inserts at positions after it, moves from before to after, and updates at positions
/// after it.
///
/// A changeset that ``StagedChangeset`` produces is always accepted by `UITableView` (and by
/// `HeadlessTableView`) when applied in one batch against data that changed from the stage's
/// source to the stage's target:
///
/// 1. inside `performBatchUpdates`: ``deletedSections``, ``insertedSections``, ``movedSections``,
///    ``deletedRows``, ``insertedRows``, ``movedRows`` (see ``batchCalls(animation:)``);
/// 2. after the batch: ``updatedRows`` with `reconfigureRows(at:)` and ``updatedSections`` by
///    reconfiguring their headers and footers (see ``reconfigureCalls``).
///
/// Updates use positions after the batch because they are applied after it: a moved row's cell
/// keeps its content through the move and is reconfigured where it lands.
public struct Changeset: Hashable, Sendable {
  /// A section moved from an index before the batch to an index after it.
  public struct SectionMove: Hashable, Sendable {
    /// The index before the batch.
    public var source: Int
    /// The index after the batch.
    public var destination: Int

    /// Creates a section move.
    ///
    /// - Parameters:
    ///   - source: The index before the batch.
    ///   - destination: The index after the batch.
    @inlinable
    public init(_ source: Int, to destination: Int) {
      self.source = source
      self.destination = destination
    }
  }

  /// A row moved from a position before the batch to a position after it.
  public struct RowMove: Hashable, Sendable {
    /// The position before the batch.
    public var source: RowPath
    /// The position after the batch.
    public var destination: RowPath

    /// Creates a row move.
    ///
    /// - Parameters:
    ///   - source: The position before the batch.
    ///   - destination: The position after the batch.
    @inlinable
    public init(_ source: RowPath, to destination: RowPath) {
      self.source = source
      self.destination = destination
    }
  }

  /// Sections deleted, at their indexes before the batch.
  public var deletedSections: [Int]
  /// Sections inserted, at their indexes after the batch.
  public var insertedSections: [Int]
  /// Sections moved.
  public var movedSections: [SectionMove]
  /// Sections whose own content (not their rows) changed, at their indexes after the batch.
  public var updatedSections: [Int]
  /// Rows deleted, at their positions before the batch.
  ///
  /// Rows of deleted sections are not listed.
  public var deletedRows: [RowPath]
  /// Rows inserted, at their positions after the batch.
  ///
  /// Rows of inserted sections are not listed.
  public var insertedRows: [RowPath]
  /// Rows moved; their cells move with them.
  public var movedRows: [RowMove]
  /// Rows whose content changed, at their positions after the batch.
  public var updatedRows: [RowPath]

  /// Creates a changeset.
  ///
  /// - Parameters:
  ///   - deletedSections: Sections deleted, at indexes before the batch.
  ///   - insertedSections: Sections inserted, at indexes after the batch.
  ///   - movedSections: Sections moved.
  ///   - updatedSections: Sections whose content changed, at indexes after the batch.
  ///   - deletedRows: Rows deleted, at positions before the batch.
  ///   - insertedRows: Rows inserted, at positions after the batch.
  ///   - movedRows: Rows moved.
  ///   - updatedRows: Rows whose content changed, at positions after the batch.
  @inlinable
  public init(
    deletedSections: [Int] = [], insertedSections: [Int] = [], movedSections: [SectionMove] = [],
    updatedSections: [Int] = [], deletedRows: [RowPath] = [], insertedRows: [RowPath] = [],
    movedRows: [RowMove] = [], updatedRows: [RowPath] = []
  ) {
    self.deletedSections = deletedSections
    self.insertedSections = insertedSections
    self.movedSections = movedSections
    self.updatedSections = updatedSections
    self.deletedRows = deletedRows
    self.insertedRows = insertedRows
    self.movedRows = movedRows
    self.updatedRows = updatedRows
  }

  /// Whether the changeset changes nothing.
  public var isEmpty: Bool {
    deletedSections.isEmpty && insertedSections.isEmpty && movedSections.isEmpty
      && updatedSections.isEmpty && deletedRows.isEmpty && insertedRows.isEmpty
      && movedRows.isEmpty && updatedRows.isEmpty
  }

  /// Whether the changeset needs a batch update (it inserts, deletes or moves something); a
  /// changeset that only updates content is applied by reconfiguring alone.
  public var hasStructuralChanges: Bool {
    !(deletedSections.isEmpty && insertedSections.isEmpty && movedSections.isEmpty
      && deletedRows.isEmpty && insertedRows.isEmpty && movedRows.isEmpty)
  }

  /// The total number of changes.
  public var changeCount: Int {
    deletedSections.count + insertedSections.count + movedSections.count + updatedSections.count
      + deletedRows.count + insertedRows.count + movedRows.count + updatedRows.count
  }

  /// The update calls to make inside one batch, in the order DifferenceKit and UIKit's own
  /// examples use (UIKit sorts them anyway): section deletes, inserts and moves, then row
  /// deletes, inserts and moves; empty lists are left out.
  ///
  /// Every table that applies a changeset (`UITableView` and `HeadlessTableView`, through
  /// `TableUpdating.applyBatch(_:completion:)`) makes exactly these calls.
  ///
  /// - Parameter animation: The animation of inserted and deleted rows and sections; `.automatic`
  ///   by default.
  /// - Returns: The calls, to make inside one `performBatchUpdates`.
  public func batchCalls(animation: RowAnimation = .automatic) -> [TableViewCall] {
    var calls: [TableViewCall] = []
    if !deletedSections.isEmpty { calls.append(.deleteSections(deletedSections, animation)) }
    if !insertedSections.isEmpty { calls.append(.insertSections(insertedSections, animation)) }
    for move in movedSections { calls.append(.moveSection(move.source, to: move.destination)) }
    if !deletedRows.isEmpty { calls.append(.deleteRows(deletedRows, animation)) }
    if !insertedRows.isEmpty { calls.append(.insertRows(insertedRows, animation)) }
    for move in movedRows { calls.append(.moveRow(move.source, to: move.destination)) }
    return calls
  }

  /// The calls to make after the batch: reconfiguring updated rows.
  ///
  /// Updated sections are not a table call; whoever applies the changeset reconfigures their
  /// headers and footers.
  public var reconfigureCalls: [TableViewCall] {
    updatedRows.isEmpty ? [] : [.reconfigureRows(updatedRows)]
  }
}

extension Changeset: CustomStringConvertible, CustomDebugStringConvertible {
  /// The non-empty parts, one per line, such as `deleted rows: [[0, 1]]`; `(no changes)` when empty.
  ///
  /// A part of more than 20 values prints the first 20, an ellipsis and how many there are, such
  /// as `inserted rows: [[0, 0], [0, 1], …] (25 rows)`, so that a message naming a huge change
  /// stays short.
  public var description: String {
    var lines: [String] = []
    func add<T>(
      _ name: String, _ values: [T], _ noun: String,
      _ text: (T) -> String = { String(reflecting: $0) }
    ) {
      guard !values.isEmpty else { return }
      lines.append("\(name): \(ContractText.list(values.count, of: noun) { text(values[$0]) })")
    }
    // A move prints quoted, as the array of strings it once printed as.
    let move = { (source: Any, destination: Any) in String(reflecting: "\(source)→\(destination)") }
    add("deleted sections", deletedSections, "sections")
    add("inserted sections", insertedSections, "sections")
    add("moved sections", movedSections, "moves") { move($0.source, $0.destination) }
    add("updated sections", updatedSections, "sections")
    add("deleted rows", deletedRows, "rows")
    add("inserted rows", insertedRows, "rows")
    add("moved rows", movedRows, "moves") { move($0.source, $0.destination) }
    add("updated rows", updatedRows, "rows")
    return lines.isEmpty ? "(no changes)" : lines.joined(separator: "\n")
  }

  /// The same text as ``description``.
  public var debugDescription: String { description }
}
