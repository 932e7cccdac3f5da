import TableModelTesting
import Testing

/// Identities not equal to themselves — a `Double` identity's NaN — given to the diff: none
/// pairs with anything, so each row is deleted and inserted, and the diff stays linear.
///
/// Before, every such identity after the first walked all the ones before it, as each one's
/// lookup did: O(*n*²) comparisons for *n* of them, where the diff promises O(*n*) — 5,000 NaN
/// identities took 25 seconds in a debug build, 300,000 never returned.
@Suite struct UnpairableIdentityTests {
  /// An identity that, like NaN, is equal to nothing, itself included, and hashes as every
  /// other does; it counts the comparisons made of it.
  struct Unpairable: Hashable, Sendable {
    nonisolated(unsafe) static var comparisons = 0
    let value: Int
    static func == (lhs: Self, rhs: Self) -> Bool {
      comparisons += 1
      return false
    }
    func hash(into hasher: inout Hasher) { hasher.combine(0) }
  }

  /// A row whose identity is a value of `ID`.
  struct Row<ID: Hashable & Sendable>: Diffable {
    let id: ID
    func isContentEqual(to other: Self) -> Bool { true }
  }

  @Test func identitiesThatHashAlikeAndMatchNothing_costComparisonsLinearInTheirCount() {
    let count = 1_000
    Unpairable.comparisons = 0
    let changes = StagedChangeset(
      source: (0..<count).map { Row(id: Unpairable(value: $0)) },
      target: (0..<count).map { Row(id: Unpairable(value: $0)) })
    // Before: 1,999,001 comparisons (half a million building the table, the rest in the
    // lookups).
    #expect(Unpairable.comparisons <= 10 * count, "\(Unpairable.comparisons) comparisons")
    let changeset = changes.first?.changeset
    #expect(changeset?.deletedRows.count == count && changeset?.insertedRows.count == count)
  }

  @Test func nanIdentities_pairWithNothing_andOthersStillPair() {
    let source = [1, .nan, 2, .nan, .nan, 3].map { Row(id: $0) }
    let target = [.nan, 3, 1, .nan, 2].map { Row(id: $0) }
    let changeset = StagedChangeset(source: source, target: target).first?.changeset
    #expect(changeset?.deletedRows == [1, 3, 4].map { RowPath(row: $0, section: 0) })
    #expect(changeset?.insertedRows == [0, 3].map { RowPath(row: $0, section: 0) })
  }
}
