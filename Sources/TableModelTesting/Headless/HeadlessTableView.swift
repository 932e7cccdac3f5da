/// A table view without UIKit: it keeps `UITableView`'s contract — data source, delegate, cell
/// reuse, a viewport, batch updates — and enforces UIKit's batch-update rules, so table logic can
/// be tested on Linux or in CI without a simulator.
///
/// Where `UITableView` raises `NSInternalInconsistencyException`, the headless table throws a
/// `TableUpdateError` carrying UIKit's message and leaves itself exactly as it was
/// before the call. Where UIKit accepts a batch, the headless table moves its rows and cells the
/// way UIKit does (`uikit-batch-rules.md`, §3): surviving rows keep their cells, moved cells keep
/// their content, and inserted or reloaded rows get new cells from the data source.
///
/// ```swift
/// let table = HeadlessTableView(height: 400)
/// table.register(HeadlessTableViewCell.self, forCellReuseIdentifier: "Cell")
/// table.dataSource = fruitList       // a HeadlessTableViewDataSource showing fruitList.items
/// try table.reloadData()
///
/// fruitList.items.append("Kiwi")
/// try table.insertRows(at: [RowPath(row: 3, section: 0)], with: .automatic)  // accepted
/// try table.insertRows(at: [RowPath(row: 9, section: 0)], with: .automatic)
/// // throws R11: attempt to insert row 9 into section 0, but there are only 4 rows in section 0
/// //             after the update
/// ```
///
/// ### Simulating the user
///
/// Methods that begin with a gesture — ``tapRow(at:)`` (or ``touchDownRow(at:)`` and
/// ``liftFinger()``), ``tapAccessoryButton(at:)``, ``panToSelectRows(_:)``,
/// ``performSwipeAction(at:_:forRowAt:)`` (or ``openSwipeActions(_:at:)``),
/// ``commitEditing(forRowAt:)``, ``moveRowInteractively(from:to:)`` (or
/// ``beginInteractiveMove(ofRowAt:)``), ``performMenuAction(titled:forRowAt:)`` (or
/// ``openContextMenu(forRowAt:)``), ``commitContextMenuPreview(forRowAt:)``,
/// ``scrollToSectionIndexTitle(_:at:)``, ``performPrimaryAction(forRowAt:)``,
/// ``moveFocus(from:to:)``, ``focusPreferredRow()``, ``dragRow(at:over:dropAt:)``,
/// ``dropFromOutside(_:over:dropAt:)``, ``performAccessibilityCustomAction(named:forRowAt:)`` —
/// and the later steps of an interaction one opened — ``tapSwipeAction(at:)``,
/// ``closeSwipeActions()``, ``updateInteractiveMove(to:)``, ``endInteractiveMove()``,
/// ``cancelInteractiveMove()``, ``chooseContextMenuAction(titled:)``, ``dismissContextMenu()`` —
/// do what a user's gesture does in UIKit: they call the data source and delegate methods UIKit
/// calls, in UIKit's order, and change the table as UIKit does.
///
/// Each of them, a gesture or a later step of one, reaches the table as a touch reaches
/// `UITableView`: from the run loop, on a turn of its own — a tap on a swipe's button or a
/// menu's item is a new touch, and a dragged row moves on, or is dropped, turns after it was
/// picked up. So each first drains the pending phases (``settle()``), as a device runs them
/// on the turns between two touches: earlier batches finish animating, their completions run,
/// the table lays out. And each stops the program with a message naming it when simulated
/// inside an open batch (a ``performBatchUpdates(_:completion:)`` block, or between
/// ``beginUpdates()`` and ``endUpdates()``) or from inside a data-source or delegate call the
/// table is making: no touch reaches `UITableView` there. ``setContentOffset(_:)``,
/// `UIScrollView`'s programmatic scroll, is accepted anywhere.
///
/// ### Phases
///
/// As UIKit, the table spreads its callbacks over moments (``Phase``, `uikit-callback-rules.md`
/// §0.1): a batch creates the cells of inserted rows while it commits, but the cells of deleted
/// rows end their display — with their old index paths — and the batch's completion runs only at
/// the end of its animations, which a test reaches with ``finishAnimations()`` (or ``settle()``).
/// ``callbackLog`` records every data-source and delegate call with its phase.
///
/// ### Differences from UIKit
///
/// A cell holding the first responder — a ``HeadlessInteractionRowCell`` the user types in — is
/// neither reused nor ended while it keeps it, even out of view, and `cellForRow(at:)` returns
/// it there, as in UIKit (K3, K9). The headless table keeps no focus between calls, so a focused
/// cell is reused; and its cells never refuse to resign, so `reloadData()` always reloads (K8;
/// the typing cell is asked to end its edit first — as it is when a batch deletes or reloads its
/// row). Height callbacks repeat where
/// the spec traces a call site — the dequeue of an estimating table (K13) — and nowhere else.
/// <doc:TestingOnLinux#Differences-from-UIKit> lists these gaps.
///
/// ### Shape caching
///
/// As in UIKit (`uikit-batch-rules.md`, §1), the table caches the number of rows per section when
/// it loads and after every committed batch. A batch is validated against that cached shape
/// ("before") and the shape the data source reports when the batch commits ("after"). If nothing
/// is cached when the outermost batch begins — the table was never loaded — the data source is
/// read at that moment, so a model mutated before the batch begins is reported as UIKit would.
@MainActor
public final class HeadlessTableView {
  // MARK: Configuration

