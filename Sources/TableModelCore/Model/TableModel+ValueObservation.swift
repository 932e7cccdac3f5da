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
  ///   - ended: Called once the observation ends — it is cancelled or released, or the model is
  ///     released, which can change no more — so that a publisher of the values finishes with
  ///     its model. The default is none.
  /// - Returns: The observation; the values stop when it is cancelled or released.
  package func observeValue<Value>(
    _ read: @escaping @MainActor (Self) -> Value, send: @escaping @MainActor (Value) -> Void,
    ended: (() -> Void)? = nil
  ) -> TableModelEvents.Observation {
    send(read(self))
    var changed = false
    // The handler, which the model's events keep while the observation lasts, keeps `end`.
    let end = ended.map(ObservationEnd.init)
    return events.observe { [weak self] event in
      withExtendedLifetime(end) {}
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
