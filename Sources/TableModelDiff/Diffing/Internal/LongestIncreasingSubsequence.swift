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
/// Shuffled data makes every search a chain of dependent loads with a branch per step that
/// mispredicts half the time. So eight runs that all land among the tails are searched side by
/// side, in SIMD lanes, in the tails as they were before the eight: a run only ever lowers tails
/// (or adds some at the end), so each run's slot is still right unless an earlier run of the
/// eight lowered that very tail below it, which one comparison detects (the run is then searched
/// again). The result is the same as one run at a time.
///
/// - Complexity: O(*n* + *r* log *r*) time and O(*n*) memory for *n* values in *r* runs.
@usableFromInline
struct IncreasingRuns {
  /// The first value of each run.
  @usableFromInline var starts: [Int32] = []
  /// The length of each run; the last run's joins them in ``markHeaviestIncreasingRuns()``
  /// (until then it is ``lastLength``, so that extending a run writes no array).
  @usableFromInline var lengths: [Int32] = []
  /// The length of the last run while values are appended.
  @usableFromInline var lastLength: Int32 = 0
  /// After ``markHeaviestIncreasingRuns()``: whether each run stays in place.
  @usableFromInline var kept: [Bool] = []
  /// Scratch memory of the patience sort, kept between calls.
  @usableFromInline var tails: [Int32] = []
  @usableFromInline var tailRuns: [Int32] = []
  @usableFromInline var predecessors: [Int32] = []
  /// The value that would extend the last run; -1 (no value) when there is none.
  @usableFromInline var nextValue: Int32 = -1

  @inlinable
  init() {}

  /// Forgets every run, keeping the memory, and makes room for `capacity` values without
  /// regrowing.
  @inlinable
  mutating func removeAll(reservingCapacity capacity: Int = 0) {
    starts.removeAll(keepingCapacity: true)
    lengths.removeAll(keepingCapacity: true)
    nextValue = -1
    lastLength = 0
    if starts.capacity < capacity {
      starts.reserveCapacity(capacity)
      lengths.reserveCapacity(capacity)
    }
  }

  /// Appends the next value of the sequence.
  ///
  /// - Precondition: `value` is not negative.
  @inlinable
  mutating func append(_ value: Int32) {
    if value == nextValue {
      lastLength &+= 1
    } else {
      if !starts.isEmpty { lengths.append(lastLength) }
      starts.append(value)
      lastLength = 1
    }
    nextValue = value &+ 1
  }

  /// Appends, in order, the values of `rows` that lie in `range`, less its lower bound: the
  /// source rows of a target section's rows that come from one source section.
  @inlinable
  mutating func append(_ rows: UnsafeBufferPointer<Int32>, in range: Range<Int>) {
    let lower = range.lowerBound
    let upper = range.upperBound
    fill(capacity: rows.count) { writer in
      for row in rows where Int(row) >= lower && Int(row) < upper {
        writer.append(Int32(truncatingIfNeeded: Int(row) &- lower))
      }
    }
  }

  /// Appends values to runs through buffers: no uniqueness or capacity check per value.
  @usableFromInline
  struct Writer {
    @usableFromInline let starts: UnsafeMutablePointer<Int32>
    @usableFromInline let lengths: UnsafeMutablePointer<Int32>
    @usableFromInline let capacity: Int
    @usableFromInline var count = 0
    @usableFromInline var next: Int32 = -1
    @usableFromInline var last: Int32 = 0

    @inlinable
    init(starts: UnsafeMutablePointer<Int32>, lengths: UnsafeMutablePointer<Int32>, capacity: Int) {
      self.starts = starts
      self.lengths = lengths
      self.capacity = capacity
    }

    /// Appends the next value of the sequence, like ``IncreasingRuns/append(_:)``.
    @inlinable
    mutating func append(_ value: Int32) {
      if value == next {
        last &+= 1
      } else {
        requireContract(count < capacity, "IncreasingRuns: more values than the capacity given")
        if count > 0 { lengths[count &- 1] = last }
        starts[count] = value
        count &+= 1
        last = 1
      }
      next = value &+ 1
    }
  }

  /// Lets `body` append up to `capacity` values to these runs, which are empty, through a
  /// ``Writer``; with a capacity of 0, the runs stay as they are and `body` must append nothing.
  @inlinable
  mutating func fill<Result>(capacity: Int, _ body: (inout Writer) -> Result) -> Result {
    guard capacity > 0 else {
      var scratch: Int32 = 0
      return withUnsafeMutablePointer(to: &scratch) { none in
        var writer = Writer(starts: none, lengths: none, capacity: 0)
        return body(&writer)
      }
    }
    requireContract(starts.isEmpty, "IncreasingRuns: fill(capacity:_:) needs empty runs")
    var result: Result?
    var writer: Writer?
    var newStarts: [Int32] = []
    let newLengths = [Int32](unsafeUninitializedCapacity: capacity) { lengths, lengthCount in
      newStarts = [Int32](unsafeUninitializedCapacity: capacity) { starts, startCount in
        var filling = Writer(
          starts: starts.baseAddress!, lengths: lengths.baseAddress!, capacity: capacity)
        result = body(&filling)
        startCount = filling.count
        writer = filling
      }
      // Every run's length but the last's, which is `lastLength`.
      lengthCount = Swift.max((writer?.count ?? 0) &- 1, 0)
    }
    starts = newStarts
    lengths = newLengths
    nextValue = writer?.next ?? -1
    lastLength = writer?.last ?? 0
    return result!
  }

