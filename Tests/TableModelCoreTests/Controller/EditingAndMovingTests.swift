import TableModelScenarioCells
import TableModelScenarios
import TableModelTestSupport
import TableModelTesting
import Testing

@testable import TableModelCore

/// A handler that takes over inserting and refuses to move tweet 42 anywhere but to the top.
struct ComposeHandler: RowEventHandler {
  func behavior(for tweet: Tweet, context: RowContext) -> RowBehavior? {
    RowBehavior {
      $0.editingStyle = tweet.id == 0 ? .insert : .delete
      $0.canMove = tweet.id != 0
    }
  }

  func commit(_ editingStyle: RowBehavior.EditingStyle, _ tweet: Tweet, context: RowContext) -> Bool
  {
    guard editingStyle == .insert,
      let model = context.controller.modelObject as? ArrayTableModel<Tweet>
    else { return false }
    model.append(Tweet(model.count + 100))
    return true
  }

  func targetForMove(_ tweet: Tweet, proposed: RowPath, context: RowContext) -> RowPath? {
    tweet.id == 42 ? RowPath(row: 1, section: proposed.section) : nil
  }
}

@MainActor
@Suite struct EditingAndMovingTests {
  private func sectioned(_ sections: [[Int]], behavior: @escaping @MainActor (Tweet) -> RowBehavior)
    -> ControllerFixture<SectionedTableModel<TitledSection, Tweet>>
  {
    let model = SectionedTableModel(
      sections: sections.enumerated().map { index, ids in
        TableSection(model: TitledSection(id: "s\(index)"), items: ids.map { Tweet($0) })
      })
    return ControllerFixture(model) {
      $0.cells.register(TweetCell.self)
      $0.core.setBehavior(for: Tweet.self, behavior)
    }
  }

  private func ids(_ fixture: ControllerFixture<SectionedTableModel<TitledSection, Tweet>>)
    -> [[Int]]
  {
    (0..<fixture.model.numberOfSections).map { section in
      (0..<fixture.model.numberOfRows(inSection: section)).map {
        fixture.model.item(at: p(section, $0)).id
      }
    }
  }

  @Test func swipeToDelete_removesTheRowFromTheModel_andTheTable() {
    let fixture = sectioned([[1, 2, 3]]) { _ in
      RowBehavior {
        $0.editingStyle = .delete
        $0.deleteConfirmationTitle = "Remove"
      }
    }
    let actions = fixture.table.swipeActions(.trailing, at: p(0, 1))?.actions
    #expect(actions?.map(\.title) == ["Remove"] && actions?.first?.style == .destructive)
    #expect(fixture.table.performSwipeAction(at: 0, .trailing, forRowAt: p(0, 1)))
    #expect(ids(fixture) == [[1, 3]])
    #expect(fixture.table.cachedShape == [2] && fixture.batches.last?.isAccepted == true)
    #expect(fixture.core.deleteConfirmationTitle(at: p(0, 0)) == "Remove")
  }

  @Test func editingMode_showsControls_andCommitsThroughTheModel() {
    let fixture = sectioned([[1, 2]]) { tweet in
      RowBehavior {
        $0.editingStyle = .delete
        $0.canMove = true
        $0.indentsWhileEditing = tweet.id == 1
      }
    }
    fixture.table.setEditing(true, animated: false)
    let cell = fixture.table.cellForRow(at: p(0, 0))
    #expect(cell?.editingStyle == .delete && cell?.showsReorderControl == true)
    #expect(cell?.shouldIndentWhileEditing == true)
    #expect(fixture.table.cellForRow(at: p(0, 1))?.shouldIndentWhileEditing == false)
    #expect(fixture.table.commitEditing(forRowAt: p(0, 0)) == .delete)
    #expect(ids(fixture) == [[2]])
  }

  @Test func rowsThatAreNotEditable_showNoControls() {
    let fixture = sectioned([[1]]) { _ in RowBehavior() }
    fixture.table.setEditing(true, animated: false)
    #expect(!fixture.core.canEdit(at: p(0, 0)))
    #expect(fixture.table.cellForRow(at: p(0, 0))?.editingStyle == RowBehavior.EditingStyle.none)
    #expect(fixture.table.swipeActions(.trailing, at: p(0, 0)) == nil)
  }

