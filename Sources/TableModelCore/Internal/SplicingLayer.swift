/// A layer that splices sections and rows of its own among those of the model below, and so
/// rewrites every change from below the same way (see ``PresentationLayout``).
@MainActor
protocol SplicingLayer: AnyObject {
  var events: TableModelEvents { get }
  /// The layout the layer last published.
  var lastLayout: PresentationLayout { get set }
  /// The layout of the layer now.
  func layout() -> PresentationLayout
}

extension SplicingLayer {
  /// Passes an event of the model below on, rewriting its change for this layer's output.
  func forward(_ event: TableModelEvent) {
    switch event {
    case .willChange:
      events.send(.willChange)
    case .changed(.reloadData):
      lastLayout = layout()
      events.send(.changed(.reloadData))
    case .changed(.batch(let change)):
      let new = layout()
      let output = PresentationLayout.change(from: lastLayout, to: new, base: change)
      lastLayout = new
      events.send(.changed(.batch(output)))
    case .didChange:
      events.send(.didChange)
    }
  }
}
