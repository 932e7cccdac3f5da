import TableModelCore

/// One story the demo can tell.
struct Scenario: Sendable {
  let name: String
  let summary: String
  let run: @MainActor @Sendable (Story) -> Void

  static let all: [Scenario] = [.batchRules]
}
