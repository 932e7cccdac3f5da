/// The demo's command line: which scenarios to run.
struct DemoCommand {
  /// A command-line mistake, printed with the usage text.
  struct UsageError: Error, CustomStringConvertible {
    let description: String
  }

  static let usage = """
    Usage: tablemodelkit-demo [scenario…]

    Runs TableModelKit's scenarios on the headless table and prints, for every step, the batch
    sent to the table as UIKit calls, whether UIKit's rules accept it, and the rendered table.

    Scenarios:
    \(Scenario.all.map { "  \($0.name.padding(to: 14))\($0.summary)" }.joined(separator: "\n"))

    With no scenario, all run. Exit status: 0 when every scenario ends as expected, 1 otherwise.
    """

  let scenarios: [Scenario]

  init(arguments: [String]) throws {
    if arguments.isEmpty {
      scenarios = Scenario.all
      return
    }
    scenarios = try arguments.map { name in
      guard let scenario = Scenario.all.first(where: { $0.name == name }) else {
        throw UsageError(description: "unknown scenario '\(name)'")
      }
      return scenario
    }
  }

  @MainActor
  func run() -> Int32 {
    var failures = 0
    for scenario in scenarios {
      print("━━ \(scenario.name): \(scenario.summary)\n")
      let story = Story()
      scenario.run(story)
      failures += story.unexpectedOutcomes
      print(
        story.unexpectedOutcomes == 0
          ? "✓ \(scenario.name) ended as expected\n"
          : "✗ \(scenario.name): \(story.unexpectedOutcomes) unexpected outcome(s)\n")
    }
    return failures == 0 ? 0 : 1
  }
}

extension String {
  func padding(to width: Int) -> String {
    count >= width ? self + " " : self + String(repeating: " ", count: width - count)
  }
}
