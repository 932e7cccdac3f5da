public import TableModelTesting

/// `RowPath(row: r, section: s)`, written section first as the specification writes `(s,r)`.
public func p(_ section: Int, _ row: Int) -> RowPath {
  RowPath(row: row, section: section)
}
