/// The error a model throws when data handed to it repeats an identity that must be unique: a
/// row's identity across the whole model, a section model's identity among the sections, or a
/// node's identity across an `OutlineTableModel`'s tree.
public struct DuplicateIdentityError: Error, Hashable, Sendable {
  /// Each repeated row identity, described, with every position where it occurs in the data.
  ///
  /// Empty for an `OutlineTableModel`'s tree, whose nodes are not all rows (a collapsed node's
  /// children show none): see ``duplicateNodes``.
  public var duplicates: [DuplicateIdentifier<RowPath>]

  /// Each repeated section identity, described, with every section index where it occurs in
  /// the data.
  public var duplicateSections: [DuplicateIdentifier<Int>]

  /// Each repeated node identity of an `OutlineTableModel`'s tree, described, with the tree path
  /// of every node that has it, in depth-first order; identities in order of first repetition.
  ///
  /// A tree path is the node's index among its siblings at each level, from the top level
  /// down, in the tree handed to the model — collapsed or not: `[1, 0]` is the first child of
  /// the second top-level node. `OutlineTableModel.Node`'s children read it back:
  /// `roots[1].children[0]`.
  public var duplicateNodes: [DuplicateIdentifier<[Int]>]

  /// Creates the error.
  ///
  /// - Parameters:
  ///   - duplicates: The repeated row identities and their positions.
  ///   - duplicateSections: The repeated section identities and their indexes. The default is
  ///     none.
  ///   - duplicateNodes: The repeated node identities of a tree and their tree paths. The
  ///     default is none.
  public init(
    duplicates: [DuplicateIdentifier<RowPath>],
    duplicateSections: [DuplicateIdentifier<Int>] = [],
    duplicateNodes: [DuplicateIdentifier<[Int]>] = []
  ) {
    self.duplicates = duplicates
    self.duplicateSections = duplicateSections
    self.duplicateNodes = duplicateNodes
  }
}

extension DuplicateIdentityError: CustomStringConvertible {
  /// `Duplicate section IDs: id a at [0, 2]; Duplicate row IDs: id 7 at [[0, 1], [2, 0]]; …`,
  /// naming only the kinds that repeat; a tree's repeats read
  /// `Duplicate node IDs: id 7 at tree paths [[0], [1, 2]]`.
  public var description: String {
    var parts: [String] = []
    if !duplicateNodes.isEmpty {
      parts.append(
        "Duplicate node IDs: "
          + duplicateNodes.map { "id \($0.id) at tree paths \($0.targetPositions)" }
          .joined(separator: "; "))
    }
    if !duplicateSections.isEmpty {
      parts.append(
        "Duplicate section IDs: "
          + duplicateSections.map { "id \($0.id) at \($0.targetPositions)" }
          .joined(separator: "; "))
    }
    if !duplicates.isEmpty || parts.isEmpty {
      parts.append(
        "Duplicate row IDs: "
          + duplicates.map { "id \($0.id) at \($0.targetPositions)" }.joined(separator: "; "))
    }
    return parts.joined(separator: "; ")
  }
}

extension DuplicateIdentityError {
  /// Checks that the sections of `sections` have unique identities, and so do their items.
  ///
  /// - Parameter sections: The data.
  /// - Throws: ``DuplicateIdentityError`` listing each repeated identity with its positions.
  @inlinable
  static func check<Section: DiffableSection>(_ sections: [Section]) throws {
    let duplicateSections = repeatedSections(in: sections)
    // The common case, no repeat, hashes each identity once into an index filled a section at a
    // time (see `LeafIndex.insertNew(keysOf:key:leaf:)`); a repeat is then described below.
    // Inlinable: the app's compiler specializes the loop for its item type.
    var rowCount = 0
    for section in sections { rowCount += section.items.count }
    let index = LeafIndex<Section.Item.ID, IdentityMarker>()
    index.reserveCapacity(rowCount)
    let marker = IdentityMarker()
    for section in sections {
      _ = section.items.withUnsafeBufferPointer {
        index.insertNew(keysOf: $0, key: { $0.id }, leaf: marker)
      }
    }
    guard index.count != rowCount || !duplicateSections.isEmpty else { return }
    try describeRepeats(in: sections, duplicateSections: duplicateSections)
  }

  /// Throws the error that names each repeated identity of `sections` with its positions, once
  /// ``check(_:)`` found that some repeat.
  @usableFromInline
  static func describeRepeats<Section: DiffableSection>(
    in sections: [Section], duplicateSections: [DuplicateIdentifier<Int>]
  ) throws {
    var seen = Set<Section.Item.ID>()
    var repeated: [Section.Item.ID] = []
    for section in sections {
      for item in section.items where !seen.insert(item.id).inserted {
        repeated.append(item.id)
      }
    }
    guard !repeated.isEmpty || !duplicateSections.isEmpty else { return }
    let ids = Set(repeated)
    var positions: [Section.Item.ID: [RowPath]] = [:]
    for (sectionIndex, section) in sections.enumerated() where !ids.isEmpty {
      for (row, item) in section.items.enumerated() where ids.contains(item.id) {
        positions[item.id, default: []].append(RowPath(row: row, section: sectionIndex))
      }
    }
    var reported = Set<Section.Item.ID>()
    throw DuplicateIdentityError(
      duplicates: repeated.filter { reported.insert($0).inserted }.map { id in
        DuplicateIdentifier(
          id: String(describing: id), sourcePositions: [], targetPositions: positions[id] ?? [])
      },
      duplicateSections: duplicateSections)
  }

  /// The section identities that repeat in `sections`, each once, with every index where it
  /// occurs, in order of first repetition.
  @usableFromInline
  static func repeatedSections<Section: DiffableSection>(
    in sections: [Section]
  ) -> [DuplicateIdentifier<Int>] {
    // One section (every `ArrayTableModel` replacement) repeats nothing: no table to allocate.
    guard sections.count > 1 else { return [] }
    var indexes: [Section.ID: [Int]] = [:]
    var repeated: [Section.ID] = []
    for (index, section) in sections.enumerated() {
      indexes[section.id, default: []].append(index)
      if indexes[section.id]?.count == 2 { repeated.append(section.id) }
    }
    return repeated.map { id in
      DuplicateIdentifier(
        id: String(describing: id), sourcePositions: [], targetPositions: indexes[id] ?? [])
    }
  }
}

/// The leaf of the identities `DuplicateIdentityError.check(_:)` enters in a `LeafIndex`, used
/// as a set.
@usableFromInline
final class IdentityMarker {
  @usableFromInline init() {}
}
