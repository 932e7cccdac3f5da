/// How contract messages — and the descriptions they print — list values: every one, such as
/// `[3, 0, 2]`; past ``shownCount``, the first ones, an ellipsis and how many there are, such as
/// `[3, 0, …] (25 sections)`, so that a message never formats a huge list.
package enum ContractText {
  /// The most values a list prints before its ellipsis.
  package static let shownCount = 20

  /// A list of `count` values as a contract message prints it.
  ///
  /// - Parameters:
  ///   - count: The number of values.
  ///   - noun: What the values are, in the plural (`sections`), for the count after the
  ///     ellipsis; `nil` when the text around the list gives the count.
  ///   - value: The text of a value, read only for the values printed.
  /// - Returns: The text.
  package static func list(_ count: Int, of noun: String?, _ value: (Int) -> String) -> String {
    let shown = min(max(count, 0), shownCount)
    let listed = (0..<shown).map(value).joined(separator: ", ")
    guard count > shown else { return "[\(listed)]" }
    return "[\(listed), …]" + (noun.map { " (\(count) \($0))" } ?? "")
  }
}
