public import TableModelTesting

/// An item for diff tests: an identity and a content number.
public struct TestItem: Diffable, Hashable, CustomStringConvertible {
  /// The identity.
  public var id: Int
  /// The content; changing it is an update.
  public var content: Int

  /// Creates an item.
  public init(_ id: Int, content: Int = 0) {
    self.id = id
    self.content = content
  }

  /// `id` or `id'content` when the content is not zero.
  public var description: String { content == 0 ? "\(id)" : "\(id)'\(content)" }
}

/// A section model for diff tests: an identity and a title number.
public struct TestSectionModel: Diffable, Hashable, CustomStringConvertible {
  /// The identity.
  public var id: Int
  /// The content; changing it is a section update.
  public var title: Int

  /// Creates a section model.
  public init(_ id: Int, title: Int = 0) {
    self.id = id
    self.title = title
  }

  /// `s<id>` or `s<id>'title`.
  public var description: String { title == 0 ? "s\(id)" : "s\(id)'\(title)" }
}

/// The section type of diff tests.
public typealias TestSection = TableSection<TestSectionModel, TestItem>

extension [TestSection] {
  /// The rows as cell texts: `"<id>:<content>"`.
  public var cellTexts: [[String]] { map { $0.items.map { "\($0.id):\($0.content)" } } }

  /// A compact description such as `s1[1 2'3] s2[]`.
  public var compactDescription: String {
    map { "\($0.model)[\($0.items.map(\.description).joined(separator: " "))]" }
      .joined(separator: " ")
  }
}