  /// The object that provides the table's rows and cells.
  ///
  /// The table does not retain it. Setting another one keeps the shape the table cached from
  /// the one before, as `UITableView`'s `setDataSource:` does — it reloads nothing, and marks no
  /// reload pending (reports: wordpress-mobile/WordPress-iOS#2933, "Setting a new dataSource
  /// doesn't reload the number of rows or sections"; Tencent/QMUI_iOS#1427, the table still
  /// asks rows for the sections it counted before): the next batch is validated against that
  /// shape, so call ``reloadData()`` after the swap, as on a device. A table that never read a
  /// shape reads the new data source's (`uikit-batch-rules.md`, §1.2).
  ///
  /// Setting it forgets the row of an open context menu (``contextMenuRow``), as `reloadData()`
  /// does: UIKit's `setDataSource:` retargets the menu's dismissal with force (K37). Which
  /// assignments do so — also one of the same object — UIKit does not document; the headless
  /// table's reading: every one.
  public weak var dataSource: (any HeadlessTableViewDataSource)? {
    didSet { state.contextMenu?.rowPath = nil }
  }

  /// The object that provides heights and receives display and selection callbacks.
  ///
  /// The table does not retain it.
  public weak var delegate: (any HeadlessTableViewDelegate)? {
    didSet { delegateEstimatesRowHeights = delegate is any HeadlessTableViewEstimatingDelegate }
  }

  /// Whether the delegate, when it was set, implemented `estimatedHeightForRowAt`
  /// (``HeadlessTableViewEstimatingDelegate``), as UIKit caches its delegate's methods in
  /// `setDelegate:`; the layout asks it for every row it places.
  private(set) var delegateEstimatesRowHeights = false

  /// The rules batches are validated with; `BatchValidator/Profile/modern` by default.
  public var validator: BatchValidator

  /// The width of the viewport in points.
  ///
  /// Changing it gives the ``tableHeaderView`` the new width at once, and tells the controller
  /// that set the view on the next run-loop turn (``runLoopTurn()``), which measures it again:
  /// on a device, the view the controller wraps the header in hears of the new width as the
  /// table lays it out, and tells the controller from a task on the main actor, so the header's
  /// height follows a turn later.
  ///
  /// - Precondition: The width must be finite and not negative; otherwise (a frame UIKit's layer
  ///   would raise on) the program stops with a message naming it.
  public var width: Double {
    didSet {
      Self.requireViewportLength(width, "HeadlessTableView.width")
      if width != oldValue {
        placeTableHeader()
        if let view = tableHeaderView, view.onTableLayoutChange != nil {
          performAfterLayout { [weak view] in view?.onTableLayoutChange?(false) }
        }
      }
    }
  }

  /// The height of the viewport in points: rows inside it have cells.
  ///
  /// - Precondition: The height must be finite and not negative; otherwise the program stops with
  ///   a message naming it.
  public var height: Double {
    didSet { Self.requireViewportLength(height, "HeadlessTableView.height") }
  }

  /// Stops unless a length of the viewport is finite and not negative.
  private static func requireViewportLength(_ length: Double, _ call: @autoclosure () -> String) {
    requireContract(
      length.isFinite && length >= 0,
      "\(call()): the length \(length) is not a finite length of zero or more")
  }

