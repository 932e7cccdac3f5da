/// A layer that shows a "load more" row — as the last row, or in a trailing section — while more
/// pages exist, and asks for the next page when that row is about to appear.
///
/// ```swift
/// let feed = LoadMoreLayer(tweets) { [api] in api.fetchNextPage() }
/// // when the page arrives:
/// tweets.append(contentsOf: page)
/// feed.finishLoading(hasMore: page.count == pageSize)
/// ```
///
/// While a page loads, the row's ``LoadMoreRow/isLoading`` is `true` (its cell is reconfigured to
/// show a spinner), and further appearances do not ask again. When a page fails, call
/// ``failLoading(message:)``: the row shows the message and stops asking on its own — tapping
/// it, or ``retry()``, asks again:
///
/// ```swift
/// do {
///   let page = try await api.fetchNextPage()
///   tweets.append(contentsOf: page)
///   feed.finishLoading(hasMore: page.count == pageSize)
/// } catch {
///   feed.failLoading(message: "Couldn't load more tweets. Tap to try again.")
/// }
/// ```
///
/// A list of sections that each page on their own — replies under each thread, "show more" under
/// each category — stacks one layer per section, each ending the section with a given identity
/// (`init(_:inSectionWithID:hasMore:loadNextPage:)`, whose identity has the type of the section
/// models' identities, ``SectionID``):
///
/// ```swift
/// let threads = SectionedTableModel<Thread, Reply>(sections: loadedThreads)
/// let paged = threads
///   .withLoadMore(inSectionWithID: swiftThread.id) { api.moreReplies(to: swiftThread) }
///   .withLoadMore(inSectionWithID: kotlinThread.id) { api.moreReplies(to: kotlinThread) }
/// ```
///
/// - Complexity: Reading and rewriting a change cost O(1) beyond the model below. A layer that
///   ends a section by identity finds that section once after each change of the model below —
///   O(1) while the section found last still has the identity, else up to O(*s*) for *s*
///   sections — and reads at most 1,000,000 sections without it
///   (``TableModelLimits/maximumSectionCount``): past that, a custom model that says it has
///   more sections (`Int.max`) stops the program with a message naming the layer and the
///   count, where reading them all would never end.
@MainActor
public final class LoadMoreLayer<Base: TableModel>: TableModelLayer {
  /// The model below.
  public let base: Base
  /// The identities that name a section of the model below every layer: the base's, so
  /// `withLoadMore(inSectionWithID:)` on this layer takes the identities of the sections it wraps.
  public typealias SectionID = Base.SectionID
  /// Where the layer's events go; it shares the mutation queue of the model below.
  public let events: TableModelEvents
  /// Where the row goes.
  public let placement: LayerRowPlacement
  /// Whether more pages exist, so the row shows.
  public private(set) var hasMore: Bool
  /// Whether the next page is being fetched.
  public private(set) var isLoading = false
  /// Why the last page failed, while the row waits for a tap to try again; `nil` otherwise.
  public private(set) var failureMessage: String?

  private let loadNextPage: @MainActor () -> Void
  /// Whether a section model of the model below is the one whose rows the row ends, for a layer
  /// made with `init(_:inSectionWithID:hasMore:loadNextPage:)`.
  private let isHostSection: (@MainActor (any Diffable) -> Bool)?
  /// The section with the identity the layer was made for, when one has it.
  private var identifiedSection = RememberedSection(
    reader: "LoadMoreLayer", model: Base.self, sought: "the identity the layer was made for")
  /// Forgets that no section had the identity on each event of the model below.
  private var baseObservation: TableModelEvents.Observation?
  /// Whether the row's cell is on screen, as the table last said.
  private var isRowOnScreen = false
  /// The rows a page adds to (``pagedRows``) when the last page was asked for.
  private var pagedRowsAtRequest = 0
  var lastLayout: PresentationLayout

  /// Wraps a model.
  ///
  /// - Parameters:
  ///   - base: The model below.
  ///   - placement: Where the row goes: after the last row (the default), or in its own section.
  ///   - hasMore: Whether more pages exist at first.
  ///   - loadNextPage: Asked to fetch the next page when the row is about to appear. Call
  ///     ``finishLoading(hasMore:)`` once the page is in the model below.
  public convenience init(
    _ base: Base, placement: LayerRowPlacement = .row, hasMore: Bool = true,
    loadNextPage: @escaping @MainActor () -> Void
  ) {
    self.init(base, placement: placement, host: nil, hasMore: hasMore, loadNextPage: loadNextPage)
  }

