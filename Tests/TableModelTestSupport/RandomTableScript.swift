public import TableModelTesting

/// A random life of a table for differential tests of ``ReferenceTable``: a data source that
/// changes (before a batch, inside it, or after it — §1.2's trap; or right after the table read
/// it, so that a second read in one operation differs), is replaced, reports a negative count, or
/// calls `reloadData()` from a count callback; nested `beginUpdates()`/`endUpdates()` (sometimes empty), calls outside a
/// batch mixed with batches, `reloadData()` and layouts, and calls at extreme positions.
public struct RandomTableScript: Sendable, CustomStringConvertible {
  /// One step.
  public enum Step: Hashable, Sendable, CustomStringConvertible {
    /// The data source reports other counts from now on.
    case report(ReferenceTable.Answers)
    /// The table gets another data source, reporting these counts.
    case replaceDataSource(ReferenceTable.Answers)
    /// `beginUpdates()`.
    case begin
    /// `endUpdates()`.
    case end
    /// An update call (or a reconfigure), inside or outside a batch.
    case call(TableViewCall)
    /// `reloadData()`.
    case reloadData
    /// `layoutIfNeeded()`.
    case layout
    /// `runLoopTurn()`, outside a batch.
    case runLoopTurn
    /// The data source calls `reloadData()` from its next `numberOfSections(in:)`: in a load
    /// (UIKit's visible-cells pass, K21: the reload waits for the next turn), or in the read of a
    /// commit or of a reload, during which UIKit suspends reloads (`uikit-callback-rules.md` K8,
    /// `uikit-batch-rules.md` §1.7).
    case reloadInNextRead
    /// The data source reports these counts once it has answered its next read of the whole
    /// shape: a second read in the same operation gets other counts than the first (§1.1).
    case changeAfterNextRead(ReferenceTable.Answers)

    /// The step in a few words.
    public var description: String {
      switch self {
      case .report(let answers): "report \(answers)"
      case .replaceDataSource(let answers): "replace data source \(answers)"
      case .begin: "begin"
      case .end: "end"
      case .call(let call): "\(call)"
      case .reloadData: "reloadData"
      case .layout: "layout"
      case .runLoopTurn: "runLoopTurn"
      case .reloadInNextRead: "reloadData in the next read"
      case .changeAfterNextRead(let answers): "report \(answers) after the next read"
      }
    }
  }

  /// What the first data source reports.
  public var answers: ReferenceTable.Answers
  /// The viewport height: `0` (no row has a cell) or tall enough for every row of any shape the
  /// script reports to have one when laid out.
  public var height: Double
  /// The steps, every `begin` closed by an `end`.
  public var steps: [Step]

  /// The script in a line.
  public var description: String {
    "height \(Int(height)), \(answers): \(steps.map(\.description).joined(separator: "; "))"
  }

  /// A random script: up to 14 steps.
  ///
  /// - Parameter generator: The source of randomness.
  /// - Returns: The script.
  public static func random(using generator: inout some RandomNumberGenerator)
    -> RandomTableScript
  {
    var shape = randomShape(using: &generator)
    let first = odd(shape, using: &generator)
    var steps: [Step] = []
    var depth = 0
    if Bool.random(using: &generator) { steps.append(.layout) }
    for _ in 0..<Int.random(in: 1...14, using: &generator) {
      switch Int.random(in: 0..<22, using: &generator) {
      case 0..<3:
        steps.append(.begin)
        depth += 1
      case 3..<6 where depth > 0:
        steps.append(.end)
        depth -= 1
      case 6..<11:
        // A change of the model and its call, in either order (after the call is wrong
        // outside a batch: the bare call reads the data source at once).
        let (call, changed) = edit(shape, using: &generator)
        shape = changed
        let report = Step.report(odd(shape, using: &generator))
        steps += Bool.random(using: &generator) ? [report, .call(call)] : [.call(call), report]
      case 11..<14:
        var positions = RandomBatchCase.Positions(old: shape, new: shape)
        steps.append(.call(positions.call(using: &generator)))
      case 14:
        shape = randomShape(using: &generator)
        steps.append(.report(odd(shape, using: &generator)))
      case 15:
        shape = randomShape(using: &generator)
        steps.append(.replaceDataSource(odd(shape, using: &generator)))
      case 16, 17:
        steps.append(.reloadData)
      case 19 where depth == 0:
        steps.append(.runLoopTurn)
      case 20:
        steps.append(.reloadInNextRead)
      case 21:
        shape = randomShape(using: &generator)
        steps.append(.changeAfterNextRead(odd(shape, using: &generator)))
        if Bool.random(using: &generator) { steps.append(.reloadInNextRead) }
      default:
        steps.append(.layout)
      }
    }
    steps += Array(repeating: .end, count: depth)
    let height: Double = Bool.random(using: &generator) ? 0 : 10_000
    return RandomTableScript(answers: first, height: height, steps: steps)
  }

