/// A reply in a discussion thread: the outline scenario's item, whose replies are its children.
public struct Reply: Diffable, Hashable, Sendable, CustomStringConvertible {
  /// Which reply it is.
  public var id: Int
  /// Who wrote it, without the `@`.
  public var author: String
  /// What it says.
  public var text: String

  /// Creates a reply.
  ///
  /// - Parameters:
  ///   - id: Which reply it is.
  ///   - author: Who wrote it, without the `@`.
  ///   - text: What it says.
  public init(id: Int, author: String, text: String) {
    self.id = id
    self.author = author
    self.text = text
  }

  /// `@author: text`.
  public var description: String { "@\(author): \(text)" }
}

extension Reply {
  /// A question (1), expanded, with two replies: grace's answer (2), collapsed, with ada's
  /// thanks (3) under it, and linus's aside (4).
  public static var sampleThread: [OutlineTableModel<Reply>.Node] {
    typealias Node = OutlineTableModel<Reply>.Node
    return [
      Node(
        Reply(id: 1, author: "ada", text: "Why does my batch update crash?"), isExpanded: true,
        children: [
          Node(
            Reply(id: 2, author: "grace", text: "You deleted a row twice."),
            children: [Node(Reply(id: 3, author: "ada", text: "Thanks, that was it!"))]),
          Node(Reply(id: 4, author: "linus", text: "Try the headless table.")),
        ])
    ]
  }
}
