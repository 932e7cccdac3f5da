/// Where a replacement awaited with `replace(with:) async` runs its diff.
///
/// A background task by default (``BackgroundDiffScheduler``). Tests substitute a scheduler that
/// holds the diff until they let it run, to interleave edits with it deterministically.
package protocol DiffScheduling: Sendable {
  /// Runs work off the caller's actor and returns its result.
  ///
  /// - Parameter work: The work: a pure function, such as a diff.
  /// - Returns: What the work returned.
  func run<Result: Sendable>(_ work: @escaping @Sendable () -> Result) async -> Result
}

/// Runs a diff on a detached task at the caller's priority.
package struct BackgroundDiffScheduler: DiffScheduling {
  /// Creates the scheduler.
  package init() {}

  /// Runs work on a detached task and returns its result.
  ///
  /// - Parameter work: The work.
  /// - Returns: What the work returned.
  package func run<Result: Sendable>(_ work: @escaping @Sendable () -> Result) async -> Result {
    await Task.detached(priority: Task.currentPriority) { work() }.value
  }
}
