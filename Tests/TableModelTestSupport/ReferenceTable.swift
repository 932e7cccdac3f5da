public import TableModelTesting

/// A table's life as the specification tells it, one step at a time.
///
/// Around ``ReferenceBatchRules`` it says when the cached ("old") shape is read (§1.2), how batches nest and what
/// a call outside a batch is (§1.3), what `reloadData` does (§1.7), and what a data source that
/// reports impossible counts gets. Written from `uikit-batch-rules.md`, not from the headless
/// table.
///
/// Where the specification leaves a choice, the reading taken is:
/// - §1.2: nothing is cached until the table is laid out, reloaded, or a batch begins; the
///   outermost `beginUpdates()` (and so a call outside a batch) reads the data source when
///   nothing is cached. A read that cannot be cached — a negative row count (R25, naming the
///   first such section) or a negative number of sections (the package's rule `tableSize`) —
///   and, beyond the specification, counts no headless table holds (more sections, or rows in
///   all, than `HeadlessTableView.maximumCount`, also `tableSize`) — leaves the table without a
///   shape; the batch that read it is refused with that error when it
///   commits, and nothing else of it is validated.
/// - Replacing the data source keeps the cached shape: the specification names only a table
///   never laid out and a pending `reloadData` as having none (§1.2).
/// - §1.1: the count of sections is read first; when it is negative the rows are not read, and
///   the commit is refused (`tableSize`) unless a reload conflicts with a delete (R4), a stage
///   before the read (§1.6 step 2).
/// - §1.3, R1: a call with a negative position is refused at the call and records nothing; a
///   batch it was made in stays open. A `reconfigureRows(at:)` with a negative position is R1
///   too (a negative position is no row at all; the specification only exempts reconfigures from
///   R3–R25, §5).
/// - A refused commit leaves the cached shape as it was (§1.6, "should leave its shape
///   untouched").
/// - §1.7: outside a batch, `reloadData()` reads every count at once (callback rules K8): a
///   negative count is refused as R25, a negative number of sections as `tableSize`, and the
///   cached shape stays as it was. Inside a batch it changes nothing of the batch; an accepted
///   batch then caches what the data source reports, and reloads once applied (not after R21,
///   which reloaded already, with the counts the commit read).
/// - K21, §1.2: a `reloadData()` the data source makes from a count callback of a load (a layout
///   or a batch's start on a table with nothing cached, UIKit's visible-cells pass) waits for the
///   next run-loop turn, then lays out.
/// - K8, §1.7: a `reloadData()` the data source makes from a count callback of a commit or of a
///   reload, while UIKit suspends reloads, only asks for a reload; it runs once the commit or
///   the reload is over and accepted (after R21 too), reading the counts again, and is dropped
///   with a refused one. Asks before that reload reads are one reload: a batch's own deferred
///   reload answers an ask from its commit's read. A refused deferred reload (R25, `tableSize`)
///   is the step's refusal; the batch stays applied.
/// - §1.1: every read asks `numberOfSections` once, then `numberOfRowsInSection` once per
///   section in order — none when the number of sections is negative or above the limit, and
///   none past the first count that takes the rows above it. What the commit validates and
///   caches is that one read, whatever a later read in the same operation reports.
public struct ReferenceTable: Sendable {
  /// What a data source answers: `numberOfSections`, then every section's `numberOfRows`.
  public struct Answers: Hashable, Sendable, CustomStringConvertible {
    /// What `numberOfSections(in:)` returns; may be negative.
    public var sections: Int
    /// What `numberOfRowsInSection` returns for each of `max(0, sections)` sections.
    public var rows: [Int]

    /// Answers that report a shape.
    ///
    /// - Parameter rows: The row counts; the number of sections is their count.
    public init(_ rows: [Int]) {
      sections = rows.count
      self.rows = rows
    }

    /// Answers with a negative number of sections.
    ///
    /// - Parameter sections: The negative count.
    public init(negativeSections sections: Int) {
      self.sections = sections
      rows = []
    }

    /// Whether no table holds these counts: a negative number of sections, or more sections or
    /// rows in all than `limit`.
    func cannotBeHeld(limit: Int) -> Bool {
      guard sections >= 0, sections <= limit else { return true }
      var total = 0
      for count in rows where count > 0 {
        guard count <= limit - total else { return true }
        total += count
      }
      return false
    }

    /// `[3, 2]`, or `sections -1`.
    public var description: String { sections < 0 ? "sections \(sections)" : "\(rows)" }
  }

  /// What a step did.
  public enum Outcome: Hashable, Sendable, CustomStringConvertible {
    /// Nothing to compare: a call recorded in a batch, an inner `endUpdates()`, a change of the
    /// data source.
    case done
    /// A refusal: the rule (`R1`…`R25`, or `tableSize`) and UIKit's message, `nil` for the
    /// package's own rules.
    case refused(String, String?)
    /// A batch committed with this verdict (never ``ReferenceBatchRules/Verdict/refused(_:)``).
    case committed(ReferenceBatchRules.Verdict)

