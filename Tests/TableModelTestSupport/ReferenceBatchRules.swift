public import TableModelTesting

/// A second, independent reading of `uikit-batch-rules.md` (§1.5, §1.6, §2.2, §2.3, §3), written
/// from the specification alone, for differential tests of `BatchValidator`.
///
/// It answers the same question as the validator — refused by which rule, replaced by a reload
/// (R21), or accepted with which row mapping — but shares none of its code: it works on plain
/// sets and loops, as slowly as it likes. A refusal is the rule's identifier from §2 ("R5");
/// ``message(_:old:new:hasExistingCell:profile:)`` gives its message, written from §2's format
/// strings (pointers masked as `0x0`, no ` Table view: …` suffix). Profiles follow §0: ``Profile/modern`` is iOS 16.4 and later, with
/// the R23 check and the iOS 18 reload derivation; ``Profile/legacy`` is iOS 14 to 16.3.
///
/// Where the specification leaves a choice, the reading taken is:
/// - §7.3: row reloads of rows without an existing cell are dropped in both profiles (the gate
///   is the app's SDK, not the iOS version; an app built today has it).
/// - §7.1: R23 fires when a surviving section would receive more rows (kept, moved in and
///   inserted) than the data source reports (§2.5's working hypothesis).
/// - §1.5: a reload's position is shifted by the batch's explicit deletes and inserts, not by the
///   halves of other reloads; in ``Profile/modern`` the row deletes of a section the batch
///   deletes do not shift it (iOS 18); ``Profile/legacy`` shifts by them.
/// - §1.6 step 4: a delete's move conflict (R5) is checked before it is absorbed by a deleted
///   section; only its bounds check is skipped (§2.3).
/// - §1.6 step 6: moves are checked one at a time in sorted order (section moves first, then by
///   source; the specification does not order moves with the same source, so by destination):
///   bounds, then R19 and R20 against the moves checked before it. When a move conflicts both
///   ways, the order decides between R19 and R20; R19 prints the destination checked first
///   first (C31 allows either order).
/// - §1.5: reloads are checked against the deletes (R4) in ascending index-path order
///   (`_sortedDeduplicatedReloadItems`), so the first conflict is the one named.
/// - §1.4: a row call whose row is `NSNotFound` (`Int.max`) records a section item. For a move
///   (the specification does not say which of its two paths decides) the source does, as UIKit
///   creates the move's item for its old path (`dc18` `UIRowMoveUpdateItem`): a move from
///   `(s, NSNotFound)` to `(t, r)` is a section move `s` to `t`; a move from a row to
///   `(t, NSNotFound)` is a row move, whose destination no section has rows enough for.
/// - §1.5: a derived position past `Int.max` wraps as UIKit's integer arithmetic does; such a
///   reload always fails its delete half's bounds check first (R6–R8).
/// - §2.2: R25 names only sections that exist before and after. A negative count elsewhere in
///   the new shape — a section the batch inserts or reloads, checked after R22 in ascending
///   order, or any section of a batch UIKit replaces by a reload (R21), whose `reloadData` reads
///   every count — is refused as R25 too, naming that new section: UIKit would build row data
///   with a negative count, and the headless table must not be more lenient than UIKit.
/// - §2.2 R23: "receives more rows than the data source reports" is compared as counts (kept +
///   inserted + moved in > reported), so a negative count in a section that exists before and
///   after is R23 in ``Profile/modern`` (any total exceeds it) and R25 only in
///   ``Profile/legacy``.
public enum ReferenceBatchRules {
  /// The version of UIKit whose rules apply.
  public enum Profile: Hashable, Sendable, CaseIterable {
    /// iOS 16.4 and later: R23 runs; reloads derive their position as iOS 18 does.
    case modern
    /// iOS 14 to 16.3: no R23; count mismatches are R24.
    case legacy
  }

  /// Where the rows of an accepted, animated batch go (§3).
  public struct Mapping: Hashable, Sendable {
    /// The new section of every old section, `nil` when it is deleted.
    public var sections: [Int?]
    /// The new position of every old row that survives; deleted rows are absent.
    public var rows: [RowPath: RowPath]
    /// The new rows that have no old row: inserts, reload halves, rows of inserted sections.
    public var inserted: Set<RowPath>

