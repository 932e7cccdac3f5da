public import TableModelTesting

/// A random batch for differential tests of the batch rules: small shapes (a fifth without
/// sections), zero to five calls at mostly valid positions (an empty batch one time in six; now
/// and then an extreme position), a data source that sometimes reports a negative row count,
/// and a bias towards conflicts (the same row deleted and moved, reloads in deleted sections,
/// moves into inserted sections) by reusing earlier positions.
public struct RandomBatchCase: Sendable, CustomStringConvertible {
  /// The cached shape: up to 4 sections of up to 5 rows.
  public var old: [Int]
  /// The data source's shape at commit.
  public var new: [Int]
  /// The calls, in call order.
  public var calls: [TableViewCall]
  /// The old rows that have a cell.
  public var visible: Set<RowPath>

  /// Creates a case.
  ///
  /// - Parameters:
  ///   - old: The cached shape.
  ///   - new: The data source's shape at commit.
  ///   - calls: The calls.
  ///   - visible: The old rows that have a cell.
  public init(old: [Int], new: [Int], calls: [TableViewCall], visible: Set<RowPath>) {
    self.old = old
    self.new = new
    self.calls = calls
    self.visible = visible
  }

  /// The blind spots of earlier fuzzing this case falls in, for a test to check that one run
  /// reaches each: `extreme position` (negative, `NSNotFound`, `Int.max - 1` or far past the
  /// end), `negative count`, `empty batch`, `no sections`, `move from NSNotFound` (a `moveRow`
  /// whose source row is `NSNotFound`: a section move, §1.4).
  public var classes: Set<String> {
    var result = Set<String>()
    let extreme = { (index: Int) in index < 0 || index >= 1_000 }
    for call in calls {
      let indexes: [Int] =
        switch call {
        case .insertRows(let paths, _), .deleteRows(let paths, _), .reloadRows(let paths, _),
          .reconfigureRows(let paths):
          paths.flatMap { [$0.section, $0.row] }
        case .moveRow(let from, let to): [from.section, from.row, to.section, to.row]
        case .insertSections(let sections, _), .deleteSections(let sections, _),
          .reloadSections(let sections, _):
          sections
        case .moveSection(let from, let to): [from, to]
        case .reloadData: []
        }
      if indexes.contains(where: extreme) { result.insert("extreme position") }
      if case .moveRow(let from, _) = call, from.row == Int.max {
        result.insert("move from NSNotFound")
      }
    }
    if new.contains(where: { $0 < 0 }) { result.insert("negative count") }
    if calls.isEmpty { result.insert("empty batch") }
    if old.isEmpty || new.isEmpty { result.insert("no sections") }
    return result
  }

  /// `old → new`, the calls and the rows with cells, for failure messages.
  public var description: String {
    "\(old) → \(new), \(calls), cells \(visible.sorted())"
  }

  /// A random case.
  ///
  /// Half the time the new shape is searched for among shapes that follow the calls' counts,
  /// until `accepts` takes one, which makes accepted batches common.
  ///
  /// - Parameters:
  ///   - generator: The source of randomness.
  ///   - accepts: Whether a candidate is accepted, such as a reference implementation's verdict.
  /// - Returns: The case.
  public static func random(
    using generator: inout some RandomNumberGenerator, accepts: (RandomBatchCase) -> Bool
  ) -> RandomBatchCase {
    let old = (0..<Int.random(in: 0...4, using: &generator)).map { _ in
      Int.random(in: 0...5, using: &generator)
    }
    let new = disagreeing(nearby(old, using: &generator), using: &generator)
    var positions = Positions(old: old, new: new)
    let calls = (0..<Int.random(in: 0...5, using: &generator)).map { _ in
      positions.call(using: &generator)
    }
    let visible = visibleRows(of: old, using: &generator)
    var result = RandomBatchCase(old: old, new: new, calls: calls, visible: visible)
    guard Bool.random(using: &generator) else { return result }
    for _ in 0..<8 where !accepts(result) {
      result.new = following(calls, from: old, using: &generator)
    }
    return result
  }

  /// A data source's shape that, one time in ten, reports a negative count for one section.
  private static func disagreeing(
    _ shape: [Int], using generator: inout some RandomNumberGenerator
  ) -> [Int] {
    guard !shape.isEmpty, Int.random(in: 0..<10, using: &generator) == 0 else { return shape }
    var result = shape
    result[Int.random(in: shape.indices, using: &generator)] =
      [-1, -3, Int.min].randomElement(using: &generator)!
    return result
  }

  /// A shape near `shape`: one section more or fewer, one row more or fewer in each.
  private static func nearby(_ shape: [Int], using generator: inout some RandomNumberGenerator)
    -> [Int]
  {
    let count = max(0, shape.count + Int.random(in: -1...1, using: &generator))
    return (0..<count).map { section in
      let base = section < shape.count ? shape[section] : 2
      return max(0, base + Int.random(in: -1...1, using: &generator))
    }
  }

  /// A shape that roughly follows the calls' counts: the sections and rows they insert, less
  /// the ones they delete, give or take one.
  private static func following(
    _ calls: [TableViewCall], from shape: [Int], using generator: inout some RandomNumberGenerator
  ) -> [Int] {
    var insertedSections = Set<Int>()
    var deletedSections = Set<Int>()
    var rowDelta: [Int: Int] = [:]
    for call in calls {
      switch call {
      case .insertSections(let sections, _): insertedSections.formUnion(sections)
      case .deleteSections(let sections, _): deletedSections.formUnion(sections)
      case .insertRows(let paths, _):
        for path in Set(paths) { rowDelta[path.section, default: 0] += 1 }
      case .deleteRows(let paths, _):
        for path in Set(paths) { rowDelta[path.section, default: 0] -= 1 }
      default: break
      }
    }
    let jitter =
      Int.random(in: 0..<4, using: &generator) == 0 ? Int.random(in: -1...1, using: &generator) : 0
    let count = max(0, shape.count + insertedSections.count - deletedSections.count + jitter)
    return (0..<count).map { section in
      let base = (section < shape.count ? shape[section] : 2) + rowDelta[section, default: 0]
      return max(0, base + Int.random(in: -1...1, using: &generator))
    }
  }

  private static func visibleRows(
    of shape: [Int], using generator: inout some RandomNumberGenerator
  ) -> Set<RowPath> {
    let rows = shape.indices.flatMap { s in (0..<shape[s]).map { RowPath(row: $0, section: s) } }
    switch Int.random(in: 0..<3, using: &generator) {
    case 0: return Set(rows)
    case 1: return []
    default: return Set(rows.filter { _ in Int.random(in: 0..<10, using: &generator) < 7 })
    }
  }
}
