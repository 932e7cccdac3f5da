/// A model stacked on another — the shape of every layer: it shows the rows of the model below
/// (its ``base``), maybe with rows and sections of its own, maps its positions down to the model
/// below, passes the table's row events down to the rows they concern, and rewrites every change
/// of the model below into a change of its own output.
///
/// Adopting it provides ``TableModel/willDisplayRow(at:)``,
/// ``TableModel/didEndDisplayingRow(at:)`` and ``TableModel/didSelectRow(at:)``: a row of the
/// model below hears them at its position there; the layer's own rows hear nothing. A layer whose
/// own rows react, such as ``LoadMoreLayer``, implements them itself.
///
/// ### Reading while the model below changes
///
/// A layer follows the model below once the model publishes a change. Inside a transaction of
/// the model below (or a custom model's ``TableModelEvents/sendChange(_:completion:)`` mutation),
/// from its first edit until it is published, the layers of this package do not match the model
/// below: each of their reads and row events — counts, rows, section models, positions, display
/// and selection — stops the program, in every build configuration, with a message naming the
/// layer, the call and the problem (`FilterLayer.item(at:): the model below is changing and has
/// not published the change yet …`). Read the layer once the change is published, or read the
/// model below, whose reads show the edits so far. Observers told of the model's
/// ``TableModelEvents/Event/willChange`` may still read the stack: the model has not changed yet.
///
/// ### Writing a layer
///
/// A layer owns a ``TableModelEvents`` that shares the mutation queue of the model below
/// (``TableModelEvents/init(sharingQueueWith:)``), and starts following the model below at the end
/// of its initialiser with ``forwardBaseChanges(reloading:rewriting:)`` — the one way every layer
/// of this package passes the events of the model below on:
///
/// ```swift
/// final class MutedLayer: TableModelLayer {
///   let base: ArrayTableModel<Tweet>
///   let events: TableModelEvents
///
///   init(_ base: ArrayTableModel<Tweet>) {
///     self.base = base
///     events = TableModelEvents(sharingQueueWith: base.events)
///     forwardBaseChanges(
///       reloading: { layer in layer.recompute() },
///       rewriting: { layer, change in layer.output(for: change) })
///   }
///   …
/// }
/// ```
///
/// A layer that keeps the rows of the model below in their order (as the filter, load-more,
/// featured-section and empty-state layers do) and whose base is a ``RowEditingTableModel`` can
/// adopt ``RowEditingTableModel`` with an empty extension: the removal and moves come from
/// ``basePosition(of:)`` and ``baseSection(of:)``.
@MainActor
public protocol TableModelLayer: TableModel {
  /// The type of the model below.
  associatedtype Base: TableModel

  /// The model below.
  var base: Base { get }

  /// The position in the model below of a row of this layer, or `nil` for the layer's own rows.
  ///
  /// - Parameter rowPath: A position in this layer.
  /// - Returns: The position below.
  /// - Precondition: The position exists in this layer.
  func basePosition(of rowPath: RowPath) -> RowPath?

  /// The section of the model below that a section of this layer shows, or `nil` for the
  /// layer's own sections.
  ///
  /// - Parameter section: A section index in this layer.
  /// - Returns: The section index below.
  /// - Precondition: The section exists in this layer.
  func baseSection(of section: Int) -> Int?
}

extension TableModelLayer {
  /// Passes the row down; the layer's own rows hear nothing.
  ///
  /// - Parameter rowPath: The row's position.
  /// - Precondition: The row exists; otherwise the program stops with a message naming the
  ///   layer, this call, the position and the shape.
  public func willDisplayRow(at rowPath: RowPath) {
    if let below = basePosition(of: checkedRow(rowPath)) { base.willDisplayRow(at: below) }
  }

  /// Passes the prefetched row down; the layer's own rows hear nothing.
  ///
  /// - Parameter rowPath: The row's position.
  /// - Precondition: The row exists; otherwise the program stops with a message naming the
  ///   layer, this call, the position and the shape.
  public func prefetchRow(at rowPath: RowPath) {
    if let below = basePosition(of: checkedRow(rowPath)) { base.prefetchRow(at: below) }
  }

  /// Passes the row's disappearance down; the layer's own rows hear nothing.
  ///
  /// - Parameter rowPath: The row's position when it left.
  /// - Precondition: The row exists; otherwise the program stops with a message naming the
  ///   layer, this call, the position and the shape.
  public func didEndDisplayingRow(at rowPath: RowPath) {
    if let below = basePosition(of: checkedRow(rowPath)) { base.didEndDisplayingRow(at: below) }
  }

  /// Passes the selection down; the layer's own rows take none.
  ///
  /// - Parameter rowPath: The row's position.
  /// - Returns: Whether a model below acted on it.
  /// - Precondition: The row exists; otherwise the program stops with a message naming the
  ///   layer, this call, the position and the shape.
  public func didSelectRow(at rowPath: RowPath) -> Bool {
    basePosition(of: checkedRow(rowPath)).map { base.didSelectRow(at: $0) } ?? false
  }

