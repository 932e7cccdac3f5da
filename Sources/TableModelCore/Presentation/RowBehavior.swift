/// How a row behaves and looks beyond its cell's content: height, indentation, accessory,
/// selection, editing, moving, swipe actions, context menu and accessibility.
///
/// A row gets its behaviour from, in order: its event handler (``RowEventHandler/behavior(for:context:)``),
/// the item itself when it adopts ``RowBehaviorProviding``, the controller's per-type
/// ``TableControllerCore/setBehavior(for:_:)``, and finally these defaults.
public struct RowBehavior: Sendable {
  /// How tall the row is.
  ///
  /// The default is the table's standard height.
  public var height: RowBehavior.Height = .standard
  /// How far the content is indented, in steps.
  ///
  /// The default is 0. A row of an ``OutlineTableModel`` is indented further by its depth in the
  /// tree.
  ///
  /// - Precondition: With the depth of an outline's row added, the level is at most `Int.max`;
  ///   otherwise the program stops when a table asks for the row's indentation, with a message
  ///   naming the row, the level and the depth.
  public var indentationLevel = 0
  /// The accessory.
  ///
  /// The default is none.
  public var accessory: RowBehavior.Accessory = .none
  /// Whether the row highlights when touched.
  ///
  /// The default is `true`.
  public var isHighlightable = true
  /// Whether the row can be selected.
  ///
  /// The default is `true`.
  public var isSelectable = true
  /// How the selected row looks.
  ///
  /// The default is the system's.
  public var selectionStyle: RowBehavior.SelectionStyle = .default
  /// Whether a selected row deselects itself, animated, once its action has run — as settings rows
  /// do.
  ///
  /// The default is `false`.
  public var deselectsAfterSelection = false
  /// What editing the row does.
  ///
  /// The default is none.
  public var editingStyle: RowBehavior.EditingStyle = .none
  /// The title of the delete confirmation button and of the row's default "Delete" swipe action,
  /// or `nil` for the system's confirmation button and the controller's
  /// ``TableControllerCore/StandardActionTitles/delete`` swipe action.
  public var deleteConfirmationTitle: String?
  /// Whether the content indents while the table edits.
  ///
  /// The default is `true`.
  public var indentsWhileEditing = true
  /// Whether the user can move the row.
  ///
  /// The default is `false`.
  public var canMove = false
  /// Whether the row may be moved to another section.
  ///
  /// The default is `false`: a move is kept within the row's section.
  public var movesAcrossSections = false
  /// The actions revealed by swiping from the leading edge.
  public var leadingSwipeActions: [SwipeAction] = []
  /// The actions revealed by swiping from the trailing edge.
  ///
  /// An editable row with the delete style and no trailing actions gets the system's delete action.
  public var trailingSwipeActions: [SwipeAction] = []
  /// The actions of the row's context menu.
  public var contextMenuActions: [ContextMenu.Action] = []
  /// The submenus of the row's context menu, after its actions.
  public var contextMenuSubmenus: [ContextMenu] = []
  /// What the row's context menu shows above itself instead of the row, if anything.
  public var contextMenuPreview: ContextMenu.Preview?
  /// The text a "Copy" action of the context menu puts on the pasteboard; `nil` or empty for no
  /// copy.
  public var copyText: String?
  /// Receives pasted text from a "Paste" action of the context menu; `nil` for no paste.
  ///
  /// The menu offers "Paste" only while the controller's pasteboard has text
  /// (``TableControllerCore/Pasteboard/hasString``).
  public var paste: (@MainActor (String, RowContext) -> Void)?
  /// What assistive technologies read and offer for the row: label, value, hint, traits and
  /// custom actions.
  ///
  /// The default reads the cell's own.
  public var accessibility = RowBehavior.Accessibility()
  /// What the row's primary action does — a tap, Return on the focused row, a click on Mac
  /// Catalyst (`performPrimaryActionForRowAt`) — or `nil` for none.
  ///
  /// Unlike selection, which focus can move (`selectionFollowsFocus`), the primary action runs
  /// only when the user acts on the row: navigate here, keep state in a handler's `didSelect`.
  /// An ``InteractionRow``'s ``InteractionRow/action`` runs as its primary action. The default
  /// is `nil`.
  public var primaryAction: (@MainActor (RowContext) -> Void)?
  /// Whether the row can take keyboard or remote focus (`canFocusRowAt`), or `nil` for the
  /// table's setting (`allowsFocus`, or `allowsFocusDuringEditing` while it edits).
  ///
  /// The default is `nil`.
  public var isFocusable: Bool?
  /// Whether focus moving to the row also selects it, when the table's `selectionFollowsFocus`
  /// is on (`selectionFollowsFocusForRowAt`).
  ///
  /// The default is `true`.
  public var selectionFollowsFocus = true
  /// What a drag of the row carries out of the table — to another app or onto another row —
  /// when the table allows dragging (`dragDelegate`).
  ///
  /// A row the user can move (``canMove``) is dragged to reorder it even without payloads, at
  /// any time, not only while the table edits; a row that cannot move and has no payloads does
  /// not drag. A ``TableControllerCore/DragPayload/url(_:)`` whose string is not a URL is left
  /// out of the drag, with a notice, as no item provider can carry it. The default is none.
  public var dragPayloads: [TableControllerCore.DragPayload] = []

