/// What a cell that edits its row's value in place — an editable ``InteractionRow``'s — tells
/// its controller; the controller gives the cell one, bound to the row's identity.
@MainActor
package struct RowValueEditor {
  /// The user began editing the value.
  package let began: @MainActor () -> Void
  /// The user finished editing the value, with the text to commit.
  package let ended: @MainActor (String) -> Void
}

/// A cell that edits its row's value in place.
@MainActor
package protocol ValueEditingCell: AnyObject {
  /// Where the cell reports editing; `nil` for a row whose value is not editable.
  var valueEditor: RowValueEditor? { get set }
}

extension TableControllerCore {
  /// The editor for the cell of an editable ``InteractionRow``, or `nil` for another row.
  ///
  /// While the user edits, changes of the model do not reconfigure the row's cell — that would
  /// cut off the typing; the row is reconfigured once the edit ends, if a change updated it or
  /// no handler took the value. The edit commits through the row's ``InteractionRow/ValueEdit``,
  /// wherever the row is by then.
  ///
  /// - Parameter rowPath: The row.
  /// - Returns: The editor.
  package func valueEditor(forRowAt rowPath: RowPath) -> RowValueEditor? {
    guard contains(rowPath),
      let row = AnyDiffable.unwrapped(model.item(rowPath)) as? InteractionRow, row.isEditable,
      let offered = offeredRow(at: rowPath)
    else { return nil }
    return RowValueEditor(
      began: { [weak self] in self?.valueEditingBegan(on: offered) },
      ended: { [weak self] text in self?.valueEditingEnded(on: offered, text: text) })
  }

  private func valueEditingBegan(on row: OfferedRow) {
    valueEditing = ValueEditing(identity: row.identity)
  }

  private func valueEditingEnded(on row: OfferedRow, text: String) {
    let held = valueEditing?.identity == row.identity ? valueEditing : nil
    if held != nil { valueEditing = nil }
    guard let context = context(of: row, for: "the end of an edit of the value") else { return }
    let taken = editValue(text, at: context.rowPath)
    // A value no handler took must not stay in the field, which would show what the model has
    // not.
    guard !taken || held?.heldUpdate == true,
      let rowPath = rowPath(of: row.identity, near: context.rowPath)
    else { return }
    reconfigure([rowPath])
  }

  /// Reconfigures rows — reloading those whose item now wants another cell class — and reloads
  /// the table when it refuses.
  func reconfigure(_ rowPaths: [RowPath]) {
    guard let table else { return }
    do {
      try updateCells(at: rowPaths, in: table)
    } catch {
      report(.batchRejected, "the table refused to reconfigure \(rowPaths): \(error); reloading")
      reloadData()
    }
  }
}

/// The row whose value the user is editing.
struct ValueEditing {
  /// The row's identity.
  let identity: AnyDiffable.ID
  /// Whether a change updated the row while the user edited, so its cell is reconfigured once
  /// the edit ends.
  var heldUpdate = false
}
