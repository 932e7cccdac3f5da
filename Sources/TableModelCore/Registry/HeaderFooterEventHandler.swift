extension EventHandlerRegistry {
  /// A short-lived, stateless object that handles the events of section header or footer views
  /// — RLDTableViewSuite's handler of section accessory views, typed — with the lifecycle and the
  /// lookup of a ``RowEventHandler``.
  ///
  /// A handler is made on demand for each event (`init()`) and keeps no state: everything it
  /// needs comes in the view's model and the ``EventHandlerRegistry/HeaderFooterContext``. Its
  /// ``Item`` is the model of the header or footer: the section model's own header or footer
  /// model (``SectionBehaviorProviding/headerModel``, ``SectionBehaviorProviding/footerModel``)
  /// when it has one, else the section model. The registry finds it as it finds row handlers: the
  /// first registered handler whose `Item` matches the model, layers' wrapping removed, and
  /// whose ``canHandle(_:context:)`` agrees, wins.
  ///
  /// The table tells the handler about views only: a header or footer that shows just a title
  /// has a view on `UITableView` (one it makes itself) but none on the headless table.
  ///
  /// ```swift
  /// struct DayHeaderHandler: EventHandlerRegistry.HeaderFooterHandler {
  ///   func willDisplay(_ day: DayHeader, context: EventHandlerRegistry.HeaderFooterContext) {
  ///     analytics.log("day \(day.date) shown")
  ///   }
  /// }
  /// controller.core.handlers.register(headerFooter: DayHeaderHandler.self)
  /// ```
  @MainActor
  public protocol HeaderFooterHandler {
    /// The type of header or footer model the handler handles.
    associatedtype Item

    /// Makes a handler for one event.
    init()

    /// Whether the handler handles this header or footer (for its model, its kind and, when it
    /// has one, its view). The default is `true`.
    ///
    /// - Parameters:
    ///   - item: The header's or footer's model.
    ///   - context: The header or footer.
    /// - Returns: Whether to handle it.
    static func canHandle(_ item: Item, context: EventHandlerRegistry.HeaderFooterContext) -> Bool

    /// The header or footer view is about to appear, as `tableView(_:willDisplayHeaderView:forSection:)`
    /// and `tableView(_:willDisplayFooterView:forSection:)` say. The default does nothing.
    ///
    /// - Parameters:
    ///   - item: The header's or footer's model.
    ///   - context: The header or footer, with its view.
    func willDisplay(_ item: Item, context: EventHandlerRegistry.HeaderFooterContext)

    /// The header or footer view left the screen: scrolled away, or its section was deleted,
    /// reloaded or the table reloaded. The default does nothing.
    ///
    /// The item is the model the view was displayed with, even when the section is gone; the
    /// context's section is where the section was when the view left.
    ///
    /// - Parameters:
    ///   - item: The model the view was displayed with.
    ///   - context: The header or footer, with its view.
    func didEndDisplaying(_ item: Item, context: EventHandlerRegistry.HeaderFooterContext)
  }

  /// What a header or footer handler gets to know about the view it handles.
  @MainActor
  public struct HeaderFooterContext {
    /// Whether a view is a section's header or its footer.
    public enum Kind: Hashable, Sendable {
      /// The view above the section's rows.
      case header
      /// The view below the section's rows.
      case footer
    }

    /// The model of the header or footer (the section model when it has no model of its own), as
    /// the table's model publishes it (an ``AnyDiffable`` under layers).
    public let item: any Diffable
    /// Whether it is the header or the footer.
    public let kind: Kind
    /// The section's index; when the view leaves the screen, where the section was then.
    public let section: Int
    /// The view (a `UITableViewHeaderFooterView` or a `HeadlessTableViewHeaderFooterView`).
    public let view: AnyObject?
    /// The controller showing the section.
    public let controller: TableControllerCore

    /// Creates a context.
    ///
    /// - Parameters:
    ///   - item: The header's or footer's model.
    ///   - kind: Header or footer.
    ///   - section: The section's index.
    ///   - view: The view.
    ///   - controller: The controller.
    public init(
      item: any Diffable, kind: Kind, section: Int, view: AnyObject?,
      controller: TableControllerCore
    ) {
      self.item = item
      self.kind = kind
      self.section = section
      self.view = view
      self.controller = controller
    }

    /// The model with layers' wrapping removed: the value itself.
    public var value: any Diffable { AnyDiffable.unwrapped(item) }

    /// The model as a type, or `nil`.
    ///
    /// - Parameter type: The type.
    /// - Returns: The model, cast.
    public func item<T>(as type: T.Type) -> T? { value as? T }

    /// The model the controller shows (the top layer, for a stack of layers) as a type, or `nil`.
    ///
    /// - Parameter type: The model's type.
    /// - Returns: The model, cast.
    public func model<Model: AnyObject>(as type: Model.Type) -> Model? {
      controller.modelObject as? Model
    }

    /// The controller's ``TableControllerCore/owner`` as a type, or `nil`.
    ///
    /// - Parameter type: The owner's type.
    /// - Returns: The owner, cast.
    public func owner<Owner: AnyObject>(as type: Owner.Type) -> Owner? {
      controller.owner as? Owner
    }
  }

  /// A ``EventHandlerRegistry/HeaderFooterHandler`` of any type, with the model it was made for.
  @MainActor
  public final class AnyHeaderFooterHandler {
    /// The handler's type.
    public let handlerType: any EventHandlerRegistry.HeaderFooterHandler.Type
    /// The handler itself.
    public let base: any EventHandlerRegistry.HeaderFooterHandler

    let willDisplay: @MainActor (EventHandlerRegistry.HeaderFooterContext) -> Void
    let didEndDisplaying: @MainActor (EventHandlerRegistry.HeaderFooterContext) -> Void

    /// Wraps a handler made for a header's or footer's model — what a lookup registered with
    /// ``EventHandlerRegistry/register(headerFooterProvider:)`` returns.
    ///
    /// - Parameters:
    ///   - handler: The handler, made for one event.
    ///   - item: The model, as the handler takes it.
    public init<Handler: EventHandlerRegistry.HeaderFooterHandler>(
      _ handler: Handler, item: Handler.Item
    ) {
      handlerType = Handler.self
      base = handler
      willDisplay = { handler.willDisplay(item, context: $0) }
      didEndDisplaying = { handler.didEndDisplaying(item, context: $0) }
    }

    /// The handler as its own type, or `nil`.
    ///
    /// - Parameter type: The handler type.
    /// - Returns: The handler.
    public func `as`<Handler: EventHandlerRegistry.HeaderFooterHandler>(_ type: Handler.Type)
      -> Handler?
    {
      base as? Handler
    }
  }
}

extension EventHandlerRegistry.HeaderFooterHandler {
  /// Returns `true`.
  public static func canHandle(_ item: Item, context: EventHandlerRegistry.HeaderFooterContext)
    -> Bool
  { true }

  /// Does nothing.
  public func willDisplay(_ item: Item, context: EventHandlerRegistry.HeaderFooterContext) {}

  /// Does nothing.
  public func didEndDisplaying(_ item: Item, context: EventHandlerRegistry.HeaderFooterContext) {}
}
