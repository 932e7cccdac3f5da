import Foundation
import TableModelTestSupport
import Testing

/// The delegate coverage article of `TableModelUIKit` against the iOS 16.5 SDK's table delegate
/// methods (the checked-in list, which `Scripts/check-delegate-coverage.py` verifies against the
/// SDK's header when the SDK is present) and against the methods `TableController` implements.
///
/// Adding a delegate method to the UIKit adapter fails this test until the article says it is
/// answered; making the controller the table's object for another protocol (`dragDelegate`) fails
/// it until that protocol's methods are answered or forwarded.
@Suite struct DelegateCoverageTests {
  /// A method of the SDK's list.
  private struct Method {
    let protocolName: String
    let swiftName: String
  }

  private static let root = RepositoryFiles.root
  private static let adapter = root.appendingPathComponent("Sources/TableModelUIKit")
  private static let tableProperties = [
    "UITableViewDelegate": "delegate", "UITableViewDataSource": "dataSource",
    "UITableViewDataSourcePrefetching": "prefetchDataSource",
    "UITableViewDragDelegate": "dragDelegate", "UITableViewDropDelegate": "dropDelegate",
  ]

  private func read(_ path: String) throws -> String {
    try RepositoryFiles.text(path)
  }

  private func sdkMethods() throws -> [Method] {
    try read("Scripts/delegate-coverage/sdk-methods.tsv").split(separator: "\n")
      .filter { !$0.hasPrefix("#") }
      .map { line in
        let columns = line.split(separator: "\t").map(String.init)
        return Method(protocolName: columns[0], swiftName: columns[2])
      }
  }

  /// The article's rows: Swift name → (protocol, status).
  private func article() throws -> [String: (protocolName: String, status: String)] {
    let text = try read(
      "Sources/TableModelUIKit/TableModelUIKit.docc/Articles/DelegateCoverage.md")
    var rows: [String: (String, String)] = [:]
    for line in text.split(separator: "\n") where line.hasPrefix("| `") {
      let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
      let name = cells[0].trimmingCharacters(in: CharacterSet(charactersIn: "`"))
      #expect(rows[name] == nil, "\(name) is listed twice")
      rows[name] = (cells[1].trimmingCharacters(in: CharacterSet(charactersIn: "`")), cells[2])
    }
    return rows
  }

  /// The adapter's source, every file.
  private func adapterSources() throws -> [String] {
    let files = FileManager.default.enumerator(at: Self.adapter, includingPropertiesForKeys: nil)
    return try (files?.allObjects as? [URL] ?? [])
      .filter { $0.pathExtension == "swift" }
      .map { try String(contentsOf: $0, encoding: .utf8) }
  }

  /// The Swift names of the adapter's functions whose first parameter is a `UITableView`.
  private func implementedMethods() throws -> Set<String> {
    var names: Set<String> = []
    for source in try adapterSources() {
      var rest = Substring(source)
      while let range = rest.range(of: "func ") {
        rest = rest[range.upperBound...]
        guard let open = rest.firstIndex(of: "(") else { break }
        let name = rest[..<open]
        guard name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { continue }
        var depth = 0
        var parameters: [String] = []
        var current = ""
        var index = open
        scan: while index < rest.endIndex {
          let character = rest[index]
          switch character {
          case "(", "[", "<":
            depth += 1
            if depth > 1 { current.append(character) }
          case ")", "]", ">":
            depth -= 1
            if depth == 0 { break scan }
            current.append(character)
          case "," where depth == 1:
            parameters.append(current)
            current = ""
          default: current.append(character)
          }
          index = rest.index(after: index)
        }
        parameters.append(current)
        let trimmed = parameters.map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }
          .filter { !$0.isEmpty }
        guard let first = trimmed.first, first.hasSuffix(": UITableView") else { continue }
        let labels = trimmed.map { String($0.split(separator: ":")[0].split(separator: " ")[0]) }
        names.insert("\(name)(\(labels.map { "\($0):" }.joined()))")
      }
    }
    return names
  }

  @Test func theArticleListsEveryMethod_andWhatTheControllerDoes() throws {
    let methods = try sdkMethods()
    let rows = try article()
    let implemented = try implementedMethods()
    let sources = try adapterSources().joined(separator: "\n")
    #expect(methods.count == 80, "the iOS 16.5 SDK's five protocols have 80 methods")
    for method in methods {
      guard let row = rows[method.swiftName] else {
        Issue.record("DelegateCoverage.md does not list \(method.swiftName)")
        continue
      }
      let adopted = sources.contains(".\(Self.tableProperties[method.protocolName]!) = self")
      #expect(row.protocolName == method.protocolName, "\(method.swiftName)'s protocol")
      switch row.status {
      case "answered":
        #expect(
          implemented.contains(method.swiftName),
          "DelegateCoverage.md says TableController answers \(method.swiftName); it does not")
      case "forwarded":
        #expect(
          !implemented.contains(method.swiftName) && adopted,
          "DelegateCoverage.md says \(method.swiftName) is forwarded: the controller must be the table's \(method.protocolName) object and not implement it"
        )
      case "not received":
        #expect(
          !implemented.contains(method.swiftName) && !adopted,
          "DelegateCoverage.md says \(method.swiftName) is not received, but the controller is the table's \(method.protocolName) object now: mark it answered or forwarded"
        )
      default:
        Issue.record("\(method.swiftName): unknown status \"\(row.status)\"")
      }
    }
    let known = Set(methods.map(\.swiftName))
    #expect(Set(rows.keys).subtracting(known).isEmpty, "the article lists no other methods")
    let unknown = implemented.filter { $0.hasPrefix("tableView") && !known.contains($0) }
    #expect(
      unknown.isEmpty,
      "TableController implements \(unknown.sorted()), which is no method of the SDK: misspelt?")
  }
}
