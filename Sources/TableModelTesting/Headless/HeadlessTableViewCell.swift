/// A cell of a ``HeadlessTableView``: the reusable view of one visible row, without UIKit.
///
/// Like `UITableViewCell`, a cell is created once per reuse identifier and reused: when its row
/// leaves the screen or is deleted it goes to its table's reuse pool, and the next
/// ``HeadlessTableView/dequeueReusableCell(withIdentifier:for:)`` with the same identifier takes it
/// back after calling ``prepareForReuse()``.
///
/// The base class shows ``text`` and ``detailText``. Subclass it to present your own content and
/// override ``renderedText`` to choose what the table's text rendering shows. Subclasses are
/// created through ``init(reuseIdentifier:)`` when they are registered by class.
@MainActor
open class HeadlessTableViewCell {
  /// The identifier the cell was dequeued with, or `nil` for a cell made outside any pool.
  public let reuseIdentifier: String?

  /// The main text, as `textLabel.text` would hold it.
  public var text: String?

  /// The secondary text, as `detailTextLabel.text` would hold it.
  public var detailText: String?

  /// The accessory at the trailing edge, as `accessoryType`; set by whoever configures the cell.
  ///
  /// The default is `RowBehavior/Accessory/none`.
  public var accessory: RowBehavior.Accessory = .none

  /// How the cell looks while its row is selected, as `selectionStyle`; set by whoever
  /// configures the cell.
  ///
  /// The default is `RowBehavior/SelectionStyle/default`.
  public var selectionStyle: RowBehavior.SelectionStyle = .default

  /// What assistive technologies read and offer for the cell, as its `accessibilityLabel`,
  /// `accessibilityValue`, `accessibilityHint`, `accessibilityTraits` and
  /// `accessibilityCustomActions`; set by whoever configures the cell (a table controller, from
  /// the row's `RowBehavior/accessibility`, before the cell configures itself).
  ///
  /// Like UIKit's, it survives reuse. ``HeadlessTableView/accessibilityReading(forRowAt:)`` reads
  /// it as VoiceOver would.
  public var accessibility = RowBehavior.Accessibility()

  /// Whether the cell's row is selected.
  ///
  /// The table sets it.
  public internal(set) var isSelected = false

  /// Whether the user's finger is down on the cell's row
  /// (``HeadlessTableView/highlightedRow``).
  ///
  /// The table sets it.
  public internal(set) var isHighlighted = false

  /// Whether the cell is in editing mode, as `isEditing`: while the table edits after
  /// ``HeadlessTableView/setEditing(_:animated:)``, and for the swiped row's cell while a swipe
  /// drives the table's editing (``HeadlessTableView/openSwipeActions(_:at:)``).
  ///
  /// The table sets it.
  public internal(set) var isEditing = false

  /// How deep the cell's content is indented, as `indentationLevel`.
  ///
  /// The table sets it from the delegate's
  /// ``HeadlessTableViewDelegate/tableView(_:indentationLevelForRowAt:)`` when the cell is
  /// displayed or reconfigured.
  public internal(set) var indentationLevel = 0

  /// The editing control the cell shows: `RowBehavior/EditingStyle/delete` for the red minus,
  /// `RowBehavior/EditingStyle/insert` for the green plus, `RowBehavior/EditingStyle/none` for no control, as
  /// `editingStyle`.
  ///
  /// The table sets it while it is editing, from the data source's
  /// ``HeadlessTableViewDataSource/tableView(_:canEditRowAt:)`` and the delegate's
  /// ``HeadlessTableViewDelegate/tableView(_:editingStyleForRowAt:)``; it is
  /// `RowBehavior/EditingStyle/none` while the table is not editing.
  public internal(set) var editingStyle: RowBehavior.EditingStyle = .none

  /// Whether the cell's content is indented to make room for the editing control, as
  /// `shouldIndentWhileEditing`.
  ///
  /// The table sets it while it is editing, from the delegate's
  /// ``HeadlessTableViewDelegate/tableView(_:shouldIndentWhileEditingRowAt:)``.
  public internal(set) var shouldIndentWhileEditing = true

  /// Whether the cell shows the reorder control, as `showsReorderControl`.
  ///
  /// The table sets it: `true` while the table is editing and the data source's
  /// ``HeadlessTableViewDataSource/tableView(_:canMoveRowAt:)`` allows moving the row.
  public internal(set) var showsReorderControl = false

  /// How many times the cell was taken back from a reuse pool.
  public private(set) var reuseCount = 0

  /// The table that last asked its data source for the cell, so that input simulated in the
  /// cell (typing) follows the table's rule for gestures; `nil` for a cell no table asked for.
  weak var table: HeadlessTableView?

  /// Creates a cell.
  ///
  /// - Parameter reuseIdentifier: The identifier of the pool the cell belongs to.
  public required init(reuseIdentifier: String?) {
    self.reuseIdentifier = reuseIdentifier
  }

  /// Called as the cell leaves its table for the reuse pool — scrolled off, its row deleted or
  /// reloaded, or the table reloaded — as a `UITableViewCell` leaves its window; does nothing
  /// here.
  func didLeaveTable() {}

  /// Called as the table asks the first responder to resign: as a reload begins, before anything
  /// else (`uikit-callback-rules.md`, K8), and as a batch that deletes or reloads the cell's row
  /// commits; does nothing here.
  func resignFirstResponder() {}

  /// Whether the cell holds the first responder — a field in it being edited.
  ///
  /// The table keeps such a cell out of the pool, displayed, while it holds it, even out of view
  /// (`uikit-callback-rules.md`, K3); `false` here.
  var holdsFirstResponder: Bool { false }

  /// Prepares the cell to present another row; the table calls it just before handing a pooled cell
  /// out again.
  ///
  /// The default clears ``text`` and ``detailText``, and resets ``accessory`` to
  /// `RowBehavior/Accessory/none` and ``selectionStyle`` to
  /// `RowBehavior/SelectionStyle/default`. Overrides must call `super`.
  open func prepareForReuse() {
    reuseCount += 1
    text = nil
    detailText = nil
    accessory = .none
    selectionStyle = .default
  }

  /// What the table's text rendering shows for this cell.
  ///
  /// The default is ``text``, followed by ``detailText`` after ` — ` when there is one.
  open var renderedText: String {
    switch (text, detailText) {
    case (let text?, let detail?): "\(text) — \(detail)"
    case (let text?, nil): text
    case (nil, let detail?): "— \(detail)"
    case (nil, nil): "(empty cell)"
    }
  }
}