  /// The height of a row when the delegate does not say otherwise.
  ///
  /// The default is 44. A negative, NaN or infinite value, or one above ``maximumHeight``, is
  /// refused as a delegate's row height is (`HeadlessTableViewDelegate/tableView(_:heightForRowAt:)`).
  public var rowHeight: Double = 44

  /// The largest height, in points, of a row, an estimate, a section header or footer, or the
  /// table header or footer view that a headless table lays out: 1,000,000,000.
  ///
  /// The table places its rows by adding heights up, as UIKit does. Past some height the sum
  /// stops being exact — rows below a tall one share a position — and past
  /// `Double.greatestFiniteMagnitude` it is infinite and no row below shows; UIKit lets such a
  /// height through to Core Animation, which renders garbage. Below this limit every position of
  /// a table of up to ``maximumCount`` rows and twice as many headers and footers, of whole
  /// points, is exact. A taller height is refused where it is given, as a NaN or infinite one
  /// is: a delegate's height or ``rowHeight`` with `TableUpdateError`
  /// (`TableUpdateError/Rule/invalidRowHeight` naming the row and the height, or
  /// `TableUpdateError/Rule/invalidSectionHeaderFooterHeight`); a property with a stop naming
  /// it.
  ///
  /// It is `RowBehavior.Height.maximum`, the largest height a table controller answers from a
  /// `RowBehavior` or a `SectionBehavior`, to a `UITableView` as to a headless table.
  public static let maximumHeight: Double = RowBehavior.Height.maximum

  /// An estimate of row heights; when greater than zero, rows are measured only when they are
  /// displayed, and estimated until then.
  ///
  /// The default is 44 (UIKit's standard row height): the table estimates, as a `UITableView`
  /// does by default since iOS 11 (its `estimatedRowHeight` is `automaticDimension`), so a test
  /// sees the height and cell callbacks a device makes (K12). Set it to 0 to measure every row
  /// when the table loads and after every batch, as a `UITableView` whose `estimatedRowHeight`
  /// is 0 does (K11) — unless the delegate is a ``HeadlessTableViewEstimatingDelegate``, as
  /// `HeadlessTableController` is: a delegate that implements `estimatedHeightForRowAt` makes
  /// UIKit estimate whatever this property says.
  ///
  /// - Precondition: The estimate must be finite and not negative; otherwise (NaN, which a check
  ///   for "greater than zero" would take for 0 and silently turn estimation off) the program
  ///   stops with a message naming it. So it does for one above ``maximumHeight``.
  public var estimatedRowHeight: Double = 44 {
    didSet {
      if estimatedRowHeight.isFinite {
        Self.requireAtMostMaximumHeight(
          estimatedRowHeight, "HeadlessTableView.estimatedRowHeight")
      }
      requireHeight(estimatedRowHeight, "HeadlessTableView.estimatedRowHeight")
    }
  }

  /// The height of a section header that has a title or a view.
  ///
  /// The default is 28. A negative, NaN or infinite value, or one above ``maximumHeight``, is
  /// refused as a delegate's header height is (`HeadlessTableViewDelegate/tableView(_:heightForHeaderInSection:)`, K18): the
  /// table operation that lays the header out throws `TableUpdateError`
  /// (`TableUpdateError/Rule/invalidSectionHeaderFooterHeight`), and the header counts as zero
  /// high meanwhile.
  public var sectionHeaderHeight: Double = 28

  /// The height of a section footer that has a title or a view.
  ///
  /// The default is 28. A negative, NaN or infinite value, or one above ``maximumHeight``, is
  /// refused as ``sectionHeaderHeight``'s is.
  public var sectionFooterHeight: Double = 28

