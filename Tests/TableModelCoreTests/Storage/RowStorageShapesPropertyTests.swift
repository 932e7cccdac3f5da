import TableModelScenarios
import TableModelTestSupport
import TableModelTesting
import Testing

/// Long random edit sequences through the public model API, with rows of every layout the row
/// trees store in place (no payload, 16-byte aligned, hundreds of bytes, an object, an enum with
/// payloads, a string), checked against plain arrays after every call: many small sections (each
/// a tree of one leaf that grows as rows come, splits, and shrinks back), sections moved,
/// removed and replaced, and rows found again by identity — which reads the leaf the identity
/// index names, so a leaf freed while still named is read (and reported under AddressSanitizer).
@MainActor
@Suite struct RowStorageShapesPropertyTests {
  typealias Row<Payload: RowPayload> = ShapedRow<Payload>

  @Test func manySmallSections_ofEveryRowLayout_matchArrays() {
    // One model shown in a table, whose changes the transaction recorder's segment trees make.
    check(NoPayload.self, seed: 1, showingTable: true)
    check(WidePayload.self, seed: 2)
    check(LargePayload.self, seed: 3)
    check(ObjectPayload.self, seed: 4)
    check(ChoicePayload.self, seed: 5)
    check(TextPayload.self, seed: 6)
  }

  @Test func objectsInRows_areFreedWithTheModel() {
    weak var first: ObjectPayload.Object?
    weak var moved: ObjectPayload.Object?
    do {
      let model = SectionedTableModel(sections: [
        TableSection(model: TestSectionModel(0), items: (0..<3).map { Row<ObjectPayload>($0) })
      ])
      first = model.item(at: RowPath(row: 0, section: 0)).payload.object
      // The append grows the section's one leaf: every row moves to a new leaf, once.
      model.append(contentsOf: (3..<200).map { Row($0) }, toSection: 0)
      moved = model.item(at: RowPath(row: 150, section: 0)).payload.object
      #expect(first != nil && moved != nil)
      model.removeSection(at: 0)
    }
    #expect(first == nil)
    #expect(moved == nil)
  }

  /// An array model small (a tree of one leaf, grown and regrown) and large, edited at random
  /// with rows read by position — by the code in a transaction and by an observer told the model
  /// will change — and then updated by identity, which finds a row read last where the read
  /// found it, unless an edit since may have moved it.
  @Test(arguments: [(seed: 7, size: 2), (seed: 8, size: 1_500)])
  func arrayModel_rowsReadThenUpdated_matchAnArray(seed: UInt64, size: Int) throws {
    var generator = SplitMix64(seed: seed)
    var expected = (0..<size).map { Row<ChoicePayload>($0) }
    var nextID = size
    let model = ArrayTableModel(expected)
    var readByObserver: Row<ChoicePayload>?
    let observation = model.events.observe { event in
      guard case .willChange = event, model.count > 0 else { return }
      readByObserver = model[Int.random(in: 0..<model.count, using: &generator)]
    }
    func edit() {
      switch Int.random(in: 0..<6, using: &generator) {
      case 0, 1:
        let index = Int.random(in: 0...expected.count, using: &generator)
        let item = Row<ChoicePayload>(nextID)
        nextID += 1
        expected.insert(item, at: index)
        model.insert(item, at: index)
      case 2:
        let items = (nextID..<(nextID + Int.random(in: 1...40, using: &generator))).map {
          Row<ChoicePayload>($0)
        }
        nextID += items.count
        expected += items
        model.append(contentsOf: items)
      case 3 where !expected.isEmpty:
        let index = Int.random(in: 0..<expected.count, using: &generator)
        expected.remove(at: index)
        model.remove(at: index)
      case 4 where !expected.isEmpty:
        let source = Int.random(in: 0..<expected.count, using: &generator)
        let destination = Int.random(in: 0..<expected.count, using: &generator)
        expected.insert(expected.remove(at: source), at: destination)
        model.move(from: source, to: destination)
      default:
        guard !expected.isEmpty else { return }
        update(model[Int.random(in: 0..<expected.count, using: &generator)])
      }
    }
    func update(_ read: Row<ChoicePayload>) {
      guard let index = expected.firstIndex(where: { $0.id == read.id }) else { return }
      let item = Row<ChoicePayload>(read.id, version: expected[index].version + 1)
      expected[index] = item
      model.update(item)
    }
    for step in 0..<400 {
      if Bool.random(using: &generator), !expected.isEmpty {
        model.performTransaction {
          // A row read, then edits that may grow, split or merge its leaf, then its update.
          let read = model[Int.random(in: 0..<expected.count, using: &generator)]
          for _ in 0..<Int.random(in: 0...3, using: &generator) { edit() }
          update(read)
          if let readByObserver { update(readByObserver) }
        }
      } else if !expected.isEmpty {
        edit()
      }
      if expected.isEmpty || step == 200 {
        // Every leaf goes, and a model of the starting size comes.
        expected = (nextID..<(nextID + max(size, 1))).map { Row<ChoicePayload>($0) }
        nextID += expected.count
        try model.replace(with: expected)
      }
      guard model.items == expected, expected.allSatisfy(\.isIntact) else {
        Issue.record("seed \(seed), step \(step): the model differs from the array")
        return
      }
    }
    #expect(expected.indices.allSatisfy { model.index(id: expected[$0].id) == $0 })
    observation.cancel()
  }

