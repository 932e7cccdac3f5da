/// The observers of a table model, and the one way a model tells them what changed.
///
/// Every model and layer owns one. Observe it with ``observe(_:)``: the handler hears every
/// ``TableModelEvents/Event`` until the returned ``Observation`` is cancelled or released. That is how
/// table controllers, layers and tests follow a model; ``changes`` is the same subscription as an
/// `AsyncStream` of the changes alone, for `async` code. Observers are told in the order they
/// subscribed, which is why a layer — subscribed to its base when it is created — always updates
/// itself before anything built on top of it hears of the change.
///
/// ```swift
/// let observation = inbox.events.observe { event in print(event) }
/// inbox.append(message)
/// // willChange, changed(inserted rows: [[0, 12]]), didChange
/// ```
///
/// ### Writing a model or a layer
///
/// A model of your own owns a `TableModelEvents()` and publishes each mutation with
/// ``sendChange(_:completion:)``. A layer of your own owns one made with ``init(sharingQueueWith:)`` and
/// follows the model below with ``TableModelLayer/forwardBaseChanges(reloading:rewriting:)``.
/// That is all the API a model or layer needs.
///
/// ### Changes made while observers are being told
///
/// A model changed from inside a notification — say, by a cell that the table configures while
/// it applies the previous change — would otherwise hand later observers, and the layers above,
/// a model that has already moved on. So a change requested then is queued, and runs once the
/// notification in progress, and the change that caused it, are complete; it then notifies
/// everyone in turn. A layer's events share the queue of the model below
/// (``init(sharingQueueWith:)``), so this holds across a whole stack.
///
/// Likewise, while a model's transaction is open, a change that a layer above — or any other
/// sender sharing the queue — asks for waits until the transaction is published: a layer's own
/// change must follow the changes below that it has already been told of.
@MainActor
public final class TableModelEvents {
  /// An observer's handler, kept while its observation lives.
  private struct Subscriber {
    let id: Int
    weak var observation: Observation?
    let handler: @MainActor (Event) -> Void
  }

  private var subscribers: [Subscriber] = []
  private var nextID = 0
  private let queue: MutationQueue
  /// A layer's subscription to the events of the model below.
  private var upstream: Observation?
  /// Whether the model below a layer is changing and has not told the layer what changed.
  ///
  /// From just after the layer's observers heard its ``Event/willChange`` (they may read the
  /// stack then, as the model has not changed yet) until its change or its ``Event/didChange``
  /// arrives: inside a transaction of the model below, from its first edit until it is published.
  private(set) var isChangeBelowPending = false

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
  /// Releasing the observation ends the delivery at once, even in the middle of telling the
  /// observers of an event.
  ///
  /// - Parameter handler: Receives the events.
  /// - Returns: The observation; keep it as long as you want the events.
  public func observe(_ handler: @escaping @MainActor (Event) -> Void) -> Observation {
    let id = nextID
    nextID += 1
    let observation = Observation { [weak self] in
      self?.subscribers.removeAll { $0.id == id }
    }
    subscribers.removeAll { $0.observation == nil }
    subscribers.append(Subscriber(id: id, observation: observation, handler: handler))
    return observation
  }

  /// Calls `send` with every change from now on — the ``TableModelEvents/Event/changed(_:)`` events,
  /// without the events around them — until the returned observation ends: what ``changes`` and
  /// the Combine publisher `changesPublisher` send.
  ///
  /// - Parameters:
  ///   - send: Receives the changes.
  ///   - ended: Called once the observation ends — it is cancelled or released, or the model
  ///     (these events) is released, which can change no more — so that a stream or publisher of
  ///     the changes finishes with its model. The default is none.
  /// - Returns: The observation; the changes stop when it is cancelled or released.
  package func observeChanges(
    _ send: @escaping @MainActor (TableModelChange) -> Void, ended: (() -> Void)? = nil
  ) -> Observation {
    // The handler, which these events keep while the observation lasts, is all that keeps `end`.
    let end = ended.map(ObservationEnd.init)
    return observe { event in
      withExtendedLifetime(end) {
        if case .changed(let change) = event { send(change) }
      }
    }
  }

