public import TableModelTesting

/// A sectioned model for randomised tests: sections and items identified by integers.
public struct RandomSections: Hashable, Sendable, CustomStringConvertible {
  /// One section: its identifier and its items' identifiers.
  public struct Section: Hashable, Sendable {
    /// The section's identifier.
    public var id: Int
    /// The identifiers of the section's items, in order.
    public var items: [Int]

    /// Creates a section.
    public init(id: Int, items: [Int]) {
      self.id = id
      self.items = items
    }
  }

  /// The sections, in order.
  public var sections: [Section]

  /// Creates a model.
  public init(_ sections: [Section]) {
    self.sections = sections
  }

  /// The model's shape.
  public var shape: TableShape { TableShape(sections.map(\.items.count)) }

  /// The rows as the strings a ``StubDataSource`` shows: `"i<id>"`.
  public var rows: [[String]] { sections.map { $0.items.map { "i\($0)" } } }

  /// `s<id>[i<id> …]` per section, for failure messages.
  public var description: String {
    sections.map { "s\($0.id)\($0.items)" }.joined(separator: " ")
  }

  /// A random model with unique section and item identifiers.
  ///
  /// - Parameters:
  ///   - generator: The random source.
  ///   - maxSections: The largest number of sections.
  ///   - maxRows: The largest number of rows per section.
  ///   - ids: The next free identifier; advanced past every identifier used.
  /// - Returns: The model.
  public static func random(
    using generator: inout some RandomNumberGenerator, maxSections: Int, maxRows: Int,
    ids: inout Int
  ) -> RandomSections {
    let count = Int.random(in: 0...maxSections, using: &generator)
    return RandomSections(
      (0..<count).map { _ in
        let rows = Int.random(in: 0...maxRows, using: &generator)
        let section = Section(id: ids, items: Array(ids + 1..<ids + 1 + rows))
        ids += 1 + rows
        return section
      })
  }

  /// A random edit of this model.
  ///
  /// Sections are deleted, shuffled and inserted; items are deleted, moved (also across sections)
  /// and inserted. Identifiers stay unique.
  ///
  /// - Parameters:
  ///   - generator: The random source.
  ///   - ids: The next free identifier; advanced past every identifier used.
  /// - Returns: The edited model.
  public func randomEdit(
    using generator: inout some RandomNumberGenerator, ids: inout Int
  ) -> RandomSections {
    var sections = self.sections.filter { _ in Int.random(in: 0..<5, using: &generator) != 0 }
    for _ in 0..<Int.random(in: 0...2, using: &generator) where sections.count > 1 {
      sections.swapAt(
        Int.random(in: 0..<sections.count, using: &generator),
        Int.random(in: 0..<sections.count, using: &generator))
    }
    for _ in 0..<Int.random(in: 0...2, using: &generator) {
      sections.insert(
        Section(id: ids, items: []), at: Int.random(in: 0...sections.count, using: &generator))
      ids += 1
    }
    guard !sections.isEmpty else { return RandomSections(sections) }
    for index in sections.indices {
      sections[index].items.removeAll { _ in Int.random(in: 0..<5, using: &generator) == 0 }
    }
    moveRandomElements(
      in: &sections, count: Int.random(in: 0...4, using: &generator), items: \.items,
      using: &generator)
    for _ in 0..<Int.random(in: 0...4, using: &generator) {
      let to = Int.random(in: 0..<sections.count, using: &generator)
      sections[to].items.insert(
        ids, at: Int.random(in: 0...sections[to].items.count, using: &generator))
      ids += 1
    }
    return RandomSections(sections)
  }

