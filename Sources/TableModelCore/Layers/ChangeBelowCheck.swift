/// What is wrong with a change that the model below a layer published, judged against the
/// model's shape before the change (what the layer last saw) and after it (what the model says
/// now): a layer that keeps state for every row below, as ``FilterLayer`` does, must not apply a
/// change that names rows the model does not have, or that does not account for its counts.
///
/// The package's models and layers always publish exact changes; a custom model's
/// ``TableModelEvents/sendChange(_:completion:)`` may not. A controller showing such a model
/// directly reloads its table (with a diagnostic); a layer cannot know the rows the change left
/// out, so it stops with the problem described.
struct ChangeBelowCheck {
  /// The number of rows of each section before the change.
  let oldCounts: [Int]
  /// The number of rows of each section after the change.
  let newCounts: [Int]

  /// The shape before the change.
  private var oldShape: String { TableModelLimits.shapeText(oldCounts) }
  /// The shape after the change.
  private var newShape: String { TableModelLimits.shapeText(newCounts) }

  /// The first problem of the change's sections — one out of range, one named twice, or counts
  /// that do not add up — or `nil`.
  ///
  /// - Parameter change: The change.
  /// - Returns: The problem, as the rest of a sentence that starts with the change.
  /// - Complexity: O(*s*) for the *s* sections the change names.
  func sectionProblem(of change: Changeset) -> String? {
    let leaving = change.deletedSections + change.movedSections.map(\.source)
    let arriving = change.insertedSections + change.movedSections.map(\.destination)
    if let section = leaving.first(where: { !oldCounts.indices.contains($0) }) {
      return
        "deletes or moves away section \(section), which it did not have: its shape before the change was \(oldShape)"
    }
    if let section = (arriving + change.updatedSections).first(where: {
      !newCounts.indices.contains($0)
    }) {
      return
        "inserts, moves in or updates section \(section), which it does not have: its shape after the change is \(newShape)"
    }
    if let section = Self.repeated(leaving) {
      return "names section \(section) twice among the sections it deletes or moves away"
    }
    if let section = Self.repeated(arriving) {
      return "names section \(section) twice among the sections it inserts or moves in"
    }
    let counted = oldCounts.count - change.deletedSections.count + change.insertedSections.count
    guard counted == newCounts.count else {
      return
        "deletes \(change.deletedSections.count) and inserts \(change.insertedSections.count) sections of \(oldCounts.count), which makes \(counted), but the model has \(newCounts.count)"
    }
    return nil
  }

  /// The first problem of the change's rows — one out of range, one named twice, or a section
  /// whose count the change does not account for — or `nil`.
  ///
  /// Call it once ``sectionProblem(of:)`` found none.
  ///
  /// - Parameters:
  ///   - change: The change.
  ///   - leaving: The rows deleted and moved away, sorted.
  ///   - arriving: The rows inserted and moved in, sorted.
  ///   - oldSection: The section before the change of a section after it; `nil` for a section the
  ///     change inserted.
  /// - Returns: The problem, as the rest of a sentence that starts with the change.
  /// - Complexity: O(*k* + *s* log *k*) for *k* rows in the change and *s* sections.
  func rowProblem(
    of change: Changeset, leaving: [RowPath], arriving: [RowPath],
    oldSection: (Int) -> Int?
  ) -> String? {
    if let path = Self.firstOutside(leaving, counts: oldCounts) {
      return
        "deletes or moves away row \(path), which it did not have: its shape before the change was \(oldShape)"
    }
    if let path = Self.firstOutside(arriving, counts: newCounts)
      ?? Self.firstOutside(change.updatedRows, counts: newCounts)
    {
      return
        "inserts, moves in or updates row \(path), which it does not have: its shape after the change is \(newShape)"
    }
    if let path = Self.repeatedInSorted(leaving) {
      return "names row \(path) twice among the rows it deletes or moves away"
    }
    if let path = Self.repeatedInSorted(arriving) {
      return "names row \(path) twice among the rows it inserts or moves in"
    }
    // Counted in the sorted lists, without a table of counts per section: a single edit's change
    // allocates nothing here.
    for section in newCounts.indices {
      // A section the change inserted is read whole; the rows it lists there count for nothing.
      guard let old = oldSection(section) else { continue }
      let left = Self.count(of: leaving, inSection: old)
      let came = Self.count(of: arriving, inSection: section)
      let counted = oldCounts[old] - left + came
      if counted != newCounts[section] {
        return
          "leaves section \(section) with \(newCounts[section]) rows, but it had \(oldCounts[old]) (as section \(old)), and the change deletes or moves away \(left) and inserts or moves in \(came), which makes \(counted)"
      }
    }
    return nil
  }

