/// The handlers a controller can use, in the order they were registered; for a row, the first
/// whose item type matches and whose ``RowEventHandler/canHandle(_:context:)`` agrees wins.
///
/// Registration is explicit — no runtime scanning of classes, unlike RLDTableViewSuite. The
/// lookup is replaceable, as RLDTableViewSuite's provider is: ``register(provider:)`` adds a
/// lookup of the app's own (a dependency container, a feature flag) among the handler types, and
/// a controller's whole registry can be swapped for another.
///
/// Every event's lookup gets the same ``RowContext`` whichever callback asks: the row, its item,
/// and its cell whenever the table shows one (only while the cell is being made, and while the
/// controller applies a change, is there none). A row's behaviour is looked up without a cell,
/// always — the table asks for it while it lays out, when UIKit hands out none — so a
/// ``RowEventHandler/canHandle(_:context:)`` that decides from the cell would give the row's
/// behaviour from another handler than its events.
///
/// Section header and footer views have handlers of their own
/// (``EventHandlerRegistry/HeaderFooterHandler``), registered with
/// ``register(headerFooter:)`` and ``register(headerFooterProvider:)`` and found the same way,
/// in their own registration order.
@MainActor
public struct EventHandlerRegistry {
  private var entries: [@MainActor (RowContext) -> AnyRowEventHandler?] = []
  private var headerFooterEntries:
    [@MainActor (EventHandlerRegistry.HeaderFooterContext) -> AnyHeaderFooterHandler?] = []

  /// Creates an empty registry.
  public init() {}

  /// Registers a handler type, after those registered earlier.
  ///
  /// - Parameter handlerType: The handler type.
  public mutating func register<Handler: RowEventHandler>(_ handlerType: Handler.Type) {
    entries.append(
      Self.lookup(
        models: { ($0.value, $0.item) }, canHandle: { Handler.canHandle($0, context: $1) },
        make: { AnyRowEventHandler(Handler(), item: $0) }))
  }

  /// Registers a lookup of the app's own, after those registered earlier: for a row, it makes a
  /// handler, or returns `nil` to leave the row to the lookups registered after it.
  ///
  /// ```swift
  /// registry.register { context in
  ///   guard let tweet = context.item(as: Tweet.self), flags.richTweets else { return nil }
  ///   let handler = RichTweetHandler(services: container)
  ///   return EventHandlerRegistry.AnyRowEventHandler(handler, item: tweet)
  /// }
  /// ```
  ///
  /// - Parameter provider: Makes the handler of a row, for one event.
  public mutating func register(
    provider: @escaping @MainActor (RowContext) -> AnyRowEventHandler?
  ) {
    entries.append(provider)
  }

  /// Whether no handler is registered, for rows or for headers and footers.
  public var isEmpty: Bool { entries.isEmpty && headerFooterEntries.isEmpty }

  /// A handler for a row, made for this event, or `nil` when none handles it.
  ///
  /// - Parameter context: The row.
  /// - Returns: The handler.
  public func handler(for context: RowContext) -> AnyRowEventHandler? {
    Self.firstHandler(in: entries, for: context)
  }

  // MARK: Header and footer views

  /// Registers a header and footer handler type, after those registered earlier.
  ///
  /// - Parameter handlerType: The handler type.
  public mutating func register<Handler: EventHandlerRegistry.HeaderFooterHandler>(
    headerFooter handlerType: Handler.Type
  ) {
    headerFooterEntries.append(
      Self.lookup(
        models: { ($0.value, $0.item) }, canHandle: { Handler.canHandle($0, context: $1) },
        make: { AnyHeaderFooterHandler(Handler(), item: $0) }))
  }

  /// Registers a lookup of the app's own for header and footer views, after those registered
  /// earlier: it makes a handler, or returns `nil` to leave the view to the lookups registered
  /// after it.
  ///
  /// - Parameter provider: Makes the handler of a header or footer, for one event.
  public mutating func register(
    headerFooterProvider provider:
      @escaping @MainActor (EventHandlerRegistry.HeaderFooterContext)
      -> AnyHeaderFooterHandler?
  ) {
    headerFooterEntries.append(provider)
  }

  /// A handler for a header or footer, made for this event, or `nil` when none handles it.
  ///
  /// - Parameter context: The header or footer.
  /// - Returns: The handler.
  public func handler(for context: EventHandlerRegistry.HeaderFooterContext)
    -> AnyHeaderFooterHandler?
  {
    Self.firstHandler(in: headerFooterEntries, for: context)
  }