  /// Wraps a model, with the row after the last row of one section.
  ///
  /// The section is the one of the model below whose model has an identity; while no section
  /// has it, the row does not show. The sections layers below add of their own — a featured
  /// section whose header has the identity too, a load-more or placeholder section — are never
  /// it.
  ///
  /// The identity has the type of the section models' identities (``SectionID``, the one of
  /// the model below every layer), so a section model, or an identity of another type, passed
  /// by mistake does not compile — where it would have named no section, and the row would
  /// never have shown:
  ///
  /// ```swift
  /// let threads = SectionedTableModel<Thread, Reply>(sections: loadedThreads)
  /// let paged = LoadMoreLayer(threads, inSectionWithID: swiftThread.id) {
  ///   api.moreReplies(to: swiftThread)
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - base: The model below.
  ///   - sectionID: The identity of the section's model (`TableSection.model.id`); under other
  ///     layers, the identity of the section model they wrap.
  ///   - hasMore: Whether more pages exist at first.
  ///   - loadNextPage: Asked to fetch the section's next page when the row is about to appear.
  ///     Call ``finishLoading(hasMore:)`` once the page is in the model below.
  /// - Precondition: `sectionID` must be equal to itself; a NaN, which no section's identity
  ///   ever equals, stops the program with a message naming this call and the identity.
  public convenience init(
    _ base: Base, inSectionWithID sectionID: Base.SectionID, hasMore: Bool = true,
    loadNextPage: @escaping @MainActor () -> Void
  ) {
    requireContract(
      sectionID == sectionID,
      "LoadMoreLayer.init(_:inSectionWithID:hasMore:loadNextPage:): section ID \(sectionID) is not equal to itself (a NaN?); no section could ever have it"
    )
    let sectionIdentity = AnyHashable(sectionID)
    self.init(
      base, placement: .row,
      host: { !AnyDiffable.isLayersOwn($0) && Self.identity(of: $0) == sectionIdentity },
      hasMore: hasMore, loadNextPage: loadNextPage)
  }

  /// Unavailable: the form that took an identity of any type.
  ///
  /// It compiled with a section model passed instead of its `id`, or an identity of another
  /// type — naming no section, so the row never showed. Such a call now stops at compile time
  /// with this message; pass the section model's `id`, a ``SectionID``.
  ///
  /// - Parameters:
  ///   - base: The model below.
  ///   - sectionID: An identity of another type than the section models'.
  ///   - hasMore: Whether more pages exist at first.
  ///   - loadNextPage: Asked to fetch the section's next page.
  @available(
    *, unavailable,
    message:
      "the identity must have the type of the section models' identities (SectionID): pass the section model's id, not the model or an identity of another type, which would name no section so the row would never show"
  )
  public convenience init<ID: Hashable & Sendable>(
    _ base: Base, inSectionWithID sectionID: ID, hasMore: Bool = true,
    loadNextPage: @escaping @MainActor () -> Void
  ) {
    contractViolation(
      "LoadMoreLayer.init(_:inSectionWithID:hasMore:loadNextPage:): section ID \(sectionID) is not of the type of the section models' identities (\(SectionID.self))"
    )
  }

  private init(
    _ base: Base, placement: LayerRowPlacement,
    host: (@MainActor (any Diffable) -> Bool)?, hasMore: Bool,
    loadNextPage: @escaping @MainActor () -> Void
  ) {
    self.base = base
    self.placement = placement
    self.isHostSection = host
    self.hasMore = hasMore
    self.loadNextPage = loadNextPage
    events = TableModelEvents(sharingQueueWith: base.events)
    lastLayout = PresentationLayout(baseSections: 0)
    if host != nil {
      baseObservation = base.events.observe { [weak self] _ in self?.identifiedSection.forget() }
    }
    lastLayout = layout()
    forwardBaseChanges()
  }

  // MARK: Reading

  /// The sections of the model below, and the row's own section when it has one.
  ///
  /// - Precondition: With the layer's own section, the count is an `Int`: a custom model below
  ///   that says it has `Int.max` sections stops the program with a message naming the layer,
  ///   this property and the model below.
  public var numberOfSections: Int {
    requireHeardOfChangeBelow()
    let count = base.numberOfSections
    return adding(hasOwnSection ? 1 : 0, to: count, "it has \(count) sections", element: "section")
  }

  /// The rows of a section.
  ///
  /// - Parameter section: A section index.
  /// - Returns: The number of rows.
  /// - Precondition: The section exists; otherwise the program stops with a message naming the
  ///   call, the section and the shape. With the load-more row, the section's count is an
  ///   `Int`: a custom model below that says the section has `Int.max` rows stops the program
  ///   with a message naming the layer, this call and the model below.
  public func numberOfRows(inSection section: Int) -> Int {
    _ = checkedSection(section)
    let count = base.numberOfSections
    if section == count { return 1 }
    let rows = base.numberOfRows(inSection: section)
    return adding(
      section == hostSection ? 1 : 0, to: rows, "its section \(section) has \(rows) rows",
      element: "row")
  }

