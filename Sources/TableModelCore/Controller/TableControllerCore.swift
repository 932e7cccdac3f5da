/// The platform-neutral core of a table controller: it answers every question a table asks —
/// counts, items, heights, headers, selection, editing, moving, swipe actions, menus — from a
/// model, the rows' behaviours and the event handlers, and applies the model's changes to the
/// table.
///
/// Each table controller — `TableController` in `TableModelUIKit`, `HeadlessTableController` in
/// `TableModelTesting` — holds one as its `core` and only translates its table's callbacks into
/// calls on it. What an app configures is here: ``handlers``, behaviours
/// (``setBehavior(for:_:)``), ``diagnostics``, ``animation``, ``onSelect``, ``owner``,
/// ``pasteboard`` and ``standardActionTitles``.
///
/// ```swift
/// let controller = TableController(model: feed)
/// controller.core.handlers.register(TweetHandler.self)
/// controller.core.setBehavior(for: Tweet.self) { _ in
///   RowBehavior { $0.height = .automatic(estimated: 80) }
/// }
/// ```
///
/// ### Applying changes
///
/// On each change of the model the core primes the table's cached shape (before the model
/// mutates), then applies the batch and reconfigures updated rows and section headers — or
/// reloads, when the table is not in a window or the change is a reload. A change that arrives
/// while a batch is being applied is applied right after it; several such changes are coalesced
/// into one reload. A batch the table refuses is reported to ``diagnostics`` and the table
/// reloads.
///
/// A model change made inside a batch update the app opened itself (its own
/// `performBatchUpdates` or `beginUpdates`) becomes part of that batch. Make one model change
/// there at most: the table merges two changes into one batch, which UIKit refuses, as each is
/// in the positions of the model it changed. A second one is reported to ``diagnostics`` (kind
/// ``TableControllerCore/Diagnostic/Kind/changesMerged``) as it arrives; to make several
/// changes one batch, use the model's `performTransaction`.
@MainActor
public final class TableControllerCore {
  // MARK: Configuration

  /// Where the controller reports what it noticed and recovered from.
  ///
  /// The default is ``TableControllerCore/Diagnostic/standardHandler``.
  public var diagnostics: @MainActor (TableControllerCore.Diagnostic) -> Void = TableControllerCore
    .Diagnostic.standardHandler

  /// The event handlers, looked up per row.
  public var handlers = EventHandlerRegistry()

  /// The animation for inserted, deleted and moved rows.
  ///
  /// The default is `.automatic`.
  public var animation: RowAnimation = .automatic

  /// Where the context menu's "Copy" puts text and its "Paste" takes it from.
  ///
  /// The default keeps the text in memory; `TableController` uses the system pasteboard.
  public var pasteboard: any TableControllerCore.Pasteboard = MemoryPasteboard()

  /// The titles of the actions the controller adds to rows: "Copy" and "Paste" in context menus,
  /// "Delete" in swipe actions.
  ///
  /// The default is English; a localized app sets its own (``StandardActionTitles``).
  public var standardActionTitles = StandardActionTitles()

  /// Runs for a selected row that no handler took care of.
  public var onSelect: (@MainActor (RowContext) -> Void)?

  /// Runs when the keyboard or remote focus moves between rows (`didUpdateFocusIn`), with the
  /// context of the row that had it and of the row that has it now (`nil` outside the rows).
  public var onFocusUpdate: (@MainActor (_ previous: RowContext?, _ next: RowContext?) -> Void)?

  /// The row the focus goes to when the table gets it (`indexPathForPreferredFocusedView`),
  /// or `nil` for the table's choice; a row the model lacks counts as `nil`.
  public var preferredFocusedRow: (@MainActor () -> RowPath?)?

  /// What the table does with drops of content from outside it — another app, another table,
  /// or a row of its own that cannot move — or `nil` to take none.
  ///
  /// Rows dragged within the table to reorder them need no handler: they move as the reorder
  /// control moves them (``RowBehavior/canMove``).
  public var dropHandler: TableControllerCore.DropHandler?

  /// Whether a two-finger pan over selectable rows selects them (iOS 13).
  ///
  /// The pan puts the table in editing mode; the table's `allowsMultipleSelectionDuringEditing`
  /// must be on too.
  ///
  /// The default is `false`.
  public var allowsMultipleSelectionInteraction = false

  /// Runs with `true` when the user begins selecting rows with a two-finger pan, and with
  /// `false` when the fingers lift: a place to swap an Edit button for Done.
  public var onMultipleSelectionInteraction: (@MainActor (Bool) -> Void)?

  /// The object that owns the table — typically its view controller — held weakly, for
  /// handlers and actions to reach through ``RowContext/owner(as:)``.
  public weak var owner: AnyObject?

