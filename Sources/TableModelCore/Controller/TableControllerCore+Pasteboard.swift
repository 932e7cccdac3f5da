extension TableControllerCore {
  /// A place text can be copied to and pasted from: where a table controller's context menus put
  /// "Copy" text and take "Paste" text (``TableControllerCore/pasteboard``).
  ///
  /// `TableController` uses `UIPasteboard.general`; a headless controller keeps the text in memory,
  /// where a test reads it.
  @MainActor
  public protocol Pasteboard: AnyObject {
    /// The text on the pasteboard.
    var string: String? { get set }
  }
}

/// A pasteboard that only remembers: a controller's default, and a test's.
@MainActor
final class MemoryPasteboard: TableControllerCore.Pasteboard {
  var string: String?
}
