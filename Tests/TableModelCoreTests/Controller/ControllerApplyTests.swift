import TableModelScenarioCells
import TableModelScenarios
import TableModelTestSupport
import TableModelTesting
import Testing

/// The apply seam: how a controller gets a model's changes onto the table.
@MainActor
@Suite struct ControllerApplyTests {
  private func feed(_ count: Int) -> ControllerFixture<ArrayTableModel<Tweet>> {
    ControllerFixture(ArrayTableModel((0..<count).map { Tweet($0) })) {
      $0.cells.register(TweetCell.self)
    }
  }

  @Test func modelChange_isAppliedAsOneBatch_andUpdatedRowsKeepTheirCells() throws {
    let fixture = feed(3)
    let cell = try #require(fixture.table.cellForRow(at: p(0, 1)) as? TweetCell)
    fixture.model.performTransaction {
      fixture.model.insert(Tweet(9), at: 0)
      fixture.model.update(Tweet(1, "bob", "edited"))
    }
    #expect(fixture.batches.count == 1)
    #expect(fixture.batches.last?.calls == [.insertRows([p(0, 0)], .automatic)])
    #expect(fixture.table.cellForRow(at: p(0, 2)) === cell, "the updated row kept its cell")
    #expect(cell.renderedText == "@bob — edited" && cell.updates == 2)
    #expect(fixture.shownTexts[0].count == 4)
    #expect(fixture.diagnostics.isEmpty)
  }

  /// A controller serves one table: the table it leaves stops asking it, instead of asking for
  /// rows it no longer hears of (on a device, the exception of that table's next update).
  @Test func attachToAnotherTable_detachesTheFirst_whichShowsNothingOnceItReloads() throws {
    let fixture = feed(3)
    let second = HeadlessTableView(width: 320, height: 440)
    let reloads = fixture.table.reloadCount
    fixture.controller.attach(to: second)
    try second.layoutIfNeeded()
    #expect(fixture.table.reloadCount == reloads + 1, "the table left reloads once")
    #expect(fixture.table.numberOfSections == 0)
    #expect(fixture.table.dataSource == nil && fixture.table.delegate == nil)
    #expect(fixture.table.dragDelegate == nil && fixture.table.dropDelegate == nil)
    #expect(second.dataSource === fixture.controller && second.delegate === fixture.controller)
    fixture.model.remove(at: 0)
    fixture.model.remove(at: 0)
    try second.layoutIfNeeded()
    #expect(second.numberOfRows(inSection: 0) == 1 && second.cellForRow(at: p(0, 0)) != nil)
    try fixture.table.reloadData()
    try fixture.table.layoutIfNeeded()
    #expect(fixture.table.numberOfSections == 0, "no data source, no rows")
    // Attaching again to the same table keeps it.
    fixture.controller.attach(to: second)
    #expect(second.dataSource === fixture.controller)
  }

  /// A table left after a reload it has not laid out yet asks no cell of its missing data source.
  ///
  /// It would ask for the reloaded rows' cells at its next layout, which UIKit answers with an
  /// exception (K1). The controller reloads the table it leaves, which then shows nothing.
  @Test func attachToAnotherTable_afterAReloadNotLaidOut_leavesTheFirstAskingNoCell() throws {
    let model = SectionedTableModel<TestSectionModel, TestItem>(sections: [
      TableSection(model: TestSectionModel(1), items: [TestItem(1), TestItem(2)])
    ])
    let fixture = ControllerFixture(model)
    try model.reload(with: [TableSection(model: TestSectionModel(1), items: [TestItem(3)])])
    fixture.controller.attach(to: HeadlessTableView(width: 320, height: 440))
    #expect(throws: Never.self) { try fixture.table.layoutIfNeeded() }
    #expect(fixture.table.numberOfSections == 0, "the table left shows nothing")
    #expect(fixture.table.visibleCells.isEmpty)
  }

  /// The controller clears only the places it still holds on the table it leaves: a data source
  /// or delegate the app gave that table since stays, and the table, no longer the controller's
  /// to load, is not reloaded.
  @Test func attachToAnotherTable_leavesThePlacesTheAppGaveOthers() throws {
    let fixture = feed(3)
    let appSource = OneRowSource()
    fixture.table.dataSource = appSource
    fixture.table.dragDelegate = nil
    let reloads = fixture.table.reloadCount
    fixture.controller.attach(to: HeadlessTableView(width: 320, height: 440))
    #expect(fixture.table.dataSource === appSource, "the app's data source stays")
    #expect(fixture.table.delegate == nil && fixture.table.dropDelegate == nil)
    #expect(fixture.table.reloadCount == reloads, "another object's table is not reloaded")
    try fixture.table.reloadData()
    try fixture.table.layoutIfNeeded()
    #expect(fixture.table.visibleCells.map(\.text) == ["app"])
  }

