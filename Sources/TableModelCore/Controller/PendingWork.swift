/// The work a controller holds while it applies a change to its table, or while it waits for the
/// table's layout to end: the model's changes that arrived meanwhile, applied next — one alone as
/// it came, several coalesced into one reload — then the commits of the value edits whose fields
/// the table asked to resign meanwhile, in the order the edits ended.
struct PendingWork {
  /// A change of the model, with the release of its completion hold.
  typealias Change = (change: TableModelChange, release: (@MainActor () -> Void)?)

  /// The changes, in the order they arrived.
  private(set) var changes: [Change] = []
  /// Whether ``changes`` began during the table's layout (else while a change was applied), for
  /// the notice that coalesces them.
  private(set) var changesBeganDuringLayout = false
  /// The commits of value edits, in the order the edits ended.
  private var valueEditCommits: [@MainActor () -> Void] = []

  /// Adds a change.
  ///
  /// - Parameters:
  ///   - change: The change.
  ///   - duringLayout: Whether it arrived during the table's layout.
  mutating func add(_ change: Change, duringLayout: Bool) {
    if changes.isEmpty { changesBeganDuringLayout = duringLayout }
    changes.append(change)
  }

  /// Adds the commit of an edit that ended.
  ///
  /// - Parameter commit: The commit.
  mutating func add(valueEditCommit commit: @escaping @MainActor () -> Void) {
    valueEditCommits.append(commit)
  }

  /// Removes and returns the changes.
  ///
  /// - Returns: The changes, in the order they arrived.
  mutating func takeChanges() -> [Change] {
    defer { changes = [] }
    return changes
  }

  /// Removes and returns the first edit's commit, if any.
  ///
  /// - Returns: The commit.
  mutating func takeValueEditCommit() -> (@MainActor () -> Void)? {
    valueEditCommits.isEmpty ? nil : valueEditCommits.removeFirst()
  }
}