  /// An estimate of section header heights, as `estimatedSectionHeaderHeight`, or `nil` for
  /// automatic, the default.
  ///
  /// Header estimation is independent of row estimation, as in UIKit (`uikit-callback-rules.md`
  /// K11, K12): whatever ``estimatedRowHeight`` is, a table whose headers are estimated sizes a
  /// header it is not about to display with the delegate's
  /// `HeadlessTableViewDelegate/tableView(_:estimatedHeightForHeaderInSection:)`, else with this
  /// estimate, and asks the header's height (and the title and the view behind the default) each
  /// time the header is about to be displayed. `nil`, like UIKit's default `automaticDimension`,
  /// estimates headers, and a header the delegate gives no estimate for is measured wherever the
  /// table needs its height (UIKit picks an estimate of its own there, which a headless table
  /// cannot know). Set 0 to turn header estimation off, as `estimatedSectionHeaderHeight = 0`
  /// does: then a header without the delegate's estimate is measured whenever the table builds
  /// its row data — as it loads, in ``reloadData()`` and in every committed batch — and keeps
  /// that height until the next build (K11), even when rows are estimated.
  ///
  /// - Precondition: The estimate must be finite, not negative and at most ``maximumHeight``;
  ///   otherwise the program stops with a message naming it.
  public var estimatedSectionHeaderHeight: Double? = nil {
    didSet {
      requireHeight(estimatedSectionHeaderHeight, "HeadlessTableView.estimatedSectionHeaderHeight")
    }
  }

  /// An estimate of section footer heights, as `estimatedSectionFooterHeight`, or `nil` for
  /// automatic, the default; footers are estimated as headers are
  /// (``estimatedSectionHeaderHeight``).
  ///
  /// - Precondition: The estimate must be finite, not negative and at most ``maximumHeight``;
  ///   otherwise the program stops with a message naming it.
  public var estimatedSectionFooterHeight: Double? = nil {
    didSet {
      requireHeight(estimatedSectionFooterHeight, "HeadlessTableView.estimatedSectionFooterHeight")
    }
  }

  /// The largest count a headless table lays out, of sections and of rows in all sections
  /// together (each on its own): 1,000,000, the package's limit on the sections a model reports
  /// to code that reads its whole shape (`TableModelLimits.maximumSectionCount`).
  ///
  /// A data source that reports more — or a negative number of sections — is not clamped or
  /// allocated: the table operation that reads the counts throws `TableUpdateError`
  /// (`TableUpdateError/Rule/invalidTableSize`) naming the call and the count, and the table
  /// is left as it was.
  public static let maximumCount = TableModelLimits.maximumSectionCount

  /// The view above the first section, as `tableHeaderView`; ``render()`` shows it first.
  ///
  /// As in UIKit (`uikit-callback-rules.md`, K54–K55), only the view's height comes from the app,
  /// and only when the view is assigned: the table keeps the height of
  /// ``HeadlessTableViewHeaderFooterView/frame`` at that moment (``tableHeaderHeight``), puts the
  /// sections below it, and gives the view the table's width and the top of the content. A later
  /// change of the view's frame alone moves nothing; the table puts the frame back on its next
  /// content-size update (a batch, a reload) or scroll. To change the height, set the frame's
  /// height and assign the same view again. The table owns the view outright and never puts it
  /// in a reuse pool.
  ///
  /// - Precondition: The view's frame height is finite (a negative one counts as zero) and at
  ///   most ``maximumHeight``; otherwise (a frame UIKit's layer would raise on, or one the
  ///   table cannot place sections below) the program stops with a message naming it.
  public var tableHeaderView: HeadlessTableViewHeaderFooterView? {
    didSet {
      tableHeaderHeight = Self.checkedFrameHeight(
        of: tableHeaderView, "HeadlessTableView.tableHeaderView")
      placeTableHeader()
    }
  }

  /// The height the table gives its ``tableHeaderView``: the view's frame height when it was last
  /// assigned; 0 without one.
  public private(set) var tableHeaderHeight: Double = 0

  /// The view below the last section, as `tableFooterView`; ``render()`` shows it last.
  ///
  /// It follows the rules of ``tableHeaderView`` (`uikit-callback-rules.md`, K56): the table
  /// keeps the height of its ``HeadlessTableViewHeaderFooterView/frame`` when it is assigned
  /// (``tableFooterHeight``), adds it to ``contentHeight``, and gives the view the table's width
  /// and the bottom of the content as its top. A later change of the frame alone moves nothing;
  /// the table puts the frame back on its next content-size update or scroll. (UIKit's footer
  /// also hides the filler separators of a plain table, which the headless table does not draw.)
  ///
  /// - Precondition: The view's frame height is finite and at most ``maximumHeight``, as
  ///   ``tableHeaderView``'s.
  public var tableFooterView: HeadlessTableViewHeaderFooterView? {
    didSet {
      tableFooterHeight = Self.checkedFrameHeight(
        of: tableFooterView, "HeadlessTableView.tableFooterView")
      placeTableHeader()
    }
  }

