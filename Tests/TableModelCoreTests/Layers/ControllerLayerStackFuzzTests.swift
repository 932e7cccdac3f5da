import TableModelScenarios
import TableModelTestSupport
import TableModelTesting
import Testing

/// Random stacks of 2–4 layers in random order, shown by a `HeadlessTableController` on a table
/// that scrolls, driven at random: domain edits and transactions of the model below (with layer
/// setters inside them), layer operations, taps (single and multiple selection), editing mode
/// turned on and off, deletes committed in editing mode, rows dragged by their reorder control,
/// swipe actions and scrolls.
///
/// After every step, once the table settled: the table accepted every batch and the controller
/// refused none of the model's changes; the table shows exactly the top of the stack (its shape
/// and each visible cell), which equals the stack recomputed from the model below; every visible
/// cell shows the editing control of the row it shows; and the selection followed the rows'
/// identities — a step that does not select keeps selected every selected row the published
/// changes neither deleted nor reloaded (K28, K30), and drops the rest, and every row after a
/// table reload (K27).
@MainActor
@Suite struct ControllerLayerStackFuzzTests {
  /// The number of random stacks; `TABLEMODEL_FUZZ_CASES` raises it.
  let cases = environmentInteger("TABLEMODEL_FUZZ_CASES", default: 25)

  /// The number of steps on each stack.
  let steps = 60

  @Test func randomStacksUnderAController_followTheModelAndKeepSelectionByIdentity() throws {
    let seed = UInt64(environmentInteger("TABLEMODEL_SEED", default: 0xC57AC))
    var generator = SplitMix64(seed: seed)
    var steered = Steered()
    for index in 0..<cases {
      var operations = RandomModelOperations()
      let model = operations.randomModel(using: &generator, maxSections: 3, maxRows: 8)
      let stack = RandomStack(on: model, using: &generator, layers: 2...4, showsInHarness: false)
      let run = StackRun(stack: stack, generator: &generator)
      let failed = try runSteps(run, stack, &generator, &steered, seed: seed, case: index) {
        Self.domainEdit(stack, model, &operations, using: &$0)
      }
      if failed { return }
    }
    // The checks that can fail were reached.
    #expect(steered.taps > cases && steered.keptSelections > cases)
    #expect(steered.deletes > cases / 4 && steered.moves > cases / 4 && steered.swipes > cases / 4)
  }

