import TableModelScenarios
import TableModelTestSupport
import TableModelTesting
import Testing

/// The owner a controller's handlers reach: the model under the layers.
@MainActor
private final class FuzzOwner {
  let model: ArrayTableModel<TestItem>
  init(_ model: ArrayTableModel<TestItem>) { self.model = model }
}

/// Removes the row the user selects, from inside the table's delegate call.
private struct RemovingSelectHandler: RowEventHandler {
  typealias Item = TestItem
  func didSelect(_ item: TestItem, context: RowContext) {
    context.owner(as: FuzzOwner.self)?.model.remove(id: item.id)
  }
}

/// Random answers for closures that should not give them, from a seeded generator.
@MainActor
private final class ChanceBox {
  private var generator: SplitMix64
  init(seed: UInt64) { generator = SplitMix64(seed: seed) }
  func next() -> Bool { Bool.random(using: &generator) }
}

/// How many pages a load-more row asked for.
@MainActor
private final class PageRequests {
  var count = 0
}

/// The titles an interaction table shows, held by reference.
@MainActor
private final class NameList {
  var names: [String]
  var isEditable = false
  init(_ names: [String]) { self.names = names }
}

/// Appends an item to a model from its observer, on the change after the one `arm` is called
/// before.
@MainActor
private final class ReentrantObserver {
  private var pending: TestItem?
  private var observation: TableModelEvents.Observation?

  init(_ model: ArrayTableModel<TestItem>) {
    observation = model.events.observe { [weak self, weak model] event in
      guard let self, let model, case .changed = event, let item = pending else { return }
      pending = nil
      model.append(item)
    }
  }

  func arm(_ item: TestItem) { pending = item }
}

/// What an outside fuzzer of the public API reaches that the other fuzzers do not drive: an
/// `ArrayTableModel` under a sort, a filter and an empty state, shown by a controller that moves
/// between tables and by one that is released, with handlers and observers that change the
/// model from inside the table's and the model's calls, identities it lacks, repeated
/// identities, empty and large inputs; and an outline given identities it lacks and repeated
/// ones.
///
/// Every call either succeeds with the model equal to a plain array (and the layers and the
/// table showing what the array says), or is refused with its documented error or no-op and
/// changes nothing — never a trap.
@MainActor
@Suite struct OutsideCallerFuzzTests {
  /// The number of random calls; `TABLEMODEL_FUZZ_CASES` raises it.
  let steps = environmentInteger("TABLEMODEL_FUZZ_CASES", default: 500)

  /// The rows the stack shows for the model's items: those the filter passes, in the sort's
  /// order, or the placeholder.
  private static func stackRows(of items: [TestItem]) -> [String] {
    let shown = items.filter(passes).sorted(by: inOrder).map(String.init(describing:))
    return shown.isEmpty ? [placeholder] : shown
  }

  private static let placeholder = "Nothing here"
  private static func passes(_ item: TestItem) -> Bool { item.id % 5 != 0 }
  private static func inOrder(_ a: TestItem, _ b: TestItem) -> Bool {
    (a.content % 3, a.id) < (b.content % 3, b.id)
  }

