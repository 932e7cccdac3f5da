import TableModelScenarios
import TableModelTestSupport
import TableModelTesting
import Testing

/// A model misused as apps misuse one: nested transactions, changes made from inside an
/// observer, removes, moves and updates of identities it does not hold, replacements with
/// repeated identities, empty transactions and rows inserted then removed again.
///
/// After every step the model holds exactly what a plain array of sections does after the same
/// steps (nothing lost, nothing made up), the headless table accepted every change and shows the
/// model, a refused call (`DuplicateIdentityError`) left the model and its observers untouched,
/// and a step that changes nothing publishes nothing.
@MainActor
@Suite struct ModelMisuseFuzzTests {
  /// The number of random steps; `TABLEMODEL_FUZZ_CASES` raises it.
  let steps = environmentInteger("TABLEMODEL_FUZZ_CASES", default: 1_500)

  private typealias Model = SectionedTableModel<TestSectionModel, TestItem>
  private typealias Sections = MisuseSteps.Sections

  @Test func misuse_neverLosesARow_andTheTableFollows() throws {
    let seed = UInt64(environmentInteger("TABLEMODEL_SEED", default: 0x3151))
    var generator = SplitMix64(seed: seed)
    var nextID = 1
    func newItem() -> TestItem {
      defer { nextID += 1 }
      return TestItem(nextID)
    }
    var expected: Sections = (1...3).map { section in
      TableSection(model: TestSectionModel(section), items: (0..<3).map { _ in newItem() })
    }
    let model = Model(sections: expected)
    let harness = ModelTableHarness(model)
    let appender = ReentrantAppender(model)
    var trace: [String] = []
    for step in 0..<steps {
      let changesBefore = harness.changes.count
      var changes = true
      func randomPath(forInsertion: Bool) -> RowPath? {
        MisuseSteps.randomRow(in: expected, forInsertion: forInsertion, using: &generator)
      }
      switch Int.random(in: 0..<10, using: &generator) {
      case 0:
        // A nested transaction: an insert, and inside, a remove — or a transaction whose
        // replacement throws midway between them, which changes nothing.
        guard let at = randomPath(forInsertion: true) else { continue }
        let item = newItem()
        expected[at.section].items.insert(item, at: at.row)
        let removed = randomPath(forInsertion: false)!
        let gone = expected[removed.section].items.remove(at: removed.row)
        var repeated = expected
        repeated[0].items += [item, item]
        let throwsMidway = Bool.random(using: &generator)
        trace.append(
          "insert \(item) at \(at), \(throwsMidway ? "refused replace" : "nested"), remove \(gone) at \(removed)"
        )
        var refused = false
        model.performTransaction {
          model.insert(item, at: at)
          guard throwsMidway else {
            model.performTransaction { model.remove(at: removed) }
            return
          }
          do { try model.replace(with: repeated) } catch {
            refused = error is DuplicateIdentityError
          }
          model.remove(at: removed)
        }
        #expect(refused == throwsMidway, "seed \(seed) step \(step): \(trace.last ?? "")")
      case 1:
        // A change from inside an observer, queued behind the change that triggered it.
        guard let at = randomPath(forInsertion: false) else { continue }
        trace.append(appender.removeRow(at: at, appending: newItem(), in: &expected))
      case 2:
        let absent = nextID + 1_000
        trace.append("remove, move and update absent \(absent)")
        MisuseSteps.callsOnAbsentIdentity(absent, on: model)
        changes = false
      case 3:
        // A replacement repeating an identity is refused, and changes nothing.
        var repeated = expected
        let any = expected.flatMap(\.items).randomElement(using: &generator) ?? TestItem(1)
        repeated[repeated.count - 1].items.append(any)
        trace.append("replace repeating \(any)")
        #expect(throws: DuplicateIdentityError.self) { try model.replace(with: repeated) }
        #expect(throws: DuplicateIdentityError.self) { try model.reload(with: repeated) }
        changes = false
      case 4:
        trace.append("empty transaction")
        model.performTransaction {}
        changes = false
      case 5:
        guard let at = randomPath(forInsertion: true) else { continue }
        let item = newItem()
        trace.append("insert then remove \(item) at \(at)")
        MisuseSteps.insertThenRemove(item, at: at, on: model)
        changes = false
      case 6:
        guard let from = randomPath(forInsertion: false) else { continue }
        let to = MisuseSteps.randomMove(from: from, in: &expected, using: &generator).to
        trace.append("move \(from) → \(to)")
        model.move(from: from, to: to)
      case 7:
        // A replacement shuffling rows across sections, some new, some gone.
        let replaced = MisuseSteps.shuffledReplacement(
          of: expected, newItem: newItem, using: &generator)
        trace.append("replace \(replaced.map(\.items))")
        expected = replaced
        try model.replace(with: replaced)
      case 8:
        guard let at = randomPath(forInsertion: false) else { continue }
        var item = expected[at.section].items[at.row]
        item.content += 1
        expected[at.section].items[at.row] = item
        trace.append("update \(item)")
        model.update(item)
      default:
        guard let at = randomPath(forInsertion: true) else { continue }
        let item = newItem()
        expected[at.section].items.insert(item, at: at.row)
        trace.append("insert \(item) at \(at)")
        model.insert(item, at: at)
      }
      if let failure = harness.stepFailure(
        expected: expected, changesBefore: changesBefore, changesNothing: !changes)
      {
        Issue.record("seed \(seed) step \(step): \(failure)\n\(trace.suffix(5))")
        return
      }
    }
    #expect(appender.appends > steps / 20, "the observer should have changed the model")
  }
}

