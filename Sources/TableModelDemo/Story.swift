import TableModelTesting

/// Prints a scenario step by step: what happened, the batch sent to the table, UIKit's verdict,
/// and the table as it now looks.
///
/// Every outcome the scenario did not expect — a batch accepted that should have been rejected or
/// the other way round, a failed check, a diagnostic — is counted in ``unexpectedOutcomes``.
@MainActor
final class Story {
  private(set) var unexpectedOutcomes = 0

  /// Prints a domain event or a user's gesture: `• text`.
  func say(_ text: String) {
    print("• \(text)")
  }

  /// Prints a detail of the step, such as what an action did: `  ◦ text`.
  func note(_ text: String) {
    print("  ◦ \(text)")
  }

  /// Prints a batch record and checks it matches what the scenario expects.
  func show(_ record: BatchRecord?, expectAccepted: Bool) {
    guard let record else {
      print("  (no batch)")
      unexpectedOutcomes += 1
      return
    }
    print(indented(record.description, by: "  "))
    if record.isAccepted != expectAccepted {
      unexpectedOutcomes += 1
      print("  ✗ expected the batch to be \(expectAccepted ? "accepted" : "rejected")")
    }
  }

  /// Prints a large batch shortly — the number of rows of each kind it touches and its first
  /// calls — and checks it was accepted.
  func showSummary(of record: BatchRecord, firstCalls limit: Int) {
    let summary = BatchSummary(calls: record.calls)
    print("    \(record.calls.count) calls: \(summary.counts)")
    for line in summary.firstCalls(limit) { print("    \(line)") }
    let verdict = record.description.split(separator: "\n", omittingEmptySubsequences: false)
      .dropFirst(max(1, record.calls.count))
    print(indented(verdict.joined(separator: "\n"), by: "  "))
    if !record.isAccepted {
      unexpectedOutcomes += 1
      print("  ✗ expected the batch to be accepted")
    }
  }

  /// Prints a table call made outside a batch, such as `reconfigureRows(at:)`, and what it did.
  func showCall(_ call: String, _ outcome: String) {
    print("    \(call)\n  → \(outcome)")
  }

  /// Prints a check: `✓ text` when it holds, `✗ text` (an unexpected outcome) when it does not.
  func check(_ condition: Bool, _ text: String) {
    print(condition ? "  ✓ \(text)" : "  ✗ \(text)")
    if !condition { unexpectedOutcomes += 1 }
  }

  /// Prints something that went wrong and counts it as an unexpected outcome.
  func fail(_ text: String) {
    print("  ✗ \(text)")
    unexpectedOutcomes += 1
  }

  /// Prints the table's text rendering, framed.
  func render(_ table: HeadlessTableView) {
    print(table.render().split(separator: "\n").map { "    │ \($0)" }.joined(separator: "\n"))
    print()
  }

  private func indented(_ text: String, by prefix: String) -> String {
    text.split(separator: "\n", omittingEmptySubsequences: false).map { "\(prefix)\($0)" }
      .joined(separator: "\n")
  }
}