  /// Asks for the next page when the load-more row is about to appear; passes other rows down.
  ///
  /// - Parameter rowPath: The row's position.
  /// - Precondition: The row exists; otherwise the program stops with a message naming the
  ///   layer, this call, the position and the shape.
  public func willDisplayRow(at rowPath: RowPath) {
    if let baseRow = uncheckedBasePosition(of: checkedRow(rowPath)) {
      base.willDisplayRow(at: baseRow)
      return
    }
    isRowOnScreen = true
    requestNextPage()
  }

  /// Asks for the next page early when the table prefetches the load-more row; passes other rows
  /// down.
  ///
  /// A prefetched row is not on screen: when the page arrives, the layer asks for the following
  /// one only once the row actually appears (`uikit-callback-rules.md`, K38).
  ///
  /// - Parameter rowPath: The row's position.
  /// - Precondition: The row exists; otherwise the program stops with a message naming the
  ///   layer, this call, the position and the shape.
  public func prefetchRow(at rowPath: RowPath) {
    if let baseRow = uncheckedBasePosition(of: checkedRow(rowPath)) {
      base.prefetchRow(at: baseRow)
      return
    }
    requestNextPage()
  }

  /// Tries the failed page again when the load-more row is tapped, or asks for the next page
  /// when it is tapped before it asked on its own; passes other rows down.
  ///
  /// - Parameter rowPath: The row's position.
  /// - Returns: Whether the layer, or a model below, acted on the selection.
  /// - Precondition: The row exists; otherwise the program stops with a message naming the
  ///   layer, this call, the position and the shape.
  public func didSelectRow(at rowPath: RowPath) -> Bool {
    if let baseRow = uncheckedBasePosition(of: checkedRow(rowPath)) {
      return base.didSelectRow(at: baseRow)
    }
    retry()
    return true
  }

  /// Notes that the load-more row left the screen; passes other rows down.
  ///
  /// - Parameter rowPath: The row's position when it left.
  /// - Precondition: The row exists; otherwise the program stops with a message naming the
  ///   layer, this call, the position and the shape.
  public func didEndDisplayingRow(at rowPath: RowPath) {
    if let baseRow = uncheckedBasePosition(of: checkedRow(rowPath)) {
      base.didEndDisplayingRow(at: baseRow)
    } else {
      isRowOnScreen = false
    }
  }

  /// Asks for the next page, unless none exists, one is loading, or the last one failed and this
  /// is no retry.
  private func requestNextPage(retrying: Bool = false) {
    guard hasMore, !isLoading, retrying || failureMessage == nil else { return }
    pagedRowsAtRequest = pagedRows
    update {
      $0.isLoading = true
      $0.failureMessage = nil
    }
    events.perform { [loadNextPage] in loadNextPage() }
  }

  // MARK: Operations

  /// Ends the page load: hides the row when no more pages exist; otherwise the next appearance
  /// of the row asks again — or, when the page did not push the row off the screen, the layer
  /// asks for the following page at once (provided the page brought rows, so an empty page with
  /// `hasMore` set never loops).
  ///
  /// For a layer that ends one section, the rows counted are that section's: rows that come and
  /// go elsewhere meanwhile neither stall its paging nor ask for a page.
  ///
  /// - Parameter hasMore: Whether more pages exist.
  public func finishLoading(hasMore: Bool) {
    update {
      $0.isLoading = false
      $0.failureMessage = nil
      $0.hasMore = hasMore
    }
    events.perform { [self] in
      if !hasMore { isRowOnScreen = false }
      if isRowOnScreen, pagedRows > pagedRowsAtRequest { requestNextPage() }
    }
  }

  /// Ends a page load that failed: the row stays, shows `message` (its cell is reconfigured) and
  /// asks for no page on its own until the user taps it or the app calls ``retry()``, so a failing
  /// server is not asked again and again.
  ///
  /// - Parameter message: What the row says, such as "Couldn't load more. Tap to try again."
  public func failLoading(message: String = "Couldn't load more. Tap to try again.") {
    update {
      $0.isLoading = false
      $0.failureMessage = message
    }
  }

  /// Forgets a failure and asks for the next page, when more pages exist and none is loading.
  public func retry() {
    events.perform { [self] in requestNextPage(retrying: true) }
  }

  /// Shows or hides the row; when it already shows (or hides), observers hear nothing.
  ///
  /// - Parameter hasMore: Whether more pages exist.
  public func setHasMore(_ hasMore: Bool) {
    update { $0.hasMore = hasMore }
    if !hasMore { isRowOnScreen = false }
  }