  /// An outline under a random stack of 1–4 layers, shown by a controller.
  ///
  /// Tree operations (inserts, moves, expansions, replacements, taps the outline hears
  /// directly), layer operations, and taps through the controller — which reach the outline
  /// through every layer and toggle a parent row. After every step the checks are those of the
  /// test above, and the stack shows what a reference tree's visible rows make through the same
  /// layers.
  @Test func randomStacksOverAnOutline_underAController_followTheTree() throws {
    let seed = UInt64(environmentInteger("TABLEMODEL_SEED", default: 0x07C57))
    var generator = SplitMix64(seed: seed)
    var toggles = 0
    var keptSelections = 0
    for index in 0..<cases {
      let tree = ReferenceBox()
      let initial = tree.reference.randomForest(
        using: &generator, nodes: Int.random(in: 0...12, using: &generator))
      tree.reference.roots = initial
      let outline = OutlineTableModel<TestItem>(initial.map(\.node))
      let stack = RandomStack(
        on: outline, rows: { [(id: "outline", rows: tree.reference.visibleRows())] },
        sectionIDs: { [] }, using: &generator, showsInHarness: false)
      // A tap that extends a multiple selection picks a parent row rather than toggling it.
      let run = StackRun(stack: stack, generator: &generator, multipleSelection: false)
      var trace = ["stack \(stack.description)"]
      for _ in 0..<steps {
        run.beginStep()
        var selects = false
        switch Int.random(in: 0..<10, using: &generator) {
        case 0, 1, 2, 3:
          let count = Int.random(in: 1...3, using: &generator)
          var log: [String] = []
          var random = generator
          outline.performTransaction {
            for _ in 0..<count {
              log.append(tree.reference.randomOperation(on: outline, using: &random))
            }
          }
          generator = random
          trace.append(log.joined(separator: "; "))
        case 4:
          // The reference follows the taps the controller passes down, not a layer's own.
          guard
            let operation = stack.operations.filter({ !$0.tapsBelow })
              .randomElement(using: &generator)
          else { continue }
          trace.append(operation.perform(&generator))
        case 5, 6, 7:
          guard let row = run.table.indexPathsForVisibleRows.randomElement(using: &generator)
          else { continue }
          let item = stack.top.item(at: row)
          let tapped = (item as? AnyDiffable)?.base ?? item
          trace.append("tap \(row) (\(tapped))")
          if let outlineRow = tapped as? OutlineTableModel<TestItem>.Row, outlineRow.hasChildren {
            tree.reference.edit(outlineRow.item.id) { $0.isExpanded.toggle() }
            toggles += 1
          }
          run.table.tapRow(at: row)
          selects = true
        case 8:
          let end = max(0, run.table.contentHeight - run.table.height)
          let offset = Double(Int.random(in: 0...Int(end), using: &generator))
          trace.append("scroll to \(offset)")
          try run.table.setContentOffset(offset)
        default:
          guard let row = run.table.indexPathsForVisibleRows.randomElement(using: &generator)
          else { continue }
          trace.append("select \(row) silently")
          try run.table.selectRow(at: row, animated: false, scrollPosition: .none)
          selects = true
        }
        try run.table.settle()
        var problems = run.endStep(selects: selects, keptSelections: &keptSelections)
        problems += trace.filter { $0.contains("PROBLEM") }
        if !problems.isEmpty {
          Issue.record(
            "seed \(seed), case \(index): \(problems.joined(separator: "\n"))\n\(trace.joined(separator: "\n"))"
          )
          return
        }
      }
    }
    #expect(toggles > cases && keptSelections > cases)
  }

  /// Runs ``steps`` random steps on a stack shown by a controller: a quarter edits of the model
  /// below (`edit`, which describes what it did, a step that went wrong with "PROBLEM"), one in
  /// twelve a layer operation, the rest the user's interactions; after each, once the table
  /// settled, the checks of `StackRun.endStep`.
  ///
  /// - Returns: Whether a step failed, recorded as an issue with the seed, the case and the
  ///   trace of steps.
  private func runSteps(
    _ run: StackRun, _ stack: RandomStack, _ generator: inout SplitMix64, _ steered: inout Steered,
    seed: UInt64, case index: Int, edit: (inout SplitMix64) -> String
  ) throws -> Bool {
    var trace = ["stack \(stack.description)"]
    for _ in 0..<steps {
      run.beginStep()
      var selects = false
      switch Int.random(in: 0..<12, using: &generator) {
      case 0, 1, 2:
        trace.append(edit(&generator))
      case 3:
        guard let operation = stack.operations.randomElement(using: &generator) else { continue }
        trace.append(operation.perform(&generator))
      default:
        guard let interaction = try Self.interact(run, using: &generator, &steered) else {
          continue
        }
        trace.append(interaction.description)
        selects = interaction.selects
      }
      try run.table.settle()
      var problems = run.endStep(selects: selects, keptSelections: &steered.keptSelections)
      problems += trace.filter { $0.contains("PROBLEM") }
      if !problems.isEmpty {
        Issue.record(
          "seed \(seed), case \(index): \(problems.joined(separator: "\n"))\n\(trace.joined(separator: "\n"))"
        )
        return true
      }
    }
    return false
  }

  /// What the random steps reached, so that a test can check its checks could fail.
  struct Steered {
    var taps = 0
    var deletes = 0
    var moves = 0
    var swipes = 0
    var keptSelections = 0
  }

