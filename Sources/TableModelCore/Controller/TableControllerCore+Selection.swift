extension TableControllerCore {
  /// Whether a touched row highlights.
  ///
  /// - Parameter rowPath: The row.
  /// - Returns: Whether it highlights.
  package func shouldHighlight(at rowPath: RowPath) -> Bool {
    let behavior = behavior(at: rowPath)
    return behavior.isHighlightable && behavior.isSelectable
  }

  /// A row highlighted under the user's finger: its handler hears of it.
  ///
  /// - Parameters:
  ///   - rowPath: The row.
  ///   - cell: Its cell.
  package func didHighlight(at rowPath: RowPath, cell: AnyObject? = nil) {
    guard let context = context(at: rowPath, cell: cell) else { return }
    handlers.handler(for: context)?.didHighlight(context)
  }

  /// A row's highlight ended: its handler hears of it.
  ///
  /// - Parameters:
  ///   - rowPath: The row.
  ///   - cell: Its cell.
  package func didUnhighlight(at rowPath: RowPath, cell: AnyObject? = nil) {
    guard let context = context(at: rowPath, cell: cell) else { return }
    handlers.handler(for: context)?.didUnhighlight(context)
  }

  /// The selection style of a row.
  ///
  /// - Parameter rowPath: The row.
  /// - Returns: The style.
  package func selectionStyle(at rowPath: RowPath) -> RowBehavior.SelectionStyle {
    behavior(at: rowPath).selectionStyle
  }

  /// The row to select when the user taps a row: `nil` when the row is not selectable, else
  /// what its handler says (the row itself by default).
  ///
  /// - Parameter rowPath: The tapped row.
  /// - Returns: The row to select.
  /// - Precondition: A handler's choice is a row of the model; otherwise the program stops with
  ///   a message naming the handler, the row and the shape.
  package func willSelect(at rowPath: RowPath) -> RowPath? {
    // The behaviour without the cell, as every lookup of a behaviour (`behavior(at:)`).
    guard let context = context(at: rowPath), behavior(at: rowPath).isSelectable else {
      return nil
    }
    // Not `handler?.willSelect(context) ?? rowPath`: a handler's `nil` refuses the selection.
    guard let handler = handlers.handler(for: context) else { return rowPath }
    return checkedChoice(
      handler.willSelect(context), of: handler, "willSelect(_:context:)", "select", for: rowPath)
  }

  /// The user selected a row: its handler's ``RowEventHandler/didSelect(_:context:)`` runs, or
  /// the model's ``TableModel/didSelectRow(at:)`` (a load-more row retries a failed page), or
  /// ``onSelect``; a row whose behaviour says so, or that the model took, is then deselected,
  /// animated.
  ///
  /// While a tap extends a multiple selection (the table's `allowsMultipleSelectionDuringEditing`
  /// while it edits, else `allowsMultipleSelection`) the user is picking rows: the model is not
  /// asked, so an outline's parent row is picked rather than toggled and a load-more row asks for
  /// no page.
  ///
  /// An interaction row's action is its primary action (``performPrimaryAction(at:cell:)``),
  /// which the table asks for right after this selection when the user tapped the row; a
  /// selection that focus moved runs no action.
  ///
  /// - Parameters:
  ///   - rowPath: The row.
  ///   - cell: Its cell.
  package func didSelect(at rowPath: RowPath, cell: AnyObject?) {
    guard let context = context(at: rowPath, cell: cell) else { return }
    var deselects = behavior(at: rowPath).deselectsAfterSelection
    if let row = context.value as? InteractionRow, row.action != nil {
      // Its action runs as the primary action, which follows a tap's selection.
    } else if let handler = handlers.handler(for: context) {
      handler.didSelect(context)
    } else if !(table?.selectsMultipleRows ?? false), model.didSelectRow(rowPath) {
      // Not while the user picks rows: an outline's parent is picked, not toggled.
      deselects = true
    } else {
      onSelect?(context)
    }
    // The action may have changed the model: deselect the row where it is now, if it still is.
    let identity = AnyDiffable(erasing: context.item).id
    if deselects, self.identity(at: rowPath) == identity {
      table?.deselectRow(at: rowPath, animated: true)
    }
  }

  /// The row to deselect when a selected row is about to be deselected: what its handler says
  /// (the row itself by default), or `nil` to keep it selected.
  ///
  /// - Parameter rowPath: The row.
  /// - Returns: The row to deselect.
  /// - Precondition: A handler's choice is a row of the model; otherwise the program stops with
  ///   a message naming the handler, the row and the shape.
  package func willDeselect(at rowPath: RowPath) -> RowPath? {
    guard let context = context(at: rowPath), let handler = handlers.handler(for: context) else {
      return rowPath
    }
    return checkedChoice(
      handler.willDeselect(context), of: handler, "willDeselect(_:context:)", "deselect",
      for: rowPath)
  }

  /// The row a handler chose to select or deselect instead of `rowPath`, once it is checked to
  /// be a row of the model: UIKit would take any index path the delegate returns, and select or
  /// deselect a row the table does not have.
  ///
  /// - Parameters:
  ///   - choice: The handler's choice, or `nil`.
  ///   - handler: The handler.
  ///   - call: Its method, as the message names it.
  ///   - verb: `select` or `deselect`.
  ///   - rowPath: The row the user touched.
  /// - Returns: The choice.
  private func checkedChoice(
    _ choice: RowPath?, of handler: EventHandlerRegistry.AnyRowEventHandler, _ call: String,
    _ verb: String,
    for rowPath: RowPath
  ) -> RowPath? {
    if let choice {
      requireContract(
        contains(choice),
        "\(handler.handlerType).\(call): \(choice) is no row to \(verb) for row \(rowPath): the shape is \(shapeDescription)"
      )
    }
    return choice
  }

  /// The user deselected a row.
  ///
  /// - Parameter rowPath: The row.
  package func didDeselect(at rowPath: RowPath) {
    guard let context = context(at: rowPath) else { return }
    handlers.handler(for: context)?.didDeselect(context)
  }

  /// The user tapped a row's accessory button.
  ///
  /// - Parameters:
  ///   - rowPath: The row.
  ///   - cell: Its cell, for anchoring what the handler presents.
  package func accessoryButtonTapped(at rowPath: RowPath, cell: AnyObject? = nil) {
    guard let context = context(at: rowPath, cell: cell) else { return }
    handlers.handler(for: context)?.accessoryButtonTapped(context)
  }

  /// The user changed the value of an editable ``InteractionRow``: its ``InteractionRow/valueEdit``
  /// runs.
  ///
  /// A row that is not an editable interaction row, or one without a
  /// ``InteractionRow/valueEdit``, gets a diagnostic instead, naming the value that went nowhere.
  ///
  /// - Parameters:
  ///   - value: The new value.
  ///   - rowPath: The row.
  /// - Returns: Whether a handler took the value.
  @discardableResult
  package func editValue(_ value: String, at rowPath: RowPath) -> Bool {
    guard let context = context(at: rowPath) else { return false }
    guard let row = context.item(as: InteractionRow.self), row.isEditable else {
      report(.editNotHandled, "editValue at \(rowPath): the row is not an editable interaction row")
      return false
    }
    guard let edit = row.valueEdit else {
      report(
        .editNotHandled,
        "editValue at \(rowPath): the row \(row.id) is editable but has no valueEdit; the value \"\(value)\" went nowhere"
      )
      return false
    }
    edit.perform(value, row, context)
    return true
  }
}
