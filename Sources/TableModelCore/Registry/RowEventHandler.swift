/// A short-lived, stateless object that handles a row's events — RLDTableViewSuite's event
/// handler, typed.
///
/// A handler is made on demand for each event (`init()`), so it keeps no state: everything it
/// needs comes in the item and the ``RowContext``. The ``EventHandlerRegistry`` finds it: the
/// first registered handler whose ``Item`` matches the row's item and whose
/// ``canHandle(_:context:)`` agrees wins. Every method has a default, listed on the method, so a
/// handler implements only the events it cares about.
///
/// ```swift
/// struct ContactHandler: RowEventHandler {
///   func didSelect(_ contact: Contact, context: RowContext) {
///     router.show(contact)
///   }
///   func behavior(for contact: Contact, context: RowContext) -> RowBehavior? {
///     RowBehavior { $0.editingStyle = .delete; $0.canMove = true }
///   }
/// }
/// registry.register(ContactHandler.self)
/// ```
@MainActor
public protocol RowEventHandler {
  /// The type of item the handler handles.
  associatedtype Item

  /// Makes a handler for one event.
  init()

  /// Whether the handler handles this row. The default is `true`.
  ///
  /// Decide from the item and the row: the context has the row's cell for an event when the
  /// table shows one, but never when the row's behaviour is looked up
  /// (``behavior(for:context:)``), which the table asks for while it lays out.
  ///
  /// - Parameters:
  ///   - item: The row's item.
  ///   - context: The row.
  /// - Returns: Whether to handle it.
  static func canHandle(_ item: Item, context: RowContext) -> Bool

  /// The row's behaviour, or `nil` to leave it to the item or the controller. The default is
  /// `nil`.
  ///
  /// - Parameters:
  ///   - item: The row's item.
  ///   - context: The row, without its cell (``RowContext/cell`` is `nil`): the table asks for a
  ///     row's behaviour while it lays out, when UIKit hands out no cell.
  /// - Returns: The behaviour.
  func behavior(for item: Item, context: RowContext) -> RowBehavior?

  /// The row's cell is about to appear. The default does nothing.
  ///
  /// - Parameters:
  ///   - item: The row's item.
  ///   - context: The row, with its cell.
  func willDisplay(_ item: Item, context: RowContext)

  /// The row's cell left the screen. The default does nothing.
  ///
  /// - Parameters:
  ///   - item: The row's item.
  ///   - context: The row, with its cell.
  func didEndDisplaying(_ item: Item, context: RowContext)

  /// The table expects to show the row soon (`UITableViewDataSourcePrefetching`): start
  /// fetching what its cell will need, such as an image. The default does nothing.
  ///
  /// Advisory: the row may never appear, and its cell must work without it. The item is the one
  /// at the row's position when the table delivers the request, not when it made it.
  ///
  /// - Parameters:
  ///   - item: The row's item.
  ///   - context: The row, without a cell (it has none yet).
  func prefetch(_ item: Item, context: RowContext)

  /// The table no longer expects to show the row soon: stop what ``prefetch(_:context:)``
  /// started. The default does nothing.
  ///
  /// Not every prefetch ends in a cancel: the row may appear instead, or the request may simply
  /// lapse (`uikit-callback-rules.md`, K42). A batch update cancels every outstanding prefetch.
  ///
  /// - Parameters:
  ///   - item: The row's item, at the row's position when the table cancels.
  ///   - context: The row.
  func cancelPrefetching(_ item: Item, context: RowContext)

  /// The user's finger came down on the row, which highlights. The default does nothing.
  ///
  /// - Parameters:
  ///   - item: The row's item.
  ///   - context: The row, with its cell when it is on screen.
  func didHighlight(_ item: Item, context: RowContext)

  /// The row's highlight ended (the finger lifted or the touch was cancelled). The default does
  /// nothing.
  ///
  /// - Parameters:
  ///   - item: The row's item.
  ///   - context: The row, with its cell when it is on screen.
  func didUnhighlight(_ item: Item, context: RowContext)

  /// The row to select when the user taps this one, or `nil` to select nothing. The default
  /// returns the row.
  ///
  /// - Parameters:
  ///   - item: The row's item.
  ///   - context: The row.
  /// - Returns: The row to select.
  /// - Precondition: A row is one of the table's; otherwise the program stops with a message
  ///   naming the handler type, the row and the shape (UIKit would select a row it does not
  ///   have).
  func willSelect(_ item: Item, context: RowContext) -> RowPath?

  /// The user selected the row. The default does nothing.
  ///
  /// - Parameters:
  ///   - item: The row's item.
  ///   - context: The row.
  func didSelect(_ item: Item, context: RowContext)

  /// The row to deselect when this selected row is about to be deselected, or `nil` to keep it
  /// selected. The default returns the row.
  ///
  /// - Parameters:
  ///   - item: The row's item.
  ///   - context: The row.
  /// - Returns: The row to deselect.
  /// - Precondition: A row is one of the table's; otherwise the program stops with a message
  ///   naming the handler type, the row and the shape.
  func willDeselect(_ item: Item, context: RowContext) -> RowPath?

  /// The user deselected the row. The default does nothing.
  ///
  /// - Parameters:
  ///   - item: The row's item.
  ///   - context: The row.
  func didDeselect(_ item: Item, context: RowContext)

