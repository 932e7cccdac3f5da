/// The platform-neutral core of a table controller: it answers every question a table asks —
/// counts, items, heights, headers, selection, editing, moving, swipe actions, menus — from a
/// model, the rows' behaviours and the event handlers, and applies the model's changes to the
/// table.
///
/// Each table controller — `TableController` in `TableModelUIKit`, `HeadlessTableController` in
/// `TableModelTesting` — holds one as its `core` and only translates its table's callbacks into
/// calls on it. What an app configures is here: ``handlers``, behaviours
/// (``setBehavior(for:_:)``), ``diagnostics``, ``animation``, ``onSelect``, ``owner`` and
/// ``pasteboard``.
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
/// ``TableControllerCore/Diagnostic/Kind/changesMerged``) as it arrives; to make several changes one batch, use
/// the model's `performTransaction`.
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
  private let events: TableModelEvents
  let heightCache = HeightCache()
  private var behaviors: [ObjectIdentifier: @MainActor (any Diffable) -> RowBehavior] = [:]
  /// Where the rows of each item type seen so far get their behaviour (``behaviorSource(of:)``).
  private var behaviorSources: [ObjectIdentifier: BehaviorSource] = [:]
  private var observation: TableModelEvents.Observation?
  private var isApplying = false
  /// Changes that arrived while a batch was applied, each with the release of its completion
  /// hold.
  private var queuedChanges: [(change: TableModelChange, release: (@MainActor () -> Void)?)] = []
  private var expectedUserMove: (from: RowPath, to: RowPath)?
  /// The batch last applied, until the table commits it.
  ///
  /// A table commits at once, unless the app opened a batch update around the model's change; it
  /// reads its data source's number of sections whenever it commits (`uikit-batch-rules.md`,
  /// §1.1).
  private var uncommittedBatch: Changeset?
  private var userMoveCount = 0
  private var shownTableHeader: (any Diffable)?
  /// The shape the table last read, which a batch is checked against before it reaches it.
  var readShape = ReadShape()
  /// How many of the model's brackets (``TableModelEvents/Event/willChange`` to
  /// ``TableModelEvents/Event/didChange``) are open.
  private var openBracketCount = 0
  /// Whether the outermost open bracket brought a change (`silentBracketEnded()`).
  private var bracketHadChange = false
  var reportedUnboundTypes: Set<ObjectIdentifier> = []
  /// The row whose value the user is editing, if any.
  var valueEditing: ValueEditing?
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
  private var isWaitingForLayout = false
  /// Whether ``queuedChanges`` began during the table's layout (else while a batch was applied),
  /// for the notice that coalesces them.
  private var changesQueuedDuringLayout = false
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

  /// Reloads the table from the model.
  public func reloadData() {
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
  }

  // MARK: Behaviours

  /// Sets the behaviour of every row whose item has a type, unless the item or a handler says
  /// otherwise.
  ///
  /// - Parameters:
  ///   - itemType: The item type.
  ///   - behavior: The behaviour of an item's row.
  public func setBehavior<Item>(
    for itemType: Item.Type, _ behavior: @escaping @MainActor (Item) -> RowBehavior
  ) {
    behaviors[ObjectIdentifier(itemType)] = { item in
      guard let item = item as? Item else { return RowBehavior() }
      return behavior(item)
    }
    behaviorSources[ObjectIdentifier(itemType)] = nil
  }

  // MARK: Model

  /// The number of sections.
  ///
  /// Reading it changes nothing: the shape the table read, which the controller checks every
  /// batch against, is what the table's data source answered.
  public var numberOfSections: Int { model.numberOfSections() }

  /// The number of rows in a section; 0 (and a diagnostic) for a section the model lacks.
  ///
  /// Reading it changes nothing: the shape the table read, which the controller checks every
  /// batch against, is what the table's data source answered.
  ///
  /// - Parameter section: A section index.
  /// - Returns: The number of rows.
  public func numberOfRows(inSection section: Int) -> Int {
    guard section >= 0, section < model.numberOfSections() else {
      report(
        .positionOutOfRange,
        "numberOfRows(inSection: \(section)): the model has \(model.numberOfSections()) sections")
      return 0
    }
    return model.numberOfRows(section)
  }

  /// The number of sections, answered to the table (its data source's
  /// `numberOfSections(in:)`): the table reads its shape, so the controller remembers it.
  ///
  /// Only a controller's data source calls it; app code reads ``numberOfSections``, which cannot
  /// make the controller believe the table read a shape it did not.
  ///
  /// - Returns: The number of sections.
  package func tableReadsNumberOfSections() -> Int {
    uncommittedBatch = nil
    let count = numberOfSections
    readShape.readSections(count)
    return count
  }

  /// The number of rows in a section, answered to the table (its data source's
  /// `tableView(_:numberOfRowsInSection:)`), which the controller remembers.
  ///
  /// - Parameter section: A section index.
  /// - Returns: The number of rows; 0 (and a diagnostic) for a section the model lacks.
  package func tableReadsNumberOfRows(inSection section: Int) -> Int {
    let count = numberOfRows(inSection: section)
    if section >= 0, section < model.numberOfSections() {
      readShape.readRows(count, inSection: section)
    }
    return count
  }

  /// The item of a row, or `nil` (and a diagnostic) for a row the model lacks.
  ///
  /// While a change the model made during the table's layout waits for the layout to end, the
  /// table goes on asking about its rows as they were: a row the model no longer has is then
  /// answered with `nil` and no diagnostic.
  ///
  /// - Parameter rowPath: The row.
  /// - Returns: The item, as the model publishes it.
  public func item(at rowPath: RowPath) -> (any Diffable)? {
    guard contains(rowPath) else {
      if !isWaitingForLayout {
        report(
          .positionOutOfRange, "item(at: \(rowPath)): the model's shape is \(shapeDescription)")
      }
      return nil
    }
    return model.item(rowPath)
  }

  /// The model of a section, or `nil` (and a diagnostic) for a section the model lacks — with no
  /// diagnostic while a change the model made during the table's layout waits for the layout to
  /// end, as for ``item(at:)``.
  ///
  /// - Parameter section: The section.
  /// - Returns: The section's model.
  public func sectionModel(at section: Int) -> (any Diffable)? {
    guard section >= 0, section < model.numberOfSections() else {
      guard !isWaitingForLayout else { return nil }
      report(
        .positionOutOfRange,
        "sectionModel(at: \(section)): the model has \(model.numberOfSections()) sections")
      return nil
    }
    return model.sectionModel(section)
  }

  /// The context of a row, for handlers and actions: the same for every callback, with the
  /// row's cell whenever the table shows one.
  ///
  /// - Parameters:
  ///   - rowPath: The row.
  ///   - cell: Its cell, if known; otherwise the cell the table shows for the row, unless the
  ///     controller is applying a change or the table has yet to commit one (the table and the
  ///     model then disagree).
  /// - Returns: The context, or `nil` for a row the model lacks.
  package func context(at rowPath: RowPath, cell: AnyObject? = nil) -> RowContext? {
    // Not `Optional.map`: a closure formed on the main actor and called from it checks the
    // executor at every call, and a table asks for the context of every row it sizes.
    guard let item = item(at: rowPath) else { return nil }
    let tableAgrees = !isApplying && uncommittedBatch == nil
    let cell = cell ?? (tableAgrees ? shownCell?(rowPath) : nil)
    return RowContext(item: item, rowPath: rowPath, cell: cell, controller: self)
  }

  /// The context of a row for the questions a table asks about it — its behaviour, height and
  /// indentation — without its cell: UIKit asks them while it lays out, when `cellForRow(at:)`
  /// hands out no cell and logs a fault (`uikit-callback-rules.md`, K19), and outside a layout
  /// such a lookup forces a pending one (K20).
  ///
  /// - Parameter rowPath: The row.
  /// - Returns: The context, or `nil` for a row the model lacks.
  func questionContext(at rowPath: RowPath) -> RowContext? {
    guard let item = item(at: rowPath) else { return nil }
    return RowContext(item: item, rowPath: rowPath, cell: nil, controller: self)
  }

  // MARK: Internal

  func contains(_ rowPath: RowPath) -> Bool {
    rowPath.section >= 0 && rowPath.section < model.numberOfSections() && rowPath.row >= 0
      && rowPath.row < model.numberOfRows(rowPath.section)
  }

  var shapeDescription: String {
    "\((0..<model.numberOfSections()).map { model.numberOfRows($0) })"
  }

  func report(
    _ kind: TableControllerCore.Diagnostic.Kind, _ message: String,
    severity: TableControllerCore.Diagnostic.Severity = .error
  ) {
    diagnostics(TableControllerCore.Diagnostic(severity, kind, message))
  }

  /// Reports, once per type, that an item or a header object has no view binding — a notice, as
  /// adopting the library one item type at a time is no error.
  ///
  /// - Parameters:
  ///   - value: The item or header object.
  ///   - message: What the controller shows instead.
  package func noteUnboundType(of value: any Diffable, _ message: @autoclosure () -> String) {
    let type = ObjectIdentifier(Swift.type(of: AnyDiffable.unwrapped(value)))
    guard reportedUnboundTypes.insert(type).inserted else { return }
    report(.unboundItemType, message(), severity: .notice)
  }

  /// The behaviour of a row: the handler's, the item's, the controller's for the item's type,
  /// or the default.
  func resolvedBehavior(for context: RowContext) -> RowBehavior {
    givenBehavior(for: context) ?? RowBehavior()
  }

  /// The behaviour a handler, the item or the controller gives a row; `nil` when none does and
  /// the row behaves by default.
  func givenBehavior(for context: RowContext) -> RowBehavior? {
    if let behavior = handlers.handler(for: context)?.behavior(context) { return behavior }
    let value = context.value
    switch behaviorSource(of: value) {
    case .item: return (value as? any RowBehaviorProviding)?.rowBehavior
    case .type(let make): return make(value)
    case .none: return nil
    }
  }

  /// Where the rows of an item type get their behaviour when no handler gives it.
  enum BehaviorSource {
    /// The item: it is ``RowBehaviorProviding``.
    case item
    /// The controller, for the item's type (``setBehavior(for:_:)``).
    case type(@MainActor (any Diffable) -> RowBehavior)
    /// Nothing: the default.
    case none
  }

  /// Where the rows of `value`'s type get their behaviour, found once per type.
  ///
  /// A cast to `any RowBehaviorProviding` looks the conformance up in the runtime (hundreds of
  /// instructions, for a type that does not conform too), and a table that does not estimate
  /// its heights asks the height of every row at every batch.
  func behaviorSource(of value: any Diffable) -> BehaviorSource {
    let type = ObjectIdentifier(Swift.type(of: value))
    if let source = behaviorSources[type] { return source }
    let source: BehaviorSource
    if value is any RowBehaviorProviding {
      source = .item
    } else if let make = behaviors[type] {
      source = .type(make)
    } else {
      source = .none
    }
    behaviorSources[type] = source
    return source
  }

  // MARK: Applying changes

  private func handle(_ event: TableModelEvents.Event) {
    switch event {
    case .willChange:
      if openBracketCount == 0 { bracketHadChange = false }
      openBracketCount += 1
      if !isApplying, layoutCallbackDepth == 0 { table?.prepareForUpdates() }
    case .changed(let change):
      bracketHadChange = true
      // The completions of the mutation (`replace(with:completion:)`…) wait for this table.
      let release = events.holdCompletion()
      if let move = expectedUserMove {
        expectedUserMove = nil
        defer { release?() }
        if Self.isOnly(move, change) {  // The table moved the row itself.
          rebaseAnsweredHeights(afterUserMove: move)
          return
        }
        // The table shows the user's move, the model did something else: only a reload can
        // bring them together.
        report(
          .editNotHandled,
          "the user moved \(move.from) → \(move.to) but the model changed by \(change); reloading",
          severity: .notice)
        reloadData()
        return
      }
      // A change from inside the table's layout (a cell's configuration, a "will display", a
      // row's behaviour or computed height, a header or footer view's configuration) waits for
      // the layout to end: UIKit refuses a batch from there (uikit-callback-rules.md, K22).
      if layoutCallbackDepth > 0 || isWaitingForLayout, let table {
        if queuedChanges.isEmpty { changesQueuedDuringLayout = true }
        queuedChanges.append((change, release))
        if !isWaitingForLayout {
          isWaitingForLayout = true
          table.performAfterLayout { [weak self] in self?.applyChangesAfterLayout() }
        }
        return
      }
      if isApplying {
        if queuedChanges.isEmpty { changesQueuedDuringLayout = false }
        queuedChanges.append((change, release))
        return
      }
      if let uncommittedBatch {
        report(
          .changesMerged,
          "the model changed (\(change)) before the table committed its previous change (\(uncommittedBatch)): both are inside a batch update the app opened (performBatchUpdates or beginUpdates), which merges them into one batch that UIKit refuses; change the model once per batch update, or make several changes one with the model's performTransaction"
        )
      }
      apply(change, release: release)
    case .didChange:
      refreshTableHeader()
      openBracketCount = max(0, openBracketCount - 1)
      // Nothing queued or half-applied: the table's shape must be the model's.
      if openBracketCount == 0, !bracketHadChange, !isApplying, queuedChanges.isEmpty,
        !isWaitingForLayout, uncommittedBatch == nil, expectedUserMove == nil
      {
        silentBracketEnded()
      }
    }
  }

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

  private func refreshTableHeader() {
    let header = tableHeader
    guard !AnyDiffable.same(header, shownTableHeader) else { return }
    shownTableHeader = header
    if table != nil { onTableHeaderChange?(header) }
  }

  /// Applies a change to the table, then calls `release` once the table has applied it: after the
  /// batch's animations, or at once after a reload or reconfiguration.
  private func apply(_ change: TableModelChange, release: (@MainActor () -> Void)?) {
    guard let table else {
      release?()
      return
    }
    isApplying = true
    defer {
      isApplying = false
      applyQueuedChanges()
    }
    guard case .batch(let changeset) = change, table.isInWindow else {
      reloadData()
      release?()
      return
    }
    let updated = changeset.updatedRows.map { (rowPath: $0, identity: identity(at: $0)) }
    if let missing = updated.first(where: { $0.identity == nil }) {
      // Updates name rows after the change: one the model lacks makes the whole change suspect
      // (a custom model's bookkeeping), and a negative position is a row no table has — UIKit
      // may raise on it, where no Swift code can catch it.
      report(
        .batchRejected,
        "the model reported an update of row \(missing.rowPath), which it does not have (its shape is \(shapeDescription)), in \(changeset); reloading instead"
      )
      reloadData()
      release?()
      return
    }
    heightCache.invalidate(Set(updated.compactMap(\.identity)))
    let reconfigured = rowsToReconfigure(updated)
    do {
      if changeset.hasStructuralChanges {
        let calls = changeset.batchCalls(animation: animation)
        // Inside a batch update the app opened, the table merges changes (diagnosed above as
        // changesMerged): the shape it read says nothing about the merged batch.
        // Inside a batch update the app opened, nothing says where rows go: answers are
        // forgotten, and the table asks again.
        var mapping: BatchValidator.Mapping?
        if uncommittedBatch == nil {
          // Where the rows go is needed only to move the heights the table was given.
          switch preflight(calls, mappingRows: !answeredHeights.isEmpty) {
          case nil:
            // The table has not read its shape since it last loaded (or ever): UIKit would
            // take the model's shape now, with the change in it, as the shape before the
            // batch and refuse it (uikit-batch-rules.md, §1.2). A reload is always right.
            reloadData()
            release?()
            return
          case .failure(let refusal)?:
            report(
              .batchRejected,
              "the table would refuse \(changeset) (\(refusal.rule.identifier)): \(refusal.message); reloading instead"
            )
            reloadData()
            release?()
            return
          case .success(let batchMapping)?: mapping = batchMapping
          }
        }
        rebaseAnsweredHeights(through: mapping)
        uncommittedBatch = changeset
        try table.applyBatch(calls, completion: { release?() })
        endModelDisplayOfRowsOffScreen()
      }
      if !reconfigured.isEmpty {
        let kept = try updateCells(at: reconfigured, in: table)
        // A reconfigure does not re-measure rows with explicit heights; an empty batch does.
        if !kept.isEmpty, heightsChanged(at: kept, width: table.layoutWidth) {
          try table.applyBatch([], completion: {})
        }
      }
      if !changeset.updatedSections.isEmpty { onSectionsUpdate?(changeset.updatedSections) }
      if !changeset.hasStructuralChanges { release?() }
    } catch {
      report(.batchRejected, "the table refused \(changeset): \(error); reloading instead")
      reloadData()
      release?()
    }
  }

  /// Shows rows' current items in their cells: reconfigures the rows whose shown cell has the
  /// reuse identifier their item wants, and reloads those whose item now wants another cell
  /// class (``rowNeedsNewCell``, a cell class chosen per item).
  ///
  /// The split is the mechanism, not the `catch` of a caller: on a device, UIKit raises an
  /// Objective-C exception, which Swift cannot catch, on a reconfigure that dequeues another
  /// reuse identifier (R26); only the headless table throws.
  ///
  /// - Parameters:
  ///   - rowPaths: The rows, in the table's current positions.
  ///   - table: The table.
  /// - Returns: The rows reconfigured (not reloaded).
  /// - Throws: What the table throws when it refuses the reconfigure or the reload (the headless
  ///   table only).
  @discardableResult
  func updateCells(at rowPaths: [RowPath], in table: any TableUpdating) throws -> [RowPath] {
    let reloaded = rowPaths.filter { rowNeedsNewCell?($0) ?? false }
    let reloadedSet = Set(reloaded)
    let kept = reloaded.isEmpty ? rowPaths : rowPaths.filter { !reloadedSet.contains($0) }
    if !kept.isEmpty { try table.reconfigureRows(at: kept) }
    if !reloaded.isEmpty { try table.applyBatch([.reloadRows(reloaded, .none)], completion: {}) }
    return kept
  }

  /// The updated rows to reconfigure now: all but the one whose value the user is editing, which
  /// is reconfigured when the edit ends — reconfiguring it now would cut off the typing.
  private func rowsToReconfigure(_ updated: [(rowPath: RowPath, identity: AnyDiffable.ID?)])
    -> [RowPath]
  {
    guard let editing = valueEditing else { return updated.map(\.rowPath) }
    let rows = updated.filter { $0.identity != editing.identity }.map(\.rowPath)
    if rows.count < updated.count { valueEditing?.heldUpdate = true }
    return rows
  }

  /// Applies the changes that arrived during the table's layout, then reconfigures the rows
  /// whose cells were made meanwhile from the changed model at positions the table had not
  /// moved yet.
  private func applyChangesAfterLayout() {
    isWaitingForLayout = false
    guard !isApplying else { return }
    applyQueuedChanges()
    guard let table, let stale = staleShownRows?(), !stale.isEmpty else { return }
    do {
      try updateCells(at: stale, in: table)
    } catch {
      report(.batchRejected, "the table refused to reconfigure \(stale): \(error); reloading")
      reloadData()
    }
  }

  private func applyQueuedChanges() {
    guard !queuedChanges.isEmpty else { return }
    let changes = queuedChanges
    queuedChanges = []
    if changes.count == 1 {
      apply(changes[0].change, release: changes[0].release)
    } else {
      let when =
        changesQueuedDuringLayout
        ? "while the table laid out its rows (a cell's or a header or footer view's configuration, a \"will display\", a row's or a section's behaviour, or a computed height changed it), where UIKit takes no batch; they waited for the layout to end"
        : "while the table applied the previous batch"
      report(
        .changesCoalesced,
        "the model changed \(changes.count) times \(when); the table reloaded once instead of animating each change",
        severity: .notice)
      reloadData()
      for (_, release) in changes { release?() }
    }
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
