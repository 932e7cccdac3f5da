public import TableModelTesting

/// Binds a ``TableModel`` to a ``HeadlessTableView`` the way a table controller does, and checks
/// after every change that the table accepted it and shows exactly the model's rows.
///
/// Each row's cell shows `String(describing: item)`. On ``TableModelEvents/Event/willChange`` the
/// harness makes sure the table has cached its shape (while the model still has it); on
/// ``TableModelEvents/Event/changed(_:)`` it performs the batch and reconfigures updated rows (or
/// reloads); on ``TableModelEvents/Event/didChange`` it checks the table against the model.
@MainActor
public final class ModelTableHarness<Model: TableModel>: HeadlessTableViewDataSource {
  /// The model shown.
  public let model: Model
  /// The table.
  public let table: HeadlessTableView
  /// Problems found so far: rejected batches and tables that differ from the model.
  public private(set) var problems: [String] = []
  /// Every change the model published, in order.
  public private(set) var changes: [TableModelChange] = []
  /// Whether every visible cell must be the one that showed the same item before the change
  /// (checked for rows whose item was neither inserted nor reloaded).
  public var checksCellIdentity = true

  private var observation: TableModelEvents.Observation?
  private var pending: TableModelChange?
  private var cellOfItem: [AnyDiffable.ID: ObjectIdentifier] = [:]

  /// Shows a model in a tall headless table, so every row has a cell.
  ///
  /// - Parameter model: The model.
  public init(_ model: Model) {
    self.model = model
    table = HeadlessTableView(height: 1_000_000_000)
    table.register(HeadlessTableViewCell.self, forCellReuseIdentifier: "Cell")
    table.dataSource = self
    do { try table.reloadData() } catch { problems.append("load: \(error)") }
    observation = model.events.observe { [weak self] event in self?.handle(event) }
    recordCells()
  }

  /// The rows the table shows, as cell texts per section.
  public var shownRows: [[String]] {
    guard let shape = table.cachedShape else { return [] }
    return shape.rowCounts.enumerated().map { section, count in
      (0..<count).map { table.cellForRow(at: RowPath(row: $0, section: section))?.text ?? "∅" }
    }
  }

  /// The model's rows, as the cells should show them.
  public var modelRows: [[String]] {
    (0..<model.numberOfSections).map { section in
      (0..<model.numberOfRows(inSection: section)).map {
        String(describing: model.item(at: RowPath(row: $0, section: section)))
      }
    }
  }

  // MARK: Data source

  /// The model's number of sections.
  public func numberOfSections(in tableView: HeadlessTableView) -> Int { model.numberOfSections }

  /// The model's number of rows.
  public func tableView(_ tableView: HeadlessTableView, numberOfRowsInSection section: Int) -> Int {
    model.numberOfRows(inSection: section)
  }

  /// A cell showing the item's description.
  public func tableView(_ tableView: HeadlessTableView, cellForRowAt rowPath: RowPath)
    -> HeadlessTableViewCell
  {
    let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: rowPath)
    guard rowPath.section < model.numberOfSections,
      rowPath.row < model.numberOfRows(inSection: rowPath.section)
    else {
      problems.append("the table asked for \(rowPath), which the model does not have")
      cell.text = "∅"
      return cell
    }
    cell.text = String(describing: model.item(at: rowPath))
    return cell
  }

  // MARK: Events

  private func handle(_ event: TableModelEvents.Event) {
    switch event {
    case .willChange:
      _ = table.numberOfSections
    case .changed(let change):
      pending = change
      changes.append(change)
      do {
        switch change {
        case .reloadData:
          try table.reloadData()
        case .batch(let changeset):
          try table.performBatchUpdates {
            for call in changeset.batchCalls() { try table.replay(call) }
          }
          for call in changeset.reconfigureCalls { try table.replay(call) }
        }
      } catch {
        problems.append("batch rejected: \(error)\nchange: \(change)")
      }
    case .didChange:
      audit()
    }
  }

  private func audit() {
    let shown = shownRows
    let expected = modelRows
    if shown != expected {
      problems.append(
        "the table shows \(shown)\nbut the model has \(expected)\nafter \(pending.map(String.init(describing:)) ?? "no change")"
      )
    }
    if checksCellIdentity, case .batch(let changeset)? = pending {
      let fresh = Set(changeset.insertedRows)
      let freshSections = Set(changeset.insertedSections)
      for (section, count) in (table.cachedShape?.rowCounts ?? []).enumerated() {
        for row in 0..<count {
          let path = RowPath(row: row, section: section)
          guard !fresh.contains(path), !freshSections.contains(section),
            let cell = table.cellForRow(at: path)
          else { continue }
          let identity = AnyDiffable(model.item(at: path)).id
          if let previous = cellOfItem[identity], previous != ObjectIdentifier(cell) {
            problems.append("\(path) (\(cell.text ?? "")) lost its cell")
          }
        }
      }
    }
    recordCells()
  }

  private func recordCells() {
    cellOfItem = [:]
    var repeated = Set<AnyDiffable.ID>()
    for section in 0..<model.numberOfSections {
      for row in 0..<model.numberOfRows(inSection: section) {
        let path = RowPath(row: row, section: section)
        let identity = AnyDiffable(model.item(at: path)).id
        if let cell = table.cellForRow(at: path),
          cellOfItem.updateValue(ObjectIdentifier(cell), forKey: identity) != nil
        {
          repeated.insert(identity)
        }
      }
    }
    // Identities shown twice (two layers of the same kind) cannot tell their cells apart.
    for identity in repeated { cellOfItem[identity] = nil }
  }
}
