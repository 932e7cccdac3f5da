import Foundation
import TableModelCore

/// `tablemodelkit-demo`: stories of TableModelKit told by the headless table.
@MainActor
func main() -> Int32 {
  let arguments = Array(CommandLine.arguments.dropFirst())
  if arguments.contains("--help") || arguments.contains("-h") {
    print(DemoCommand.usage)
    return 0
  }
  do {
    let command = try DemoCommand(arguments: arguments)
    return command.run()
  } catch {
    print("tablemodelkit-demo: \(error)\n\n\(DemoCommand.usage)")
    return 2
  }
}

exit(main())
