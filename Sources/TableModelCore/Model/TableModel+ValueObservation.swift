extension TableModel {
  /// Calls `send` with a value read from the model now, then after every change of the model
  /// (once the change is complete), until the returned observation ends: what the Combine
  /// publishers `snapshotPublisher` and `itemsPublisher` send, without Combine.
  ///
  /// A change that published nothing a table shows (an empty batch) sends nothing. A
  /// replacement staged in several batches sends once per stage, as the model passes through the
  /// stages.
  ///
  /// - Parameters:
  ///   - read: Reads the value from the model.
  ///   - send: Receives the values.
  /// - Returns: The observation; the values stop when it is cancelled or released.
  package func observeValue<Value>(
    _ read: @escaping @MainActor (Self) -> Value, send: @escaping @MainActor (Value) -> Void
  ) -> TableModelEvents.Observation {
    send(read(self))
    var changed = false
    return events.observe { [weak self] event in
      switch event {
      case .willChange: changed = false
      case .changed: changed = true
      case .didChange:
        guard changed, let self else { return }
        changed = false
        send(read(self))
      }
    }
  }
}
