/// The row a ``LoadMoreLayer`` shows while more pages exist; bind a spinner cell to it.
public struct LoadMoreRow: Diffable, Hashable, CustomStringConvertible {
  /// Whether the next page is being fetched.
  public var isLoading: Bool
  /// Why the last page failed to load, for the cell to show (tapping the row tries again); `nil`
  /// unless the app called ``LoadMoreLayer/failLoading(message:)``.
  public var failureMessage: String?
  /// The row's identity: the layer that shows it (one row per layer), or `nil` for a row made
  /// outside a layer.
  public let id: ObjectIdentifier?

  /// Creates the row.
  ///
  /// - Parameters:
  ///   - isLoading: Whether the next page is being fetched.
  ///   - failureMessage: Why the last page failed to load, or `nil`.
  ///   - owner: The layer that shows it.
  public init(isLoading: Bool, failureMessage: String? = nil, owner: ObjectIdentifier? = nil) {
    self.isLoading = isLoading
    self.failureMessage = failureMessage
    self.id = owner
  }

  /// What the row's cell says: `nil` while the page loads (the cell shows a spinner instead),
  /// the ``failureMessage`` after a page failed (tapping the row tries again), else "Load More".
  ///
  /// The default cells of `TableController` and `HeadlessTableController` show it.
  public var title: String? { isLoading ? nil : failureMessage ?? "Load More" }

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
  /// The row's identity: the layer that shows it (one row per layer), or `nil` for a row made
  /// outside a layer.
  public let id: ObjectIdentifier?

  /// Creates the row.
  ///
  /// - Parameters:
  ///   - message: What the placeholder says.
  ///   - owner: The layer that shows it.
  public init(message: String, owner: ObjectIdentifier? = nil) {
    self.message = message
    self.id = owner
  }

  /// `PlaceholderRow(message: "…")`.
  public var description: String { "PlaceholderRow(message: \"\(message)\")" }
}

/// The model of a section a layer adds for a row of its own (a load-more row or a placeholder):
/// an identity — the kind of row and the layer — and nothing to show.
struct LayerSection: Diffable, Hashable {
  struct ID: Hashable, Sendable {
    var kind: String
    var owner: ObjectIdentifier
  }

  let id: ID

  init(kind: String, owner: AnyObject) {
    id = ID(kind: kind, owner: ObjectIdentifier(owner))
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

extension PlaceholderRow: RowBehaviorProviding {
  /// Neither highlighted nor selectable: a message, not something to tap.
  public var rowBehavior: RowBehavior {
    RowBehavior {
      $0.isHighlightable = false
      $0.isSelectable = false
      $0.selectionStyle = .none
    }
  }
}
