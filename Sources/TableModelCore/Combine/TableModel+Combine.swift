// The one platform check of the core (STYLE.md, guideline 19, otherwise keeps them out): Combine
// is an Apple framework, not a UI one, and these publishers are about models, which live here.
// In `TableModelUIKit` they would be out of reach of an app that uses the models with SwiftUI or
// AppKit; a module of their own would be a product for one file. On Linux the file compiles to
// nothing; `ios-check` compiles it. What it sends comes from `observeChanges(_:)` and
// `observeValue(_:send:)`, tested on Linux (ModelPublisherTests); the publishers only wrap them in
// subjects, and their own tests run where Combine exists.
#if canImport(Combine)
@preconcurrency public import Combine

extension TableModelEvents {
  /// A publisher of every change of the model from now on: the Combine counterpart of
  /// ``changes``.
  ///
  /// Each access makes a new publisher with a subscription of its own to the model, which lasts
  /// as long as the publisher or one of its subscribers does. It sends on the main actor, after
  /// the model changed, and finishes once the model is released, which can change no more — as
  /// ``changes`` ends — so a pipeline that waits for the end (`collect()`, `sink`'s
  /// `receiveCompletion`) ends with the screen that owned the model.
  ///
  /// ```swift
  /// inbox.events.changesPublisher
  ///   .sink { change in print(change) }   // inserted rows: [[0, 12]]
  ///   .store(in: &subscriptions)
  /// ```
  public var changesPublisher: AnyPublisher<TableModelChange, Never> {
    let subject = PassthroughSubject<TableModelChange, Never>()
    let observation = observeChanges(
      { subject.send($0) }, ended: { subject.send(completion: .finished) })
    return subject.keeping(observation)
  }
}

extension TableModel {
  /// A publisher of the model's sections and rows: the current ones at once, then the new ones
  /// after every change.
  ///
  /// Each access makes a new publisher with a subscription of its own to the model, which lasts
  /// as long as the publisher or one of its subscribers does. It sends on the main actor, and
  /// finishes once the model is released, which can change no more. Reading the snapshot costs O(*n*) per change: for a large model, follow
  /// ``TableModelEvents/changesPublisher`` instead. A replacement staged in several batches sends
  /// once per stage.
  public var snapshotPublisher: AnyPublisher<[TableSection<SectionModel, Item>], Never> {
    publisher { $0.snapshot }
  }

  /// A publisher of a value read from the model, sent now and after every change; it finishes
  /// once the model is released.
  func publisher<Value>(_ read: @escaping @MainActor (Self) -> Value) -> AnyPublisher<Value, Never>
  {
    let subject = CurrentValueSubject<Value, Never>(read(self))
    let observation = observeValue(
      read, send: { subject.send($0) }, ended: { subject.send(completion: .finished) })
    return subject.keeping(observation)
  }
}

extension ArrayTableModel {
  /// A publisher of the model's items: the current ones at once, then the new ones after every
  /// change — a list that drives a count label or a SwiftUI view beside the table.
  ///
  /// Each access makes a new publisher with a subscription of its own to the model, which lasts
  /// as long as the publisher or one of its subscribers does. It sends on the main actor, and
  /// finishes once the model is released, which can change no more. Reading the items costs O(*n*) per change.
  ///
  /// ```swift
  /// inbox.itemsPublisher
  ///   .map { "\($0.count) messages" }
  ///   .assign(to: \.text, on: countLabel)
  ///   .store(in: &subscriptions)
  /// ```
  public var itemsPublisher: AnyPublisher<[Item], Never> {
    publisher { $0.items }
  }
}

extension Subject {
  /// The subject as a publisher that keeps the observation feeding it alive.
  ///
  /// The publisher and each of its subscriptions hold the closure below; once all are gone, the
  /// observation is released, which ends it.
  fileprivate func keeping(_ observation: TableModelEvents.Observation) -> AnyPublisher<
    Output, Failure
  > {
    handleEvents(receiveCancel: { withExtendedLifetime(observation) {} })
      .eraseToAnyPublisher()
  }
}
#endif
