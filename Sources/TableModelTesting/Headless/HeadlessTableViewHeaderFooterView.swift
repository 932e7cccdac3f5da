/// A section header or footer view of a ``HeadlessTableView``, or its table header, without UIKit:
/// the counterpart of `UITableViewHeaderFooterView`.
///
/// Like a cell, a section's header or footer view is reused: the delegate returns one from
/// ``HeadlessTableViewDelegate/tableView(_:viewForHeaderInSection:)`` or
/// ``HeadlessTableViewDelegate/tableView(_:viewForFooterInSection:)``, usually from
/// ``HeadlessTableView/dequeueReusableHeaderFooterView(withIdentifier:)``; when its section
/// leaves the screen or is deleted, the view goes to its table's reuse pool, and the next dequeue
/// with the same identifier takes it back after calling ``prepareForReuse()``.
///
/// The base class shows ``text`` and ``detailText``. Subclass it to present your own content and
/// override ``renderedText`` to choose what the table's text rendering shows. Subclasses are
/// created through ``init(reuseIdentifier:)`` when they are registered by class.
@MainActor
open class HeadlessTableViewHeaderFooterView {
  /// The identifier the view was dequeued with, or `nil` for a view made outside any pool.
  public let reuseIdentifier: String?

  /// The main text, as `textLabel.text` would hold it.
  public var text: String?

  /// The secondary text, as `detailTextLabel.text` would hold it.
  public var detailText: String?

  /// How many times the view was taken back from a reuse pool.
  public private(set) var reuseCount = 0

  /// The height its table gives the view as its table header (`frame.height`), as the table
  /// controller measured it with ``fittingHeight(forWidth:)``; `nil` for a view that is not a
  /// table header.
  public internal(set) var height: Double?

  /// The view's frame, as `frame`, in its table's content coordinates; all zero until someone
  /// sets it.
  ///
  /// For the table's ``HeadlessTableView/tableHeaderView`` the app sets the height before
  /// assigning the view, and the table sets the rest (`uikit-callback-rules.md`, K54).
  public var frame = Frame(x: 0, y: 0, width: 0, height: 0)

  /// Tells the controller that set this view as the table header that the table's layout
  /// changed (`true`: also its text size), so that it measures the view again.
  package var onTableLayoutChange: (@MainActor (Bool) -> Void)?

  /// Creates a view.
  ///
  /// - Parameter reuseIdentifier: The identifier of the pool the view belongs to.
  public required init(reuseIdentifier: String?) {
    self.reuseIdentifier = reuseIdentifier
  }

  /// The height the view needs at a width, as `systemLayoutSizeFitting(_:)` measures a view:
  /// what a table controller makes a table header's ``height``.
  ///
  /// The default is 44 at any width; a subclass whose content wraps returns more at narrower
  /// widths.
  ///
  /// - Parameter width: The table's width.
  /// - Returns: The height: finite and not negative. A table controller that gets any other stops
  ///   the program with a message naming this method, the view's class and the value.
  open func fittingHeight(forWidth width: Double) -> Double { 44 }

  /// Prepares the view to present another section; the table calls it just before handing a
  /// pooled view out again.
  ///
  /// The default clears ``text`` and ``detailText``. Overrides must call `super`.
  open func prepareForReuse() {
    reuseCount += 1
    text = nil
    detailText = nil
  }

  /// Tells the view that its table enters or leaves editing mode, as UIKit sends
  /// `setEditing(_:animated:)` to the visible section header and footer views and to the table
  /// header and footer views that respond to it (`uikit-callback-rules.md`, K47).
  ///
  /// The table calls it from ``HeadlessTableView/setEditing(_:animated:)``, after it has updated
  /// its cells, for the views it shows then; a view displayed later is not told. The default
  /// does nothing, as a `UITableViewHeaderFooterView` that does not implement the method; a
  /// subclass that shows an editing state overrides it.
  ///
  /// - Parameters:
  ///   - editing: Whether the table is editing now.
  ///   - animated: Whether the table animates the change.
  open func setEditing(_ editing: Bool, animated: Bool) {}

  /// What the table's text rendering shows for this view.
  ///
  /// The default is ``text``, followed by ``detailText`` after ` — ` when there is one.
  open var renderedText: String {
    switch (text, detailText) {
    case (let text?, let detail?): "\(text) — \(detail)"
    case (let text?, nil): text
    case (nil, let detail?): "— \(detail)"
    case (nil, nil): "(empty view)"
    }
  }
}

extension HeadlessTableViewHeaderFooterView {
  /// A rectangle in points, as `CGRect`.
  public struct Frame: Hashable, Sendable {
    /// The left edge.
    public var x: Double
    /// The top edge.
    public var y: Double
    /// The width.
    public var width: Double
    /// The height.
    public var height: Double

    /// Creates a rectangle.
    ///
    /// - Parameters:
    ///   - x: The left edge.
    ///   - y: The top edge.
    ///   - width: The width.
    ///   - height: The height.
    public init(x: Double, y: Double, width: Double, height: Double) {
      self.x = x
      self.y = y
      self.width = width
      self.height = height
    }
  }
}
