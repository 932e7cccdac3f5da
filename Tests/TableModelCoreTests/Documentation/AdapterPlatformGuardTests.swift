import Foundation
import TableModelTestSupport
import Testing

/// Every Swift file of the UIKit adapter (and of the UIKit examples) opens with the UIKit guard.
///
/// The adapter compiles on iOS, Mac Catalyst (which is `os(iOS)` to the compiler) and visionOS,
/// whose UIKit has the swipe configurations, context menus, `UIRefreshControl`, `UIPasteboard`
/// and detail buttons the adapter uses unguarded. tvOS lacks them and watchOS has no
/// `UITableView` (issue 13, item 5): a new file with a wider guard, or a narrower one that
/// leaves visionOS out, fails here.
@Suite struct AdapterPlatformGuardTests {
  private static let guardLine = "#if canImport(UIKit) && (os(iOS) || os(visionOS))"
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

  @Test func everyAdapterFileOpensWithTheUIKitGuard() throws {
    let files = try sources(under: "Sources/TableModelUIKit")
    #expect(files.count >= 20, "the adapter's sources were not found")
    for (file, _, line) in files {
      #expect(line == Self.guardLine, "\(file) opens with \(line ?? "no #if"), not the UIKit guard")
    }
  }

  @Test func everyExampleThatUsesUIKitOpensWithTheUIKitGuard() throws {
    let files = try sources(under: "Examples/Sources").filter { $0.text.contains("import UIKit") }
    #expect(files.count >= 8, "the examples' UIKit sources were not found")
    for (file, _, line) in files {
      #expect(line == Self.guardLine, "\(file) opens with \(line ?? "no #if"), not the UIKit guard")
    }
  }
}
