import TableModelTesting

/// Compares what a headless table shows with the model it should show.
@MainActor
enum TableAudit {
  /// The differences between a table and a model: its cached shape against the model's, and the
  /// text of every visible cell against the text the model's row should have.
  ///
  /// - Parameters:
  ///   - table: The table.
  ///   - model: The model (or the top of a stack of layers) the table shows.
  ///   - expectedText: The rendered text of the cell of a row's item.
  /// - Returns: One line per difference; empty when the table shows the model.
  static func differences<Model: TableModel>(
    between table: HeadlessTableView, and model: Model,
    expectedText: (Model.Item) -> String
  ) -> [String] {
    let shape = model.shape
    guard table.cachedShape == shape else {
      return [
        "the table's shape is \(table.cachedShape?.description ?? "nil"), the model's \(shape)"
      ]
    }
    var differences: [String] = []
    for path in table.indexPathsForVisibleRows {
      guard let cell = table.cellForRow(at: path) else { continue }
      let expected = expectedText(model.item(at: path))
      if cell.renderedText != expected {
        differences.append(
          "row \(path) shows \"\(cell.renderedText)\", the model has \"\(expected)\"")
      }
    }
    return differences
  }
}
