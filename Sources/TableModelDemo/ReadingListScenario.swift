import TableModelScenarios
import TableModelTesting

extension Scenario {
  /// A reading list reordered by dragging, outside editing mode, that takes links dropped from
  /// other apps: the controller as the table's drag and drop delegates.
  static let readingList = Scenario(
    name: "reading-list",
    summary: "drag to reorder without an Edit button, drops from other apps, primary actions"
  ) { story in
    let list = ReadingList()
    let stage = Stage(list.links, story: story, height: 400) {
      $0.cells.register(HeadlessTableViewCell.self, for: ReadingList.Link.self) { cell, link in
        cell.text = link.title
        cell.detailText = link.url
      }
      list.configure($0.core)
    }
    let table = stage.table
    stage.look("Four links; each drags, to reorder it or out as its URL")

    stage.step("You lift \"WWDC videos\" and drop it at the top: no Edit button, no batch") {
      let outcome = try table.dragRow(
        at: RowPath(row: 3, section: 0),
        over: [RowPath(row: 2, section: 0), RowPath(row: 1, section: 0)],
        dropAt: RowPath(row: 0, section: 0))
      stage.note("the drop: \(outcome)")
    }
    stage.check(
      list.links.items.first?.title == "WWDC videos",
      "the model followed the drag through the reorder path, and its change was not sent back")

    stage.step("You drop a link from Safari between the first two rows: one animated insert") {
      let outcome = table.dropFromOutside(
        [TableControllerCore.DragItem(payloads: [.url("https://www.swift.org/packages/")])],
        dropAt: RowPath(row: 1, section: 0))
      stage.note("the drop: \(outcome)")
    }
    stage.check(list.links.items[1].url == "https://www.swift.org/packages/", "it landed there")

    stage.step("You drop a photo: the list takes only links and text, so the drop is refused") {
      let outcome = table.dropFromOutside(
        [TableControllerCore.DragItem(payloads: [])], dropAt: RowPath(row: 0, section: 0))
      stage.note("the drop: \(outcome)")
    }
    stage.check(list.links.count == 5, "nothing was added")

    stage.step("You tap the second link: it is selected, then opened as its primary action") {
      table.tapRow(at: RowPath(row: 1, section: 0))
    }
    stage.check(
      list.opened.map(\.title) == ["https://www.swift.org/packages/"],
      "opened once, and deselected: \(table.indexPathsForSelectedRows.isEmpty)")

    stage.step("With a keyboard, focus moves down two rows, and Return opens the third link") {
      table.moveFocus(from: nil, to: RowPath(row: 0, section: 0))
      table.moveFocus(from: RowPath(row: 0, section: 0), to: RowPath(row: 2, section: 0))
      table.performPrimaryAction(forRowAt: RowPath(row: 2, section: 0))
    }
    stage.check(list.opened.count == 2, "focus opened nothing; Return opened one link")
    stage.finish()
  }
}
