import TableModelScenarios
import TableModelTestSupport
import TableModelTesting
import Testing

/// `HeadlessTableView` against `ReferenceTable`, step by step through a table's life.
///
/// The scripts cover the first batch on a table that has read nothing yet, batches after
/// `reloadData()` or a new data source, nested and empty batches, calls outside a batch between
/// batches, extreme positions, and data sources that report negative counts. Every step must throw what the reference refuses (same
/// rule, same message for UIKit's rules) or nothing, every commit must get the reference's
/// verdict, and the cached shape must always be the reference's.
@MainActor
@Suite struct HeadlessTableScriptDifferentialFuzzTests {
  /// The number of random scripts per profile; `TABLEMODEL_FUZZ_CASES` raises it.
  let cases = environmentInteger("TABLEMODEL_FUZZ_CASES", default: 2_000)

  @Test(arguments: ReferenceBatchRules.Profile.allCases)
  func randomScripts_getTheReferenceOutcomes(_ profile: ReferenceBatchRules.Profile) throws {
    let seed = UInt64(environmentInteger("TABLEMODEL_SEED", default: 0x5C41B7))
    var generator = SplitMix64(seed: seed)
    var seen: [String: Int] = [:]
    for index in 0..<cases {
      let script = RandomTableScript.random(using: &generator)
      guard let failure = run(script, profile, counting: &seen) else { continue }
      Issue.record("seed \(seed) case \(index) \(profile): \(script)\n\(failure)")
      return
    }
    // Every class of the fuzz is reached in one run.
    let classes = [
      "commit animated", "commit reloadData", "commit refused", "commit unloaded",
      "commit nested", "commit bare", "commit empty", "commit no sections", "R1", "R25",
      "tableSize", "load refused", "reloadData refused", "reload asked in a load's read",
      "reload asked in a commit's read", "reload asked in a reload's read",
      "reload at the next turn", "counts changed between two reads of one operation",
    ]
    let missing = classes.filter { seen[$0, default: 0] == 0 }
    #expect(missing.isEmpty, "never reached: \(missing), seen \(seen)")
  }

  // MARK: Running a script

