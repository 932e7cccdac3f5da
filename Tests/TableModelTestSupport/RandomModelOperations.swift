public import TableModelTesting

/// Random domain operations on a ``SectionedTableModel`` of test items, for property tests.
@MainActor
public struct RandomModelOperations {
  /// The next unused identity.
  public var nextID: Int

  /// Creates a generator whose new identities start at `firstID`.
  public init(firstID: Int = 10_000) {
    nextID = firstID
  }

  /// A random model of up to `maxSections` sections of up to `maxRows` rows.
  public mutating func randomModel(
    using generator: inout some RandomNumberGenerator, maxSections: Int = 4, maxRows: Int = 6
  ) -> SectionedTableModel<TestSectionModel, TestItem> {
    let sections = (0..<Int.random(in: 0...maxSections, using: &generator)).map { _ in
      TableSection(
        model: newSectionModel(), items: newItems(Int.random(in: 0...maxRows, using: &generator)))
    }
    return SectionedTableModel(sections: sections)
  }

  /// Performs one random operation on the model, described for failure messages.
  @discardableResult
  public mutating func perform(
    on model: SectionedTableModel<TestSectionModel, TestItem>,
    using generator: inout some RandomNumberGenerator
  ) -> String {
    let sections = model.numberOfSections
    if Int.random(in: 0..<40, using: &generator) == 0 {
      let target = randomEdit(of: model.snapshot, using: &generator)
      if Int.random(in: 0..<4, using: &generator) == 0 {
        try? model.reload(with: target)
        return "reload with \(target.compactDescription)"
      }
      try? model.replace(with: target)
      return "replace with \(target.compactDescription)"
    }
    let choice = Int.random(in: 0..<12, using: &generator)
    if sections == 0 || choice == 0 {
      let index = Int.random(in: 0...sections, using: &generator)
      let items = newItems(Int.random(in: 0...3, using: &generator))
      model.insertSection(newSectionModel(), items: items, at: index)
      return "insertSection at \(index) with \(items)"
    }
    let section = Int.random(in: 0..<sections, using: &generator)
    let rows = model.numberOfRows(inSection: section)
    switch choice {
    case 1:
      model.removeSection(at: section)
      return "removeSection \(section)"
    case 2:
      let destination = Int.random(in: 0..<sections, using: &generator)
      model.moveSection(from: section, to: destination)
      return "moveSection \(section) → \(destination)"
    case 3:
      var updated = model.sectionModel(at: section)
      updated.title += 1
      model.updateSection(at: section, with: updated)
      return "updateSection \(section)"
    case 4, 5:
      let item = TestItem(nextID)
      nextID += 1
      let row = Int.random(in: 0...rows, using: &generator)
      model.insert(item, at: RowPath(row: row, section: section))
      return "insert \(item) at [\(section), \(row)]"
    case 6:
      let item = TestItem(nextID)
      nextID += 1
      model.append(item, toSection: section)
      return "append \(item) to \(section)"
    case 7 where rows > 0, 8 where rows > 0:
      let row = Int.random(in: 0..<rows, using: &generator)
      if Bool.random(using: &generator) {
        model.remove(at: RowPath(row: row, section: section))
        return "remove [\(section), \(row)]"
      }
      let id = model.item(at: RowPath(row: row, section: section)).id
      model.remove(id: id)
      return "remove id \(id)"
    case 9 where rows > 0:
      let row = Int.random(in: 0..<rows, using: &generator)
      var item = model.item(at: RowPath(row: row, section: section))
      item.content += 1
      model.update(item)
      return "update \(item)"
    case 10 where rows > 0, 11 where rows > 0:
      let row = Int.random(in: 0..<rows, using: &generator)
      let target = Int.random(in: 0..<sections, using: &generator)
      let targetRows = model.numberOfRows(inSection: target) - (target == section ? 1 : 0)
      let destination = RowPath(
        row: Int.random(in: 0...targetRows, using: &generator), section: target)
      model.move(from: RowPath(row: row, section: section), to: destination)
      return "move [\(section), \(row)] → \(destination)"
    default:
      let item = TestItem(nextID)
      nextID += 1
      model.append(item, toSection: section)
      return "append \(item) to \(section)"
    }
  }

  /// A random edit of a snapshot: sections removed, swapped and added; rows removed, moved (across
  /// sections too), added and updated.
  ///
  /// Identities stay unique.
  public mutating func randomEdit(
    of sections: [TestSection], using generator: inout some RandomNumberGenerator
  ) -> [TestSection] {
    var sections = sections.filter { _ in Int.random(in: 0..<5, using: &generator) != 0 }
    if sections.count > 1, Bool.random(using: &generator) {
      sections.swapAt(0, sections.count - 1)
    }
    for _ in 0..<Int.random(in: 0...2, using: &generator) {
      sections.insert(
        TestSection(
          model: newSectionModel(), items: newItems(Int.random(in: 0...2, using: &generator))),
        at: Int.random(in: 0...sections.count, using: &generator))
    }
    moveRandomElements(
      in: &sections, count: Int.random(in: 0...3, using: &generator), items: \.items,
      using: &generator)
    for index in sections.indices {
      sections[index].items.removeAll { _ in Int.random(in: 0..<6, using: &generator) == 0 }
      for row in sections[index].items.indices where Int.random(in: 0..<6, using: &generator) == 0 {
        sections[index].items[row].content += 1
      }
      if Bool.random(using: &generator) {
        sections[index].items.insert(
          contentsOf: newItems(1),
          at: Int.random(in: 0...sections[index].items.count, using: &generator))
      }
    }
    return sections
  }

  private mutating func newItems(_ count: Int) -> [TestItem] {
    defer { nextID += count }
    return (nextID..<nextID + count).map { TestItem($0) }
  }

  private mutating func newSectionModel() -> TestSectionModel {
    defer { nextID += 1 }
    return TestSectionModel(nextID)
  }
}