  /// A random interaction of the user's with the table (8 kinds of 12 for a step of the first
  /// test): a tap, editing mode turned on or off, a delete committed in editing mode, a row
  /// dragged by its reorder control, a swipe action, a scroll, multiple selection turned on or
  /// off.
  ///
  /// - Returns: What it did and whether it changes the selection itself, or `nil` when the one
  ///   it picked could not be made.
  private static func interact(
    _ run: StackRun, using generator: inout SplitMix64, _ steered: inout Steered
  ) throws -> (description: String, selects: Bool)? {
    let visible = run.table.indexPathsForVisibleRows
    let row = visible.randomElement(using: &generator)
    switch Int.random(in: 4..<12, using: &generator) {
    case 4, 5:
      guard let row else { return nil }
      let description = "tap \(row) (\(run.identity(at: row)))"
      run.table.tapRow(at: row)
      steered.taps += 1
      return (description, true)
    case 6:
      let editing = !run.table.isEditing
      run.table.setEditing(editing, animated: false)
      return ("setEditing(\(editing))", true)
    case 7:
      guard run.table.isEditing, let row,
        let cell = run.table.cellForRow(at: row), cell.editingStyle == .delete
      else { return nil }
      let description = "commit delete \(row) (\(run.identity(at: row)))"
      run.table.commitEditing(forRowAt: row)
      steered.deletes += 1
      return (description, false)
    case 8:
      guard run.table.isEditing, let row,
        let cell = run.table.cellForRow(at: row), cell.showsReorderControl,
        let destination = Self.destination(movingFrom: row, in: run.table, using: &generator)
      else { return nil }
      let description = "drag \(row) (\(run.identity(at: row))) to \(destination)"
      let landed = try run.table.moveRowInteractively(from: row, to: destination)
      steered.moves += 1
      return ("\(description)\n  landed at \(landed)", false)
    case 9:
      guard !run.table.isEditing, let row,
        run.table.swipeActions(.trailing, at: row)?.actions.isEmpty == false
      else { return nil }
      let description = "swipe delete \(row) (\(run.identity(at: row)))"
      run.table.performSwipeAction(at: 0, .trailing, forRowAt: row)
      steered.swipes += 1
      // A swipe drives editing, which deselects every row (K32, K31).
      return (description, true)
    case 10:
      let end = max(0, run.table.contentHeight - run.table.height)
      let offset = Double(Int.random(in: 0...Int(end), using: &generator))
      try run.table.setContentOffset(offset)
      return ("scroll to \(offset)", false)
    default:
      let multiple = !run.table.allowsMultipleSelection
      run.table.allowsMultipleSelection = multiple
      return ("allowsMultipleSelection = \(multiple)", true)
    }
  }

  /// A `GroupedTableModel` under a random stack of 1–4 layers, shown by a controller.
  ///
  /// The model groups in arrival order or sorted. Inserts, removes, updates that keep or change
  /// an item's key (a section appears or empties), replacements, layer operations and the
  /// user's interactions of the first test. After every step the checks are those of the first
  /// test, the stack's reference starting from the grouped model's sections.
  @Test func randomStacksOverAGroupedModel_underAController_followTheGroups() throws {
    let seed = UInt64(environmentInteger("TABLEMODEL_SEED", default: 0x6C57))
    var generator = SplitMix64(seed: seed)
    var steered = Steered()
    var nextID = 1
    for index in 0..<cases {
      let model =
        Bool.random(using: &generator)
        ? GroupedTableModel<TestItem, Int>(by: { $0.content / 10 })
        : GroupedTableModel<TestItem, Int>(
          by: { $0.content / 10 }, sortedBy: { ($0.content, $0.id) < ($1.content, $1.id) })
      for _ in 0..<Int.random(in: 0...12, using: &generator) {
        model.insert(TestItem(nextID, content: Int.random(in: 0..<40, using: &generator)))
        nextID += 1
      }
      let stack = RandomStack(
        on: model, rows: { Self.rows(of: model) }, sectionIDs: { model.keys },
        using: &generator, showsInHarness: false)
      let run = StackRun(stack: stack, generator: &generator)
      let failed = try runSteps(run, stack, &generator, &steered, seed: seed, case: index) {
        Self.groupedEdit(model, nextID: &nextID, using: &$0)
      }
      if failed { return }
    }
    #expect(steered.taps > cases && steered.keptSelections > cases / 2)
    #expect(steered.deletes > cases / 4 && steered.swipes > cases / 4)
  }