  @Test func handlerCommit_takesPrecedenceOverTheModel() {
    let fixture = ControllerFixture(ArrayTableModel([Tweet(0), Tweet(1)])) {
      $0.cells.register(TweetCell.self)
      $0.core.handlers.register(ComposeHandler.self)
    }
    fixture.table.setEditing(true, animated: false)
    #expect(fixture.table.commitEditing(forRowAt: p(0, 0)) == .insert)
    #expect(fixture.model.items.map(\.id) == [0, 1, 102])
    #expect(fixture.table.commitEditing(forRowAt: p(0, 1)) == .delete)
    #expect(fixture.model.items.map(\.id) == [0, 102])
    #expect(fixture.diagnostics.isEmpty)
  }

  @Test func userMove_reachesTheModel_andIsNotAppliedTwice() throws {
    let fixture = sectioned([[1, 2, 3, 4]]) { _ in RowBehavior { $0.canMove = true } }
    fixture.table.setEditing(true, animated: false)
    let batchesBefore = fixture.batches.count
    #expect(try fixture.table.moveRowInteractively(from: p(0, 0), to: p(0, 2)) == p(0, 2))
    #expect(ids(fixture) == [[2, 3, 1, 4]])
    #expect(fixture.batches.count == batchesBefore, "the table moved the row itself")
    #expect(fixture.shownTexts[0].map { $0.split(separator: " ").last! } == ["2", "3", "1", "4"])
    #expect(fixture.diagnostics.isEmpty)
  }

  @Test func moveAcrossSections_isKeptInTheSection_unlessAllowed() throws {
    let kept = sectioned([[1, 2], [3, 4]]) { _ in RowBehavior { $0.canMove = true } }
    kept.table.setEditing(true, animated: false)
    #expect(try kept.table.moveRowInteractively(from: p(0, 0), to: p(1, 1)) == p(0, 1))
    #expect(ids(kept) == [[2, 1], [3, 4]])

    let free = sectioned([[1, 2], [3, 4]]) { _ in
      RowBehavior {
        $0.canMove = true
        $0.movesAcrossSections = true
      }
    }
    free.table.setEditing(true, animated: false)
    #expect(try free.table.moveRowInteractively(from: p(0, 0), to: p(1, 1)) == p(1, 1))
    #expect(ids(free) == [[2], [3, 1, 4]])
    #expect(free.diagnostics.isEmpty && kept.diagnostics.isEmpty)
  }

  @Test func changeAfterAUserMoveAcrossSections_isCheckedAgainstTheMovedShape() throws {
    // The table shows a user's move without reading its counts again: the pre-flight check must
    // count the moved row in its new section, or it refuses the next, valid batch.
    let fixture = sectioned([[1, 2], [3, 4]]) { _ in
      RowBehavior {
        $0.canMove = true
        $0.movesAcrossSections = true
      }
    }
    fixture.table.setEditing(true, animated: false)
    try fixture.table.moveRowInteractively(from: p(0, 0), to: p(1, 1))
    fixture.model.insert(Tweet(5), at: p(1, 0))
    #expect(ids(fixture) == [[2], [5, 3, 1, 4]])
    #expect(fixture.batches.last?.isAccepted == true)
    #expect(fixture.diagnostics.isEmpty)
  }

  @Test func handlerProposesTheTarget() throws {
    let fixture = ControllerFixture(ArrayTableModel([Tweet(0), Tweet(1), Tweet(2), Tweet(42)])) {
      $0.cells.register(TweetCell.self)
      $0.core.handlers.register(ComposeHandler.self)
    }
    fixture.table.setEditing(true, animated: false)
    #expect(try fixture.table.moveRowInteractively(from: p(0, 3), to: p(0, 2)) == p(0, 1))
    #expect(fixture.model.items.map(\.id) == [0, 42, 1, 2])
  }

  @Test func rowsThatCannotMove_stayAtTheEnds_ofTheirSection() throws {
    let fixture = ControllerFixture(
      ArrayTableModel([Tweet(1), Tweet(2), Tweet(3)]).withLoadMore {}
    ) {
      $0.cells.register(TweetCell.self)
      $0.core.setBehavior(for: Tweet.self) { _ in RowBehavior { $0.canMove = true } }
    }
    fixture.table.setEditing(true, animated: false)
    #expect(!fixture.core.canMove(at: p(0, 3)), "the load-more row")
    // Dropped below the load-more row, the tweet lands just above it.
    #expect(try fixture.table.moveRowInteractively(from: p(0, 0), to: p(0, 3)) == p(0, 2))
    #expect(fixture.model.base.items.map(\.id) == [2, 3, 1])
    #expect(fixture.diagnostics.isEmpty)
  }

