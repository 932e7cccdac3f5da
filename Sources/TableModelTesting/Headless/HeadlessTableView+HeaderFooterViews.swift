extension HeadlessTableView {
  /// Registers a header and footer view class for a reuse identifier, as
  /// `register(_:forHeaderFooterViewReuseIdentifier:)`; dequeuing that identifier creates views of
  /// the class through ``HeadlessTableViewHeaderFooterView/init(reuseIdentifier:)`` when the pool is
  /// empty.
  ///
  /// - Parameters:
  ///   - viewClass: The view class.
  ///   - identifier: The reuse identifier.
  public func register(
    _ viewClass: HeadlessTableViewHeaderFooterView.Type,
    forHeaderFooterViewReuseIdentifier identifier: String
  ) {
    headerFooterRegistrations[identifier] = { viewClass.init(reuseIdentifier: $0) }
  }

  /// Registers a header and footer view factory for a reuse identifier; dequeuing that identifier
  /// calls it when the pool is empty.
  ///
  /// - Parameters:
  ///   - identifier: The reuse identifier.
  ///   - makeView: Creates a view; it receives the reuse identifier.
  public func register(
    forHeaderFooterViewReuseIdentifier identifier: String,
    makeView: @escaping @MainActor (String) -> HeadlessTableViewHeaderFooterView
  ) {
    headerFooterRegistrations[identifier] = makeView
  }

  /// Returns a reusable header or footer view, as `dequeueReusableHeaderFooterView(withIdentifier:)`:
  /// a pooled view after ``HeadlessTableViewHeaderFooterView/prepareForReuse()``, a new one from the
  /// identifier's registration, or `nil` when the pool is empty and nothing is registered.
  ///
  /// Call it from the delegate's
  /// ``HeadlessTableViewDelegate/tableView(_:viewForHeaderInSection:)`` or
  /// ``HeadlessTableViewDelegate/tableView(_:viewForFooterInSection:)``.
  ///
  /// - Parameter identifier: The reuse identifier.
  /// - Returns: A view, or `nil`.
  public func dequeueReusableHeaderFooterView(withIdentifier identifier: String)
    -> HeadlessTableViewHeaderFooterView?
  {
    if let view = state.headerFooterPools[identifier]?.popLast() {
      view.prepareForReuse()
      return view
    }
    return headerFooterRegistrations[identifier]?(identifier)
  }

  /// The number of header and footer views waiting in the reuse pool of an identifier.
  ///
  /// - Parameter identifier: The reuse identifier.
  /// - Returns: The pool's size.
  public func headerFooterReusePoolCount(forIdentifier identifier: String) -> Int {
    state.headerFooterPools[identifier]?.count ?? 0
  }

  /// The view the header of a section shows, as `headerView(forSection:)`.
  ///
  /// `nil` when the header is outside the viewport or the delegate gave it no view. A pending layout
  /// is performed first, with UIKit's one-time forced-layout warning in ``diagnostics`` (K20).
  ///
  /// - Parameter section: A section index.
  /// - Returns: The header view, if it shows one.
  public func headerView(forSection section: Int) -> HeadlessTableViewHeaderFooterView? {
    performPendingLayout(warning: true)
    return state.headerFooterViews[.header(section)]
  }

  /// The view the footer of a section shows, as `footerView(forSection:)`.
  ///
  /// `nil` when the footer is outside the viewport or the delegate gave it no view. A pending layout
  /// is performed first, with UIKit's one-time forced-layout warning in ``diagnostics`` (K20).
  ///
  /// - Parameter section: A section index.
  /// - Returns: The footer view, if it shows one.
  public func footerView(forSection section: Int) -> HeadlessTableViewHeaderFooterView? {
    performPendingLayout(warning: true)
    return state.headerFooterViews[.footer(section)]
  }

  // MARK: Internal

  /// Whether the delegate gives a header or footer a view.
  ///
  /// Asks the delegate the first time and keeps the view it returns for the next layout, which
  /// shows it or drops it.
  func hasView(_ slot: HeaderFooterSlot) -> Bool {
    if state.headerFooterViews[slot] != nil { return true }
    if let known = state.headerFooterHasView[slot] { return known }
    guard delegate != nil else { return false }
    let view = viewFromDelegate(for: slot)
    state.headerFooterHasView[slot] = view != nil
    if let view { state.sizingHeaderFooterViews[slot] = view }
    return view != nil
  }

  /// Gives views to the headers and footers that came into the viewport, and puts the views of
  /// those that left it into their pools; the delegate hears of each view that appears or leaves
  /// (K43).
  func layoutHeaderFooterViews(visible: [HeaderFooterSlot]) {
    let visibleSet = Set(visible)
    for slot in state.shownHeaderFooters.sorted() where !visibleSet.contains(slot) {
      state.shownHeaderFooters.remove(slot)
      if let view = state.headerFooterViews.removeValue(forKey: slot) {
        endDisplaying(view, at: slot)
        enqueue(view)
      }
    }
    for slot in visible where !state.shownHeaderFooters.contains(slot) {
      state.shownHeaderFooters.insert(slot)
      let view =
        state.sizingHeaderFooterViews.removeValue(forKey: slot) ?? viewFromDelegate(for: slot)
      state.headerFooterHasView[slot] = view != nil
      if let view {
        state.headerFooterViews[slot] = view
        willDisplay(view, at: slot)
      }
    }
    // Views asked for only to size headers that are not shown are dropped, not pooled.
    state.sizingHeaderFooterViews = [:]
  }

  /// Takes every header and footer view off the screen, into its pool, and forgets which sections
  /// have views; the delegate hears each view end, at its index before the reload (K44; the
  /// reading of open question 7 in `uikit-callback-rules.md`: ended like cells).
  func retireAllHeaderFooterViews() {
    let views = state.headerFooterViews
    state.headerFooterViews = [:]
    state.shownHeaderFooters = []
    state.headerFooterHasView = [:]
    state.sizingHeaderFooterViews = [:]
    for slot in views.keys.sorted() {
      guard let view = views[slot] else { continue }
      endDisplaying(view, at: slot)
      enqueue(view)
    }
  }

  /// Moves the header and footer views with their sections after an accepted batch.
  ///
  /// A surviving section keeps its views (K44). Returns the views of deleted and reloaded sections with their
  /// slots before the batch; they leave once the batch is applied (``retireLeavingViews(_:)``).
  func mapHeaderFooterViews(_ mapping: BatchValidator.Mapping)
    -> [(slot: HeaderFooterSlot, view: HeadlessTableViewHeaderFooterView)]
  {
    var views: [HeaderFooterSlot: HeadlessTableViewHeaderFooterView] = [:]
    var shown = Set<HeaderFooterSlot>()
    var leaving: [(slot: HeaderFooterSlot, view: HeadlessTableViewHeaderFooterView)] = []
    for slot in state.shownHeaderFooters.sorted() {
      let view = state.headerFooterViews[slot]
      if let section = mapping.newSection(forOld: slot.section) {
        shown.insert(slot.moved(to: section))
        views[slot.moved(to: section)] = view
      } else if let view {
        leaving.append((slot, view))
      }
    }
    var hasView: [HeaderFooterSlot: Bool] = [:]
    for (slot, known) in state.headerFooterHasView {
      if let section = mapping.newSection(forOld: slot.section) {
        hasView[slot.moved(to: section)] = known
      }
    }
    state.headerFooterViews = views
    state.shownHeaderFooters = shown
    state.headerFooterHasView = hasView
    state.sizingHeaderFooterViews = [:]
    return leaving
  }

  /// Ends the display of the views of deleted and reloaded sections at the end of the batch's
  /// animations (``finishAnimations()``), at their slots before the batch, and puts them into
  /// their pools then; until then they animate out and are in no pool (K44, KS35).
  func retireLeavingViews(
    _ leaving: [(slot: HeaderFooterSlot, view: HeadlessTableViewHeaderFooterView)]
  ) {
    for (slot, view) in leaving {
      scheduleAtAnimationEnd { [weak self] in
        self?.endDisplaying(view, at: slot)
        self?.enqueue(view)
      }
    }
  }

  /// Puts a header or footer view that left the screen into the pool of its reuse identifier.
  func enqueue(_ view: HeadlessTableViewHeaderFooterView) {
    if let identifier = view.reuseIdentifier {
      state.headerFooterPools[identifier, default: []].append(view)
    }
  }

  private func willDisplay(_ view: HeadlessTableViewHeaderFooterView, at slot: HeaderFooterSlot) {
    tellDelegate(view, at: slot, ends: false)
  }

  private func endDisplaying(_ view: HeadlessTableViewHeaderFooterView, at slot: HeaderFooterSlot) {
    tellDelegate(view, at: slot, ends: true)
  }

  /// Records and makes the delegate's display call for a header or footer view: its
  /// `willDisplay…View`, or its `didEndDisplaying…View` when the view `ends`.
  private func tellDelegate(
    _ view: HeadlessTableViewHeaderFooterView, at slot: HeaderFooterSlot, ends: Bool
  ) {
    guard let delegate else { return }
    let kind = slot.kind == .header ? "Header" : "Footer"
    note(
      ends ? "didEndDisplaying\(kind)View" : "willDisplay\(kind)View", section: slot.section,
      cell: view)
    switch (slot.kind, ends) {
    case (.header, false):
      delegate.tableView(self, willDisplayHeaderView: view, forSection: slot.section)
    case (.footer, false):
      delegate.tableView(self, willDisplayFooterView: view, forSection: slot.section)
    case (.header, true):
      delegate.tableView(self, didEndDisplayingHeaderView: view, forSection: slot.section)
    case (.footer, true):
      delegate.tableView(self, didEndDisplayingFooterView: view, forSection: slot.section)
    }
  }

  private func viewFromDelegate(for slot: HeaderFooterSlot) -> HeadlessTableViewHeaderFooterView? {
    guard let delegate else { return nil }
    switch slot.kind {
    case .header:
      note("viewForHeaderInSection", section: slot.section)
      return delegate.tableView(self, viewForHeaderInSection: slot.section)
    case .footer:
      note("viewForFooterInSection", section: slot.section)
      return delegate.tableView(self, viewForFooterInSection: slot.section)
    }
  }
}
