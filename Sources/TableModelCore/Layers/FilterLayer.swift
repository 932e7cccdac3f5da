/// A layer that shows only the rows of the model below that pass a predicate, re-evaluating a
/// row whenever it is inserted, moved or updated.
///
/// ```swift
/// let unread = FilterLayer(inbox) { !$0.isRead }
/// inbox.update(message.markedRead())   // the row leaves the filtered table
/// unread.setPredicate { $0.isFlagged } // re-evaluates every row
/// ```
///
/// Sections pass through unchanged, even when none of their rows pass. Each section keeps a
/// tree of pass/fail flags, a bit per row (under half a byte per row with the tree's counts), so
/// positions map both ways — by rank and by select — in O(log *n*), and a change of *k* rows
/// below costs O(*k* log *n*).
///
/// ### The predicate
///
/// The predicate decides from the row and what it reads; the layer calls it while it updates
/// itself. Should it change the model (directly or through something it calls), the change waits
/// until the layer has evaluated every row it was evaluating, then reaches the layer like any
/// other change — so the layer, the model and a table never disagree. A predicate that changes
/// the model every time it runs never settles.
///
/// ### A custom model below
///
/// The layer keeps a flag for every row below and follows each change of the model below row by
/// row, so the change must say exactly what happened (as the changes of this package's models
/// do). A change of a custom model (``TableModelEvents/sendChange(_:completion:)``) that names a
/// row or section the model did not have before it or does not have after it, names one twice,
/// or leaves a section with a number of rows the change does not account for — a mutation that
/// publishes no change but changes the counts included — stops the program with a message naming
/// this layer, the model below and the problem, before the layer changes; so does a model below
/// that reports a negative count. (A controller showing such a model directly reports it and
/// reloads; a layer cannot know which rows the change left out.)
@MainActor
public final class FilterLayer<Base: TableModel>: TableModelLayer {
  /// The model below.
  public let base: Base
  /// The identities that name a section of the model below every layer: the base's, so
  /// `withLoadMore(inSectionWithID:)` on this layer takes the identities of the sections it wraps.
  public typealias SectionID = Base.SectionID
  /// Where the layer's events go; it shares the mutation queue of the model below.
  public let events: TableModelEvents

  var isIncluded: @MainActor (Base.Item) -> Bool
  /// Evaluates a predicate on the rows below at a list of positions, appending a flag for each.
  @usableFromInline let readFlags: FlagReader
  /// Per section of the model below, whether each of its rows passes.
  ///
  /// Read and written without dynamic exclusivity checks (a change of *k* rows makes several accesses per row): the
  /// predicate, the only app code the layer runs while it updates them, runs between accesses.
  @exclusivity(unchecked) var passes: [FlagTree] = []

  /// Wraps a model.
  ///
  /// - Parameters:
  ///   - base: The model below.
  ///   - isIncluded: Whether a row shows.
  /// - Precondition: The model below reports at most ``TableModelLimits/maximumSectionCount``
  ///   sections, here and at each of its changes; otherwise the program stops with a message
  ///   naming the layer, the model below and its count.
  @inlinable
  public convenience init(_ base: Base, isIncluded: @escaping @MainActor (Base.Item) -> Bool) {
    // Inlined, so that the app's compiler specializes the layer's one read of the rows below
    // for its model: a change of thousands of rows evaluates them without the library's generic
    // code copying each row through its type's metadata.
    self.init(base, isIncluded: isIncluded) { base, rowPaths, isIncluded, flags in
      base.forEachItem(at: rowPaths) { flags.append(isIncluded($0)) }
    }
  }

  /// Wraps a model, reading its rows with `readFlags`.
  @usableFromInline
  init(
    _ base: Base, isIncluded: @escaping @MainActor (Base.Item) -> Bool,
    readFlags: @escaping FlagReader
  ) {
    self.base = base
    self.isIncluded = isIncluded
    self.readFlags = readFlags
    events = TableModelEvents(sharingQueueWith: base.events)
    // A change the predicate makes waits until the layer follows the model below.
    events.holdingMutations {
      passes = evaluateAll()
      forwardBaseChanges(
        reloading: { layer in layer.passes = layer.evaluateAll() },
        rewriting: { layer, change in layer.transform(change) },
        checkingUnchanged: { layer in
          layer.requireShapeBelow(unchangedFrom: layer.passes.map(\.count))
        })
    }
  }

  // MARK: Reading

  /// The sections of the model below.
  public var numberOfSections: Int {
    requireHeardOfChangeBelow()
    return passes.count
  }

