/// Finds which elements of a sequence of distinct integers can stay in place while the others
/// move, moving as few as possible: the elements of a longest increasing subsequence.
///
/// The sequence is fed as **runs** — maximal stretches of consecutive integers (`v`, `v + 1`,
/// …) in consecutive positions — because rows that kept their order arrive that way: a table
/// of a million rows with a few thousand moved rows is a few thousand runs. Every longest
/// increasing subsequence holds a run whole or not at all (no other value fits between its
/// members, so a subsequence holding part of a run could be made longer).
///
/// The subsequence is found by patience sorting: `tails[i]` is the smallest value that ends an
/// increasing subsequence of length `i + 1`. A run that starts at `v` lands at the first tail
/// above `v` (found by binary search, or at the end in one comparison when the data kept its
/// order) and overwrites as many tails as it is long. The tail before it is always the last
/// value of some run, which becomes the run's predecessor. The tails stay short for shuffled
/// data (about 2√*n* for a random order) and are written sequentially for ordered data, so the
/// search neither sorts nor walks a tree over the whole section.
///
/// - Complexity: O(*n* + *r* log *r*) time and O(*n*) memory for *n* values in *r* runs.
@usableFromInline
struct IncreasingRuns {
  /// The first value of each run.
  @usableFromInline var starts: [Int32] = []
  /// The length of each run.
  @usableFromInline var lengths: [Int32] = []
  /// After ``markHeaviestIncreasingRuns()``: whether each run stays in place.
  @usableFromInline var kept: [Bool] = []
  /// Scratch memory of the patience sort, kept between calls.
  @usableFromInline var tails: [Int32] = []
  @usableFromInline var tailRuns: [Int32] = []
  @usableFromInline var predecessors: [Int32] = []

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

  /// Marks in ``kept`` the runs of a longest increasing subsequence.
  @inlinable
  mutating func markHeaviestIncreasingRuns() {
    let count = starts.count
    kept.removeAll(keepingCapacity: true)
    guard count > 0 else { return }
    if zip(starts, starts.dropFirst()).allSatisfy({ $0 < $1 }) {
      kept.append(contentsOf: repeatElement(true, count: count))
      return
    }
    kept.append(contentsOf: repeatElement(false, count: count))
    var total = 0
    for length in lengths { total &+= Int(length) }
    // Locals, so that the loop touches no property of `self`; the memory goes back afterwards.
    var tails = self.tails
    var tailRuns = self.tailRuns
    var predecessors = self.predecessors
    self.tails = []
    self.tailRuns = []
    self.predecessors = []
    tails.removeAll(keepingCapacity: true)
    tails.append(contentsOf: repeatElement(0, count: total))
    tailRuns.removeAll(keepingCapacity: true)
    tailRuns.append(contentsOf: repeatElement(-1, count: total))
    predecessors.removeAll(keepingCapacity: true)
    predecessors.append(contentsOf: repeatElement(-1, count: count))
    var last = -1
    starts.withUnsafeBufferPointer { starts in
      lengths.withUnsafeBufferPointer { lengths in
        tails.withUnsafeMutableBufferPointer { tails in
          tailRuns.withUnsafeMutableBufferPointer { tailRuns in
            predecessors.withUnsafeMutableBufferPointer { predecessors in
              var used = 0
              for run in 0..<count {
                let start = starts[run]
                let length = Int(lengths[run])
                var slot = used
                if used > 0, tails[used &- 1] > start {
                  // The first tail above `start`, without branches to mispredict: shuffled data
                  // lands anywhere.
                  var low = 0
                  var size = used
                  while size > 1 {
                    let half = size >> 1
                    low = tails[low &+ half &- 1] > start ? low : low &+ half
                    size &-= half
                  }
                  slot = low
                }
                if slot > 0 { predecessors[run] = tailRuns[slot &- 1] }
                for offset in 0..<length {
                  tails[slot &+ offset] = start &+ Int32(truncatingIfNeeded: offset)
                }
                used = Swift.max(used, slot &+ length)
                tailRuns[slot &+ length &- 1] = Int32(truncatingIfNeeded: run)
              }
              last = Int(tailRuns[used &- 1])
            }
          }
        }
      }
    }
    var run = last
    while run >= 0 {
      kept[run] = true
      run = Int(predecessors[run])
    }
    self.tails = tails
    self.tailRuns = tailRuns
    self.predecessors = predecessors
  }
}
