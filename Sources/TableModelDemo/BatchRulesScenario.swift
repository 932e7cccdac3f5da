import TableModelTesting

extension Scenario {
  /// The headless table accepting and rejecting batches the way UIKit does.
  static let batchRules = Scenario(
    name: "batch-rules",
    summary: "the headless table accepts and rejects batches exactly as UITableView does"
  ) { story in
    let fruits = FruitList(["Apple", "Banana", "Cherry"])
    let table = HeadlessTableView(height: 200)
    table.register(HeadlessTableViewCell.self, forCellReuseIdentifier: "Fruit")
    table.dataSource = fruits
    do { try table.reloadData() } catch { story.say("loading failed: \(error)") }
    story.say("A table of three fruits.")
    story.render(table)

    story.say("Kiwi is appended to the model inside the batch, and the batch inserts its row.")
    try? table.performBatchUpdates {
      fruits.items.append("Kiwi")
      try table.insertRows(at: [RowPath(row: 3, section: 0)], with: .automatic)
    }
    story.show(table.lastBatch, expectAccepted: true)
    story.render(table)

    story.say("Banana is removed from the model, but the batch forgets to delete its row.")
    try? table.performBatchUpdates { fruits.items.remove(at: 1) }
    story.show(table.lastBatch, expectAccepted: false)
    story.say("The table is unchanged: a rejected batch leaves no partial state.")
    story.render(table)

    story.say("The same change, told to the table this time; Cherry moves to the top.")
    try? table.performBatchUpdates {
      fruits.items = ["Cherry", "Apple", "Kiwi"]
      try table.deleteRows(at: [RowPath(row: 1, section: 0)], with: .fade)
      try table.moveRow(at: RowPath(row: 2, section: 0), to: RowPath(row: 0, section: 0))
    }
    story.show(table.lastBatch, expectAccepted: true)
    story.render(table)

    story.say("A reload and a move of the same row in one batch: UIKit refuses (R5).")
    try? table.performBatchUpdates {
      try table.reloadRows(at: [RowPath(row: 0, section: 0)], with: .automatic)
      try table.moveRow(at: RowPath(row: 0, section: 0), to: RowPath(row: 2, section: 0))
    }
    story.show(table.lastBatch, expectAccepted: false)
    story.render(table)
  }
}

/// A one-section data source of strings.
@MainActor
final class FruitList: HeadlessTableViewDataSource {
  var items: [String]

  init(_ items: [String]) {
    self.items = items
  }

  func tableView(_ tableView: HeadlessTableView, numberOfRowsInSection section: Int) -> Int {
    items.count
  }

  func tableView(_ tableView: HeadlessTableView, cellForRowAt rowPath: RowPath)
    -> HeadlessTableViewCell
  {
    let cell = tableView.dequeueReusableCell(withIdentifier: "Fruit", for: rowPath)
    cell.text = items[rowPath.row]
    return cell
  }
}