  /// A grouped model's sections as the stack's reference reads them: its rows' descriptions, by
  /// section key.
  private static func rows(of model: GroupedTableModel<TestItem, Int>) -> RandomStack.Rows {
    (0..<model.numberOfSections).map { section in
      (
        id: "\(model.sectionModel(at: section).key)",
        rows: (0..<model.numberOfRows(inSection: section)).map {
          String(describing: model.item(at: RowPath(row: $0, section: section)))
        }
      )
    }
  }

  /// A random edit of a grouped model: an insert, a remove, an update keeping or changing the
  /// item's key, or a replacement keeping some items.
  private static func groupedEdit(
    _ model: GroupedTableModel<TestItem, Int>, nextID: inout Int,
    using generator: inout SplitMix64
  ) -> String {
    let items = (0..<model.numberOfSections).flatMap { section in
      (0..<model.numberOfRows(inSection: section)).map {
        model.item(at: RowPath(row: $0, section: section))
      }
    }
    let content = Int.random(in: 0..<40, using: &generator)
    switch Int.random(in: 0..<6, using: &generator) {
    case 0, 1:
      let item = TestItem(nextID, content: content)
      nextID += 1
      model.insert(item)
      return "insert \(item)"
    case 2:
      guard let item = items.randomElement(using: &generator) else { return "nothing to remove" }
      model.remove(id: item.id)
      return "remove \(item)"
    case 3, 4:
      guard let item = items.randomElement(using: &generator) else { return "nothing to update" }
      // Half the updates keep the key: the row stays in its section, reloaded or moved within it.
      let updated = TestItem(
        item.id,
        content: Bool.random(using: &generator) ? item.content / 10 * 10 + content % 10 : content)
      model.update(updated)
      return "update \(item) to \(updated)"
    default:
      var kept = items.filter { _ in Bool.random(using: &generator) }
      for _ in 0..<Int.random(in: 0...3, using: &generator) {
        kept.append(TestItem(nextID, content: Int.random(in: 0..<40, using: &generator)))
        nextID += 1
      }
      kept.shuffle(using: &generator)
      do {
        try model.replace(with: kept)
      } catch {
        return "PROBLEM: replace(with: \(kept)) threw \(error)"
      }
      return "replace with \(kept)"
    }
  }

  /// A domain edit of the model below, or a transaction of several, with layer setters inside.
  private static func domainEdit(
    _ stack: RandomStack, _ model: SectionedTableModel<TestSectionModel, TestItem>,
    _ operations: inout RandomModelOperations, using generator: inout SplitMix64
  ) -> String {
    let count = Int.random(in: 1...4, using: &generator)
    guard count > 1 else { return operations.perform(on: model, using: &generator) }
    var log: [String] = []
    // The transaction's body escapes: it works on copies.
    var random = generator
    var domain = operations
    model.performTransaction {
      for _ in 0..<count {
        if Int.random(in: 0..<6, using: &random) == 0,
          let layerOperation = stack.operations.filter({ !$0.readsLayer })
            .randomElement(using: &random)
        {
          log.append("in transaction: " + layerOperation.perform(&random))
        }
        log.append(domain.perform(on: model, using: &random))
      }
    }
    generator = random
    operations = domain
    return "transaction: " + log.joined(separator: "; ")
  }

  /// A random position a row dragged from `source` can be proposed at: at most one past the
  /// last row of another section, at most the last row of its own.
  private static func destination(
    movingFrom source: RowPath, in table: HeadlessTableView, using generator: inout SplitMix64
  ) -> RowPath? {
    guard let shape = table.cachedShape else { return nil }
    let section = Int.random(in: 0..<shape.numberOfSections, using: &generator)
    let rows = shape.rowCounts[section] - (section == source.section ? 1 : 0)
    guard rows >= 0 else { return nil }
    return RowPath(row: Int.random(in: 0...rows, using: &generator), section: section)
  }
}

/// A reference tree held by reference, for the stack's reference to read.
@MainActor
private final class ReferenceBox {
  var reference = ReferenceOutline()
}