  /// A table whose data source another controller became since is that controller's: the
  /// model's changes no longer reach it, until the controller is attached to it again.
  ///
  /// Before, the first controller went on applying its model's changes there: a move of its
  /// model's rows moved the other controller's rows, which had not moved, and a tap on the row
  /// showing tweet 11 reached tweet 10.
  @Test func tableAnotherControllerTookOver_hearsTheModelNoMore_untilAttachedAgain() throws {
    let fixture = feed(2)
    let other = ArrayTableModel([Tweet(10), Tweet(11)])
    let taking = HeadlessTableController(model: other)
    taking.cells.register(TweetCell.self)
    taking.attach(to: fixture.table)
    try fixture.table.layoutIfNeeded()
    let batches = fixture.batches.count
    fixture.model.move(from: 0, to: 1)
    fixture.model.update(Tweet(0, "bob", "edited"))
    try fixture.table.settle()
    #expect(fixture.shownTexts == [["@ada — tweet 10", "@ada — tweet 11"]], "the other model")
    #expect(fixture.batches.count == batches, "no batch of the first model's")
    var selected: [Int] = []
    taking.core.onSelect = { selected.append(($0.item as! Tweet).id) }
    fixture.table.tapRow(at: p(0, 1))
    #expect(selected == [11])
    fixture.controller.attach(to: fixture.table)
    try fixture.table.layoutIfNeeded()
    #expect(fixture.shownTexts == [["@ada — tweet 1", "@bob — edited"]])
    fixture.model.append(Tweet(2))
    #expect(fixture.batches.last?.calls == [.insertRows([p(0, 2)], .automatic)])
    #expect(fixture.diagnosticKinds == [.tableTakenOver], "one notice, when the controller left")
  }

  /// A table that reads the model's shape while the model changes — reloaded from a
  /// transaction's operations — shows some of the change already: the change reaches it as a
  /// reload, not as a batch that would make its moves and inserts a second time.
  ///
  /// Before, the table showed tweets 2, 0, 1, 3 where the model had 1, 2, 0, 3: the move the
  /// reload had shown was made again.
  @Test func tableReloadedWhileTheModelChanges_takesTheChangeAsAReload() throws {
    let fixture = feed(4)
    func shownIDs() -> [Int] {
      fixture.shownTexts[0].map { Int($0.split(separator: " ").last!)! }
    }
    fixture.model.performTransaction {
      fixture.model.move(from: 0, to: 2)
      fixture.core.reloadData()
    }
    try fixture.table.settle()
    #expect(shownIDs() == fixture.model.items.map(\.id))
    fixture.model.performTransaction {
      fixture.model.move(from: 3, to: 0)
      try? fixture.table.reloadData()
      fixture.model.append(Tweet(9))
    }
    try fixture.table.settle()
    #expect(shownIDs() == fixture.model.items.map(\.id))
    // Operations that cancel out publish no change: the row the reload showed goes all the same.
    fixture.model.performTransaction {
      fixture.model.append(Tweet(7))
      try? fixture.table.reloadData()
      fixture.model.remove(at: fixture.model.count - 1)
    }
    try fixture.table.settle()
    #expect(shownIDs() == fixture.model.items.map(\.id))
    fixture.model.move(from: 0, to: 1)
    #expect(fixture.batches.last?.calls == [.moveRow(p(0, 0), to: p(0, 1))], "animated again")
    #expect(shownIDs() == fixture.model.items.map(\.id))
    #expect(fixture.diagnostics.isEmpty)
  }

