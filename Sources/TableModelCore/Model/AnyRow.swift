/// A row of any ``Diffable`` type: what layers that add rows of their own (a load-more row, a
/// featured item, a placeholder) output, mixed with the rows of the model below.
///
/// The identity of an `AnyRow` is its value's identity together with the value's type, so rows of
/// different types never collide; content comparison compares values of the same type with their
/// own ``Diffable/isContentEqual(to:)``. Wrapping an `AnyRow` again gives the same `AnyRow`.
///
/// ```swift
/// switch row.base {
/// case let tweet as Tweet: …
/// case is LoadMoreRow: …
/// default: …
/// }
/// ```
public struct AnyRow: Diffable {
  /// The wrapped value.
  public let base: any Diffable

  /// The wrapped value's identity, with its type.
  public let id: AnyIdentity

  /// Wraps a value; wrapping an `AnyRow` returns it unchanged.
  ///
  /// - Parameter base: The value.
  public init(_ base: some Diffable) {
    if let row = base as? AnyRow {
      self = row
    } else {
      self.base = base
      self.id = AnyIdentity(base)
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
  /// - Parameter other: A row with the same identity.
  /// - Returns: Whether their contents are equal.
  public func isContentEqual(to other: AnyRow) -> Bool {
    contentsEqual(base, other.base)
  }
}

/// A section model of any ``Diffable`` type, as layers that add sections of their own output it.
public struct AnySectionModel: Diffable {
  /// The wrapped value.
  public let base: any Diffable

  /// The wrapped value's identity, with its type.
  public let id: AnyIdentity

  /// Wraps a value; wrapping an `AnySectionModel` returns it unchanged.
  ///
  /// - Parameter base: The value.
  public init(_ base: some Diffable) {
    if let section = base as? AnySectionModel {
      self = section
    } else {
      self.base = base
      self.id = AnyIdentity(base)
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
  /// - Parameter other: A section model with the same identity.
  /// - Returns: Whether their contents are equal.
  public func isContentEqual(to other: AnySectionModel) -> Bool {
    contentsEqual(base, other.base)
  }
}

extension AnyRow {
  /// Wraps a value known only as an existential.
  init(erasing value: any Diffable) {
    func open<T: Diffable>(_ value: T) -> AnyRow { AnyRow(value) }
    self = open(value)
  }

  /// Whether two optional values are both absent, or have the same identity and content.
  static func same(_ lhs: (any Diffable)?, _ rhs: (any Diffable)?) -> Bool {
    switch (lhs.map(AnyRow.init(erasing:)), rhs.map(AnyRow.init(erasing:))) {
    case (nil, nil): true
    case (let lhs?, let rhs?): lhs.id == rhs.id && lhs.isContentEqual(to: rhs)
    default: false
    }
  }
}

extension AnyRow: CustomStringConvertible {
  /// The wrapped value's description.
  public var description: String { String(describing: base) }
}

extension AnySectionModel: CustomStringConvertible {
  /// The wrapped value's description.
  public var description: String { String(describing: base) }
}

/// The identity of a value of any ``Diffable`` type: its `id` and its type.
public struct AnyIdentity: Hashable, @unchecked Sendable {
  // `AnyHashable` is not `Sendable`, but it only ever wraps a `Diffable`'s `ID`, which is.
  private let value: AnyHashable
  private let type: ObjectIdentifier

  /// The identity of a value.
  ///
  /// - Parameter value: The value.
  public init(_ value: some Diffable) {
    self.value = AnyHashable(value.id)
    self.type = ObjectIdentifier(Swift.type(of: value))
  }
}

extension AnyIdentity: CustomStringConvertible {
  /// The wrapped identity's description.
  public var description: String { "\(value)" }
}

private func contentsEqual(_ lhs: any Diffable, _ rhs: any Diffable) -> Bool {
  func open<T: Diffable>(_ lhs: T) -> Bool {
    guard let rhs = rhs as? T else { return false }
    return lhs.isContentEqual(to: rhs)
  }
  return open(lhs)
}
