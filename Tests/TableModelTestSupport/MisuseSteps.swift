public import TableModelTesting

/// Steps the misuse fuzzers share: each drives a sectioned model of test items the way apps
/// misuse one, and returns what the model must hold afterwards.
@MainActor
public enum MisuseSteps {
  /// Removes, moves and updates an identity the model does not hold: none may change anything.
  ///
  /// - Parameters:
  ///   - absent: An identity the model does not hold.
  ///   - model: The model.
  public static func callsOnAbsentIdentity(
    _ absent: Int, on model: SectionedTableModel<TestSectionModel, TestItem>
  ) {
    model.remove(id: absent)
    model.move(id: absent, to: RowPath(row: 0, section: 0))
    model.update(TestItem(absent, content: 1))
  }

  /// The sections a replacement gives: the rows of `sections` shuffled across them, up to two
  /// dropped and up to two new ones added.
  ///
  /// - Parameters:
  ///   - sections: The sections now.
  ///   - newItem: Makes an item with a new identity.
  ///   - generator: The random source.
  /// - Returns: The replacement's sections, with the models of `sections`.
  public static func shuffledReplacement(
    of sections: [TableSection<TestSectionModel, TestItem>], newItem: () -> TestItem,
    using generator: inout some RandomNumberGenerator
  ) -> [TableSection<TestSectionModel, TestItem>] {
    var all = sections.flatMap(\.items).shuffled(using: &generator)
    all.removeLast(min(all.count, Int.random(in: 0...2, using: &generator)))
    all += (0..<Int.random(in: 0...2, using: &generator)).map { _ in newItem() }
    var replaced = sections.map { TableSection(source: $0, items: []) }
    for item in all {
      replaced[Int.random(in: 0..<replaced.count, using: &generator)].items.append(item)
    }
    return replaced
  }
}

extension MisuseSteps {
  /// The sections of the models the misuse fuzzers drive.
  public typealias Sections = [TableSection<TestSectionModel, TestItem>]

  /// A random row of `sections`, or, for an insertion, a random place for a new one.
  ///
  /// - Parameters:
  ///   - sections: The sections now.
  ///   - forInsertion: Whether the place is for a new row (it may be just past a section's last).
  ///   - generator: The random source.
  /// - Returns: The place, or `nil` when there is none (no row, or no section to insert into).
  public static func randomRow(
    in sections: Sections, forInsertion: Bool, using generator: inout some RandomNumberGenerator
  ) -> RowPath? {
    let candidates = sections.indices.filter { forInsertion || !sections[$0].items.isEmpty }
    guard let section = candidates.randomElement(using: &generator) else { return nil }
    let count = sections[section].items.count + (forInsertion ? 1 : 0)
    return RowPath(row: Int.random(in: 0..<count, using: &generator), section: section)
  }

  /// Moves the row at a position of `sections` to a random place of any section, as a model's
  /// move must.
  ///
  /// - Parameters:
  ///   - from: The row's position.
  ///   - sections: The sections, moved in.
  ///   - generator: The random source.
  /// - Returns: The row moved and its new position.
  public static func randomMove(
    from: RowPath, in sections: inout Sections, using generator: inout some RandomNumberGenerator
  ) -> (item: TestItem, to: RowPath) {
    let item = sections[from.section].items.remove(at: from.row)
    let section = Int.random(in: 0..<sections.count, using: &generator)
    let to = RowPath(
      row: Int.random(in: 0...sections[section].items.count, using: &generator), section: section)
    sections[to.section].items.insert(item, at: to.row)
    return (item, to)
  }

  /// Inserts an item and removes it again in one transaction, which changes nothing.
  ///
  /// - Parameters:
  ///   - item: An item with an identity the model does not hold.
  ///   - rowPath: Where it goes in.
  ///   - model: The model.
  public static func insertThenRemove(
    _ item: TestItem, at rowPath: RowPath, on model: SectionedTableModel<TestSectionModel, TestItem>
  ) {
    model.performTransaction {
      model.insert(item, at: rowPath)
      model.remove(id: item.id)
    }
  }
}

/// An observer that changes the model while observers hear of a change — an append to section
/// 0, which the model runs once every observer has heard of the change that triggered it.
@MainActor
public final class ReentrantAppender {
  /// How many items the observer appended.
  public private(set) var appends = 0
  private let model: SectionedTableModel<TestSectionModel, TestItem>
  private var pending: TestItem?
  private var observation: TableModelEvents.Observation?

  /// Observes a model, appending nothing until ``removeRow(at:appending:in:)``.
  ///
  /// - Parameter model: The model.
  public init(_ model: SectionedTableModel<TestSectionModel, TestItem>) {
    self.model = model
    observation = model.events.observe { [weak self] event in
      guard let self, case .changed = event, let item = pending else { return }
      pending = nil
      appends += 1
      self.model.append(item, toSection: 0)
    }
  }

  /// Removes the row at a position, the observer appending `item` to section 0 as it hears of
  /// the removal.
  ///
  /// - Parameters:
  ///   - rowPath: The row.
  ///   - item: An item with an identity the model does not hold.
  ///   - sections: The sections the model must hold, changed as it must be.
  /// - Returns: What the step did, for a trace.
  public func removeRow(
    at rowPath: RowPath, appending item: TestItem, in sections: inout MisuseSteps.Sections
  ) -> String {
    pending = item
    let removed = sections[rowPath.section].items.remove(at: rowPath.row)
    sections[0].items.append(item)
    model.remove(at: rowPath)
    return "remove \(removed) at \(rowPath), observer appends \(item)"
  }
}
