/// A place text can be copied to and pasted from: `UIPasteboard.general` in an app, a
/// ``RecordingPasteboard`` in tests.
@MainActor
public protocol TextPasteboard: AnyObject {
  /// The text on the pasteboard.
  var string: String? { get set }
}

/// A pasteboard that only remembers, for tests and the headless table.
@MainActor
public final class RecordingPasteboard: TextPasteboard {
  /// The text on the pasteboard.
  public var string: String?

  /// Creates an empty pasteboard.
  public init() {}
}
