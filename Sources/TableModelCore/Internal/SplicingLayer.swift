/// A layer that splices sections and rows of its own among those of the model below, and so
/// rewrites every change from below the same way (see ``PresentationLayout``): the load-more,
/// featured-section and empty-state layers.
///
/// Base rows keep their row indexes under a splicing layer, so a position maps down by its
/// section alone.
@MainActor
protocol SplicingLayer: TableModelLayer {
  /// The layout the layer last published.
  var lastLayout: PresentationLayout { get set }
  /// The layout of the layer now.
  func layout() -> PresentationLayout
  /// ``TableModelLayer/baseSection(of:)`` for a section the layer has, without checking it.
  func uncheckedBaseSection(of section: Int) -> Int?
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

  /// ``TableModelLayer/basePosition(of:)`` for a position the layer has, without checking it:
  /// base rows keep their row indexes, and the layer's own rows come after them.
  func uncheckedBasePosition(of rowPath: RowPath) -> RowPath? {
    guard let section = uncheckedBaseSection(of: rowPath.section),
      rowPath.row < base.numberOfRows(inSection: section)
    else { return nil }
    return RowPath(row: rowPath.row, section: section)
  }
}