  /// Up to 4 sections (none a fifth of the time) of up to 5 rows.
  private static func randomShape(using generator: inout some RandomNumberGenerator) -> [Int] {
    (0..<Int.random(in: 0...4, using: &generator)).map { _ in
      Int.random(in: 0...5, using: &generator)
    }
  }

  /// Answers reporting `shape`, or one time in twelve an impossible count: a section's rows
  /// negative or `Int.max`, or (one time in three of those) a negative number of sections.
  private static func odd(_ shape: [Int], using generator: inout some RandomNumberGenerator)
    -> ReferenceTable.Answers
  {
    guard Int.random(in: 0..<12, using: &generator) == 0 else { return .init(shape) }
    if shape.isEmpty || Int.random(in: 0..<3, using: &generator) == 0 {
      return .init(negativeSections: [-1, Int.min].randomElement(using: &generator)!)
    }
    var rows = shape
    rows[Int.random(in: rows.indices, using: &generator)] =
      Int.random(in: 0..<4, using: &generator) == 0 ? Int.max : -1
    return .init(rows)
  }

  /// One call that a model change goes with, and the changed shape.
  private static func edit(_ shape: [Int], using generator: inout some RandomNumberGenerator)
    -> (TableViewCall, [Int])
  {
    var shape = shape
    let nonEmpty = shape.indices.filter { shape[$0] > 0 }
    switch Int.random(in: 0..<7, using: &generator) {
    case 0 where !shape.isEmpty:
      let section = Int.random(in: shape.indices, using: &generator)
      let row = Int.random(in: 0...shape[section], using: &generator)
      shape[section] += 1
      return (.insertRows([RowPath(row: row, section: section)], .automatic), shape)
    case 1 where !nonEmpty.isEmpty:
      let section = nonEmpty.randomElement(using: &generator)!
      let row = Int.random(in: 0..<shape[section], using: &generator)
      shape[section] -= 1
      return (.deleteRows([RowPath(row: row, section: section)], .automatic), shape)
    case 2 where !nonEmpty.isEmpty:
      let section = nonEmpty.randomElement(using: &generator)!
      let row = Int.random(in: 0..<shape[section], using: &generator)
      return (.reloadRows([RowPath(row: row, section: section)], .automatic), shape)
    case 3 where !shape.isEmpty:
      let section = Int.random(in: shape.indices, using: &generator)
      shape.remove(at: section)
      return (.deleteSections([section], .automatic), shape)
    case 4 where !shape.isEmpty:
      let section = Int.random(in: shape.indices, using: &generator)
      shape[section] = Int.random(in: 0...5, using: &generator)
      return (.reloadSections([section], .automatic), shape)
    case 5 where !nonEmpty.isEmpty:
      let from = nonEmpty.randomElement(using: &generator)!
      let row = Int.random(in: 0..<shape[from], using: &generator)
      shape[from] -= 1
      let to = Int.random(in: shape.indices, using: &generator)
      let target = Int.random(in: 0...shape[to], using: &generator)
      shape[to] += 1
      return (
        .moveRow(RowPath(row: row, section: from), to: RowPath(row: target, section: to)), shape
      )
    default:
      let section = Int.random(in: 0...shape.count, using: &generator)
      shape.insert(Int.random(in: 0...3, using: &generator), at: section)
      return (.insertSections([section], .automatic), shape)
    }
  }
}
