import TableModelScenarioCells
import TableModelScenarios
import TableModelTestSupport
import TableModelTesting
import Testing

/// Swipe actions and context menus, with copy and paste.
@MainActor
@Suite struct ActionsAndMenusTests {
  @Test func leadingAndTrailingSwipeActions_runWithTheRow() {
    var log: [String] = []
    let fixture = ControllerFixture(ArrayTableModel([Tweet(1), Tweet(2)])) {
      $0.cells.register(TweetCell.self)
      $0.core.setBehavior(for: Tweet.self) { _ in
        RowBehavior {
          $0.leadingSwipeActions = [
            SwipeAction(title: "Pin") { context in
              log.append("pin \(context.item(as: Tweet.self)!.id)")
              return true
            }
          ]
          $0.trailingSwipeActions = [
            SwipeAction(title: "Mute", style: .destructive) { _ in false },
            SwipeAction(title: "Flag") { context in
              log.append("flag \(context.rowPath)")
              return true
            },
          ]
        }
      }
    }
    #expect(fixture.table.swipeActions(.leading, at: p(0, 1))?.actions.map(\.title) == ["Pin"])
    #expect(fixture.table.performSwipeAction(at: 0, .leading, forRowAt: p(0, 1)))
    let trailing = fixture.table.swipeActions(.trailing, at: p(0, 0))
    #expect(trailing?.actions.map(\.style) == [.destructive, .normal])
    #expect(!fixture.table.performSwipeAction(at: 0, .trailing, forRowAt: p(0, 0)), "Mute failed")
    #expect(fixture.table.performSwipeAction(at: 1, .trailing, forRowAt: p(0, 0)))
    #expect(log == ["pin 2", "flag [0, 0]"])
    #expect(fixture.core.canEdit(at: p(0, 0)), "rows with swipe actions are editable")
  }

  @Test func swipeAction_actsOnItsRow_afterARowArrivesAboveIt() throws {
    let fixture = ControllerFixture(ArrayTableModel([Tweet(1), Tweet(2), Tweet(3)])) {
      $0.cells.register(TweetCell.self)
      $0.core.setBehavior(for: Tweet.self) { _ in RowBehavior { $0.editingStyle = .delete } }
    }
    // The user swipes T2; while its Delete shows, a tweet arrives at the top.
    let delete = try #require(fixture.table.swipeActions(.trailing, at: p(0, 1))?.actions.first)
    fixture.model.insert(Tweet(0), at: 0)
    #expect(delete.perform())
    #expect(fixture.model.items.map(\.id) == [0, 1, 3], "T2 deleted, not T1 now at its place")
    #expect(fixture.diagnostics.isEmpty)
  }

  @Test func menuAction_onARowDeletedWhileTheMenuWasOpen_doesNothing_withANotice() throws {
    var renamed: [Int] = []
    let fixture = ControllerFixture(ArrayTableModel([Tweet(1), Tweet(2)])) {
      $0.cells.register(TweetCell.self)
      $0.core.setBehavior(for: Tweet.self) { tweet in
        RowBehavior {
          $0.copyText = tweet.text
          $0.contextMenuActions = [
            ContextMenu.Action(title: "Rename") { _ in renamed.append(tweet.id) }
          ]
        }
      }
    }
    let menu = try #require(fixture.table.contextMenu(forRowAt: p(0, 0)))
    fixture.model.remove(at: 0)
    for action in menu.actions { action.perform() }
    #expect(fixture.core.pasteboard.string == nil, "nothing copied for a row that is gone")
    #expect(renamed.isEmpty)
    #expect(fixture.diagnosticKinds == [.rowGone, .rowGone])
    #expect(fixture.diagnostics.allSatisfy { $0.severity == .notice })
    #expect(fixture.diagnostics[1].message.hasPrefix("the menu action \"Copy\" did nothing"))
  }

  @Test func contextMenu_listsTheRowsActions_thenCopyAndPaste() {
    var renamed: [String] = []
    let fixture = ControllerFixture(ArrayTableModel([Tweet(1, "ada", "hello")])) {
      $0.cells.register(TweetCell.self)
      $0.core.setBehavior(for: Tweet.self) { tweet in
        RowBehavior {
          $0.contextMenuActions = [
            ContextMenu.Action(title: "Delete", isDestructive: true) { context in
              (context.controller.modelObject as? ArrayTableModel<Tweet>)?.remove(id: tweet.id)
            }
          ]
          $0.copyText = tweet.text
          $0.paste = { text, _ in renamed.append(text) }
        }
      }
    }
    fixture.table.performMenuAction(titled: "Copy", forRowAt: p(0, 0))
    #expect(fixture.core.pasteboard.string == "hello")
    let menu = fixture.table.contextMenu(forRowAt: p(0, 0))
    #expect(menu?.actions.map(\.title) == ["Delete", "Copy", "Paste"])
    #expect(menu?.actions.map(\.isDestructive) == [true, false, false])
    fixture.core.pasteboard.string = "pasted"
    fixture.table.performMenuAction(titled: "Paste", forRowAt: p(0, 0))
    #expect(renamed == ["pasted"])
    fixture.table.performMenuAction(titled: "Delete", forRowAt: p(0, 0))
    #expect(fixture.model.count == 0 && fixture.table.cachedShape == [0])
  }