  // MARK: Internal

  /// The rows a page adds to: those of the section the row ends, for a layer made for one
  /// section (none while no section has its identity), else every row below.
  private var pagedRows: Int {
    guard isHostSection != nil else {
      TableModelLimits.requireReadableSectionCount(
        base.numberOfSections, reader: "LoadMoreLayer (totalling the rows a page adds)",
        model: Base.self)
      return base.numberOfRows
    }
    return hostSection(hasMore: true).map { base.numberOfRows(inSection: $0) } ?? 0
  }

  /// Whether the row is in a section of its own.
  private var hasOwnSection: Bool { hasOwnSection(hasMore: hasMore) }

  /// Whether the row is in a section of its own while `hasMore` says whether it shows.
  private func hasOwnSection(hasMore: Bool) -> Bool {
    hasMore && isHostSection == nil && (placement == .section || base.numberOfSections == 0)
  }

  /// The section of the model below whose last row the row follows, if it follows one: the last
  /// section, or the one with the identity the layer was made for.
  private var hostSection: Int? { hostSection(hasMore: hasMore) }

  /// ``hostSection`` while `hasMore` says whether the row shows.
  private func hostSection(hasMore: Bool) -> Int? {
    let count = base.numberOfSections
    guard hasMore, count > 0 else { return nil }
    if let isHostSection {
      return identifiedSection.find(among: count) { isHostSection(base.sectionModel(at: $0)) }
    }
    return placement == .row ? count - 1 : nil
  }

  /// The identity of a section model, unwrapped from the ``AnyDiffable`` of the layers below.
  private static func identity(of model: any Diffable) -> AnyHashable {
    func open<Model: Diffable>(_ model: Model) -> AnyHashable { AnyHashable(model.id) }
    return open(AnyDiffable.unwrapped(model))
  }

  func uncheckedBaseSection(of section: Int) -> Int? {
    section < base.numberOfSections ? section : nil
  }

  func ownRow(at rowPath: RowPath) -> AnyDiffable {
    AnyDiffable(
      LoadMoreRow(
        isLoading: isLoading, failureMessage: failureMessage, owner: ObjectIdentifier(self)))
  }

  var ownSectionModel: AnyDiffable { AnyDiffable(LayerSection(kind: "load-more", owner: self)) }

  func layout() -> PresentationLayout { layout(hasMore: hasMore) }

  /// The layout while `hasMore` says whether the row shows.
  private func layout(hasMore: Bool) -> PresentationLayout {
    let count = base.numberOfSections
    if let section = hostSection(hasMore: hasMore) {
      return PresentationLayout(
        baseSections: count,
        hostedRow: RowPath(row: base.numberOfRows(inSection: section), section: section))
    }
    return PresentationLayout(
      baseSections: count, ownSection: hasOwnSection(hasMore: hasMore) ? count : nil)
  }

  /// Changes the row's state; a change that leaves it as it was, or leaves the row hidden before
  /// and after — no more pages, or no section with the identity the layer was made for — sends
  /// no event (a table would run an empty batch).
  private func update(_ body: @escaping @MainActor (inout RowState) -> Void) {
    events.perform { [self] in
      var state = rowState
      body(&state)
      let shows =
        loadMorePosition(in: lastLayout) != nil
        || loadMorePosition(in: layout(hasMore: state.hasMore)) != nil
      guard state != rowState, shows else {
        rowState = state
        return
      }
      events.sendChangeNow {
        let wasShown = (isLoading, failureMessage)
        let old = lastLayout
        rowState = state
        var change = splice(Changeset())
        if wasShown != (isLoading, failureMessage), loadMorePosition(in: old) != nil,
          let row = loadMorePosition(in: lastLayout)
        {
          change.updatedRows.append(row)
        }
        return .batch(change)
      }
    }
  }

  /// What the row shows, and whether it shows.
  private struct RowState: Equatable {
    var hasMore: Bool
    var isLoading: Bool
    var failureMessage: String?
  }

  private var rowState: RowState {
    get { RowState(hasMore: hasMore, isLoading: isLoading, failureMessage: failureMessage) }
    set {
      hasMore = newValue.hasMore
      isLoading = newValue.isLoading
      failureMessage = newValue.failureMessage
    }
  }

  private func loadMorePosition(in layout: PresentationLayout) -> RowPath? {
    if let hosted = layout.hostedRow { return hosted }
    return layout.ownSection.map { RowPath(row: 0, section: $0) }
  }

}

extension LoadMoreLayer: SplicingLayer {}

extension LoadMoreLayer: RowEditingTableModel where Base: RowEditingTableModel {}