/// A stack shown by a controller, with what the test follows of it: the identities the model's
/// published changes deleted or reloaded, and the diagnostics.
@MainActor
final class StackRun {
  let stack: RandomStack
  let table: HeadlessTableView
  let controller: HeadlessTableController
  var diagnostics: [TableControllerCore.Diagnostic] = []
  var rejected: [BatchRecord] = []
  /// The identities the top's changes deleted (or reloaded) since the step began.
  var lost: Set<String> = []
  /// The reloads the top asked for since the step began.
  var modelReloads = 0
  private var identitiesBefore: [[String]] = []
  private var observation: TableModelEvents.Observation?

  init(stack: RandomStack, generator: inout SplitMix64, multipleSelection: Bool? = nil) {
    self.stack = stack
    table = HeadlessTableView(width: 320, height: 300)
    controller = HeadlessTableController(model: stack.top)
    controller.cells.register(HeadlessTableViewCell.self, for: TestItem.self) { cell, item in
      cell.text = item.description
    }
    controller.cells.register(HeadlessTableViewCell.self, for: OutlineTableModel<TestItem>.Row.self)
    { cell, row in
      cell.text = row.description
    }
    controller.core.setBehavior(for: TestItem.self) { item in
      RowBehavior {
        $0.height = .fixed(Double(30 + item.id % 3 * 10))
        $0.editingStyle = item.id % 3 != 0 ? .delete : .none
        $0.canMove = item.id % 2 == 0
        $0.movesAcrossSections = item.id % 4 == 0
      }
    }
    controller.core.diagnostics = { [unowned self] in diagnostics.append($0) }
    table.onBatch = { [unowned self] in if !$0.isAccepted { rejected.append($0) } }
    table.allowsMultipleSelectionDuringEditing = Bool.random(using: &generator)
    table.allowsMultipleSelection = multipleSelection ?? Bool.random(using: &generator)
    observation = stack.top.events.observe { [unowned self] event in
      switch event {
      case .willChange:
        identitiesBefore = identities()
        if Self.repeats(identitiesBefore) { repeatedIdentities = true }
      case .changed(.reloadData):
        modelReloads += 1
        lost.formUnion(identitiesBefore.joined())
      case .changed(.batch(let changeset)):
        for section in changeset.deletedSections where section < identitiesBefore.count {
          lost.formUnion(identitiesBefore[section])
        }
        for path in changeset.deletedRows
        where path.section < identitiesBefore.count
          && path.row < identitiesBefore[path.section].count
        {
          lost.insert(identitiesBefore[path.section][path.row])
        }
      case .didChange: break
      }
    }
    controller.attach(to: table)
    try? table.layoutIfNeeded()
  }

  /// The identity of the top's row at a position, as text.
  func identity(at rowPath: RowPath) -> String {
    Self.identity(of: stack.top.item(at: rowPath))
  }

  private static func identity(of item: some Diffable) -> String {
    if let erased = item as? AnyDiffable { return identity(of: erased.base) }
    return item is TestItem ? "\(item.id)" : "\(type(of: item)):\(item.id)"
  }

  private func identities() -> [[String]] {
    let top = stack.top
    return (0..<top.numberOfSections).map { section in
      (0..<top.numberOfRows(inSection: section)).map {
        identity(at: RowPath(row: $0, section: section))
      }
    }
  }

  /// Whether the top showed an identity more than once since the step began, or does now.
  var hasRepeatedIdentities: Bool { repeatedIdentities || Self.repeats(identities()) }
  /// Whether the top showed an identity more than once before a change of this step.
  private var repeatedIdentities = false

  private static func repeats(_ identities: [[String]]) -> Bool {
    let all = identities.joined()
    return Set(all).count != all.count
  }

  private var selectedBefore: Set<String> = []
  private var reloadsBefore = 0

  /// Starts following a step.
  func beginStep() {
    lost = []
    modelReloads = 0
    diagnostics = []
    repeatedIdentities = Self.repeats(identities())
    selectedBefore = selectedIdentities
    reloadsBefore = table.reloadCount
  }

