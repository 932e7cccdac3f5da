/// What happened to one batch committed on a ``HeadlessTableView``: the calls it recorded and
/// whether UIKit's rules accepted it.
public struct BatchRecord: Hashable, Sendable {
  /// The update calls of the batch, in call order.
  public let calls: [TableViewCall]

  /// The accepted batch, or the error that rejected it.
  public let result: Result<BatchValidator.ValidatedBatch, TableUpdateError>

  /// Where the rows of an accepted, animated batch went; `nil` when the batch was rejected or
  /// UIKit reloaded the table instead (R21).
  public var mapping: BatchValidator.Mapping? {
    try? result.get().mapping
  }

  /// Whether the batch was accepted.
  public var isAccepted: Bool {
    if case .success = result { return true }
    return false
  }
}

extension BatchRecord: CustomStringConvertible {
  /// The calls, one per line (`(empty batch)` when there are none), followed by `→ accepted`,
  /// `→ accepted (reloadData, R21)` or `→ rejected (<rule>): <message>`.
  public var description: String {
    var lines = calls.map { "  \($0)" }
    if lines.isEmpty { lines.append("  (empty batch)") }
    switch result {
    case .success(let batch):
      lines.append(batch.mapping == nil ? "→ accepted (reloadData, R21)" : "→ accepted")
    case .failure(let error):
      lines.append("→ rejected (\(error.rule.identifier)): \(error.message)")
    }
    return lines.joined(separator: "\n")
  }
}
