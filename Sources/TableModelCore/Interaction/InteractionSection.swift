/// A section of interaction rows with its header and footer titles, as the
/// ``InteractionTableModel`` builder produces it.
///
/// ```swift
/// InteractionSection("Account", footer: "Signed in with Apple") {
///   InteractionRow("Name", value: profile.name)
///   if profile.isAdmin { InteractionRow("Admin Tools") { _ in … } }
///   for phone in profile.phones { InteractionRow(phone.label, value: phone.number) }
/// }
/// ```
public struct InteractionSection: Sendable {
  /// The section's model: its identity and titles.
  public var model: TitledSection
  /// The rows.
  public var rows: [InteractionRow]

  /// Creates a section.
  ///
  /// - Parameters:
  ///   - header: The header title.
  ///   - footer: The footer title.
  ///   - id: The identity; the header title by default (or the section's position, when it has
  ///     none).
  ///   - rows: The rows.
  public init(
    _ header: String? = nil, footer: String? = nil, id: String? = nil,
    @InteractionRow.Builder rows: () -> [InteractionRow]
  ) {
    self.model = TitledSection(id: id ?? header ?? "", headerTitle: header, footerTitle: footer)
    self.rows = rows()
  }
}

extension InteractionRow {
  /// Builds the rows of an ``InteractionSection``: rows, optional rows (`if`), alternatives
  /// (`if`/`else`, `switch`) and repeated rows (`for`).
  @resultBuilder
  public enum Builder {
    /// Joins the rows of each statement.
    public static func buildBlock(_ rows: [InteractionRow]...) -> [InteractionRow] {
      rows.flatMap { $0 }
    }

    /// A row.
    public static func buildExpression(_ row: InteractionRow) -> [InteractionRow] { [row] }

    /// Several rows.
    public static func buildExpression(_ rows: [InteractionRow]) -> [InteractionRow] { rows }

    /// The rows of an `if` without `else`, or none.
    public static func buildOptional(_ rows: [InteractionRow]?) -> [InteractionRow] { rows ?? [] }

    /// The rows of the first branch.
    public static func buildEither(first rows: [InteractionRow]) -> [InteractionRow] { rows }

    /// The rows of the second branch.
    public static func buildEither(second rows: [InteractionRow]) -> [InteractionRow] { rows }

    /// The rows of every iteration of a `for` loop.
    public static func buildArray(_ rows: [[InteractionRow]]) -> [InteractionRow] {
      rows.flatMap { $0 }
    }

    /// The rows of an `if #available` branch.
    public static func buildLimitedAvailability(_ rows: [InteractionRow]) -> [InteractionRow] {
      rows
    }
  }
}

extension InteractionSection {
  /// Builds the sections of an ``InteractionTableModel``, with the same statements as
  /// ``InteractionRow/Builder``.
  @resultBuilder
  public enum Builder {
    /// Joins the sections of each statement.
    public static func buildBlock(_ sections: [InteractionSection]...) -> [InteractionSection] {
      sections.flatMap { $0 }
    }

    /// A section.
    public static func buildExpression(_ section: InteractionSection) -> [InteractionSection] {
      [section]
    }

    /// Several sections.
    public static func buildExpression(_ sections: [InteractionSection]) -> [InteractionSection] {
      sections
    }

    /// The sections of an `if` without `else`, or none.
    public static func buildOptional(_ sections: [InteractionSection]?) -> [InteractionSection] {
      sections ?? []
    }

    /// The sections of the first branch.
    public static func buildEither(first sections: [InteractionSection]) -> [InteractionSection] {
      sections
    }

    /// The sections of the second branch.
    public static func buildEither(second sections: [InteractionSection]) -> [InteractionSection] {
      sections
    }

    /// The sections of every iteration of a `for` loop.
    public static func buildArray(_ sections: [[InteractionSection]]) -> [InteractionSection] {
      sections.flatMap { $0 }
    }

    /// The sections of an `if #available` branch.
    public static func buildLimitedAvailability(_ sections: [InteractionSection])
      -> [InteractionSection]
    {
      sections
    }
  }
}
