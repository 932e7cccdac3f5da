import TableModelScenarios
import TableModelTestSupport
import TableModelTesting
import Testing

/// Random trees under random layers (none, a filter, a load-more row or section), random
/// transactions of tree operations — insert, append, remove, move, update, expand, collapse,
/// toggle, a tap, a replacement — on an outline: after every transaction the headless table
/// accepted the published batch, surviving rows kept their cells, and the table shows exactly the
/// visible rows of a reference tree that applied the same operations, through the same layers.
@MainActor
@Suite struct OutlinePropertyTests {
  static let transactions = environmentInteger("TABLEMODEL_OUTLINE_TRANSACTIONS", default: 20_000)

  @Test func randomTreesAndOperations_areAcceptedAndEqualTheVisibleTree() {
    let seed = UInt64(environmentInteger("TABLEMODEL_SEED", default: 0x0_7713E))
    var generator = SplitMix64(seed: seed)
    var done = 0
    var trees = 0
    while done < Self.transactions {
      trees += 1
      var reference = ReferenceOutline()
      let initial = reference.randomForest(
        using: &generator, nodes: Int.random(in: 0...12, using: &generator))
      reference.roots = initial
      let outline = OutlineTableModel<TestItem>(initial.map(\.node))
      let harness = LayeredHarness(
        on: outline, stack: Int.random(in: 0..<4, using: &generator))
      for _ in 0..<30 where done < Self.transactions {
        done += 1
        var log: [String] = []
        let count = Int.random(in: 1...4, using: &generator)
        if count == 1 {
          log.append(reference.randomOperation(on: outline, using: &generator))
        } else {
          outline.performTransaction {
            for _ in 0..<count {
              log.append(reference.randomOperation(on: outline, using: &generator))
            }
          }
        }
        var problems = harness.problems + log.filter { $0.hasPrefix("PROBLEM") }
        let expected = harness.expected(reference.visibleRows())
        if harness.shownRows != expected {
          problems.append("the table shows \(harness.shownRows)\nthe reference is \(expected)")
        }
        if !problems.isEmpty {
          Issue.record(
            "seed \(seed), tree \(trees) [\(harness.name)], transaction \(done): \(log.joined(separator: "; "))\n\(problems.joined(separator: "\n"))"
          )
          return
        }
      }
    }
  }
}

/// An outline shown in a headless table through a stack of layers, with the rows the stack
/// makes of the outline's visible rows.
@MainActor
private struct LayeredHarness {
  let name: String
  let expected: ([String]) -> [[String]]
  private let shown: () -> [[String]]
  private let found: () -> [String]

  /// Stack 0: the outline alone; 1: a filter; 2: a filter under a load-more section; 3: a
  /// load-more row.
  init(on outline: OutlineTableModel<TestItem>, stack: Int) {
    let loadMore = String(describing: LoadMoreRow(isLoading: false, failureMessage: nil))
    switch stack {
    case 1:
      self.init(ModelTableHarness(outline.filtered { Self.passes($0) }), name: "filter") {
        [$0.filter(Self.passes)]
      }
    case 2:
      let stack = outline.filtered { Self.passes($0) }.withLoadMore(placement: .section) {}
      self.init(ModelTableHarness(stack), name: "filter → loadMore(section)") {
        [$0.filter(Self.passes), [loadMore]]
      }
    case 3:
      self.init(ModelTableHarness(outline.withLoadMore {}), name: "loadMore(row)") {
        [$0 + [loadMore]]
      }
    default:
      self.init(ModelTableHarness(outline), name: "outline alone") { [$0] }
    }
  }

  private init<Model: TableModel>(
    _ harness: ModelTableHarness<Model>, name: String,
    expected: @escaping ([String]) -> [[String]]
  ) {
    self.name = name
    self.expected = expected
    shown = { harness.shownRows }
    found = { harness.problems }
  }

  var shownRows: [[String]] { shown() }
  var problems: [String] { found() }

  /// A reproducible filter on a row's text — its depth and marker included, so rows come and go
  /// as they move, expand or get children.
  static func passes(_ row: some CustomStringConvertible) -> Bool {
    row.description.unicodeScalars.reduce(0) { $0 + Int($1.value) } % 3 != 0
  }
}

