import TableModelTesting

/// One story the demo can tell.
struct Scenario: Sendable {
  /// The name that selects it on the command line.
  let name: String
  /// What it shows, in one line.
  let summary: String
  /// Tells the story; a story that awaits (an `async` replacement) returns once it is told.
  let run: @MainActor @Sendable (Story) async -> Void

  /// Every scenario, in the order they run.
  static let all: [Scenario] = [
    .tweetFeed, .profile, .contacts, .outline, .refresh, .asyncRefresh, .readingList,
    .batchRules,
  ]
}
