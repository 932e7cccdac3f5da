import TableModelScenarioCells
import TableModelScenarios
import TableModelTestSupport
import TableModelTesting
import Testing

/// The object a preview makes, standing for a view controller.
@MainActor
private final class ThreadPreview {
  let tweetID: Int
  init(tweetID: Int) { self.tweetID = tweetID }
}

/// Context menus with submenus, action state and images, previews; swipe actions with colours
/// and images.
@MainActor
@Suite struct MenusAndSwipesTests {
  private func feed(log: @escaping @MainActor (String) -> Void)
    -> ControllerFixture<ArrayTableModel<Tweet>>
  {
    ControllerFixture(ArrayTableModel([Tweet(1, "ada", "hello"), Tweet(2)])) {
      $0.cells.register(TweetCell.self)
      $0.core.setBehavior(for: Tweet.self) { tweet in
        RowBehavior {
          $0.copyText = tweet.text
          $0.contextMenuActions = [
            ContextMenu.Action(title: "Reply", imageName: "arrowshape.turn.up.left") { context in
              log("reply \(context.item(as: Tweet.self)!.id)")
            }
          ]
          $0.contextMenuSubmenus = [
            ContextMenu(
              title: "Sort", imageName: "arrow.up.arrow.down",
              children: [
                .action(ContextMenu.Action(title: "Date", state: .on) { _ in log("date") }),
                .action(ContextMenu.Action(title: "Name") { _ in log("name") }),
                .submenu(
                  ContextMenu(
                    displaysInline: true,
                    children: [
                      .action(
                        ContextMenu.Action(title: "Mixed", state: .mixed) { _ in log("mixed") })
                    ])),
              ]),
            ContextMenu(
              title: "More",
              actions: [
                {
                  var mute = ContextMenu.Action(title: "Mute", isDestructive: true) { _ in
                    log("mute")
                  }
                  mute.isDisabled = true
                  return mute
                }()
              ]),
          ]
          $0.contextMenuPreview = ContextMenu.Preview { context in
            ThreadPreview(tweetID: context.item(as: Tweet.self)!.id)
          } commit: { context in
            log("open \(context.item(as: Tweet.self)!.id)")
          }
        }
      }
    }
  }

  @Test func contextMenu_rendersSubmenusStatesImagesAndPreview() {
    let fixture = feed { _ in }
    #expect(
      fixture.table.renderContextMenu(forRowAt: p(0, 0)) == """
        menu · preview (tap opens)
          Reply [arrowshape.turn.up.left]
          ▸ Sort [arrow.up.arrow.down]
            ✓ Date
              Name
            ⋯ inline
              – Mixed
          ▸ More
            Mute (destructive) (disabled)
          Copy [doc.on.doc]
        """)
    let menu = fixture.table.contextMenu(forRowAt: p(0, 0))
    #expect(menu?.actions.map(\.title) == ["Reply", "Copy"], "the menu's own actions")
    #expect(menu?.submenus.map(\.title) == ["Sort", "More"])
  }

  @Test func submenuActions_andThePreview_actOnTheirRow_evenAfterItMoved() {
    var log: [String] = []
    let fixture = feed { log.append($0) }
    fixture.table.performMenuAction(titled: "Name", forRowAt: p(0, 1))
    fixture.table.performMenuAction(titled: "Mixed", forRowAt: p(0, 1))
    let preview = fixture.table.contextMenuPreview(forRowAt: p(0, 1)) as? ThreadPreview
    #expect(preview?.tweetID == 2)
    let menu = fixture.table.contextMenu(forRowAt: p(0, 1))
    fixture.model.insert(Tweet(0), at: 0)
    menu?.preview?.commit(for: "a menu kept from before the insertion")
    fixture.table.commitContextMenuPreview(forRowAt: p(0, 1))
    #expect(log == ["name", "mixed", "open 2", "open 1"])
    #expect(fixture.diagnostics.isEmpty)
  }

  @Test func swipeActions_carryColoursAndImages() {
    let fixture = ControllerFixture(ArrayTableModel([Tweet(1)])) {
      $0.cells.register(TweetCell.self)
      $0.core.setBehavior(for: Tweet.self) { _ in
        RowBehavior {
          $0.editingStyle = .delete
          $0.leadingSwipeActions = [
            SwipeAction(title: "Pin", imageName: "pin.fill", backgroundColor: .systemOrange) { _ in
              true
            },
            SwipeAction(
              title: "Mark", backgroundColor: .rgba(red: 0, green: 0.5, blue: 1, alpha: 0.5)
            ) { _ in true },
          ]
        }
      }
    }
    #expect(
      fixture.table.renderSwipeActions(.leading, forRowAt: p(0, 0))
        == "[Pin · pin.fill · systemOrange] [Mark · rgba(0.0, 0.5, 1.0, 0.5)]")
    #expect(
      fixture.table.renderSwipeActions(.trailing, forRowAt: p(0, 0)) == "[Delete · destructive]")
    let pin = fixture.table.swipeActions(.leading, at: p(0, 0))?.actions.first
    #expect(pin?.backgroundColor == .systemOrange && pin?.imageName == "pin.fill")
  }
}