  /// Runs random edits on a model of rows with `Payload`, with a table shown from it when
  /// `showingTable`.
  private func check<Payload: RowPayload>(
    _: Payload.Type, seed: UInt64, showingTable: Bool = false
  ) {
    var generator = SplitMix64(seed: seed)
    var nextID = 0
    func newRows(_ count: Int) -> [Row<Payload>] {
      defer { nextID += count }
      return (nextID..<(nextID + count)).map { Row($0) }
    }
    var nextSectionID = 0
    func newSection(rows: Int) -> TableSection<TestSectionModel, Row<Payload>> {
      defer { nextSectionID += 1 }
      return TableSection(model: TestSectionModel(nextSectionID), items: newRows(rows))
    }
    var expected = (0..<24).map { _ in newSection(rows: Int.random(in: 0...5, using: &generator)) }
    let model = SectionedTableModel(sections: expected)
    let harness = showingTable ? ModelTableHarness(model) : nil
    harness?.checksCellIdentity = false
    var log: [String] = []

    func someRow() -> RowPath? {
      let filled = expected.indices.filter { !expected[$0].items.isEmpty }
      guard let section = filled.randomElement(using: &generator) else { return nil }
      return RowPath(
        row: Int.random(in: 0..<expected[section].items.count, using: &generator), section: section)
    }
    func someSection() -> Int? { expected.indices.randomElement(using: &generator) }
    func rowEdit(growing: Bool) {
      let pick = Int.random(in: 0..<10, using: &generator)
      switch pick {
      case 0...2 where pick == 0 || growing:
        guard let section = someSection() else { return }
        let row = Int.random(in: 0...expected[section].items.count, using: &generator)
        let item = newRows(1)[0]
        log.append("insert \(item) at \(row),\(section)")
        expected[section].items.insert(item, at: row)
        model.insert(item, at: RowPath(row: row, section: section))
      case 1, 2, 3:
        guard let path = someRow() else { return }
        log.append("remove \(path)")
        if Bool.random(using: &generator) {
          expected[path.section].items.remove(at: path.row)
          model.remove(at: path)
        } else {
          let id = expected[path.section].items.remove(at: path.row).id
          model.remove(id: id)
        }
      case 4:
        guard let section = someSection() else { return }
        let items = newRows(Int.random(in: 1...(growing ? 70 : 6), using: &generator))
        log.append("append \(items.count) to \(section)")
        expected[section].items += items
        model.append(contentsOf: items, toSection: section)
      case 5, 6:
        guard let source = someRow(), let section = someSection() else { return }
        let item = expected[source.section].items.remove(at: source.row)
        // A destination is a position after taking the item out.
        let row = Int.random(in: 0...expected[section].items.count, using: &generator)
        let destination = RowPath(row: row, section: section)
        expected[section].items.insert(item, at: row)
        log.append("move \(source) to \(destination)")
        if Bool.random(using: &generator) {
          model.move(from: source, to: destination)
        } else {
          model.move(id: item.id, to: destination)
        }
      default:
        guard let path = someRow() else { return }
        var item = expected[path.section].items[path.row]
        item = Row(item.id, version: item.version + 1)
        expected[path.section].items[path.row] = item
        log.append("update \(item)")
        if Bool.random(using: &generator) {
          model.update(item)
        } else {
          model.update(at: path, with: item)
        }
      }
    }

    for step in 0..<900 {
      // Phases of growth and of shrinking, so that leaves split, merge and empty.
      let growing = (step / 150) % 2 == 0
      switch Int.random(in: 0..<40, using: &generator) {
      case 0:
        let index = Int.random(in: 0...expected.count, using: &generator)
        let section = newSection(rows: Int.random(in: 0...(growing ? 80 : 3), using: &generator))
        log.append("insert section \(section.model.id) at \(index)")
        expected.insert(section, at: index)
        model.insertSection(section.model, items: section.items, at: index)
      case 1:
        guard let index = someSection() else { continue }
        log.append("remove section \(index)")
        expected.remove(at: index)
        model.removeSection(at: index)
      case 2:
        guard let source = someSection(), let destination = someSection() else { continue }
        log.append("move section \(source) to \(destination)")
        expected.insert(expected.remove(at: source), at: destination)
        model.moveSection(from: source, to: destination)
      case 3:
        // A replacement keeps some sections, drops others and reorders rows.
        var replacement = expected.filter { _ in Int.random(in: 0..<4, using: &generator) > 0 }
        for index in replacement.indices where Bool.random(using: &generator) {
          replacement[index].items.shuffle(using: &generator)
          replacement[index].items.removeLast(
            Int.random(in: 0...replacement[index].items.count, using: &generator) / 2)
        }
        replacement.append(newSection(rows: Int.random(in: 0...40, using: &generator)))
        log.append("replace")
        expected = replacement
        do { try model.replace(with: replacement) } catch { Issue.record("replace: \(error)") }
      case 4, 5, 6, 7:
        let count = Int.random(in: 2...6, using: &generator)
        log.append("transaction of \(count)")
        model.performTransaction {
          for _ in 0..<count { rowEdit(growing: growing) }
        }
      default:
        rowEdit(growing: growing)
      }
      // Finding every row by its identity is the slow part: every few steps.
      let lookingUp = step % 15 == 0 || step == 899
      if let problem = mismatch(model, expected, lookingUp: lookingUp) ?? harness?.problems.first {
        Issue.record("\(Payload.self), seed \(seed), step \(step): \(problem)\n\(log.suffix(8))")
        return
      }
    }
  }

  /// What differs between the model and the arrays, rows found by position and, when
  /// `lookingUp`, by identity.
  private func mismatch<Payload: RowPayload>(
    _ model: SectionedTableModel<TestSectionModel, Row<Payload>>,
    _ expected: [TableSection<TestSectionModel, Row<Payload>>], lookingUp: Bool
  ) -> String? {
    guard model.numberOfSections == expected.count else {
      return "\(model.numberOfSections) sections, not \(expected.count)"
    }
    for (section, expectedSection) in expected.enumerated() {
      let items = model.items(inSection: section)
      guard items == expectedSection.items else {
        return "section \(section) holds \(items), not \(expectedSection.items)"
      }
      for (row, item) in items.enumerated() where lookingUp {
        guard item.isIntact else { return "the payload of \(item) is damaged" }
        let path = RowPath(row: row, section: section)
        guard model.rowPath(id: item.id) == path, model[id: item.id] == item else {
          return "\(item) is not found at \(path) by its identity"
        }
      }
    }
    return nil
  }
}
