public import TableModelTesting

/// Random (source, target) pairs for diff property tests, in the shapes that break diffs: empty
/// sections, all-new and all-deleted targets, pure shuffles, cross-section moves, section moves
/// with row changes, duplicates and content-only changes.
public enum RandomDiffCase: CaseIterable, Sendable {
  /// A mix of every kind of change.
  case mixed
  /// Every target item is new.
  case allNew
  /// The target is empty.
  case allDeleted
  /// The same items and sections, shuffled within their sections.
  case pureShuffle
  /// Items move between surviving sections.
  case crossSectionMoves
  /// Sections move while rows inside them change.
  case sectionMovesWithRowChanges
  /// Identities repeat in the source or the target.
  case duplicates
  /// Section and row identities drawn from small pools, so that most tables repeat some, and
  /// sections holding repeated rows come, go and swap.
  case duplicateHeavy
  /// Only contents change.
  case contentOnly

  /// Generates a pair.
  ///
  /// - Parameters:
  ///   - generator: The random source.
  ///   - maxRows: The largest number of rows in the source.
  /// - Returns: The source and the target.
  public func generate(
    using generator: inout some RandomNumberGenerator, maxRows: Int
  ) -> (source: [TestSection], target: [TestSection]) {
    var nextID = 1
    let rowCount = Int.random(in: 0...maxRows, using: &generator)
    let sectionCount = Int.random(in: 0...max(1, min(12, rowCount / 2 + 2)), using: &generator)
    var source: [TestSection] = (0..<sectionCount).map { index in
      TestSection(model: TestSectionModel(1000 + index), items: [])
    }
    if sectionCount > 0 {
      for _ in 0..<rowCount {
        let section = Int.random(in: 0..<sectionCount, using: &generator)
        source[section].items.append(TestItem(nextID))
        nextID += 1
      }
    }
    var target = source
    switch self {
    case .allNew:
      target = source.map { section in
        TestSection(
          model: section.model,
          items: section.items.map { _ in
            defer { nextID += 1 }
            return TestItem(nextID)
          })
      }
    case .allDeleted:
      target = []
    case .pureShuffle:
      for index in target.indices { target[index].items.shuffle(using: &generator) }
    case .contentOnly:
      for index in target.indices {
        for row in target[index].items.indices where Bool.random(using: &generator) {
          target[index].items[row].content = Int.random(in: 1...3, using: &generator)
        }
      }
    case .crossSectionMoves:
      Self.moveItemsAcross(&target, count: rowCount / 3 + 1, using: &generator)
    case .sectionMovesWithRowChanges:
      target.shuffle(using: &generator)
      Self.editRows(&target, nextID: &nextID, using: &generator)
    case .duplicates:
      Self.editRows(&target, nextID: &nextID, using: &generator)
      Self.injectDuplicates(&source, &target, using: &generator)
    case .duplicateHeavy:
      return Self.duplicateHeavy(maxRows: min(maxRows, 50), using: &generator)
    case .mixed:
      Self.editSections(&target, nextID: &nextID, using: &generator)
      Self.moveItemsAcross(&target, count: rowCount / 5 + 1, using: &generator)
      Self.editRows(&target, nextID: &nextID, using: &generator)
    }
    return (source, target)
  }

