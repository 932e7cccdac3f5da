/// A table model whose rows the user can delete and reorder directly: a table controller
/// removes or moves the row in the model when the user swipes to delete or drags a row, unless
/// an event handler takes care of it.
///
/// ``SectionedTableModel``, ``ArrayTableModel`` and ``GroupedTableModel`` (deleting only) adopt
/// it, and so do the filter, load-more, featured-section and empty-state layers built on such a
/// model, passing the positions down (one implementation serves every layer; see
/// ``TableModelLayer``). A layer's own rows (a load-more row, a featured item) are not removed or
/// moved: the method returns `false` and the controller reports it.
@MainActor
public protocol RowEditingTableModel: TableModel {
  /// Removes the row at a position.
  ///
  /// - Parameter rowPath: The row.
  /// - Returns: Whether the model removed it; `false` for a row it cannot remove.
  @discardableResult
  func removeRow(at rowPath: RowPath) -> Bool

  /// Moves a row, as a user drag does: afterwards the row is at `destination`.
  ///
  /// - Parameters:
  ///   - source: The row.
  ///   - destination: Its position after the move.
  /// - Returns: Whether the model moved it; `false` for a row or destination it cannot honour.
  @discardableResult
  func moveRow(from source: RowPath, to destination: RowPath) -> Bool

  /// Whether the model can move a row into a section — `false` for a layer's own row, or into a
  /// layer's own section. A controller asks before offering a row's reorder control and before
  /// letting a drag end somewhere. The default is `true`.
  ///
  /// - Parameters:
  ///   - source: The row.
  ///   - destination: Where it would go.
  /// - Returns: Whether ``moveRow(from:to:)`` would move it.
  func canMoveRow(from source: RowPath, to destination: RowPath) -> Bool
}

extension RowEditingTableModel {
  /// Returns `true`.
  ///
  /// - Parameters:
  ///   - source: The row.
  ///   - destination: Where it would go.
  /// - Returns: `true`.
  public func canMoveRow(from source: RowPath, to destination: RowPath) -> Bool { true }
}

extension SectionedTableModel: RowEditingTableModel {
  /// Removes the item at a position, as ``remove(at:)`` does.
  ///
  /// - Parameter rowPath: The row.
  /// - Returns: `true`.
  /// - Precondition: The position exists; otherwise the program stops with a message naming
  ///   the model's type, this call, the position and the shape.
  @discardableResult
  public func removeRow(at rowPath: RowPath) -> Bool {
    remove(at: rowPath, "removeRow(at:)")
    return true
  }

  /// Moves an item, as ``move(from:to:)`` does.
  ///
  /// - Parameters:
  ///   - source: The row.
  ///   - destination: Its position after the move.
  /// - Returns: `true`.
  /// - Precondition: Both positions exist, as ``move(from:to:)`` says; otherwise the program
  ///   stops with a message naming the model's type, this call, the position and the shape.
  @discardableResult
  public func moveRow(from source: RowPath, to destination: RowPath) -> Bool {
    move(from: source, to: destination, "moveRow(from:to:)")
    return true
  }
}

extension ArrayTableModel: RowEditingTableModel {
  /// Removes the item at a position.
  ///
  /// - Parameter rowPath: The row.
  /// - Returns: `true`.
  /// - Precondition: The position exists; otherwise the program stops with a message naming
  ///   the model's type, this call, the position and the shape.
  @discardableResult
  public func removeRow(at rowPath: RowPath) -> Bool { storage.removeRow(at: rowPath) }

  /// Moves an item.
  ///
  /// - Parameters:
  ///   - source: The row.
  ///   - destination: Its position after the move.
  /// - Returns: `true`.
  /// - Precondition: Both positions exist, as ``move(from:to:)`` says; otherwise the program
  ///   stops with a message naming the model's type, this call, the position and the shape.
  @discardableResult
  public func moveRow(from source: RowPath, to destination: RowPath) -> Bool {
    storage.moveRow(from: source, to: destination)
  }
}

/// A model that orders its rows itself — a grouped model by key, an outline by its tree — so the
/// user can delete a row but not place one: ``GroupedTableModel`` and ``OutlineTableModel``
/// share this one conformance.
@MainActor
package protocol ModelOrderedTableModel: RowEditingTableModel {
  /// Removes the item with an identity (and, in an outline, its descendants).
  func remove(id: Item.ID)
}

extension ModelOrderedTableModel {
  /// Removes the row's item by its identity: a grouped model's section goes when it held the
  /// key's last item; an outline's node goes with its descendants.
  ///
  /// - Parameter rowPath: The row.
  /// - Returns: `true`.
  /// - Precondition: The row exists; otherwise the program stops with a message naming the
  ///   model's type, this call, the position and the shape.
  @discardableResult
  public func removeRow(at rowPath: RowPath) -> Bool {
    remove(id: item(at: checkedRow(rowPath)).id)
    return true
  }

  /// Refuses: the model places its rows (a grouped model by key, an outline by its tree; move an
  /// outline's nodes with `move(id:under:at:)`).
  ///
  /// - Parameters:
  ///   - source: The row.
  ///   - destination: Its position after the move.
  /// - Returns: `false`.
  @discardableResult
  public func moveRow(from source: RowPath, to destination: RowPath) -> Bool { false }

  /// Returns `false`: no row of a model that orders its rows can be placed by the user.
  ///
  /// - Parameters:
  ///   - source: The row.
  ///   - destination: Where it would go.
  /// - Returns: `false`.
  public func canMoveRow(from source: RowPath, to destination: RowPath) -> Bool { false }
}

extension GroupedTableModel: ModelOrderedTableModel {}

extension OutlineTableModel: ModelOrderedTableModel {}