  /// What went wrong in the step that ends, once the table settled: ``mismatches()``, and for a
  /// step that does not select (`selects` false), a selection that did not follow its rows.
  ///
  /// - Parameters:
  ///   - selects: Whether the step changes the selection itself (a tap, editing mode).
  ///   - keptSelections: Counts the steps that kept rows selected through changes.
  /// - Returns: The problems, if any.
  func endStep(selects: Bool, keptSelections: inout Int) -> [String] {
    var problems = mismatches()
    let after = selectedIdentities
    // Two featured layers show the same items: identities name no single row then.
    guard !selects, !hasRepeatedIdentities else { return problems }
    let reloads = table.reloadCount - reloadsBefore
    let expected = reloads > 0 ? [] : selectedBefore.subtracting(lost)
    if after != expected {
      problems.append(
        "the selection is \(after.sorted()), not \(expected.sorted()) (before \(selectedBefore.sorted()), lost \(lost.sorted()), table reloads \(reloads))"
      )
    }
    if reloads == 0, !expected.isEmpty { keptSelections += 1 }
    if reloads > modelReloads, diagnostics.isEmpty {
      problems.append(
        "the table reloaded \(reloads) times, the model asked \(modelReloads), and nothing said why"
      )
    }
    return problems
  }

  /// The identities of the selected rows.
  var selectedIdentities: Set<String> {
    Set(table.indexPathsForSelectedRows.map { identity(at: $0) })
  }

  /// What differs between the table and the stack.
  func mismatches() -> [String] {
    var problems: [String] = []
    if let batch = rejected.first { problems.append("the table rejected a batch: \(batch)") }
    for diagnostic in diagnostics where diagnostic.kind == .batchRejected {
      problems.append("the controller refused a change: \(diagnostic)")
    }
    let top = stack.top
    let topRows = (0..<top.numberOfSections).map { section in
      (0..<top.numberOfRows(inSection: section)).map {
        String(describing: top.item(at: RowPath(row: $0, section: section)))
      }
    }
    let expected = stack.reference()
    if topRows != expected {
      problems.append("the stack shows \(topRows)\nrecomputed it is \(expected)")
    }
    // The public selection API reads the table's selected rows through the stack, in row order.
    let shownSelected = table.indexPathsForSelectedRows.sorted().map { identity(at: $0) }
    let coreSelected = controller.core.selectedItems.map { Self.identity(of: $0) }
    if coreSelected != shownSelected {
      problems.append(
        "core.selectedItems is \(coreSelected); the table's selected rows show \(shownSelected)")
    }
    let shape = TableShape(topRows.map(\.count))
    guard table.cachedShape == shape else {
      problems.append(
        "the table's shape \(String(describing: table.cachedShape)) is not the stack's \(shape)")
      return problems
    }
    for path in table.indexPathsForVisibleRows {
      guard let cell = table.cellForRow(at: path) else {
        problems.append("visible row \(path) has no cell")
        continue
      }
      let item = top.item(at: path)
      let text = Self.text(of: item)
      if cell.renderedText != text {
        problems.append("row \(path) shows \(cell.renderedText), not \(text)")
      }
      let style = Self.editingStyle(of: item)
      if table.isEditing, cell.editingStyle != style {
        problems.append(
          "row \(path) (\(text)) shows editing style \(cell.editingStyle), not \(style)")
      }
      if cell.isSelected != table.indexPathsForSelectedRows.contains(path) {
        problems.append("row \(path)'s cell isSelected \(cell.isSelected) disagrees with the table")
      }
    }
    return problems
  }

  private static func text(of item: some Diffable) -> String {
    let base = (item as? AnyDiffable)?.base ?? item
    switch base {
    case let row as LoadMoreRow: return row.title ?? "Loading…"
    case let row as PlaceholderRow: return row.message
    default: return String(describing: base)
    }
  }

  private static func editingStyle(of item: some Diffable) -> RowBehavior.EditingStyle {
    let base = (item as? AnyDiffable)?.base ?? item
    guard let item = base as? TestItem else { return .none }
    return item.id % 3 != 0 ? .delete : .none
  }
}