  /// The default behaviour.
  public init() {}

  /// A behaviour, configured by a closure.
  ///
  /// - Parameter configure: Changes the defaults.
  public init(_ configure: (inout RowBehavior) -> Void) {
    configure(&self)
  }

  /// Whether the row can be edited at all (its editing style is not none, or it has swipe
  /// actions).
  public var isEditable: Bool {
    editingStyle != .none || !leadingSwipeActions.isEmpty || !trailingSwipeActions.isEmpty
  }
}

/// An item that knows how its row behaves.
public protocol RowBehaviorProviding {
  /// The row's behaviour.
  @MainActor var rowBehavior: RowBehavior { get }
}

/// How a section looks around its rows: header and footer titles and heights, and its section
/// index title.
public struct SectionBehavior: Hashable, Sendable {
  /// The header title, or `nil` for none.
  public var headerTitle: String?
  /// The footer title, or `nil` for none.
  public var footerTitle: String?
  /// The section's title in the section index (the letters at the trailing edge), or `nil`.
  public var indexTitle: String?
  /// The header's height, or `nil` for the table's default.
  ///
  /// `nil` is also how a header that sizes itself is asked for: it becomes
  /// `UITableView.automaticDimension` in the UIKit table.
  ///
  /// - Precondition: A height must be finite, not negative and at most
  ///   ``RowBehavior/Height/maximum`` (`UITableView.automaticDimension`, -1, is not a height
  ///   here: use `nil`); otherwise setting it stops the program with a message naming the
  ///   property and the height.
  public var headerHeight: Double? {
    didSet { requireHeight(headerHeight, "SectionBehavior.headerHeight") }
  }
  /// The footer's height, or `nil` for the table's default.
  ///
  /// `nil` is also how a footer that sizes itself is asked for: it becomes
  /// `UITableView.automaticDimension` in the UIKit table.
  ///
  /// - Precondition: A height must be finite, not negative and at most
  ///   ``RowBehavior/Height/maximum`` (`UITableView.automaticDimension`, -1, is not a height
  ///   here: use `nil`); otherwise setting it stops the program with a message naming the
  ///   property and the height.
  public var footerHeight: Double? {
    didSet { requireHeight(footerHeight, "SectionBehavior.footerHeight") }
  }
  /// An estimate of the header's height, used until the header is displayed — for a header that
  /// sizes itself, so the table need not measure every header up front — or `nil` for
  /// ``headerHeight`` (none: the table measures the header).
  ///
  /// - Precondition: An estimate must be finite, not negative and at most
  ///   ``RowBehavior/Height/maximum``; otherwise setting it stops the program with a message
  ///   naming the property and the estimate.
  public var estimatedHeaderHeight: Double? {
    didSet { requireHeight(estimatedHeaderHeight, "SectionBehavior.estimatedHeaderHeight") }
  }
  /// An estimate of the footer's height, used until the footer is displayed, or `nil` for
  /// ``footerHeight`` (none: the table measures the footer).
  ///
  /// - Precondition: An estimate must be finite, not negative and at most
  ///   ``RowBehavior/Height/maximum``; otherwise setting it stops the program with a message
  ///   naming the property and the estimate.
  public var estimatedFooterHeight: Double? {
    didSet { requireHeight(estimatedFooterHeight, "SectionBehavior.estimatedFooterHeight") }
  }