  /// Runs a script on a headless table and on the reference; the first difference, or `nil`.
  private func run(
    _ script: RandomTableScript, _ profile: ReferenceBatchRules.Profile,
    counting seen: inout [String: Int]
  ) -> String? {
    var reference = ReferenceTable(
      answers: script.answers, profile: profile, limit: HeadlessTableView.maximumCount)
    var source = AnswersDataSource(script.answers)
    let table = HeadlessTableView(
      height: script.height, profile: profile == .modern ? .modern : .legacy)
    table.register(HeadlessTableViewCell.self, forCellReuseIdentifier: "Cell")
    table.dataSource = source
    var records: [BatchRecord] = []
    table.onBatch = { records.append($0) }
    var batchCalls = 0
    var nested = false
    for (number, step) in script.steps.enumerated() {
      let loaded = reference.cached != nil
      let before = reference.cached ?? reference.answers.rows
      let recordsBefore = records.count
      let readsBefore = reference.reads
      var rowReadsBefore = (source.rowReads, reference.rowReads)
      let reloadsAskedBefore = reference.reloadsAsked
      let reloadsNextTurn = reference.reloadsNextTurn
      let changeArmed = reference.answersAfterNextRead != nil
      let expected: ReferenceTable.Outcome
      var refusal: TableUpdateError?
      var commits = false
      switch step {
      case .report(let answers):
        source.answers = answers
        source.reads = 0
        reference.answers = answers
        expected = .done
      case .replaceDataSource(let answers):
        source = AnswersDataSource(answers)
        rowReadsBefore.0 = 0
        table.dataSource = source
        reference.answers = answers
        reference.reloadsInNextRead = false
        reference.answersAfterNextRead = nil
        expected = .done
      case .runLoopTurn:
        source.reads = 0
        refusal = tableUpdateRefusal { try table.runLoopTurn() }
        expected = reference.runLoopTurn() ?? .done
        if reloadsNextTurn { seen["reload at the next turn", default: 0] += 1 }
      case .reloadInNextRead:
        source.reads = 0
        source.reloadsInNextRead = true
        reference.reloadsInNextRead = true
        expected = .done
      case .changeAfterNextRead(let answers):
        source.reads = 0
        source.answersAfterNextRead = answers
        reference.answersAfterNextRead = answers
        expected = .done
      case .layout:
        source.reads = 0
        refusal = tableUpdateRefusal { try table.layoutIfNeeded() }
        expected = reference.layout()
      case .reloadData, .call(.reloadData):
        source.reads = 0
        refusal = tableUpdateRefusal { try table.reloadData() }
        expected = reference.reloadData()
        if reference.depth > 0 { batchCalls += 1 }
      case .begin:
        if reference.depth > 0 { nested = true } else { batchCalls = 0 }
        source.reads = 0
        table.beginUpdates()
        reference.beginUpdates()
        expected = .done
      case .end:
        commits = reference.depth == 1
        let cells = existingCells(table)
        source.reads = 0
        refusal = tableUpdateRefusal { try table.endUpdates() }
        expected = reference.endUpdates(hasExistingCell: cells.contains)
      case .call(let call):
        commits = reference.depth == 0
        if case .reconfigureRows = call { commits = false }
        // A call outside a batch on a table with nothing cached reads and lays out the rows
        // first: all of them have cells in a tall table, none in a table without height — nor
        // when the read asks for a reload, which stops the pass from making cells (K21).
        let cells: Set<RowPath> =
          commits && !loaded
          ? (script.height > 0 && !reference.reloadsInNextRead
            ? allRows(of: reference.answers) : []) : existingCells(table)
        source.reads = 0
        refusal = tableUpdateRefusal { try perform(call, on: table) }
        expected = reference.perform(call, hasExistingCell: cells.contains)
        if commits { batchCalls = 1 } else if reference.depth > 0 { batchCalls += 1 }
        if case .refused("R1", _) = expected { commits = false }
      }
      let place = "step \(number) (\(step))"
      if let mismatch = compare(refusal, expected) { return "\(place): \(mismatch)" }
      // §1.1: the shape is read once where the reference reads it, never again at a commit.
      if source.reads != reference.reads - readsBefore {
        return
          "\(place): the table read the shape \(source.reads) times, reference \(reference.reads - readsBefore)"
      }
      let rowReads = (source.rowReads - rowReadsBefore.0, reference.rowReads - rowReadsBefore.1)
      if rowReads.0 != rowReads.1 {
        return "\(place): the table asked \(rowReads.0) row counts, reference \(rowReads.1)"
      }
      if let failure = source.reloadFailure { return "\(place): \(failure)" }
      for (kind, count) in reference.reloadsAsked where count > reloadsAskedBefore[kind, default: 0]
      {
        seen["reload asked in a \(kind)'s read", default: 0] += 1
      }
      if changeArmed, reference.answersAfterNextRead == nil, reference.reads - readsBefore >= 2 {
        seen["counts changed between two reads of one operation", default: 0] += 1
      }
      if commits {
        count(
          expected, loaded: loaded, nested: nested, bare: isCall(step), calls: batchCalls,
          old: before, &seen)
        nested = false
        if case .committed(let verdict) = expected {
          guard records.count == recordsBefore + 1, case .success(let batch) = records.last?.result
          else {
            return
              "\(place): the table recorded \(records.count - recordsBefore) batches, expected \(verdict)"
          }
          let actual = ReferenceBatchRules.Verdict(
            .success(batch), old: batch.oldShape.rowCounts, new: batch.newShape.rowCounts)
          if actual != verdict { return "\(place): table \(actual), reference \(verdict)" }
        }
      } else if case .refused(let rule, _) = expected {
        seen[rule, default: 0] += 1
        if case .layout = step { seen["load refused", default: 0] += 1 }
        if case .reloadData = step { seen["reloadData refused", default: 0] += 1 }
      }
      let shape = table.cachedShape.map(\.rowCounts)
      if shape != reference.cached {
        return
          "\(place): the table caches \(String(describing: shape)), reference \(String(describing: reference.cached))"
      }
    }
    return nil
  }

  /// The old rows with a cell, displayed or prepared; read when the table is inside a batch or
  /// loaded, so reading does not load it.
  private func existingCells(_ table: HeadlessTableView) -> Set<RowPath> {
    guard table.isLoaded else { return [] }
    return Set(table.indexPathsForVisibleRows + table.preparedRows)
  }

  /// The rows of answers a tall table lays out; none when the table cannot hold them, as it then
  /// reads nothing.
  private func allRows(of answers: ReferenceTable.Answers) -> Set<RowPath> {
    guard answers.rows.allSatisfy({ (0...100).contains($0) }) else { return [] }
    return Set(
      answers.rows.enumerated().flatMap { section, count in
        (0..<count).map { RowPath(row: $0, section: section) }
      })
  }

  private func isCall(_ step: RandomTableScript.Step) -> Bool {
    if case .call = step { return true }
    return false
  }