  /// A new stream of every change from now on, built on ``observe(_:)``; it ends when the task
  /// iterating it is cancelled, or once the model is released, which can change no more — so a
  /// `for await` loop over it ends with the screen that owned the model.
  public var changes: AsyncStream<TableModelChange> {
    var captured: AsyncStream<TableModelChange>.Continuation?
    let stream = AsyncStream<TableModelChange> { captured = $0 }
    guard let continuation = captured else { return stream }
    let observation = observeChanges(
      { continuation.yield($0) }, ended: { continuation.finish() })
    continuation.onTermination = { @Sendable _ in
      Task { @MainActor in observation.cancel() }
    }
    return stream
  }

  // MARK: Notifying

  /// Publishes a change of the model: tells every observer ``TableModelEvents/Event/willChange``, runs
  /// `mutate`, then tells them ``TableModelEvents/Event/changed(_:)`` with what it returns, then
  /// ``TableModelEvents/Event/didChange``.
  ///
  /// Call it for each mutation of a model of your own. Requested while observers are being told
  /// of another change, it runs once they have been told (see "Changes made while observers are
  /// being told" above). Without observers, it just runs `mutate`.
  ///
  /// When `mutate` returns `nil` or an empty changeset — the model changed, but nothing a table
  /// row or section shows did (a table header, say) — observers hear ``TableModelEvents/Event/willChange``
  /// and ``TableModelEvents/Event/didChange`` with no change between them. Don't call it for a mutation
  /// you know changes nothing: then nobody hears anything, as with the models of this package,
  /// whose operations and transactions that change nothing send no event at all. A controller
  /// that finds the model's number of sections or rows changed after such a change reports a
  /// ``TableControllerCore/Diagnostic/Kind/batchRejected`` diagnostic and reloads its table;
  /// return ``TableModelChange/reloadData`` for a change you cannot describe.
  ///
  /// A layer on the model cannot recover so. Under a ``FilterLayer``, a change that names rows or
  /// sections the model does not have, or does not account for its new counts (an empty one
  /// included), stops the program with a message naming the layer, the model and the problem;
  /// under a ``SortLayer``, a mutation that publishes no change but changes the counts does.
  ///
  /// ```swift
  /// func receive(_ tweet: Tweet) {
  ///   events.sendChange { [self] in
  ///     tweets.insert(tweet, at: 0)
  ///     return .batch(Changeset(insertedRows: [RowPath(row: 0, section: 0)]))
  ///   }
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - mutate: Changes the model and returns the change, in the positions of `Changeset`;
  ///     `nil` or an empty changeset when nothing a table shows changed.
  ///   - completion: Runs once every table showing the model has applied the change — after the
  ///     batch's animations on a device — or at once when no table shows the model or nothing
  ///     changed. The default is none.
  public func sendChange(
    _ mutate: @escaping @MainActor () -> TableModelChange?,
    completion: (@MainActor () -> Void)? = nil
  ) {
    perform({ [self] in sendChangeNow(mutate) }, completion: completion)
  }

  // MARK: Package

  /// Whether anyone observes the model.
  package var hasObservers: Bool { subscribers.contains { $0.observation != nil } }

  /// Runs a mutation now, or — when observers anywhere in the stack are being told of a
  /// change — once they have been told and the mutation in progress is complete.
  ///
  /// - Parameters:
  ///   - mutation: Changes the model and sends its events.
  ///   - completion: Runs once every table showing the model has applied what the mutation
  ///     published (see ``holdCompletion()``); at once when none shows it.
  package func perform(
    _ mutation: @escaping @MainActor () -> Void, completion: (@MainActor () -> Void)? = nil
  ) {
    queue.perform(mutation, completion: completion, from: ObjectIdentifier(self))
  }

  /// Runs a mutation at once when nothing holds the queue, and says whether it did; for a caller
  /// that then needs no escaping closure (nor its allocation) to queue it.
  ///
  /// - Parameter mutation: Changes the model and sends its events.
  /// - Returns: Whether the mutation ran; when `false`, the caller queues it with
  ///   ``perform(_:completion:)``.
  package func performNow(_ mutation: @MainActor () -> Void) -> Bool {
    queue.performNow(mutation, from: ObjectIdentifier(self))
  }