/// A tree kept as nested values and changed by recursion — a second, plain implementation of
/// the outline to compare with.
@MainActor
struct ReferenceOutline {
  struct Node {
    var item: TestItem
    var isExpanded: Bool
    var children: [Node]

    var node: OutlineTableModel<TestItem>.Node {
      .init(item, isExpanded: isExpanded, children: children.map(\.node))
    }
  }

  var roots: [Node] = []
  private var nextID = 1

  // MARK: Reading

  func visibleRows() -> [String] {
    var rows: [String] = []
    func visit(_ node: Node, depth: Int) {
      let marker = node.children.isEmpty ? "·" : (node.isExpanded ? "▾" : "▸")
      rows.append(String(repeating: "  ", count: depth) + "\(marker) \(node.item)")
      if node.isExpanded { for child in node.children { visit(child, depth: depth + 1) } }
    }
    for root in roots { visit(root, depth: 0) }
    return rows
  }

  private var allIDs: [Int] { Self.ids(in: roots) }

  private static func ids(in nodes: [Node]) -> [Int] {
    nodes.flatMap { [$0.item.id] + ids(in: $0.children) }
  }

  private func find(_ id: Int, in nodes: [Node]) -> Node? {
    for node in nodes {
      if node.item.id == id { return node }
      if let found = find(id, in: node.children) { return found }
    }
    return nil
  }

  private func children(of parent: Int?) -> [Node] {
    guard let parent else { return roots }
    return find(parent, in: roots)?.children ?? []
  }

  // MARK: Changing

  /// Applies `change` to the children of `parent` (the roots for `nil`).
  private mutating func editChildren(of parent: Int?, _ change: (inout [Node]) -> Void) {
    guard let parent else {
      change(&roots)
      return
    }
    func visit(_ nodes: inout [Node]) -> Bool {
      for index in nodes.indices {
        if nodes[index].item.id == parent {
          change(&nodes[index].children)
          return true
        }
        if visit(&nodes[index].children) { return true }
      }
      return false
    }
    _ = visit(&roots)
  }

  mutating func edit(_ id: Int, _ change: (inout Node) -> Void) {
    func visit(_ nodes: inout [Node]) -> Bool {
      for index in nodes.indices {
        if nodes[index].item.id == id {
          change(&nodes[index])
          return true
        }
        if visit(&nodes[index].children) { return true }
      }
      return false
    }
    _ = visit(&roots)
  }

  /// Removes a node and returns it.
  private mutating func take(_ id: Int) -> Node? {
    func visit(_ nodes: inout [Node]) -> Node? {
      if let index = nodes.firstIndex(where: { $0.item.id == id }) {
        return nodes.remove(at: index)
      }
      for index in nodes.indices {
        if let found = visit(&nodes[index].children) { return found }
      }
      return nil
    }
    return visit(&roots)
  }

  mutating func randomForest(using generator: inout SplitMix64, nodes count: Int) -> [Node] {
    var forest: [Node] = []
    for _ in 0..<count {
      let node = Node(
        item: TestItem(nextID), isExpanded: Int.random(in: 0..<3, using: &generator) != 0,
        children: [])
      nextID += 1
      // Under a random node made so far, or at the top level.
      var ids: [[Int]] = [[]]
      func collect(_ nodes: [Node], path: [Int]) {
        for (index, node) in nodes.enumerated() {
          ids.append(path + [index])
          collect(node.children, path: path + [index])
        }
      }
      collect(forest, path: [])
      let path = ids.randomElement(using: &generator)!
      func insert(_ nodes: inout [Node], at path: ArraySlice<Int>) {
        guard let first = path.first else {
          nodes.insert(node, at: Int.random(in: 0...nodes.count, using: &generator))
          return
        }
        insert(&nodes[first].children, at: path.dropFirst())
      }
      insert(&forest, at: path[...])
    }
    return forest
  }