  /// Whether the table threw what the reference expects.
  private func compare(_ refusal: TableUpdateError?, _ expected: ReferenceTable.Outcome)
    -> String?
  {
    switch expected {
    case .done, .committed:
      return refusal.map {
        "the table refused \($0.rule.identifier): \($0.message); expected \(expected)"
      }
    case .refused(let rule, let message):
      guard let refusal else { return "the table accepted; expected \(expected)" }
      if refusal.rule.identifier != rule {
        return
          "the table refused \(refusal.rule.identifier): \(refusal.message); expected \(expected)"
      }
      if let message, ReferenceBatchRules.comparableMessage(refusal.message) != message {
        return "message \(refusal.message); expected \(message)"
      }
      return nil
    }
  }

  /// Counts a commit under the classes it belongs to.
  private func count(
    _ outcome: ReferenceTable.Outcome, loaded: Bool, nested: Bool, bare: Bool, calls: Int,
    old: [Int]?, _ seen: inout [String: Int]
  ) {
    switch outcome {
    case .committed(.animated): seen["commit animated", default: 0] += 1
    case .committed: seen["commit reloadData", default: 0] += 1
    case .refused(let rule, _):
      seen["commit refused", default: 0] += 1
      seen[rule, default: 0] += 1
    case .done: break
    }
    if !loaded { seen["commit unloaded", default: 0] += 1 }
    if nested { seen["commit nested", default: 0] += 1 }
    if bare { seen["commit bare", default: 0] += 1 }
    if calls == 0 { seen["commit empty", default: 0] += 1 }
    if old == [] { seen["commit no sections", default: 0] += 1 }
  }

  /// Makes a call on the table through its public method.
  private func perform(_ call: TableViewCall, on table: HeadlessTableView) throws {
    switch call {
    case .insertRows(let paths, let animation): try table.insertRows(at: paths, with: animation)
    case .deleteRows(let paths, let animation): try table.deleteRows(at: paths, with: animation)
    case .reloadRows(let paths, let animation): try table.reloadRows(at: paths, with: animation)
    case .moveRow(let from, let to): try table.moveRow(at: from, to: to)
    case .insertSections(let sections, let animation):
      try table.insertSections(sections, with: animation)
    case .deleteSections(let sections, let animation):
      try table.deleteSections(sections, with: animation)
    case .reloadSections(let sections, let animation):
      try table.reloadSections(sections, with: animation)
    case .moveSection(let from, let to): try table.moveSection(from, toSection: to)
    case .reconfigureRows(let paths): try table.reconfigureRows(at: paths)
    case .reloadData: try table.reloadData()
    }
  }
}

/// A data source that reports given counts, whatever they are, and names each cell after its
/// row.
@MainActor
private final class AnswersDataSource: HeadlessTableViewDataSource {
  var answers: ReferenceTable.Answers
  /// How many times the table asked `numberOfSections(in:)`.
  var reads = 0
  /// How many times the table asked `tableView(_:numberOfRowsInSection:)`, never reset.
  var rowReads = 0
  /// Whether the next `numberOfSections(in:)` calls `reloadData()`.
  var reloadsInNextRead = false
  /// What to report once the next read of the whole shape is answered.
  var answersAfterNextRead: ReferenceTable.Answers?
  /// What went wrong with a `reloadData()` made from a callback: it must only ask for a reload.
  var reloadFailure: String?

  init(_ answers: ReferenceTable.Answers) {
    self.answers = answers
  }

  func numberOfSections(in tableView: HeadlessTableView) -> Int {
    reads += 1
    let sections = answers.sections
    if reloadsInNextRead {
      reloadsInNextRead = false
      let readsBefore = reads
      do {
        try tableView.reloadData()
      } catch {
        reloadFailure = "reloadData() from numberOfSections threw \(error)"
      }
      if reads != readsBefore { reloadFailure = "reloadData() from numberOfSections read again" }
    }
    if sections <= 0 { switchAnswers() }
    return sections
  }

  func tableView(_ tableView: HeadlessTableView, numberOfRowsInSection section: Int) -> Int {
    rowReads += 1
    let rows = answers.rows[section]
    if section == answers.sections - 1 { switchAnswers() }
    return rows
  }

  /// Reports the answers that wait for the end of a read.
  private func switchAnswers() {
    guard let next = answersAfterNextRead else { return }
    answers = next
    answersAfterNextRead = nil
  }

  func tableView(_ tableView: HeadlessTableView, cellForRowAt rowPath: RowPath)
    -> HeadlessTableViewCell
  {
    let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: rowPath)
    cell.text = "\(rowPath.section).\(rowPath.row)"
    return cell
  }
}
