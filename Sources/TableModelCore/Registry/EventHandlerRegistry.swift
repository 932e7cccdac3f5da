/// The handlers a controller can use, in the order they were registered; for a row, the first
/// whose item type matches and whose ``RowEventHandler/canHandle(_:context:)`` agrees wins.
///
/// Registration is explicit — no runtime scanning of classes, unlike RLDTableViewSuite.
@MainActor
public struct EventHandlerRegistry {
  private var entries: [Entry] = []

  struct Entry {
    let type: ObjectIdentifier
    let make: @MainActor (RowContext) -> AnyRowEventHandler?
  }

  /// Creates an empty registry.
  public init() {}

  /// Registers a handler type, after those registered earlier.
  ///
  /// - Parameter handlerType: The handler type.
  public mutating func register<Handler: RowEventHandler>(_ handlerType: Handler.Type) {
    entries.append(
      Entry(
        type: ObjectIdentifier(handlerType),
        make: { context in
          guard let item = context.value as? Handler.Item ?? context.item as? Handler.Item,
            Handler.canHandle(item, context: context)
          else { return nil }
          return AnyRowEventHandler(Handler(), item: item)
        }))
  }

  /// Whether no handler is registered.
  public var isEmpty: Bool { entries.isEmpty }

  /// A handler for a row, made for this event, or `nil` when none handles it.
  ///
  /// - Parameter context: The row.
  /// - Returns: The handler.
  public func handler(for context: RowContext) -> AnyRowEventHandler? {
    for entry in entries {
      if let handler = entry.make(context) { return handler }
    }
    return nil
  }
}

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

  init<Handler: RowEventHandler>(_ handler: Handler, item: Handler.Item) {
    handlerType = Handler.self
    base = handler
    behavior = { handler.behavior(for: item, context: $0) }
    willDisplay = { handler.willDisplay(item, context: $0) }
    didEndDisplaying = { handler.didEndDisplaying(item, context: $0) }
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
