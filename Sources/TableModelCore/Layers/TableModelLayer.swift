/// A model stacked on another — the shape of every layer: it shows the rows of the model below
/// (its ``base``), maybe with rows and sections of its own, and passes the table's row events
/// down to the rows they concern.
///
/// Adopting it provides ``TableModel/willDisplayRow(at:)``,
/// ``TableModel/didEndDisplayingRow(at:)`` and ``TableModel/didSelectRow(at:)``: a row of the
/// model below hears them at its position there; the layer's own rows hear nothing. A layer whose
/// own rows react, such as ``LoadMoreLayer``, implements them itself.
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
  func positionBelow(_ rowPath: RowPath) -> RowPath?
}

extension TableModelLayer {
  /// Passes the row down; the layer's own rows hear nothing.
  ///
  /// - Parameter rowPath: The row's position.
  public func willDisplayRow(at rowPath: RowPath) {
    if let below = positionBelow(rowPath) { base.willDisplayRow(at: below) }
  }

  /// Passes the row's disappearance down; the layer's own rows hear nothing.
  ///
  /// - Parameter rowPath: The row's position when it left.
  public func didEndDisplayingRow(at rowPath: RowPath) {
    if let below = positionBelow(rowPath) { base.didEndDisplayingRow(at: below) }
  }

  /// Passes the selection down; the layer's own rows take none.
  ///
  /// - Parameter rowPath: The row's position.
  /// - Returns: Whether a model below acted on it.
  public func didSelectRow(at rowPath: RowPath) -> Bool {
    positionBelow(rowPath).map { base.didSelectRow(at: $0) } ?? false
  }
}
