/// A table model of a tree — threaded replies, a file browser, nested settings — shown as an
/// outline: the rows are the nodes whose ancestors are all expanded, in depth-first order, each
/// indented by its depth.
///
/// Every operation on the tree publishes the exact batch of the visible rows: expanding a node
/// inserts its visible descendants below it, collapsing deletes them, moving a node moves its
/// row and the rows of its visible descendants together, and a node whose depth, expansion or
/// children change has its row reconfigured. Several operations inside
/// ``performTransaction(_:completion:)`` become one batch.
///
/// ```swift
/// let replies = OutlineTableModel<Reply>([
///   .init(question, isExpanded: true, children: [.init(answer)]),
/// ])
/// replies.append(followUp, to: answer.id)   // answer gets children: its row is reconfigured
/// replies.expand(id: answer.id)             // followUp's row is inserted below answer
/// replies.collapse(id: question.id)         // answer's and followUp's rows are deleted
/// ```
///
/// The rows are ``Row`` values: the item with its depth, whether it is expanded and whether it
/// has children, so a cell can show a disclosure indicator. A table controller indents each row
/// by its depth (added to its behaviour's ``RowBehavior/indentationLevel``), and a tap on a row
/// with children that no handler or action takes toggles it (``didSelectRow(at:)``) — except
/// while the user picks rows for a multiple selection, which selects it. The model has one
/// section, and stacks under layers like any model.
///
/// ### Contracts
///
/// - Identities are unique across the whole tree, expanded or not. Inserting an identity the tree
///   holds stops with a message naming it; ``replace(with:)`` throws ``DuplicateIdentityError``,
///   whose ``DuplicateIdentityError/duplicateNodes`` name each repeat's nodes by tree path.
/// - A parent passed to an operation exists, an index is within its children, and a node never
///   moves under itself or its descendants; otherwise the operation stops with a message.
///
/// - Complexity: Reading a row costs O(log *n*) for *n* visible rows; an operation costs
///   O((*k* + *d*) log *n*) for *k* rows it inserts, deletes, moves or reconfigures and a tree
///   depth of *d*.
@MainActor
public final class OutlineTableModel<Item: Diffable>: TableModel {
  /// The tree's nodes, by identity.
  var nodes: [Item.ID: NodeState] = [:]
  /// The top-level nodes, in order.
  var roots: [Item.ID] = []
  /// The visible rows, which publish the changes.
  let rows: SectionedTableModel<TitledSection, Row>

  // MARK: Lifecycle

  /// Creates a model holding a tree.
  ///
  /// - Parameters:
  ///   - roots: The top-level nodes, with their descendants.
  ///   - section: The model of the one section (its identity and titles).
  /// - Precondition: Identities are unique across the tree.
  /// - Precondition: Every identity must be equal to itself; one that is not (a NaN), which no
  ///   lookup could find, stops the program with a message naming the call and the identity.
  public init(_ roots: [Node] = [], section: TitledSection = TitledSection(id: "outline")) {
    rows = SectionedTableModel(
      sections: [TableSection(model: section, items: [])], contractName: "OutlineTableModel",
      initializer: "init(_:section:)")
    do {
      try Self.checkUnique(roots, "init(_:section:)")
    } catch {
      contractViolation("OutlineTableModel.init(_:section:): \(error)")
    }
    for node in roots { self.roots.append(add(node, parent: nil)) }
    try? rows.reload(with: [TableSection(model: section, items: Self.visibleRows(of: roots))])
  }

  // MARK: TableModel

  /// Where the model tells its observers what changed.
  public var events: TableModelEvents { rows.events }

  /// Always 1.
  public var numberOfSections: Int { 1 }

  /// The number of visible rows.
  ///
  /// - Parameter section: 0.
  /// - Returns: The number of rows.
  /// - Precondition: The section is 0; otherwise the program stops with a message naming the
  ///   call and the section.
  public func numberOfRows(inSection section: Int) -> Int {
    rows.numberOfRows(inSection: checkedSection(section))
  }

