extension TableControllerCore {
  /// A place text can be copied to and pasted from: where a table controller's context menus put
  /// "Copy" text and take "Paste" text (``TableControllerCore/pasteboard``).
  ///
  /// `TableController` uses `UIPasteboard.general`; a headless controller keeps the text in memory,
  /// where a test reads it.
  ///
  /// A context menu offers "Paste" only when ``hasString`` is `true`, and reads ``string`` only
  /// when the user chooses "Paste": on iOS 16 and later, reading another app's text from the
  /// general pasteboard asks the user for permission, and asking whether there is text does not.
  @MainActor
  public protocol Pasteboard: AnyObject {
    /// The text on the pasteboard.
    var string: String? { get set }

    /// Whether the pasteboard holds text, answered without reading it (`UIPasteboard`'s
    /// `hasStrings`).
    ///
    /// The default reads ``string``; a pasteboard that can answer without reading its content
    /// implements it.
    var hasString: Bool { get }
  }
}

extension TableControllerCore.Pasteboard {
  /// Whether ``string`` is not `nil`.
  public var hasString: Bool { string != nil }
}

/// A pasteboard that only remembers: a controller's default, and a test's.
@MainActor
final class MemoryPasteboard: TableControllerCore.Pasteboard {
  var string: String?
}
