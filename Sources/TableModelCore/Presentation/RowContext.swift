/// What an action or event handler gets to know about the row it acts on.
@MainActor
public struct RowContext {
  /// The row's item, as the table's model publishes it (an ``AnyDiffable`` under layers).
  public let item: any Diffable
  /// The row's position.
  public let rowPath: RowPath
  /// The row's cell when it has one (a `UITableViewCell` or a `HeadlessTableViewCell`); `nil`
  /// in the context a row's behaviour is asked with, which a table asks while it lays out, when
  /// UIKit hands out no cell.
  public let cell: AnyObject?
  /// The controller showing the row, to deselect it, read neighbours or reach the model.
  public let controller: TableControllerCore

  /// Creates a context.
  ///
  /// - Parameters:
  ///   - item: The row's item.
  ///   - rowPath: The row's position.
  ///   - cell: The row's cell.
  ///   - controller: The controller.
  public init(
    item: any Diffable, rowPath: RowPath, cell: AnyObject?, controller: TableControllerCore
  ) {
    self.item = item
    self.rowPath = rowPath
    self.cell = cell
    self.controller = controller
  }

  /// The item with layers' wrapping removed: the value itself.
  public var value: any Diffable { AnyDiffable.unwrapped(item) }

  /// The model the controller shows (the top layer, for a stack of layers) as a type, or `nil`
  /// when it is of another type — for a handler that changes the model.
  ///
  /// - Parameter type: The model's type.
  /// - Returns: The model, cast.
  public func model<Model: AnyObject>(as type: Model.Type) -> Model? {
    controller.modelObject as? Model
  }

  /// The controller's ``TableControllerCore/owner`` — the screen showing the table — as a type,
  /// or `nil`: how a stateless handler reaches the screen to present or navigate.
  ///
  /// - Parameter type: The owner's type.
  /// - Returns: The owner, cast.
  public func owner<Owner: AnyObject>(as type: Owner.Type) -> Owner? {
    controller.owner as? Owner
  }

  /// The item as a type, or `nil`.
  ///
  /// - Parameter type: The type.
  /// - Returns: The item, cast.
  public func item<T>(as type: T.Type) -> T? { value as? T }
}
