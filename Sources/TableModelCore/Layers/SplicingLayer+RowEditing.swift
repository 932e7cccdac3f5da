extension SplicingLayer {
  /// The section of the model below that an output section shows, or `nil` for the layer's own.
  func baseSection(of section: Int) -> Int? {
    let sections = layout().sections
    guard section >= 0, section < sections.count, case .base(let base) = sections[section] else {
      return nil
    }
    return base
  }

  /// Removes a row from the model below, given its position there (`nil` for a layer's row).
  func removeRow<Base: RowEditingTableModel>(atBasePosition position: RowPath?, in base: Base)
    -> Bool
  {
    position.map { base.removeRow(at: $0) } ?? false
  }

  /// Whether the model below can take a move of the layer's output: not of the layer's own row,
  /// nor into its own section.
  func canMoveRow<Base: RowEditingTableModel>(
    fromBasePosition from: RowPath?, to destination: RowPath, in base: Base
  ) -> Bool {
    guard let from, let section = baseSection(of: destination.section) else { return false }
    return base.canMoveRow(from: from, to: RowPath(row: 0, section: section))
  }

  /// Makes a move of the layer's output in the model below — base rows keep their row indexes
  /// under a splicing layer — or returns `false` when it involves the layer's own rows or
  /// sections.
  func moveRow<Base: RowEditingTableModel>(
    fromBasePosition from: RowPath?, to destination: RowPath, in base: Base
  ) -> Bool {
    guard let from, let section = baseSection(of: destination.section) else { return false }
    // A drop among the layer's own rows at the end of a section lands after the base rows.
    let last = base.numberOfRows(inSection: section) - (from.section == section ? 1 : 0)
    return base.moveRow(from: from, to: RowPath(row: min(destination.row, last), section: section))
  }
}

extension LoadMoreLayer: RowEditingTableModel where Base: RowEditingTableModel {
  /// Removes a row of the model below; the load-more row is not removed.
  ///
  /// - Parameter rowPath: The row.
  /// - Returns: Whether the model below removed it.
  @discardableResult
  public func removeRow(at rowPath: RowPath) -> Bool {
    removeRow(atBasePosition: basePosition(of: rowPath), in: base)
  }

  /// Moves a row of the model below; the load-more row does not move.
  ///
  /// - Parameters:
  ///   - source: The row.
  ///   - destination: Its position after the move.
  /// - Returns: Whether the model below moved it.
  @discardableResult
  public func moveRow(from source: RowPath, to destination: RowPath) -> Bool {
    moveRow(fromBasePosition: basePosition(of: source), to: destination, in: base)
  }

  /// Whether the model below can move the row there: not the layer's own row, nor into its own
  /// section.
  ///
  /// - Parameters:
  ///   - source: The row.
  ///   - destination: Where it would go.
  /// - Returns: Whether ``moveRow(from:to:)`` would move it.
  public func canMoveRow(from source: RowPath, to destination: RowPath) -> Bool {
    canMoveRow(fromBasePosition: basePosition(of: source), to: destination, in: base)
  }
}

extension FeaturedSectionLayer: RowEditingTableModel where Base: RowEditingTableModel {
  /// Removes a row of the model below; a featured item is not removed (change them with ``setItems(_:)``).
  ///
  /// - Parameter rowPath: The row.
  /// - Returns: Whether the model below removed it.
  @discardableResult
  public func removeRow(at rowPath: RowPath) -> Bool {
    removeRow(atBasePosition: basePosition(of: rowPath), in: base)
  }

  /// Moves a row of the model below; a featured item does not move.
  ///
  /// - Parameters:
  ///   - source: The row.
  ///   - destination: Its position after the move.
  /// - Returns: Whether the model below moved it.
  @discardableResult
  public func moveRow(from source: RowPath, to destination: RowPath) -> Bool {
    moveRow(fromBasePosition: basePosition(of: source), to: destination, in: base)
  }

  /// Whether the model below can move the row there: not the layer's own row, nor into its own
  /// section.
  ///
  /// - Parameters:
  ///   - source: The row.
  ///   - destination: Where it would go.
  /// - Returns: Whether ``moveRow(from:to:)`` would move it.
  public func canMoveRow(from source: RowPath, to destination: RowPath) -> Bool {
    canMoveRow(fromBasePosition: basePosition(of: source), to: destination, in: base)
  }
}

extension EmptyStateLayer: RowEditingTableModel where Base: RowEditingTableModel {
  /// Removes a row of the model below; the placeholder is not removed.
  ///
  /// - Parameter rowPath: The row.
  /// - Returns: Whether the model below removed it.
  @discardableResult
  public func removeRow(at rowPath: RowPath) -> Bool {
    removeRow(atBasePosition: basePosition(of: rowPath), in: base)
  }

  /// Moves a row of the model below; the placeholder does not move.
  ///
  /// - Parameters:
  ///   - source: The row.
  ///   - destination: Its position after the move.
  /// - Returns: Whether the model below moved it.
  @discardableResult
  public func moveRow(from source: RowPath, to destination: RowPath) -> Bool {
    moveRow(fromBasePosition: basePosition(of: source), to: destination, in: base)
  }

  /// Whether the model below can move the row there: not the layer's own row, nor into its own
  /// section.
  ///
  /// - Parameters:
  ///   - source: The row.
  ///   - destination: Where it would go.
  /// - Returns: Whether ``moveRow(from:to:)`` would move it.
  public func canMoveRow(from source: RowPath, to destination: RowPath) -> Bool {
    canMoveRow(fromBasePosition: basePosition(of: source), to: destination, in: base)
  }
}
