extension TableControllerCore {
  /// Whether a change is just the user's move.
  ///
  /// Layers may restate where their own sections and rows go (when sections come, go or move):
  /// a section "moved" to where it is, or a row moved to where the user's move shifts it anyway —
  /// those are no change to the table.
  static func isOnly(_ move: (from: RowPath, to: RowPath), _ change: TableModelChange) -> Bool {
    guard case .batch(var changeset) = change else { return false }
    changeset.movedSections.removeAll { $0.source == $0.destination }
    changeset.movedRows.removeAll { other in
      other.source != move.from && other.destination == shifted(other.source, by: move)
    }
    return changeset == Changeset(movedRows: [Changeset.RowMove(move.from, to: move.to)])
  }

  /// Where a row that the user did not touch is after the user's move.
  static func shifted(_ row: RowPath, by move: (from: RowPath, to: RowPath)) -> RowPath {
    var row = row
    if row.section == move.from.section, row.row > move.from.row { row.row -= 1 }
    if row.section == move.to.section, row.row >= move.to.row { row.row += 1 }
    return row
  }

  /// Notes that the user is moving a row in the table, so the model's change for the same move
  /// is not applied to the table again.
  ///
  /// - Returns: The move's number, for ``isExpectingUserMove(_:)``.
  func expectUserMove(from source: RowPath, to destination: RowPath) -> Int {
    userMoveCount += 1
    expectedUserMove = (source, destination)
    readShape.userMovedRow(fromSection: source.section, toSection: destination.section)
    return userMoveCount
  }

  /// Whether the model has not made a move of the user's yet (nor changed otherwise since).
  ///
  /// - Parameter move: The move's number, from ``expectUserMove(from:to:)``.
  /// - Returns: Whether the controller still waits for the model to make the move.
  func isExpectingUserMove(_ move: Int) -> Bool {
    expectedUserMove != nil && move == userMoveCount
  }

  func clearExpectedUserMove() {
    expectedUserMove = nil
  }
}