  @Test func moveTheModelCannotMake_isReported_andTheTableReloads() throws {
    let model = ManualModel([[Tweet(1), Tweet(2)]])
    let fixture = ControllerFixture(model) {
      $0.cells.register(TweetCell.self)
      $0.core.setBehavior(for: Tweet.self) { _ in RowBehavior { $0.canMove = true } }
    }
    fixture.table.setEditing(true, animated: false)
    try fixture.table.moveRowInteractively(from: p(0, 0), to: p(0, 1))
    #expect(fixture.shownTexts == [["@ada — tweet 2", "@ada — tweet 1"]], "the user's move")
    try fixture.table.runLoopTurn()
    #expect(fixture.diagnosticKinds == [.editNotHandled])
    #expect(fixture.shownTexts == [["@ada — tweet 1", "@ada — tweet 2"]], "back to the model")
  }

  @Test func moveNobodyTakes_reloadsTheTableAfterTheReorderCommits_notWhileItDoes() throws {
    // The headless table refuses a reload from inside tableView(_:moveRowAt:to:) (K24), as
    // UIKit then cancels the reorder or applies the move twice.
    let model = ManualModel([[Tweet(1), Tweet(2), Tweet(3)]])
    let fixture = ControllerFixture(model) {
      $0.cells.register(TweetCell.self)
      $0.core.setBehavior(for: Tweet.self) { _ in RowBehavior { $0.canMove = true } }
    }
    fixture.table.setEditing(true, animated: false)
    let reloads = fixture.table.reloadCount
    try fixture.table.moveRowInteractively(from: p(0, 0), to: p(0, 2))
    #expect(fixture.table.reloadCount == reloads, "not while the reorder commits")
    try fixture.table.runLoopTurn()
    #expect(fixture.table.reloadCount == reloads + 1, "one reload, on the next turn")
    #expect(fixture.diagnosticKinds == [.editNotHandled])
    #expect(fixture.shownTexts == [["@ada — tweet 1", "@ada — tweet 2", "@ada — tweet 3"]])
  }

  @Test func handlerThatMovesTheRowLater_isNotAppliedTwice() throws {
    /// Moves that a handler took on, made in the model later (after a server confirms them).
    final class LaterMoves {
      var pending: [(from: Int, to: Int)] = []
    }
    struct LaterMoveHandler: RowEventHandler {
      func behavior(for tweet: Tweet, context: RowContext) -> RowBehavior? {
        RowBehavior { $0.canMove = true }
      }
      func move(_ tweet: Tweet, to destination: RowPath, context: RowContext) -> Bool {
        context.owner(as: LaterMoves.self)?.pending.append((context.rowPath.row, destination.row))
        return true
      }
    }
    let later = LaterMoves()
    let fixture = ControllerFixture(ArrayTableModel([Tweet(1), Tweet(2), Tweet(3)])) {
      $0.cells.register(TweetCell.self)
      $0.core.handlers.register(LaterMoveHandler.self)
      $0.core.owner = later
    }
    fixture.table.setEditing(true, animated: false)
    let batches = fixture.batches.count
    let reloads = fixture.table.reloadCount
    try fixture.table.moveRowInteractively(from: p(0, 0), to: p(0, 2))
    #expect(fixture.model.items.map(\.id) == [1, 2, 3], "not moved yet")
    for move in later.pending { fixture.model.move(from: move.from, to: move.to) }
    #expect(fixture.model.items.map(\.id) == [2, 3, 1])
    #expect(fixture.batches.count == batches && fixture.table.reloadCount == reloads)
    #expect(fixture.shownTexts[0].map { $0.split(separator: " ").last! } == ["2", "3", "1"])
    #expect(fixture.diagnostics.isEmpty)
  }