    /// Creates a mapping.
    ///
    /// - Parameters:
    ///   - sections: The new section of every old section.
    ///   - rows: The new position of every surviving old row.
    ///   - inserted: The new rows that have no old row.
    public init(sections: [Int?], rows: [RowPath: RowPath], inserted: Set<RowPath>) {
      self.sections = sections
      self.rows = rows
      self.inserted = inserted
    }
  }

  /// What UIKit does with a batch.
  public enum Verdict: Hashable, Sendable, CustomStringConvertible {
    /// The batch throws; the associated value is the rule's identifier, such as `"R5"`.
    case refused(String)
    /// The batch is accepted by reloading the whole table (R21).
    case reloadData
    /// The batch animates with this mapping.
    case animated(Mapping)

    /// The rule, `reloadData`, or the mapping's rows and inserts in order.
    public var description: String {
      switch self {
      case .refused(let rule): return rule
      case .reloadData: return "reloadData"
      case .animated(let mapping):
        let rows = mapping.rows.sorted { $0.key < $1.key }.map { "\($0.key)→\($0.value)" }
        return "animated \(mapping.sections) \(rows) + \(mapping.inserted.sorted())"
      }
    }
  }

  /// Decides a batch from the specification.
  ///
  /// - Parameters:
  ///   - calls: The calls of one batch, in call order. `reconfigureRows` and `reloadData` are
  ///     not update items (§1.4, §1.7) and are ignored.
  ///   - old: The cached shape; counts must not be negative.
  ///   - new: The data source's shape at commit; a negative count is refused (R23, R25).
  ///   - hasExistingCell: Whether an old row has a cell (§1.5); asked for row reloads only.
  ///   - profile: The version of UIKit.
  /// - Returns: The verdict.
  public static func verdict(
    _ calls: [TableViewCall], old: [Int], new: [Int], hasExistingCell: (RowPath) -> Bool,
    profile: Profile = .modern
  ) -> Verdict {
    judged(calls, old: old, new: new, hasExistingCell: hasExistingCell, profile: profile).verdict
  }

  /// The message of the rule that refuses a batch, `nil` when the batch is accepted; its
  /// parameters are ``verdict(_:old:new:hasExistingCell:profile:)``'s.
  ///
  /// An R23 message is given as ``comparableMessage(_:)`` gives it: the specification words the
  /// first line two ways and leaves the update list's wording of sections and moves open
  /// (§2.4), so only the first line's common beginning and the two count lines are compared.
  public static func message(
    _ calls: [TableViewCall], old: [Int], new: [Int], hasExistingCell: (RowPath) -> Bool,
    profile: Profile = .modern
  ) -> String? {
    judged(calls, old: old, new: new, hasExistingCell: hasExistingCell, profile: profile).message
  }

  /// A refusal's message in the form ``message(_:old:new:hasExistingCell:profile:)`` gives it:
  /// unchanged, except an R23 message, cut to its first line's beginning that both wordings
  /// share and its before and after lines (§2.4).
  ///
  /// - Parameter message: A message, such as a `TableUpdateError`'s.
  /// - Returns: The message to compare.
  public static func comparableMessage(_ message: String) -> String {
    guard message.hasPrefix(invalidBatchUpdatesPrefix) else { return message }
    let lines = message.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    return ([invalidBatchUpdatesPrefix] + lines.dropFirst().prefix(2)).joined(separator: "\n")
  }

  /// Where the two wordings of R23's first line part (§2.4).
  static let invalidBatchUpdatesPrefix =
    "Invalid batch updates detected: the number of sections and/or rows returned by the data source before"

  private static func judged(
    _ calls: [TableViewCall], old: [Int], new: [Int], hasExistingCell: (RowPath) -> Bool,
    profile: Profile
  ) -> (verdict: Verdict, message: String?) {
    do {
      var batch = try Batch(calls)
      try batch.decomposeReloads(hasExistingCell: hasExistingCell, profile: profile)
      return (try batch.commit(old: old, new: new, profile: profile), nil)
    } catch let refusal as Refusal {
      return (.refused(refusal.rule), refusal.message)
    } catch {
      return (.refused("\(error)"), nil)
    }
  }
}

extension ReferenceBatchRules {
  /// A broken rule.
  struct Refusal: Error {
    /// The rule's identifier.
    var rule: String
    /// UIKit's message (§2).
    var message: String

    init(_ rule: String, _ message: String) {
      self.rule = rule
      self.message = message
    }

