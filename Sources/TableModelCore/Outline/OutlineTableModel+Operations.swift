extension OutlineTableModel {
  // MARK: Nodes

  /// Inserts a node, with its descendants, among a parent's children.
  ///
  /// When the parent's children show, the node's row and the rows of its shown descendants are
  /// inserted; a parent that gets its first child has its row reconfigured.
  ///
  /// - Parameters:
  ///   - node: The node and its descendants.
  ///   - parent: The parent's identity, or `nil` for the top level.
  ///   - index: The node's index among the parent's children after the insertion.
  /// - Precondition: The parent exists, the index is within its children (or just past them),
  ///   and the tree holds none of the node's identities.
  public func insert(_ node: Node, under parent: Item.ID? = nil, at index: Int) {
    rows.mutate { [self] in insertNow(node, under: parent, at: index, "insert(_:under:at:)") }
  }

  /// Appends an item as the last child of a parent.
  ///
  /// - Parameters:
  ///   - item: The item; its node has no children and is collapsed.
  ///   - parent: The parent's identity, or `nil` for the top level.
  /// - Precondition: The parent exists and the tree holds no node with the item's identity.
  public func append(_ item: Item, to parent: Item.ID? = nil) {
    rows.mutate { [self] in insertNow(Node(item), under: parent, at: nil, "append(_:to:)") }
  }

  /// Removes a node and its descendants; does nothing when the tree holds no such node.
  ///
  /// The rows of the node and of its shown descendants are deleted; a parent left without
  /// children has its row reconfigured.
  ///
  /// - Parameter id: The node's identity.
  public func remove(id: Item.ID) {
    rows.mutate(
      skippingWhen: { [self] in nodes[id] == nil },
      { [self] in
        let parent = nodes[id]!.parent
        if let start = rows.rowPath(id: id)?.row {
          for _ in 0..<subtreeRowCount(id) { rows.remove(at: RowPath(row: start, section: 0)) }
        }
        setChildIDs(childIDs(of: parent)!.filter { $0 != id }, of: parent)
        forget(id)
        refreshRow(parent)
      })
  }

  /// Moves a node, with its descendants, to a place among the children of a parent — the same
  /// parent or another.
  ///
  /// Where the node shows before and after, its row and the rows of its shown descendants move
  /// together (and are reconfigured when their depth changed); where it shows on one side only,
  /// they are deleted or inserted.
  ///
  /// - Parameters:
  ///   - id: The node's identity.
  ///   - parent: The new parent's identity, or `nil` for the top level.
  ///   - index: The node's index among the new parent's children after the move.
  /// - Precondition: The node and the parent exist, the parent is neither the node nor one of
  ///   its descendants, and the index is within the parent's children once the node has left
  ///   them (or just past them).
  public func move(id: Item.ID, under parent: Item.ID?, at index: Int) {
    rows.mutate(
      skippingWhen: { [self] in
        nodes[id] != nil && nodes[id]?.parent == parent
          && childIDs(of: parent)?.firstIndex(of: id) == index
      },
      { [self] in moveNow(id, under: parent, at: index) })
  }

  /// Replaces a node's item by a new version with the same identity.
  ///
  /// A shown row is reconfigured when the content differs; a tree that holds no such node is left
  /// as it is.
  ///
  /// - Parameter item: The new version.
  public func update(_ item: Item) {
    rows.mutate(
      skippingWhen: { [self] in nodes[item.id]?.item.isContentEqual(to: item) ?? true },
      { [self] in
        nodes[item.id]!.item = item
        refreshRow(item.id)
      })
  }

  // MARK: Expansion

  /// Expands a node.
  ///
  /// When the node shows, the rows of its children (and of theirs, where expanded) are inserted
  /// below it. Does nothing for an expanded or unknown node.
  ///
  /// - Parameter id: The node's identity.
  public func expand(id: Item.ID) { setExpanded(true, id: id) }

  /// Collapses a node.
  ///
  /// When the node shows, the rows of its descendants are deleted; they keep their own
  /// expansion. Does nothing for a collapsed or unknown node.
  ///
  /// - Parameter id: The node's identity.
  public func collapse(id: Item.ID) { setExpanded(false, id: id) }

  /// Expands a collapsed node or collapses an expanded one; does nothing for an unknown node.
  ///
  /// - Parameter id: The node's identity.
  public func toggle(id: Item.ID) {
    rows.mutate(
      skippingWhen: { [self] in nodes[id] == nil },
      { [self] in setExpandedNow(!nodes[id]!.isExpanded, id: id) })
  }

  // MARK: Whole tree

  /// Performs several operations as one change: observers are told once, with one batch.
  ///
  /// - Parameters:
  ///   - operations: The operations, on this model.
  ///   - completion: Runs once every table showing the model has applied the change — after its
  ///     animations on a device — or at once when no table shows the model or nothing changed.
  ///     The default is none.
  public func performTransaction(
    _ operations: @escaping @MainActor () -> Void, completion: (@MainActor () -> Void)? = nil
  ) {
    rows.performTransaction(operations, completion: completion)
  }

  /// Replaces the whole tree and publishes the difference of the visible rows, diffed on the
  /// main actor: rows whose identity stays keep their cells, moving and reconfiguring as needed.
  ///
  /// As ``SectionedTableModel/replace(with:completion:)``, it supersedes a replacement awaited
  /// with `replace(with:) async` that has not landed yet.
  ///
  /// - Parameters:
  ///   - roots: The new top-level nodes, with their descendants.
  ///   - completion: Runs once every table showing the model has applied the replacement —
  ///     after its animations on a device — or at once when no table shows the model or no
  ///     visible row changed. The default is none.
  /// - Throws: ``DuplicateIdentityError`` when an identity repeats, naming the tree path of each
  ///   node that has it in `roots` (``DuplicateIdentityError/duplicateNodes``) — collapsed nodes
  ///   included, which show no row; the model is then unchanged, and the completion never runs.
  /// - Precondition: Every identity must be equal to itself; one that is not (a NaN), which no
  ///   lookup could find, stops the program with a message naming the call and the identity.
  public func replace(with roots: [Node], completion: (@MainActor () -> Void)? = nil) throws {
    try Self.checkUnique(roots, "replace(with:)")
    rows.events.perform(
      { [self] in
        nodes = [:]
        self.roots = roots.map { add($0, parent: nil) }
        try? rows.replace(
          with: [TableSection(model: rows.sectionModel(at: 0), items: Self.visibleRows(of: roots))])
      }, completion: completion)
  }

  /// Replaces the whole tree, diffing its visible rows off the main actor, and returns once
  /// every table showing the model has applied it — the counterpart of
  /// `SectionedTableModel`'s and `ArrayTableModel`'s `replace(with:) async`, which it shares.
  ///
  /// Operations made while the diff runs (`append(_:to:)`, `expand(id:)`, a tap that toggles a
  /// node, …) apply at once; the replacement then diffs again against the rows as they are, so
  /// that afterwards the model holds exactly `roots`. A newer replacement supersedes this one,
  /// which then throws `CancellationError` and leaves the tree to the newer one. See
  /// `SectionedTableModel`'s `replace(with:) async` for the details.
  ///
  /// ```swift
  /// let tree = await api.replies(to: question)
  /// try? await replies.replace(with: tree)   // a newer refresh supersedes this one
  /// ```
  ///
  /// - Parameter roots: The new top-level nodes, with their descendants.
  /// - Throws: ``DuplicateIdentityError`` when an identity repeats (``DuplicateIdentityError/duplicateNodes``
  ///   names the tree path of each node that has it), `CancellationError` when the replacement
  ///   was superseded or its task cancelled; the model is then left as it is.
  /// - Precondition: Every identity must be equal to itself; one that is not (a NaN), which no
  ///   lookup could find, stops the program with a message naming the call and the identity.
  /// - Complexity: O(*n*) on a background task for *n* visible rows before and after; O(*t*) on
  ///   the main actor for *t* nodes, to check the tree and rebuild the model.
  public func replace(with roots: [Node]) async throws {
    try Self.checkUnique(roots, "replace(with:)")
    let section = TableSection(model: rows.sectionModel(at: 0), items: Self.visibleRows(of: roots))
    try await rows.replace(with: [section]) { [self] in
      nodes = [:]
      self.roots = roots.map { add($0, parent: nil) }
    }
  }

  /// Where `replace(with:) async` runs its diff.
  package var diffScheduler: any DiffScheduling {
    get { rows.diffScheduler }
    set { rows.diffScheduler = newValue }
  }

  // MARK: Internal

  private func insertNow(_ node: Node, under parent: Item.ID?, at index: Int?, _ call: String) {
    guard var siblings = childIDs(of: parent) else {
      contractViolation("OutlineTableModel.\(call): the tree holds no parent \(parent!)")
    }
    let index = index ?? siblings.count
    requireContract(
      index >= 0 && index <= siblings.count,
      "OutlineTableModel.\(call): index \(index) is out of range; the parent has \(siblings.count) children"
    )
    do {
      try Self.checkUnique([node], call)
    } catch {
      contractViolation(
        "OutlineTableModel.\(call): the inserted node repeats an identity among itself and its descendants (tree paths start at the inserted node, [0]): \(error)"
      )
    }
    for id in Self.depthFirst([node]).lazy.map(\.item.id) {
      requireContract(
        nodes[id] == nil,
        "OutlineTableModel.\(call): the tree already holds a node with ID \(id); IDs must be unique"
      )
    }
    let id = add(node, parent: parent)
    siblings.insert(id, at: index)
    setChildIDs(siblings, of: parent)
    if showsChildren(of: parent) {
      let start = startRow(ofChild: index, under: parent)
      for (offset, shown) in subtreeRows(id).enumerated() {
        rows.insert(shown, at: RowPath(row: start + offset, section: 0))
      }
    }
    refreshRow(parent)
  }

  private func moveNow(_ id: Item.ID, under parent: Item.ID?, at index: Int) {
    requireContract(
      nodes[id] != nil, "OutlineTableModel.move(id:under:at:): the tree holds no node \(id)")
    if let parent {
      requireContract(
        nodes[parent] != nil,
        "OutlineTableModel.move(id:under:at:): the tree holds no parent \(parent)")
      var ancestor: Item.ID? = parent
      while let current = ancestor {
        requireContract(
          current != id,
          "OutlineTableModel.move(id:under:at:): \(id) cannot move under itself or its descendant \(parent)"
        )
        ancestor = nodes[current]!.parent
      }
    }
    let oldParent = nodes[id]!.parent
    let oldStart = rows.rowPath(id: id)?.row
    let count = subtreeRowCount(id)
    setChildIDs(childIDs(of: oldParent)!.filter { $0 != id }, of: oldParent)
    var siblings = childIDs(of: parent)!
    requireContract(
      index >= 0 && index <= siblings.count,
      "OutlineTableModel.move(id:under:at:): index \(index) is out of range; the parent has \(siblings.count) other children"
    )
    siblings.insert(id, at: index)
    setChildIDs(siblings, of: parent)
    nodes[id]!.parent = parent
    let shows = showsChildren(of: parent)
    switch (oldStart, shows) {
    case (let start?, true):
      let destination = startRow(ofChild: index, under: parent, excluding: (start, count))
      // Row by row, each to its final place: in order when the block moves up, in reverse when
      // it moves down, so the rows still to move stay where they were.
      let offsets = destination < start ? Array(0..<count) : (0..<count).reversed()
      if destination != start {
        for offset in offsets {
          rows.move(
            from: RowPath(row: start + offset, section: 0),
            to: RowPath(row: destination + offset, section: 0))
        }
      }
    case (let start?, false):
      for _ in 0..<count { rows.remove(at: RowPath(row: start, section: 0)) }
    case (nil, true):
      let destination = startRow(ofChild: index, under: parent)
      for (offset, shown) in subtreeRows(id).enumerated() {
        rows.insert(shown, at: RowPath(row: destination + offset, section: 0))
      }
    case (nil, false):
      break
    }
    if shows {
      for row in subtreeRows(id) { rows.update(row) }
    }
    refreshRow(oldParent)
    refreshRow(parent)
  }

  private func setExpanded(_ expanded: Bool, id: Item.ID) {
    rows.mutate(
      skippingWhen: { [self] in (nodes[id]?.isExpanded ?? expanded) == expanded },
      { [self] in setExpandedNow(expanded, id: id) })
  }

  private func setExpandedNow(_ expanded: Bool, id: Item.ID) {
    let start = rows.rowPath(id: id)?.row
    if let start, !expanded {
      for _ in 1..<subtreeRowCount(id) { rows.remove(at: RowPath(row: start + 1, section: 0)) }
    }
    nodes[id]!.isExpanded = expanded
    if let start, expanded {
      for (offset, shown) in subtreeRows(id).dropFirst().enumerated() {
        rows.insert(shown, at: RowPath(row: start + 1 + offset, section: 0))
      }
    }
    refreshRow(id)
  }
}