  @Test func tableOutsideAWindow_reloadsInsteadOfAnimating() throws {
    let fixture = feed(2)
    fixture.table.isInWindow = false
    fixture.table.clearDiagnostics()
    fixture.model.append(Tweet(5))
    fixture.model.remove(at: 0)
    #expect(fixture.batches.isEmpty)
    #expect(
      fixture.table.diagnostics.isEmpty,
      "no layout between the two changes, so no off-window layout warning (K51)")
    let sinceLastReload = fixture.table.callbackLog.reversed().prefix {
      $0.name != "numberOfSections"
    }
    #expect(
      !sinceLastReload.contains { $0.name == "cellForRowAt" },
      "a reload outside a window makes no cells (K52)")
    try fixture.table.layoutIfNeeded()
    #expect(fixture.shownTexts == [["@ada — tweet 1", "@ada — tweet 5"]])
  }

  @Test func mutationFromInsideABatch_isQueued_andAppliedAfterIt() {
    let fixture = feed(1)
    var reacted = false
    fixture.afterBatch = { [model = fixture.model] _ in
      guard !reacted else { return }
      reacted = true
      model.append(Tweet(100))  // Re-entrant: the model queues it until this batch is over.
    }
    fixture.model.append(Tweet(1))
    #expect(fixture.model.items.map(\.id) == [0, 1, 100])
    #expect(fixture.batches.count == 2, "one batch each, the second after the first")
    #expect(fixture.shownTexts[0].count == 3)
    #expect(fixture.table.cachedShape == [3])
    #expect(fixture.diagnostics.isEmpty)
  }

  /// A manual model whose first batch makes the model publish `changes` while the table applies
  /// it.
  private func publishingDuringApply(_ changes: [(TableModelChange, [[Tweet]])])
    -> ControllerFixture<ManualModel>
  {
    let model = ManualModel([[Tweet(0)]])
    let fixture = ControllerFixture(model) { $0.cells.register(TweetCell.self) }
    var sent = false
    fixture.afterBatch = { _ in
      guard !sent else { return }
      sent = true
      for (change, data) in changes { model.publish(change, data: data) }
    }
    model.publish(.batch(Changeset(insertedRows: [p(0, 1)])), data: [[Tweet(0), Tweet(1)]])
    return fixture
  }

  @Test func oneChangePublishedDuringApply_isAppliedRightAfter() {
    let fixture = publishingDuringApply([
      (.batch(Changeset(insertedRows: [p(0, 2)])), [[Tweet(0), Tweet(1), Tweet(2)]])
    ])
    #expect(fixture.batches.count == 2 && fixture.batches.allSatisfy(\.isAccepted))
    #expect(fixture.table.cachedShape == [3])
    #expect(fixture.diagnostics.isEmpty)
  }

  @Test func severalChangesPublishedDuringApply_areCoalescedIntoOneReload() {
    let fixture = publishingDuringApply([
      (.batch(Changeset(insertedRows: [p(0, 2)])), [[Tweet(0), Tweet(1), Tweet(2)]]),
      (.batch(Changeset(deletedRows: [p(0, 0)])), [[Tweet(1), Tweet(2)]]),
    ])
    #expect(fixture.batches.count == 1)
    #expect(fixture.shownTexts == [["@ada — tweet 1", "@ada — tweet 2"]])
    #expect(fixture.diagnosticKinds == [.changesCoalesced])
    #expect(fixture.diagnostics.first?.severity == .notice)
    #expect(
      fixture.diagnostics.first?.message
        == "the model changed 2 times while the table applied the previous batch; the table reloaded once instead of animating each change"
    )
  }

  @Test func batchTheTableRefuses_isReported_andTheTableReloads() {
    let model = ManualModel([[Tweet(0)]])
    let fixture = ControllerFixture(model) { $0.cells.register(TweetCell.self) }
    // Claims one insert, but two rows arrived: UIKit would raise "invalid number of rows".
    model.publish(
      .batch(Changeset(insertedRows: [p(0, 1)])), data: [[Tweet(0), Tweet(1), Tweet(2)]])
    #expect(fixture.diagnosticKinds == [.batchRejected])
    #expect(fixture.diagnostics[0].message.contains("invalid number of rows in section 0"))
    #expect(fixture.table.cachedShape == [3], "the reload brought the table back to the model")
  }

  @Test func wrongChangeFromAModel_neverReachesTheTable_theTableReloads_andTheRuleIsNamed() {
    let model = ManualModel([[Tweet(0)]])
    let fixture = ControllerFixture(model) { $0.cells.register(TweetCell.self) }
    let reloads = fixture.table.reloadCount
    // Claims one insert, but two rows arrived: on a device, UIKit would raise an exception no
    // Swift code can catch, so the batch must never reach the table.
    model.publish(
      .batch(Changeset(insertedRows: [p(0, 1)])), data: [[Tweet(0), Tweet(1), Tweet(2)]])
    #expect(fixture.batches.isEmpty, "the table was never handed the batch")
    #expect(fixture.table.reloadCount == reloads + 1)
    #expect(fixture.diagnosticKinds == [.batchRejected])
    #expect(fixture.diagnostics[0].message.contains("R24"))
    #expect(fixture.diagnostics[0].message.contains("invalid number of rows in section 0"))
    #expect(fixture.shownTexts == [["@ada — tweet 0", "@ada — tweet 1", "@ada — tweet 2"]])
  }

  @Test func modelChangedBehindTheControllersBack_isCaughtBeforeTheNextBatch() {
    let model = ManualModel([[Tweet(0), Tweet(1)]])
    let fixture = ControllerFixture(model) { $0.cells.register(TweetCell.self) }
    model.sections = [[Tweet(0), Tweet(1), Tweet(5)]]  // no change published
    model.publish(.batch(Changeset(deletedRows: [p(0, 0)])), data: [[Tweet(1), Tweet(5)]])
    #expect(fixture.batches.isEmpty, "the table read two rows; 2 - 1 != 2")
    #expect(fixture.diagnosticKinds == [.batchRejected])
    #expect(fixture.table.cachedShape == [2])
  }

  @Test func oneModelChangeInsideTheAppsOwnBatch_isPartOfThatBatch() throws {
    let fixture = feed(2)
    try fixture.table.performBatchUpdates {
      fixture.model.insert(Tweet(3), at: 0)
    }
    #expect(fixture.batches.count == 1 && fixture.batches.allSatisfy(\.isAccepted))
    #expect(fixture.shownTexts[0].first == "@ada — tweet 3")
    #expect(fixture.diagnostics.isEmpty)
  }

  @Test func twoModelChangesInsideTheAppsOwnBatch_areDiagnosedAtOnce() {
    let fixture = feed(2)
    var diagnosedInside: [TableControllerCore.Diagnostic.Kind] = []
    #expect(throws: TableUpdateError.self, "UIKit refuses the merged batch; so does the table") {
      try fixture.table.performBatchUpdates {
        fixture.model.insert(Tweet(3), at: 0)
        fixture.model.insert(Tweet(4), at: 0)
        diagnosedInside = fixture.diagnosticKinds
      }
    }
    #expect(diagnosedInside == [.changesMerged], "diagnosed when the second change arrives")
    #expect(fixture.diagnostics.first?.message.contains("performBatchUpdates") == true)
    #expect(fixture.diagnostics.first?.message.contains("performTransaction") == true)
  }

  @Test func reloadChange_reloadsTheTable() {
    let fixture = feed(2)
    try? fixture.model.replace(with: [Tweet(7)])
    #expect(fixture.shownTexts == [["@ada — tweet 7"]])
    fixture.model.events.sendChange { .reloadData }
    #expect(fixture.shownTexts == [["@ada — tweet 7"]])
  }

  @Test func positionsTheModelLacks_areDiagnosed_notTrapped() {
    let fixture = feed(2)
    #expect(fixture.core.item(at: p(0, 5)) == nil)
    #expect(fixture.core.numberOfRows(inSection: 3) == 0)
    #expect(fixture.core.sectionModel(at: -1) == nil)
    #expect(
      fixture.diagnosticKinds == [.positionOutOfRange, .positionOutOfRange, .positionOutOfRange])
    #expect(fixture.diagnostics[0].message.contains("[0, 5]"))
  }

  @Test func unboundItemType_showsItsDescription_andIsReportedOnce() {
    let fixture = ControllerFixture(ArrayTableModel([TestItem(1), TestItem(2)]))
    #expect(fixture.shownTexts == [["1", "2"]])
    #expect(fixture.diagnosticKinds == [.unboundItemType])
    #expect(
      fixture.diagnostics[0].severity == .notice,
      "adopting one type at a time is no error: the default handler must not stop debug builds")
  }
}

/// A data source an app puts on a table in place of a controller: one row.
@MainActor
private final class OneRowSource: HeadlessTableViewDataSource {
  func tableView(_ tableView: HeadlessTableView, numberOfRowsInSection section: Int) -> Int { 1 }

  func tableView(_ tableView: HeadlessTableView, cellForRowAt rowPath: RowPath)
    -> HeadlessTableViewCell
  {
    let cell = HeadlessTableViewCell(reuseIdentifier: nil)
    cell.text = "app"
    return cell
  }
}
