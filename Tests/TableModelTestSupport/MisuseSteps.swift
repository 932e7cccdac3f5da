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