    /// The outcome in a line.
    public var description: String {
      switch self {
      case .done: "done"
      case .refused(let rule, let message): "refused \(rule): \(message ?? "")"
      case .committed(let verdict): "committed \(verdict)"
      }
    }
  }

  /// The version of UIKit whose rules apply.
  public let profile: ReferenceBatchRules.Profile
  /// What the data source reports now.
  public var answers: Answers
  /// The shape the table has cached, `nil` before it has one.
  public private(set) var cached: [Int]?
  /// How many `beginUpdates()` are open.
  public private(set) var depth = 0
  /// How many times the table has asked `numberOfSections(in:)`: once per read of the shape
  /// (§1.1) — at a load, at a commit that gets past R4 (§1.6 step 3), at a `reloadData()`.
  public private(set) var reads = 0
  /// How many times the table has asked `numberOfRowsInSection` (§1.1).
  public private(set) var rowReads = 0
  /// Whether the data source calls `reloadData()` from its next read while a shape is cached.
  public var reloadsInNextRead = false
  /// What the data source reports once it answered its next read of the whole shape.
  public var answersAfterNextRead: Answers?
  /// How many times the data source asked for a reload from a count callback, by the read it
  /// was in: `load`, `commit` or `reload`.
  public private(set) var reloadsAsked: [String: Int] = [:]
  /// Whether a reload asked from a load's count callback waits for the next run-loop turn (K21).
  public private(set) var reloadsNextTurn = false
  private var recorded: [TableViewCall] = []
  private var loadFailure: ReferenceBatchRules.Refusal?
  /// A `reloadData()` asked while reloads are suspended, waiting for the suspension's end (K8).
  private var reloadPending = false

  /// The most sections, or rows in all, the table holds.
  public let limit: Int

  /// A table that has not read its data source yet.
  ///
  /// - Parameters:
  ///   - answers: What its data source reports.
  ///   - profile: The version of UIKit.
  ///   - limit: The most sections, or rows in all, the table holds, such as
  ///     `HeadlessTableView.maximumCount`.
  public init(answers: Answers, profile: ReferenceBatchRules.Profile, limit: Int) {
    self.answers = answers
    self.profile = profile
    self.limit = limit
  }

  /// Reads the data source, as a layout or a batch's start does when nothing is cached.
  ///
  /// - Returns: The refusal of a read that cannot be cached, or `nil`.
  public mutating func layout() -> Outcome {
    guard depth == 0, cached == nil else { return .done }
    if let refusal = load() { return .refused(refusal.rule, refusal.specMessage) }
    return .done
  }

  /// `reloadData()`.
  public mutating func reloadData() -> Outcome {
    if depth > 0 {
      recorded.append(.reloadData)
      return .done
    }
    switch read() {
    case .failure(let refusal):
      reloadPending = false
      return .refused(refusal.rule, refusal.specMessage)
    case .success(let shape):
      cached = shape
      return performPendingReload() ?? .done
    }
  }

  /// Runs the reload asked for while reloads were suspended (K8); its refusal, or `nil`.
  private mutating func performPendingReload() -> Outcome? {
    while reloadPending {
      reloadPending = false
      switch read() {
      case .failure(let refusal):
        reloadPending = false
        return .refused(refusal.rule, refusal.specMessage)
      case .success(let shape): cached = shape
      }
    }
    return nil
  }

  /// The next run-loop turn: the reload a load's count callback asked for (K21), then a layout.
  ///
  /// - Returns: The reload's refusal, or `nil` when no reload waited.
  public mutating func runLoopTurn() -> Outcome? {
    guard reloadsNextTurn else { return nil }
    reloadsNextTurn = false
    let outcome = reloadData()
    if case .refused = outcome { return outcome }
    return layout()
  }

  /// `beginUpdates()`: the outermost one reads the data source when nothing is cached.
  public mutating func beginUpdates() {
    if depth == 0, cached == nil { loadFailure = load() }
    depth += 1
  }

  /// `endUpdates()`; the outermost one commits.
  ///
  /// - Parameter hasExistingCell: Whether an old row has a cell when the batch commits.
  /// - Returns: What the commit did.
  public mutating func endUpdates(hasExistingCell: (RowPath) -> Bool) -> Outcome {
    precondition(depth > 0, "endUpdates() without beginUpdates()")
    depth -= 1
    return depth == 0 ? commit(hasExistingCell: hasExistingCell) : .done
  }

  /// An update call: recorded inside a batch, a batch of its own outside (§1.3).
  ///
  /// - Parameters:
  ///   - call: The call; not `reloadData` (see ``reloadData()``).
  ///   - hasExistingCell: Whether an old row has a cell when a batch of its own commits.
  /// - Returns: What it did.
  public mutating func perform(_ call: TableViewCall, hasExistingCell: (RowPath) -> Bool)
    -> Outcome
  {
    if let refusal = Self.callRefusal(call) { return .refused(refusal.rule, refusal.message) }
    if depth > 0 {
      recorded.append(call)
      return .done
    }
    if case .reconfigureRows = call { return .done }
    beginUpdates()
    recorded.append(call)
    return endUpdates(hasExistingCell: hasExistingCell)
  }