  @Test func paste_isOfferedOnlyWhenThePasteboardHasText_whichIsReadOnlyWhenPasteRuns() throws {
    var pasted: [String] = []
    let pasteboard = CountingPasteboard()
    let fixture = ControllerFixture(ArrayTableModel([Tweet(1, "ada", "hello")])) {
      $0.cells.register(TweetCell.self)
      $0.core.pasteboard = pasteboard
      $0.core.setBehavior(for: Tweet.self) { tweet in
        RowBehavior {
          $0.copyText = tweet.text
          $0.paste = { text, _ in pasted.append(text) }
        }
      }
    }
    #expect(
      fixture.table.contextMenu(forRowAt: p(0, 0))?.actions.map(\.title) == ["Copy"],
      "an empty pasteboard: no Paste, as UIKit apps hide it")
    pasteboard.text = "pasted"
    let menu = try #require(fixture.table.contextMenu(forRowAt: p(0, 0)))
    #expect(menu.actions.map(\.title) == ["Copy", "Paste"])
    #expect(pasteboard.reads == 0, "building the menu asks whether there is text, never reads it")
    fixture.table.performMenuAction(titled: "Paste", forRowAt: p(0, 0))
    #expect(pasted == ["pasted"])
    #expect(pasteboard.reads == 1, "the text is read when Paste runs")
  }

  @Test func standardActions_takeTheTitlesTheAppGives_aRowsOwnDeleteTitleFirst() {
    let fixture = ControllerFixture(ArrayTableModel([Tweet(1, "ada", "hello"), Tweet(2)])) {
      $0.cells.register(TweetCell.self)
      $0.core.standardActionTitles = TableControllerCore.StandardActionTitles(
        copy: "Copier", paste: "Coller", delete: "Supprimer")
      $0.core.setBehavior(for: Tweet.self) { tweet in
        RowBehavior {
          $0.copyText = tweet.text
          $0.paste = { _, _ in }
          $0.editingStyle = .delete
          if tweet.id == 2 { $0.deleteConfirmationTitle = "Effacer" }
        }
      }
    }
    fixture.core.pasteboard.string = "x"
    #expect(
      fixture.table.contextMenu(forRowAt: p(0, 0))?.actions.map(\.title) == ["Copier", "Coller"])
    #expect(
      fixture.table.swipeActions(.trailing, at: p(0, 0))?.actions.map(\.title) == ["Supprimer"])
    #expect(
      fixture.table.swipeActions(.trailing, at: p(0, 1))?.actions.map(\.title) == ["Effacer"],
      "the row's own title wins")
    fixture.table.performMenuAction(titled: "Copier", forRowAt: p(0, 0))
    #expect(fixture.core.pasteboard.string == "hello")
  }

  @Test func standardActionTitles_areEnglishByDefault() {
    let titles = TableControllerCore.StandardActionTitles()
    #expect([titles.copy, titles.paste, titles.delete] == ["Copy", "Paste", "Delete"])
  }

  @Test func rowWithoutMenuOrSwipeActions_offersNone() {
    let fixture = ControllerFixture(ArrayTableModel([Tweet(1)])) {
      $0.cells.register(TweetCell.self)
    }
    #expect(fixture.table.contextMenu(forRowAt: p(0, 0)) == nil)
    #expect(fixture.table.swipeActions(.leading, at: p(0, 0)) == nil)
    #expect(fixture.core.trailingSwipeActions(at: p(0, 0)) == nil)
  }

  @Test func accessoryButton_reachesTheRowsHandler_andSelectionStyleIsTheRows() {
    struct InfoHandler: RowEventHandler {
      func behavior(for tweet: Tweet, context: RowContext) -> RowBehavior? {
        RowBehavior {
          $0.accessory = .detailButton
          $0.selectionStyle = .none
          $0.isHighlightable = false
        }
      }
      func accessoryButtonTapped(_ tweet: Tweet, context: RowContext) {
        context.controller.pasteboard.string = "info \(tweet.id)"
      }
    }
    let fixture = ControllerFixture(ArrayTableModel([Tweet(4)])) {
      $0.cells.register(TweetCell.self)
      $0.core.handlers.register(InfoHandler.self)
    }
    fixture.table.tapAccessoryButton(at: p(0, 0))
    #expect(fixture.core.pasteboard.string == "info 4")
    #expect(fixture.core.selectionStyle(at: p(0, 0)) == .none)
    fixture.table.tapRow(at: p(0, 0))
    #expect(
      fixture.table.indexPathsForSelectedRows.isEmpty, "a row that does not highlight is not tapped"
    )
  }
}

/// A pasteboard that counts the reads of its text (which, on iOS 16 and later, show the paste
/// prompt) apart from the questions whether it has any.
@MainActor
private final class CountingPasteboard: TableControllerCore.Pasteboard {
  var text: String?
  private(set) var reads = 0

  var string: String? {
    get {
      reads += 1
      return text
    }
    set { text = newValue }
  }

  var hasString: Bool { text != nil }
}
