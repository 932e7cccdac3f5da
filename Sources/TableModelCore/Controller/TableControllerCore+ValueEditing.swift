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

  /// Ends the user's edit of the value, as the field resigning first responder does: the cell
  /// reports the field's text through ``valueEditor`` before it returns; does nothing when the
  /// user is not editing.
  func endValueEditing()
}

extension TableControllerCore {
  /// The editor for the cell of an editable ``InteractionRow``, or `nil` for another row.
  ///
  /// While the user edits, changes of the model do not reconfigure the row's cell — that would
  /// cut off the typing; the row is reconfigured once the edit ends, if a change updated it or
  /// no handler took the value. The edit commits through the row's ``InteractionRow/ValueEdit``,
  /// wherever the row is by then, and never inside an update of the table: the table asks the
  /// field to resign as it commits a batch that deletes or reloads the row, or as it reloads.
  /// When the controller was applying a change, the edit commits once the change is applied;
  /// when the app committed a batch on the table itself (its own `performBatchUpdates` around a
  /// model change, a `reloadRows` or `deleteRows`), or ends the edit in the turn in which the
  /// table read its shape, on the main queue's next turn (``tableReadsItsShape()``) — after the
  /// app's call returned, so the app reads the old value until then. A `reloadData` the app makes asks the field to resign before it
  /// does anything else (`uikit-callback-rules.md`, K8): the edit commits there, and the table
  /// reloads the model with it.
  ///
  /// - Parameters:
  ///   - rowPath: The row.
  ///   - cell: The cell the editor is for, which ``endValueEditingForTableChange()`` asks to end
  ///     the edit.
  /// - Returns: The editor.
  package func valueEditor(forRowAt rowPath: RowPath, of cell: any ValueEditingCell)
    -> RowValueEditor?
  {
    guard contains(rowPath),
      let row = AnyDiffable.unwrapped(model.item(rowPath)) as? InteractionRow, row.isEditable,
      let offered = offeredRow(at: rowPath)
    else { return nil }
    return RowValueEditor(
      began: { [weak self, weak cell] in self?.valueEditingBegan(on: offered, in: cell) },
      ended: { [weak self] text in self?.valueEditingEnded(on: offered, text: text) })
  }

  /// Ends the user's edit of a row's value as the controller leaves its table — attached to
  /// another table, or to the same one again, which reloads — as a cell leaving the table does:
  /// the edited cell's field resigns, its text is committed to the row if the model still has it
  /// (its model change reaches the table being left, still attached), and no row's updates stay
  /// held for a typing that belongs to a table the controller no longer serves.
  ///
  /// Both controllers call it before they stop being the table's data source.
  package func endValueEditingForTableChange() {
    guard let editing = valueEditing else { return }
    // The controller asks, outside any update of the table: the text commits at once, so that
    // its change reaches the table being left rather than the next one.
    isEndingValueEditingForTableChange = true
    editing.cell?.endValueEditing()
    isEndingValueEditingForTableChange = false
    // A cell already gone (released, or ending its edit later) has nothing left to hold.
    if valueEditing?.identity == editing.identity { valueEditing = nil }
  }

  private func valueEditingBegan(on row: OfferedRow, in cell: (any ValueEditingCell)?) {
    valueEditing = ValueEditing(identity: row.identity, cell: cell)
  }

  private func valueEditingEnded(on row: OfferedRow, text: String) {
    let heldUpdate = valueEditing?.identity == row.identity && valueEditing?.heldUpdate == true
    if valueEditing?.identity == row.identity { valueEditing = nil }
    let commit: @MainActor () -> Void = { [weak self] in
      self?.commitEditedValue(text, on: row, heldUpdate: heldUpdate)
    }
    // The table asks the field to resign as it commits a batch that deletes or reloads the row
    // (UIKit resigns the first responder then, after it read the new shape), or as a reload
    // begins (uikit-callback-rules.md, K8): the row's value edit must not change the model inside
    // the table's update — the controller's batch would nest in the table's commit. When the
    // controller applies the update, the text commits once its change is applied; when the app
    // updated the table itself, once the table's update is over.
    if isApplying {
      pendingWork.add(valueEditCommit: commit)
    } else if let table, isTableReadingItsShape, !isEndingValueEditingForTableChange {
      table.performAfterLayout { [weak self] in
        guard let self else { return }
        if self.isApplying {
          self.pendingWork.add(valueEditCommit: commit)
        } else {
          commit()
        }
      }
    } else {
      commit()
    }
  }

  /// Notes that the table reads its shape — it loads, or commits a batch (`uikit-batch-rules.md`,
  /// §1.6: before the first responder of a deleted or reloaded row resigns) — until the update
  /// it is in is over (``TableUpdating/performAfterLayout(_:)``), so that an edit ending
  /// meanwhile commits after it.
  ///
  /// The shape read is the one sign of a batch's commit both tables give: `UITableView` tells no
  /// one that it is committing, and the app may have made the batch itself. Its update is taken
  /// as over on the main queue's next turn, on both tables: an edit that ends in the same turn —
  /// a batch resigned its field, or the app ended editing after updating the table — commits on
  /// the next one. A reload asks its first responder to resign before it reads anything (K8),
  /// before it changes anything: an edit ending there commits at once, before the reload goes on.
  func tableReadsItsShape() {
    guard !isTableReadingItsShape, let table else { return }
    isTableReadingItsShape = true
    table.performAfterLayout { [weak self] in self?.isTableReadingItsShape = false }
  }

  /// Passes an ended edit's text to the row's value edit, wherever the row is now, and shows
  /// the model's value in the cell when no handler took the text or a change updated the row
  /// meanwhile.
  private func commitEditedValue(_ text: String, on row: OfferedRow, heldUpdate: Bool) {
    guard let context = context(of: row, for: "the end of an edit of the value") else { return }
    let taken = editValue(text, at: context.rowPath)
    // A value no handler took must not stay in the field, which would show what the model has
    // not.
    guard !taken || heldUpdate,
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
  /// The cell whose field the user edits in.
  weak var cell: (any ValueEditingCell)?
  /// Whether a change updated the row while the user edited, so its cell is reconfigured once
  /// the edit ends.
  var heldUpdate = false
}
