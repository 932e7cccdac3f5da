/// The tree behind an outline, and the visible rows derived from it.
///
/// Every walk of the tree keeps the nodes still to visit in a list of its own, never a call per
/// level: a tree of any depth is walked without growing the call stack (a tree ten thousand
/// levels deep overflowed it when the walks recursed).
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
    var pending = [(node: node, parent: parent)]
    while let (node, parent) = pending.popLast() {
      let id = node.item.id
      nodes[id] = NodeState(
        item: node.item, parent: parent, children: node.children.map(\.item.id),
        isExpanded: node.isExpanded)
      pending.append(contentsOf: node.children.lazy.map { (node: $0, parent: id) })
    }
    return node.item.id
  }

  /// Removes a node and its descendants from ``nodes`` (not from a children list).
  func forget(_ id: Item.ID) {
    var pending = [id]
    while let id = pending.popLast() {
      guard let state = nodes.removeValue(forKey: id) else { continue }
      pending.append(contentsOf: state.children)
    }
  }

  /// The node of an identity the tree holds, with its descendants.
  func node(of id: Item.ID) -> Node {
    // After its children: each node is built once the nodes of all its children are, which
    // then end `built`, in order.
    var built: [Node] = []
    var pending = [(id: id, childrenBuilt: false)]
    while let (id, childrenBuilt) = pending.popLast() {
      let state = nodes[id]!
      if childrenBuilt {
        let children = Array(built.suffix(state.children.count))
        built.removeLast(state.children.count)
        built.append(Node(state.item, isExpanded: state.isExpanded, children: children))
      } else {
        pending.append((id: id, childrenBuilt: true))
        pending.append(contentsOf: state.children.reversed().map { (id: $0, childrenBuilt: false) })
      }
    }
    return built[0]
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

  /// The rows of a node and of the descendants that show when the node does, in row order.
  ///
  /// The node's depth is found once, and each row's from its parent's: O(*k*) for *k* rows,
  /// where a walk up the tree from every row took O(*k* × depth).
  func subtreeRows(_ id: Item.ID) -> [Row] {
    var result: [Row] = []
    var pending = [(id: id, depth: depth(ofKnown: id))]
    while let (id, depth) = pending.popLast() {
      let state = nodes[id]!
      result.append(
        Row(
          item: state.item, depth: depth, isExpanded: state.isExpanded,
          hasChildren: !state.children.isEmpty))
      if state.isExpanded {
        pending.append(contentsOf: state.children.reversed().map { (id: $0, depth: depth + 1) })
      }
    }
    return result
  }

  /// The number of rows a node and its shown descendants take when the node shows.
  func subtreeRowCount(_ id: Item.ID) -> Int {
    var count = 0
    var pending = [id]
    while let id = pending.popLast() {
      count += 1
      let state = nodes[id]!
      if state.isExpanded { pending.append(contentsOf: state.children) }
    }
    return count
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

  /// Every row a tree given as values shows, in order: each node, then — when it is expanded —
  /// its children's rows.
  static func visibleRows(of roots: [Node]) -> [Row] {
    var result: [Row] = []
    var pending = roots.reversed().map { (node: $0, depth: 0) }
    while let (node, depth) = pending.popLast() {
      result.append(
        Row(
          item: node.item, depth: depth, isExpanded: node.isExpanded,
          hasChildren: !node.children.isEmpty))
      if node.isExpanded {
        pending.append(contentsOf: node.children.reversed().map { (node: $0, depth: depth + 1) })
      }
    }
    return result
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
    let items = Self.depthFirst(roots).map(\.item)
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
    var pending = roots.enumerated().reversed().map { (node: $1, path: [$0]) }
    while let (node, path) = pending.popLast() {
      paths.append(path)
      pending.append(
        contentsOf: node.children.enumerated().reversed().map { (node: $1, path: path + [$0]) })
    }
    return paths
  }

  /// The nodes of a tree given as values, in depth-first order: each node, then its
  /// descendants, children in order.
  static func depthFirst(_ roots: [Node]) -> [Node] {
    var result: [Node] = []
    var pending = Array(roots.reversed())
    while let node = pending.popLast() {
      result.append(node)
      pending.append(contentsOf: node.children.reversed())
    }
    return result
  }
}