  @Test func moveAHandlerTookButTheModelDidNotMake_reloadsAfterTheReorder() throws {
    // Before, the table went on showing the user's move, which the model did not have: a delete
    // of the row showing tweet 2 removed tweet 1, the model's row at that position.
    struct ClaimingMoveHandler: RowEventHandler {
      func behavior(for tweet: Tweet, context: RowContext) -> RowBehavior? {
        RowBehavior {
          $0.canMove = true
          $0.editingStyle = .delete
        }
      }
      func move(_ tweet: Tweet, to destination: RowPath, context: RowContext) -> Bool { true }
    }
    let fixture = ControllerFixture(ArrayTableModel([Tweet(1), Tweet(2), Tweet(3)])) {
      $0.cells.register(TweetCell.self)
      $0.core.handlers.register(ClaimingMoveHandler.self)
    }
    fixture.table.setEditing(true, animated: false)
    try fixture.table.moveRowInteractively(from: p(0, 0), to: p(0, 2))
    try fixture.table.runLoopTurn()
    #expect(fixture.diagnosticKinds == [.editNotHandled])
    #expect(fixture.diagnostics.map(\.severity) == [.notice])
    let shown = fixture.shownTexts[0].map { Int($0.split(separator: " ").last!)! }
    #expect(shown == fixture.model.items.map(\.id), "the table shows the model")
    fixture.table.commitEditing(forRowAt: p(0, 0))
    #expect(
      fixture.model.items.map(\.id) == shown.filter { $0 != shown[0] },
      "the row deleted is the row shown")
  }

  @Test func deletingARowOfALayer_isRefusedAndReported() {
    let fixture = ControllerFixture(ArrayTableModel([Tweet(1)]).withLoadMore {}) {
      $0.cells.register(TweetCell.self)
    }
    fixture.core.commit(.delete, at: p(0, 1))
    #expect(fixture.diagnosticKinds == [.editNotHandled])
    #expect(fixture.model.base.count == 1)
    fixture.core.commit(.delete, at: p(0, 0))
    #expect(fixture.model.base.count == 0)
  }
}

/// Drags under layers that restate their own sections and rows (found by the demo's stress mode).
@MainActor
@Suite struct DragsUnderLayersTests {
  private func movable(_ controller: HeadlessTableController) {
    controller.cells.register(TweetCell.self)
    controller.core.setBehavior(for: Tweet.self) { _ in
      RowBehavior {
        $0.canMove = true
        $0.movesAcrossSections = true
      }
    }
  }

  @Test func dragUnderAFeaturedSection_isNotAppliedAgain() throws {
    let model = ArrayTableModel([Tweet(1), Tweet(2)])
      .withFeaturedSection(TitledSection(id: "featured"), items: [Tweet(100)])
    let fixture = ControllerFixture(model, configure: movable)
    fixture.table.setEditing(true, animated: false)
    let batches = fixture.batches.count
    try fixture.table.moveRowInteractively(from: p(1, 0), to: p(1, 1))
    #expect(model.base.items.map(\.id) == [2, 1])
    #expect(fixture.batches.count == batches && fixture.diagnostics.isEmpty, "no reload")
  }

  @Test func dragAcrossSectionsAboveALoadMoreRow_isNotAppliedAgain() throws {
    let base = SectionedTableModel(sections: [
      TableSection(model: TitledSection(id: "a"), items: [Tweet(1)]),
      TableSection(model: TitledSection(id: "b"), items: [Tweet(2)]),
    ])
    let fixture = ControllerFixture(base.withLoadMore {}, configure: movable)
    fixture.table.setEditing(true, animated: false)
    try fixture.table.moveRowInteractively(from: p(1, 0), to: p(0, 0))
    #expect(base.items(inSection: 0).map(\.id) == [2, 1])
    #expect(fixture.diagnostics.isEmpty, "the load-more row's shift is no change")
    #expect(fixture.table.cachedShape == [2, 1])
  }

  @Test func dropOnAFeaturedSection_staysWhereItWas() throws {
    let model = ArrayTableModel([Tweet(1), Tweet(2)])
      .withFeaturedSection(TitledSection(id: "featured"), items: [Tweet(100)])
    let fixture = ControllerFixture(model, configure: movable)
    fixture.table.setEditing(true, animated: false)
    #expect(try fixture.table.moveRowInteractively(from: p(1, 1), to: p(0, 1)) == p(1, 1))
    #expect(model.base.items.map(\.id) == [1, 2])
    #expect(fixture.diagnostics.isEmpty)
  }

  @Test func userMoveCheck_ignoresRestatedSectionsAndShiftedRows_only() {
    let move = (from: p(1, 0), to: p(0, 0))
    let restated = Changeset(
      movedSections: [Changeset.SectionMove(0, to: 0)],
      movedRows: [Changeset.RowMove(p(1, 0), to: p(0, 0)), Changeset.RowMove(p(1, 1), to: p(1, 0))])
    #expect(TableControllerCore.isOnly(move, .batch(restated)))
    let more = Changeset(
      movedRows: [Changeset.RowMove(p(1, 0), to: p(0, 0)), Changeset.RowMove(p(1, 1), to: p(1, 1))])
    #expect(!TableControllerCore.isOnly(move, .batch(more)), "[1, 1] should shift to [1, 0]")
    #expect(!TableControllerCore.isOnly(move, .reloadData))
  }
}