  /// The visible row at a position.
  ///
  /// - Parameter rowPath: A position in section 0.
  /// - Returns: The row.
  /// - Precondition: The row is visible; otherwise the program stops with a message naming the
  ///   call, the position and the shape.
  /// - Complexity: O(log *n*).
  public func item(at rowPath: RowPath) -> Row { rows.item(at: checkedRow(rowPath)) }

  /// The model of the one section.
  ///
  /// - Parameter section: 0.
  /// - Returns: The section's model.
  /// - Precondition: The section is 0.
  public func sectionModel(at section: Int) -> TitledSection {
    rows.sectionModel(at: checkedSection(section))
  }

  /// Toggles a row that has children, when the user selects it and no action or event handler
  /// took the selection.
  ///
  /// - Parameter rowPath: The row.
  /// - Returns: Whether the row had children (and was toggled).
  /// - Precondition: The row is visible; otherwise the program stops with a message naming the
  ///   call, the position and the shape.
  public func didSelectRow(at rowPath: RowPath) -> Bool {
    let row = rows.item(at: checkedRow(rowPath))
    guard row.hasChildren else { return false }
    toggle(id: row.id)
    return true
  }

  // MARK: Reading the tree

  /// The top-level nodes' items, in order.
  public var rootItems: [Item] { roots.map { nodes[$0]!.item } }

  /// The whole tree, expanded or not.
  ///
  /// - Complexity: O(*t*) for *t* nodes.
  public var tree: [Node] { roots.map(node(of:)) }

  /// The visible rows, in order.
  ///
  /// - Complexity: O(*n*).
  public var visibleItems: [Row] { rows.items(inSection: 0) }

  /// Whether the tree holds a node with an identity.
  ///
  /// - Parameter id: The identity.
  /// - Returns: Whether it does.
  public func contains(id: Item.ID) -> Bool { nodes[id] != nil }

  /// The item of a node, or `nil` when the tree holds none.
  ///
  /// - Parameter id: The node's identity.
  /// - Returns: The item.
  public subscript(id id: Item.ID) -> Item? { nodes[id]?.item }

  /// The items of a node's children, or of the top-level nodes for `nil`.
  ///
  /// - Parameter parent: The node's identity, or `nil` for the top level.
  /// - Returns: The children's items, in order; empty for an unknown node.
  public func children(of parent: Item.ID?) -> [Item] {
    childIDs(of: parent)?.map { nodes[$0]!.item } ?? []
  }

  /// The identity of a node's parent, or `nil` for a top-level or unknown node.
  ///
  /// - Parameter id: The node's identity.
  /// - Returns: The parent's identity.
  public func parent(of id: Item.ID) -> Item.ID? { nodes[id]?.parent }

  /// How deep a node is: 0 for a top-level node, 1 for its children, and so on; `nil` for an
  /// unknown node.
  ///
  /// - Parameter id: The node's identity.
  /// - Returns: The depth.
  /// - Complexity: O(*d*) for the node's depth *d*.
  public func depth(of id: Item.ID) -> Int? {
    guard nodes[id] != nil else { return nil }
    return depth(ofKnown: id)
  }

  /// Whether a node is expanded (its children show when the node does).
  ///
  /// - Parameter id: The node's identity.
  /// - Returns: Whether it is expanded; `false` for an unknown node.
  public func isExpanded(id: Item.ID) -> Bool { nodes[id]?.isExpanded ?? false }

  /// Whether a node has a row: every ancestor is expanded.
  ///
  /// - Parameter id: The node's identity.
  /// - Returns: Whether it shows; `false` for an unknown node.
  public func isVisible(id: Item.ID) -> Bool { rows.contains(id: id) }

  /// The index of a node's row, or `nil` when it has none.
  ///
  /// - Parameter id: The node's identity.
  /// - Returns: The row index.
  /// - Complexity: O(log *n*).
  public func index(id: Item.ID) -> Int? { rows.rowPath(id: id)?.row }
}
