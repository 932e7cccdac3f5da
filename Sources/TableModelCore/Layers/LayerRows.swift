/// The identity of a row or section a layer adds: its kind and the layer that owns it, so two
/// layers of the same kind in one stack never show rows with the same identity.
public struct LayerElementID: Hashable, Sendable {
  /// The kind of element, such as `load-more`.
  public var kind: String
  /// The layer that owns the element, or `nil` for an element made outside a layer.
  public var owner: ObjectIdentifier?

  /// Creates an identity.
  ///
  /// - Parameters:
  ///   - kind: The kind of element.
  ///   - owner: The owning layer.
  public init(kind: String, owner: ObjectIdentifier? = nil) {
    self.kind = kind
    self.owner = owner
  }
}

/// The row a ``LoadMoreLayer`` shows while more pages exist; bind a spinner cell to it.
public struct LoadMoreRow: Diffable, Hashable, CustomStringConvertible {
  /// Whether the next page is being fetched.
  public var isLoading: Bool
  /// Why the last page failed to load, for the cell to show (tapping the row tries again); `nil`
  /// unless the app called ``LoadMoreLayer/failLoading(message:)``.
  public var failureMessage: String?
  /// The row's identity: one per layer.
  public let id: LayerElementID

  /// Creates the row.
  ///
  /// - Parameters:
  ///   - isLoading: Whether the next page is being fetched.
  ///   - failureMessage: Why the last page failed to load, or `nil`.
  ///   - owner: The layer that shows it.
  public init(isLoading: Bool, failureMessage: String? = nil, owner: ObjectIdentifier? = nil) {
    self.isLoading = isLoading
    self.failureMessage = failureMessage
    self.id = LayerElementID(kind: "load-more", owner: owner)
  }

  /// `LoadMoreRow(isLoading: true)`, with the failure message when there is one.
  public var description: String {
    if let failureMessage {
      "LoadMoreRow(isLoading: \(isLoading), failureMessage: \"\(failureMessage)\")"
    } else {
      "LoadMoreRow(isLoading: \(isLoading))"
    }
  }
}

/// The row an ``EmptyStateLayer`` shows while the model below has no rows.
public struct PlaceholderRow: Diffable, Hashable, CustomStringConvertible {
  /// What the placeholder says, such as "No messages yet".
  public var message: String
  /// The row's identity: one per layer.
  public let id: LayerElementID

  /// Creates the row.
  ///
  /// - Parameters:
  ///   - message: What the placeholder says.
  ///   - owner: The layer that shows it.
  public init(message: String, owner: ObjectIdentifier? = nil) {
    self.message = message
    self.id = LayerElementID(kind: "placeholder", owner: owner)
  }

  /// `PlaceholderRow(message: "…")`.
  public var description: String { "PlaceholderRow(message: \"\(message)\")" }
}

/// The model of a section a layer adds for a row of its own (a load-more row or a placeholder).
public struct LayerSection: Diffable, Hashable {
  /// The section's identity: its kind and owning layer.
  public let id: LayerElementID

  /// Creates the section model.
  ///
  /// - Parameters:
  ///   - kind: The kind of section, such as `load-more`.
  ///   - owner: The layer that shows it.
  public init(kind: String, owner: ObjectIdentifier? = nil) {
    self.id = LayerElementID(kind: kind, owner: owner)
  }
}

/// Where a layer puts a row of its own.
public enum LayerRowPlacement: Hashable, Sendable {
  /// In a section of the model below — a load-more row after the last row of the last section,
  /// an empty-state placeholder as the first row of the first section — or in a section of its
  /// own when the model has no section.
  case row
  /// In a section of its own.
  case section
}
