/// The model of a section identified by a string, with optional header and footer titles: the
/// section model of models that need no richer one.
public struct TitledSection: Diffable, Hashable {
  /// The section's identity.
  public var id: String
  /// The header title, if any.
  public var headerTitle: String?
  /// The footer title, if any.
  public var footerTitle: String?

  /// Creates a section model.
  ///
  /// - Parameters:
  ///   - id: The section's identity.
  ///   - headerTitle: The header title.
  ///   - footerTitle: The footer title.
  public init(id: String, headerTitle: String? = nil, footerTitle: String? = nil) {
    self.id = id
    self.headerTitle = headerTitle
    self.footerTitle = footerTitle
  }
}

/// The model of the section a grouping model keeps for each key.
public struct GroupSection<Key: Hashable & Sendable>: Diffable, Hashable {
  /// The group's key, which is also the section's identity.
  public var key: Key

  /// Creates the section of a key.
  ///
  /// - Parameter key: The key.
  public init(key: Key) {
    self.key = key
  }

  /// The key.
  public var id: Key { key }
}
