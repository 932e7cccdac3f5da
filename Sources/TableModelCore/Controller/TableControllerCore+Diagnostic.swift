#if canImport(os)
import os
#endif

extension TableControllerCore {
  /// Something a table controller noticed and recovered from: the table and the model disagreed,
  /// a batch was refused, an item had no cell binding.
  ///
  /// Diagnostics go to the controller's replaceable ``TableControllerCore/diagnostics`` handler,
  /// never to a trap: UIKit calls the data source with positions of its own, and an app should
  /// keep running (with a placeholder cell, say) when they disagree with the model.
  public struct Diagnostic: Hashable, Sendable, CustomStringConvertible {
    /// How serious the problem is.
    public enum Severity: Hashable, Sendable {
      /// A fallback the app may want to know about, such as several changes coalesced into a
      /// reload.
      case notice
      /// An inconsistency: a bug in the app or the library.
      case error
    }

    /// What kind of problem it was.
    public struct Kind: Hashable, Sendable {
      /// The kind's name.
      public let name: String

      private init(_ name: String) { self.name = name }

      /// The table asked about a row or section the model does not have.
      public static let positionOutOfRange = Kind("position out of range")
      /// An item's type has no cell binding and no fallback.
      public static let unboundItemType = Kind("unbound item type")
      /// The table refused a batch; the controller reloaded instead.
      public static let batchRejected = Kind("batch rejected")
      /// Several changes arrived while a batch was being applied, or during the table's layout
      /// (a cell's or a header or footer view's configuration, a "will display", a row's or a
      /// section's behaviour, or a computed height changed the model), and were coalesced into
      /// one reload.
      public static let changesCoalesced = Kind("changes coalesced")
      /// A model changed twice inside one batch update the app opened itself (its own
      /// `performBatchUpdates`): the table merges both changes into one batch, which UIKit refuses.
      public static let changesMerged = Kind("changes merged into one batch")
      /// The user edited a row the controller could not pass on to the model.
      public static let editNotHandled = Kind("edit not handled")
      /// An action or an edit reached the controller after its row left the model (deleted while
      /// its swipe actions or its menu showed); it did nothing.
      public static let rowGone = Kind("row gone")
      /// A swipe action's handler called its ``SwipeAction/Completion`` more than once; the
      /// calls after the first did nothing.
      public static let completionRepeated = Kind("completion repeated")
      /// Another object became the data source of the controller's table — another controller
      /// attached to it, or a proxy the app set — so the controller stopped applying the model's
      /// changes to it; attaching the controller again takes the table back, reloaded.
      public static let tableTakenOver = Kind("table taken over")
      /// A row's ``RowBehavior/dragPayloads`` held a value an item provider cannot carry (a
      /// ``TableControllerCore/DragPayload/url(_:)`` whose string is not a URL); the drag left it
      /// out.
      public static let dragPayloadDropped = Kind("drag payload dropped")
    }

    /// How serious it is.
    public var severity: Severity
    /// What kind of problem it was.
    public var kind: Kind
    /// What happened, naming the rows and values involved.
    public var message: String

    /// Creates a diagnostic.
    ///
    /// - Parameters:
    ///   - severity: How serious it is.
    ///   - kind: What kind of problem it was.
    ///   - message: What happened.
    public init(_ severity: Severity, _ kind: Kind, _ message: String) {
      self.severity = severity
      self.kind = kind
      self.message = message
    }

    /// `error (batch rejected): …`.
    public var description: String {
      "\(severity == .error ? "error" : "notice") (\(kind.name)): \(message)"
    }

    /// The default handler: logs every diagnostic — to the unified log (`os_log`, subsystem
    /// `TableModelKit`, category `TableController`) where `os` exists, so it shows in Console for
    /// a device in the field, and with `print` elsewhere — and in debug builds stops at errors
    /// with `assertionFailure`.
    ///
    /// Errors are inconsistencies an app can fix (a model that reported a wrong change); notices
    /// (an unbound item type, a deleted row's action, coalesced changes) never stop a build.
    /// Replace it in tests that drive such paths on purpose.
    @MainActor
    public static let standardHandler: @MainActor (Diagnostic) -> Void = { diagnostic in
      log(diagnostic)
      if diagnostic.severity == .error {
        assertionFailure("TableModelKit: \(diagnostic)")
      }
    }

    #if canImport(os)
    @MainActor private static let osLog = OSLog(
      subsystem: "TableModelKit", category: "TableController")

    @MainActor private static func log(_ diagnostic: Diagnostic) {
      // os_log with a C string, not Logger's OSLogMessage interpolation, which the iOS 16 SDK's
      // os overlay only compiles with the OSLog optimizer of the matching compiler.
      diagnostic.description.withCString { text in
        os_log(
          "%{public}s", log: osLog, type: diagnostic.severity == .error ? .error : .default, text)
      }
    }
    #else
    @MainActor private static func log(_ diagnostic: Diagnostic) {
      print("TableModelKit: \(diagnostic)")
    }
    #endif
  }
}

extension TableControllerCore {
  func report(
    _ kind: TableControllerCore.Diagnostic.Kind, _ message: String,
    severity: TableControllerCore.Diagnostic.Severity = .error
  ) {
    diagnostics(TableControllerCore.Diagnostic(severity, kind, message))
  }

  /// Reports, once per type, that an item or a header object has no view binding — a notice, as
  /// adopting the library one item type at a time is no error.
  ///
  /// - Parameters:
  ///   - value: The item or header object.
  ///   - message: What the controller shows instead.
  package func noteUnboundType(of value: any Diffable, _ message: @autoclosure () -> String) {
    let type = ObjectIdentifier(Swift.type(of: AnyDiffable.unwrapped(value)))
    guard reportedUnboundTypes.insert(type).inserted else { return }
    report(.unboundItemType, message(), severity: .notice)
  }
}
