/// A layer that splices sections and rows of its own among those of the model below, and so
/// rewrites every change from below the same way (see ``PresentationLayout``): the load-more,
/// featured-section and empty-state layers.
///
/// Base rows keep their row indexes under a splicing layer, so a position maps down by its
/// section alone. The layer's reading API — ``TableModel/item(at:)``,
/// ``TableModel/sectionModel(at:)``, ``TableModelLayer/basePosition(of:)`` and
/// ``TableModelLayer/baseSection(of:)`` — comes from here, once for the three layers.
@MainActor
protocol SplicingLayer: TableModelLayer where Item == AnyDiffable, SectionModel == AnyDiffable {
  /// The layout the layer last published.
  var lastLayout: PresentationLayout { get set }
  /// The layout of the layer now.
  func layout() -> PresentationLayout
  /// ``TableModelLayer/baseSection(of:)`` for a section the layer has, without checking it.
  func uncheckedBaseSection(of section: Int) -> Int?
  /// The layer's own row at a position of the layer that shows no row of the model below, with
  /// an identity no row of the model below has.
  func ownRow(at rowPath: RowPath) -> AnyDiffable
  /// The model of the layer's own section, with an identity no section of the model below has.
  var ownSectionModel: AnyDiffable { get }
}

extension SplicingLayer {
  /// Starts passing the changes of the model below on, rewritten for this layer's output.
  func forwardBaseChanges() {
    forwardBaseChanges(
      reloading: { layer in layer.lastLayout = layer.layout() },
      rewriting: { layer, change in layer.splice(change) })
  }

  /// The output change for a change of the model below, which has just happened — or, for an
  /// empty `change`, for a change of the layer's own elements — and the new layout noted.
  func splice(_ change: Changeset) -> Changeset {
    let new = layout()
    let output = PresentationLayout.change(from: lastLayout, to: new, base: change)
    lastLayout = new
    return output
  }

  /// The row at a position: the model below's, or one of the layer's own (a ``LoadMoreRow``, a
  /// ``PlaceholderRow``, a featured item).
  ///
  /// - Parameter rowPath: A position.
  /// - Returns: The row.
  /// - Precondition: The position exists; otherwise the program stops with a message naming the
  ///   call, the position and the shape. The model below is not in the middle of a change it has
  ///   not published — inside its `performTransaction`, after an edit, the layer's positions no
  ///   longer match its rows; otherwise the program stops with a message naming the call and the
  ///   problem (see ``TableModelLayer``).
  public func item(at rowPath: RowPath) -> AnyDiffable {
    if let below = uncheckedBasePosition(of: checkedRow(rowPath)) {
      return AnyDiffable(base.item(at: below))
    }
    return ownRow(at: rowPath)
  }

  /// The model of a section: the model below's, or that of the layer's own section.
  ///
  /// - Parameter section: A section index.
  /// - Returns: The section's model.
  /// - Precondition: The section exists; otherwise the program stops with a message naming the
  ///   call, the section and the shape.
  public func sectionModel(at section: Int) -> AnyDiffable {
    if let below = uncheckedBaseSection(of: checkedSection(section)) {
      return AnyDiffable(base.sectionModel(at: below))
    }
    return ownSectionModel
  }

  /// The position in the model below of a row, or `nil` for the layer's own rows.
  ///
  /// - Parameter rowPath: A position in this layer.
  /// - Returns: The position below.
  /// - Precondition: The position exists; otherwise the program stops with a message naming the
  ///   call, the position and the shape.
  public func basePosition(of rowPath: RowPath) -> RowPath? {
    uncheckedBasePosition(of: checkedRow(rowPath))
  }

  /// The section of the model below that a section shows, or `nil` for the layer's own section.
  ///
  /// - Parameter section: A section index in this layer.
  /// - Returns: The section index below.
  /// - Precondition: The section exists; otherwise the program stops with a message naming the
  ///   call, the section and the shape.
  public func baseSection(of section: Int) -> Int? {
    uncheckedBaseSection(of: checkedSection(section))
  }

  /// ``TableModelLayer/basePosition(of:)`` for a position the layer has, without checking it:
  /// base rows keep their row indexes, and the layer's own rows come after them.
  func uncheckedBasePosition(of rowPath: RowPath) -> RowPath? {
    guard let section = uncheckedBaseSection(of: rowPath.section),
      rowPath.row < base.numberOfRows(inSection: section)
    else { return nil }
    return RowPath(row: rowPath.row, section: section)
  }
}
