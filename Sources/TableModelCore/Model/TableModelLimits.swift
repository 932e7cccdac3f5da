/// The limits the package puts on what a ``TableModel`` reports.
///
/// A custom model may report any `Int` as its ``TableModel/numberOfSections``. Code that reads a
/// model's whole shape — ``FilterLayer`` and ``SortLayer`` as they are made and as the model
/// below changes, a table controller as its table reads its shape, ``LoadMoreLayer`` totalling
/// the rows a page adds, ``EmptyStateLayer`` looking for a row, `TableModel.shape` — would
/// allocate or loop over every section. Past ``maximumSectionCount`` such a reader stops the
/// program, in every build configuration, with a message naming the reader, the model's type and
/// the count, before it allocates anything.
public enum TableModelLimits {
  /// The most sections a model may report to code that reads its whole shape: 1,000,000, as
  /// many as the largest table the headless table lays out.
  public static let maximumSectionCount = 1_000_000

  /// The most elements a reader reserves room for ahead from a count a model reported: a row
  /// count is not checked against a limit, so a reader grows past this as it reads rather than
  /// allocate for a count (`Int.max`) it would never reach.
  static let maximumReservedCount = 1 << 20

  /// `count`, made no larger than ``maximumReservedCount`` (nor negative), to reserve room for.
  static func reservable(_ count: Int) -> Int { min(max(count, 0), maximumReservedCount) }

  /// Stops with a message naming the reader, the model's type and the count, unless `count` is
  /// at most ``maximumSectionCount``.
  ///
  /// - Parameters:
  ///   - count: The number of sections the model reports.
  ///   - reader: What reads the whole shape, such as `FilterLayer`.
  ///   - model: The model's type.
  static func requireReadableSectionCount(
    _ count: Int, reader: @autoclosure () -> String, model: Any.Type
  ) {
    requireContract(
      count <= maximumSectionCount,
      "\(reader()): the model (\(model)) says it has \(count) sections; code that reads a model's whole shape reads at most \(maximumSectionCount) sections (TableModelLimits.maximumSectionCount)"
    )
  }

  /// A shape as a contract message prints it: every section's row count, such as `[3, 0, 2]`;
  /// past `ContractText.shownCount` sections, the first ones, an ellipsis and the number of
  /// sections, so a message never formats a huge shape.
  ///
  /// - Parameters:
  ///   - sectionCount: The number of sections.
  ///   - rows: The number of rows of a section, read only for the sections printed.
  /// - Returns: The text.
  static func shapeText(sectionCount: Int, rows: (Int) -> Int) -> String {
    ContractText.list(sectionCount, of: "sections") { String(rows($0)) }
  }

  /// A list of row counts as a contract message prints it (``shapeText(sectionCount:rows:)``).
  static func shapeText(_ counts: [Int]) -> String {
    shapeText(sectionCount: counts.count) { counts[$0] }
  }
}

extension TableModel {
  /// The model's shape as a contract message prints it: at most the first
  /// `ContractText.shownCount` sections' row counts.
  var contractShapeText: String {
    TableModelLimits.shapeText(sectionCount: numberOfSections) { numberOfRows(inSection: $0) }
  }
}
