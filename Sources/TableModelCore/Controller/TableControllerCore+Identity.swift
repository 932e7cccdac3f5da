extension TableControllerCore {
  /// The identity of the row at a position (its item's, with the item's type), or `nil` for a
  /// position the model lacks.
  ///
  /// While the model changes, there is none, as for ``item(at:)``.
  ///
  /// - Parameter rowPath: The position.
  /// - Returns: The identity.
  package func identity(at rowPath: RowPath) -> AnyDiffable.ID? {
    guard admitModelRead() else { return nil }
    return contains(rowPath) ? AnyDiffable(erasing: model.item(rowPath)).id : nil
  }

  /// Where the row with an identity is now — for work that acts on a row later than the
  /// callback that named it (an action, the end of an edit), when rows may have come and gone.
  ///
  /// - Parameters:
  ///   - identity: The row's identity.
  ///   - hint: Where the row was; the search starts there and goes outward, section by section.
  /// - Returns: The row's position, or `nil` when the model no longer has the row — or while
  ///   the model changes, when the stack is not read (as for ``item(at:)``).
  /// - Complexity: O(1) when the row is still at `hint`; O(*d*) for a row *d* rows away in its
  ///   section; O(*n*) for a row that changed sections or is gone.
  /// - Precondition: The model has at most ``TableModelLimits/maximumSectionCount`` sections
  ///   when the row is not in `hint`'s section; otherwise the program stops with a message
  ///   naming the search and the count.
  package func rowPath(of identity: AnyDiffable.ID, near hint: RowPath) -> RowPath? {
    guard admitModelRead() else { return nil }
    let sections = model.numberOfSections()
    guard sections > 0 else { return nil }
    let first = min(max(hint.section, 0), sections - 1)
    let rows = model.numberOfRows(first)
    let start = min(max(hint.row, 0), max(rows - 1, 0))
    if let path = rowPath(of: identity, among: Outward(from: start, count: rows), in: first) {
      return path
    }
    let readable = readableSectionCount("TableControllerCore (finding a row by its identity)")
    for section in Outward(from: first, count: readable).dropFirst() {
      let rows = Outward(from: 0, count: model.numberOfRows(section))
      if let path = rowPath(of: identity, among: rows, in: section) { return path }
    }
    return nil
  }

  /// The first of some rows of a section whose item has an identity.
  private func rowPath(
    of identity: AnyDiffable.ID, among rows: Outward, in section: Int
  ) -> RowPath? {
    for row in rows {
      let path = RowPath(row: row, section: section)
      if AnyDiffable(erasing: model.item(path)).id == identity { return path }
    }
    return nil
  }
}

/// The indexes below `count`, nearest to `start` first: `start`, then one before, one after,
/// two before, and so on — one at a time, so that a search that ends early reads no more, in a
/// section of any length.
private struct Outward: Sequence, IteratorProtocol {
  /// The next index at or after `start`.
  private var after: Int
  /// The next index before `start`.
  private var before: Int
  /// The number of indexes.
  private let count: Int
  /// Whether the next index comes from `after` when both sides have one.
  private var takesAfter = true

  /// The indexes in `0..<count`, from `start` (in that range, or `0` for none) outward.
  init(from start: Int, count: Int) {
    after = start
    before = start - 1
    self.count = count
  }

  mutating func next() -> Int? {
    let hasBefore = before >= 0
    if after < count, takesAfter || !hasBefore {
      takesAfter = false
      after += 1
      return after - 1
    }
    guard hasBefore else { return nil }
    takesAfter = true
    before -= 1
    return before + 1
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
