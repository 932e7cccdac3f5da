/// The tree behind an outline, and the visible rows derived from it.
extension OutlineTableModel {
  /// A node as the model keeps it: linked to its parent and children by identity.
  struct NodeState {
    var item: Item
    var parent: Item.ID?
    var children: [Item.ID]
    var isExpanded: Bool
  }

  /// Adds a node and its descendants to ``nodes`` (not to a children list) and returns its
  /// identity.
  func add(_ node: Node, parent: Item.ID?) -> Item.ID {
    let id = node.item.id
    nodes[id] = NodeState(
      item: node.item, parent: parent, children: [], isExpanded: node.isExpanded)
    nodes[id]!.children = node.children.map { add($0, parent: id) }
    return id
  }

  /// Removes a node and its descendants from ``nodes`` (not from a children list).
  func forget(_ id: Item.ID) {
    guard let state = nodes.removeValue(forKey: id) else { return }
    for child in state.children { forget(child) }
  }

  /// The node of an identity the tree holds, with its descendants.
  func node(of id: Item.ID) -> Node {
    let state = nodes[id]!
    return Node(state.item, isExpanded: state.isExpanded, children: state.children.map(node(of:)))
  }

  /// The children of a node, or the top-level nodes for `nil`; `nil` for an unknown node.
  func childIDs(of parent: Item.ID?) -> [Item.ID]? {
    guard let parent else { return roots }
    return nodes[parent]?.children
  }

  func setChildIDs(_ children: [Item.ID], of parent: Item.ID?) {
    if let parent { nodes[parent]!.children = children } else { roots = children }
  }

  func depth(ofKnown id: Item.ID) -> Int {
    var depth = 0
    var current = nodes[id]!.parent
    while let parent = current {
      depth += 1
      current = nodes[parent]!.parent
    }
    return depth
  }

  /// The row of a node the tree holds, as it should show now.
  func makeRow(_ id: Item.ID) -> Row {
    let state = nodes[id]!
    return Row(
      item: state.item, depth: depth(ofKnown: id), isExpanded: state.isExpanded,
      hasChildren: !state.children.isEmpty)
  }

  /// Whether a node's children show: it is expanded and has a row (or it is the top level).
  func showsChildren(of parent: Item.ID?) -> Bool {
    guard let parent else { return true }
    return nodes[parent]!.isExpanded && rows.contains(id: parent)
  }

  /// A node and the descendants that show when the node does, in row order.
  func subtreeRows(_ id: Item.ID) -> [Item.ID] {
    var result: [Item.ID] = []
    func visit(_ id: Item.ID) {
      result.append(id)
      let state = nodes[id]!
      if state.isExpanded { state.children.forEach(visit) }
    }
    visit(id)
    return result
  }

  /// The number of rows a node and its shown descendants take when the node shows.
  func subtreeRowCount(_ id: Item.ID) -> Int {
    let state = nodes[id]!
    guard state.isExpanded else { return 1 }
    return state.children.reduce(1) { $0 + subtreeRowCount($1) }
  }

  /// The last row of a shown node's subtree: the node, or the last row of its last child when it
  /// is expanded.
  func lastSubtreeRow(_ id: Item.ID) -> Item.ID {
    var current = id
    while let state = nodes[current], state.isExpanded, let last = state.children.last {
      current = last
    }
    return current
  }

  /// The row index at which the child at `index` of a shown parent's children starts, among the
  /// rows there are now, leaving out a block of `excluding` rows at `blockStart` (rows about to
  /// move away).
  func startRow(
    ofChild index: Int, under parent: Item.ID?, excluding block: (start: Int, count: Int)? = nil
  ) -> Int {
    let anchor: Item.ID?
    if index > 0 {
      anchor = lastSubtreeRow(childIDs(of: parent)![index - 1])
    } else {
      anchor = parent
    }
    guard let anchor else { return 0 }
    var row = rows.rowPath(id: anchor)!.row
    if let block, row >= block.start { row -= block.count }
    return row + 1
  }

  /// Every row the tree shows, in order.
  func visibleRows() -> [Row] {
    roots.flatMap(subtreeRows).map(makeRow)
  }

  /// Reconfigures a node's row when it shows and no longer looks as it did.
  func refreshRow(_ id: Item.ID?) {
    guard let id, rows.contains(id: id) else { return }
    rows.update(makeRow(id))
  }

  /// Checks that a tree repeats no identity; stops, naming `call`, at an identity that is not
  /// equal to itself (a NaN), which the tree could never find again.
  ///
  /// - Throws: ``DuplicateIdentityError`` naming each repeated identity with the tree paths of
  ///   its nodes (``DuplicateIdentityError/duplicateNodes``).
  static func checkUnique(_ roots: [Node], _ call: String) throws {
    var items: [Item] = []
    func visit(_ node: Node) {
      items.append(node.item)
      node.children.forEach(visit)
    }
    roots.forEach(visit)
    if let item = items.first(where: { $0.id != $0.id }) {
      contractViolation(
        "OutlineTableModel.\(call): ID \(item.id) is not equal to itself (a NaN?); an identity must be, or the model cannot find it"
      )
    }
    do {
      try DuplicateIdentityError.check([TableSection(model: TitledSection(id: ""), items: items)])
    } catch let error as DuplicateIdentityError {
      // The check numbers the nodes depth first, collapsed or not: rows of no table. Name
      // each by its tree path instead, which finds it in `roots`.
      let paths = treePaths(of: roots)
      throw DuplicateIdentityError(
        duplicates: [],
        duplicateNodes: error.duplicates.map { repeated in
          DuplicateIdentifier(
            id: repeated.id, sourcePositions: [],
            targetPositions: repeated.targetPositions.map { paths[$0.row] })
        })
    }
  }

  /// The tree path of every node of a tree, in depth-first order: its index among its siblings
  /// at each level, from the top level down.
  private static func treePaths(of roots: [Node]) -> [[Int]] {
    var paths: [[Int]] = []
    func visit(_ nodes: [Node], under parent: [Int]) {
      for (index, node) in nodes.enumerated() {
        paths.append(parent + [index])
        visit(node.children, under: parent + [index])
      }
    }
    visit(roots, under: [])
    return paths
  }
}
