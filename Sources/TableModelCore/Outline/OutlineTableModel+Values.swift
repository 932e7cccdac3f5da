extension OutlineTableModel {
  /// A node of the tree handed to an outline: an item, whether it is expanded, and its
  /// children — to build a tree or a subtree at once.
  ///
  /// ```swift
  /// let docs = OutlineTableModel<File>.Node(
  ///   File(name: "Docs"), isExpanded: true,
  ///   children: [.init(File(name: "Notes.txt")), .init(File(name: "Plan.md"))])
  /// ```
  public struct Node: Sendable {
    /// The node's item.
    public var item: Item
    /// Whether the node's children show when the node does.
    public var isExpanded: Bool
    /// The node's children, in order.
    public var children: [Node]

    /// Creates a node.
    ///
    /// - Parameters:
    ///   - item: The node's item.
    ///   - isExpanded: Whether its children show; `false` by default.
    ///   - children: Its children.
    public init(_ item: Item, isExpanded: Bool = false, children: [Node] = []) {
      self.item = item
      self.isExpanded = isExpanded
      self.children = children
    }
  }

  /// A visible row of an outline: a node's item, with what its cell needs to show it in the
  /// tree.
  ///
  /// Its identity is the item's; its content is the item's content together with the depth, the
  /// expansion and whether the node has children, so a row whose node is expanded, gets its
  /// first child or moves to another depth is reconfigured.
  public struct Row: Diffable, CustomStringConvertible {
    /// The node's item.
    public let item: Item
    /// How deep the node is: 0 for a top-level node.
    public let depth: Int
    /// Whether the node is expanded.
    public let isExpanded: Bool
    /// Whether the node has children (so the cell shows a disclosure indicator).
    public let hasChildren: Bool

    /// The item's identity.
    public var id: Item.ID { item.id }

    /// Whether the rows show the same item content at the same depth, expansion and children.
    ///
    /// - Parameter other: A row with the same identity.
    /// - Returns: Whether they look the same.
    public func isContentEqual(to other: Row) -> Bool {
      depth == other.depth && isExpanded == other.isExpanded && hasChildren == other.hasChildren
        && item.isContentEqual(to: other.item)
    }

    /// The item, indented two spaces per level, after `▸` (collapsed), `▾` (expanded) or `·`
    /// (no children): `  ▾ Docs`.
    public var description: String {
      let marker = hasChildren ? (isExpanded ? "▾" : "▸") : "·"
      return String(repeating: "  ", count: depth) + "\(marker) \(item)"
    }
  }
}

extension OutlineTableModel.Node: Equatable where Item: Equatable {}

extension OutlineTableModel.Node: Hashable where Item: Hashable {}

extension OutlineTableModel.Row: Equatable where Item: Equatable {}

extension OutlineTableModel.Row: Hashable where Item: Hashable {}

extension OutlineTableModel.Row: OutlineDepthProviding {}

/// A row that sits at a depth of a tree, which a table controller adds to its indentation.
protocol OutlineDepthProviding {
  var depth: Int { get }
}
