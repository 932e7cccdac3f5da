/// The shape of a table: how many rows each section has, and so how many sections there are.
///
/// UIKit validates every batch update by comparing shapes: the shape it cached before the batch,
/// the shape the data source reports after it, and the rows and sections the batch inserted,
/// deleted and moved. `HeadlessTableView` does the same.
///
/// ```swift
/// let shape: TableShape = [3, 0, 2]
/// shape.numberOfSections          // 3
/// shape.numberOfRows(inSection: 2) // 2
/// shape.totalRowCount             // 5
/// ```
public struct TableShape: Hashable, Sendable {
  /// The number of rows in each section, indexed by section.
  public var rowCounts: [Int]

  /// Creates a shape from the number of rows in each section.
  ///
  /// - Parameter rowCounts: The number of rows in each section, indexed by section.
  public init(_ rowCounts: [Int]) {
    self.rowCounts = rowCounts
  }

  /// The number of sections.
  public var numberOfSections: Int { rowCounts.count }

  /// The number of rows in all sections together.
  ///
  /// - Precondition: The counts must add up to a sum in `Int.min...Int.max` (negative counts,
  ///   which no table has, are added as they are); otherwise the program stops, in
  ///   every build configuration, with a message naming this property and the shape (not the
  ///   standard library's overflow trap).
  public var totalRowCount: Int {
    Self.total(
      sections: rowCounts.count, rows: { rowCounts[$0] },
      overflow: { limit in
        contractViolation(
          "TableShape.totalRowCount: the row counts of \(self) add up past \(limit)")
      })
  }

  /// The sum of the row counts of sections `0..<sections`, or a call of `overflow` with the limit
  /// it passes, `Int.max` or `Int.min`: for ``totalRowCount`` and for a model's total, which
  /// names itself.
  ///
  /// - Parameters:
  ///   - sections: The number of sections.
  ///   - rows: The row count of a section.
  ///   - overflow: Stops the program, given `"Int.max"` or `"Int.min"`.
  /// - Returns: The sum.
  @inlinable
  package static func total(
    sections: Int, rows: (Int) -> Int, overflow: (String) -> Never
  ) -> Int {
    var total = 0
    for section in 0..<sections {
      let count = rows(section)
      let (sum, overflows) = total.addingReportingOverflow(count)
      if overflows { overflow(count < 0 ? "Int.min" : "Int.max") }
      total = sum
    }
    return total
  }

  /// The number of rows in a section.
  ///
  /// - Parameter section: A section index in `0..<numberOfSections`.
  /// - Returns: The number of rows in that section.
  /// - Precondition: The section must exist; otherwise the program stops, in every build
  ///   configuration, with a message naming this call, the section and the shape.
  public func numberOfRows(inSection section: Int) -> Int {
    requireContract(
      rowCounts.indices.contains(section),
      "TableShape.numberOfRows(inSection:): section \(section) does not exist; the shape is \(self)"
    )
    return rowCounts[section]
  }

  /// Whether a row path names a row of this shape.
  ///
  /// - Parameter path: The row path to test.
  /// - Returns: `true` when the section exists and the row is inside it.
  public func contains(_ path: RowPath) -> Bool {
    rowCounts.indices.contains(path.section) && path.row >= 0
      && path.row < rowCounts[path.section]
  }
}

extension TableShape: ExpressibleByArrayLiteral {
  /// Creates a shape from an array literal of row counts, such as `[3, 0, 2]`.
  ///
  /// - Parameter elements: The number of rows in each section.
  public init(arrayLiteral elements: Int...) {
    self.init(elements)
  }
}

extension TableShape: CustomStringConvertible, CustomDebugStringConvertible {
  /// The row counts as a list, such as `[3, 0, 2]`; past 20 sections, the first 20 counts, an
  /// ellipsis and the number of sections, such as `[3, 0, 2, …] (25 sections)`, so that a
  /// message naming a huge shape stays short.
  public var description: String {
    ContractText.list(rowCounts.count, of: "sections") { String(rowCounts[$0]) }
  }

  /// The same text as ``description``.
  public var debugDescription: String { description }
}
