extension TableControllerCore {
  /// The items of the table's selected rows, in row order, read from the table now.
  ///
  /// Positions are resolved when you read it, so the items follow the rows through updates as
  /// the table's selection does (`uikit-callback-rules.md`, K28). Each is the value itself, with
  /// the layers' ``AnyDiffable`` wrapping removed (as ``RowContext/value``), so that
  /// `selectedItems.compactMap { $0 as? Tweet }` finds the tweets under any stack of layers; a
  /// layer's own selected row is its own value, such as a ``LoadMoreRow``. While the model
  /// changes — inside its `performTransaction`, before the change is published — there are none,
  /// as ``item(at:)`` has no item then.
  public var selectedItems: [any Diffable] {
    // The half-changed stack is not read, and the app's read changes nothing else.
    guard !isModelChanging else { return [] }
    return (table?.selectedRowPaths ?? []).filter(contains).map {
      AnyDiffable.unwrapped(model.item($0))
    }
  }

  /// Whether a two-finger pan that begins on a row may select rows: when
  /// ``allowsMultipleSelectionInteraction`` is on and the row is selectable.
  ///
  /// - Parameter rowPath: The row the pan begins on.
  /// - Returns: Whether the pan selects rows.
  package func shouldBeginMultipleSelectionInteraction(at rowPath: RowPath) -> Bool {
    allowsMultipleSelectionInteraction && contains(rowPath) && behavior(at: rowPath).isSelectable
  }

  /// The user began selecting rows with a two-finger pan: ``onMultipleSelectionInteraction``
  /// runs with `true`.
  ///
  /// - Parameter rowPath: The row the pan began on.
  package func didBeginMultipleSelectionInteraction(at rowPath: RowPath) {
    onMultipleSelectionInteraction?(true)
  }

  /// The user lifted the fingers of a two-finger pan selection: ``onMultipleSelectionInteraction``
  /// runs with `false`.
  package func didEndMultipleSelectionInteraction() {
    onMultipleSelectionInteraction?(false)
  }
}