  // MARK: Internal

  /// The lookup of a handler type, for rows and for headers and footers alike: it makes a handler
  /// for a context whose model — unwrapped from layers' wrapping, else as given — is the
  /// handler's item and that the handler agrees to handle.
  private static func lookup<Context, Item, Handler>(
    models: @escaping @MainActor (Context) -> (value: any Diffable, item: any Diffable),
    canHandle: @escaping @MainActor (Item, Context) -> Bool,
    make: @escaping @MainActor (Item) -> Handler
  ) -> @MainActor (Context) -> Handler? {
    { context in
      let (value, item) = models(context)
      guard let match = value as? Item ?? item as? Item, canHandle(match, context) else {
        return nil
      }
      return make(match)
    }
  }

  /// The handler of the first lookup that makes one for the context, in registration order.
  private static func firstHandler<Context, Handler>(
    in lookups: [@MainActor (Context) -> Handler?], for context: Context
  ) -> Handler? {
    for lookup in lookups {
      if let handler = lookup(context) { return handler }
    }
    return nil
  }
}

extension EventHandlerRegistry {
  /// A ``RowEventHandler`` of any type, with the item it was made for.
  @MainActor
  public final class AnyRowEventHandler {
    /// The handler's type.
    public let handlerType: any RowEventHandler.Type
    /// The handler itself.
    public let base: any RowEventHandler

    let behavior: @MainActor (RowContext) -> RowBehavior?
    let willDisplay: @MainActor (RowContext) -> Void
    let didEndDisplaying: @MainActor (RowContext) -> Void
    let prefetch: @MainActor (RowContext) -> Void
    let cancelPrefetching: @MainActor (RowContext) -> Void
    let didHighlight: @MainActor (RowContext) -> Void
    let didUnhighlight: @MainActor (RowContext) -> Void
    let willSelect: @MainActor (RowContext) -> RowPath?
    let didSelect: @MainActor (RowContext) -> Void
    let willDeselect: @MainActor (RowContext) -> RowPath?
    let didDeselect: @MainActor (RowContext) -> Void
    let willBeginEditing: @MainActor (RowContext) -> Void
    let didEndEditing: @MainActor (RowContext) -> Void
    let accessoryButtonTapped: @MainActor (RowContext) -> Void
    let commit: @MainActor (RowBehavior.EditingStyle, RowContext) -> Bool
    let targetForMove: @MainActor (RowPath, RowContext) -> RowPath?
    let move: @MainActor (RowPath, RowContext) -> Bool

    /// Wraps a handler made for an item — what a lookup registered with
    /// ``EventHandlerRegistry/register(provider:)`` returns.
    ///
    /// - Parameters:
    ///   - handler: The handler, made for one event.
    ///   - item: The row's item, as the handler takes it.
    public init<Handler: RowEventHandler>(_ handler: Handler, item: Handler.Item) {
      handlerType = Handler.self
      base = handler
      behavior = { handler.behavior(for: item, context: $0) }
      willDisplay = { handler.willDisplay(item, context: $0) }
      didEndDisplaying = { handler.didEndDisplaying(item, context: $0) }
      prefetch = { handler.prefetch(item, context: $0) }
      cancelPrefetching = { handler.cancelPrefetching(item, context: $0) }
      didHighlight = { handler.didHighlight(item, context: $0) }
      didUnhighlight = { handler.didUnhighlight(item, context: $0) }
      willSelect = { handler.willSelect(item, context: $0) }
      didSelect = { handler.didSelect(item, context: $0) }
      willDeselect = { handler.willDeselect(item, context: $0) }
      didDeselect = { handler.didDeselect(item, context: $0) }
      willBeginEditing = { handler.willBeginEditing(item, context: $0) }
      didEndEditing = { handler.didEndEditing(item, context: $0) }
      accessoryButtonTapped = { handler.accessoryButtonTapped(item, context: $0) }
      commit = { handler.commit($0, item, context: $1) }
      targetForMove = { handler.targetForMove(item, proposed: $0, context: $1) }
      move = { handler.move(item, to: $0, context: $1) }
    }

    /// The handler as its own type, or `nil`.
    ///
    /// - Parameter type: The handler type.
    /// - Returns: The handler.
    public func `as`<Handler: RowEventHandler>(_ type: Handler.Type) -> Handler? {
      base as? Handler
    }
  }
}