  /// Creates a section behaviour.
  ///
  /// - Parameters:
  ///   - headerTitle: The header title.
  ///   - footerTitle: The footer title.
  ///   - indexTitle: The section index title.
  ///   - headerHeight: The header height.
  ///   - footerHeight: The footer height.
  ///   - estimatedHeaderHeight: An estimate of the header height, for a self-sizing header.
  ///   - estimatedFooterHeight: An estimate of the footer height, for a self-sizing footer.
  /// - Precondition: The heights and the estimates must be finite, not negative and at most
  ///   ``RowBehavior/Height/maximum`` (for a header or footer that sizes itself, pass `nil`, not
  ///   `UITableView.automaticDimension`); otherwise the program stops with a message naming the
  ///   parameter and the value.
  public init(
    headerTitle: String? = nil, footerTitle: String? = nil, indexTitle: String? = nil,
    headerHeight: Double? = nil, footerHeight: Double? = nil, estimatedHeaderHeight: Double? = nil,
    estimatedFooterHeight: Double? = nil
  ) {
    self.headerTitle = headerTitle
    self.footerTitle = footerTitle
    self.indexTitle = indexTitle
    requireHeight(
      headerHeight,
      "SectionBehavior.init(headerTitle:footerTitle:indexTitle:headerHeight:footerHeight:estimatedHeaderHeight:estimatedFooterHeight:): headerHeight"
    )
    requireHeight(
      footerHeight,
      "SectionBehavior.init(headerTitle:footerTitle:indexTitle:headerHeight:footerHeight:estimatedHeaderHeight:estimatedFooterHeight:): footerHeight"
    )
    self.headerHeight = headerHeight
    self.footerHeight = footerHeight
    requireHeight(
      estimatedHeaderHeight,
      "SectionBehavior.init(headerTitle:footerTitle:indexTitle:headerHeight:footerHeight:estimatedHeaderHeight:estimatedFooterHeight:): estimatedHeaderHeight"
    )
    requireHeight(
      estimatedFooterHeight,
      "SectionBehavior.init(headerTitle:footerTitle:indexTitle:headerHeight:footerHeight:estimatedHeaderHeight:estimatedFooterHeight:): estimatedFooterHeight"
    )
    self.estimatedHeaderHeight = estimatedHeaderHeight
    self.estimatedFooterHeight = estimatedFooterHeight
  }
}

/// A section model that knows how its section looks, and that may give its header and footer
/// models of their own — RLDTableViewSuite's section model with its `header` and `footer` models.
///
/// A header or footer model is what a ``HeaderFooterFactory`` binding configures the view with
/// and what a header and footer handler (``EventHandlerRegistry/HeaderFooterHandler``) is typed
/// by: a header that shows the same thing in several kinds of sections has one model type, one
/// view binding and one handler. Without one, the section model itself plays that part. Every
/// requirement has a default.
///
/// ```swift
/// struct DaySection: Diffable, Hashable, SectionBehaviorProviding {
///   var id: Date
///   var unread: Int
///   var headerModel: (any Diffable)? { DayHeader(date: id, unread: unread) }
/// }
/// controller.headerFooters.registerHeader(DayHeaderView.self, for: DayHeader.self) { view, day in
///   view.show(day)
/// }
/// ```
///
/// Derive the header and footer models from the section model, as above: a change of the
/// section model is what refreshes the views that show them.
public protocol SectionBehaviorProviding {
  /// The section's behaviour. The default has no titles and the table's heights.
  var sectionBehavior: SectionBehavior { get }

  /// The model of the section's header view, or `nil` to let the section model be it. The
  /// default is `nil`.
  var headerModel: (any Diffable)? { get }

  /// The model of the section's footer view, or `nil` to let the section model be it. The
  /// default is `nil`.
  var footerModel: (any Diffable)? { get }
}

extension SectionBehaviorProviding {
  /// No titles, no index title and the table's heights.
  public var sectionBehavior: SectionBehavior { SectionBehavior() }

  /// `nil`: the section model is the header's model.
  public var headerModel: (any Diffable)? { nil }

  /// `nil`: the section model is the footer's model.
  public var footerModel: (any Diffable)? { nil }
}

extension TitledSection: SectionBehaviorProviding {
  /// The header and footer titles; no index title.
  public var sectionBehavior: SectionBehavior {
    SectionBehavior(headerTitle: headerTitle, footerTitle: footerTitle)
  }
}

extension GroupSection: SectionBehaviorProviding {
  /// The key as header title and index title.
  public var sectionBehavior: SectionBehavior {
    SectionBehavior(headerTitle: "\(key)", indexTitle: "\(key)")
  }
}
