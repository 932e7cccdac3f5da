import TableModelTestSupport
import TableModelTesting
import Testing

@MainActor
@Suite struct HeadlessTableViewSwipeActionTests {
  private func fixture(_ shape: TableShape = [3]) -> (HeadlessFixture, RecordingDelegate) {
    let fixture = HeadlessFixture(shape)
    let delegate = RecordingDelegate()
    fixture.table.delegate = delegate
    return (fixture, delegate)
  }

  @Test func trailingSwipe_withoutDelegateActions_offersUIKitsDeleteAction() throws {
    let (fixture, delegate) = fixture()
    defer { withExtendedLifetime(delegate) {} }
    let configuration = try #require(fixture.table.swipeActions(.trailing, at: p(0, 1)))
    #expect(configuration.actions.map(\.title) == ["Delete"])
    #expect(configuration.actions.map(\.style) == [.destructive])
    #expect(configuration.performsFirstActionWithFullSwipe)
    #expect(fixture.table.swipeActions(.leading, at: p(0, 1)) == nil)
  }

  @Test func defaultDeleteAction_commitsThroughTheDataSource_betweenEditingCallbacks() throws {
    let (fixture, delegate) = fixture()
    delegate.events = []
    let succeeded = fixture.table.performSwipeAction(at: 0, .trailing, forRowAt: p(0, 1))
    #expect(succeeded)
    #expect(fixture.source.editingEvents == ["commit delete [0, 1]"])
    #expect(fixture.table.cachedShape == [2])
    #expect(fixture.cellTexts == [p(0, 0): "0.0", p(0, 1): "0.2"])
    // The delete tears the swipe down: its end has no row left to name (K33, open question 3).
    #expect(
      delegate.events.filter { !$0.hasPrefix("didEndDisplaying") } == [
        "willBeginEditing [0, 1]", "didEndEditing nil",
      ])
  }

  @Test func defaultDeleteAction_usesTheDelegatesConfirmationTitle() throws {
    let (fixture, delegate) = fixture()
    delegate.deleteButtonTitle = "Remove"
    let configuration = try #require(fixture.table.swipeActions(.trailing, at: p(0, 0)))
    #expect(configuration.actions.map(\.title) == ["Remove"])
  }

  @Test func defaultDeleteAction_needsAnEditableRowWithDeleteStyle() {
    let (fixture, delegate) = fixture()
    fixture.source.canEdit = { $0 != p(0, 0) }
    delegate.editingStyles = [p(0, 1): .insert, p(0, 2): .none]
    #expect(fixture.table.swipeActions(.trailing, at: p(0, 0)) == nil)
    #expect(fixture.table.swipeActions(.trailing, at: p(0, 1)) == nil)
    #expect(fixture.table.swipeActions(.trailing, at: p(0, 2)) == nil)
  }

  @Test func customSwipeActions_replaceTheDefault_andRunTheChosenHandler() throws {
    let (fixture, delegate) = fixture()
    var performed: [String] = []
    let flag = SwipeAction(title: "Flag", style: .normal) {
      performed.append("flag")
      return false
    }
    let archive = SwipeAction(title: "Archive", style: .destructive) {
      delegate.events.append("archive handler")
      performed.append("archive")
      return true
    }
    let pin = SwipeAction(title: "Pin", style: .normal) {
      performed.append("pin")
      return true
    }
    delegate.trailingActions[p(0, 0)] = SwipeActionsConfiguration(actions: [flag, archive])
    var leading = SwipeActionsConfiguration(actions: [pin])
    leading.performsFirstActionWithFullSwipe = false
    delegate.leadingActions[p(0, 0)] = leading
    let trailing = try #require(fixture.table.swipeActions(.trailing, at: p(0, 0)))
    #expect(trailing.actions.map(\.title) == ["Flag", "Archive"])
    #expect(
      fixture.table.swipeActions(.leading, at: p(0, 0))?.performsFirstActionWithFullSwipe == false)
    delegate.events = []
    #expect(fixture.table.performSwipeAction(at: 1, .trailing, forRowAt: p(0, 0)))
    #expect(!fixture.table.performSwipeAction(at: 0, .trailing, forRowAt: p(0, 0)))
    #expect(fixture.table.performSwipeAction(at: 0, .leading, forRowAt: p(0, 0)))
    #expect(performed == ["archive", "flag", "pin"])
    #expect(
      Array(delegate.events.prefix(3)) == [
        "willBeginEditing [0, 0]", "archive handler", "didEndEditing [0, 0]",
      ])
    #expect(fixture.source.editingEvents.isEmpty, "custom actions do not commit by themselves")
  }

  @Test func actionNeedingARowContext_offeredByTheTablesOwnDelegate_stopsWithAMessage() async {
    let result = await #expect(
      processExitsWith: .failure, observing: [\.standardErrorContent]
    ) {
      await MainActor.run {
        let fixture = HeadlessFixture([1])
        let delegate = RecordingDelegate()
        fixture.table.delegate = delegate
        delegate.trailingActions[p(0, 0)] = SwipeActionsConfiguration(actions: [
          SwipeAction(title: "Pin") { _ in true }
        ])
        _ = fixture.table.performSwipeAction(at: 0, .trailing, forRowAt: p(0, 0))
      }
    }
    let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    #expect(message.contains("the swipe action \"Pin\" has a handler that takes a RowContext"))
  }
}
