extension Array {
  /// Reserves room for up to `count` elements, when that is more than a few: a list that grows
  /// by appends to thousands of elements then copies them once, not at every doubling, and a
  /// list of a few (a single edit's) allocates only if an append comes.
  mutating func reserveCapacity(forUpTo count: Int) {
    if count > 16 { reserveCapacity(count) }
  }
}

extension Array where Element: Comparable {
  /// The number of elements of this sorted array that are less than `value`.
  ///
  /// Each step halves a window over the array's buffer, whatever the comparison says, with
  /// unchecked arithmetic: a comparison and a selection, about two thirds of the instructions of
  /// a search with checked midpoints and subscripts (a transaction's commit asks one per moved
  /// row).
  ///
  /// - Complexity: O(log *n*).
  func countOfElements(lessThan value: Element) -> Int {
    withUnsafeBufferPointer { elements in
      // The count lies in `start...start + window`.
      var start = 0
      var window = elements.count
      guard window > 0 else { return 0 }
      while window > 1 {
        let half = window &>> 1
        start = elements[start &+ half] < value ? start &+ half : start
        window &-= half
      }
      return elements[start] < value ? start &+ 1 : start
    }
  }

  /// Whether this sorted array holds `value`.
  ///
  /// - Complexity: O(log *n*).
  func sortedContains(_ value: Element) -> Bool {
    let index = countOfElements(lessThan: value)
    return index < count && self[index] == value
  }

}

extension Array where Element == RowPath {
  /// The positions in `RowPath` order (by section, then row), sorted as integer keys — the
  /// section in the high half, the row in the low — by a radix sort of those keys
  /// (`radixSort()`): several times faster than comparing `RowPath`s for thousands
  /// of rows.
  ///
  /// - Complexity: O(*n*) for the rows of a transaction (a byte-wise pass for each byte in which
  ///   the keys differ, at most 5 for rows below 2²⁴ in sections below 256).
  func sortedByPosition() -> [RowPath] {
    guard count > 8, var keys = positionKeys() else { return sorted() }
    keys.radixSort()
    return keys.map { RowPath(row: Int($0 & 0xFFFF_FFFF), section: Int($0 >> 32)) }
  }

  /// The positions sorted, without copying them when they already are.
  func sortedByPositionIfNeeded() -> [RowPath] {
    isSortedAscending ? self : sortedByPosition()
  }

  /// The positions sorted, for a list made of two runs — before `boundary` and from it — that
  /// are each usually sorted already (as a layer's lists are: its own rows' changes, then those
  /// of rows that changed in place): itself when it is sorted, the runs merged in one pass when
  /// each is, sorted otherwise.
  ///
  /// - Complexity: O(*n*) when both runs are sorted.
  func sortedByPosition(mergingRunsAt boundary: Int) -> [RowPath] {
    guard !isSortedAscending else { return self }
    guard self[..<boundary].isSortedAscending, self[boundary...].isSortedAscending else {
      return sortedByPosition()
    }
    return [RowPath](unsafeUninitializedCapacity: count) { buffer, initialized in
      // The list is not sorted, so it has positions, and the buffer an address.
      let merged = buffer.baseAddress.unsafelyUnwrapped
      withUnsafeBufferPointer { paths in
        var (nextFirst, nextSecond, slot) = (0, boundary, 0)
        while nextFirst < boundary, nextSecond < paths.count {
          if paths[nextSecond] < paths[nextFirst] {
            (merged + slot).initialize(to: paths[nextSecond])
            nextSecond &+= 1
          } else {
            (merged + slot).initialize(to: paths[nextFirst])
            nextFirst &+= 1
          }
          slot &+= 1
        }
        for path in paths[nextFirst..<boundary] {
          (merged + slot).initialize(to: path)
          slot &+= 1
        }
        for path in paths[nextSecond...] {
          (merged + slot).initialize(to: path)
          slot &+= 1
        }
      }
      initialized = count
    }
  }
}

extension RandomAccessCollection where Element: Comparable {
  /// Whether the elements are in ascending order: a whole list, or a run of one.
  ///
  /// - Complexity: O(*n*).
  var isSortedAscending: Bool {
    guard var previous = indices.first else { return true }
    for index in indices.dropFirst() {
      if self[index] < self[previous] { return false }
      previous = index
    }
    return true
  }
}

