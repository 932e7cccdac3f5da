import TableModelTesting

/// A diff scheduler for `replace(with:) async` that holds every diff until the test releases it,
/// then runs it on the main actor: the test decides which edits happen while a diff "runs".
@MainActor
package final class GatedDiffScheduler: DiffScheduling {
  private var waiting: [CheckedContinuation<Void, Never>] = []

  /// How many diffs were asked for so far.
  package private(set) var requestCount = 0

  /// Creates a scheduler with no diff waiting.
  package init() {}

  /// How many diffs wait to be released.
  package var waitingCount: Int { waiting.count }

  /// Waits until the test releases the diff, then runs it.
  ///
  /// - Parameter work: The diff.
  /// - Returns: Its result.
  package func run<Result: Sendable>(_ work: @escaping @Sendable () -> Result) async -> Result {
    requestCount += 1
    await withCheckedContinuation { waiting.append($0) }
    return work()
  }

  /// Lets the oldest waiting diff run.
  ///
  /// - Precondition: A diff is waiting.
  package func release() {
    precondition(!waiting.isEmpty, "GatedDiffScheduler.release(): no diff is waiting")
    waiting.removeFirst().resume()
  }

  /// Lets the main actor run until one more diff waits than did before, or `task` has ended.
  ///
  /// - Parameter task: The task of a replacement.
  package func settle<Success: Sendable>(_ task: Task<Success, any Error>) async {
    let ended = TaskEnd()
    let watcher = Task { @MainActor in
      _ = await task.result
      ended.value = true
    }
    let waitingBefore = waiting.count
    await settle { waiting.count > waitingBefore || ended.value }
    watcher.cancel()
  }

  /// Lets the main actor run until `isSettled` holds (for at most 10,000 turns).
  ///
  /// - Parameter isSettled: Whether the tasks have done what the test waits for.
  package func settle(until isSettled: () -> Bool) async {
    for _ in 0..<10_000 where !isSettled() {
      await Task.yield()
    }
  }
}

/// Whether a watched task has ended.
@MainActor
private final class TaskEnd {
  var value = false
}