  /// The height the table gives a table header or footer view: its frame's, or zero for a
  /// negative one or none, after a check that it is finite — a NaN or infinite height would lay
  /// out every section at no place, or show none.
  private static func checkedFrameHeight(
    of view: HeadlessTableViewHeaderFooterView?, _ call: @autoclosure () -> String
  ) -> Double {
    guard let height = view?.frame.height else { return 0 }
    requireContract(
      height.isFinite, "\(call()): the view's frame height \(height) is not finite")
    requireAtMostMaximumHeight(height, "\(call()): the view's frame height")
    return max(0, height)
  }

  /// Stops, naming the property, unless a height set on the table is at most ``maximumHeight``.
  private static func requireAtMostMaximumHeight(
    _ height: Double, _ name: @autoclosure () -> String
  ) {
    requireContract(
      height <= maximumHeight,
      "\(name()) \(height) is more than HeadlessTableView.maximumHeight (\(Int(maximumHeight))), the largest height a headless table lays out"
    )
  }

  /// The height the table gives its ``tableFooterView``: the view's frame height when it was last
  /// assigned; 0 without one.
  public private(set) var tableFooterHeight: Double = 0

  /// Whether the table is in a window.
  ///
  /// A table outside a window validates and applies batches as on screen
  /// (`uikit-callback-rules.md`, K52), but ``reloadData()`` makes no cells there: they come with
  /// the next layout (``layoutIfNeeded()``, a scroll), which works, with a warning logged once in
  /// ``diagnostics`` (K51). A batch logs that warning too, as UIKit brings its visible cells up
  /// to date when a batch begins (K15). Code that drives the table also reads it to know whether
  /// animating is worth it.
  public var isInWindow = true

  /// Whether the values of items dropped from another app arrive after the drop, as an item
  /// provider's do on a device: on the next ``runLoopTurn()`` after `performDropWith` returned,
  /// when the model may have changed meanwhile (``loadPayloads(of:as:completion:)``).
  ///
  /// The default is `false`: they arrive at once. Items dragged within the table always do
  /// (UIKit hands over their local object).
  public var loadsDroppedValuesLater = false

  /// Whether the table asks its data source to prefetch rows as the user scrolls, as
  /// `isPrefetchingEnabled`.
  ///
  /// The default is `true`: the table also prepares the cell of the row ahead of a scroll
  /// (``preparedRows``, K9). Turning it off drops every outstanding request without a cancel
  /// (`uikit-callback-rules.md`, K42) and every prepared cell.
  public var isPrefetchingEnabled = true {
    didSet {
      guard !isPrefetchingEnabled else { return }
      state.prefetch = PrefetchState()
      dropPreparedCells { _ in true }
    }
  }

  /// How many rows beyond the visible ones a scroll asks the data source to prefetch, ahead of
  /// the scroll; outstanding rows farther than this from the visible ones are cancelled.
  ///
  /// The default is 10. UIKit's own window is internal and changes between versions: apps must
  /// not depend on it (K40). A distance longer than the table (`Int.max`, say) reaches every
  /// row.
  ///
  /// - Precondition: Not negative; otherwise the program stops with a message naming it.
  public var prefetchingDistance = 10 {
    didSet {
      requireContract(
        prefetchingDistance >= 0,
        "HeadlessTableView.prefetchingDistance: \(prefetchingDistance) is negative")
    }
  }

  /// Called after every committed batch, accepted or rejected, with what happened.
  public var onBatch: (@MainActor (BatchRecord) -> Void)?

  // MARK: State

