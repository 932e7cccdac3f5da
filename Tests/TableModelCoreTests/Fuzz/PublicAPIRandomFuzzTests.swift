import TableModelScenarios
import TableModelTestSupport
import TableModelTesting
import Testing

/// The public API driven at random with valid calls and bad ones that must be refused without a
/// trap — replacements repeating an identity, calls naming identities the model lacks, moves to
/// their own place and away and back, a reconfigure at a negative position, changes from inside
/// an observer — checked after every call against plain arrays.
///
/// After every call the model holds what a plain array of sections does, a headless table fed
/// the model's changes shows the model, a stack of layers over it (a filter, a featured section
/// repeating the model's rows and one section's identity, a load-more row ending that section)
/// shows what the arrays say it should and a headless table fed the stack's changes shows the
/// stack, and a call that changes nothing publishes no change.
@MainActor
@Suite struct PublicAPIRandomFuzzTests {
  /// The number of random calls; `TABLEMODEL_FUZZ_CASES` raises it.
  let steps = environmentInteger("TABLEMODEL_FUZZ_CASES", default: 800)

  private typealias Sections = MisuseSteps.Sections

  /// The identity of the section the load-more row ends, which the featured header repeats.
  private static let pagedSection = 1

  /// The rows the stack shows for `sections`: the featured rows, then each section's rows that
  /// pass the filter, with `more` after the paged section's.
  private static func stackRows(of sections: Sections, featured: [TestItem]) -> [[String]] {
    var rows = sections.map { section in
      section.items.filter(Self.passes).map(String.init(describing:))
        + (section.model.id == pagedSection ? ["more"] : [])
    }
    if !featured.isEmpty { rows.insert(featured.map(String.init(describing:)), at: 0) }
    return rows
  }

  private static func passes(_ item: TestItem) -> Bool { item.id % 3 != 0 }

