/// Waits, in `async` code, for a completion that a model calls once the tables have applied a
/// change.
@MainActor
final class CompletionWaiter {
  private var isFinished = false
  private var continuation: CheckedContinuation<Void, Never>?

  /// The completion to hand to the model.
  var completion: @MainActor () -> Void {
    { [self] in finish() }
  }

  /// Returns once the completion has been called, or once the task is cancelled.
  func wait() async {
    guard !isFinished else { return }
    await withTaskCancellationHandler {
      await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
        if isFinished {
          continuation.resume()
        } else {
          self.continuation = continuation
        }
      }
    } onCancel: {
      Task { @MainActor in self.finish() }
    }
  }

  private func finish() {
    isFinished = true
    continuation?.resume()
    continuation = nil
  }
}