extension Array where Element == UInt64 {
  /// Sorts the keys ascending, least significant digit first (a stable counting sort per digit)
  /// over the bits in which some keys differ only, with digits of up to 11 bits — two passes for
  /// the rows of a million-row section — whose counts one read of the keys gathers; a comparison
  /// sort for a few keys.
  ///
  /// - Complexity: O(*n* + 2^*w*) per digit of *w* bits, at most ⌈*b* / 11⌉ digits for keys that
  ///   differ in *b* bits (fewer bits per digit for fewer than 1,024 keys).
  mutating func radixSort() {
    guard count > 64 else { return sort() }
    var all = UInt64.max
    var any: UInt64 = 0
    for key in self {
      all &= key
      any |= key
    }
    let differing = all ^ any
    guard differing != 0 else { return }
    let lowestBit = UInt64(differing.trailingZeroBitCount)
    let bitCount = UInt64.bitWidth - differing.leadingZeroBitCount - Int(lowestBit)
    // As many bits per digit as the keys' count has, from 8 to 11: clearing and summing the
    // buckets then costs less than a pass over the keys.
    let widest = Swift.min(11, Swift.max(8, Int.bitWidth - count.leadingZeroBitCount))
    let passes = (bitCount + widest - 1) / widest
    let width = (bitCount + passes - 1) / passes
    let buckets = 1 << width
    let mask = UInt64(buckets - 1)
    var counts = [Int](repeating: 0, count: passes * buckets)
    var other = [UInt64](repeating: 0, count: count)
    counts.withUnsafeMutableBufferPointer { counts in
      withUnsafeBufferPointer { keys in
        for key in keys {
          var digits = key &>> lowestBit
          for pass in 0..<passes {
            counts[pass &* buckets &+ Int(truncatingIfNeeded: digits & mask)] &+= 1
            digits &>>= UInt64(width)
          }
        }
      }
      // Each digit's counts become the index of its bucket's first key.
      for pass in 0..<passes {
        var start = 0
        for bucket in (pass &* buckets)..<((pass &+ 1) &* buckets) {
          let size = counts[bucket]
          counts[bucket] = start
          start &+= size
        }
      }
    }
    for pass in 0..<passes {
      let shift = lowestBit &+ UInt64(pass &* width)
      let first = pass &* buckets
      counts.withUnsafeMutableBufferPointer { counts in
        withUnsafeBufferPointer { keys in
          other.withUnsafeMutableBufferPointer { sorted in
            for key in keys {
              let bucket = first &+ Int(truncatingIfNeeded: (key &>> shift) & mask)
              sorted[counts[bucket]] = key
              counts[bucket] &+= 1
            }
          }
        }
      }
      swap(&self, &other)
    }
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

  /// Answers about positions asked in ascending order, each in amortized O(1) instead of binary
  /// searches: the positions it passes are walked once.
  struct Sweep {
    private let owner: SortedRowPaths
    /// The index in the positions of the first one not before the last position asked.
    private(set) var index = 0
    private var asked = RowPath(row: -1, section: -1)
    private var sectionStart = 0

    init(_ owner: SortedRowPaths) {
      self.owner = owner
    }

    /// Moves to `path`, which is not before the last position asked.
    mutating func advance(to path: RowPath) {
      if path.section != asked.section {
        sectionStart = owner.start(ofSection: path.section)
        index = Swift.max(index, sectionStart)
      }
      asked = path
      let paths = owner.paths
      while index < paths.count, paths[index] < path { index += 1 }
    }

    /// Whether the position moved to is one of the positions.
    var isPosition: Bool { index < owner.paths.count && owner.paths[index] == asked }

    /// The number of positions in the section of the position moved to before its row.
    var countBefore: Int { index - sectionStart }
  }

  /// Finds the rows of kept rows of ascending ranks in a section, as
  /// ``row(ofKeptRank:inSection:)`` does, walking the section's positions once (and searching
  /// again when the section changes).
  struct KeptRankSweep {
    private let owner: SortedRowPaths
    private var section = -1
    private var first = 0
    private var end = 0
    private var low = 0

    init(_ owner: SortedRowPaths) {
      self.owner = owner
    }

    /// The row, in `section`, of the kept row of rank `rank`; ranks asked in one section ascend.
    mutating func row(ofKeptRank rank: Int, inSection section: Int) -> Int {
      let paths = owner.paths
      if section != self.section {
        self.section = section
        first = owner.start(ofSection: section)
        end = paths.countOfElements(lessThan: RowPath(row: 0, section: section + 1))
        low = first + (owner.row(ofKeptRank: rank, inSection: section) - rank)
      }
      while low < end, paths[low].row - (low - first) <= rank { low += 1 }
      return rank + (low - first)
    }
  }
}

/// The rows one side of a changeset names — deleted rows and the sources of moves, or inserted
/// rows and the destinations of moves — merged in position order, with where each row landed:
/// a layer that maps a change asks about each row by its index in the merged list instead of
/// searching for it.
struct MergedRowPaths {
  /// All the positions, sorted.
  let sorted: SortedRowPaths
  /// The number of plain rows (deleted or inserted).
  let rowCount: Int
  /// For each plain row, in position order, its index in ``sorted``; `nil` when there are no
  /// moves, and each row's index is its own (a single edit's change then allocates nothing here).
  private let rowSlots: [Int]?
  /// The indexes of the moves, in the order of their positions on this side.
  let moveOrder: [Int]
  /// For each move, by its index in the changeset, the index of its position in ``sorted``.
  let moveSlots: [Int]