  /// A valid single batch from this model to `target` that needs no diff: every surviving
  /// section and row is moved explicitly to its new position (moves to the same position are
  /// legal no-ops), rows of deleted or inserted sections are deleted or inserted.
  ///
  /// - Parameter target: The model after the batch.
  /// - Returns: The update calls.
  public func naiveBatch(to target: RandomSections) -> [TableViewCall] {
    let oldSections = Dictionary(uniqueKeysWithValues: sections.enumerated().map { ($1.id, $0) })
    let newSections = Dictionary(
      uniqueKeysWithValues: target.sections.enumerated().map { ($1.id, $0) })
    let oldRows = paths()
    let newRows = target.paths()
    var calls: [TableViewCall] = []
    let deleted = sections.indices.filter { newSections[sections[$0].id] == nil }
    let inserted = target.sections.indices.filter { oldSections[target.sections[$0].id] == nil }
    if !deleted.isEmpty { calls.append(.deleteSections(deleted, .automatic)) }
    if !inserted.isEmpty { calls.append(.insertSections(inserted, .automatic)) }
    for (id, old) in oldSections.sorted(by: { $0.value < $1.value }) {
      if let new = newSections[id] { calls.append(.moveSection(old, to: new)) }
    }
    var deletes: [RowPath] = []
    var inserts: [RowPath] = []
    for (item, old) in oldRows.sorted(by: { $0.value < $1.value }) {
      guard let new = newRows[item] else {
        deletes.append(old)
        continue
      }
      let sectionSurvives = newSections[sections[old.section].id] != nil
      let sectionExisted = oldSections[target.sections[new.section].id] != nil
      if sectionSurvives && sectionExisted {
        calls.append(.moveRow(old, to: new))
      } else {
        deletes.append(old)
        inserts.append(new)
      }
    }
    inserts += newRows.filter { oldRows[$0.key] == nil }.map(\.value)
    if !deletes.isEmpty { calls.append(.deleteRows(deletes, .automatic)) }
    if !inserts.isEmpty { calls.append(.insertRows(inserts.sorted(), .automatic)) }
    return calls
  }

  /// The position of every item.
  public func paths() -> [Int: RowPath] {
    var result: [Int: RowPath] = [:]
    for (section, content) in sections.enumerated() {
      for (row, item) in content.items.enumerated() {
        result[item] = RowPath(row: row, section: section)
      }
    }
    return result
  }
}

extension HeadlessTableView {
  /// Makes a recorded call on the table, for replaying generated batches.
  ///
  /// - Parameter call: The call.
  /// - Throws: What the call throws.
  public func replay(_ call: TableViewCall) throws {
    switch call {
    case .insertRows(let paths, let animation): try insertRows(at: paths, with: animation)
    case .deleteRows(let paths, let animation): try deleteRows(at: paths, with: animation)
    case .reloadRows(let paths, let animation): try reloadRows(at: paths, with: animation)
    case .moveRow(let from, let to): try moveRow(at: from, to: to)
    case .insertSections(let sections, let animation):
      try insertSections(sections, with: animation)
    case .deleteSections(let sections, let animation):
      try deleteSections(sections, with: animation)
    case .reloadSections(let sections, let animation):
      try reloadSections(sections, with: animation)
    case .moveSection(let from, let to): try moveSection(from, toSection: to)
    case .reconfigureRows(let paths): try reconfigureRows(at: paths)
    case .reloadData: try reloadData()
    }
  }
}

/// Moves `count` random elements of random sections to random places in random sections.
///
/// - Parameters:
///   - sections: The sections.
///   - count: How many moves to try; a move from an empty section is skipped.
///   - items: The sections' elements.
///   - generator: The random source.
public func moveRandomElements<Section, Element>(
  in sections: inout [Section], count: Int, items: WritableKeyPath<Section, [Element]>,
  using generator: inout some RandomNumberGenerator
) {
  guard !sections.isEmpty else { return }
  for _ in 0..<count {
    let from = Int.random(in: 0..<sections.count, using: &generator)
    guard !sections[from][keyPath: items].isEmpty else { continue }
    let element = sections[from][keyPath: items].remove(
      at: Int.random(in: 0..<sections[from][keyPath: items].count, using: &generator))
    let to = Int.random(in: 0..<sections.count, using: &generator)
    sections[to][keyPath: items].insert(
      element, at: Int.random(in: 0...sections[to][keyPath: items].count, using: &generator))
  }
}
