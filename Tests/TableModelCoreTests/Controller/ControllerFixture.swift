import TableModelTestSupport
import TableModelTesting

/// A model, a headless table and a controller wired together, with every diagnostic recorded
/// instead of stopping the test.
@MainActor
final class ControllerFixture<Model: TableModel> {
  let model: Model
  let table: HeadlessTableView
  let controller: HeadlessTableController
  private(set) var diagnostics: [TableControllerCore.Diagnostic] = []
  private(set) var batches: [BatchRecord] = []
  /// Runs after each batch the table commits, after it is recorded.
  var afterBatch: (@MainActor (BatchRecord) -> Void)?

  init(
    _ model: Model, width: Double = 320, height: Double = 440,
    configure: (HeadlessTableController) -> Void = { _ in }
  ) {
    self.model = model
    table = HeadlessTableView(width: width, height: height)
    controller = HeadlessTableController(model: model)
    controller.core.diagnostics = { [unowned self] in diagnostics.append($0) }
    configure(controller)
    table.onBatch = { [unowned self] in
      batches.append($0)
      afterBatch?($0)
    }
    controller.attach(to: table)
    // A table on screen lays out after it loads.
    try? table.layoutIfNeeded()
  }

  var core: TableControllerCore { controller.core }

  /// The texts of the visible cells, row by row, section by section.
  var shownTexts: [[String]] {
    (0..<table.numberOfSections).map { section in
      (0..<table.numberOfRows(inSection: section)).map {
        table.cellForRow(at: RowPath(row: $0, section: section))?.renderedText ?? "(no cell)"
      }
    }
  }

  /// The kinds of the recorded diagnostics.
  var diagnosticKinds: [TableControllerCore.Diagnostic.Kind] { diagnostics.map(\.kind) }
}

extension ControllerFixture {
  /// What differs between the settled table and its model, if anything: a refused batch, a shape
  /// other than the model's, or a visible row that does not show the model's item there.
  var tableMismatch: String? {
    if let rejected = batches.first(where: { !$0.isAccepted }) {
      return "a batch was rejected: \(rejected)"
    }
    let shape = TableShape((0..<model.numberOfSections).map { model.numberOfRows(inSection: $0) })
    guard table.cachedShape == shape else {
      return
        "the table's shape \(String(describing: table.cachedShape)) is not the model's \(shape)"
    }
    for path in table.indexPathsForVisibleRows {
      let expected = String(describing: model.item(at: path))
      guard let shown = table.cellForRow(at: path)?.renderedText, shown == expected else {
        return
          "row \(path) shows \(table.cellForRow(at: path)?.renderedText ?? "no cell"), not \(expected)"
      }
    }
    return nil
  }
}