  var state = State()
  var registrations: [String: @MainActor (String) -> HeadlessTableViewCell] = [:]
  var headerFooterRegistrations:
    [String: @MainActor (String) -> HeadlessTableViewHeaderFooterView] = [:]
  var batchDepth = 0
  var recordedCalls: [TableViewCall] = []
  var deferredReconfigures: [RowPath] = []
  var reloadRequestedDuringBatch = false
  var batchCompletions: [@MainActor (Bool) -> Void] = []
  var pendingError: TableUpdateError?
  var reconfiguring: (path: RowPath, cell: HeadlessTableViewCell)?
  /// How deep the table is in `tableView(_:cellForRowAt:)` calls: a counter, as a cell's
  /// configuration can make the table ask for another cell (a reconfigure) before it returns.
  var cellRequestDepth = 0
  var isAskingForCells: Bool { cellRequestDepth > 0 }
  /// Whether the user's finger is down on a row (``touchDownRow(at:)``), until ``liftFinger()``.
  var isTouchDown = false
  /// How deep the table is in its visible-cells pass (K19–K22): while it is positive, the table
  /// hands out no cells, defers reloads and refuses batches.
  var visibleCellsPassDepth = 0
  /// The headers and footers whose heights the current layout pass asked, so that one about to
  /// be displayed is asked once a pass.
  var slotsMeasuredInPass = Set<HeaderFooterSlot>()
  var isUpdatingVisibleCells: Bool { visibleCellsPassDepth > 0 }
  /// Whether a visible-cells update waits for the next layout pass: after ``reloadData()`` or
  /// ``setNeedsLayout()`` (K8, K20).
  var needsVisibleCellsUpdate = false
  var hasWarnedOfForcedLayout = false
  /// Whether a ``reloadData()`` made during the visible-cells pass waits for the pass to end
  /// (K21).
  var reloadDeferredByPass = false
  /// Whether the reload a visible-cells pass deferred waits in ``runLoopWork`` (K21).
  var isPassReloadScheduled = false
  /// How deep the table is in work during which UIKit suspends reloads besides its
  /// visible-cells pass: ``reloadData()`` itself, a batch's commit, the cell loop of
  /// ``setEditing(_:animated:)`` (K8).
  var reloadSuspensionDepth = 0
  /// Whether a ``reloadData()`` made while reloads were suspended waits for the suspension to
  /// end (K8).
  var reloadRequestedWhileSuspended = false
  /// Whether the table is calling the delegate's `tableView(_:willBeginEditingRowAt:)` for a
  /// swipe that is opening, so that a `setEditing(true, animated:)` from there — as
  /// `UITableViewController`'s makes — joins the swipe's editing (K32).
  var isBeginningSwipe = false
  /// Whether the table is calling the data source's `tableView(_:commit:forRowAt:)` (K23).
  var isCommittingEditingStyle = false
  /// Whether the table is calling the data source's `tableView(_:moveRowAt:to:)` for a move the
  /// user just made, which it commits (K24).
  var isCommittingUserMove = false
  var operationDepth = 0
  var cancelledEndCount = 0
  /// The phase calls are recorded in now.
  var phase = Phase.call
  var callbackRecorder = CallbackRecorder()
  /// Work for the next run-loop turn (``runLoopTurn()``), in the order it was scheduled.
  var runLoopWork: [RunLoopWork] = []
  var diagnosticLog: [String] = []
  var isDraining = false
  /// The row the user is dragging by its reorder control, and where it would land (K49–K50).
  var reorder: (source: RowPath, target: RowPath)?
  /// A `setEditing(_:animated:)` made while a row was being dragged, applied when the drag ends
  /// (K47).
  var editingAfterReorder: Bool?
  /// Whether the table already logged that it laid out outside a window (K51).
  var warnedAboutLayoutOutsideWindow = false
  /// Whether a task that ends the animations on the next main-actor turn is scheduled.
  var isAnimationEndTaskScheduled = false
  /// Whether a task that runs the work of ``performAfterLayout(_:)`` on the next main-actor turn
  /// is scheduled.
  var isMainQueueTaskScheduled = false
  /// Whether a prefetch delivery waits in ``runLoopWork``.
  var isPrefetchDeliveryScheduled = false
  /// Whether cells that leave the screen now end their display at the end of the animations: set
  /// while a batch commits.
  var retiresAtAnimationEnd = false
  /// Whether the batch about to commit is a bare update call (a batch of one call, phase
  /// ``Phase/call``).
  var commitsBareCall = false

  /// How many of the latest calls ``callbackLog`` keeps; 0 turns recording off.
  ///
  /// The default, 10,000, keeps a test's calls and bounds the memory of a long run; `Int.max`
  /// keeps every call.
  ///
  /// - Precondition: Not negative; otherwise (a limit `callbackLog` cannot keep) the program
  ///   stops with a message naming it.
  public var callbackLogLimit = 10_000 {
    didSet {
      requireContract(
        callbackLogLimit >= 0,
        "HeadlessTableView.callbackLogLimit: \(callbackLogLimit) is negative; 0 turns recording off"
      )
    }
  }

  /// The last batch committed, accepted or rejected.
  public internal(set) var lastBatch: BatchRecord?

