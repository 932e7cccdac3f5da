extension TableControllerCore {
  /// The identity of the row at a position (its item's, with the item's type), or `nil` for a
  /// position the model lacks.
  ///
  /// - Parameter rowPath: The position.
  /// - Returns: The identity.
  package func identity(at rowPath: RowPath) -> AnyDiffable.ID? {
    contains(rowPath) ? AnyDiffable(erasing: model.item(rowPath)).id : nil
  }

  /// Where the row with an identity is now — for work that acts on a row later than the
  /// callback that named it (an action, the end of an edit), when rows may have come and gone.
  ///
  /// - Parameters:
  ///   - identity: The row's identity.
  ///   - hint: Where the row was; the search starts there and goes outward, section by section.
  /// - Returns: The row's position, or `nil` when the model no longer has the row.
  /// - Complexity: O(1) when the row is still at `hint`; O(*d*) for a row *d* rows away in its
  ///   section; O(*n*) for a row that changed sections or is gone.
  package func rowPath(of identity: AnyDiffable.ID, near hint: RowPath) -> RowPath? {
    let sections = model.numberOfSections()
    guard sections > 0 else { return nil }
    let first = min(max(hint.section, 0), sections - 1)
    for section in Self.outward(from: first, count: sections) {
      let rows = model.numberOfRows(section)
      let start = section == first ? min(max(hint.row, 0), max(rows - 1, 0)) : 0
      for row in Self.outward(from: start, count: rows) {
        let path = RowPath(row: row, section: section)
        if AnyDiffable(erasing: model.item(path)).id == identity { return path }
      }
    }
    return nil
  }

  /// The indexes below `count`, nearest to `start` first: `start`, then one after, one before,
  /// two after, and so on.
  private static func outward(from start: Int, count: Int) -> some Sequence<Int> {
    (0..<(2 * count)).lazy.map { step in
      step.isMultiple(of: 2) ? start + step / 2 : start - (step + 1) / 2
    }
    .filter { (0..<count).contains($0) }
  }
}

extension TableControllerCore {
  /// A row as the controller offered it to the user — its identity, and its position then — for
  /// what acts on it later: swipe actions, menu actions, the end of an edit.
  package struct OfferedRow: Sendable {
    /// The row's identity.
    let identity: AnyDiffable.ID
    /// Where the row was when it was offered.
    let rowPath: RowPath
  }

  /// The row at a position, to offer actions on; `nil` (and a diagnostic) for a row the model
  /// lacks.
  func offeredRow(at rowPath: RowPath) -> OfferedRow? {
    guard let context = context(at: rowPath) else { return nil }
    return OfferedRow(identity: AnyDiffable(erasing: context.item).id, rowPath: rowPath)
  }

  /// The context of an offered row where it is now, or `nil` and a notice when the model no
  /// longer has it.
  ///
  /// - Parameters:
  ///   - row: The row.
  ///   - action: What acts on the row, for the notice.
  /// - Returns: The row's context.
  func context(of row: OfferedRow, for action: @autoclosure () -> String) -> RowContext? {
    guard let rowPath = rowPath(of: row.identity, near: row.rowPath) else {
      report(
        .rowGone,
        "\(action()) did nothing: its row \(row.identity) (at \(row.rowPath) when it was offered) is no longer in the model",
        severity: .notice)
      return nil
    }
    return context(at: rowPath)
  }

  /// Runs an action's handler for the row it was offered on, wherever the row is now.
  ///
  /// - Parameters:
  ///   - handler: The action's handler.
  ///   - row: The row the action was offered on.
  ///   - action: What the action is, for the notice when its row is gone.
  /// - Returns: What the handler returns; `nil` when the row is gone.
  func perform<Output>(
    _ handler: @MainActor (RowContext) -> Output, on row: OfferedRow, action: String
  ) -> Output? {
    context(of: row, for: action).map(handler)
  }
}
