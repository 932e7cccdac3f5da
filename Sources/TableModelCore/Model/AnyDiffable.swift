/// A value of any `Diffable` type: the rows and section models of layers that add rows or
/// sections of their own (a load-more row, a featured item, a placeholder), mixed with those of
/// the model below — as `AnyHashable` is to `Hashable`.
///
/// The identity of an `AnyDiffable` is its value's identity together with the value's type, so
/// values of different types never collide; content comparison compares values of the same type
/// with their own `Diffable/isContentEqual(to:)`. Wrapping an `AnyDiffable` again gives the
/// same `AnyDiffable`. Cell and header factories, behaviours and event handlers see the wrapped
/// value, so an app rarely meets this type except when it reads a layer's rows itself:
///
/// ```swift
/// switch feed.item(at: rowPath).base {
/// case let tweet as Tweet: …
/// case is LoadMoreRow: …
/// default: …
/// }
/// ```
public struct AnyDiffable: Diffable {
  /// The identity of a value of any `Diffable` type: its `id` and its type — and, for a
  /// layer's own section model, the layer (see ``FeaturedSectionLayer``).
  public struct ID: Hashable, @unchecked Sendable {
    // `AnyHashable` is not `Sendable`, but it only ever wraps a `Diffable`'s `ID`, which is.
    private let value: AnyHashable
    private let type: ObjectIdentifier
    /// The layer whose own value this is, so that it never equals a value of the model below
    /// with the same identity; `nil` otherwise.
    private let owner: ObjectIdentifier?

    /// Whether the value is a layer's own.
    var isOwnedByLayer: Bool { owner != nil }

    init(_ value: some Diffable, owner: ObjectIdentifier? = nil) {
      self.value = AnyHashable(value.id)
      self.type = ObjectIdentifier(Swift.type(of: value))
      self.owner = owner
    }
  }

  /// The wrapped value.
  public let base: any Diffable

  /// The wrapped value's identity, with its type.
  public let id: ID

  /// Wraps a value; wrapping an `AnyDiffable` returns it unchanged.
  ///
  /// - Parameter base: The value.
  public init(_ base: some Diffable) {
    if let wrapped = base as? AnyDiffable {
      self = wrapped
    } else {
      self.base = base
      self.id = ID(base)
    }
  }

  /// The wrapped value as a type, or `nil` when it is of another type.
  ///
  /// - Parameter type: The type.
  /// - Returns: The value, cast.
  public func `as`<T: Diffable>(_ type: T.Type) -> T? {
    base as? T
  }

  /// Whether the wrapped values have the same type and equal contents.
  ///
  /// - Parameter other: A value with the same identity.
  /// - Returns: Whether their contents are equal.
  public func isContentEqual(to other: AnyDiffable) -> Bool {
    func open<T: Diffable>(_ lhs: T) -> Bool {
      guard let rhs = other.base as? T else { return false }
      return lhs.isContentEqual(to: rhs)
    }
    return open(base)
  }
}

extension AnyDiffable {
  /// Wraps a layer's own value with an identity that also names the layer, so that it differs
  /// from the identity of every value of the model below — even one of the same type with the
  /// same `id` — while factories and handlers still see `base`.
  ///
  /// - Parameters:
  ///   - base: The value.
  ///   - owner: The layer that shows it.
  init(_ base: some Diffable, ownedBy owner: AnyObject) {
    if let wrapped = base as? AnyDiffable {
      // A value of a layer below: owned by this layer, with the value itself as its base.
      func open<T: Diffable>(_ value: T) -> AnyDiffable { AnyDiffable(value, ownedBy: owner) }
      self = open(wrapped.base)
      return
    }
    self.base = base
    self.id = ID(base, owner: ObjectIdentifier(owner))
  }

  /// Wraps a value known only as an existential.
  init(erasing value: any Diffable) {
    func open<T: Diffable>(_ value: T) -> AnyDiffable { AnyDiffable(value) }
    self = open(value)
  }

  /// The value a layer's row or section model wraps, or the value itself.
  static func unwrapped(_ value: any Diffable) -> any Diffable {
    // The type is compared first: a cast of a value that is not wrapped costs far more, and
    // controllers unwrap the item of every row they size.
    guard type(of: value) == AnyDiffable.self else { return value }
    return (value as? AnyDiffable)?.base ?? value
  }

  /// Whether a section model (or row) is a layer's own — a featured section's header, a
  /// load-more or placeholder section — rather than one of a model below.
  static func isLayersOwn(_ value: any Diffable) -> Bool {
    guard let wrapped = value as? AnyDiffable else { return false }
    return wrapped.id.isOwnedByLayer || wrapped.base is LayerSection
  }

  /// Whether two optional values are both absent, or have the same identity and content.
  static func same(_ lhs: (any Diffable)?, _ rhs: (any Diffable)?) -> Bool {
    switch (lhs.map(AnyDiffable.init(erasing:)), rhs.map(AnyDiffable.init(erasing:))) {
    case (nil, nil): true
    case (let lhs?, let rhs?): lhs.id == rhs.id && lhs.isContentEqual(to: rhs)
    default: false
    }
  }
}

extension AnyDiffable: CustomStringConvertible {
  /// The wrapped value's description.
  public var description: String { String(describing: base) }
}

extension AnyDiffable.ID: CustomStringConvertible {
  /// The wrapped identity's description.
  public var description: String { "\(value)" }
}
