import TableModelScenarioCells
import TableModelScenarios
import TableModelTestSupport
import TableModelTesting
import Testing

/// A notice shown among tweets, not bound to any cell: the old code path presents it.
struct Notice: Diffable, Hashable {
  var id: String
}

/// A data source written before the cell factory, adopting it for tweets only.
@MainActor
final class LegacyFeedDataSource: HeadlessTableViewDataSource {
  var items: [any Diffable]
  var cells = CellFactory<HeadlessTableView>()
  private(set) var legacyCells = 0

  init(items: [any Diffable]) {
    self.items = items
  }

  func tableView(_ tableView: HeadlessTableView, numberOfRowsInSection section: Int) -> Int {
    items.count
  }

  func tableView(_ tableView: HeadlessTableView, cellForRowAt rowPath: RowPath)
    -> HeadlessTableViewCell
  {
    if let cell = cells.cell(for: items[rowPath.row], at: rowPath, in: tableView) { return cell }
    legacyCells += 1
    let cell = tableView.dequeueReusableCell(withIdentifier: "Legacy", for: rowPath)
    cell.text = "legacy \(items[rowPath.row].id)"
    return cell
  }
}

@MainActor
@Suite struct CellFactoryTests {
  private func feed(_ items: [any Diffable]) throws -> (HeadlessTableView, LegacyFeedDataSource) {
    let table = HeadlessTableView(width: 320, height: 440)
    let source = LegacyFeedDataSource(items: items)
    source.cells.register(Tweet.self)
    source.cells.registerCells(in: table)
    table.register(HeadlessTableViewCell.self, forCellReuseIdentifier: "Legacy")
    table.dataSource = source
    try table.reloadData()
    return (table, source)
  }

  @Test func adoptedOneTypeAtATime_unboundItemsTakeTheOldPath() throws {
    let (table, source) = try feed([
      Tweet(id: 1, author: "ada", text: "Hello"), Notice(id: "n"),
      Tweet(id: 2, author: "bob", text: "Hi"),
    ])
    #expect(table.cellForRow(at: RowPath(row: 0, section: 0)) is TweetCell)
    #expect(table.cellForRow(at: RowPath(row: 1, section: 0))?.text == "legacy n")
    #expect(source.legacyCells == 1)
    #expect(table.cellForRow(at: RowPath(row: 2, section: 0))?.renderedText == "@bob — Hi")
  }

  @Test func reuseIdentifier_isDerivedFromTheCellClass_andTheStyle() {
    var cells = CellFactory<HeadlessTableView>()
    cells.register(TweetCell.self)
    cells.register(HeadlessTableViewCell.self, for: Notice.self, style: "banner") { cell, notice in
      cell.text = notice.id
    }
    let tweetIdentifier = cells.reuseIdentifier(for: Tweet(id: 1, author: "a", text: "b"))
    #expect(tweetIdentifier == CellFactory<HeadlessTableView>.reuseIdentifier(for: TweetCell.self))
    #expect(tweetIdentifier?.hasSuffix("TweetCell") == true)
    #expect(
      cells.reuseIdentifier(for: Notice(id: "x"))?.hasSuffix("HeadlessTableViewCell#banner") == true
    )
    #expect(
      cells.reuseIdentifier(for: AnyDiffable(Notice(id: "x"))) != nil,
      "layers' AnyDiffable is unwrapped")
    #expect(!cells.canMakeCell(for: TestItem(1)))
  }

  @Test func reusedCell_isConfiguredAgain_fromItsNewItem() throws {
    let tweets = (0..<30).map { Tweet(id: $0, author: "u\($0)", text: "t\($0)") }
    let (table, source) = try feed(tweets)  // The table holds its data source weakly.
    let first = try #require(table.cellForRow(at: RowPath(row: 0, section: 0)) as? TweetCell)
    try table.setContentOffset(440)
    let visible = table.visibleCells.compactMap { $0 as? TweetCell }
    #expect(visible.contains { $0 === first }, "the first cell was reused further down")
    #expect(first.updates == 2)
    let row = try #require(table.indexPath(for: first)).row
    #expect(first.text == "@u\(row)" && first.detailText == "t\(row)")
    #expect(source.legacyCells == 0)
  }

  @Test func registerThroughAPart_presentsThePart() throws {
    struct Pinned: Diffable, Hashable {
      var tweet: Tweet
      var id: Int { tweet.id }
    }
    var cells = CellFactory<HeadlessTableView>()
    cells.register(TweetCell.self, for: Pinned.self, through: \.tweet)
    let table = HeadlessTableView(width: 320, height: 100)
    cells.registerCells(in: table)
    let cell = try #require(
      cells.cell(
        for: Pinned(tweet: Tweet(id: 1, author: "ada", text: "pinned")),
        at: RowPath(row: 0, section: 0),
        in: table))
    #expect(cell.renderedText == "@ada — pinned")
  }
}