/// Calls that change nothing publish nothing: no `willChange`, no change, no `didChange`, so a
/// table does no empty batch.
@MainActor
@Suite struct NoOpCallTests {
  private func events(of model: some TableModel, during call: () -> Void) -> [TableModelEvents
    .Event]
  {
    var events: [TableModelEvents.Event] = []
    let observation = model.events.observe { events.append($0) }
    call()
    withExtendedLifetime(observation) {}
    return events
  }

  @Test func callsOnIdentitiesTheModelLacks_publishNothing() {
    let array = ArrayTableModel([TestItem(1)])
    #expect(events(of: array) { array.remove(id: 9) }.isEmpty)
    #expect(events(of: array) { array.update(TestItem(9)) }.isEmpty)
    #expect(events(of: array) { array.performTransaction {} }.isEmpty)
    let grouped = GroupedTableModel<TestItem, Int>(by: \.content)
    grouped.insert(TestItem(1, content: 1))
    #expect(events(of: grouped) { grouped.remove(id: 9) }.isEmpty)
    #expect(events(of: grouped) { grouped.update(TestItem(9, content: 3)) }.isEmpty)
    let outline = OutlineTableModel<TestItem>([.init(TestItem(1))])
    #expect(events(of: outline) { outline.remove(id: 9) }.isEmpty)
    #expect(events(of: outline) { outline.update(TestItem(9)) }.isEmpty)
    #expect(events(of: outline) { outline.expand(id: 9) }.isEmpty)
  }

  @Test func movesToTheirOwnPlace_publishNothing() {
    // Before, each published a batch moving a row or section onto itself.
    let array = ArrayTableModel([TestItem(1), TestItem(2)])
    #expect(events(of: array) { array.move(from: 1, to: 1) }.isEmpty)
    let sectioned = BadInputCall.twoSections()
    #expect(events(of: sectioned) { sectioned.move(from: p(0, 1), to: p(0, 1)) }.isEmpty)
    #expect(events(of: sectioned) { sectioned.moveSection(from: 1, to: 1) }.isEmpty)
    let layer = sectioned.filtered { $0.id != 1 }
    #expect(events(of: layer) { layer.moveRow(from: p(0, 0), to: p(0, 0)) }.isEmpty)
    #expect(sectioned.items(inSection: 0) == [TestItem(1), TestItem(2)])
  }

  @Test func movesAwayAndBackInOneTransaction_publishNoChange() {
    // Before, each published a batch moving a row or a section onto itself.
    let array = ArrayTableModel([TestItem(1), TestItem(2), TestItem(3)])
    let arrayEvents = events(of: array) {
      array.performTransaction {
        array.move(from: 0, to: 2)
        array.move(from: 2, to: 0)
      }
    }
    #expect(!arrayEvents.contains { if case .changed = $0 { true } else { false } })
    let sectioned = BadInputCall.twoSections()
    let sectionedEvents = events(of: sectioned) {
      sectioned.performTransaction {
        sectioned.move(from: p(0, 0), to: p(1, 0))
        sectioned.moveSection(from: 0, to: 1)
        sectioned.moveSection(from: 1, to: 0)
        sectioned.move(from: p(1, 0), to: p(0, 0))
      }
    }
    #expect(!sectionedEvents.contains { if case .changed = $0 { true } else { false } })
    #expect(sectioned.items(inSection: 0) == [TestItem(1), TestItem(2)])
  }

  @Test func aMoveBackAmongRowsThatChangedOrder_staysAMove() {
    // Row 1 goes away and back while row 0 moves past it: its own move must stay, or the
    // table would put it first.
    let array = ArrayTableModel([TestItem(1), TestItem(2), TestItem(3), TestItem(4)])
    let harness = ModelTableHarness(array)
    array.performTransaction {
      array.move(from: 1, to: 3)
      array.move(from: 0, to: 3)
      array.move(from: 2, to: 1)
    }
    #expect(array.items.map(\.id) == [3, 2, 4, 1])
    #expect(harness.changes.last.map { "\($0)".contains("[0, 1]→[0, 1]") } == true)
    #expect(harness.problems.isEmpty, "\(harness.problems)")
    #expect(harness.shownRows == harness.modelRows)
  }
}
