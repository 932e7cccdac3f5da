import TableModelTesting

extension RandomBatchCase {
  /// Picks the positions of random calls: inside the old or new shape (sometimes one past it,
  /// rarely negative or an extreme: `Int.min`, `Int.max`, far past the end), and a third of the
  /// time a position an earlier call used.
  struct Positions {
    let old: [Int]
    let new: [Int]
    private var usedPaths: [RowPath] = []
    private var usedSections: [Int] = []

    init(old: [Int], new: [Int]) {
      self.old = old
      self.new = new
    }

    /// A random call.
    mutating func call(using generator: inout some RandomNumberGenerator) -> TableViewCall {
      switch Int.random(in: 0..<20, using: &generator) {
      case 0..<3: return .insertRows(paths(in: new, using: &generator), .automatic)
      case 3..<6: return .deleteRows(paths(in: old, using: &generator), .automatic)
      case 6..<9: return .reloadRows(paths(in: old, using: &generator), .automatic)
      case 9..<12:
        // Now and then from row `NSNotFound`: a section move (§1.4, ReferenceBatchRules' notes).
        let from = path(in: old, using: &generator)
        let source =
          Int.random(in: 0..<40, using: &generator) == 0
          ? RowPath(row: Int.max, section: from.section) : from
        return .moveRow(source, to: path(in: new, using: &generator))
      case 12..<14: return .insertSections(sections(in: new, using: &generator), .automatic)
      case 14..<16: return .deleteSections(sections(in: old, using: &generator), .automatic)
      case 16..<18: return .reloadSections(sections(in: old, using: &generator), .automatic)
      case 18:
        return .moveSection(
          section(in: old, using: &generator), to: section(in: new, using: &generator))
      default:
        return Bool.random(using: &generator)
          ? .reloadData : .reconfigureRows(paths(in: old, using: &generator))
      }
    }

    private mutating func paths(in shape: [Int], using generator: inout some RandomNumberGenerator)
      -> [RowPath]
    {
      (0..<Int.random(in: 1...2, using: &generator)).map { _ in path(in: shape, using: &generator) }
    }

    private mutating func sections(
      in shape: [Int], using generator: inout some RandomNumberGenerator
    ) -> [Int] {
      (0..<Int.random(in: 1...2, using: &generator)).map { _ in
        section(in: shape, using: &generator)
      }
    }

    private mutating func path(in shape: [Int], using generator: inout some RandomNumberGenerator)
      -> RowPath
    {
      if !usedPaths.isEmpty, Int.random(in: 0..<3, using: &generator) == 0 {
        return usedPaths.randomElement(using: &generator)!
      }
      let section = section(in: shape, using: &generator)
      let rows = shape.indices.contains(section) ? shape[section] : 1
      let path = RowPath(row: index(below: rows, using: &generator), section: section)
      usedPaths.append(path)
      return path
    }

    private mutating func section(
      in shape: [Int], using generator: inout some RandomNumberGenerator
    ) -> Int {
      if !usedSections.isEmpty, Int.random(in: 0..<3, using: &generator) == 0 {
        return usedSections.randomElement(using: &generator)!
      }
      let section = index(below: shape.count, using: &generator)
      usedSections.append(section)
      return section
    }

    /// Mostly in `0..<count`, one in fifteen `count`, one in fifty an extreme: `-1`, `Int.min`,
    /// `Int.max` (`NSNotFound`: a row call on a whole section, §1.4), `Int.max - 1` or far past
    /// the end.
    private func index(below count: Int, using generator: inout some RandomNumberGenerator) -> Int {
      switch Int.random(in: 0..<200, using: &generator) {
      case 0: return -1
      case 1: return Int.min
      case 2: return Int.max
      case 3: return Int.max - 1
      case 4: return count + 1_000
      case 5..<18: return count
      default: return Int.random(in: 0..<max(1, count), using: &generator)
      }
    }
  }
}
