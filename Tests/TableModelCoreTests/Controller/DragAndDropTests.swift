import TableModelScenarioCells
import TableModelScenarios
import TableModelTestSupport
import TableModelTesting
import Testing

/// Records the drag and drop delegate calls of a headless table, forwarding each to a headless
/// controller.
@MainActor
private final class RecordingDragDrop: HeadlessTableView.DragDelegate, HeadlessTableView
    .DropDelegate
{
  let controller: HeadlessTableController
  var calls: [String] = []

  init(_ controller: HeadlessTableController) { self.controller = controller }

  func tableView(_ tableView: HeadlessTableView, itemsForBeginningDragAt rowPath: RowPath)
    -> [TableControllerCore.DragItem]
  {
    calls.append("itemsForBeginningDrag \(rowPath)")
    return controller.tableView(tableView, itemsForBeginningDragAt: rowPath)
  }
  func tableView(
    _ tableView: HeadlessTableView, dragSessionWillBegin session: HeadlessTableView.DragSession
  ) { calls.append("dragSessionWillBegin") }
  func tableView(
    _ tableView: HeadlessTableView, dragSessionDidEnd session: HeadlessTableView.DragSession
  ) {
    calls.append("dragSessionDidEnd")
    controller.tableView(tableView, dragSessionDidEnd: session)
  }
  func tableView(_ tableView: HeadlessTableView, canHandle session: HeadlessTableView.DragSession)
    -> Bool
  {
    calls.append("canHandle")
    return controller.tableView(tableView, canHandle: session)
  }
  func tableView(
    _ tableView: HeadlessTableView, dropSessionDidEnter session: HeadlessTableView.DragSession
  ) { calls.append("dropSessionDidEnter") }
  func tableView(
    _ tableView: HeadlessTableView, dropSessionDidUpdate session: HeadlessTableView.DragSession,
    withDestinationIndexPath destination: RowPath?
  ) -> TableControllerCore.DropProposal {
    let proposal = controller.tableView(
      tableView, dropSessionDidUpdate: session, withDestinationIndexPath: destination)
    calls.append(
      "dropSessionDidUpdate \(destination.map { "\($0)" } ?? "nil") \(proposal.operation)")
    return proposal
  }
  func tableView(
    _ tableView: HeadlessTableView, performDropWith coordinator: HeadlessTableView.DropCoordinator
  ) {
    calls.append("performDrop")
    controller.tableView(tableView, performDropWith: coordinator)
  }
  func tableView(
    _ tableView: HeadlessTableView, dropSessionDidEnd session: HeadlessTableView.DragSession
  ) { calls.append("dropSessionDidEnd") }
}

@MainActor
@Suite struct DragAndDropTests {
  private func feed(
    _ ids: [Int], behavior: @escaping @MainActor (Tweet) -> RowBehavior,
    configure: @escaping (HeadlessTableController) -> Void = { _ in }
  ) -> ControllerFixture<ArrayTableModel<Tweet>> {
    ControllerFixture(ArrayTableModel(ids.map { Tweet($0) })) {
      $0.cells.register(TweetCell.self)
      $0.core.setBehavior(for: Tweet.self, behavior)
      configure($0)
    }
  }

  private func ids(_ fixture: ControllerFixture<ArrayTableModel<Tweet>>) -> [Int] {
    fixture.model.items.map(\.id)
  }

