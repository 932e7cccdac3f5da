import TableModelScenarios
import TableModelTesting

extension Scenario {
  /// Threaded replies as an outline: a tree of replies shown as rows indented by depth, where
  /// expanding, collapsing, replying and moving a reply are each one exact batch.
  static let outline = Scenario(
    name: "outline",
    summary: "threaded replies from a tree: expand, collapse, reply and move as exact batches"
  ) { story in
    typealias Thread = OutlineTableModel<Reply>
    let thread = Thread(Reply.sampleThread)
    let (answer, thanks, aside) = (2, 3, 4)
    let stage = Stage(thread, story: story, height: 6 * 44) {
      $0.cells.register(HeadlessTableViewCell.self, for: Thread.Row.self) { cell, row in
        let marker = row.hasChildren ? (row.isExpanded ? "▾ " : "▸ ") : ""
        cell.text = "\(marker)@\(row.item.author): \(row.item.text)"
      }
    }
    let table = stage.table
    stage.look("A question with two replies; the first reply has a reply of its own, collapsed")

    stage.step("You tap grace's reply: its replies unfold below it") {
      table.tapRow(at: RowPath(row: 1, section: 0))
    }
    stage.check(thread.isExpanded(id: answer), "grace's reply is expanded")
    stage.check(
      table.cellForRow(at: RowPath(row: 2, section: 0))?.indentationLevel == 2,
      "ada's thanks is indented two levels: the controller indents rows by depth")

    stage.step("linus replies to ada's thanks") {
      thread.append(Reply(id: 5, author: "linus", text: "Glad it helped."), to: thanks)
    }
    stage.note("thanks is collapsed, so its row only changes to show it has replies")

    stage.step("A moderator moves linus's aside under grace's reply") {
      thread.move(id: aside, under: answer, at: 0)
    }

    stage.step("You tap the question: the whole thread folds into one row") {
      table.tapRow(at: RowPath(row: 0, section: 0))
    }
    stage.check(table.numberOfRows(inSection: 0) == 1, "one row left")
    stage.check(thread.isExpanded(id: answer), "grace's reply stays expanded inside")

    stage.step("You tap it again: the thread unfolds as you left it") {
      table.tapRow(at: RowPath(row: 0, section: 0))
    }
    stage.finish()
  }
}
