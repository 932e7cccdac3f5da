/// The position of a row in a table: a section index and a row index inside that section.
///
/// `RowPath` is the core's replacement for Foundation's `IndexPath`, which UIKit uses for the same
/// purpose. It always has exactly two components, so it cannot express the malformed index paths
/// that UIKit rejects at run time, and it orders by section first, then by row, as UIKit does.
///
/// ```swift
/// let path = RowPath(row: 2, section: 0)
/// print(path)  // [0, 2]
/// ```
public struct RowPath: Hashable, Sendable {
  /// The index of the section that holds the row.
  public var section: Int

  /// The index of the row inside its section.
  public var row: Int

  /// Creates a row path from a row index and a section index, in UIKit's argument order.
  ///
  /// - Parameters:
  ///   - row: The index of the row inside its section.
  ///   - section: The index of the section.
  @inlinable
  public init(row: Int, section: Int) {
    self.section = section
    self.row = row
  }
}

extension RowPath: Comparable {
  /// Orders row paths by section, then by row.
  @inlinable
  public static func < (lhs: RowPath, rhs: RowPath) -> Bool {
    lhs.section != rhs.section ? lhs.section < rhs.section : lhs.row < rhs.row
  }
}

extension RowPath: CustomStringConvertible, CustomDebugStringConvertible {
  /// The path as `[section, row]`, the way `IndexPath` prints itself.
  public var description: String { "[\(section), \(row)]" }

  /// The path as `[section, row]`.
  public var debugDescription: String { description }
}