  @Test func arrayModelUnderLayers_badDetachedAndReentrantCalls_keepModelLayersAndTableInStep()
    throws
  {
    let seed = UInt64(environmentInteger("TABLEMODEL_SEED", default: 0x0_75_1DE))
    var generator = SplitMix64(seed: seed)
    var nextID = 1
    func newItem() -> TestItem {
      defer { nextID += 1 }
      return TestItem(nextID)
    }
    var expected = (0..<8).map { _ in newItem() }
    let model = ArrayTableModel(expected)
    let stack = model.sorted(by: Self.inOrder).filtered(Self.passes).withEmptyState(
      Self.placeholder)
    let owner = FuzzOwner(model)
    var diagnostics: [TableControllerCore.Diagnostic] = []
    let controller = HeadlessTableController(model: stack)
    controller.core.owner = owner
    controller.core.diagnostics = { diagnostics.append($0) }
    controller.core.handlers.register(RemovingSelectHandler.self)
    controller.cells.register(HeadlessTableViewCell.self, for: TestItem.self) { cell, item in
      cell.text = "\(item)"
    }
    let tables = [HeadlessTableView(height: 600), HeadlessTableView(height: 300)]
    var attached = 0
    controller.attach(to: tables[attached])
    try tables[attached].layoutIfNeeded()
    let observer = ReentrantObserver(model)
    // A second controller over the same stack, released while the model goes on changing.
    var released: HeadlessTableController? = HeadlessTableController(model: stack)
    let releasedTable = HeadlessTableView(height: 200)
    released?.attach(to: releasedTable)
    released = nil
    // A controller whose table is released while the model goes on changing.
    let orphan = HeadlessTableController(model: stack)
    var orphanErrors: [TableControllerCore.Diagnostic] = []
    orphan.core.diagnostics = { if $0.severity == .error { orphanErrors.append($0) } }
    do {
      let shortLived = HeadlessTableView(height: 100)
      orphan.attach(to: shortLived)
      try shortLived.layoutIfNeeded()
    }
    var trace: [String] = []
    var refused = 0
    var taps = 0
    var moves = 0

    func randomIndex(insertion: Bool) -> Int? {
      let count = expected.count + (insertion ? 1 : 0)
      return count == 0 ? nil : Int.random(in: 0..<count, using: &generator)
    }

    for step in 0..<steps {
      switch Int.random(in: 0..<20, using: &generator) {
      case 0, 1:
        guard let index = randomIndex(insertion: true) else { continue }
        let item = newItem()
        expected.insert(item, at: index)
        trace.append("insert \(item) at \(index)")
        model.insert(item, at: index)
      case 2:
        guard let index = randomIndex(insertion: false) else { continue }
        trace.append("remove at \(index)")
        expected.remove(at: index)
        model.remove(at: index)
      case 3:
        // Present or absent: an absent identity changes nothing.
        let id = Int.random(in: 0..<(nextID + 3), using: &generator)
        trace.append("remove id \(id)")
        expected.removeAll { $0.id == id }
        model.remove(id: id)
      case 4:
        guard let from = randomIndex(insertion: false),
          let to = randomIndex(insertion: false)
        else { continue }
        trace.append("move \(from) → \(to)")
        expected.insert(expected.remove(at: from), at: to)
        model.move(from: from, to: to)
      case 5:
        // Present or absent; the sort's key changes with the content.
        let id = Int.random(in: 0..<(nextID + 3), using: &generator)
        let item = TestItem(id, content: Int.random(in: 0..<4, using: &generator))
        trace.append("update \(item)")
        if let index = expected.firstIndex(where: { $0.id == id }) { expected[index] = item }
        model.update(item)
      case 6:
        // Empty, a few, or many at once.
        let count = [0, 1, 3, Int.random(in: 0..<40, using: &generator) == 0 ? 3_000 : 2]
          .randomElement(using: &generator)!
        let items = (0..<count).map { _ in newItem() }
        trace.append("append \(count) items")
        expected += items
        model.append(contentsOf: items)
      case 7:
        // A replacement: a shuffled subset with new items, or none.
        var replaced = expected.shuffled(using: &generator)
        replaced.removeLast(
          expected.count > 50
            ? expected.count - 6 : min(replaced.count, Int.random(in: 0...2, using: &generator)))
        replaced += (0..<Int.random(in: 0...2, using: &generator)).map { _ in newItem() }
        if Int.random(in: 0..<8, using: &generator) == 0 { replaced = [] }
        trace.append("replace with \(replaced.count) items")
        expected = replaced
        try model.replace(with: replaced)
      case 8:
        // Refused: a replacement repeating an identity.
        guard let item = expected.randomElement(using: &generator) else { continue }
        trace.append("replace repeating \(item.id)")
        #expect(throws: DuplicateIdentityError.self) {
          try model.replace(with: expected + [TestItem(item.id, content: 9)])
        }
        refused += 1
      case 9:
        // Operations in a nested transaction.
        guard let index = randomIndex(insertion: false) else { continue }
        let item = newItem()
        let to = Int.random(in: 0..<expected.count, using: &generator)
        trace.append("transaction: insert \(item) at \(index), move 0 → \(to), remove \(index)")
        expected.insert(item, at: index)
        expected.insert(expected.remove(at: 0), at: to)
        expected.remove(at: index)
        model.performTransaction {
          model.insert(item, at: index)
          model.performTransaction { model.move(from: 0, to: to) }
          model.remove(at: index)
        }
      case 10:
        // The model's observer appends from inside the change a removal makes.
        guard let index = randomIndex(insertion: false) else { continue }
        let item = newItem()
        trace.append("remove at \(index), the observer appends \(item)")
        expected.remove(at: index)
        expected.append(item)
        observer.arm(item)
        model.remove(at: index)
      case 11:
        // A tap whose handler removes the row, from inside the table's delegate call.
        let table = tables[attached]
        try table.settle()
        let rows = table.indexPathsForVisibleRows.filter {
          stack.item(at: $0).as(TestItem.self) != nil
        }
        guard let row = rows.randomElement(using: &generator),
          let item = stack.item(at: row).as(TestItem.self)
        else { continue }
        trace.append("tap \(item) at \(row): the handler removes it")
        expected.removeAll { $0.id == item.id }
        table.tapRow(at: row)
        taps += 1
      case 12:
        // The controller moves to the other table: the first stops hearing of the model.
        attached = 1 - attached
        trace.append("attach to table \(attached)")
        controller.attach(to: tables[attached])
        try tables[attached].layoutIfNeeded()
        moves += 1
      case 13:
        // A gesture on the table the controller left, which has no data source.
        let detached = tables[1 - attached]
        guard let row = detached.indexPathsForVisibleRows.randomElement(using: &generator)
        else { continue }
        trace.append("tap \(row) on the detached table")
        #expect(detached.dataSource == nil)
        detached.tapRow(at: row)
      case 14:
        // Reads of identities the model lacks, and of positions it has, repeated.
        let absent = nextID + 7
        #expect(model[id: absent] == nil && model.index(id: absent) == nil)
        #expect(!model.contains(id: absent))
        var seen: [TestItem] = []
        model.forEachItem(at: []) { seen.append($0) }
        #expect(seen.isEmpty)
        if let index = randomIndex(insertion: false) {
          let path = RowPath(row: index, section: 0)
          model.forEachItem(at: [path, path]) { seen.append($0) }
          #expect(seen == [expected[index], expected[index]])
          #expect(model[index] == expected[index] && model.index(id: expected[index].id) == index)
        }
        continue
      case 15:
        // The controller asked about positions no table has: answered, never a trap.
        let bad = [-1, Int.min, Int.max, stack.numberOfRows(inSection: 0)]
          .randomElement(using: &generator)!
        trace.append("ask the controller about row \(bad) and section \(bad)")
        #expect(controller.core.item(at: RowPath(row: bad, section: 0)) == nil)
        #expect(controller.core.numberOfRows(inSection: bad == 0 ? -1 : bad) == 0)
        diagnostics.removeAll { $0.kind == .positionOutOfRange }
      default:
        let item = newItem()
        trace.append("append \(item)")
        expected.append(item)
        model.append(item)
      }
      let table = tables[attached]
      try table.settle()
      if let failure = Self.failure(
        model: model, stack: stack, table: table, expected: expected, diagnostics: diagnostics)
      {
        Issue.record("seed \(seed) step \(step): \(failure)\n\(trace.suffix(6))")
        return
      }
    }
    #expect(releasedTable.dataSource == nil, "the released controller is gone")
    #expect(orphan.tableView == nil && orphanErrors.isEmpty, "the orphan's table is gone")
    #expect(refused > 0 && taps > 0 && moves > 0, "each kind of call should have been made")
  }

  /// What differs between the model, its stack and the table, and what they should be.
  private static func failure<Stack: TableModel>(
    model: ArrayTableModel<TestItem>, stack: Stack, table: HeadlessTableView,
    expected: [TestItem], diagnostics: [TableControllerCore.Diagnostic]
  ) -> String? where Stack.Item == AnyDiffable {
    guard model.items == expected else {
      return "the model holds \(model.items.map(\.description)), expected \(expected)"
    }
    let rows = (0..<stack.numberOfRows(inSection: 0)).map { row -> String in
      let item = stack.item(at: RowPath(row: row, section: 0))
      return item.as(TestItem.self).map(String.init(describing:)) ?? placeholder
    }
    guard stack.numberOfSections == 1, rows == stackRows(of: expected) else {
      return "the stack shows \(rows), expected \(stackRows(of: expected))"
    }
    guard table.cachedShape == TableShape([rows.count]) else {
      return "the table's shape is \(String(describing: table.cachedShape)), not [\(rows.count)]"
    }
    for path in table.indexPathsForVisibleRows {
      guard let shown = table.cellForRow(at: path)?.renderedText, shown == rows[path.row] else {
        return
          "row \(path) shows \(table.cellForRow(at: path)?.renderedText ?? "no cell"), not \(rows[path.row])"
      }
    }
    guard diagnostics.isEmpty else { return "diagnostics: \(diagnostics)" }
    return nil
  }

  @Test func outlineGivenIdentitiesItLacksAndRepeatedOnes_changesNothing_andTheTableFollows()
    throws
  {
    let seed = UInt64(environmentInteger("TABLEMODEL_SEED", default: 0x0_7_11E))
    var generator = SplitMix64(seed: seed)
    typealias Node = OutlineTableModel<TestItem>.Node
    var nextID = 1
    func randomNode(depth: Int) -> Node {
      let id = nextID
      nextID += 1
      let children =
        depth < 2
        ? (0..<Int.random(in: 0...2, using: &generator)).map { _ in randomNode(depth: depth + 1) }
        : []
      return Node(TestItem(id), isExpanded: Bool.random(using: &generator), children: children)
    }
    let outline = OutlineTableModel((0..<3).map { _ in randomNode(depth: 0) })
    let harness = ModelTableHarness(outline)
    var trace: [String] = []

    func ids(_ nodes: [Node]) -> [Int] { nodes.flatMap { [$0.item.id] + ids($0.children) } }
    func describe(_ nodes: [Node]) -> String {
      nodes.map { "\($0.item)\($0.isExpanded ? "+" : "-")[\(describe($0.children))]" }
        .joined(separator: " ")
    }

    for step in 0..<steps {
      let before = describe(outline.tree)
      let changesBefore = harness.changes.count
      let present = ids(outline.tree)
      let absent = nextID + 100
      var changesNothing = true
      switch Int.random(in: 0..<10, using: &generator) {
      case 0:
        trace.append("calls on absent \(absent)")
        outline.remove(id: absent)
        outline.update(TestItem(absent, content: 1))
        outline.expand(id: absent)
        outline.collapse(id: absent)
        outline.toggle(id: absent)
        #expect(!outline.contains(id: absent) && outline.children(of: absent).isEmpty)
      case 1:
        // Refused: a replacement repeating an identity, within a subtree or across roots.
        guard let id = present.randomElement(using: &generator) else { continue }
        trace.append("replace repeating \(id)")
        #expect(throws: DuplicateIdentityError.self) {
          try outline.replace(with: outline.tree + [Node(TestItem(id))])
        }
        #expect(throws: DuplicateIdentityError.self) {
          try outline.replace(with: [
            Node(
              TestItem(absent), children: [Node(TestItem(absent + 1)), Node(TestItem(absent + 1))])
          ])
        }
      case 2:
        // A move to the place the node has: nothing changes.
        guard let id = present.randomElement(using: &generator) else { continue }
        let parent = Self.parent(of: id, in: outline.tree)
        guard let index = outline.children(of: parent).firstIndex(where: { $0.id == id })
        else { continue }
        trace.append("move \(id) to its own place")
        outline.move(id: id, under: parent, at: index)
        // An update with the same content.
        if let item = outline.children(of: parent).first(where: { $0.id == id }) {
          outline.update(item)
        }
      default:
        changesNothing = false
        switch Int.random(in: 0..<6, using: &generator) {
        case 0:
          let node = randomNode(depth: 1)
          let parent =
            Bool.random(using: &generator) ? present.randomElement(using: &generator) : nil
          let index = Int.random(
            in: 0...outline.children(of: parent).count, using: &generator)
          trace.append("insert \(node.item) under \(String(describing: parent)) at \(index)")
          outline.insert(node, under: parent, at: index)
        case 1:
          guard let id = present.randomElement(using: &generator) else { continue }
          trace.append("remove \(id)")
          outline.remove(id: id)
        case 2:
          guard let id = present.randomElement(using: &generator) else { continue }
          trace.append("toggle \(id)")
          outline.toggle(id: id)
        case 3:
          guard let id = present.randomElement(using: &generator) else { continue }
          let content = Int.random(in: 1...3, using: &generator)
          trace.append("update \(id) to \(content)")
          outline.update(TestItem(id, content: content))
        case 4:
          // A move under a node that is not the moved one's descendant.
          guard let id = present.randomElement(using: &generator) else { continue }
          let tree = outline.tree
          let candidates: [Int?] =
            [nil] + present.filter { !Self.isInSubtree($0, of: id, in: tree) }.map { $0 }
          let parent = candidates.randomElement(using: &generator)!
          let others = outline.children(of: parent).filter { $0.id != id }.count
          let index = Int.random(in: 0...others, using: &generator)
          trace.append("move \(id) under \(String(describing: parent)) at \(index)")
          outline.move(id: id, under: parent, at: index)
        default:
          let roots = (0..<Int.random(in: 0...3, using: &generator)).map { _ in
            randomNode(depth: 0)
          }
          trace.append("replace with \(roots.count) roots")
          try outline.replace(with: roots)
        }
      }
      if changesNothing, describe(outline.tree) != before || harness.changes.count != changesBefore
      {
        Issue.record(
          "seed \(seed) step \(step): a call that changes nothing changed the tree or published\n\(before)\n\(describe(outline.tree))\n\(trace.suffix(4))"
        )
        return
      }
      guard harness.problems.isEmpty, harness.shownRows == harness.modelRows else {
        Issue.record(
          "seed \(seed) step \(step): \(harness.problems), shown \(harness.shownRows), model \(harness.modelRows)\n\(trace.suffix(4))"
        )
        return
      }
    }
  }

  /// A sort order, a filter and a grouping key that are not functions of the item — answers at
  /// random, an order that is not strict (`<=`), one that says every pair is in order — as an
  /// outside caller may pass: the layers and the grouped model may show rows in any order and
  /// any subset the filter lets through, but never lose or repeat a row, never trap, and a table
  /// fed their changes accepts every one and shows them.
  @Test func inconsistentOrdersFiltersAndKeys_loseNoRow_andTheTableFollows() throws {
    let seed = UInt64(environmentInteger("TABLEMODEL_SEED", default: 0x0_BAD_0D))
    var generator = SplitMix64(seed: seed)
    let chance = ChanceBox(seed: seed &+ 1)
    var operations = RandomModelOperations()
    let model = operations.randomModel(using: &generator, maxSections: 3, maxRows: 8)
    let orders: [@MainActor (TestItem, TestItem) -> Bool] = [
      { _, _ in chance.next() }, { $0.content <= $1.content }, { _, _ in true },
    ]
    let sorted = model.sorted(by: orders[0])
    let notStrict = model.sorted(by: orders[1])
    let alwaysInOrder = model.sorted(by: orders[2])
    let filtered = model.filtered { _ in chance.next() }.sorted(by: orders[0])
    let harnesses = [
      ModelTableHarness(sorted), ModelTableHarness(notStrict), ModelTableHarness(alwaysInOrder),
    ]
    let filteredHarness = ModelTableHarness(filtered)
    let grouped = GroupedTableModel<TestItem, Int>(
      by: { _ in chance.next() ? 0 : 1 }, sortedBy: orders[0])
    let groupedHarness = ModelTableHarness(grouped)
    var groupedIDs: Set<Int> = []
    var trace: [String] = []

    func ids<Model: TableModel>(_ model: Model) -> [[Int]] where Model.Item == TestItem {
      (0..<model.numberOfSections).map { section in
        (0..<model.numberOfRows(inSection: section)).map {
          model.item(at: RowPath(row: $0, section: section)).id
        }
      }
    }

    for step in 0..<steps {
      trace.append(operations.perform(on: model, using: &generator))
      switch Int.random(in: 0..<4, using: &generator) {
      case 0:
        let item = TestItem(operations.nextID)
        operations.nextID += 1
        groupedIDs.insert(item.id)
        grouped.insert(item)
      case 1:
        guard let id = groupedIDs.randomElement(using: &generator) else { break }
        groupedIDs.remove(id)
        grouped.remove(id: id)
      case 2:
        guard let id = groupedIDs.randomElement(using: &generator) else { break }
        grouped.update(TestItem(id, content: Int.random(in: 0..<3, using: &generator)))
      default:
        if Int.random(in: 0..<6, using: &generator) == 0 {
          sorted.setOrder(orders.randomElement(using: &generator)!)
        }
      }
      let below = ids(model).map { $0.sorted() }
      for (index, layer) in [sorted, notStrict, alwaysInOrder].enumerated() {
        guard ids(layer).map({ $0.sorted() }) == below else {
          Issue.record(
            "seed \(seed) step \(step): sort \(index) shows \(ids(layer)), the model \(ids(model))\n\(trace.suffix(4))"
          )
          return
        }
      }
      let shownByFilter = ids(filtered)
      let filterLost = zip(shownByFilter, below).contains { shown, all in
        Set(shown).count != shown.count || !Set(shown).isSubset(of: all)
      }
      let groupedRows = ids(grouped).flatMap { $0 }
      guard shownByFilter.count == below.count, !filterLost,
        groupedRows.sorted() == groupedIDs.sorted()
      else {
        Issue.record(
          "seed \(seed) step \(step): the filter shows \(shownByFilter) of \(below); the grouped model \(groupedRows), expected \(groupedIDs.sorted())\n\(trace.suffix(4))"
        )
        return
      }
      let tableFailure =
        harnesses.lazy.compactMap(Self.tableFailure).first ?? Self.tableFailure(filteredHarness)
        ?? Self.tableFailure(groupedHarness)
      if let tableFailure {
        Issue.record("seed \(seed) step \(step): \(tableFailure)\n\(trace.suffix(4))")
        return
      }
    }
  }

  /// An interaction table whose rows' actions and value edits change the data and reload the
  /// model from inside the table's calls, reloaded meanwhile with repeated, empty and many
  /// titles, typed in while it reloads, and shown by a controller that moves between tables:
  /// the model always shows the data, every row kept, and the table shows the model.
  @Test func interactionRowsThatReloadTheirModel_keepEveryRow_andTheTableFollows() throws {
    let seed = UInt64(environmentInteger("TABLEMODEL_SEED", default: 0x0_1A_7E))
    var generator = SplitMix64(seed: seed)
    let names = NameList(["A", "B", "A", "", "C"])
    let model = InteractionTableModel(names) { names in
      InteractionSection("Names") {
        names.names.map { name in
          InteractionRow(
            name, value: name, isEditable: names.isEditable,
            valueEdit: InteractionRow.ValueEdit { text, row, context in
              guard let model = context.model(as: InteractionTableModel<NameList>.self),
                let index = model.data.names.firstIndex(of: row.title)
              else { return }
              model.data.names[index] = text
              model.reload()
            },
            action: InteractionRow.Action { row, context in
              guard let model = context.model(as: InteractionTableModel<NameList>.self),
                let index = model.data.names.firstIndex(of: row.title)
              else { return }
              model.data.names.remove(at: index)
              model.reload()
            })
        }
      }
    }
    var diagnostics: [TableControllerCore.Diagnostic] = []
    let controller = HeadlessTableController(model: model)
    controller.core.diagnostics = { diagnostics.append($0) }
    let tables = [HeadlessTableView(height: 600), HeadlessTableView(height: 300)]
    var attached = 0
    controller.attach(to: tables[attached])
    try tables[attached].layoutIfNeeded()
    var typing: HeadlessInteractionRowCell?
    var trace: [String] = []
    var taps = 0
    var edits = 0

    for step in 0..<steps {
      let table = tables[attached]
      try table.settle()
      // A typed row that left the table ended its edit, as on a device.
      if let cell = typing, !cell.isEditingValue {
        typing = nil
        edits += 1
      }
      switch Int.random(in: 0..<8, using: &generator) {
      case 0, 1:
        let pool = ["A", "B", "C", "", "A#2", "#2"]
        let count =
          Int.random(in: 0..<60, using: &generator) == 0
          ? 400 : Int.random(in: 0...6, using: &generator)
        names.names = (0..<count).map { _ in pool.randomElement(using: &generator)! }
        names.isEditable = Bool.random(using: &generator)
        trace.append("reload with \(names.names.count) names, editable \(names.isEditable)")
        model.reload()
      case 2, 3:
        // A tap: the row's action removes its name and reloads, inside the table's call.
        guard typing == nil, !names.isEditable,
          let row = table.indexPathsForVisibleRows.randomElement(using: &generator)
        else { continue }
        trace.append("tap \(row)")
        let title = model.item(at: row).title
        let before = names.names.filter { $0 == title }.count
        table.tapRow(at: row)
        guard names.names.filter({ $0 == title }).count == before - 1 else {
          Issue.record("seed \(seed) step \(step): the tap on \(title) left \(names.names)")
          return
        }
        taps += 1
      case 4, 5:
        // Typing, ended now or after later steps.
        if let cell = typing {
          trace.append("end editing")
          typing = nil
          cell.endEditingValue()
          edits += 1
        } else {
          guard names.isEditable,
            let row = table.indexPathsForVisibleRows.randomElement(using: &generator),
            let cell = table.cellForRow(at: row) as? HeadlessInteractionRowCell,
            cell.fieldText != nil
          else { continue }
          let text = ["A", "D", ""].randomElement(using: &generator)!
          trace.append("type \(text) at \(row)")
          cell.typeValue(text)
          typing = cell
        }
      case 6:
        // Also while the user types in the table the controller leaves: the edit ends first,
        // its text committed, as when the typed cell leaves its table.
        attached = 1 - attached
        trace.append("attach to table \(attached)\(typing == nil ? "" : " while typing")")
        controller.attach(to: tables[attached])
        if let cell = typing, cell.isEditingValue {
          Issue.record("seed \(seed) step \(step): the edit went on in the table left behind")
          return
        }
        try tables[attached].layoutIfNeeded()
      default:
        trace.append("reload unchanged")
        model.reload()
      }
      try tables[attached].settle()
      let shown = (0..<model.numberOfRows(inSection: 0)).map {
        model.item(at: RowPath(row: $0, section: 0)).title
      }
      // The cell the user types in keeps what it showed until the edit ends, by design.
      let shownTable = tables[attached]
      let checked = shownTable.indexPathsForVisibleRows.filter {
        typing == nil || shownTable.cellForRow(at: $0) !== typing
      }
      let visibleTitles = checked.map { shownTable.cellForRow(at: $0)?.text ?? "(no cell)" }
      let expectedVisible = checked.map { shown[$0.row] }
      let unexpected = diagnostics.filter { ![.editNotHandled, .rowGone].contains($0.kind) }
      guard model.numberOfSections == 1, shown == names.names,
        shownTable.cachedShape == TableShape([shown.count]), visibleTitles == expectedVisible,
        unexpected.isEmpty
      else {
        Issue.record(
          "seed \(seed) step \(step): the model shows \(shown), the data \(names.names), the table \(visibleTitles) of \(expectedVisible); \(unexpected)\n\(trace.suffix(5))"
        )
        return
      }
    }
    #expect(taps > 0 && edits > 0, "each kind of call should have been made")
  }

  /// Paged and featured rows under a controller follow the model as pages come and fail.
  ///
  /// A sectioned model under a featured section repeating its rows and a load-more row, on a
  /// short table: pages asked for are answered later (they arrive, fail, or are the last), are
  /// retried, and run out and come back, while the model and the featured rows change and the
  /// user taps and scrolls, past either end too. The table shows the stack after every step,
  /// with no error.
  @Test func pagedAndFeaturedRowsUnderAController_followTheModel_asPagesComeAndFail() throws {
    let seed = UInt64(environmentInteger("TABLEMODEL_SEED", default: 0x0_9A6E))
    var generator = SplitMix64(seed: seed)
    var operations = RandomModelOperations()
    let model = operations.randomModel(using: &generator, maxSections: 3, maxRows: 5)
    let loads = PageRequests()
    let featuredLayer = model.withFeaturedSection(TestSectionModel(-1), items: [TestItem]())
    let stack = featuredLayer.withLoadMore(
      placement: Bool.random(using: &generator) ? .row : .section
    ) { loads.count += 1 }
    var diagnostics: [TableControllerCore.Diagnostic] = []
    let controller = HeadlessTableController(model: stack)
    controller.core.diagnostics = { diagnostics.append($0) }
    controller.cells.register(HeadlessTableViewCell.self, for: TestItem.self) { cell, item in
      cell.text = "\(item)"
    }
    let table = HeadlessTableView(height: 200)
    controller.attach(to: table)
    try table.layoutIfNeeded()
    var trace: [String] = []
    var pagesAnswered = 0

    for step in 0..<steps {
      switch Int.random(in: 0..<10, using: &generator) {
      case 0, 1, 2:
        trace.append(operations.perform(on: model, using: &generator))
      case 3:
        // The featured rows repeat identities of the model's rows.
        let all = (0..<model.numberOfSections).flatMap { model.items(inSection: $0) }
        var featured = Array(all.shuffled(using: &generator).prefix(3))
        if Bool.random(using: &generator) { featured.removeAll() }
        trace.append("featured \(featured)")
        featuredLayer.setItems(featured)
      case 4:
        // A page asked for is answered: it arrives, fails, or is the last.
        guard loads.count > pagesAnswered else { continue }
        pagesAnswered = loads.count
        switch Int.random(in: 0..<4, using: &generator) {
        case 0:
          trace.append("the page fails")
          stack.failLoading()
        case 1:
          trace.append("no more pages")
          stack.finishLoading(hasMore: false)
        default:
          if model.numberOfSections > 0 {
            let section = model.numberOfSections - 1
            model.append(
              contentsOf: (0..<3).map { _ in
                defer { operations.nextID += 1 }
                return TestItem(operations.nextID)
              }, toSection: section)
          }
          trace.append("a page arrives")
          stack.finishLoading(hasMore: true)
        }
      case 5:
        let choice = Int.random(in: 0..<3, using: &generator)
        trace.append(["retry", "has more", "has no more"][choice])
        switch choice {
        case 0: stack.retry()
        case 1: stack.setHasMore(true)
        default: stack.setHasMore(false)
        }
      case 6, 7:
        try table.settle()
        guard let row = table.indexPathsForVisibleRows.randomElement(using: &generator) else {
          continue
        }
        trace.append("tap \(row)")
        table.tapRow(at: row)
      default:
        let offset = [-80, 0, 60, 300, table.contentHeight, 1e9].randomElement(using: &generator)!
        trace.append("scroll to \(offset)")
        try table.setContentOffset(offset)
      }
      try table.settle()
      let shape = TableShape(
        (0..<stack.numberOfSections).map { stack.numberOfRows(inSection: $0) })
      let wrong = table.indexPathsForVisibleRows.first { path in
        guard let item = stack.item(at: path).as(TestItem.self) else { return false }
        return table.cellForRow(at: path)?.text != "\(item)"
      }
      let errors = diagnostics.filter { $0.severity == .error }
      guard table.cachedShape == shape, wrong == nil, errors.isEmpty else {
        Issue.record(
          "seed \(seed) step \(step): the table \(String(describing: table.cachedShape)), the stack \(shape); row \(String(describing: wrong)) shows the wrong item; \(errors)\n\(trace.suffix(5))"
        )
        return
      }
    }
    #expect(loads.count > 0, "pages should have been asked for")
  }

  /// Rows the user reorders follow the model, while it changes during a drag.
  ///
  /// Interactive moves to random places (within their section, or across sections for rows that
  /// may), among model edits, some made while a row is held — the batch they bring cancels the
  /// drag, as UIKit's does. After a drop the model holds the row where the table put it; after a
  /// cancelled one it holds what it had. The table shows the model after every step, with no
  /// error.
  @Test func interactiveMovesAmongModelEdits_endWhereTheTableSays_andTheTableFollows() throws {
    let seed = UInt64(environmentInteger("TABLEMODEL_SEED", default: 0x0_30BE))
    var generator = SplitMix64(seed: seed)
    var operations = RandomModelOperations()
    let model = operations.randomModel(using: &generator, maxSections: 3, maxRows: 6)
    let fixture = ControllerFixture(model, height: 600) {
      $0.cells.register(HeadlessTableViewCell.self, for: TestItem.self) { cell, item in
        cell.text = "\(item)"
      }
      $0.core.setBehavior(for: TestItem.self) { item in
        RowBehavior {
          $0.canMove = true
          $0.movesAcrossSections = item.id % 2 == 0
        }
      }
    }
    let table = fixture.table
    table.setEditing(true, animated: false)
    var trace: [String] = []
    var drops = 0

    /// A place the row at `source` may be proposed at: any row of the table after the move.
    func randomDestination(for source: RowPath) -> RowPath? {
      guard let shape = table.cachedShape, !shape.rowCounts.isEmpty else { return nil }
      let section = Int.random(in: 0..<shape.numberOfSections, using: &generator)
      let rows = shape.rowCounts[section] - (section == source.section ? 1 : 0)
      return RowPath(row: Int.random(in: 0...rows, using: &generator), section: section)
    }

    for step in 0..<steps {
      try table.settle()
      var expected = model.snapshot
      let rows = table.indexPathsForVisibleRows
      switch Int.random(in: 0..<4, using: &generator) {
      case 0, 1:
        guard let source = rows.randomElement(using: &generator),
          let proposed = randomDestination(for: source)
        else { continue }
        let landed = try table.moveRowInteractively(from: source, to: proposed)
        trace.append("move \(source) → \(proposed), landed at \(landed)")
        let item = expected[source.section].items.remove(at: source.row)
        expected[landed.section].items.insert(item, at: landed.row)
        drops += 1
      case 2:
        // A model edit while a row is held: its batch cancels the drag.
        guard let source = rows.randomElement(using: &generator) else { continue }
        table.beginInteractiveMove(ofRowAt: source)
        let edit = operations.perform(on: model, using: &generator)
        trace.append("hold \(source), then \(edit)")
        expected = model.snapshot
        if table.hasUncommittedUpdates {
          _ = try table.endInteractiveMove()
          expected = model.snapshot
        }
      default:
        trace.append(operations.perform(on: model, using: &generator))
        expected = model.snapshot
      }
      try table.settle()
      let shape = TableShape((0..<model.numberOfSections).map { model.numberOfRows(inSection: $0) })
      let wrong = table.indexPathsForVisibleRows.first {
        table.cellForRow(at: $0)?.text != "\(model.item(at: $0))"
      }
      let errors = fixture.diagnostics.filter { $0.severity == .error }
      guard model.snapshot.map(\.items) == expected.map(\.items), table.cachedShape == shape,
        wrong == nil, errors.isEmpty, !table.hasUncommittedUpdates
      else {
        Issue.record(
          "seed \(seed) step \(step): the model \(model.snapshot.map(\.items)), expected \(expected.map(\.items)); the table \(String(describing: table.cachedShape)), row \(String(describing: wrong)) wrong; \(errors)\n\(trace.suffix(5))"
        )
        return
      }
    }
    #expect(drops > 0, "rows should have been moved")
  }

  /// What is wrong with a harness's table, if anything.
  private static func tableFailure(_ harness: ModelTableHarness<some TableModel>) -> String? {
    guard harness.problems.isEmpty, harness.shownRows == harness.modelRows else {
      return
        "\(harness.problems), the table shows \(harness.shownRows), the model \(harness.modelRows)"
    }
    return nil
  }

  /// The parent of a node in a tree, `nil` for a root.
  private static func parent(of id: Int, in nodes: [OutlineTableModel<TestItem>.Node]) -> Int? {
    for node in nodes {
      if node.children.contains(where: { $0.item.id == id }) { return node.item.id }
      if let parent = parent(of: id, in: node.children) { return parent }
    }
    return nil
  }

  /// Whether `candidate` is `id` or one of its descendants.
  private static func isInSubtree(
    _ candidate: Int, of id: Int, in nodes: [OutlineTableModel<TestItem>.Node]
  ) -> Bool {
    func find(_ nodes: [OutlineTableModel<TestItem>.Node]) -> OutlineTableModel<TestItem>.Node? {
      for node in nodes {
        if node.item.id == id { return node }
        if let found = find(node.children) { return found }
      }
      return nil
    }
    func contains(_ node: OutlineTableModel<TestItem>.Node) -> Bool {
      node.item.id == candidate || node.children.contains(where: contains)
    }
    return find(nodes).map(contains) ?? false
  }
}
