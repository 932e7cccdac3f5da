#if canImport(UIKit) && (os(iOS) || os(visionOS))
public import UIKit

extension CellFactory where Table == UITableView {
  /// Binds an item type to a cell loaded from a nib that updates itself from the item.
  ///
  /// - Parameters:
  ///   - cellType: The class of the nib's cell.
  ///   - nib: The nib, whose top-level object is the cell.
  ///   - itemType: The item type; the cell's item type by default.
  ///   - style: A name that tells apart bindings of the same class in different styles.
  ///   - condition: Which items of the type the binding makes cells for; `nil` (the default)
  ///     for every item no conditional binding takes.
  public mutating func register<Cell: UITableViewCell & ItemPresenting>(
    _ cellType: Cell.Type, nib: UINib, for itemType: Cell.Item.Type = Cell.Item.self,
    style: String? = nil, when condition: (@MainActor (Cell.Item) -> Bool)? = nil
  ) where Cell.Item: Diffable {
    register(
      cellType, for: itemType, style: style,
      registration: { table, identifier in table.register(nib, forCellReuseIdentifier: identifier)
      },
      when: condition, configure: { cell, item in cell.update(with: item) })
  }
}

extension HeaderFooterFactory where Table == UITableView {
  /// Binds a section model type to a header view loaded from a nib.
  ///
  /// - Parameters:
  ///   - viewType: The class of the nib's view.
  ///   - nib: The nib, whose top-level object is the view.
  ///   - modelType: The section model type.
  ///   - configure: Sets the view's content from the section model.
  public mutating func registerHeader<View: UITableViewHeaderFooterView, Model: Diffable>(
    _ viewType: View.Type, nib: UINib, for modelType: Model.Type,
    configure: @escaping @MainActor (View, Model) -> Void
  ) {
    registerHeader(
      viewType, for: modelType,
      registration: { table, identifier in
        table.register(nib, forHeaderFooterViewReuseIdentifier: identifier)
      },
      configure: configure)
  }

  /// Binds a section model type to a footer view loaded from a nib.
  ///
  /// - Parameters:
  ///   - viewType: The class of the nib's view.
  ///   - nib: The nib, whose top-level object is the view.
  ///   - modelType: The section model type.
  ///   - configure: Sets the view's content from the section model.
  public mutating func registerFooter<View: UITableViewHeaderFooterView, Model: Diffable>(
    _ viewType: View.Type, nib: UINib, for modelType: Model.Type,
    configure: @escaping @MainActor (View, Model) -> Void
  ) {
    registerFooter(
      viewType, for: modelType,
      registration: { table, identifier in
        table.register(nib, forHeaderFooterViewReuseIdentifier: identifier)
      },
      configure: configure)
  }
}
#endif
