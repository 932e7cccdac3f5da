#if canImport(UIKit) && (os(iOS) || os(visionOS))
public import Foundation
internal import UIKit

extension RowPath {
  /// The row of an index path.
  ///
  /// - Parameter indexPath: An index path with a section and a row.
  public init(_ indexPath: IndexPath) {
    self.init(row: indexPath.row, section: indexPath.section)
  }

  /// The row as an index path.
  public var indexPath: IndexPath { IndexPath(row: row, section: section) }
}
#endif
