public import Foundation

/// The repository's own files, for tests that hold documentation and code to each other.
public enum RepositoryFiles {
  /// The repository's root directory.
  public static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// The text of a file.
  ///
  /// - Parameter path: The file's path from the repository's root.
  /// - Returns: Its text.
  /// - Throws: The error of reading it.
  public static func text(_ path: String) throws -> String {
    try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
  }
}
