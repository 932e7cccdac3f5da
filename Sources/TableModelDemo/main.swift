import Foundation
import TableModelTesting

/// `tablemodelkit-demo`: stories of TableModelKit told by the headless table, and a stress run.
@MainActor
func main() async -> Int32 {
  let arguments = Array(CommandLine.arguments.dropFirst())
  if arguments.contains("--help") || arguments.contains("-h") {
    print(DemoCommand.usage)
    return 0
  }
  do {
    return try await DemoCommand(arguments: arguments).run()
  } catch {
    FileHandle.standardError.write(
      Data("tablemodelkit-demo: \(error)\n\n\(DemoCommand.usage)\n".utf8))
    return 2
  }
}

exit(await main())