  /// The table the changes are applied to, once attached.
  package private(set) weak var table: (any TableUpdating)?

  /// Whether the controller is still its table's data source; asked as each event of the model
  /// arrives, set by the presenter.
  package var isTableDataSource: (@MainActor () -> Bool)?

  /// Whether the model announced a change (`willChange`) that has not arrived yet: the model may
  /// be changing now — in a transaction's operations, say.
  var isChangeAnnounced = false
  /// Whether the table asked about the model — its shape, a row — while the model was changing.
  ///
  /// It was answered without the half-changed model, and the change reaches it as a reload.
  /// ``reloadData()`` clears it, as it clears ``reloadAskedWhileChanging``.
  var tableReadModelWhileChanging = false
  /// Whether ``reloadData()`` was called while the model was changing: the reload waits for the
  /// change, which reaches the table as that reload.
  var reloadAskedWhileChanging = false

  /// Whether the model is changing now — it announced a change that has not arrived, outside the
  /// controller's own applying: the model below a layer may have changed while the layer has not
  /// heard of it yet, so the stack is not read.
  var isModelChanging: Bool { isChangeAnnounced && !isApplying }

  /// Runs after a batch with the sections whose models changed, so that the controller
  /// reconfigures the visible header and footer views (a table has no call for that).
  package var onSectionsUpdate: (@MainActor ([Int]) -> Void)?

  /// Runs when the model's table header object (``TableHeaderProviding``) changes its identity
  /// or content, and when a table is attached, so that the controller shows it.
  package var onTableHeaderChange: (@MainActor ((any Diffable)?) -> Void)?

  /// Whether an updated row's item now wants another cell class than the one the table shows.
  ///
  /// Such a row (a cell class chosen per item) is reloaded rather than reconfigured: UIKit
  /// refuses a reconfigure that dequeues another reuse identifier (R26). Set by the controller.
  package var rowNeedsNewCell: (@MainActor (RowPath) -> Bool)?

  /// The cell the table shows for a row, if any, while it is not being made.
  ///
  /// Set by the controller; it fills ``RowContext/cell`` for every lookup.
  package var shownCell: (@MainActor (RowPath) -> AnyObject?)?

  // MARK: State

  let model: AnyTableModel
  /// The model's events, whose completions wait for this controller's table.
  let events: TableModelEvents
  let heightCache = HeightCache()
  var behaviors: [ObjectIdentifier: @MainActor (any Diffable) -> RowBehavior] = [:]
  /// Where the rows of each item type seen so far get their behaviour (``behaviorSource(of:)``).
  var behaviorSources: [ObjectIdentifier: BehaviorSource] = [:]
  private var observation: TableModelEvents.Observation?
  var isApplying = false
  /// What waits for the change being applied, or for the table's layout, to be over.
  var pendingWork = PendingWork()
  var expectedUserMove: (from: RowPath, to: RowPath)?
  /// The batch last applied, until the table commits it.
  ///
  /// A table commits at once, unless the app opened a batch update around the model's change; it
  /// reads its data source's number of sections whenever it commits (`uikit-batch-rules.md`,
  /// §1.1).
  var uncommittedBatch: Changeset?
  var userMoveCount = 0
  var shownTableHeader: (any Diffable)?
  /// The shape the table last read, which a batch is checked against before it reaches it.
  var readShape = ReadShape()
  /// How many of the model's brackets (``TableModelEvents/Event/willChange`` to
  /// ``TableModelEvents/Event/didChange``) are open.
  var openBracketCount = 0
  /// Whether the outermost open bracket brought a change (`silentBracketEnded()`).
  var bracketHadChange = false
  var reportedUnboundTypes: Set<ObjectIdentifier> = []
  /// The row whose value the user is editing, if any.
  var valueEditing: ValueEditing?
  /// Whether the controller is ending the user's edit as it leaves its table, so that the text
  /// commits at once.
  var isEndingValueEditingForTableChange = false
  /// Whether the table read its shape in the update it is in (``tableReadsItsShape()``).
  var isTableReadingItsShape = false
  /// The row a swipe is editing — its item and where it was when the swipe began — so that the
  /// swipe's end reaches the same row's handler, wherever the row is by then, or after it was
  /// deleted.
  var swipeEditedRow: (item: any Diffable, rowPath: RowPath)?
  /// The model each displayed header or footer view was displayed with, by view, so that its
  /// end reaches the handler of the model it showed even when its section is gone.
  var displayedHeaderFooters: [ObjectIdentifier: any Diffable] = [:]
  /// The rows the model heard appear (``TableModel/willDisplayRow(at:)``) and not yet leave, by
  /// identity, with where they were last seen.
  var rowsShownToModel: [AnyDiffable.ID: RowPath] = [:]
  /// The row the user is dragging out of this table, from the drag's start to its end.
  var draggedRow: OfferedRow?
  /// The items the table asked to prefetch, by the position it named, until it cancels them or
  /// shows them, so that a cancel reaches the handler of the item that heard the prefetch.
  var prefetchedItems: [RowPath: any Diffable] = [:]
  /// The item each displayed cell was displayed with, by cell, until its display ends.
  var displayedItems: [ObjectIdentifier: any Diffable] = [:]
  /// How deep the controller is in answering the table's layout (``answeringLayout(_:)``): a
  /// change of the model made meanwhile waits for the layout to end (K22).
  ///
  /// A counter, since a cell's configuration can make the table ask again.
  private(set) var layoutCallbackDepth = 0

