import Foundation
import TableModelTestSupport
import Testing

/// Every Swift file of the UIKit adapter (and of the UIKit examples) opens with the iOS guard.
///
/// The adapter compiles on iOS and Mac Catalyst only: tvOS and visionOS lack swipe
/// configurations, context menus, `UIRefreshControl`, `UIPasteboard` or detail buttons, which
/// the adapter uses unguarded (issue 13, item 5). A new file with a wider guard fails here.
@Suite struct AdapterPlatformGuardTests {
  private static let guardLine = "#if canImport(UIKit) && os(iOS)"
  private static let root = RepositoryFiles.root

  /// The Swift files under `folder` (recursively): each one's name, text and first `#if` line.
  private func sources(under folder: String) throws -> [(
    file: String, text: String, firstCondition: String?
  )] {
    let url = Self.root.appendingPathComponent(folder)
    let files = FileManager.default.enumerator(at: url, includingPropertiesForKeys: nil)
    return try (files?.allObjects as? [URL] ?? [])
      .filter { $0.pathExtension == "swift" }
      .map { file in
        let text = try String(contentsOf: file, encoding: .utf8)
        let line = text.split(separator: "\n").first { $0.hasPrefix("#if") }
        return (file.lastPathComponent, text, line.map(String.init))
      }
  }

  @Test func everyAdapterFileOpensWithTheIOSGuard() throws {
    let files = try sources(under: "Sources/TableModelUIKit")
    #expect(files.count >= 20, "the adapter's sources were not found")
    for (file, _, line) in files {
      #expect(line == Self.guardLine, "\(file) opens with \(line ?? "no #if"), not the iOS guard")
    }
  }

  @Test func everyExampleThatUsesUIKitOpensWithTheIOSGuard() throws {
    let files = try sources(under: "Examples/Sources").filter { $0.text.contains("import UIKit") }
    #expect(files.count >= 8, "the examples' UIKit sources were not found")
    for (file, _, line) in files {
      #expect(line == Self.guardLine, "\(file) opens with \(line ?? "no #if"), not the iOS guard")
    }
  }
}
