extension Array where Element: Comparable {
  /// The number of elements of this sorted array that are less than `value`.
  ///
  /// - Complexity: O(log *n*).
  func countOfElements(lessThan value: Element) -> Int {
    var low = 0
    var high = count
    while low < high {
      let mid = (low + high) / 2
      if self[mid] < value { low = mid + 1 } else { high = mid }
    }
    return low
  }

  /// Whether this sorted array holds `value`.
  ///
  /// - Complexity: O(log *n*).
  func sortedContains(_ value: Element) -> Bool {
    let index = countOfElements(lessThan: value)
    return index < count && self[index] == value
  }

  /// Whether the elements are in ascending order.
  ///
  /// - Complexity: O(*n*).
  var isSortedAscending: Bool {
    guard count > 1 else { return true }
    for index in 1..<count where self[index] < self[index - 1] { return false }
    return true
  }

  /// The array sorted, without copying it when it already is.
  ///
  /// - Complexity: O(*n*) when sorted, O(*n* log *n*) otherwise.
  func sortedIfNeeded() -> [Element] {
    isSortedAscending ? self : sorted()
  }
}

extension Array where Element == RowPath {
  /// The positions in `RowPath` order (by section, then row), sorted as integer keys — the
  /// section in the high half, the row in the low — which compare without calling `RowPath`'s
  /// `<` through the sort's comparison closure: several times faster for thousands of rows.
  ///
  /// - Complexity: O(*n* log *n*).
  func sortedByPosition() -> [RowPath] {
    guard count > 8 else { return sorted() }
    var keys: [UInt64] = []
    keys.reserveCapacity(count)
    for path in self {
      guard path.section >= 0, path.section < 1 << 31, path.row >= 0, path.row < 1 << 32 else {
        return sorted()
      }
      keys.append(UInt64(path.section) << 32 | UInt64(path.row))
    }
    keys.sort()
    return keys.map { RowPath(row: Int($0 & 0xFFFF_FFFF), section: Int($0 >> 32)) }
  }

  /// The positions sorted, without copying them when they already are.
  func sortedByPositionIfNeeded() -> [RowPath] {
    isSortedAscending ? self : sortedByPosition()
  }
}

/// Positions of rows sorted in `RowPath` order — the rows a changeset takes away from, or brings
/// into, the sections of one side of a batch — answering how a kept row's position shifts.
struct SortedRowPaths {
  /// The positions, sorted, each once.
  let paths: [RowPath]

  init(sorted paths: [RowPath]) {
    self.paths = paths
  }

  /// The index in ``paths`` of the first position in `section`.
  func start(ofSection section: Int) -> Int {
    paths.countOfElements(lessThan: RowPath(row: 0, section: section))
  }

  /// Whether `path` is one of the positions.
  func contains(_ path: RowPath) -> Bool { paths.sortedContains(path) }

  /// The number of positions in the section of `path` before its row.
  func countBefore(_ path: RowPath) -> Int {
    paths.countOfElements(lessThan: path) - start(ofSection: path.section)
  }

  /// The row, in `section`, of the kept row of rank `rank` among the rows of `section` that
  /// are not in ``paths``: `rank + j`, where `j` counts the positions of the section at or
  /// before it — a prefix of the section's positions found by a binary search, since
  /// `row - offset` does not decrease along sorted, distinct rows.
  func row(ofKeptRank rank: Int, inSection section: Int) -> Int {
    let first = start(ofSection: section)
    var low = first
    var high = paths.countOfElements(lessThan: RowPath(row: 0, section: section + 1))
    while low < high {
      let middle = (low + high) / 2
      if paths[middle].row - (middle - first) <= rank {
        low = middle + 1
      } else {
        high = middle
      }
    }
    return rank + (low - first)
  }
}
