extension BatchValidator {
  /// Which version of UIKit's batch-update validation a validator (and so a
  /// `HeadlessTableView`) reproduces.
  ///
  /// The two profiles differ where iOS 16.4 changed UIKit (`uikit-batch-rules.md`, §2.4):
  /// ``modern`` (iOS 16.4 and later, the default) detects batches whose old-to-new row mapping
  /// cannot be built and reports them as "Invalid batch updates detected" (R23) before the
  /// per-section row count check; ``legacy`` (iOS 14 to 16.3) reports those batches through the
  /// row count check (R24) instead. The modern profile also places a reload's new half as iOS 18
  /// does (§1.5): row deletes inside a section the batch deletes do not shift it.
  ///
  /// A struct with static members rather than an enum, so that later profiles can be added.
  public struct Profile: Hashable, Sendable {
    /// The profile's name.
    public let name: String

    /// Whether the "Invalid batch updates detected" check (R23) runs.
    public var detectsInvalidBatchUpdates: Bool

    /// Whether a row reload is dropped when the row has no existing cell, as apps built with a
    /// modern SDK see (`uikit-batch-rules.md`, §1.5).
    ///
    /// When `false`, every reload is decomposed into a delete and an insert.
    public var dropsRowReloadsWithoutExistingCell: Bool

    /// Whether the new position of a reloaded row ignores the row deletes inside a section the
    /// batch deletes, as iOS 18 does (`uikit-batch-rules.md`, §1.5).
    ///
    /// When `false`, every row delete of the reload's section before it shifts it up.
    public var reloadsIgnoreRowDeletesOfDeletedSections: Bool

    /// Creates a profile.
    ///
    /// - Parameters:
    ///   - name: A name for the profile, used in descriptions.
    ///   - detectsInvalidBatchUpdates: Whether the R23 check runs.
    ///   - dropsRowReloadsWithoutExistingCell: Whether row reloads without a cell are dropped.
    ///   - reloadsIgnoreRowDeletesOfDeletedSections: Whether a reload's new position ignores row
    ///     deletes inside deleted sections. The default is `false`.
    public init(
      name: String, detectsInvalidBatchUpdates: Bool, dropsRowReloadsWithoutExistingCell: Bool,
      reloadsIgnoreRowDeletesOfDeletedSections: Bool = false
    ) {
      self.name = name
      self.detectsInvalidBatchUpdates = detectsInvalidBatchUpdates
      self.dropsRowReloadsWithoutExistingCell = dropsRowReloadsWithoutExistingCell
      self.reloadsIgnoreRowDeletesOfDeletedSections = reloadsIgnoreRowDeletesOfDeletedSections
    }

    /// iOS 16.4 and later, built with a current SDK: the default.
    ///
    /// Reloads are placed as iOS 18 places them.
    public static let modern = Profile(
      name: "modern", detectsInvalidBatchUpdates: true, dropsRowReloadsWithoutExistingCell: true,
      reloadsIgnoreRowDeletesOfDeletedSections: true)

    /// iOS 14 to 16.3: no R23 check; inconsistent counts are reported by R24.
    public static let legacy = Profile(
      name: "legacy", detectsInvalidBatchUpdates: false, dropsRowReloadsWithoutExistingCell: true
    )
  }
}
