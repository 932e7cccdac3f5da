public import TableModelTesting

extension ReferenceBatchRules.Verdict {
  /// What `BatchValidator` answered, in the reference's terms, to compare the two.
  ///
  /// A mapping whose two directions disagree becomes a refusal by a rule that does not exist,
  /// `"inverse"`, so that the comparison fails.
  ///
  /// - Parameters:
  ///   - result: The validator's batch or error.
  ///   - old: The cached shape the batch was validated against.
  ///   - new: The data source's shape at commit.
  public init(
    _ result: Result<BatchValidator.ValidatedBatch, TableUpdateError>, old: [Int], new: [Int]
  ) {
    let validated: BatchValidator.ValidatedBatch
    switch result {
    case .failure(let error):
      self = .refused(error.rule.identifier)
      return
    case .success(let batch): validated = batch
    }
    guard let mapping = validated.mapping else {
      self = .reloadData
      return
    }
    let sections = old.indices.map { mapping.newSection(forOld: $0) }
    var rows: [RowPath: RowPath] = [:]
    var inserted = Set<RowPath>()
    for (section, count) in old.enumerated() {
      for row in 0..<count {
        let path = RowPath(row: row, section: section)
        guard let target = mapping.newPath(forOld: path) else { continue }
        rows[path] = target
      }
    }
    for (section, count) in new.enumerated() {
      for row in 0..<count where mapping.oldPath(forNew: RowPath(row: row, section: section)) == nil
      {
        inserted.insert(RowPath(row: row, section: section))
      }
    }
    let inverse =
      rows.allSatisfy { mapping.oldPath(forNew: $0.value) == $0.key }
      && sections.enumerated().allSatisfy { oldSection, newSection in
        newSection.map { mapping.oldSection(forNew: $0) == oldSection } ?? true
      }
    self =
      inverse
      ? .animated(ReferenceBatchRules.Mapping(sections: sections, rows: rows, inserted: inserted))
      : .refused("inverse")
  }
}
