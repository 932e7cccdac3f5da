extension RowBehavior {
  /// How tall a row is.
  ///
  /// A struct with static members, so new strategies can be added without breaking a `switch`.
  public struct Height: Sendable {
    enum Kind: Sendable {
      case standard
      case fixed(Double)
      case automatic(estimated: Double)
      case computed(estimated: Double, compute: @MainActor @Sendable (Double) -> Double)
    }

    let kind: Kind

    /// The table's default row height.
    public static let standard = RowBehavior.Height(kind: .standard)

    /// A fixed height in points.
    ///
    /// - Parameter height: The height.
    /// - Returns: The strategy.
    /// - Precondition: The height must be finite, not negative and at most ``maximum``;
    ///   otherwise (a height UIKit raises on, or lays out as garbage) the program stops with a
    ///   message naming the call and the height.
    public static func fixed(_ height: Double) -> RowBehavior.Height {
      requireHeight(height, "RowBehavior.Height.fixed(_:)")
      return RowBehavior.Height(kind: .fixed(height))
    }

    /// The cell sizes itself (`UITableView.automaticDimension`); `estimated` is used until it is
    /// displayed.
    ///
    /// - Parameter estimated: The estimated height.
    /// - Returns: The strategy.
    /// - Precondition: The estimate must be finite, not negative and at most ``maximum``;
    ///   otherwise the program stops with a message naming the call and the estimate.
    public static func automatic(estimated: Double) -> RowBehavior.Height {
      requireHeight(estimated, "RowBehavior.Height.automatic(estimated:)")
      return RowBehavior.Height(kind: .automatic(estimated: estimated))
    }

    /// The height computed by a function of the table's width — text measured, say — cached by
    /// the table controller per row identity, content and width.
    ///
    /// - Parameters:
    ///   - estimated: The estimated height, used before the row is displayed.
    ///   - compute: Computes the height for a width.
    /// - Returns: The strategy.
    /// - Precondition: The estimate must be finite, not negative and at most ``maximum``;
    ///   otherwise the program stops with a message naming the call and the estimate.
    /// - Precondition: The height `compute` returns must be finite, not negative and at most
    ///   ``maximum``; otherwise the program stops when a table asks for it, before the table is
    ///   given it, with a message naming the row and the value.
    public static func computed(
      estimated: Double, _ compute: @escaping @MainActor @Sendable (Double) -> Double
    ) -> RowBehavior.Height {
      requireHeight(estimated, "RowBehavior.Height.computed(estimated:_:)")
      return RowBehavior.Height(kind: .computed(estimated: estimated, compute: compute))
    }
  }
}

extension RowBehavior {
  /// The accessory at the trailing edge of a row, as `UITableViewCell.AccessoryType`.
  public struct Accessory: Hashable, Sendable {
    /// The accessory's name, as UIKit spells its case.
    public let name: String

    private init(_ name: String) { self.name = name }

    /// No accessory.
    public static let none = RowBehavior.Accessory("none")
    /// A chevron: tapping the row goes somewhere.
    public static let disclosureIndicator = RowBehavior.Accessory("disclosureIndicator")
    /// An info button, tapped separately from the row.
    public static let detailButton = RowBehavior.Accessory("detailButton")
    /// A checkmark.
    public static let checkmark = RowBehavior.Accessory("checkmark")
    /// An info button and a chevron.
    public static let detailDisclosureButton = RowBehavior.Accessory("detailDisclosureButton")

    /// Whether the accessory has a button of its own (`accessoryButtonTapped`).
    public var hasButton: Bool { self == .detailButton || self == .detailDisclosureButton }
  }
}

extension RowBehavior {
  /// How a selected row looks, as `UITableViewCell.SelectionStyle`.
  public struct SelectionStyle: Hashable, Sendable {
    /// The style's name, as UIKit spells its case.
    public let name: String

    private init(_ name: String) { self.name = name }

    /// The row does not change when selected.
    public static let none = RowBehavior.SelectionStyle("none")
    /// The system's selection colour.
    public static let `default` = RowBehavior.SelectionStyle("default")
  }
}

extension RowBehavior {
  /// What editing a row does, as `UITableViewCell.EditingStyle`.
  public struct EditingStyle: Hashable, Sendable {
    /// The style's name, as UIKit spells its case.
    public let name: String

    private init(_ name: String) { self.name = name }

    /// The row cannot be edited.
    public static let none = RowBehavior.EditingStyle("none")
    /// The row can be deleted.
    public static let delete = RowBehavior.EditingStyle("delete")
    /// A row can be inserted here.
    public static let insert = RowBehavior.EditingStyle("insert")
  }
}
