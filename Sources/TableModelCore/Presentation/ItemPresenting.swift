/// A cell, or header or footer view, that updates itself from an item — Nimbus's "should update
/// cell with object".
///
/// ``CellFactory`` calls ``update(with:)`` every time it hands the cell out, reused or new, so a
/// cell that sets every piece of its content from the item is reuse-safe.
///
/// ```swift
/// final class TweetCell: UITableViewCell, ItemPresenting {
///   func update(with tweet: Tweet) {
///     textLabel?.text = tweet.text
///   }
/// }
/// ```
@MainActor
public protocol ItemPresenting: AnyObject {
  /// The type of item the cell presents.
  associatedtype Item

  /// Sets the cell's content from an item.
  ///
  /// - Parameter item: The item.
  func update(with item: Item)
}

/// An item that says which cell presents it, so a factory registers it in one line:
/// `factory.register(Tweet.self)`.
public protocol CellDeclaring: Diffable {
  /// The cell that presents the item.
  associatedtype PresentingCell: ItemPresenting where PresentingCell.Item == Self
}
