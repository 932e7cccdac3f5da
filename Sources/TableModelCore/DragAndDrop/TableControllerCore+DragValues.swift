extension TableControllerCore {
  /// A value a drag carries — out of a row (``RowBehavior/dragPayloads``) or into the table from
  /// another app — as the platform's item provider holds it, without the platform's types.
  public enum DragPayload: Hashable, Sendable {
    /// Plain text (`NSString` on Apple platforms).
    case text(String)
    /// A URL, as its string (`NSURL`).
    ///
    /// The string must be a URL as `URL(string:)` reads it on iOS 16: not empty, only the
    /// characters RFC 3986 allows (letters, digits and `-._~:/?#[]@!$&'()*+,;=`), every `%`
    /// followed by two hexadecimal digits, at most one `#`. A drag leaves out a string that is
    /// not — `"my file.txt"`, say; percent-encode it first — as no item provider can carry it.
    case url(String)

    /// Whether an item provider can carry the value: any text, and a URL whose string is one.
    package var isCarried: Bool {
      switch self {
      case .text: true
      case .url(let string): Self.isURL(string)
      }
    }

    /// Whether `string` is a URL as `URL(string:)` reads it on iOS 16 (``url(_:)``).
    private static func isURL(_ string: String) -> Bool {
      let bytes = Array(string.utf8)
      guard !bytes.isEmpty, bytes.lazy.filter({ $0 == UInt8(ascii: "#") }).count <= 1 else {
        return false
      }
      var index = 0
      while index < bytes.count {
        let byte = bytes[index]
        if byte == UInt8(ascii: "%") {
          guard index + 2 < bytes.count, isHexDigit(bytes[index + 1]), isHexDigit(bytes[index + 2])
          else { return false }
          index += 3
          continue
        }
        guard isAllowedInURL(byte) else { return false }
        index += 1
      }
      return true
    }

    private static func isHexDigit(_ byte: UInt8) -> Bool {
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "a")...UInt8(ascii: "f"),
        UInt8(ascii: "A")...UInt8(ascii: "F"):
        true
      default: false
      }
    }

    /// RFC 3986's unreserved and reserved characters.
    private static func isAllowedInURL(_ byte: UInt8) -> Bool {
      switch byte {
      case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
        UInt8(ascii: "0")...UInt8(ascii: "9"):
        true
      default: "-._~:/?#[]@!$&'()*+,;=".utf8.contains(byte)
      }
    }

    /// What kind of value this is.
    public var kind: TableControllerCore.DragPayload.Kind {
      switch self {
      case .text: .text
      case .url: .url
      }
    }

    /// The kinds of value a drag can carry: what a drop session says it holds before its values
    /// are loaded.
    public enum Kind: Hashable, Sendable, CaseIterable {
      /// Plain text.
      case text
      /// A URL.
      case url
    }
  }

  /// One dragged thing — a row, or an item from another app — with the values it carries.
  public struct DragItem: Hashable, Sendable {
    /// The values the item carries; none for a row dragged only to reorder it.
    public var payloads: [TableControllerCore.DragPayload]
    /// The row the item was lifted from, when it comes from this table (UIKit's
    /// `UITableViewDropItem.sourceIndexPath`); set by the table, `nil` for an item from elsewhere.
    public package(set) var sourceRow: RowPath?

    /// Creates an item.
    ///
    /// - Parameter payloads: The values it carries.
    public init(payloads: [TableControllerCore.DragPayload]) {
      self.payloads = payloads
    }

    /// Creates an item lifted from a row of a table.
    ///
    /// - Parameters:
    ///   - payloads: The values it carries.
    ///   - sourceRow: The row it was lifted from.
    package init(payloads: [TableControllerCore.DragPayload], sourceRow: RowPath?) {
      self.payloads = payloads
      self.sourceRow = sourceRow
    }
  }

  /// What a table does with a drop at the place the user holds it, as
  /// `UITableViewDropProposal`: an operation and an intent.
  public struct DropProposal: Hashable, Sendable {
    /// What the drop does, as `UIDropOperation`.
    public enum Operation: Hashable, Sendable {
      /// The drop is not taken; the user sees nothing.
      case cancel
      /// The drop is not taken here; the user sees that it is forbidden.
      case forbidden
      /// The values are copied into the table.
      case copy
      /// The dragged rows move here.
      case move
    }

    /// Where the drop goes, as `UITableViewDropProposal.Intent`.
    public enum Intent: Hashable, Sendable {
      /// Not yet known: the table opens no gap.
      case unspecified
      /// New rows at the destination: the table opens a gap there.
      case insertAtDestinationIndexPath
      /// Into the row at the destination (a container): the table highlights it.
      case insertIntoDestinationIndexPath
      /// The table chooses between the two insertions from the drop's position.
      case automatic
    }

    /// What the drop does.
    public var operation: TableControllerCore.DropProposal.Operation
    /// Where it goes.
    public var intent: TableControllerCore.DropProposal.Intent

    /// Creates a proposal.
    ///
    /// - Parameters:
    ///   - operation: What the drop does.
    ///   - intent: Where it goes; unspecified by default.
    public init(
      _ operation: TableControllerCore.DropProposal.Operation,
      intent: TableControllerCore.DropProposal.Intent = .unspecified
    ) {
      self.operation = operation
      self.intent = intent
    }

    /// Whether the proposal takes the drop (copies or moves).
    public var takesDrop: Bool { operation == .copy || operation == .move }
  }

  /// Where a drop lands, named by the rows around the position the user dropped at and by its
  /// section, so that values that load after the drop land there even when rows and sections
  /// came and went meanwhile (``TableControllerCore/dropTarget(at:)``).
  package struct DropTarget: Hashable, Sendable {
    /// Where the user dropped: a row, a section's row count (its end), or `nil` over no row.
    let position: RowPath?
    /// The identity of the row at `position`, which the drop goes before.
    let over: AnyDiffable.ID?
    /// The identity of the model of `position`'s section, where the drop goes when there are no
    /// rows around it (an empty section) or they are gone.
    var section: AnyDiffable.ID?
    /// The identity of the row before `position`, which the drop goes after.
    let before: AnyDiffable.ID?
  }

  /// What a table does with values dropped into it from outside: the kinds it takes, where, and
  /// how they become rows of the model.
  ///
  /// ```swift
  /// controller.core.dropHandler = TableControllerCore.DropHandler(accepting: [.text]) {
  ///   payloads, destination in
  ///   for case .text(let text) in payloads.reversed() {
  ///     notes.insert(Note(text: text), at: destination.row)
  ///   }
  /// }
  /// ```
  ///
  /// Destinations are positions of the table (of the top layer, for a stack of layers): a row
  /// index up to the section's row count, which appends.
  public struct DropHandler: Sendable {
    /// The kinds of value the table takes; a drop holding none of them is not taken.
    public var acceptedKinds: Set<TableControllerCore.DragPayload.Kind>
    /// Whether values may be dropped at a position (where new rows would be inserted).
    public var canDrop: @MainActor @Sendable (RowPath) -> Bool
    /// Inserts the dropped values — those of the accepted kinds, in the drop's order — into the
    /// model at a position; the model's change animates as any other.
    public var insert: @MainActor @Sendable ([TableControllerCore.DragPayload], RowPath) -> Void

    /// Creates a drop handler.
    ///
    /// - Parameters:
    ///   - acceptedKinds: The kinds of value the table takes.
    ///   - canDrop: Whether values may be dropped at a position; anywhere by default.
    ///   - insert: Inserts the dropped values into the model at a position.
    public init(
      accepting acceptedKinds: Set<TableControllerCore.DragPayload.Kind>,
      canDrop: @escaping @MainActor @Sendable (RowPath) -> Bool = { _ in true },
      insert: @escaping @MainActor @Sendable ([TableControllerCore.DragPayload], RowPath) -> Void
    ) {
      self.acceptedKinds = acceptedKinds
      self.canDrop = canDrop
      self.insert = insert
    }
  }
}