  /// How many times the table reloaded everything: a ``reloadData()`` outside a batch, one a
  /// batch deferred to its end, or a batch UIKit carries out by reloading (R21).
  public internal(set) var reloadCount = 0

  /// Whether the table is in editing mode, as `isEditing`.
  ///
  /// It is `true` after ``setEditing(_:animated:)`` turned editing on, and also while a swipe the
  /// user opened outside editing mode shows its actions (``openSwipeActions(_:at:)``): as UIKit's
  /// swipe-to-delete mode, that swipe-driven editing begins after the delegate's
  /// ``HeadlessTableViewDelegate/tableView(_:willBeginEditingRowAt:)`` returns and ends before
  /// its ``HeadlessTableViewDelegate/tableView(_:didEndEditingRowAt:)``
  /// (`uikit-callback-rules.md`, K32). What reads it reads the swipe too: the default
  /// ``HeadlessTableViewDelegate/tableView(_:canPerformPrimaryActionForRowAt:)``,
  /// ``allowsSelectionDuringEditing``, ``allowsFocusDuringEditing``,
  /// ``allowsMultipleSelectionDuringEditing``.
  public var isEditing: Bool { editsAllRows || isSwipeDrivenEditing }

  /// Whether ``setEditing(_:animated:)`` turned editing on, as opposed to the editing an open
  /// swipe drives: only then do cells show editing and reorder controls.
  var editsAllRows = false

  /// Whether rows can be selected.
  ///
  /// The default is `true`.
  public var allowsSelection = true

  /// Whether several rows can be selected at once while the table is not editing.
  ///
  /// Turning it off outside editing deselects every row, without telling the delegate
  /// (`uikit-callback-rules.md`, K31). The default is `false`.
  public var allowsMultipleSelection = false {
    didSet {
      if oldValue, !allowsMultipleSelection, !isEditing { deselectAllSilently() }
    }
  }

  /// Whether several rows can be selected at once while the table is editing; it also lets the
  /// user select rows while the table edits, as ``allowsSelectionDuringEditing`` does, and with
  /// a two-finger pan (``panToSelectRows(_:)``).
  ///
  /// The default is `false`.
  public var allowsMultipleSelectionDuringEditing = false

  /// Whether rows can be selected while the table is editing.
  ///
  /// The default is `false`.
  public var allowsSelectionDuringEditing = false

  /// Whether focus moving to a row also selects it, as `selectionFollowsFocus`; see
  /// ``moveFocus(from:to:)``.
  ///
  /// The default is `false`.
  public var selectionFollowsFocus = false

  /// Whether rows can take the focus while the table does not edit, as `allowsFocus`, unless
  /// the delegate's ``HeadlessTableViewDelegate/tableView(_:canFocusRowAt:)`` says otherwise.
  ///
  /// The default is `true`; UIKit derives its own from the platform.
  public var allowsFocus = true

  /// Whether rows can take the focus while the table edits, as `allowsFocusDuringEditing`,
  /// unless the delegate's ``HeadlessTableViewDelegate/tableView(_:canFocusRowAt:)`` says
  /// otherwise.
  ///
  /// The default is `true`; UIKit derives its own from the platform.
  public var allowsFocusDuringEditing = true

  /// The object that gives the items of a drag that begins on a row, as `dragDelegate`; see
  /// ``dragRow(at:over:dropAt:)``.
  ///
  /// The table does not retain it. With none, rows do not drag.
  public weak var dragDelegate: (any HeadlessTableView.DragDelegate)?

  /// The object that takes drops, as `dropDelegate`; see ``dragRow(at:over:dropAt:)`` and
  /// ``dropFromOutside(_:over:dropAt:)``.
  ///
  /// The table does not retain it. With none, the table takes no drops.
  public weak var dropDelegate: (any HeadlessTableView.DropDelegate)?

  // MARK: Lifecycle

  /// Creates a table with a viewport of the given size, with nothing loaded yet.
  ///
  /// - Parameters:
  ///   - width: The viewport's width in points. The default is 375.
  ///   - height: The viewport's height in points. The default is 667.
  ///   - profile: Which version of UIKit's batch rules to enforce. The default is
  ///     `BatchValidator/Profile/modern`.
  /// - Precondition: Both lengths must be finite and not negative; otherwise the program stops with
  ///   a message naming this call and the length.
  public init(
    width: Double = 375, height: Double = 667, profile: BatchValidator.Profile = .modern
  ) {
    Self.requireViewportLength(width, "HeadlessTableView.init(width:height:profile:)")
    Self.requireViewportLength(height, "HeadlessTableView.init(width:height:profile:)")
    self.width = width
    self.height = height
    self.validator = BatchValidator(profile: profile)
  }

