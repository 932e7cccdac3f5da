/// The headless cell of an `InteractionRow`: its title as ``HeadlessTableViewCell/text`` and
/// its value as ``HeadlessTableViewCell/detailText``, with `✎` after the value of an editable row,
/// whose value field a test types in with ``typeValue(_:)`` and ``endEditingValue()``.
public final class HeadlessInteractionRowCell: HeadlessTableViewCell, ItemPresenting,
  ValueEditingCell
{
  /// The row's image, as its name or URL string.
  public private(set) var imageSource: String?

  /// The text in an editable row's value field, as the user sees it: the row's value, or what
  /// the user is typing; `nil` for a row whose value is not editable.
  public private(set) var fieldText: String?

  /// The accessibility label of an editable row's value field, as its `accessibilityLabel`
  /// (`InteractionRow.valueFieldAccessibilityLabel`); `nil` for a row whose value is not editable.
  public private(set) var fieldAccessibilityLabel: String?

  /// Whether the user is editing the value field.
  public private(set) var isEditingValue = false

  /// Where the cell reports editing; the controller sets it.
  package var valueEditor: RowValueEditor?

  /// Shows a row.
  ///
  /// - Parameter row: The row.
  public func update(with row: InteractionRow) {
    text = row.title
    detailText = row.value.map { row.isEditable ? "\($0) ✎" : $0 }
    fieldText = row.isEditable ? row.value ?? "" : nil
    fieldAccessibilityLabel = row.isEditable ? row.valueFieldAccessibilityLabel : nil
    imageSource =
      switch row.image {
      case .named(let name)?: name
      case .url(let url)?: url
      case nil: nil
      }
  }

  /// Simulates the user typing in the value field: the first call begins editing, and the field
  /// shows `text`.
  ///
  /// A cell scrolled off while the user types stays out of the reuse pool with no
  /// `didEndDisplaying`, and the edit goes on, as UIKit keeps the cell that holds the first
  /// responder (`uikit-callback-rules.md` K3); ``HeadlessTableView/cellForRow(at:)`` still
  /// returns it, and scrolled back it shows again with no `cellForRowAt` or `willDisplay`. Once
  /// the edit ends out of view, the next layout ends the cell's display. A cell that leaves the
  /// table otherwise ends the edit as ``endEditingValue()`` does, as a `UITextField` resigns
  /// when it leaves the window; the controller hears of it on the table's next run-loop turn
  /// (``HeadlessTableView/runLoopTurn()``). The table's
  /// ``HeadlessTableView/reloadData()`` asks the field to resign first, as UIKit's asks the first
  /// responder, and so does a batch that deletes or reloads the row, as it commits: the
  /// controller hears of it during the call — or, for a reload asked for inside a batch, during
  /// the batch's call. The row's value edit gets the text never inside the table's update: at
  /// once as a reload begins, before it changes anything; once a batch's commit is over, before
  /// its call returns (on a device, on the main queue's next turn); and when the controller
  /// itself is applying a model change to the table, once the change is applied.
  ///
  /// Like the table's simulated gestures, typing reaches the cell from the run loop, each
  /// keystroke on a turn of its own: it first drains the table's pending phases
  /// (``HeadlessTableView/settle()``), and typing inside a batch update of the cell's table, or
  /// from inside a data-source or delegate call the table is making, stops the program with a
  /// message naming the call.
  ///
  /// - Parameter text: The field's text after the typing.
  /// - Precondition: The cell shows an editable row, and its table is not inside a batch update
  ///   or a data-source or delegate call.
  public func typeValue(_ text: String) {
    table?.drainBeforeGesture("typeValue(_:)", of: "HeadlessInteractionRowCell")
    requireContract(
      fieldText != nil,
      "HeadlessInteractionRowCell.typeValue(_:): the cell shows a row whose value is not editable")
    if !isEditingValue {
      isEditingValue = true
      valueEditor?.began()
    }
    fieldText = text
  }

  /// Simulates the user finishing the edit (the return key, or leaving the field): the controller
  /// passes the field's text to the row's `InteractionRow.ValueEdit`.
  ///
  /// As ``typeValue(_:)``, it first drains the table's pending phases.
  ///
  /// - Precondition: The user is editing the value (``typeValue(_:)``), and the cell's table is
  ///   not inside a batch update or a data-source or delegate call, as for ``typeValue(_:)``.
  public func endEditingValue() {
    table?.drainBeforeGesture("endEditingValue()", of: "HeadlessInteractionRowCell")
    requireContract(
      isEditingValue,
      "HeadlessInteractionRowCell.endEditingValue(): the value is not being edited; call typeValue(_:) first"
    )
    endValueEditing()
  }

  /// Ends the edit the user is making as the field resigning first responder does — the
  /// controller leaving the cell's table asks it to: the controller gets the field's text at once.
  package func endValueEditing() {
    guard isEditingValue else { return }
    isEditingValue = false
    valueEditor?.ended(fieldText ?? "")
  }

  /// Ends the edit the user is making as the table asks the field to resign first responder — a
  /// reload (K8), or a batch deleting or reloading the row: the controller gets the field's text
  /// during the call.
  override func resignFirstResponder() { endValueEditing() }

  /// The field being edited holds the first responder: the table keeps the cell, displayed,
  /// while the user types, even when its row scrolls out of view (K3).
  override var holdsFirstResponder: Bool { isEditingValue }

  /// Ends the edit the user was making when the cell leaves its table, as a `UITextField` that
  /// leaves the window resigns first responder (`editingDidEnd`): after the table's operation,
  /// on its next run-loop turn, the controller gets the field's text, commits it to the row if
  /// the model still has it, and stops holding the row's updates for the typing.
  override func didLeaveTable() {
    guard isEditingValue else { return }
    isEditingValue = false
    guard let editor = valueEditor else { return }
    let text = fieldText ?? ""
    guard let table else { return editor.ended(text) }
    table.scheduleAfterCommit { editor.ended(text) }
  }

  /// Clears the image and the value field too.
  public override func prepareForReuse() {
    super.prepareForReuse()
    imageSource = nil
    fieldText = nil
    fieldAccessibilityLabel = nil
    isEditingValue = false
  }
}
