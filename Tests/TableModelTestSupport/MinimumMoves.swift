public import TableModelTesting

/// The fewest moves that turn one list of sections into another, as an oracle for the diff.
///
/// Sections and rows pair by identity, first occurrence with first occurrence (rows read section
/// by section). Every paired row that changes section moves once, however many stages it takes;
/// inside a section that survives, the rows that stay are a longest increasing subsequence of
/// their old positions, and the others move. Sections likewise.
public struct MinimumMoves: Equatable, Sendable, CustomStringConvertible {
  /// The fewest row moves.
  public var rows: Int
  /// The fewest section moves.
  public var sections: Int

  /// Creates a count.
  ///
  /// - Parameters:
  ///   - rows: Row moves.
  ///   - sections: Section moves.
  public init(rows: Int, sections: Int) {
    self.rows = rows
    self.sections = sections
  }

  /// `rows r, sections s`.
  public var description: String { "rows \(rows), sections \(sections)" }

  /// The moves a staged changeset makes, summed over its stages.
  ///
  /// - Parameter changes: The staged changes.
  /// - Returns: Row and section moves over all stages.
  public static func made<Data>(by changes: StagedChangeset<Data>) -> MinimumMoves {
    MinimumMoves(
      rows: changes.reduce(0) { $0 + $1.changeset.movedRows.count },
      sections: changes.reduce(0) { $0 + $1.changeset.movedSections.count })
  }

  /// The fewest moves from `source` to `target`.
  ///
  /// - Parameters:
  ///   - source: The sections before.
  ///   - target: The sections after.
  /// - Returns: The fewest row and section moves.
  public static func between<Section: DiffableSection>(
    _ source: [Section], _ target: [Section]
  ) -> MinimumMoves {
    let sectionOrigin = firstWithFirst(source.map(\.id), target.map(\.id))
    let rowOrigin = firstWithFirst(
      source.flatMap { $0.items.map(\.id) }, target.flatMap { $0.items.map(\.id) })
    var sourceSectionOfFlat: [Int] = []
    var sourceRowOfFlat: [Int] = []
    for (index, section) in source.enumerated() {
      sourceSectionOfFlat += Array(repeating: index, count: section.items.count)
      sourceRowOfFlat += Array(section.items.indices)
    }
    var rows = 0
    var flat = 0
    for (index, section) in target.enumerated() {
      var stay: [Int] = []
      for _ in section.items {
        defer { flat += 1 }
        guard let origin = rowOrigin[flat] else { continue }
        if let sectionSource = sectionOrigin[index], sourceSectionOfFlat[origin] == sectionSource {
          stay.append(sourceRowOfFlat[origin])
        } else {
          rows += 1
        }
      }
      rows += stay.count - longestIncreasingSubsequence(stay)
    }
    let kept = sectionOrigin.compactMap { $0 }
    return MinimumMoves(rows: rows, sections: kept.count - longestIncreasingSubsequence(kept))
  }

  /// For each target element, the index of the source element it pairs with: the *k*-th
  /// occurrence of an identity with its *k*-th occurrence.
  private static func firstWithFirst<ID: Hashable>(_ source: [ID], _ target: [ID]) -> [Int?] {
    var positions: [ID: [Int]] = [:]
    for (index, id) in source.enumerated() { positions[id, default: []].append(index) }
    var used: [ID: Int] = [:]
    return target.map { id in
      let occurrence = used[id, default: 0]
      used[id] = occurrence + 1
      guard let all = positions[id], occurrence < all.count else { return nil }
      return all[occurrence]
    }
  }

  /// The length of a longest strictly increasing subsequence (patience sorting).
  ///
  /// - Parameter values: The sequence.
  /// - Returns: The length.
  public static func longestIncreasingSubsequence(_ values: [Int]) -> Int {
    var tails: [Int] = []
    for value in values {
      var low = 0
      var high = tails.count
      while low < high {
        let mid = (low + high) / 2
        if tails[mid] < value { low = mid + 1 } else { high = mid }
      }
      if low == tails.count { tails.append(value) } else { tails[low] = value }
    }
    return tails.count
  }
}
