import TableModelScenarios
import TableModelTestSupport
import TableModelTesting
import Testing

/// `forEachItem(at:_:)`, which the models read in one walk per section, against `item(at:)`.
@MainActor
@Suite struct ForEachItemTests {
  /// Random models of up to six sections (empty ones among them) of up to 3,000 rows, and random
  /// lists of positions: ascending with repeats, every position, none, the rows on both sides of
  /// each section boundary, and lists that step back.
  @Test(arguments: [0, 1, 2, 3])
  func randomPositionLists_readWhatItemAtReads(seed: UInt64) {
    var generator = SplitMix64(seed: seed)
    var operations = RandomModelOperations()
    for round in 0..<30 {
      let model = operations.randomModel(
        using: &generator, maxSections: 6, maxRows: round % 3 == 0 ? 3_000 : 200)
      let all = (0..<model.numberOfSections).flatMap { section in
        (0..<model.numberOfRows(inSection: section)).map { p(section, $0) }
      }
      for kind in 0..<5 {
        let paths = positions(from: all, kind: kind, using: &generator)
        var read: [TestItem] = []
        model.forEachItem(at: paths) { read.append($0) }
        #expect(read == paths.map(model.item(at:)), "seed \(seed) round \(round) kind \(kind)")
      }
    }
  }

  /// The array and grouped models read through their sectioned storage; a layer reads row by
  /// row, the default.
  @Test func arrayGroupedAndLayer_readWhatItemAtReads() {
    let items = (0..<5_000).map { TestItem($0, content: $0 % 4) }
    let array = ArrayTableModel(items)
    let paths = stride(from: 0, to: 5_000, by: 7).map { p(0, $0) }
    var read: [TestItem] = []
    array.forEachItem(at: paths) { read.append($0) }
    #expect(read == paths.map { items[$0.row] })

    let grouped = GroupedTableModel<TestItem, Int>(by: \.content)
    for item in items.prefix(400) { grouped.insert(item) }
    let groupedPaths = (0..<4).flatMap { section in
      stride(from: 0, to: grouped.numberOfRows(inSection: section), by: 3).map { p(section, $0) }
    }
    read = []
    grouped.forEachItem(at: groupedPaths) { read.append($0) }
    #expect(read == groupedPaths.map(grouped.item(at:)))

    let filter = array.filtered { $0.content != 1 }
    let filterPaths = stride(from: 0, to: filter.numberOfRows(inSection: 0), by: 5).map {
      p(0, $0)
    }
    read = []
    filter.forEachItem(at: filterPaths) { read.append($0) }
    #expect(read == filterPaths.map(filter.item(at:)))
    #expect(read.allSatisfy { $0.content != 1 } && read.count == filterPaths.count)
  }

  /// A body that changes the model: the positions after are read in the changed model.
  @Test func aBodyThatChangesTheModel_readsTheRestInTheChangedModel() {
    let model = ArrayTableModel((0..<300).map { TestItem($0) })
    var read: [Int] = []
    model.forEachItem(at: [p(0, 0), p(0, 100), p(0, 200)]) { item in
      read.append(item.id)
      if item.id == 0 { model.remove(at: 0) }
    }
    #expect(read == [0, 101, 201])
  }

  /// Lists of positions taken from `all` (every position, in order).
  private func positions(
    from all: [RowPath], kind: Int, using generator: inout SplitMix64
  ) -> [RowPath] {
    switch kind {
    case 0:
      // Ascending, some twice.
      return all.filter { _ in Int.random(in: 0..<10, using: &generator) == 0 }
        .flatMap { $0.row % 3 == 0 ? [$0, $0] : [$0] }
    case 1: return all
    case 2: return []
    case 3:
      // The last row of each section and the first of the next non-empty one.
      return all.indices.filter { index in
        (index + 1 < all.count && all[index + 1].section != all[index].section)
          || (index > 0 && all[index - 1].section != all[index].section)
      }.map { all[$0] }
    default:
      // Random order.
      guard !all.isEmpty else { return [] }
      return (0..<50).map { _ in all[Int.random(in: 0..<all.count, using: &generator)] }
    }
  }
}
