// The 10,000-edit transaction of `ModelBenchmarks` as a plain executable, for a profiler and for
// the time of its two halves: the edits, and the commit that maps the recorded change through
// the three layers to the observer.
//
//   swift run -c release TransactionProbe [rows] [edits] [runs]
//
// Each run builds a new model (not timed), then times one transaction. Under callgrind, count
// the transaction alone (the pattern leaves out the closure inside, which would toggle again):
//
//   valgrind --tool=callgrind --collect-atstart=no --toggle-collect='*measureOnce*SitF' \
//     .build/release/TransactionProbe 1000000 10000 1
//
// With `--string-ids`, the rows' identities are 36-character strings (`StringIdentities.swift`);
// the same pattern counts that transaction (`measureOnceNamed`).

import Foundation
import LayeredModels

/// The time of one transaction, in milliseconds: the edits, and the commit after them; and the
/// processor time the thread spent on the whole, which leaves out the time other processes took
/// the processor away (on a shared machine, a steadier figure for comparing two builds).
struct TransactionTime {
  var edits: Double
  var commit: Double
  var processor: Double
  var total: Double { edits + commit }
}

/// The current time in milliseconds.
func milliseconds() -> Double {
  Double(DispatchTime.now().uptimeNanoseconds) / 1_000_000
}

/// The processor time this thread has used, in milliseconds.
func threadMilliseconds() -> Double {
  var time = timespec()
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
  return Double(time.tv_sec) * 1_000 + Double(time.tv_nsec) / 1_000_000
}

/// Runs `edits` mixed edits on `stack` in one transaction and times its two halves.
@inline(never) @MainActor
func measureOnce(_ stack: LayeredModel, edits: Int) -> TransactionTime {
  let processorStart = threadMilliseconds()
  let start = milliseconds()
  var editsEnd = start
  stack.model.performTransaction {
    MixedEdits.apply(edits, to: stack)
    editsEnd = milliseconds()
  }
  let end = milliseconds()
  return TransactionTime(
    edits: editsEnd - start, commit: end - editsEnd,
    processor: threadMilliseconds() - processorStart)
}

/// The median of `values`.
func median(_ values: [Double]) -> Double {
  let sorted = values.sorted()
  return sorted[sorted.count / 2]
}

/// The positive integer argument at `index`, or `fallback` when there is none.
func argument(_ index: Int, default fallback: Int) -> Int {
  let arguments = CommandLine.arguments.filter { $0 != "--string-ids" }
  guard index < arguments.count else { return fallback }
  guard let value = Int(arguments[index]), value > 0 else {
    print("usage: TransactionProbe [rows] [edits] [runs] [--string-ids] (positive integers)")
    exit(2)
  }
  return value
}

@MainActor
func main() {
  let rows = argument(1, default: 1_000_000)
  let edits = argument(2, default: 10_000)
  let runs = argument(3, default: 5)
  let namedRows = CommandLine.arguments.contains("--string-ids")
  var times: [TransactionTime] = []
  for run in 1...runs {
    let time: TransactionTime
    let heard: Int
    if namedRows {
      let stack = NamedLayeredModel(count: rows)
      time = measureOnceNamed(stack, edits: edits)
      heard = stack.changes.value
    } else {
      let stack = LayeredModel(count: rows)
      time = measureOnce(stack, edits: edits)
      heard = stack.changes.value
    }
    times.append(time)
    print(
      "run \(run): \(format(time.total)) ms (edits \(format(time.edits)), commit \(format(time.commit)); processor \(format(time.processor))); changes heard: \(heard)"
    )
  }
  print(
    "median of \(runs), \(edits) edits on \(rows) \(namedRows ? "named " : "")rows: \(format(median(times.map(\.total)))) ms (edits \(format(median(times.map(\.edits)))), commit \(format(median(times.map(\.commit)))); processor \(format(median(times.map(\.processor)))))"
  )
}

/// A time in milliseconds with two decimals.
func format(_ value: Double) -> String {
  let hundredths = Int((value * 100).rounded())
  let fraction = hundredths % 100
  return "\(hundredths / 100).\(fraction < 10 ? "0" : "")\(fraction)"
}

MainActor.assumeIsolated { main() }