  /// Performs one random operation on the outline and on the reference, and describes it.
  mutating func randomOperation(
    on outline: OutlineTableModel<TestItem>, using generator: inout SplitMix64
  ) -> String {
    let ids = allIDs
    let someID = ids.randomElement(using: &generator)
    switch Int.random(in: 0..<20, using: &generator) {
    case 0..<3:
      let parent = Bool.random(using: &generator) ? nil : someID
      let index = Int.random(in: 0...children(of: parent).count, using: &generator)
      let subtree = randomForest(using: &generator, nodes: Int.random(in: 1...3, using: &generator))
      guard let node = subtree.first else { return "nothing to insert" }
      outline.insert(node.node, under: parent, at: index)
      editChildren(of: parent) { $0.insert(node, at: index) }
      return "insert \(node.node) under \(parent.map(String.init) ?? "top") at \(index)"
    case 3:
      let parent = Bool.random(using: &generator) ? nil : someID
      let item = TestItem(nextID)
      nextID += 1
      outline.append(item, to: parent)
      editChildren(of: parent) { $0.append(Node(item: item, isExpanded: false, children: [])) }
      return "append \(item) to \(parent.map(String.init) ?? "top")"
    case 4..<6:
      guard let id = someID else { return "nothing to remove" }
      outline.remove(id: id)
      _ = take(id)
      return "remove \(id)"
    case 6..<10:
      guard let id = someID else { return "nothing to move" }
      let moving = find(id, in: roots)!
      let forbidden = Set(Self.ids(in: [moving]))
      let parents = [nil] + ids.filter { !forbidden.contains($0) }.map(Optional.some)
      let parent = parents.randomElement(using: &generator)!
      let others = children(of: parent).filter { $0.item.id != id }.count
      let index = Int.random(in: 0...others, using: &generator)
      outline.move(id: id, under: parent, at: index)
      let node = take(id)!
      editChildren(of: parent) { $0.insert(node, at: index) }
      return "move \(id) under \(parent.map(String.init) ?? "top") at \(index)"
    case 10..<12:
      guard let id = someID else { return "nothing to update" }
      var item = find(id, in: roots)!.item
      item.content += 1
      outline.update(item)
      edit(id) { $0.item = item }
      return "update \(item)"
    case 12..<14:
      guard let id = someID else { return "nothing to expand" }
      outline.expand(id: id)
      edit(id) { $0.isExpanded = true }
      return "expand \(id)"
    case 14..<16:
      guard let id = someID else { return "nothing to collapse" }
      outline.collapse(id: id)
      edit(id) { $0.isExpanded = false }
      return "collapse \(id)"
    case 16:
      guard let id = someID else { return "nothing to toggle" }
      outline.toggle(id: id)
      edit(id) { $0.isExpanded.toggle() }
      return "toggle \(id)"
    case 17..<19:
      let rows = outline.numberOfRows(inSection: 0)
      guard rows > 0 else { return "no row to tap" }
      let row = Int.random(in: 0..<rows, using: &generator)
      let id = outline.item(at: RowPath(row: row, section: 0)).id
      let hasChildren = !find(id, in: roots)!.children.isEmpty
      let taken = outline.didSelectRow(at: RowPath(row: row, section: 0))
      if hasChildren { edit(id) { $0.isExpanded.toggle() } }
      return taken == hasChildren
        ? "tap row \(row) (\(id))" : "PROBLEM: tap row \(row) (\(id)) taken: \(taken)"
    default:
      // A new forest that keeps some identities (moved, updated, re-expanded) and adds others.
      var kept = ids.shuffled(using: &generator).prefix(
        Int.random(in: 0...ids.count, using: &generator))
      var forest = randomForest(using: &generator, nodes: Int.random(in: 0...6, using: &generator))
      while let id = kept.popFirst() {
        var item = find(id, in: roots)!.item
        if Bool.random(using: &generator) { item.content += 1 }
        let node = Node(item: item, isExpanded: Bool.random(using: &generator), children: [])
        let index = Int.random(in: 0...forest.count, using: &generator)
        if forest.isEmpty || Bool.random(using: &generator) {
          forest.insert(node, at: index)
        } else {
          forest[Int.random(in: 0..<forest.count, using: &generator)].children.append(node)
        }
      }
      do {
        try outline.replace(with: forest.map(\.node))
      } catch {
        return "replace failed: \(error)"
      }
      roots = forest
      return "replace with \(forest.map(\.node))"
    }
  }
}