  /// R1 at the call (§2.1), for reconfigures too (reading in the type's notes).
  static func callRefusal(_ call: TableViewCall) -> ReferenceBatchRules.Refusal? {
    if case .reconfigureRows(let paths) = call {
      guard let path = paths.first(where: { $0.section < 0 || $0.row < 0 }) else { return nil }
      return ReferenceBatchRules.Refusal(
        "R1",
        "Attempted to perform update with invalid index path: \(ReferenceBatchRules.indexPath(path))"
      )
    }
    do {
      _ = try ReferenceBatchRules.Batch([call])
      return nil
    } catch let refusal as ReferenceBatchRules.Refusal {
      return refusal
    } catch {
      return ReferenceBatchRules.Refusal("\(error)", "")
    }
  }

  private mutating func commit(hasExistingCell: (RowPath) -> Bool) -> Outcome {
    let calls = recorded
    recorded = []
    reloadPending = false
    if let failure = loadFailure {
      loadFailure = nil
      return .refused(failure.rule, failure.specMessage)
    }
    guard let old = cached else { return .done }
    let early = ReferenceBatchRules.verdict(
      calls, old: old, new: [], hasExistingCell: hasExistingCell, profile: profile)
    // §1.6: only the reload decomposition (R4) comes before the data source is read.
    if early == .refused("R4") {
      return .refused(
        "R4",
        ReferenceBatchRules.message(
          calls, old: old, new: [], hasExistingCell: hasExistingCell, profile: profile))
    }
    let read = readAnswers(.commit)
    if read.cannotBeHeld(limit: limit) {
      reloadPending = false
      return .refused("tableSize", nil)
    }
    let new = read.rows
    let verdict = ReferenceBatchRules.verdict(
      calls, old: old, new: new, hasExistingCell: hasExistingCell, profile: profile)
    if case .refused(let rule) = verdict {
      reloadPending = false
      return .refused(
        rule,
        ReferenceBatchRules.message(
          calls, old: old, new: new, hasExistingCell: hasExistingCell, profile: profile))
    }
    cached = new
    // §1.7: the reload the batch suspended runs once it is applied, and reads the shape again;
    // a batch UIKit replaced by a reload (R21) has reloaded already. One reload answers every
    // ask made before it reads (K8).
    if case .animated = verdict, calls.contains(.reloadData) { reloadPending = true }
    return performPendingReload() ?? .committed(verdict)
  }

  /// Reads and caches the shape; the refusal of a read that cannot be cached.
  private mutating func load() -> ReferenceBatchRules.Refusal? {
    switch read(.load) {
    case .failure(let refusal): return refusal
    case .success(let shape):
      cached = shape
      return nil
    }
  }

  private mutating func read(_ kind: ReadKind = .reload)
    -> Result<[Int], ReferenceBatchRules.Refusal>
  {
    let read = readAnswers(kind)
    if read.cannotBeHeld(limit: limit) {
      return .failure(ReferenceBatchRules.Refusal("tableSize", ""))
    }
    if let section = read.rows.firstIndex(where: { $0 < 0 }) {
      return .failure(.negativeRows(section))
    }
    return .success(read.rows)
  }

  /// One read of the data source (§1.1): what it answered, after its callbacks' side effects —
  /// a `reloadData()` asked from `numberOfSections` while a shape is cached, answers that
  /// change once the read is whole.
  private mutating func readAnswers(_ kind: ReadKind) -> Answers {
    reads += 1
    let read = answers
    if reloadsInNextRead {
      reloadsInNextRead = false
      reloadsAsked[kind.rawValue, default: 0] += 1
      // A load is part of the visible-cells pass (§1.2): its reload waits for the next turn
      // (K21); a commit or a reload suspends reloads until it is over (K8).
      if kind == .load { reloadsNextTurn = true } else { reloadPending = true }
    }
    // The rows asked: none for a number of sections the table does not take, then each in turn
    // up to the first count that takes the rows past the limit.
    var asked = 0
    if read.sections >= 0, read.sections <= limit {
      var total = 0
      for count in read.rows {
        asked += 1
        if count > 0 {
          guard count <= limit - total else { break }
          total += count
        }
      }
    }
    rowReads += asked
    if let next = answersAfterNextRead, read.sections <= 0 || asked == read.sections {
      answers = next
      answersAfterNextRead = nil
    }
    return read
  }
}

/// Which operation reads the data source.
private enum ReadKind: String {
  /// A layout or a batch's start on a table with nothing cached (§1.2).
  case load
  /// A batch's commit (§1.6 step 3).
  case commit
  /// `reloadData()`, at once or deferred.
  case reload
}

extension ReferenceBatchRules.Refusal {
  /// The message, `nil` for the package's own rules, whose text the specification does not give.
  fileprivate var specMessage: String? { rule == "tableSize" ? nil : message }
}
