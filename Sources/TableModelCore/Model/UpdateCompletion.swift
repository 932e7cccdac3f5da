/// The completions of one mutation of a model: they run once every table showing the model has
/// finished applying the changes the mutation published.
///
/// A mutation that asked for a completion (``SectionedTableModel/replace(with:completion:)``,
/// say) opens one for the time it runs. Each observer that applies a published change to a table
/// takes a hold (``TableModelEvents/holdCompletion()``) and releases it when the table is done —
/// after the batch's animations, or after a reload. Once the mutation has run and every hold is
/// released, the completions run, in the order they were added.
///
/// A hold whose release is dropped without being called — the table, or the controller, that was
/// to apply the change was released before it did — is released then: no table shows the model
/// any more, and the completions (an awaited `replace(with:)`) must not wait forever.
@MainActor
final class UpdateCompletion {
  private var completions: [@MainActor () -> Void] = []
  private var holds = 0
  private var isSealed = false

  /// Adds a completion.
  func add(_ completion: @escaping @MainActor () -> Void) {
    completions.append(completion)
  }

  /// Delays the completions until the returned closure is called; calling it again does nothing.
  func hold() -> @MainActor () -> Void {
    holds += 1
    let hold = Hold(owner: self)
    return { hold.release() }
  }

  /// Notes that the mutation has run: no more holds will be taken.
  func seal() {
    isSealed = true
    finishIfDone()
  }

  fileprivate func released() {
    holds -= 1
    finishIfDone()
  }

  private func finishIfDone() {
    guard isSealed, holds == 0, !completions.isEmpty else { return }
    let finished = completions
    completions = []
    for completion in finished { completion() }
  }
}

/// One hold on an ``UpdateCompletion``, released at most once.
@MainActor
private final class Hold {
  private var owner: UpdateCompletion?

  init(owner: UpdateCompletion) {
    self.owner = owner
  }

  func release() {
    let owner = self.owner
    self.owner = nil
    owner?.released()
  }

  /// Releases a hold nobody released.
  ///
  /// Its release closure was dropped uncalled, with the table (or controller) that would have
  /// called it. The release comes on the main actor's next turn, as the last reference may go
  /// inside code the completions must not interrupt.
  deinit {
    guard let owner else { return }
    Task { @MainActor in owner.released() }
  }
}
