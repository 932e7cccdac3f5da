/// How UIKit pairs the positions a batch does not mention (`uikit-batch-rules.md`, §3), at one
/// level — the sections of a table, or the rows of one section and its counterpart: the old
/// positions that stay (neither deleted nor moved away) keep their relative order and fill the
/// new positions that are free (neither inserted nor moved to), in order.
///
/// The one implementation of that rule, used by ``BatchValidator`` to answer the mapping of an
/// accepted batch and by ``FilterLayer`` to map the sections of a change of the model below. The
/// *k*-th kept old position pairs with the *k*-th free new position, so a single position is
/// answered in O(log *m* + log *a*) without walking the level (``newPosition(ofKept:)``), and a
/// whole level in O(*n*) (``keptPairs(oldCount:newCount:)``).
struct KeptPairing: Hashable, Sendable {
  /// The old positions that leave (deleted or moved away), sorted.
  private let leaving: [Int]
  /// The new positions that are taken (inserted or moved to), sorted.
  private let arriving: [Int]

  /// Creates the pairing of a level.
  ///
  /// - Parameters:
  ///   - leaving: The old positions that leave, each once, in any order.
  ///   - arriving: The new positions that are taken, each once, in any order.
  init(leaving: some Sequence<Int>, arriving: some Sequence<Int>) {
    self.init(sortedLeaving: leaving.sorted(), sortedArriving: arriving.sorted())
  }

  /// Creates the pairing of a level from lists already sorted, without copying them.
  ///
  /// - Parameters:
  ///   - leaving: The old positions that leave, each once, sorted.
  ///   - arriving: The new positions that are taken, each once, sorted.
  init(sortedLeaving leaving: [Int], sortedArriving arriving: [Int]) {
    self.leaving = leaving
    self.arriving = arriving
  }

  /// The new position of an old position that stays.
  ///
  /// - Complexity: O(log *m* + log *a*), where *m* is the number of positions that leave and
  ///   *a* the number of arriving positions.
  func newPosition(ofKept old: Int) -> Int {
    Self.counterpart(of: old, skippingOnItsSide: leaving, takenOnTheOther: arriving)
  }

  /// The old position of a new position that was kept.
  ///
  /// - Complexity: As ``newPosition(ofKept:)``, with the roles of the lists swapped.
  func oldPosition(ofKept new: Int) -> Int {
    Self.counterpart(of: new, skippingOnItsSide: arriving, takenOnTheOther: leaving)
  }

  /// Every old position that stays, with its new position, in order; kept positions beyond the
  /// free new positions (a level whose counts do not add up) are left unpaired.
  ///
  /// - Parameters:
  ///   - oldCount: The number of old positions.
  ///   - newCount: The number of new positions.
  /// - Returns: The pairs, in order of old (and so of new) position.
  /// - Complexity: O(*n*), where *n* is `oldCount + newCount`.
  func keptPairs(oldCount: Int, newCount: Int) -> [(old: Int, new: Int)] {
    Array(
      zip(
        Self.complement(of: leaving, below: oldCount),
        Self.complement(of: arriving, below: newCount)
      )
    ).map { (old: $0, new: $1) }
  }

  /// The old-to-new and new-to-old maps of a level: moves pair what they name, the other old
  /// positions that are not deleted pair with the free new positions.
  ///
  /// - Parameters:
  ///   - oldCount: The number of old positions.
  ///   - newCount: The number of new positions.
  ///   - deleted: The old positions deleted.
  ///   - inserted: The new positions inserted.
  ///   - moves: The moves, from an old position to a new one.
  /// - Returns: For each old position its new one (`nil`: deleted), and for each new position
  ///   its old one (`nil`: inserted).
  static func maps(
    oldCount: Int, newCount: Int, deleted: some Collection<Int>, inserted: some Collection<Int>,
    moves: some Collection<(source: Int, destination: Int)>
  ) -> (oldToNew: [Int?], newToOld: [Int?]) {
    var oldToNew = [Int?](repeating: nil, count: oldCount)
    var newToOld = [Int?](repeating: nil, count: newCount)
    for move in moves {
      oldToNew[move.source] = move.destination
      newToOld[move.destination] = move.source
    }
    let pairing = KeptPairing(
      leaving: Array(deleted) + moves.map(\.source),
      arriving: Array(inserted) + moves.map(\.destination))
    for pair in pairing.keptPairs(oldCount: oldCount, newCount: newCount) {
      oldToNew[pair.old] = pair.new
      newToOld[pair.new] = pair.old
    }
    return (oldToNew, newToOld)
  }

  /// The position on the other side that a kept position pairs with: its rank among the kept
  /// positions of its side, then the position of that rank among the free positions of the other.
  ///
  /// The result is `rank + j`, where `j` counts the taken positions at or before it: the `j`-th
  /// taken position is among them exactly when `taken[j] - j <= rank`, and since the sorted,
  /// distinct positions make `taken[j] - j` non-decreasing, `j` is found by a binary search.
  ///
  /// The arithmetic wraps, as UIKit's unsigned index arithmetic does: a reload of section or row
  /// `Int.max` with an insert before it derives `Int.min` (printed as UIKit's unsigned
  /// `9223372036854775808`), and the reload's delete half then fails its bounds check (R3, R8)
  /// instead of the process trapping on an overflow.
  private static func counterpart(
    of position: Int, skippingOnItsSide skipped: [Int], takenOnTheOther taken: [Int]
  ) -> Int {
    let rank = position &- skipped.countOfElements(lessThan: position)
    var low = 0
    var high = taken.count
    while low < high {
      let middle = (low + high) / 2
      if taken[middle] &- middle <= rank {
        low = middle + 1
      } else {
        high = middle
      }
    }
    return rank &+ low
  }

  /// The positions below `count` that are not in the sorted list `excluded`.
  private static func complement(of excluded: [Int], below count: Int) -> [Int] {
    var result: [Int] = []
    result.reserveCapacity(max(count - excluded.count, 0))
    var next = excluded.startIndex
    for position in 0..<max(count, 0) {
      while next < excluded.endIndex, excluded[next] < position { next += 1 }
      if next < excluded.endIndex, excluded[next] == position { continue }
      result.append(position)
    }
    return result
  }
}