  /// The first position that a shape of `counts` rows per section does not have, if any
  /// (``TableShape/contains(_:)`` for each, in a loop the compiler sees whole: a transaction's
  /// change names thousands).
  private static func firstOutside(_ paths: [RowPath], counts: [Int]) -> RowPath? {
    counts.withUnsafeBufferPointer { counts in
      paths.first { path in
        !(path.section >= 0 && path.section < counts.count && path.row >= 0
          && path.row < counts[path.section])
      }
    }
  }

  /// The number of positions of a sorted list in a section.
  private static func count(of paths: [RowPath], inSection section: Int) -> Int {
    paths.countOfElements(lessThan: RowPath(row: 0, section: section + 1))
      - paths.countOfElements(lessThan: RowPath(row: 0, section: section))
  }

  /// The first value named twice, if any.
  private static func repeated(_ values: [Int]) -> Int? {
    var seen = Set<Int>()
    return values.first { !seen.insert($0).inserted }
  }

  /// The first position named twice in a sorted list, if any.
  private static func repeatedInSorted(_ paths: [RowPath]) -> RowPath? {
    guard paths.count > 1 else { return nil }
    for index in 1..<paths.count where paths[index] == paths[index - 1] {
      return paths[index]
    }
    return nil
  }
}

extension TableModelLayer {
  /// The shape of the model below, after a check that no count is negative: a layer reads each
  /// section's rows as the range `0..<count`.
  ///
  /// - Returns: The number of rows of each section below.
  /// - Complexity: O(*s*) for *s* sections below.
  func checkedShapeBelow() -> [Int] {
    let sectionCount = base.numberOfSections
    requireContract(
      sectionCount >= 0,
      "\(Self.contractTypeName): the model below (\(Base.self)) says it has \(sectionCount) sections"
    )
    TableModelLimits.requireReadableSectionCount(
      sectionCount, reader: Self.contractTypeName, model: Base.self)
    var counts: [Int] = []
    counts.reserveCapacity(sectionCount)
    for section in 0..<sectionCount {
      let count = base.numberOfRows(inSection: section)
      requireContract(
        count >= 0,
        "\(Self.contractTypeName): the model below (\(Base.self)) says its section \(section) has \(count) rows"
      )
      counts.append(count)
    }
    return counts
  }

  /// Stops with a message naming the layer and the model below unless the model below has the
  /// shape the layer last saw: called when it published a mutation with no change.
  ///
  /// - Parameter counts: The number of rows of each section below the layer last saw.
  /// - Complexity: O(*s*) for *s* sections below.
  func requireShapeBelow(unchangedFrom counts: [Int]) {
    let now = checkedShapeBelow()
    requireContract(
      now == counts,
      "\(Self.contractTypeName): the model below (\(Base.self)) published no change (its TableModelEvents.sendChange(_:completion:) returned nil or an empty changeset), but its shape went from \(TableModelLimits.shapeText(counts)) to \(TableModelLimits.shapeText(now)); return the change it made (or .reloadData)"
    )
  }

  /// Stops with a message naming the layer, the model below and what is wrong with the change
  /// it published, unless `problem` is `nil`.
  ///
  /// - Parameters:
  ///   - problem: What is wrong, from ``ChangeBelowCheck``.
  ///   - change: The change.
  func requireNoProblem(_ problem: String?, in change: Changeset) {
    guard let problem else { return }
    contractViolation(
      "\(Self.contractTypeName): the change the model below (\(Base.self)) published \(problem); a model's TableModelEvents.sendChange(_:completion:) must return exactly what it changed (or .reloadData). The change: \(change)"
    )
  }
}