  @Test func dragToReorder_outsideEditing_movesTheModel_throughTheReorderPath_inUIKitsOrder() throws
  {
    let fixture = feed([1, 2, 3, 4]) { _ in RowBehavior { $0.canMove = true } }
    let recorder = RecordingDragDrop(fixture.controller)
    fixture.table.dragDelegate = recorder
    fixture.table.dropDelegate = recorder
    let batchesBefore = fixture.batches.count
    #expect(!fixture.table.isEditing)
    #expect(
      try fixture.table.dragRow(at: p(0, 0), over: [p(0, 1)], dropAt: p(0, 2))
        == .moved(to: p(0, 2)))
    #expect(ids(fixture) == [2, 3, 1, 4])
    #expect(fixture.batches.count == batchesBefore, "the table moved the row itself")
    #expect(fixture.shownTexts[0].map { $0.split(separator: " ").last! } == ["2", "3", "1", "4"])
    #expect(
      recorder.calls == [
        "itemsForBeginningDrag [0, 0]", "dragSessionWillBegin", "canHandle", "dropSessionDidEnter",
        "dropSessionDidUpdate [0, 1] move", "dropSessionDidUpdate [0, 2] move",
        "dropSessionDidEnd", "dragSessionDidEnd",
      ])
    #expect(fixture.diagnostics.isEmpty)
  }

  @Test func dragToReorder_keepsTheControllersMoveRules() throws {
    // Rows that cannot move stay at the end: a drop after the last row lands before it.
    let fixture = feed([1, 2, 3, 99]) { tweet in RowBehavior { $0.canMove = tweet.id != 99 } }
    #expect(try fixture.table.dragRow(at: p(0, 0), dropAt: p(0, 3)) == .moved(to: p(0, 2)))
    #expect(ids(fixture) == [2, 3, 1, 99])
    #expect(
      try fixture.table.dragRow(at: p(0, 3), dropAt: p(0, 0)) == .notStarted, "99 does not drag")
  }

  @Test func rowsThatNeitherMoveNorCarryValues_doNotDrag() throws {
    let fixture = feed([1, 2]) { _ in RowBehavior() }
    #expect(try fixture.table.dragRow(at: p(0, 0), dropAt: p(0, 1)) == .notStarted)
    #expect(ids(fixture) == [1, 2])
  }

  @Test func dropFromAnotherApp_insertsIntoTheModel_atTheDestination() {
    var dropped: [(TableControllerCore.DragPayload, RowPath)] = []
    let fixture = feed([1, 2, 3]) { _ in
      RowBehavior()
    } configure: { controller in
      controller.core.dropHandler = TableControllerCore.DropHandler(accepting: [.text]) {
        payloads, destination in
        let model = controller.core.modelObject as! ArrayTableModel<Tweet>
        for payload in payloads.reversed() {
          dropped.append((payload, destination))
          if case .text(let text) = payload { model.insert(Tweet(Int(text)!), at: destination.row) }
        }
      }
    }
    let recorder = RecordingDragDrop(fixture.controller)
    fixture.table.dropDelegate = recorder
    let items = [
      TableControllerCore.DragItem(payloads: [.text("10")]),
      TableControllerCore.DragItem(payloads: [.url("https://example.com"), .text("11")]),
    ]
    #expect(fixture.table.dropFromOutside(items, over: [p(0, 0)], dropAt: p(0, 1)) == .performed)
    #expect(ids(fixture) == [1, 10, 11, 2, 3], "the URL is not taken, the texts are, in order")
    #expect(dropped.allSatisfy { $0.1 == p(0, 1) })
    #expect(
      recorder.calls == [
        "canHandle", "dropSessionDidEnter", "dropSessionDidUpdate [0, 0] copy",
        "dropSessionDidUpdate [0, 1] copy", "performDrop", "dropSessionDidEnd",
      ])
    #expect(fixture.batches.last?.isAccepted == true, "an animated insert")
    #expect(fixture.diagnostics.isEmpty)
  }

  @Test func dropOverNoRow_appendsToTheLastSection() {
    let fixture = feed([1]) { _ in
      RowBehavior()
    } configure: { controller in
      controller.core.dropHandler = TableControllerCore.DropHandler(accepting: [.url]) {
        payloads, destination in
        let model = controller.core.modelObject as! ArrayTableModel<Tweet>
        #expect(destination == p(0, 1))
        model.insert(Tweet(50 + payloads.count), at: destination.row)
      }
    }
    #expect(
      fixture.table.dropFromOutside([.init(payloads: [.url("a:b")])], dropAt: nil) == .performed)
    #expect(ids(fixture) == [1, 51])
  }

  @Test func dropsTheHandlerDoesNotTake_areRefused_withoutTouchingTheModel() {
    let fixture = feed([1, 2]) { _ in RowBehavior() }
    let text = [TableControllerCore.DragItem(payloads: [.text("5")])]
    #expect(fixture.table.dropFromOutside(text, dropAt: p(0, 0)) == .refused, "no handler")
    fixture.core.dropHandler = TableControllerCore.DropHandler(
      accepting: [.text], canDrop: { $0.row > 0 },
      insert: { _, _ in Issue.record("nothing may be inserted") })
    let recorder = RecordingDragDrop(fixture.controller)
    fixture.table.dropDelegate = recorder
    #expect(fixture.table.dropFromOutside(text, dropAt: p(0, 0)) == .refused, "not at the top")
    #expect(recorder.calls.contains("dropSessionDidUpdate [0, 0] forbidden"))
    #expect(recorder.calls.last == "dropSessionDidEnd")
    let url = [TableControllerCore.DragItem(payloads: [.url("a:b")])]
    recorder.calls = []
    #expect(fixture.table.dropFromOutside(url, dropAt: p(0, 1)) == .refused, "no URLs")
    #expect(recorder.calls == ["canHandle"], "canHandle said no: nothing more")
    #expect(ids(fixture) == [1, 2])
  }

  @Test func aRowWithValues_thatCannotMove_isCopiedByTheDropHandler() throws {
    var inserted: [[TableControllerCore.DragPayload]] = []
    let fixture = feed([1, 2]) { tweet in
      RowBehavior { $0.dragPayloads = [.text("tweet \(tweet.id)")] }
    } configure: {
      $0.core.dropHandler = TableControllerCore.DropHandler(accepting: [.text]) { payloads, _ in
        inserted.append(payloads)
      }
    }
    #expect(fixture.core.isDragRestrictedToApp == true, "no drag yet")
    #expect(try fixture.table.dragRow(at: p(0, 0), dropAt: p(0, 2)) == .performed)
    #expect(inserted == [[.text("tweet 1")]])
    #expect(ids(fixture) == [1, 2], "not moved")
  }

  @Test func aURLThatIsNotAURL_isLeftOutOfTheDrag_withANotice_asNoItemProviderCarriesIt() throws {
    var inserted: [[TableControllerCore.DragPayload]] = []
    let fixture = feed([1, 2]) { tweet in
      RowBehavior {
        $0.dragPayloads =
          tweet.id == 1
          ? [.url("my file.txt"), .text("one"), .url("https://example.com/a%20b?q=1#top")]
          : [.url("50%")]
      }
    } configure: {
      $0.core.dropHandler = TableControllerCore.DropHandler(accepting: [.url, .text]) {
        payloads, _ in inserted.append(payloads)
      }
    }
    #expect(try fixture.table.dragRow(at: p(0, 0), dropAt: p(0, 2)) == .performed)
    #expect(inserted == [[.text("one"), .url("https://example.com/a%20b?q=1#top")]])
    #expect(try fixture.table.dragRow(at: p(0, 1), dropAt: p(0, 2)) == .notStarted, "nothing left")
    #expect(fixture.diagnostics.map(\.kind) == [.dragPayloadDropped, .dragPayloadDropped])
    #expect(fixture.diagnostics.allSatisfy { $0.severity == .notice })
    #expect(
      fixture.diagnostics.first?.message
        == "row [0, 0]'s drag payload url(\"my file.txt\") is not a URL; the drag leaves it out")
  }

  @Test(arguments: [
    ("https://www.swift.org/packages/", true), ("a:b", true), ("mailto:a@b.c", true),
    ("http://[::1]:80/x?y=%7E", true), ("", false), ("my file.txt", false), ("50%", false),
    ("%zz", false), ("a#b#c", false), ("é", false), ("a\"b", false), ("{x}", false),
  ])
  func whichURLsADragCarries(string: String, isCarried: Bool) {
    #expect(TableControllerCore.DragPayload.url(string).isCarried == isCarried)
    #expect(TableControllerCore.DragPayload.text(string).isCarried)
  }

  @Test func aDragsValues_leaveTheApp_aReorderOnlyDragDoesNot() throws {
    final class Probe: HeadlessTableView.DragDelegate {
      let controller: HeadlessTableController
      var restricted: [Bool] = []
      init(_ controller: HeadlessTableController) { self.controller = controller }
      func tableView(_ tableView: HeadlessTableView, itemsForBeginningDragAt rowPath: RowPath)
        -> [TableControllerCore.DragItem]
      { controller.tableView(tableView, itemsForBeginningDragAt: rowPath) }
      func tableView(
        _ tableView: HeadlessTableView, dragSessionWillBegin session: HeadlessTableView.DragSession
      ) { restricted.append(controller.core.isDragRestrictedToApp) }
      func tableView(
        _ tableView: HeadlessTableView, dragSessionDidEnd session: HeadlessTableView.DragSession
      ) { controller.tableView(tableView, dragSessionDidEnd: session) }
    }
    let fixture = feed([1, 2]) { tweet in
      RowBehavior {
        $0.canMove = true
        if tweet.id == 2 { $0.dragPayloads = [.text("two")] }
      }
    }
    let probe = Probe(fixture.controller)
    fixture.table.dragDelegate = probe
    try fixture.table.dragRow(at: p(0, 0), dropAt: p(0, 0))
    try fixture.table.dragRow(at: p(0, 1), dropAt: p(0, 1))
    #expect(probe.restricted == [true, false])
  }

  /// A feed whose drop handler inserts each dropped text as a tweet of that number, whose drop
  /// values arrive on the next run-loop turn, as an item provider's do.
  private func feedTakingLateDrops(_ ids: [Int]) -> ControllerFixture<ArrayTableModel<Tweet>> {
    let fixture = feed(ids) { _ in
      RowBehavior()
    } configure: { controller in
      controller.core.dropHandler = TableControllerCore.DropHandler(accepting: [.text]) {
        payloads, destination in
        let model = controller.core.modelObject as! ArrayTableModel<Tweet>
        for case .text(let text) in payloads.reversed() {
          model.insert(Tweet(Int(text)!), at: destination.row)
        }
      }
    }
    fixture.table.loadsDroppedValuesLater = true
    return fixture
  }

  @Test func aDropsValues_landBesideTheRowsItWasDroppedBetween_whenRowsCameMeanwhile() throws {
    let fixture = feedTakingLateDrops([1, 2, 3])
    let text = [TableControllerCore.DragItem(payloads: [.text("10")])]
    #expect(fixture.table.dropFromOutside(text, dropAt: p(0, 1)) == .performed)
    #expect(ids(fixture) == [1, 2, 3], "the values have not arrived yet")
    fixture.model.insert(Tweet(0), at: 0)
    try fixture.table.runLoopTurn()
    #expect(ids(fixture) == [0, 1, 10, 2, 3], "between 1 and 2, not at the old position 1")
    // At the end of the section: after the last row, wherever it is.
    #expect(
      fixture.table.dropFromOutside([.init(payloads: [.text("11")])], dropAt: p(0, 5)) == .performed
    )
    fixture.model.insert(Tweet(-1), at: 0)
    fixture.model.insert(Tweet(-2), at: 0)
    try fixture.table.runLoopTurn()
    #expect(ids(fixture) == [-2, -1, 0, 1, 10, 2, 3, 11])
    #expect(fixture.diagnostics.isEmpty, "\(fixture.diagnostics)")
    #expect(fixture.batches.allSatisfy { $0.isAccepted })
  }

  @Test func aDropWhoseRowWasDeleted_landsAfterTheRowBefore_andWithBothGone_atItsPosition() throws {
    let fixture = feedTakingLateDrops([1, 2, 3, 4])
    #expect(
      fixture.table.dropFromOutside([.init(payloads: [.text("10")])], dropAt: p(0, 2)) == .performed
    )
    fixture.model.remove(id: 3)
    fixture.model.insert(Tweet(0), at: 0)
    try fixture.table.runLoopTurn()
    #expect(ids(fixture) == [0, 1, 2, 10, 4], "3 is gone: after 2")
    #expect(fixture.diagnostics.isEmpty)

    #expect(
      fixture.table.dropFromOutside([.init(payloads: [.text("20")])], dropAt: p(0, 4)) == .performed
    )
    fixture.model.remove(id: 10)
    fixture.model.remove(id: 4)
    try fixture.table.runLoopTurn()
    #expect(ids(fixture) == [0, 1, 2, 20], "both neighbours gone: its position, clamped")
    #expect(fixture.diagnosticKinds == [.rowGone])
    #expect(fixture.diagnostics.first?.message.contains("dropping at [0, 3]") == true)
  }

  @Test func anItemOfferingSeveralKinds_givesOneValue_theFirstTheHandlerTakes_aURLBeforeText() {
    var received: [[TableControllerCore.DragPayload]] = []
    let fixture = feed([1]) { _ in
      RowBehavior()
    } configure: {
      $0.core.dropHandler = TableControllerCore.DropHandler(accepting: [.text, .url]) {
        payloads, _ in received.append(payloads)
      }
    }
    let link = TableControllerCore.DragItem(payloads: [.text("Example"), .url("https://a.b")])
    let note = TableControllerCore.DragItem(payloads: [.text("plain")])
    #expect(fixture.table.dropFromOutside([link, note], dropAt: p(0, 0)) == .performed)
    #expect(received == [[.url("https://a.b"), .text("plain")]], "one value per item")
    #expect(fixture.core.dropKind(offered: [.text, .url]) == .url)
    fixture.core.dropHandler = TableControllerCore.DropHandler(accepting: [.text]) { _, _ in }
    #expect(fixture.core.dropKind(offered: [.text, .url]) == .text)
    #expect(fixture.core.dropKind(offered: [.url]) == nil)
  }
}
