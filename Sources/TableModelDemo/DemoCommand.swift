/// The demo's command line: which scenarios to run, and whether to stress the library.
struct DemoCommand {
  /// A command-line mistake, printed with the usage text.
  struct UsageError: Error, CustomStringConvertible {
    let description: String
  }

  /// The usage text, listing the scenarios and options.
  static let usage = """
    Usage: tablemodelkit-demo [scenario…] [--stress N [--seed S] [--no-gestures] [--trace]]

    Runs TableModelKit's scenarios on the headless table and prints, for every step, the domain
    event, the batch sent to the table as UIKit calls, whether UIKit's rules accept it, and the
    rendered table.

    Scenarios:
    \(Scenario.all.map { "  \($0.name.padding(to: 14))\($0.summary)" }.joined(separator: "\n"))

    Options:
      --stress N    streams N random events — inserts, removes, moves, updates, transactions,
                    snapshot replacements, featured items, load-more pages, filter changes,
                    scrolls, swipes to delete and drags in editing mode — through a filter, a load-more row and a featured section over a
                    sectioned model, on a headless table; prints the throughput, and checks that
                    every batch is accepted, no diagnostic is raised and the table shows the
                    model. Only the scenarios named run with it.
      --seed S      the seed of the random events (default \(StressMode.defaultSeed))
      --no-gestures leaves the user's swipes and drags out of the events
      --trace       prints every random event as it happens
      -h, --help    prints this help

    With no scenario and no --stress, every scenario runs. Exit status: 0 when everything ends as
    expected, 1 otherwise, 2 for a usage error.
    """

  /// The scenarios to run, in order.
  private(set) var scenarios: [Scenario] = []
  /// The stress run, if one was asked for.
  private(set) var stress: StressMode?

  /// Parses the arguments (without the program's name and without `--help`).
  ///
  /// - Throws: ``UsageError`` for an unknown scenario or option, or an option without a valid
  ///   value.
  init(arguments: [String]) throws {
    var names: [String] = []
    var events: Int?
    var seed: UInt64?
    var trace = false
    var gestures = true
    var remaining = arguments[...]
    while let argument = remaining.popFirst() {
      switch argument {
      case "--stress":
        guard let value = remaining.popFirst(), let count = Int(value), count > 0 else {
          throw UsageError(description: "--stress needs a positive number of events")
        }
        events = count
      case "--seed":
        guard let value = remaining.popFirst(), let number = UInt64(value) else {
          throw UsageError(description: "--seed needs a non-negative integer")
        }
        seed = number
      case "--trace":
        trace = true
      case "--no-gestures":
        gestures = false
      default:
        guard !argument.hasPrefix("-") else {
          throw UsageError(description: "unknown option '\(argument)'")
        }
        names.append(argument)
      }
    }
    guard events != nil || (seed == nil && !trace && gestures) else {
      throw UsageError(description: "--seed, --no-gestures and --trace go with --stress")
    }
    scenarios = try names.map { name in
      guard let scenario = Scenario.all.first(where: { $0.name == name }) else {
        throw UsageError(description: "unknown scenario '\(name)'")
      }
      return scenario
    }
    if let events {
      stress = StressMode(
        events: events, seed: seed ?? StressMode.defaultSeed, gestures: gestures, trace: trace)
    } else if scenarios.isEmpty {
      scenarios = Scenario.all
    }
  }

  /// Runs the scenarios, then the stress run.
  ///
  /// - Returns: The exit status: 0 when everything ended as expected, 1 otherwise.
  @MainActor
  func run() async -> Int32 {
    var failures = 0
    for scenario in scenarios {
      print("━━ \(scenario.name): \(scenario.summary)\n")
      let story = Story()
      await scenario.run(story)
      failures += story.unexpectedOutcomes
      print(
        story.unexpectedOutcomes == 0
          ? "✓ \(scenario.name) ended as expected\n"
          : "✗ \(scenario.name): \(story.unexpectedOutcomes) unexpected outcome(s)\n")
    }
    if let stress, !stress.run() { failures += 1 }
    return failures == 0 ? 0 : 1
  }
}

extension String {
  /// The string padded with spaces to a width, or followed by one space when it is as wide.
  func padding(to width: Int) -> String {
    count >= width ? self + " " : self + String(repeating: " ", count: width - count)
  }
}
