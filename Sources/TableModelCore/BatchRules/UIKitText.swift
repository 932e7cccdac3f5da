/// How UIKit prints the values that appear in its exception messages.
enum UIKitText {
  /// UIKit's `NSNotFound`, which is the row of an index path that stands for a whole section.
  static let notFound = Int.max

  /// An index as UIKit's `%lu`/`%ld` of an `NSUInteger` prints it: negative values wrap around.
  static func unsigned(_ value: Int) -> String {
    String(UInt(bitPattern: value))
  }

  /// An index path as `NSIndexPath` describes itself, with the pointer masked:
  /// `<NSIndexPath: 0x0> {length = 2, path = 0 - 1}`.
  static func indexPath(_ path: RowPath) -> String {
    "<NSIndexPath: 0x0> {length = 2, path = \(unsigned(path.section)) - \(unsigned(path.row))}"
  }

  /// A number as `%f` prints it, with six decimals: `-1.000000`, `nan`, `inf`, `-inf`.
  ///
  /// Magnitudes of 1e12 and above, which `%f` prints with every integer digit, print as Swift
  /// prints them.
  static func decimal(_ value: Double) -> String {
    guard value.isFinite else { return value.isNaN ? "nan" : value < 0 ? "-inf" : "inf" }
    guard abs(value) < 1e12 else { return "\(value)" }
    let micros = Int64((abs(value) * 1_000_000).rounded())
    let fraction = String(micros % 1_000_000)
    let sign = value < 0 ? "-" : ""
    return
      "\(sign)\(micros / 1_000_000).\(String(repeating: "0", count: 6 - fraction.count))\(fraction)"
  }

  /// The index path UIKit uses for an operation on a whole section: `(section, NSNotFound)`.
  static func sectionIndexPath(_ section: Int) -> String {
    indexPath(RowPath(row: notFound, section: section))
  }

  /// A shape as the "Invalid batch updates detected" message prints it:
  /// `{ 1 section with row counts: [20] }`.
  static func shape(_ shape: TableShape) -> String {
    let count = shape.numberOfSections
    let noun = count == 1 ? "section" : "sections"
    let counts = shape.rowCounts.map(String.init).joined(separator: ", ")
    return "{ \(count) \(noun) with row counts: [\(counts)] }"
  }
}