  /// Runs a model's transaction: while it runs, the mutations that the stack's other senders
  /// (the layers above) ask for wait until it is published, as a layer's change must follow the
  /// changes below it has been told of; the model's own operations join it.
  ///
  /// - Parameter body: Records the transaction and publishes it.
  func runningTransaction(_ body: () -> Void) {
    let outer = queue.transactionOwner
    queue.transactionOwner = ObjectIdentifier(self)
    defer { queue.transactionOwner = outer }
    body()
  }

  /// Delays the completions of the mutation being published — those passed to
  /// ``sendChange(_:completion:)`` or a model's `replace(with:completion:)` — until the returned
  /// closure is called; `nil` when the mutation has none.
  ///
  /// An observer that applies a change to a table takes a hold while it is told of the change,
  /// and releases it when the table has applied it (after the batch's animations, or after a
  /// reload). Calling the closure more than once does nothing.
  ///
  /// - Returns: The release, or `nil`.
  package func holdCompletion() -> (@MainActor () -> Void)? {
    queue.holdCompletion()
  }

  /// Tells every observer of an event, bypassing the queue.
  ///
  /// - Parameter event: The event.
  package func send(_ event: Event) {
    holdingMutations {
      for subscriber in subscribers where subscriber.observation != nil {
        subscriber.handler(event)
      }
    }
  }

  /// Whether observers anywhere in the stack are being told of a change (or a layer runs app code
  /// while it reads the model), so that a mutation requested now waits in the queue.
  @usableFromInline var isHoldingMutations: Bool { queue.holdDepth > 0 }

  /// Runs `body` with every mutation of the stack requested meanwhile queued until it is done —
  /// for code that reads the model while app code it calls (a layer's predicate) may change it.
  func holdingMutations<Result>(_ body: () -> Result) -> Result {
    queue.holdDepth += 1
    defer {
      queue.holdDepth -= 1
      queue.runQueuedIfIdle()
    }
    return body()
  }

  /// ``sendChange(_:completion:)`` without the queue: for a mutation already running inside ``perform(_:completion:)``.
  func sendChangeNow(_ mutate: () -> TableModelChange?) {
    let willNotify = hasObservers
    if willNotify { send(.willChange) }
    let change = mutate()
    if willNotify { finishChange(change) }
  }

  /// Tells observers the change that follows their ``TableModelEvents/Event/willChange`` — unless it is
  /// `nil` or empty — then ``TableModelEvents/Event/didChange``.
  func finishChange(_ change: TableModelChange?) {
    if let change, change != .batch(Changeset()) {
      send(.changed(change))
    }
    send(.didChange)
  }

  /// Passes every event of `other` — the events of the model below a layer — on to this one's
  /// observers, its change rewritten by `rewrite`.
  ///
  /// - Parameters:
  ///   - other: The events of the model below.
  ///   - layer: The layer's type, for the message of a second call.
  ///   - rewrite: Rewrites a change of the model below for the layer's output.
  ///   - unchanged: Called when the model below published a mutation with no change (its
  ///     ``TableModelEvents/Event/didChange`` came without a ``TableModelEvents/Event/changed(_:)``),
  ///     before the layer's observers hear `didChange`; for a layer that keeps state for every
  ///     row below and checks that the rows below indeed did not change.
  func follow(
    _ other: TableModelEvents, layer: Any.Type,
    rewrite: @escaping @MainActor (TableModelChange) -> TableModelChange,
    unchanged: (@MainActor () -> Void)? = nil
  ) {
    requireContract(
      upstream == nil,
      "\(layer).forwardBaseChanges(reloading:rewriting:): the layer forwards the changes below already"
    )
    // Whether the mutation being told of was heard from its `willChange` (a layer made while
    // observers are told hears the rest only), and whether it came with a change.
    var heardWillChange = false
    var changed = false
    upstream = other.observe { [weak self] event in
      guard let self else { return }
      switch event {
      case .willChange:
        heardWillChange = true
        changed = false
        send(event)
        // The model below changes once its observers have all heard this.
        isChangeBelowPending = true
      case .didChange:
        isChangeBelowPending = false
        if heardWillChange, !changed { unchanged?() }
        heardWillChange = false
        send(event)
      case .changed(let change):
        isChangeBelowPending = false
        changed = true
        send(.changed(rewrite(change)))
      }
    }
  }
}

