/// An identity that occurs more than once in the source or the target of a diff, with where.
///
/// The diff's policy for duplicates is the same in debug and release builds and never drops a
/// row: elements that share an identity are paired in order of occurrence — the first in the
/// source with the first in the target, and so on — and occurrences left without a partner are
/// deleted or inserted. Each duplicated identity is reported once, so apps can log or assert:
///
/// ```swift
/// let changes = StagedChangeset(source: old, target: new)
/// assert(changes.duplicateRows.isEmpty, "\(changes.duplicateRows)")
/// ```
public struct DuplicateIdentifier<Position: Hashable & Sendable>: Hashable, Sendable {
  /// The identity, as `String(describing:)` prints it.
  public var id: String

  /// Where the identity occurs in the source.
  public var sourcePositions: [Position]

  /// Where the identity occurs in the target.
  public var targetPositions: [Position]

  /// Creates a report of a duplicated identity.
  ///
  /// - Parameters:
  ///   - id: The identity, described.
  ///   - sourcePositions: Where it occurs in the source.
  ///   - targetPositions: Where it occurs in the target.
  public init(id: String, sourcePositions: [Position], targetPositions: [Position]) {
    self.id = id
    self.sourcePositions = sourcePositions
    self.targetPositions = targetPositions
  }
}

extension DuplicateIdentifier: CustomStringConvertible {
  /// `id <identity>: source <positions>, target <positions>`.
  public var description: String {
    "id \(id): source \(sourcePositions), target \(targetPositions)"
  }
}
