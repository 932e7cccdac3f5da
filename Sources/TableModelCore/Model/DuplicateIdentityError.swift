/// The error a model throws when data handed to it repeats an identity that must be unique.
public struct DuplicateIdentityError: Error, Hashable, Sendable {
  /// Each repeated identity, described, with every position where it occurs in the data.
  public var duplicates: [DuplicateIdentifier<RowPath>]

  /// Creates the error.
  ///
  /// - Parameter duplicates: The repeated identities and their positions.
  public init(duplicates: [DuplicateIdentifier<RowPath>]) {
    self.duplicates = duplicates
  }
}

extension DuplicateIdentityError: CustomStringConvertible {
  /// `Duplicate row IDs: id 7 at [[0, 1], [2, 0]]; …`.
  public var description: String {
    "Duplicate row IDs: "
      + duplicates.map { "id \($0.id) at \($0.targetPositions)" }.joined(separator: "; ")
  }
}

extension DuplicateIdentityError {
  /// Checks that the items of `sections` have unique identities.
  ///
  /// - Parameter sections: The data.
  /// - Throws: ``DuplicateIdentityError`` listing each repeated identity with its positions.
  static func check<Section: DiffableSection>(_ sections: [Section]) throws {
    var seen = Set<Section.Item.ID>()
    var repeated: [Section.Item.ID] = []
    for section in sections {
      for item in section.items where !seen.insert(item.id).inserted {
        repeated.append(item.id)
      }
    }
    guard !repeated.isEmpty else { return }
    let ids = Set(repeated)
    var positions: [Section.Item.ID: [RowPath]] = [:]
    for (sectionIndex, section) in sections.enumerated() {
      for (row, item) in section.items.enumerated() where ids.contains(item.id) {
        positions[item.id, default: []].append(RowPath(row: row, section: sectionIndex))
      }
    }
    var reported = Set<Section.Item.ID>()
    throw DuplicateIdentityError(
      duplicates: repeated.filter { reported.insert($0).inserted }.map { id in
        DuplicateIdentifier(
          id: String(describing: id), sourcePositions: [], targetPositions: positions[id] ?? [])
      })
  }
}
