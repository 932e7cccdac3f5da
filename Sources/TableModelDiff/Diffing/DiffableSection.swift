/// A section the diff can track: an identity and content of its own (its header, say) and the
/// items it holds.
///
/// ``TableSection`` is the ready-made conformance; conform your own section types when they
/// carry more.
public protocol DiffableSection: Diffable {
  /// The type of the section's items.
  associatedtype Item: Diffable

  /// The section's items, in order.
  var items: [Item] { get }

  /// Creates a section like `source` but holding other items.
  ///
  /// The diff calls it to build the intermediate data of a staged changeset.
  ///
  /// - Parameters:
  ///   - source: The section whose identity and content to keep.
  ///   - items: The items of the new section.
  init(source: Self, items: [Item])
}

/// A section of a table: a model that gives the section its identity and content (such as its
/// header), and its items.
///
/// ```swift
/// let sections = [
///   TableSection(model: Header(id: "favourites", title: "Favourites"), items: favourites),
///   TableSection(model: Header(id: "all", title: "All contacts"), items: contacts),
/// ]
/// ```
public struct TableSection<Model: Diffable, Item: Diffable>: DiffableSection {
  /// The section's own identity and content.
  public var model: Model

  /// The section's items, in order.
  public var items: [Item]

  /// Creates a section.
  ///
  /// - Parameters:
  ///   - model: The section's identity and content.
  ///   - items: The section's items.
  @inlinable
  public init(model: Model, items: [Item]) {
    self.model = model
    self.items = items
  }

  /// Creates a section with the model of `source` and other items.
  ///
  /// - Parameters:
  ///   - source: The section whose model to keep.
  ///   - items: The items of the new section.
  @inlinable
  public init(source: TableSection, items: [Item]) {
    self.init(model: source.model, items: items)
  }

  /// The model's identity.
  @inlinable
  public var id: Model.ID { model.id }

  /// Whether the models show the same content; the items are compared one by one by the diff.
  ///
  /// - Parameter other: A section with the same identity.
  /// - Returns: Whether the models' contents are equal.
  @inlinable
  public func isContentEqual(to other: TableSection) -> Bool {
    model.isContentEqual(to: other.model)
  }
}

extension TableSection: Equatable where Model: Equatable, Item: Equatable {}
extension TableSection: Hashable where Model: Hashable, Item: Hashable {}
