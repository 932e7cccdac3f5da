import Foundation
import TableModelTestSupport
import Testing

/// Every public top-level type is curated on its module's DocC landing page, and README's count
/// of them is the source's.
///
/// A type left out of the landing page's Topics is listed by DocC under a generic heading after
/// the curated ones, where a newcomer looking for the types of the module does not find it; a
/// type added or nested elsewhere leaves README's count behind. A public top-level type is
/// found by the rule of `Scripts/count-public-types.py`: a `struct`, `class`, `enum`,
/// `protocol`, `actor` or `typealias` declared `public` or `open` at column 0 of a file.
@Suite struct PublicTypeCurationTests {
  private static let declaration = try! NSRegularExpression(
    pattern: #"^(?:@\w+(?:\([^)]*\))?\s+)*(?:(?:final|indirect|nonisolated)\s+)*"#
      + #"(?:public|open)\s+(?:(?:final|indirect|nonisolated)\s+)*"#
      + #"(?:struct|class|enum|protocol|actor|typealias)\s+(\w+)"#,
    options: [.anchorsMatchLines])

  /// The public top-level types declared in a module's sources.
  private func publicTypes(of module: String) throws -> [String] {
    let folder = RepositoryFiles.root.appendingPathComponent("Sources/\(module)")
    let files = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
    var names: [String] = []
    for case let file as URL in files?.allObjects ?? [] where file.pathExtension == "swift" {
      let text = try String(contentsOf: file, encoding: .utf8)
      let range = NSRange(text.startIndex..., in: text)
      for match in Self.declaration.matches(in: text, range: range) {
        names += Range(match.range(at: 1), in: text).map { [String(text[$0])] } ?? []
      }
    }
    return names.sorted()
  }

  @Test(arguments: ["TableModelDiff", "TableModelCore", "TableModelTesting", "TableModelUIKit"])
  func everyPublicType_isCuratedOnTheModulesLandingPage(module: String) throws {
    let page = try RepositoryFiles.text("Sources/\(module)/\(module).docc/\(module).md")
    let types = try publicTypes(of: module)
    #expect(!types.isEmpty, "no public types found in Sources/\(module)")
    // The adapter's symbols exist only where UIKit does; its page names them without links.
    let link = module == "TableModelUIKit" ? "`" : "``"
    for name in types {
      #expect(
        page.contains("\(link)\(name)\(link)"),
        "\(module).md does not list \(name): add it under the Topics heading it belongs to")
    }
  }

  @Test func readmesCountOfPublicTypes_isTheSources() throws {
    let readme = try RepositoryFiles.text("README.md").replacingOccurrences(of: "\n", with: " ")
    let sentence = try NSRegularExpression(
      pattern: #"declare (\d+) public top-level types \(`TableModelDiff` (\d+), `TableModelCore` "#
        + #"(\d+), `TableModelUIKit` (\d+); the testing library (\d+) apart\)"#)
    let match = try #require(
      sentence.firstMatch(in: readme, range: NSRange(readme.startIndex..., in: readme)),
      "README no longer states the count of public top-level types")
    let stated = (1...5).map { index in
      Range(match.range(at: index), in: readme).flatMap { Int(readme[$0]) }
    }
    let counts = try ["TableModelDiff", "TableModelCore", "TableModelUIKit", "TableModelTesting"]
      .map { try publicTypes(of: $0).count }
    #expect(stated == [counts[0] + counts[1] + counts[2]] + counts)
  }
}
