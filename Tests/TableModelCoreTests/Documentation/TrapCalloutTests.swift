import Foundation
import TableModelTestSupport
import Testing

/// A doc comment that says the program stops on bad input says so under `- Precondition:`,
/// stating the condition, as STYLE.md asks, not under `- Important:`.
///
/// Older APIs (`TableShape`, the `StagedChangeset` subscript, `HeadlessTableView`'s lengths, the
/// NaN identities of the models and layers) put their traps under `- Important:`, so DocC
/// listed them apart from the other preconditions. A new one fails here.
@Suite struct TrapCalloutTests {
  /// The `- Important:` callouts of the Swift files under `Sources`, each with its file and its
  /// text, continuation lines joined.
  private func importantCallouts() throws -> [(file: String, text: String)] {
    let url = RepositoryFiles.root.appendingPathComponent("Sources")
    let files = FileManager.default.enumerator(at: url, includingPropertiesForKeys: nil)
    var callouts: [(file: String, text: String)] = []
    for case let file as URL in files?.allObjects ?? [] where file.pathExtension == "swift" {
      let lines = try String(contentsOf: file, encoding: .utf8).split(
        separator: "\n", omittingEmptySubsequences: false
      )
      .map { $0.trimmingCharacters(in: .whitespaces) }
      for (index, line) in lines.enumerated() where line.hasPrefix("/// - Important:") {
        var text = String(line.dropFirst("/// - Important:".count))
        for next in lines[(index + 1)...] {
          guard next.hasPrefix("///  "), !next.hasPrefix("/// -") else { break }
          text += " " + next.dropFirst(3).trimmingCharacters(in: .whitespaces)
        }
        callouts.append((file.lastPathComponent, text))
      }
    }
    return callouts
  }

  @Test func noImportantCallout_describesATrap() throws {
    let sources = RepositoryFiles.root.appendingPathComponent("Sources/TableModelCore").path
    #expect(FileManager.default.fileExists(atPath: sources), "the sources were not found")
    for (file, text) in try importantCallouts() {
      let describesATrap = text.contains("program stops") || text.contains("stops the program")
      #expect(
        !describesATrap, "\(file): a trap under '- Important:', not '- Precondition:':\(text)")
    }
  }
}
