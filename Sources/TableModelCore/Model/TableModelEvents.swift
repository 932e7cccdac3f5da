/// The observers of a table model, and the one way a model tells them what changed.
///
/// Every model and layer owns one. Observe it with a closure (``observe(_:)``), a delegate
/// (``addListener(_:)``) or an `AsyncStream` (``changes``); observers are told in the order
/// they subscribed, which is why a layer — subscribed to its base when it is created — always
/// updates itself before anything built on top of it hears of the change.
///
/// ### Changes made while observers are being told
///
/// A model changed from inside a notification — say, by a cell that the table configures while
/// it applies the previous change — would otherwise hand later observers, and the layers above,
/// a model that has already moved on. So ``perform(_:)`` queues such a mutation and runs it once
/// the notification in progress, and the mutation that caused it, are complete; the queued
/// mutation then notifies everyone in turn. A layer's events share the queue of the model below
/// (``init(sharingQueueWith:)``), so this holds across a whole stack. Domain operations of the
/// models and layers in this package all go through ``perform(_:)``.
@MainActor
public final class TableModelEvents {
  private var handlers: [(id: Int, handler: @MainActor (TableModelEvent) -> Void)] = []
  private var listeners: [WeakListener] = []
  private var continuations: [Int: AsyncStream<TableModelChange>.Continuation] = [:]
  private var nextID = 0
  private let queue: MutationQueue

  /// Creates an empty set of observers with a queue of its own, for a model.
  public init() {
    queue = MutationQueue()
  }

  /// Creates an empty set of observers that shares the mutation queue of another, for a layer
  /// built on the model that owns `other`.
  ///
  /// - Parameter other: The events of the model below.
  public init(sharingQueueWith other: TableModelEvents) {
    queue = other.queue
  }

  // MARK: Observing

  /// Calls `handler` with every event until the returned observation is cancelled or released.
  ///
  /// - Parameter handler: Receives the events.
  /// - Returns: The observation; keep it as long as you want the events.
  public func observe(_ handler: @escaping @MainActor (TableModelEvent) -> Void)
    -> TableModelObservation
  {
    let id = nextID
    nextID += 1
    handlers.append((id, handler))
    return TableModelObservation { [weak self] in
      self?.handlers.removeAll { $0.id == id }
    }
  }

  /// Adds a delegate-style listener, held weakly.
  ///
  /// - Parameter listener: The listener.
  public func addListener(_ listener: some TableModelListener) {
    listeners.removeAll { $0.listener == nil }
    listeners.append(WeakListener(listener: listener))
  }

  /// Removes a listener.
  ///
  /// - Parameter listener: The listener.
  public func removeListener(_ listener: some TableModelListener) {
    listeners.removeAll { $0.listener == nil || $0.listener === listener }
  }

  /// A new stream of every change from now on; it ends when the task iterating it is cancelled.
  public var changes: AsyncStream<TableModelChange> {
    let id = nextID
    nextID += 1
    var captured: AsyncStream<TableModelChange>.Continuation?
    let stream = AsyncStream<TableModelChange> { captured = $0 }
    guard let continuation = captured else { return stream }
    continuations[id] = continuation
    continuation.onTermination = { @Sendable [weak self] _ in
      Task { @MainActor in self?.continuations[id] = nil }
    }
    return stream
  }

  /// Whether anyone observes the model.
  public var hasObservers: Bool {
    !handlers.isEmpty || listeners.contains { $0.listener != nil } || !continuations.isEmpty
  }

  // MARK: Notifying

  /// Runs a mutation now, or — when observers anywhere in the stack are being told of a
  /// change — once they have been told and the mutation in progress is complete.
  ///
  /// - Parameter mutation: Changes the model and sends its events.
  public func perform(_ mutation: @escaping @MainActor () -> Void) {
    queue.perform(mutation)
  }

  /// Whether a mutation performed now would be queued.
  public var isDelivering: Bool { queue.deliveryDepth > 0 }

  /// Tells every observer of an event.
  ///
  /// - Parameter event: The event.
  public func send(_ event: TableModelEvent) {
    queue.deliveryDepth += 1
    for (_, handler) in handlers { handler(event) }
    for entry in listeners {
      guard let listener = entry.listener else { continue }
      switch event {
      case .willChange: listener.tableModelWillChange()
      case .changed(let change): listener.tableModelChanged(change)
      case .didChange: listener.tableModelDidChange()
      }
    }
    if case .changed(let change) = event {
      for continuation in continuations.values { continuation.yield(change) }
    }
    queue.deliveryDepth -= 1
    queue.runQueuedIfIdle()
  }

  /// Sends the three events of one change: ``TableModelEvent/willChange``, runs `mutate`, then
  /// ``TableModelEvent/changed(_:)`` with what it returns, then ``TableModelEvent/didChange``.
  ///
  /// Sends nothing when `mutate` returns `nil` or an empty changeset.
  ///
  /// Call it from inside ``perform(_:)``.
  ///
  /// - Parameter mutate: Changes the model and returns the change.
  public func sendChange(_ mutate: () -> TableModelChange?) {
    let willNotify = hasObservers
    if willNotify { send(.willChange) }
    let change = mutate()
    guard willNotify else { return }
    if let change, change != .batch(Changeset()) {
      send(.changed(change))
    }
    send(.didChange)
  }

  private struct WeakListener {
    weak var listener: (any TableModelListener)?
  }
}

/// The mutations of a stack of models and layers, run one at a time and never while observers
/// are being told of a change.
@MainActor
final class MutationQueue {
  var deliveryDepth = 0
  private var performDepth = 0
  private var queued: [@MainActor () -> Void] = []

  func perform(_ mutation: @escaping @MainActor () -> Void) {
    if deliveryDepth > 0 {
      queued.append(mutation)
      return
    }
    performDepth += 1
    mutation()
    performDepth -= 1
    runQueuedIfIdle()
  }

  func runQueuedIfIdle() {
    guard deliveryDepth == 0, performDepth == 0 else { return }
    while !queued.isEmpty {
      let mutation = queued.removeFirst()
      performDepth += 1
      mutation()
      performDepth -= 1
    }
  }
}

/// A subscription to a table model's events; it ends when cancelled or released.
///
/// Released observations end on the main actor shortly after their release.
@MainActor
public final class TableModelObservation {
  private let cancellation: @MainActor @Sendable () -> Void

  init(_ cancellation: @escaping @MainActor @Sendable () -> Void) {
    self.cancellation = cancellation
  }

  /// Ends the subscription.
  public func cancel() {
    cancellation()
  }

  deinit {
    let cancellation = self.cancellation
    Task { @MainActor in cancellation() }
  }
}