    /// R25 (§2.2), naming a section.
    static func negativeRows(_ section: Int) -> Refusal {
      Refusal(
        "R25",
        "Invalid update: invalid number of rows in section \(section). Attempt to delete more rows than exist in section."
      )
    }
  }

  /// An index path as UIKit prints it, pointer masked; a negative index prints as `%lu` would,
  /// and a section operation's row is `NSNotFound` (§1.4, §2).
  static func indexPath(_ section: Int, _ row: Int?) -> String {
    let section = UInt(bitPattern: section)
    let row = row.map { UInt(bitPattern: $0) } ?? UInt(Int.max)
    return "<NSIndexPath: 0x0> {length = 2, path = \(section) - \(row)}"
  }

  /// ``indexPath(_:_:)`` of a row.
  static func indexPath(_ path: RowPath) -> String { indexPath(path.section, path.row) }

  /// One batch's calls, sorted into sets by kind (duplicates collapse, §2.3).
  struct Batch {
    var rowDeletes = Set<RowPath>()
    var rowInserts = Set<RowPath>()
    var rowReloads = Set<RowPath>()
    var sectionDeletes = Set<Int>()
    var sectionInserts = Set<Int>()
    var sectionReloads = Set<Int>()
    /// Row moves without identical duplicates, in call order.
    var rowMoves: [(from: RowPath, to: RowPath)] = []
    /// Section moves without identical duplicates, in call order.
    var sectionMoves: [(from: Int, to: Int)] = []
    /// Deletes after reload decomposition: explicit deletes plus reload halves.
    var allRowDeletes = Set<RowPath>()
    var allSectionDeletes = Set<Int>()
    /// Inserts after reload decomposition.
    var allRowInserts = Set<RowPath>()
    var allSectionInserts = Set<Int>()

    /// Records the calls; a negative position is R1 at the call (§2.1).
    init(_ calls: [TableViewCall]) throws {
      for call in calls {
        switch call {
        case .insertRows(let paths, _):
          Self.record(try Self.checked(paths), rows: &rowInserts, sections: &sectionInserts)
        case .deleteRows(let paths, _):
          Self.record(try Self.checked(paths), rows: &rowDeletes, sections: &sectionDeletes)
        case .reloadRows(let paths, _):
          Self.record(try Self.checked(paths), rows: &rowReloads, sections: &sectionReloads)
        case .insertSections(let sections, _): sectionInserts.formUnion(try Self.checked(sections))
        case .deleteSections(let sections, _): sectionDeletes.formUnion(try Self.checked(sections))
        case .reloadSections(let sections, _): sectionReloads.formUnion(try Self.checked(sections))
        case .moveRow(let from, let to):
          _ = try Self.checked([from, to])
          if from.row == Int.max {
            if !sectionMoves.contains(where: { $0.from == from.section && $0.to == to.section }) {
              sectionMoves.append((from.section, to.section))
            }
          } else if !rowMoves.contains(where: { $0.from == from && $0.to == to }) {
            rowMoves.append((from, to))
          }
        case .moveSection(let from, let to):
          _ = try Self.checked([from, to])
          if !sectionMoves.contains(where: { $0.from == from && $0.to == to }) {
            sectionMoves.append((from, to))
          }
        case .reconfigureRows, .reloadData: break
        }
      }
    }

    /// §1.4: an item is a section operation exactly when its row is `NSNotFound` (`Int.max`),
    /// whichever call made it, so a row call naming `(s, NSNotFound)` acts on section `s`.
    private static func record(
      _ paths: [RowPath], rows: inout Set<RowPath>, sections: inout Set<Int>
    ) {
      for path in paths {
        if path.row == Int.max {
          sections.insert(path.section)
        } else {
          rows.insert(path)
        }
      }
    }

    private static func checked(_ paths: [RowPath]) throws -> [RowPath] {
      if let path = paths.first(where: { $0.section < 0 || $0.row < 0 }) {
        throw invalid(ReferenceBatchRules.indexPath(path))
      }
      return paths
    }

    private static func checked(_ sections: [Int]) throws -> [Int] {
      if let section = sections.first(where: { $0 < 0 }) {
        throw invalid(ReferenceBatchRules.indexPath(section, nil))
      }
      return sections
    }

    private static func invalid(_ indexPath: String) -> Refusal {
      Refusal("R1", "Attempted to perform update with invalid index path: \(indexPath)")
    }
  }
}