  // MARK: Reading the table

  /// Whether the table has a cached shape: it was loaded, or a batch began.
  public var isLoaded: Bool { state.cachedShape != nil }

  /// The shape the table has cached, or `nil` before it first loads.
  public var cachedShape: TableShape? { state.cachedShape }

  /// The number of sections the table knows about, loading its shape first if needed.
  public var numberOfSections: Int { loadedShape().numberOfSections }

  /// The number of rows the table knows about in a section, loading its shape first if needed.
  ///
  /// - Parameter section: A section index.
  /// - Returns: The cached number of rows.
  /// - Precondition: The section must exist; otherwise the program stops, as UIKit raises an
  ///   exception, with a message naming this call, the section and the table's shape.
  public func numberOfRows(inSection section: Int) -> Int {
    let shape = loadedShape()
    requireContract(
      shape.rowCounts.indices.contains(section),
      "HeadlessTableView.numberOfRows(inSection:): section \(section) is not in the table, whose shape is \(shape)"
    )
    return shape.numberOfRows(inSection: section)
  }

  /// The cell of a row, or `nil` when the row has no cell because it is outside the viewport.
  ///
  /// Out of the viewport, a row's prepared cell (K9, ``preparedRows``) and the cell that holds
  /// the first responder — a field the user types in — are returned too, as UIKit returns them
  /// (K3, K9).
  ///
  /// As in UIKit, a layout that is pending (after ``reloadData()`` or ``setNeedsLayout()``) is
  /// performed first, with a one-time warning in ``diagnostics`` (K20). Called from a callback of
  /// the visible-cells pass (`cellForRowAt`, `willDisplay`, a height), it returns `nil` and logs
  /// UIKit's message in ``diagnostics`` (K19).
  ///
  /// - Parameter rowPath: The row's position.
  /// - Returns: The row's cell, if it has one.
  public func cellForRow(at rowPath: RowPath) -> HeadlessTableViewCell? {
    if isUpdatingVisibleCells {
      diagnose(
        "Attempted to call -cellForRowAtIndexPath: on the table view while it was in the process of updating its visible cells, which is not allowed. Make a symbolic breakpoint at UITableViewAlertForCellForRowAtIndexPathAccessDuringUpdate to catch this in the debugger and see what caused this to occur. (row \(rowPath))"
      )
      return nil
    }
    performPendingLayout(warning: true)
    return state.cells[rowPath] ?? state.firstResponderCells[rowPath]
      ?? state.preparedCells[rowPath]
  }

  /// The rows that have cells, in order; a pending layout is performed first (K20).
  public var indexPathsForVisibleRows: [RowPath] {
    performPendingLayout(warning: true)
    return state.cells.keys.sorted()
  }

  /// The cells of the visible rows, in row order; a pending layout is performed first (K20).
  ///
  /// Read from a callback of the visible-cells pass, it logs UIKit's message in ``diagnostics``
  /// (K19) and returns the cells as they are.
  public var visibleCells: [HeadlessTableViewCell] {
    if isUpdatingVisibleCells {
      diagnose(
        "Attempted to access the table view's visibleCells while they were in the process of being updated, which is not allowed. Make a symbolic breakpoint at UITableViewAlertForVisibleCellsAccessDuringUpdate to catch this in the debugger and see what caused this to occur."
      )
      return state.cells.keys.sorted().compactMap { state.cells[$0] }
    }
    return indexPathsForVisibleRows.compactMap { state.cells[$0] }
  }

  /// Marks the visible cells as needing an update at the next layout pass, as a size change
  /// does; an API that needs the cells meanwhile lays out at once (K20).
  public func setNeedsLayout() {
    needsVisibleCellsUpdate = true
  }

  /// The position of a visible cell's row, or `nil` when the cell is not visible.
  ///
  /// - Parameter cell: A cell.
  /// - Returns: The row the cell presents.
  public func indexPath(for cell: HeadlessTableViewCell) -> RowPath? {
    state.cells.first { $0.value === cell }?.key
  }
}