  /// The user tapped the row's accessory button. The default does nothing.
  ///
  /// - Parameters:
  ///   - item: The row's item.
  ///   - context: The row.
  func accessoryButtonTapped(_ item: Item, context: RowContext)

  /// The user confirmed deleting (or inserting at) the row. Return `true` when handled; the
  /// default returns `false`, leaving it to the controller (which removes the row from a model
  /// that supports it).
  ///
  /// - Parameters:
  ///   - editingStyle: What the user confirmed.
  ///   - item: The row's item.
  ///   - context: The row.
  /// - Returns: Whether the handler handled it.
  func commit(_ editingStyle: RowBehavior.EditingStyle, _ item: Item, context: RowContext) -> Bool

  /// The user began editing the row on its own, by swiping it to reveal its actions. The
  /// default does nothing.
  ///
  /// - Parameters:
  ///   - item: The row's item.
  ///   - context: The row.
  func willBeginEditing(_ item: Item, context: RowContext)

  /// The swipe that revealed the row's actions ended. The default does nothing.
  ///
  /// Not called when the row no longer exists (its action deleted it).
  ///
  /// - Parameters:
  ///   - item: The row's item.
  ///   - context: The row.
  func didEndEditing(_ item: Item, context: RowContext)

  /// Where a row being dragged should land, or `nil` for the controller's rules. The default is
  /// `nil`.
  ///
  /// - Parameters:
  ///   - item: The dragged row's item.
  ///   - proposed: Where the user is dragging it.
  ///   - context: The dragged row.
  /// - Returns: The position, or `nil`.
  /// - Precondition: A position is one where the row can land — one of the rows of its own
  ///   section (the row is taken out first), or of another section or just past them; otherwise
  ///   the program stops with a message naming the handler type, the position and the shape
  ///   (UIKit would take any position the delegate gives it, and the move would go wrong).
  func targetForMove(_ item: Item, proposed: RowPath, context: RowContext) -> RowPath?

  /// The user moved the row. Return `true` when handled (the model now has the row at
  /// `destination`); the default returns `false`, leaving it to the controller.
  ///
  /// The table already shows the move. When the model has not made it once the table has
  /// committed the reorder — a handler that moves the row after a server confirms it, or one
  /// that returned `true` and moved nothing — the controller reloads the table with a
  /// ``TableControllerCore/Diagnostic/Kind/editNotHandled`` notice, so that the user's next tap
  /// or swipe reaches the row they see; the move made later reaches the table as a change.
  ///
  /// - Parameters:
  ///   - item: The row's item.
  ///   - destination: Where the user dropped it.
  ///   - context: The row before the move.
  /// - Returns: Whether the handler handled it.
  func move(_ item: Item, to destination: RowPath, context: RowContext) -> Bool
}

extension RowEventHandler {
  /// Returns `true`.
  public static func canHandle(_ item: Item, context: RowContext) -> Bool { true }

  /// Returns `nil`.
  public func behavior(for item: Item, context: RowContext) -> RowBehavior? { nil }

  /// Does nothing.
  public func willDisplay(_ item: Item, context: RowContext) {}

  /// Does nothing.
  public func didEndDisplaying(_ item: Item, context: RowContext) {}

  /// Does nothing.
  public func prefetch(_ item: Item, context: RowContext) {}

  /// Does nothing.
  public func cancelPrefetching(_ item: Item, context: RowContext) {}

  /// Does nothing.
  public func didHighlight(_ item: Item, context: RowContext) {}

  /// Does nothing.
  public func didUnhighlight(_ item: Item, context: RowContext) {}

  /// Returns the row.
  public func willSelect(_ item: Item, context: RowContext) -> RowPath? { context.rowPath }

  /// Returns the row.
  public func willDeselect(_ item: Item, context: RowContext) -> RowPath? { context.rowPath }

  /// Does nothing.
  public func didSelect(_ item: Item, context: RowContext) {}

  /// Does nothing.
  public func didDeselect(_ item: Item, context: RowContext) {}

  /// Does nothing.
  public func accessoryButtonTapped(_ item: Item, context: RowContext) {}

  /// Returns `false`.
  public func commit(_ editingStyle: RowBehavior.EditingStyle, _ item: Item, context: RowContext)
    -> Bool
  {
    false
  }

  /// Does nothing.
  public func willBeginEditing(_ item: Item, context: RowContext) {}

  /// Does nothing.
  public func didEndEditing(_ item: Item, context: RowContext) {}

  /// Returns `nil`.
  public func targetForMove(_ item: Item, proposed: RowPath, context: RowContext) -> RowPath? {
    nil
  }

  /// Returns `false`.
  public func move(_ item: Item, to destination: RowPath, context: RowContext) -> Bool { false }
}

/// A cell (or any view) that keeps the event handler of the row it shows, so that controls inside
/// it can reach the handler.
///
/// The controller hands the handler over before the cell is displayed, and leaves it in place when
/// a reused cell shows a row with a handler of the same type.
@MainActor
public protocol EventHandlerAccepting: AnyObject {
  /// The handler of the row the cell shows.
  var eventHandler: EventHandlerRegistry.AnyRowEventHandler? { get set }
}
