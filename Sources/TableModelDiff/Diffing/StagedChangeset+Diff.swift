extension StagedChangeset {
  /// Computes the changes from one list of sections to another.
  ///
  /// Sections are paired by identity, and so are rows — across sections too, so a row that
  /// changes section is a move. Moves are as few as possible: in each surviving section the
  /// longest run of rows that kept their relative order stays in place.
  ///
  /// The function is pure and nonisolated: run it off the main actor for large collections.
  ///
  /// - Parameters:
  ///   - source: The sections before.
  ///   - target: The sections after.
  /// - Complexity: O(*n*) time and memory, where *n* is the number of sections and rows of
  ///   `source` and `target`, plus O(*r* log *r*) for the *r* runs of rows that kept their order
  ///   (about *n* log *n* only when a section is shuffled wholesale, and then fast: see the
  ///   README's benchmarks). One hash table is built, over the source's identities; stages
  ///   are derived from the one pairing, never diffed again.
  @inlinable
  public init<Section: DiffableSection>(source: [Section], target: [Section])
  where Data == [Section] {
    let diff = SectionedDiff(source: source, target: target, recordingRepeats: true)
    let duplicates = diff.duplicateReport()
    guard diff.needsStaging else {
      let changeset = diff.changeset()
      self.init(
        stages: changeset.isEmpty ? [] : [Stage(data: target, changeset: changeset)],
        duplicateSections: duplicates.sections, duplicateRows: duplicates.rows)
      return
    }
    self.init(
      stages: diff.stages(), duplicateSections: duplicates.sections,
      duplicateRows: duplicates.rows)
  }

  /// Computes the changes from one list of items to another, as rows of section 0.
  ///
  /// - Parameters:
  ///   - source: The items before.
  ///   - target: The items after.
  /// - Complexity: O(*n*) time and memory for data whose order mostly holds, O(*n* log *n*) at
  ///   worst, where *n* is `source.count + target.count`.
  @inlinable
  public init<Item: Diffable>(source: [Item], target: [Item]) where Data == [Item] {
    self = Self.linear(source: source, target: target)
  }

  /// Unavailable in spirit: the items' identity is the whole value.
  ///
  /// With `ID == Self`, a value whose content changes is a different identity, so the diff can
  /// never report an update: it deletes the old row and inserts a new one, recreating the cell.
  /// Give the item a stable `id` and compare content with ``Diffable/isContentEqual(to:)``.
  ///
  /// - Parameters:
  ///   - source: The items before.
  ///   - target: The items after.
  @available(
    *, deprecated,
    message:
      "The items' identity is the whole value (ID == Self): content changes become delete + insert and no update is ever reported. Give the item a stable `id`."
  )
  @inlinable
  public init<Item: Diffable>(source: [Item], target: [Item])
  where Data == [Item], Item.ID == Item {
    self = Self.linear(source: source, target: target)
  }
}

extension StagedChangeset {
  /// The diff of two lists, as rows of section 0.
  @inlinable
  static func linear<Item: Diffable>(source: [Item], target: [Item]) -> StagedChangeset<[Item]> {
    let diff = SectionedDiff(
      source: [SingleSection(items: source)], target: [SingleSection(items: target)],
      recordingRepeats: true)
    let duplicates = diff.duplicateReport()
    let changeset = diff.changeset()
    return StagedChangeset<[Item]>(
      stages: changeset.isEmpty ? [] : [.init(data: target, changeset: changeset)],
      duplicateRows: duplicates.rows)
  }
}

extension SectionedDiff {
  /// The duplicated identities found while pairing, with all their positions.
  @inlinable
  func duplicateReport() -> (
    sections: [DuplicateIdentifier<Int>], rows: [DuplicateIdentifier<RowPath>]
  ) {
    var sections: [DuplicateIdentifier<Int>] = []
    if !repeatedSectionIDs.isEmpty {
      let ids = Set(repeatedSectionIDs)
      var positions: [Section.ID: ([Int], [Int])] = [:]
      for (index, section) in source.enumerated() where ids.contains(section.id) {
        positions[section.id, default: ([], [])].0.append(index)
      }
      for (index, section) in target.enumerated() where ids.contains(section.id) {
        positions[section.id, default: ([], [])].1.append(index)
      }
      sections = orderedUnique(repeatedSectionIDs).map { id in
        DuplicateIdentifier(
          id: describe(id), sourcePositions: positions[id]?.0 ?? [],
          targetPositions: positions[id]?.1 ?? [])
      }
    }
    var rows: [DuplicateIdentifier<RowPath>] = []
    if !repeatedItemIDs.isEmpty {
      // Each repeated identity's place in the report; one lookup per row then finds it.
      var order: [Item.ID] = []
      var index = [Item.ID: Int](minimumCapacity: repeatedItemIDs.count)
      for id in repeatedItemIDs where index[id] == nil {
        index[id] = order.count
        order.append(id)
      }
      let sourcePositions = positions(of: source, places: index, count: order.count)
      let targetPositions = positions(of: target, places: index, count: order.count)
      rows = order.indices.map { place in
        DuplicateIdentifier(
          id: describe(order[place]),
          sourcePositions: Array(
            sourcePositions.rows[sourcePositions.starts[place]..<sourcePositions.starts[place &+ 1]]
          ),
          targetPositions: Array(
            targetPositions.rows[targetPositions.starts[place]..<targetPositions.starts[place &+ 1]]
          ))
      }
    }
    return (sections, rows)
  }
}

extension SectionedDiff {
  /// Where the rows whose identities `places` numbers are in `sections`.
  ///
  /// - Returns: Their positions grouped by number, in row order, and where each number's group
  ///   starts (with the total at the end): each group is then copied out once, at its size,
  ///   instead of grown row by row.
  @inlinable
  func positions(of sections: [Section], places: [Item.ID: Int], count: Int) -> (
    rows: [RowPath], starts: [Int]
  ) {
    var found: [(place: Int, row: RowPath)] = []
    var starts = [Int](repeating: 0, count: count &+ 1)
    for (sectionIndex, section) in sections.enumerated() {
      for (row, item) in section.items.enumerated() {
        if let place = places[item.id] {
          found.append((place, RowPath(row: row, section: sectionIndex)))
          starts[place &+ 1] &+= 1
        }
      }
    }
    for place in 0..<count { starts[place &+ 1] &+= starts[place] }
    var next = Array(starts.dropLast())
    let rows = [RowPath](unsafeUninitializedCapacity: found.count) { rows, initialized in
      for (place, row) in found {
        (rows.baseAddress! + next[place]).initialize(to: row)
        next[place] &+= 1
      }
      initialized = found.count
    }
    return (rows, starts)
  }
}

/// `String(describing: id)`, without its dynamic casts for the usual identity types.
@inlinable
func describe<ID>(_ id: ID) -> String {
  if ID.self == Int.self { return (id as! Int).description }
  if ID.self == String.self { return id as! String }
  return String(describing: id)
}

@inlinable
func orderedUnique<Element: Hashable>(_ elements: [Element]) -> [Element] {
  var seen = Set<Element>()
  return elements.filter { seen.insert($0).inserted }
}

extension Changeset {
  /// The changes from one list of sections to another as a single batch, for callers that know
  /// no row leaves a deleted section or enters an inserted one (a sort layer's sections stay).
  ///
  /// Duplicated identities pair in order of occurrence and are not reported.
  package static func singleBatch<Section: DiffableSection>(
    from source: [Section], to target: [Section]
  ) -> Changeset {
    SectionedDiff(source: source, target: target, recordingRepeats: false).changeset()
  }
}
