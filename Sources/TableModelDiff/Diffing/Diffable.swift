/// A value a table can show and the diff can track: it has an **identity**, which says which
/// thing it is, and **content**, which says what the thing currently looks like.
///
/// The two questions are kept apart on purpose:
///
/// - **Identity** is `Identifiable`'s `id`: stable for the life of the thing
///   (a database key, a server identifier, a UUID assigned once). Two values with the same `id`
///   are the same row; the diff moves that row rather than deleting and inserting it.
/// - **Content** is ``isContentEqual(to:)``: whether two values with the same identity look the
///   same. When they do not, the diff reports an *update*, which the table applies by
///   reconfiguring the existing cell, keeping its selection and first responder.
///
/// When `Self` is `Equatable`, content comparison is `==` by default; implement
/// ``isContentEqual(to:)`` to compare only what the cell shows.
///
/// ```swift
/// struct Tweet: Diffable, Equatable {
///   let id: Int          // identity: never changes
///   var text: String     // content
///   var likes: Int       // content
/// }
/// ```
///
/// Do not use the whole value as its identity (`var id: Self { self }`): every content change
/// would then look like a different row, so the diff would report a delete and an insert instead
/// of an update, and the cell would be recreated. For flat lists, `StagedChangeset(source:target:)`
/// is deprecated in that case, so the compiler warns; for sections, this note is the guard.
public protocol Diffable: Identifiable, Sendable where ID: Sendable {
  /// Whether this value shows the same content as `other`, which has the same identity.
  ///
  /// The default, for `Equatable` types, is `==`.
  ///
  /// - Parameter other: A value with the same `id`.
  /// - Returns: `true` when a cell showing `self` need not be reconfigured to show `other`.
  func isContentEqual(to other: Self) -> Bool
}

extension Diffable where Self: Equatable {
  /// Compares content with `==`.
  ///
  /// - Parameter other: A value with the same identity.
  /// - Returns: `self == other`.
  @inlinable
  public func isContentEqual(to other: Self) -> Bool {
    self == other
  }
}