  /// Merges `rows` with the positions of the moves on this side, `moves` (in the changeset's
  /// order of moves); no position is named twice.
  ///
  /// - Complexity: O(*n*) when both are sorted, O(*n* log *n*) otherwise.
  init(rows: [RowPath], moves: [RowPath]) {
    let rows = rows.sortedByPositionIfNeeded()
    rowCount = rows.count
    guard !moves.isEmpty else {
      sorted = SortedRowPaths(sorted: rows)
      rowSlots = nil
      moveOrder = []
      moveSlots = []
      return
    }
    let order =
      moves.isSortedAscending
      ? Array(moves.indices)
      : moves.positionOrder() ?? moves.indices.sorted { moves[$0] < moves[$1] }
    // Merged through buffers: a merge step is a comparison and two stores, without an append's
    // checks of capacity and uniqueness.
    var rowSlots = [Int](repeating: 0, count: rows.count)
    var moveSlots = [Int](repeating: 0, count: moves.count)
    let paths = [RowPath](unsafeUninitializedCapacity: rows.count + moves.count) {
      paths, initialized in
      guard let merged = paths.baseAddress else { return }
      rows.withUnsafeBufferPointer { rows in
        moves.withUnsafeBufferPointer { moves in
          order.withUnsafeBufferPointer { order in
            rowSlots.withUnsafeMutableBufferPointer { rowSlots in
              moveSlots.withUnsafeMutableBufferPointer { moveSlots in
                var nextRow = 0
                var nextMove = 0
                var slot = 0
                while nextMove < order.count {
                  let move = order[nextMove]
                  let path = moves[move]
                  while nextRow < rows.count, rows[nextRow] < path {
                    (merged + slot).initialize(to: rows[nextRow])
                    rowSlots[nextRow] = slot
                    nextRow &+= 1
                    slot &+= 1
                  }
                  (merged + slot).initialize(to: path)
                  moveSlots[move] = slot
                  nextMove &+= 1
                  slot &+= 1
                }
                while nextRow < rows.count {
                  (merged + slot).initialize(to: rows[nextRow])
                  rowSlots[nextRow] = slot
                  nextRow &+= 1
                  slot &+= 1
                }
              }
            }
          }
        }
      }
      initialized = rows.count + moves.count
    }
    sorted = SortedRowPaths(sorted: paths)
    self.rowSlots = rowSlots
    moveOrder = order
    self.moveSlots = moveSlots
  }

  /// The index in ``sorted`` of the plain row of rank `index` (in position order).
  func rowSlot(_ index: Int) -> Int {
    rowSlots?[index] ?? index
  }
}

extension Array where Element == RowPath {
  /// The indexes of the positions, in position order, sorted by a radix sort of integer keys
  /// that hold a position and its index (`radixSort()`, instead of a comparison sort calling a
  /// closure for every comparison); `nil` when a position is negative or the keys would need
  /// more than 64 bits.
  ///
  /// - Complexity: O(*n*) for the rows of a transaction.
  func positionOrder() -> [Int]? {
    var largestSection = 0
    var largestRow = 0
    for path in self {
      guard path.section >= 0, path.row >= 0 else { return nil }
      largestSection = Swift.max(largestSection, path.section)
      largestRow = Swift.max(largestRow, path.row)
    }
    func bits(_ value: Int) -> Int { Int.bitWidth - value.leadingZeroBitCount }
    let indexBits = bits(count - 1)
    let rowBits = bits(largestRow)
    guard bits(largestSection) + rowBits + indexBits <= 64 else { return nil }
    var keys: [UInt64] = []
    keys.reserveCapacity(count)
    for (index, path) in enumerated() {
      keys.append((UInt64(path.section) << rowBits | UInt64(path.row)) << indexBits | UInt64(index))
    }
    keys.radixSort()
    let indexMask = (UInt64(1) << indexBits) &- 1
    var order: [Int] = []
    order.reserveCapacity(count)
    for key in keys { order.append(Int(key & indexMask)) }
    return order
  }

  /// Each position as an integer key in `RowPath` order — the section in the high half, the row
  /// in the low — or `nil` when one does not fit.
  func positionKeys() -> [UInt64]? {
    var keys: [UInt64] = []
    keys.reserveCapacity(count)
    for path in self {
      guard path.section >= 0, path.section < 1 << 31, path.row >= 0, path.row < 1 << 32 else {
        return nil
      }
      keys.append(UInt64(path.section) << 32 | UInt64(path.row))
    }
    return keys
  }
}