  /// Up to 6 sections with identities from 1 to 4, and rows with identities from a pool of
  /// about half their number; the target is either drawn the same way or edited from the
  /// source (sections deleted, swapped and inserted, rows moved, deleted and inserted).
  private static func duplicateHeavy(
    maxRows: Int, using generator: inout some RandomNumberGenerator
  ) -> (source: [TestSection], target: [TestSection]) {
    func draw(using generator: inout some RandomNumberGenerator) -> [TestSection] {
      let rows = Int.random(in: 0...maxRows, using: &generator)
      let pool = max(1, rows / 2)
      var sections = (0..<Int.random(in: 0...6, using: &generator)).map { _ in
        TestSection(model: TestSectionModel(Int.random(in: 1...4, using: &generator)), items: [])
      }
      guard !sections.isEmpty else { return [] }
      for _ in 0..<rows {
        sections[Int.random(in: 0..<sections.count, using: &generator)].items.append(
          TestItem(Int.random(in: 1...pool, using: &generator)))
      }
      return sections
    }
    let source = draw(using: &generator)
    if Bool.random(using: &generator) { return (source, draw(using: &generator)) }
    var target = source
    target.removeAll { _ in Int.random(in: 0..<3, using: &generator) == 0 }
    if target.count > 1, Bool.random(using: &generator) {
      target.swapAt(
        Int.random(in: 0..<target.count, using: &generator),
        Int.random(in: 0..<target.count, using: &generator))
    }
    for _ in 0..<Int.random(in: 0...2, using: &generator) {
      target.insert(
        TestSection(model: TestSectionModel(Int.random(in: 1...6, using: &generator)), items: []),
        at: Int.random(in: 0...target.count, using: &generator))
    }
    let rows = target.reduce(0) { $0 + $1.items.count }
    moveRandomElements(in: &target, count: rows / 2 + 1, items: \.items, using: &generator)
    for index in target.indices {
      target[index].items.removeAll { _ in Int.random(in: 0..<5, using: &generator) == 0 }
      for row in target[index].items.indices where Int.random(in: 0..<6, using: &generator) == 0 {
        target[index].items[row].content += 1
      }
      for _ in 0..<Int.random(in: 0...1, using: &generator) {
        target[index].items.insert(
          TestItem(Int.random(in: 1...max(1, rows / 2 + 2), using: &generator)),
          at: Int.random(in: 0...target[index].items.count, using: &generator))
      }
    }
    return (source, target)
  }

  private static func moveItemsAcross(
    _ sections: inout [TestSection], count: Int, using generator: inout some RandomNumberGenerator
  ) {
    guard sections.count > 1 else { return }
    moveRandomElements(in: &sections, count: count, items: \.items, using: &generator)
  }

  private static func editRows(
    _ sections: inout [TestSection], nextID: inout Int,
    using generator: inout some RandomNumberGenerator
  ) {
    for index in sections.indices {
      var items = sections[index].items
      items.removeAll { _ in Int.random(in: 0..<6, using: &generator) == 0 }
      for row in items.indices where Int.random(in: 0..<6, using: &generator) == 0 {
        items[row].content += 1
      }
      if items.count > 1, Bool.random(using: &generator) {
        let a = Int.random(in: 0..<items.count, using: &generator)
        let b = Int.random(in: 0..<items.count, using: &generator)
        items.swapAt(a, b)
      }
      for _ in 0..<Int.random(in: 0...3, using: &generator) {
        items.insert(TestItem(nextID), at: Int.random(in: 0...items.count, using: &generator))
        nextID += 1
      }
      sections[index].items = items
    }
  }

  private static func editSections(
    _ sections: inout [TestSection], nextID: inout Int,
    using generator: inout some RandomNumberGenerator
  ) {
    sections.removeAll { _ in Int.random(in: 0..<5, using: &generator) == 0 }
    if sections.count > 1, Bool.random(using: &generator) {
      sections.swapAt(
        Int.random(in: 0..<sections.count, using: &generator),
        Int.random(in: 0..<sections.count, using: &generator))
    }
    for index in sections.indices where Int.random(in: 0..<5, using: &generator) == 0 {
      sections[index].model.title += 1
    }
    for _ in 0..<Int.random(in: 0...2, using: &generator) {
      sections.insert(
        TestSection(model: TestSectionModel(2000 + nextID), items: []),
        at: Int.random(in: 0...sections.count, using: &generator))
      nextID += 1
    }
  }

  private static func injectDuplicates(
    _ source: inout [TestSection], _ target: inout [TestSection],
    using generator: inout some RandomNumberGenerator
  ) {
    for _ in 0..<Int.random(in: 1...3, using: &generator) {
      let inSource = Bool.random(using: &generator)
      var sections = inSource ? source : target
      let items = sections.flatMap(\.items)
      guard let item = items.randomElement(using: &generator), !sections.isEmpty else { continue }
      let index = Int.random(in: 0..<sections.count, using: &generator)
      sections[index].items.insert(
        item, at: Int.random(in: 0...sections[index].items.count, using: &generator))
      if Bool.random(using: &generator), let model = sections.randomElement(using: &generator) {
        sections.append(TestSection(model: model.model, items: []))
      }
      if inSource { source = sections } else { target = sections }
    }
  }
}
