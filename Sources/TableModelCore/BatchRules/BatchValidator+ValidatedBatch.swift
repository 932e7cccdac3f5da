extension BatchValidator {
  /// A batch that a ``BatchValidator`` accepted: its shapes, how UIKit carries it out, and where
  /// its rows went.
  public struct ValidatedBatch: Hashable, Sendable {
    /// How UIKit carries out an accepted batch.
    public enum Outcome: Hashable, Sendable {
      /// The batch animates: rows and sections move as the mapping says.
      case animated(Mapping)
      /// The batch moved a row out of a deleted section or into an inserted one, so UIKit skipped
      /// the count checks and called `reloadData()` instead of animating (R21). No cell is kept.
      case reloadData
    }

    /// The shape the table had cached before the batch.
    public let oldShape: TableShape

    /// The shape the data source reported when the batch committed.
    public let newShape: TableShape

    /// The update items after UIKit's normalisation, in the order UIKit lists them: deletes
    /// (descending), moves, then inserts (ascending).
    ///
    /// Reloads appear as their delete and insert halves; duplicates and row updates absorbed by
    /// section updates are gone.
    package let updates: [UpdateItem]

    /// How the batch is carried out.
    public let outcome: Outcome

    /// The row mapping, or `nil` when the batch fell back to reloading the table.
    public var mapping: Mapping? {
      if case .animated(let mapping) = outcome { return mapping }
      return nil
    }
  }
}
