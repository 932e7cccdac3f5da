/// Finds which elements of a sequence of distinct integers can stay in place while the others
/// move, moving as few as possible: the elements of a longest increasing subsequence.
///
/// The sequence is fed as **runs** — maximal stretches of consecutive integers (`v`, `v + 1`,
/// …) in consecutive positions — because rows that kept their order arrive that way: a table
/// of a million rows with a few thousand moved rows is a few thousand runs. A run can always be
/// kept or moved as a whole (no other value fits between its members), so the longest
/// subsequence is a heaviest increasing sequence of runs, weighted by their lengths, found with
/// a Fenwick tree over the runs' ranks.
///
/// - Complexity: O(*r* log *r*) time and O(*r*) memory for *r* runs; *r* ≤ *n*.
@usableFromInline
struct IncreasingRuns {
  /// The first value of each run.
  @usableFromInline var starts: [Int32] = []
  /// The length of each run.
  @usableFromInline var lengths: [Int32] = []
  /// After ``markHeaviestIncreasingRuns()``: whether each run stays in place.
  @usableFromInline var kept: [Bool] = []

  @inlinable
  init() {}

  /// Forgets every run, keeping the memory.
  @inlinable
  mutating func removeAll() {
    starts.removeAll(keepingCapacity: true)
    lengths.removeAll(keepingCapacity: true)
  }

  /// Appends the next value of the sequence.
  @inlinable
  mutating func append(_ value: Int32) {
    if let last = starts.last, last &+ lengths[lengths.count &- 1] == value {
      lengths[lengths.count &- 1] &+= 1
    } else {
      starts.append(value)
      lengths.append(1)
    }
  }

  /// The number of runs.
  @inlinable
  var count: Int { starts.count }

  /// Marks in ``kept`` the runs of a heaviest increasing sequence of runs.
  @inlinable
  mutating func markHeaviestIncreasingRuns() {
    let count = starts.count
    kept = Array(repeating: false, count: count)
    guard count > 0 else { return }
    // Ranks of the runs by start value, 1-based for the Fenwick tree.
    var order = Array(0..<count)
    let starts = self.starts
    if !zip(starts, starts.dropFirst()).allSatisfy({ $0 < $1 }) {
      order.sort { starts[$0] < starts[$1] }
    }
    var rank = [Int32](repeating: 0, count: count)
    for (position, run) in order.enumerated() {
      rank[run] = Int32(truncatingIfNeeded: position &+ 1)
    }
    // Fenwick tree of (best weight, run) over ranks: the heaviest sequence ending below a rank.
    var treeWeight = [Int](repeating: 0, count: count &+ 1)
    var treeRun = [Int32](repeating: -1, count: count &+ 1)
    var predecessor = [Int32](repeating: -1, count: count)
    var bestWeight = 0
    var bestRun = -1
    for run in 0..<count {
      var index = Int(rank[run]) &- 1
      var weight = 0
      var previous: Int32 = -1
      while index > 0 {
        if treeWeight[index] > weight {
          weight = treeWeight[index]
          previous = treeRun[index]
        }
        index &-= index & -index
      }
      weight &+= Int(lengths[run])
      predecessor[run] = previous
      if weight > bestWeight {
        bestWeight = weight
        bestRun = run
      }
      index = Int(rank[run])
      while index <= count {
        if treeWeight[index] < weight {
          treeWeight[index] = weight
          treeRun[index] = Int32(truncatingIfNeeded: run)
        }
        index &+= index & -index
      }
    }
    var run = bestRun
    while run >= 0 {
      kept[run] = true
      run = Int(predecessor[run])
    }
  }
}