  /// The number of runs.
  @inlinable
  var count: Int { starts.count }

  /// After ``markHeaviestIncreasingRuns()``: the number of values outside the kept runs.
  @usableFromInline var movingValueCount = 0

  /// Marks in ``kept`` the runs of a longest increasing subsequence.
  @inlinable
  mutating func markHeaviestIncreasingRuns() {
    let count = starts.count
    kept.removeAll(keepingCapacity: true)
    movingValueCount = 0
    guard count > 0 else { return }
    if lengths.count < count { lengths.append(lastLength) }
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
              /// The first tail above `start`, when some tail is.
              func firstTailAbove(_ start: Int32) -> Int {
                var low = 0
                var size = used
                while size > 1 {
                  let half = size >> 1
                  low = tails[low &+ half &- 1] > start ? low : low &+ half
                  size &-= half
                }
                return low
              }
              /// Puts a run at its slot: it follows the run that ends the tail before it.
              func place(_ run: Int, _ start: Int32, at slot: Int) {
                let length = Int(lengths[run])
                if slot > 0 { predecessors[run] = tailRuns[slot &- 1] }
                for offset in 0..<length {
                  tails[slot &+ offset] = start &+ Int32(truncatingIfNeeded: offset)
                }
                used = Swift.max(used, slot &+ length)
                tailRuns[slot &+ length &- 1] = Int32(truncatingIfNeeded: run)
              }
              var run = 0
              while run < count {
                if used >= 16, run &+ 8 <= count {
                  let values = SIMD8<Int32>(
                    starts[run], starts[run &+ 1], starts[run &+ 2], starts[run &+ 3],
                    starts[run &+ 4], starts[run &+ 5], starts[run &+ 6], starts[run &+ 7])
                  // The largest start, found with scalar comparisons: `all(_:)` of a lane-wise
                  // comparison costs about twenty times as many instructions here.
                  var highest = starts[run]
                  for lane in 1..<8 { highest = Swift.max(highest, starts[run &+ lane]) }
                  if highest < tails[used &- 1] {
                    // Eight runs that land among the tails, searched side by side in the tails
                    // as they are now: eight independent chains of loads instead of eight
                    // dependent ones, and lanes instead of branches to mispredict (shuffled
                    // data lands anywhere).
                    var lows = SIMD8<Int32>.zero
                    var size = used
                    while size > 1 {
                      let half = size >> 1
                      let at = lows &+ Int32(truncatingIfNeeded: half &- 1)
                      let probe = SIMD8<Int32>(
                        tails[Int(at[0])], tails[Int(at[1])], tails[Int(at[2])],
                        tails[Int(at[3])], tails[Int(at[4])], tails[Int(at[5])],
                        tails[Int(at[6])], tails[Int(at[7])])
                      lows &+= SIMD8.zero.replacing(
                        with: Int32(truncatingIfNeeded: half), where: probe .<= values)
                      size &-= half
                    }
                    for lane in 0..<8 {
                      // Earlier runs of the eight only lowered tails (or added some): the
                      // slot found holds unless one of them took it with a smaller value.
                      let start = values[lane]
                      var slot = Int(lows[lane])
                      if tails[slot] < start {
                        slot = tails[used &- 1] > start ? firstTailAbove(start) : used
                      }
                      place(run &+ lane, start, at: slot)
                    }
                    run &+= 8
                    continue
                  }
                }
                let start = starts[run]
                place(
                  run, start,
                  at: used > 0 && tails[used &- 1] > start ? firstTailAbove(start) : used)
                run &+= 1
              }
              last = Int(tailRuns[used &- 1])
            }
          }
        }
      }
    }
    var run = last
    var keptTotal = 0
    while run >= 0 {
      kept[run] = true
      keptTotal &+= Int(lengths[run])
      run = Int(predecessors[run])
    }
    movingValueCount = total &- keptTotal
    self.tails = tails
    self.tailRuns = tailRuns
    self.predecessors = predecessors
  }
}

extension Array {
  /// Makes room for `additional` more elements, at least doubling the capacity when it grows,
  /// so that repeated calls stay amortized O(1) per element.
  @inlinable
  mutating func reserveAmortized(_ additional: Int) {
    let needed = count &+ additional
    if needed > capacity { reserveCapacity(Swift.max(needed, capacity &* 2)) }
  }
}
