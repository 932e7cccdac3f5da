extension HeadlessTableView {
  /// Everything a failed operation rolls back.
  struct State {
    var cachedShape: TableShape?
    var cells: [RowPath: HeadlessTableViewCell] = [:]
    var pools: [String: [HeadlessTableViewCell]] = [:]
    var selectedRows = Set<RowPath>()
    /// The row the user's finger is down on, highlighted; moved or dropped by batches as the
    /// selection is (K28).
    var highlightedRow: RowPath?
    var measuredHeights: [RowPath: Double] = [:]
    /// The delegate's estimates of rows not measured yet, asked with estimated heights and kept,
    /// as UIKit keeps them in its row data, until the next row-data build.
    var rowHeightEstimates: [RowPath: Double] = [:]
    /// The heights of section headers and footers, stored with the row data as UIKit stores them
    /// (K11, K18): asked when the table builds its row data and, with estimation, when a header
    /// is about to be displayed (K12); geometry is answered from here.
    var sectionHeights: [HeaderFooterSlot: Double] = [:]
    /// Cells of rows out of view that hold the first responder: still displayed, in no pool,
    /// until they give it up (K3).
    var firstResponderCells: [RowPath: HeadlessTableViewCell] = [:]
    /// The delegate's estimates of headers and footers — `.some(nil)` where it gives none —
    /// kept until the next row-data build.
    var sectionHeightEstimates: [HeaderFooterSlot: Double?] = [:]
    var contentOffset: Double = 0
    /// The headers and footers inside the viewport, whether or not the delegate gave them a view.
    var shownHeaderFooters = Set<HeaderFooterSlot>()
    /// The views of the shown headers and footers that have one.
    var headerFooterViews: [HeaderFooterSlot: HeadlessTableViewHeaderFooterView] = [:]
    var headerFooterPools: [String: [HeadlessTableViewHeaderFooterView]] = [:]
    /// Whether the delegate gives a header or footer a view, for the slots it was asked about to
    /// size them; kept, like measured row heights, until the section is reloaded.
    var headerFooterHasView: [HeaderFooterSlot: Bool] = [:]
    /// Views the delegate returned while being asked whether a slot has one, kept for the slot
    /// until the next layout shows them or drops them.
    var sizingHeaderFooterViews: [HeaderFooterSlot: HeadlessTableViewHeaderFooterView] = [:]
    /// Work for the end of the committed batches' animations (``finishAnimations()``), in commit
    /// order.
    var animationEndWork: [@MainActor () -> Void] = []
    /// What the data source was asked to prefetch.
    var prefetch = PrefetchState()
    /// Cells made ahead of a scroll and not displayed yet, by row (K9).
    var preparedCells: [RowPath: HeadlessTableViewCell] = [:]
    /// The swipe the user left open, if any.
    var swipe: SwipeOccurrence?
    /// How many swipes the user opened, to number them.
    var swipeCount = 0
    /// The context menu the user left open, if any.
    var contextMenu: OpenContextMenu?
  }
}