  /// Starts passing the events of the model below on to the layer's observers.
  ///
  /// ``TableModelEvents/Event/willChange`` and ``TableModelEvents/Event/didChange`` pass as they are; each
  /// change is rewritten for the layer's output. Call it once, at the end of the layer's
  /// initialiser. The layer hears each change after the model below has made it, and before anything built on
  /// the layer does; the layer's observers hear the rewritten change right after.
  ///
  /// - Parameters:
  ///   - reloading: Brings the layer up to date after the model below changed too much to say
  ///     what; the layer's observers are then told to reload.
  ///   - rewriting: Brings the layer up to date after the model below changed as the changeset
  ///     says, and returns the change of the layer's output.
  /// - Precondition: The layer does not forward the changes of the model below yet.
  public func forwardBaseChanges(
    reloading: @escaping @MainActor (Self) -> Void,
    rewriting: @escaping @MainActor (Self, Changeset) -> Changeset
  ) {
    forwardBaseChanges(reloading: reloading, rewriting: rewriting, checkingUnchanged: nil)
  }

  /// ``forwardBaseChanges(reloading:rewriting:)``, and `checkingUnchanged` called whenever the
  /// model below published a mutation with no change: for a layer that keeps state for every
  /// row below, to check that the rows below indeed did not change.
  func forwardBaseChanges(
    reloading: @escaping @MainActor (Self) -> Void,
    rewriting: @escaping @MainActor (Self, Changeset) -> Changeset,
    checkingUnchanged: (@MainActor (Self) -> Void)?
  ) {
    let rewrite: @MainActor (TableModelChange) -> TableModelChange = { [weak self] change in
      guard let self else { return change }
      switch change {
      case .reloadData:
        reloading(self)
        return .reloadData
      case .batch(let changeset):
        return .batch(rewriting(self, changeset))
      }
    }
    var unchanged: (@MainActor () -> Void)?
    if let checkingUnchanged {
      unchanged = { [weak self] in
        guard let self else { return }
        checkingUnchanged(self)
      }
    }
    events.follow(base.events, layer: Self.self, rewrite: rewrite, unchanged: unchanged)
  }
}

extension RowEditingTableModel where Self: TableModelLayer, Base: RowEditingTableModel {
  /// Removes the row from the model below; the layer's own rows are not removed.
  ///
  /// - Parameter rowPath: The row.
  /// - Returns: Whether the model below removed it.
  /// - Precondition: The row exists; otherwise the program stops with a message naming the
  ///   layer, this call, the position and the shape.
  @discardableResult
  public func removeRow(at rowPath: RowPath) -> Bool {
    basePosition(of: checkedRow(rowPath)).map { base.removeRow(at: $0) } ?? false
  }

  /// Whether the model below can move the row into the section: never the layer's own row, nor
  /// into the layer's own section.
  ///
  /// - Parameters:
  ///   - source: The row.
  ///   - destination: Where it would go.
  /// - Returns: Whether ``moveRow(from:to:)`` would move it.
  /// - Precondition: The row and the destination's section exist; otherwise the program stops
  ///   with a message naming the layer, this call and the position.
  public func canMoveRow(from source: RowPath, to destination: RowPath) -> Bool {
    guard let from = basePosition(of: checkedRow(source)),
      let section = baseSection(of: checkedSection(destination.section))
    else { return false }
    return base.canMoveRow(from: from, to: RowPath(row: 0, section: section))
  }

  /// Moves the row in the model below, next to the row of the model below that is at
  /// `destination` here.
  ///
  /// A drop among or after the layer's own rows lands after the last row of the model below in
  /// that section. The layer's own rows do not move, and nothing moves into the layer's own
  /// sections.
  ///
  /// The layer must keep the rows of the model below in their order (a sorting layer cannot
  /// place a row where the user drops it).
  ///
  /// - Parameters:
  ///   - source: The row.
  ///   - destination: Its position after the move.
  /// - Returns: Whether the model below moved it.
  /// - Precondition: The row exists, and the destination is a position of this layer where a
  ///   row can go (at most one past another section's last row; within its own section, one of
  ///   its rows, since the row is taken out first); otherwise the program stops with a message
  ///   naming the layer, this call, the position and the shape.
  @discardableResult
  public func moveRow(from source: RowPath, to destination: RowPath) -> Bool {
    let sameSection = source.section == destination.section
    requireRow(source, "\(Self.contractTypeName).moveRow(from:to:)")
    // Within its section, the row is taken out first: a row past the last one is not a place.
    requireRow(
      destination, "\(Self.contractTypeName).moveRow(from:to:)", forInsertion: !sameSection)
    guard let from = basePosition(of: source), let section = baseSection(of: destination.section)
    else { return false }
    // The rows here at the destination, counted without the moving row.
    let others = numberOfRows(inSection: destination.section) - (sameSection ? 1 : 0)
    // The row here that the moving row lands before, once it has left.
    let before =
      sameSection && destination.row >= source.row ? destination.row + 1 : destination.row
    var to: RowPath
    if destination.row < others,
      let below = basePosition(of: RowPath(row: before, section: destination.section))
    {
      to = below
      if from.section == to.section, from.row < to.row { to.row -= 1 }
    } else {
      to = RowPath(row: base.numberOfRows(inSection: section), section: section)
      if from.section == section { to.row -= 1 }
    }
    return base.moveRow(from: from, to: to)
  }
}
