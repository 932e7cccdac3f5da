extension SectionedTableModel {
  /// Runs an operation as a transaction of its own, or as part of the transaction in progress, once
  /// no observer is being told of a change.
  ///
  /// Observers hear ``TableModelEvents/Event/willChange`` just before the transaction's first mutation
  /// that a table could see (``willMutate()``), so an operation or transaction that changes
  /// nothing — `isNoOp` says so up front, or it records nothing — sends no event at all.
  @usableFromInline
  func mutate(
    skippingWhen isNoOp: @escaping @MainActor () -> Bool = { false },
    completion: (@MainActor () -> Void)? = nil,
    _ operation: @escaping @MainActor () -> Void
  ) {
    events.perform(
      { [self] in runMutation(skippingWhen: isNoOp, operation) }, completion: completion)
  }

  /// ``mutate(skippingWhen:completion:_:)`` without a completion, run at once when nothing holds
  /// the queue — without the escaping closures (and their allocations) queueing needs; `false`,
  /// without running it, when it would have to wait.
  @usableFromInline
  func mutateNow(
    skippingWhen isNoOp: @MainActor () -> Bool = { false }, _ operation: @MainActor () -> Void
  ) -> Bool {
    events.performNow { runMutation(skippingWhen: isNoOp, operation) }
  }

  /// Runs an operation as a transaction of its own, or as part of the transaction in progress.
  private func runMutation(
    skippingWhen isNoOp: @MainActor () -> Bool, _ operation: @MainActor () -> Void
  ) {
    guard !isNoOp() else { return }
    revision &+= 1
    if recorder != nil || !events.hasObservers {
      operation()
      return
    }
    events.runningTransaction {
      recorder = TransactionRecorder(oldShape: shape)
      hasAnnouncedChange = false
      operation()
      let change = recorder?.commit()
      recorder = nil
      if hasAnnouncedChange { events.finishChange(change) }
    }
  }

  /// Tells observers the model is about to change, before the first mutation of a transaction
  /// that a table could see; every mutation the recorder hears of calls it first.
  @usableFromInline
  func willMutate() {
    guard recorder != nil, !hasAnnouncedChange else { return }
    hasAnnouncedChange = true
    events.send(.willChange)
    // The observers ran after the mutation advanced `revision` and before it changes the rows:
    // a row one of them read (`lastReadLeaf`) may be in a leaf the mutation frees.
    revision &+= 1
  }

  /// Whether an operation joins the transaction in progress at once, without going through the
  /// queue: a transaction is recording and no observer is being told of a change.
  @inlinable var joinsTransactionNow: Bool { recorder != nil && !events.isHoldingMutations }
}
