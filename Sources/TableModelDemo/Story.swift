import TableModelCore

/// Prints a scenario step by step: what happened, the batch sent to the table, UIKit's verdict,
/// and the table as it now looks.
@MainActor
final class Story {
  private(set) var unexpectedOutcomes = 0

  func say(_ text: String) {
    print("• \(text)")
  }

  /// Prints a batch record and checks it matches what the scenario expects.
  func show(_ record: BatchRecord?, expectAccepted: Bool) {
    guard let record else {
      print("  (no batch)")
      unexpectedOutcomes += 1
      return
    }
    print(
      record.description.split(separator: "\n", omittingEmptySubsequences: false).map { "  \($0)" }
        .joined(separator: "\n"))
    if record.isAccepted != expectAccepted {
      unexpectedOutcomes += 1
      print("  ✗ expected the batch to be \(expectAccepted ? "accepted" : "rejected")")
    }
  }

  func render(_ table: HeadlessTableView) {
    print(table.render().split(separator: "\n").map { "    │ \($0)" }.joined(separator: "\n"))
    print()
  }
}
