import TableModelTesting

extension ReferenceBatchRules.Batch {
  /// §1.6 step 6: section moves, then row moves, by source and destination: bounds (R13–R18), then R19/R20.
  func checkMoves(old: [Int], new: [Int]) throws {
    var sectionTargets: [Int: Int] = [:]
    var sectionSources: [Int: Int] = [:]
    for (from, to) in sectionMoves.sorted(by: { ($0.from, $0.to) < ($1.from, $1.to) }) {
      if from >= old.count {
        throw Refusal(
          "R13",
          "attempt to move section \(from), but there are only \(old.count) sections before the update"
        )
      }
      if to >= new.count {
        throw Refusal(
          "R14",
          "attempt to to move section \(from) to section \(to), but there are only \(new.count) sections after the update"
        )
      }
      if let first = sectionTargets[from] {
        throw Refusal(
          "R19", "attempt to move section \(from) to both section \(first) and section \(to)")
      }
      if let first = sectionSources[to] {
        throw Refusal(
          "R20", "attempt to move both section \(first) and section \(from) to section \(to)")
      }
      sectionTargets[from] = to
      sectionSources[to] = from
    }
    var targets: [RowPath: RowPath] = [:]
    var sources: [RowPath: RowPath] = [:]
    for (from, to) in rowMoves.sorted(by: { ($0.from, $0.to) < ($1.from, $1.to) }) {
      let (source, target) = (
        ReferenceBatchRules.indexPath(from), ReferenceBatchRules.indexPath(to)
      )
      if from.section >= old.count {
        throw Refusal(
          "R15",
          "attempt to move index path (\(source)) from a section that does not exist - there are only \(old.count) sections before the update"
        )
      }
      if from.row >= old[from.section] {
        throw Refusal(
          "R16",
          "attempt to move index path (\(source)) that does not exist - there are only \(old[from.section]) rows in section \(from.section) before the update"
        )
      }
      if to.section >= new.count {
        throw Refusal(
          "R17",
          "attempt to move index path (\(source)) to index path (\(target)) in section that does not exist - there are only \(new.count) sections after the update"
        )
      }
      if to.row >= new[to.section] {
        throw Refusal(
          "R18",
          "attempt to move index path (\(source)) to index path (\(target)) that does not exist - there are only \(new[to.section]) rows in section \(to.section) after the update"
        )
      }
      if let first = targets[from] {
        throw Refusal(
          "R19",
          "attempt to move row at index path \(source) to both \(ReferenceBatchRules.indexPath(first)) and \(target)"
        )
      }
      if let first = sources[to] {
        throw Refusal(
          "R20",
          "attempt to move both row at index path \(ReferenceBatchRules.indexPath(first)) and \(source) to \(target)"
        )
      }
      targets[from] = to
      sources[to] = from
    }
  }
}
