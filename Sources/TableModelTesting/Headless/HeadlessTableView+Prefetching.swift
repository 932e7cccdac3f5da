extension HeadlessTableView {
  /// What the table asked its data source to prefetch and has not cancelled, by global row (the
  /// row's number counted across sections), as UIKit keeps it (`uikit-callback-rules.md`, K39).
  struct PrefetchState {
    /// Rows asked for and not cancelled, delivered or waiting for the next run-loop turn.
    var outstanding = Set<Int>()
    /// Rows to ask for at the next run-loop turn, nearest to the visible rows first.
    var toRequest: [Int] = []
    /// Delivered rows to cancel at the next run-loop turn.
    var toCancel: [Int] = []
    /// The content offset of the last layout, which tells the direction of a scroll.
    var lastOffset: Double?
  }

  // MARK: Internal

  /// Updates the prefetching window after a layout showed `visibleRows` (K38, K40): rows that
  /// became visible leave the outstanding set without a cancel; outstanding rows farther than
  /// ``prefetchingDistance`` from the visible ones are cancelled; and when the content offset
  /// moved, the rows ahead of the scroll are asked for — all at the next run-loop turn.
  func updatePrefetching(visibleRows: [RowPath], shape: TableShape) {
    let offset = state.contentOffset
    let previousOffset = state.prefetch.lastOffset
    state.prefetch.lastOffset = offset
    guard isPrefetchingEnabled, dataSource != nil else { return }
    let visible = Set(visibleRows.map { globalRow(of: $0, in: shape) })
    state.prefetch.outstanding.subtract(visible)
    state.prefetch.toRequest.removeAll { visible.contains($0) }
    guard let first = visible.min(), let last = visible.max() else { return }
    // No table has more rows than `maximumCount`: a longer distance reaches as far, and its
    // arithmetic cannot overflow.
    let distance = min(prefetchingDistance, Self.maximumCount)
    let window = (first - distance)...(last + distance)
    for row in state.prefetch.outstanding.sorted() where !window.contains(row) {
      state.prefetch.outstanding.remove(row)
      if let waiting = state.prefetch.toRequest.firstIndex(of: row) {
        state.prefetch.toRequest.remove(at: waiting)  // never delivered: nothing to cancel
      } else {
        state.prefetch.toCancel.append(row)
      }
    }
    guard let previousOffset, offset != previousOffset, distance > 0 else { return }
    let total = shape.rowCounts.reduce(0) { $0 + max(0, $1) }
    let ahead: [Int] =
      offset > previousOffset
      ? Array((last + 1)..<min(total, last + 1 + distance))
      : Array(stride(from: first - 1, through: max(0, first - distance), by: -1))
    for row in ahead where state.prefetch.outstanding.insert(row).inserted {
      state.prefetch.toRequest.append(row)
    }
    schedulePrefetchDeliveryIfNeeded()
  }

  /// Schedules ``deliverPrefetching()`` for the next run-loop turn (phase
  /// ``Phase/afterCommit``, K39) when requests or cancels wait and no delivery is scheduled yet.
  func schedulePrefetchDeliveryIfNeeded() {
    guard !isPrefetchDeliveryScheduled,
      !state.prefetch.toRequest.isEmpty || !state.prefetch.toCancel.isEmpty
    else { return }
    isPrefetchDeliveryScheduled = true
    scheduleAfterCommit { [weak self] in
      guard let self else { return }
      self.isPrefetchDeliveryScheduled = false
      self.deliverPrefetching()
    }
  }

  /// Delivers the cancels and requests waiting for this run-loop turn (``runLoopTurn()``),
  /// converting global rows to positions with the rows the table has now and dropping rows past
  /// its end (K39).
  func deliverPrefetching() {
    let cancels = state.prefetch.toCancel
    let requests = state.prefetch.toRequest
    state.prefetch.toCancel = []
    state.prefetch.toRequest = []
    guard let dataSource, let shape = state.cachedShape else {
      state.prefetch.outstanding = []
      return
    }
    let cancelled = cancels.compactMap { rowPath(forGlobalRow: $0, in: shape) }
    if !cancelled.isEmpty {
      notePrefetching("cancelPrefetchingForRowsAt", cancelled)
      dataSource.tableView(self, cancelPrefetchingForRowsAt: cancelled)
    }
    let requested = requests.compactMap { rowPath(forGlobalRow: $0, in: shape) }
    if !requested.isEmpty {
      notePrefetching("prefetchRowsAt", requested)
      dataSource.tableView(self, prefetchRowsAt: requested)
    }
  }

  /// Records a prefetching call in ``callbackLog``: one entry per row, in the order passed.
  private func notePrefetching(_ name: String, _ rows: [RowPath]) {
    for row in rows { note(name, row) }
  }

  /// Cancels every outstanding request at once, in positions of `shape` (K41).
  ///
  /// UIKit does so when a batch begins (the shape before it) and when it reloads (the new
  /// shape). Requests not delivered yet are dropped without a cancel: the data source never
  /// heard of them.
  func cancelAllPrefetching(in shape: TableShape?) {
    let delivered = state.prefetch.outstanding.subtracting(state.prefetch.toRequest)
      .union(state.prefetch.toCancel)
    state.prefetch.outstanding = []
    state.prefetch.toRequest = []
    state.prefetch.toCancel = []
    guard let dataSource, let shape, !delivered.isEmpty else { return }
    let rows = delivered.sorted().compactMap { rowPath(forGlobalRow: $0, in: shape) }
    guard !rows.isEmpty else { return }
    notePrefetching("cancelPrefetchingForRowsAt", rows)
    dataSource.tableView(self, cancelPrefetchingForRowsAt: rows)
  }

  /// A row's number counted across sections.
  func globalRow(of rowPath: RowPath, in shape: TableShape) -> Int {
    shape.rowCounts.prefix(rowPath.section).reduce(rowPath.row) { $0 + max(0, $1) }
  }

  /// The position of a row counted across sections, or `nil` past the last row.
  func rowPath(forGlobalRow row: Int, in shape: TableShape) -> RowPath? {
    guard row >= 0 else { return nil }
    var rest = row
    for (section, count) in shape.rowCounts.enumerated() {
      if rest < max(0, count) { return RowPath(row: rest, section: section) }
      rest -= max(0, count)
    }
    return nil
  }
}
