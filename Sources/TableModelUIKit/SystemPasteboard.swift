#if canImport(UIKit) && (os(iOS) || os(visionOS))
internal import UIKit

/// The general pasteboard (`UIPasteboard.general`) as a table controller's pasteboard, so that
/// a context menu's "Copy" reaches other apps; ``TableController`` uses it by default.
@MainActor
final class SystemPasteboard: TableControllerCore.Pasteboard {
  /// The general pasteboard's text.
  var string: String? {
    get { UIPasteboard.general.string }
    set { UIPasteboard.general.string = newValue }
  }

  /// Whether the general pasteboard holds text (`hasStrings`, which does not ask the user for
  /// permission to paste as reading the text does).
  var hasString: Bool { UIPasteboard.general.hasStrings }
}
#endif