  /// Runs the app's code that answers the table's layout — a cell's configuration, a row's
  /// behaviour or computed height, a section's behaviour, a header or footer view's
  /// configuration, a handler hearing of a display — counted in ``layoutCallbackDepth``, so that
  /// a change of the model it makes waits for the layout to end (`uikit-callback-rules.md`, K22).
  ///
  /// - Parameter answer: The app's code.
  /// - Returns: What it returns.
  package func answeringLayout<Answer>(_ answer: () -> Answer) -> Answer {
    layoutCallbackDepth += 1
    defer { layoutCallbackDepth -= 1 }
    return answer()
  }
  /// The explicit heights the table was last given, by row identity, with where each row was
  /// then; moved with their rows through batches and forgotten when their rows leave the table.
  var answeredHeights: [AnyDiffable.ID: AnsweredHeight] = [:]
  /// Whether changes that arrived during the table's layout wait for it to end.
  var isWaitingForLayout = false
  /// The rows whose shown cell shows another item than the row's; set by the presenter.
  package var staleShownRows: (@MainActor () -> [RowPath])?

  // MARK: Lifecycle

  /// Creates a controller core for a model (or a stack of layers).
  ///
  /// - Parameter model: The model.
  package init(model: some TableModel) {
    self.model = AnyTableModel(model)
    events = model.events
    observation = model.events.observe { [weak self] event in self?.handle(event) }
  }

  /// The model, as given.
  public var modelObject: AnyObject { model.base }

  /// Attaches the table the changes are applied to, and reloads it.
  ///
  /// - Parameter table: The table.
  package func attach(to table: any TableUpdating) {
    self.table = table
    reloadData()
    shownTableHeader = tableHeader
    onTableHeaderChange?(tableHeader)
  }

  /// The model's table header object, when the model has one (``TableHeaderProviding``).
  package var tableHeader: (any Diffable)? {
    (model.base as? any TableHeaderProviding)?.tableHeader
  }

  /// Stops applying the model's changes to the table: another object became its data source.
  ///
  /// Reports a ``Diagnostic/Kind/tableTakenOver`` notice, so that an app that set a proxy data
  /// source forwarding to the controller learns why its table stopped following the model.
  func leaveTakenOverTable() {
    table = nil
    report(
      .tableTakenOver,
      "another object became the table's data source; the model's changes no longer reach the table (attach(to:) takes it back, reloaded; a data source that forwards to the controller is not supported)",
      severity: .notice)
  }

  /// Reloads the table from the model.
  ///
  /// The reload shows the model as it is, with the changes that wait to reach the table — made
  /// during its layout (a "will display"), which wait for the main queue's next turn, or while
  /// a batch was applied: they are done, and their completions run, rather than reach the
  /// reloaded table later as batches it would refuse.
  ///
  /// Called while the model changes — from a transaction's operations, say — the reload waits
  /// until the model publishes the change, which then reaches the table as this reload (not as a
  /// batch); a transaction that changed nothing reloads the table as it ends. Until then the model
  /// is half changed: a layer above it (a filter) has not heard the change yet and no longer
  /// agrees with the model below it, so the controller reads none of it. A table that reads its
  /// rows meanwhile — the app's own `reloadData()` of the table — gets the shape it last read and
  /// rows without items (``item(at:)``), and the change reaches it as a reload too.
  public func reloadData() {
    if isModelChanging {
      reloadAskedWhileChanging = true
      return
    }
    // The reload answers every question asked while the model changed: the table's, and the
    // app's own reload that waited for the change.
    tableReadModelWhileChanging = false
    reloadAskedWhileChanging = false
    let absorbed = pendingWork.takeChanges()
    heightCache.removeAll()
    answeredHeights = [:]
    readShape.forget()
    do {
      try table?.reloadData()
      endModelDisplayOfRowsOffScreen()
    } catch {
      diagnostics(
        TableControllerCore.Diagnostic(.error, .batchRejected, "reloadData failed: \(error)"))
    }
    for (_, release) in absorbed { release?() }
  }
}
