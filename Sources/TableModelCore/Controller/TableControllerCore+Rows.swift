extension TableControllerCore {
  /// The behaviour of a row: its handler's, its item's, the controller's for its type, or the
  /// default.
  ///
  /// A handler is asked for it with a context without the row's cell (``questionContext(at:)``):
  /// a table asks for it while it lays out. So is every other lookup of a row's behaviour — for
  /// a selection, a primary action, a move — so that a `canHandle` that looks at the cell gives
  /// the behaviour from one handler, whichever callback asks.
  ///
  /// - Parameter rowPath: The row.
  /// - Returns: The behaviour; the default for a row the model lacks.
  package func behavior(at rowPath: RowPath) -> RowBehavior {
    guard let context = questionContext(at: rowPath) else { return RowBehavior() }
    return resolvedBehavior(for: context)
  }

  /// The height of a row for a table width, or `nil` for the table's standard height.
  ///
  /// A ``RowBehavior/Height/computed(estimated:_:)`` height is computed once per row identity, content
  /// and width, and cached until a change updates the row.
  ///
  /// - Precondition: A computed height must be finite, not negative and at most
  ///   ``RowBehavior/Height/maximum``; otherwise the program stops with a message naming the row
  ///   and the value, before either table is given it.
  ///
  /// - Parameters:
  ///   - rowPath: The row.
  ///   - width: The table's width.
  /// - Returns: The height, `nil` for the standard height, or `-1` meaning "the cell sizes
  ///   itself" (`UITableView.automaticDimension`).
  package func height(at rowPath: RowPath, width: Double) -> Double? {
    answeringLayout { answerHeight(at: rowPath, width: width) }
  }

  private func answerHeight(at rowPath: RowPath, width: Double) -> Double? {
    // A row nothing gives a behaviour has the standard height: no default behaviour is built.
    guard let context = questionContext(at: rowPath), let behavior = givenBehavior(for: context)
    else {
      return nil
    }
    let height: Double
    switch behavior.height.kind {
    case .standard: return nil
    case .fixed(let fixed): height = fixed
    case .automatic: return Self.automaticHeight
    case .computed(_, let compute):
      height = heightCache.height(for: AnyDiffable(erasing: context.item), width: width) {
        let computed = compute(width)
        // UIKit raises on it, or lays it out as garbage, without naming the row.
        guard isHeight(computed) else {
          contractViolation(
            "RowBehavior.Height.computed for row \(rowPath) returned \(computed); a height must be finite and not negative, and at most RowBehavior.Height.maximum (\(Int(RowBehavior.Height.maximum)))"
          )
        }
        return computed
      }
    }
    answeredHeights[AnyDiffable(erasing: context.item).id] = AnsweredHeight(
      height: height, rowPath: rowPath)
    return height
  }

  /// An explicit height the table was given for a row, and where the row was then.
  struct AnsweredHeight {
    /// The height.
    var height: Double
    /// The row's position when the table asked, moved with the row through later batches.
    var rowPath: RowPath
  }

  /// Moves the remembered answers with their rows through a move the user made in the table.
  ///
  /// - Parameter move: The row's position before and after the move.
  func rebaseAnsweredHeights(afterUserMove move: (from: RowPath, to: RowPath)) {
    for (identity, answer) in answeredHeights {
      let path = answer.rowPath
      answeredHeights[identity]?.rowPath =
        path == move.from ? move.to : Self.shifted(path, by: move)
    }
  }

  /// Moves the remembered answers with their rows through a batch, and forgets those of rows
  /// that leave the table (deleted, in a deleted section, or reloaded), with their computed
  /// heights: the answers stay one per row, and a new row with a departed row's identity
  /// inherits nothing.
  ///
  /// - Parameter mapping: The batch's mapping, or `nil` when it is unknown (the table then asks
  ///   every row again), which forgets every answer.
  func rebaseAnsweredHeights(through mapping: BatchValidator.Mapping?) {
    guard !answeredHeights.isEmpty else { return }
    guard let mapping else {
      answeredHeights = [:]
      return
    }
    var departed: Set<AnyDiffable.ID> = []
    for (identity, answer) in answeredHeights {
      if let path = mapping.newPath(forOld: answer.rowPath) {
        answeredHeights[identity]?.rowPath = path
      } else {
        answeredHeights[identity] = nil
        departed.insert(identity)
      }
    }
    heightCache.invalidate(departed)
  }

  /// Whether a row that is not self-sizing now has another height than the one the table was
  /// last given: UIKit's reconfigure does not ask heights again (`uikit-callback-rules.md`, K17),
  /// an empty batch does (K14).
  ///
  /// - Parameters:
  ///   - rowPaths: The rows.
  ///   - width: The table's width.
  /// - Returns: Whether a height changed.
  func heightsChanged(at rowPaths: [RowPath], width: Double) -> Bool {
    rowPaths.contains { rowPath in
      guard let identity = identity(at: rowPath), let old = answeredHeights[identity]?.height
      else {
        return false
      }
      return height(at: rowPath, width: width) != old
    }
  }

  /// The estimated height of a row, or `nil` when it has none.
  ///
  /// - Parameter rowPath: The row.
  /// - Returns: The estimate.
  package func estimatedHeight(at rowPath: RowPath) -> Double? {
    switch answeringLayout({ behavior(at: rowPath) }).height.kind {
    case .standard: nil
    case .fixed(let height): height
    case .automatic(let estimated), .computed(let estimated, _): estimated
    }
  }

  /// The text of the stand-in cell of a row whose item type has no cell binding: the item's
  /// description (or a note that the model has no such row).
  ///
  /// The first row of each such type is reported to ``diagnostics``, as a notice: adopting the
  /// library one item type at a time is no error.
  ///
  /// - Parameters:
  ///   - item: The row's item, if the model has the row.
  ///   - rowPath: The row.
  /// - Returns: The text to show.
  package func fallbackText(for item: (any Diffable)?, at rowPath: RowPath) -> String {
    guard let item else { return "(no row \(rowPath))" }
    let value = AnyDiffable.unwrapped(item)
    noteUnboundType(
      of: value,
      "no cell is registered for \(type(of: value)) (first at \(rowPath)); showing its description")
    return String(describing: value)
  }

  /// The value ``height(at:width:)`` returns for a cell that sizes itself.
  package static let automaticHeight: Double = -1

  /// How many row heights the controller computed (not found in its cache) so far.
  package var computedHeightCount: Int { heightCache.computations }

  /// How many explicit heights the controller remembers giving the table: at most one per row
  /// the table has.
  package var answeredHeightCount: Int { answeredHeights.count }

  /// How many computed heights the controller keeps in its cache: at most one per row the
  /// table has and width.
  package var cachedHeightCount: Int { heightCache.count }

  /// The indentation level of a row: its behaviour's, plus the row's depth in a tree when it
  /// is a row of an ``OutlineTableModel`` (under layers too).
  ///
  /// - Parameter rowPath: The row.
  /// - Returns: The level.
  /// - Precondition: The behaviour's level plus the depth is at most `Int.max`; otherwise the
  ///   program stops with a message naming the row, the level and the depth.
  package func indentationLevel(at rowPath: RowPath) -> Int {
    guard let context = questionContext(at: rowPath) else { return 0 }
    let depth = (AnyDiffable.unwrapped(context.item) as? any OutlineDepthProviding)?.depth ?? 0
    let level = answeringLayout { resolvedBehavior(for: context) }.indentationLevel
    let (indentation, overflows) = level.addingReportingOverflow(depth)
    if overflows {
      contractViolation(
        "RowBehavior.indentationLevel of row \(rowPath) is \(level); with the row's depth in its outline, \(depth), it passes Int.max"
      )
    }
    return indentation
  }

  /// The accessory of a row.
  ///
  /// - Parameter rowPath: The row.
  /// - Returns: The accessory.
  package func accessory(at rowPath: RowPath) -> RowBehavior.Accessory {
    behavior(at: rowPath).accessory
  }

  /// The row's cell is about to appear: a cell that accepts handlers gets the row's handler, the
  /// handler hears of it, and — once the table's layout is over, if the row is still there —
  /// the model (a load-more layer then asks for the next page).
  ///
  /// - Parameters:
  ///   - rowPath: The row.
  ///   - cell: Its cell.
  package func willDisplay(at rowPath: RowPath, cell: AnyObject?) {
    guard let context = context(at: rowPath, cell: cell) else { return }
    // Remembered so that the end of this display reaches this row's handler, wherever the row
    // is by then, or after it was deleted (K4).
    if let cell { displayedItems[ObjectIdentifier(cell)] = context.item }
    let handler = handlers.handler(for: context)
    handOver(handler, to: cell)
    answeringLayout { handler?.willDisplay(context) }
    // A prefetched row that appears is no longer outstanding: the table sends no cancel (K40).
    prefetchedItems[rowPath] = nil
    tellModelRowWillAppear(rowPath, identity: AnyDiffable(erasing: context.item).id)
  }

  /// The table expects to show rows soon (`UITableViewDataSourcePrefetching`): each row's handler
  /// hears ``RowEventHandler/prefetch(_:context:)`` and the model ``TableModel/prefetchRow(at:)``
  /// (a load-more layer asks for its page early, without taking its row for shown).
  ///
  /// The rows are positions of the table when it delivers the request, so each is resolved to
  /// the item there now; rows the model lacks are skipped.
  ///
  /// - Parameter rowPaths: The rows, nearest to the visible ones first.
  package func prefetchRows(at rowPaths: [RowPath]) {
    for rowPath in rowPaths where contains(rowPath) {
      guard let context = context(at: rowPath) else { continue }
      prefetchedItems[rowPath] = context.item
      handlers.handler(for: context)?.prefetch(context)
      // The handler may have changed the model.
      if contains(rowPath) { model.prefetchRow(rowPath) }
    }
  }

  /// The table no longer expects to show rows soon: the handler of each item the table asked to
  /// prefetch there hears ``RowEventHandler/cancelPrefetching(_:context:)``.
  ///
  /// The table names the rows in its positions of the moment — before a batch, or after a
  /// reload — so the core resolves each by the identity it prefetched: the context has the
  /// item's current position, or, when the model no longer has the item, the position the table
  /// named (the handler still hears, to stop its work).
  ///
  /// - Parameter rowPaths: The rows, positions of the table when it cancels.
  package func cancelPrefetchingRows(at rowPaths: [RowPath]) {
    for rowPath in rowPaths {
      let context: RowContext
      if let item = prefetchedItems.removeValue(forKey: rowPath) {
        let identity = AnyDiffable(erasing: item).id
        if let current = self.rowPath(of: identity, near: rowPath),
          let found = self.context(at: current)
        {
          context = found
        } else {
          context = RowContext(item: item, rowPath: rowPath, cell: nil, controller: self)
        }
      } else if contains(rowPath), let found = self.context(at: rowPath) {
        context = found
      } else {
        continue
      }
      handlers.handler(for: context)?.cancelPrefetching(context)
    }
  }

  /// Tells the model a row is about to appear — after the table's layout in progress, and only
  /// if the row is still there then.
  private func tellModelRowWillAppear(_ rowPath: RowPath, identity: AnyDiffable.ID) {
    let notify: @MainActor () -> Void = { [weak self] in
      guard let self, self.identity(at: rowPath) == identity else { return }
      rowsShownToModel[identity] = rowPath
      model.willDisplayRow(rowPath)
    }
    if let table { table.performAfterLayout(notify) } else { notify() }
  }

  /// The row's cell left the screen.
  ///
  /// UIKit calls this late — for a deleted row at the end of the animations, with the row's
  /// *old* position, when the model no longer has it (`uikit-callback-rules.md`, K4) — so the
  /// row is the one the cell was displayed for, found again by identity: its handler hears it
  /// with the item it showed, at the row's position now, or at the position UIKit passed when the
  /// row is gone.
  ///
  /// - Parameters:
  ///   - rowPath: The position UIKit passes.
  ///   - cell: Its cell.
  ///
  /// While the model changes — the app reloaded the table from a transaction's operations — the
  /// model is not read: a layer above the changing model (a filter) has not heard the change
  /// yet and no longer agrees with the model below it. The handler hears the item the cell
  /// showed at the position UIKit passes, and the model hears the row left once the change
  /// reaches the table, as a reload.
  package func didEndDisplaying(at rowPath: RowPath, cell: AnyObject?) {
    let remembered = cell.flatMap { displayedItems.removeValue(forKey: ObjectIdentifier($0)) }
    if !admitModelRead() {
      guard let remembered else { return }
      let context = RowContext(item: remembered, rowPath: rowPath, cell: cell, controller: self)
      answeringLayout { handlers.handler(for: context)?.didEndDisplaying(context) }
      return
    }
    guard let item = remembered ?? (contains(rowPath) ? model.item(rowPath) : nil) else { return }
    let identity = AnyDiffable(erasing: item).id
    let current =
      self.identity(at: rowPath) == identity ? rowPath : self.rowPath(of: identity, near: rowPath)
    let context = RowContext(
      item: item, rowPath: current ?? rowPath, cell: cell, controller: self)
    answeringLayout { handlers.handler(for: context)?.didEndDisplaying(context) }
    if rowsShownToModel.removeValue(forKey: identity) != nil, let current {
      model.didEndDisplayingRow(current)
    }
  }

  /// Tells the model that rows it heard appear are gone from the screen, once a batch committed.
  ///
  /// UIKit ends the display of a cell a batch pushes out of the viewport only when the batch's
  /// animations end (`uikit-callback-rules.md`, K6), but the table no longer shows the row from
  /// the commit on: a load-more layer whose page pushed its row off the screen must not ask for
  /// the next page before then. Each row is found again by identity.
  func endModelDisplayOfRowsOffScreen() {
    guard !rowsShownToModel.isEmpty, let shownCell else { return }
    for (identity, hint) in rowsShownToModel {
      guard let path = rowPath(of: identity, near: hint) else {
        rowsShownToModel[identity] = nil
        continue
      }
      if shownCell(path) == nil {
        rowsShownToModel[identity] = nil
        model.didEndDisplayingRow(path)
      } else {
        rowsShownToModel[identity] = path
      }
    }
  }

  /// Gives a cell that accepts handlers the row's handler, keeping the one it has when it is of
  /// the same type (handlers are stateless, so reusing one with its cell is safe).
  ///
  /// - Parameters:
  ///   - handler: The row's handler.
  ///   - cell: The cell.
  func handOver(_ handler: EventHandlerRegistry.AnyRowEventHandler?, to cell: AnyObject?) {
    guard let cell = cell as? any EventHandlerAccepting else { return }
    if let current = cell.eventHandler, let handler,
      ObjectIdentifier(current.handlerType) == ObjectIdentifier(handler.handlerType)
    {
      return
    }
    cell.eventHandler = handler
  }
}