  /// The rows of a section that pass.
  ///
  /// - Parameter section: A section index.
  /// - Returns: The number of rows.
  /// - Precondition: The section exists; otherwise the program stops with a message naming the
  ///   call, the section and the shape.
  public func numberOfRows(inSection section: Int) -> Int {
    passes[checkedSection(section)].setCount
  }

  /// The row at a position.
  ///
  /// - Parameter rowPath: A position.
  /// - Returns: The row.
  /// - Precondition: The position exists; otherwise the program stops with a message naming the
  ///   call, the position and the shape. The model below is not in the middle of a change it has
  ///   not published — inside its `performTransaction`, after an edit, the layer's positions no
  ///   longer match its rows; otherwise the program stops with a message naming the call and the
  ///   problem (see ``TableModelLayer``).
  /// - Complexity: O(log *n*) beyond the model below.
  public func item(at rowPath: RowPath) -> Base.Item { base.item(at: below(checkedRow(rowPath))) }

  /// The model of a section, which shows even when none of its rows pass.
  ///
  /// - Parameter section: A section index.
  /// - Returns: The model below's section model.
  /// - Precondition: The section exists; otherwise the program stops with a message naming the
  ///   call, the section and the shape.
  public func sectionModel(at section: Int) -> Base.SectionModel {
    base.sectionModel(at: checkedSection(section))
  }

  /// The position in the model below of a row: of the row that passed, as every row of the
  /// layer is one.
  ///
  /// - Parameter rowPath: A position in this layer.
  /// - Returns: The position below.
  /// - Precondition: The position exists; otherwise the program stops with a message naming the
  ///   call, the position and the shape.
  /// - Complexity: O(log *n*).
  public func basePosition(of rowPath: RowPath) -> RowPath? { below(checkedRow(rowPath)) }

  /// The section of the model below that a section shows: every section passes.
  ///
  /// - Parameter section: A section index in this layer.
  /// - Returns: `section`.
  /// - Precondition: The section exists; otherwise the program stops with a message naming the
  ///   call, the section and the shape.
  public func baseSection(of section: Int) -> Int? { checkedSection(section) }

  /// The position in this layer of a row of the model below, or `nil` when it does not pass.
  ///
  /// - Parameter baseRowPath: A position below.
  /// - Returns: The position in this layer.
  /// - Precondition: The position exists in the model below, and the layer has heard of the
  ///   model's last change: read it once a transaction of the model below is published (inside
  ///   one, the layer may not know the row yet). Otherwise the program stops with a message
  ///   naming the call and the shapes.
  /// - Complexity: O(log *n*).
  public func position(ofBase baseRowPath: RowPath) -> RowPath? {
    requireHeardOfChangeBelow()
    _ = checkedBaseRow(baseRowPath)
    requireRecordOfBase(section: baseRowPath.section, sections: passes.count) { passes[$0].count }
    let tree = passes[baseRowPath.section]
    guard tree[baseRowPath.row] else { return nil }
    return RowPath(row: tree.setCount(before: baseRowPath.row), section: baseRowPath.section)
  }

  // MARK: Operations

  /// Replaces the predicate and re-evaluates every row.
  ///
  /// Rows that start or stop passing are inserted or deleted; when none does, observers hear
  /// nothing.
  ///
  /// - Parameter isIncluded: Whether a row shows.
  public func setPredicate(_ isIncluded: @escaping @MainActor (Base.Item) -> Bool) {
    refilter(with: isIncluded)
  }

  /// Re-evaluates every row, for a predicate that reads state that changed.
  ///
  /// When no row starts or stops passing, observers hear nothing.
  ///
  /// - Complexity: O(*n*).
  public func refilter() {
    refilter(with: nil)
  }

  // MARK: Internal

  /// A read of the rows below: at each position of a list, in its order, evaluates the
  /// predicate and appends the flag (with ``TableModel/forEachItem(at:_:)``).
  @usableFromInline
  typealias FlagReader =
    @MainActor (
      _ base: Base, _ rowPaths: [RowPath], _ isIncluded: @MainActor (Base.Item) -> Bool,
      _ flags: inout [Bool]
    ) -> Void

  /// The flags of the rows below at `rowPaths`, appended to `flags`.
  func appendFlags(at rowPaths: [RowPath], to flags: inout [Bool]) {
    readFlags(base, rowPaths, isIncluded, &flags)
  }

  /// The position in the model below of a row the layer has.
  private func below(_ rowPath: RowPath) -> RowPath {
    RowPath(
      row: passes[rowPath.section].index(ofSetFlag: rowPath.row), section: rowPath.section)
  }
}

extension FilterLayer: RowEditingTableModel where Base: RowEditingTableModel {}