extension TableModelEvents {
  /// A subscription to a table model's events (``TableModelEvents/observe(_:)``); it ends when
  /// cancelled or released, at once.
  @MainActor
  public final class Observation {
    private let cancellation: @MainActor () -> Void

    init(_ cancellation: @escaping @MainActor () -> Void) {
      self.cancellation = cancellation
    }

    /// Ends the subscription.
    public func cancel() {
      cancellation()
    }
  }
}

/// The mutations of a stack of models and layers, run one at a time and never while observers
/// are being told of a change (or a layer runs app code while it reads the model).
@MainActor
final class MutationQueue {
  /// How many deliveries of events, and layers running app code, are in progress.
  var holdDepth = 0
  private var performDepth = 0
  private var queued: [(mutation: @MainActor () -> Void, completion: (@MainActor () -> Void)?)] =
    []
  /// The completions of the outermost mutation running now, once one was asked for.
  private(set) var openCompletion: UpdateCompletion?
  /// The events of the model whose transaction is recording, if one is.
  var transactionOwner: ObjectIdentifier?

  /// Runs a mutation now, or queues it while events are being delivered or another sender's
  /// transaction is open.
  ///
  /// - Parameters:
  ///   - mutation: The mutation.
  ///   - completion: Runs once the tables have applied what it published.
  ///   - sender: The events of the model or layer that asks.
  func perform(
    _ mutation: @escaping @MainActor () -> Void, completion: (@MainActor () -> Void)? = nil,
    from sender: ObjectIdentifier
  ) {
    guard mustWait(sender) else {
      run(mutation, completion: completion)
      runQueuedIfIdle()
      return
    }
    queued.append((mutation, completion))
  }

  /// ``perform(_:completion:from:)`` without a completion, for a mutation that can run now:
  /// `false`, without running it, when it would have to wait.
  func performNow(_ mutation: @MainActor () -> Void, from sender: ObjectIdentifier) -> Bool {
    guard !mustWait(sender) else { return false }
    run(mutation, completion: nil)
    runQueuedIfIdle()
    return true
  }

  /// Whether a mutation a sender asks for must wait: while events are delivered, or while the
  /// transaction of another sender sharing the queue is open.
  private func mustWait(_ sender: ObjectIdentifier) -> Bool {
    holdDepth > 0 || (transactionOwner != nil && transactionOwner != sender)
  }

  func runQueuedIfIdle() {
    guard holdDepth == 0, performDepth == 0 else { return }
    while !queued.isEmpty {
      let (mutation, completion) = queued.removeFirst()
      run(mutation, completion: completion)
    }
  }

  /// A hold on the completions of the mutation running now, or `nil` when it has none.
  func holdCompletion() -> (@MainActor () -> Void)? {
    openCompletion?.hold()
  }

  /// Runs a mutation: nested in the one running now, its completion joins that one's; otherwise
  /// its completion waits for the tables to apply what it published.
  private func run(_ mutation: @MainActor () -> Void, completion: (@MainActor () -> Void)?) {
    let isOutermost = performDepth == 0
    if let completion {
      if openCompletion == nil { openCompletion = UpdateCompletion() }
      openCompletion?.add(completion)
    }
    performDepth += 1
    mutation()
    performDepth -= 1
    guard isOutermost, let finished = openCompletion else { return }
    openCompletion = nil
    finished.seal()
  }
}

/// Calls a function once nothing keeps it: the handler of an observer holds it, so it goes when
/// the model's events go (or the observation ends) — what finishes a model's stream and
/// publishers of changes when the model is released.
final class ObservationEnd {
  private let ended: () -> Void

  init(_ ended: @escaping () -> Void) {
    self.ended = ended
  }

  deinit { ended() }
}