  @Test func randomValidAndInvalidCalls_keepModelReferenceAndTablesInStep() throws {
    let seed = UInt64(environmentInteger("TABLEMODEL_SEED", default: 0xBAD45))
    var generator = SplitMix64(seed: seed)
    var nextID = 1
    func newItem() -> TestItem {
      defer { nextID += 1 }
      return TestItem(nextID)
    }
    var nextSectionID = Self.pagedSection
    func newSection() -> TestSectionModel {
      defer { nextSectionID += 1 }
      return TestSectionModel(nextSectionID)
    }
    var expected: Sections = (0..<3).map { _ in
      TableSection(model: newSection(), items: (0..<4).map { _ in newItem() })
    }
    let model = SectionedTableModel(sections: expected)
    let harness = ModelTableHarness(model)
    var featured = [expected[0].items[0], expected[1].items[1]]
    let featuredLayer = model.filtered(Self.passes).withFeaturedSection(
      TestSectionModel(Self.pagedSection), items: featured)
    let stack = featuredLayer.withLoadMore(inSectionWithID: Self.pagedSection) {}
    let stackHarness = ModelTableHarness(stack)
    let appender = ReentrantAppender(model)
    var trace: [String] = []
    var refused = 0

    func randomRow(forInsertion: Bool) -> RowPath? {
      MisuseSteps.randomRow(in: expected, forInsertion: forInsertion, using: &generator)
    }
    func someItem() -> TestItem? {
      expected.flatMap(\.items).randomElement(using: &generator)
    }

    for step in 0..<steps {
      let changesBefore = harness.changes.count
      var changes = true
      switch Int.random(in: 0..<20, using: &generator) {
      case 0, 1:
        guard let at = randomRow(forInsertion: true) else { continue }
        let item = newItem()
        expected[at.section].items.insert(item, at: at.row)
        trace.append("insert \(item) at \(at)")
        model.insert(item, at: at)
      case 2:
        guard let at = randomRow(forInsertion: false) else { continue }
        let item = expected[at.section].items.remove(at: at.row)
        trace.append("remove \(item) at \(at)")
        if Bool.random(using: &generator) {
          model.remove(at: at)
        } else {
          model.remove(id: item.id)
        }
      case 3:
        guard let from = randomRow(forInsertion: false) else { continue }
        let (item, to) = MisuseSteps.randomMove(from: from, in: &expected, using: &generator)
        trace.append("move \(item) \(from) → \(to)")
        if Bool.random(using: &generator) {
          model.move(from: from, to: to)
        } else {
          model.move(id: item.id, to: to)
        }
      case 4:
        guard let at = randomRow(forInsertion: false) else { continue }
        var item = expected[at.section].items[at.row]
        item.content += 1
        expected[at.section].items[at.row] = item
        trace.append("update \(item)")
        if Bool.random(using: &generator) {
          model.update(item)
        } else {
          model.update(at: at, with: item)
        }
      case 5:
        let index = Int.random(in: 0...expected.count, using: &generator)
        let section = TableSection(
          model: newSection(),
          items: (0..<Int.random(in: 0...3, using: &generator)).map { _ in newItem() })
        expected.insert(section, at: index)
        trace.append("insertSection \(section.model) at \(index)")
        model.insertSection(section.model, items: section.items, at: index)
      case 6:
        // Keep a section to insert into.
        guard expected.count > 1 else { continue }
        let index = Int.random(in: 0..<expected.count, using: &generator)
        let section = expected.remove(at: index)
        trace.append("removeSection \(section.model) at \(index)")
        model.removeSection(at: index)
      case 7:
        let from = Int.random(in: 0..<expected.count, using: &generator)
        let to = Int.random(in: 0..<expected.count, using: &generator)
        expected.insert(expected.remove(at: from), at: to)
        changes = from != to
        trace.append("moveSection \(from) → \(to)")
        model.moveSection(from: from, to: to)
      case 8:
        let index = Int.random(in: 0..<expected.count, using: &generator)
        expected[index].model.title += 1
        trace.append("updateSection \(expected[index].model)")
        model.updateSection(at: index, with: expected[index].model)
      case 9:
        // A replacement shuffling rows across sections, some new, some gone.
        let replaced = MisuseSteps.shuffledReplacement(
          of: expected, newItem: newItem, using: &generator)
        expected = replaced
        let reloads = Int.random(in: 0..<4, using: &generator) == 0
        trace.append("\(reloads ? "reload" : "replace") with \(replaced.map(\.items))")
        if reloads { try model.reload(with: replaced) } else { try model.replace(with: replaced) }
      case 10:
        // Refused: a replacement repeating a row identity, or a section identity.
        guard let item = someItem() else { continue }
        var repeated = expected
        if Bool.random(using: &generator) {
          repeated[repeated.count - 1].items.append(item)
        } else {
          repeated.append(TableSection(model: repeated[0].model, items: []))
        }
        trace.append("replace repeating an identity")
        #expect(throws: DuplicateIdentityError.self) { try model.replace(with: repeated) }
        #expect(throws: DuplicateIdentityError.self) { try model.reload(with: repeated) }
        refused += 1
        changes = false
      case 11:
        // Identities the model lacks: nothing happens.
        let absent = nextID + 1_000
        trace.append("remove, move and update absent \(absent)")
        MisuseSteps.callsOnAbsentIdentity(absent, on: model)
        changes = false
      case 12:
        // Moves to their own place, away and back, an update to the same content.
        guard let at = randomRow(forInsertion: false) else { continue }
        let section = Int.random(in: 0..<expected.count, using: &generator)
        let elsewhere = RowPath(
          row: Int.random(in: 0...expected[section].items.count, using: &generator),
          section: section)
        let away =
          section == at.section
          ? min(elsewhere.row, expected[section].items.count - 1)
          : elsewhere.row
        let there = RowPath(row: away, section: section)
        let otherSection = Int.random(in: 0..<expected.count, using: &generator)
        trace.append("move \(at) to itself, to \(there) and back, section \(otherSection) too")
        model.move(from: at, to: at)
        model.moveSection(from: otherSection, to: otherSection)
        model.update(expected[at.section].items[at.row])
        model.performTransaction {
          model.move(from: at, to: there)
          model.move(from: there, to: at)
          model.moveSection(from: otherSection, to: 0)
          model.moveSection(from: 0, to: otherSection)
        }
        changes = false
      case 13:
        // A transaction whose operations cancel out, and an empty one.
        guard let at = randomRow(forInsertion: true) else { continue }
        let item = newItem()
        trace.append("insert then remove \(item) at \(at); empty transaction")
        MisuseSteps.insertThenRemove(item, at: at, on: model)
        model.performTransaction {}
        changes = false
      case 14:
        // A change from inside an observer, queued behind the change that triggered it.
        guard let at = randomRow(forInsertion: false) else { continue }
        trace.append(appender.removeRow(at: at, appending: newItem(), in: &expected))
      case 15:
        // The featured rows, repeating identities of the model's rows.
        featured = (0..<Int.random(in: 0...3, using: &generator)).compactMap { _ in someItem() }
        var seen = Set<Int>()
        featured.removeAll { !seen.insert($0.id).inserted }
        trace.append("featured \(featured)")
        let before = stackHarness.changes.count
        featuredLayer.setItems(featured)
        featuredLayer.setItems(featured)
        #expect(stackHarness.changes.count <= before + 1, "the second setItems changed nothing")
        changes = false
      case 16:
        // Refused by the table: a reconfigure at a negative position.
        trace.append("reconfigure a negative row")
        #expect(throws: TableUpdateError.self) {
          try harness.table.reconfigureRows(at: [RowPath(row: -1, section: 0)])
        }
        refused += 1
        changes = false
      default:
        guard let at = randomRow(forInsertion: true) else { continue }
        let items = (0..<Int.random(in: 1...3, using: &generator)).map { _ in newItem() }
        expected[at.section].items += items
        trace.append("append \(items) to \(at.section)")
        model.append(contentsOf: items, toSection: at.section)
      }
      if let failure =
        harness.stepFailure(
          expected: expected, changesBefore: changesBefore, changesNothing: !changes)
        ?? stackHarness.tableFailure.map({ "the stack's table: \($0)" })
      {
        Issue.record("seed \(seed) step \(step): \(failure)\n\(trace.suffix(5))")
        return
      }
      let stackRows = (0..<stack.numberOfSections).map { section in
        (0..<stack.numberOfRows(inSection: section)).map { row -> String in
          let item = stack.item(at: RowPath(row: row, section: section))
          return item.as(LoadMoreRow.self) == nil ? String(describing: item) : "more"
        }
      }
      guard stackRows == Self.stackRows(of: expected, featured: featured) else {
        Issue.record(
          "seed \(seed) step \(step): the stack shows \(stackRows), expected \(Self.stackRows(of: expected, featured: featured))\n\(trace.suffix(5))"
        )
        return
      }
      let identities = (0..<stack.numberOfSections).flatMap { section in
        (0..<stack.numberOfRows(inSection: section)).map {
          stack.item(at: RowPath(row: $0, section: section)).id
        }
      }
      guard Set(identities).count == identities.count else {
        Issue.record(
          "seed \(seed) step \(step): the stack repeats a row identity\n\(trace.suffix(5))")
        return
      }
    }
    #expect(refused > steps / 20, "bad calls should have been made")
  }
}
