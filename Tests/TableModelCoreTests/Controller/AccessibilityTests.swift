import TableModelScenarioCells
import TableModelScenarios
import TableModelTestSupport
import TableModelTesting
import Testing

/// Rows' accessibility: labels, values, hints, traits and custom actions from the behaviour,
/// swipe actions reachable as custom actions, interaction rows and their editable field.
@MainActor
@Suite struct AccessibilityTests {
  @Test func behaviorsAccessibility_reachesTheCell_andIsReadAsVoiceOverWould() {
    let fixture = ControllerFixture(ArrayTableModel([Tweet(1, "ada", "hello"), Tweet(2)])) {
      $0.cells.register(TweetCell.self)
      $0.core.setBehavior(for: Tweet.self) { tweet in
        RowBehavior {
          guard tweet.id == 1 else { return }
          $0.accessibility = RowBehavior.Accessibility(
            label: "Ada: \(tweet.text)", value: "3 likes", hint: "Opens the thread",
            traits: [.button, .header])
        }
      }
    }
    let cell = fixture.table.cellForRow(at: p(0, 0))
    #expect(cell?.accessibility.label == "Ada: hello")
    #expect(cell?.accessibility.traits.names == ["button", "header"])
    #expect(
      fixture.table.accessibilityReading(forRowAt: p(0, 0))
        == "Ada: hello, 3 likes, button, heading. Opens the thread")
    #expect(
      fixture.table.accessibilityReading(forRowAt: p(0, 1)) == "@ada, tweet 2",
      "no label of its own: the cell's texts")
    fixture.table.tapRow(at: p(0, 1))
    #expect(fixture.table.accessibilityReading(forRowAt: p(0, 1)) == "@ada, tweet 2, selected")
  }

  @Test func reusedCell_takesTheNewRowsAccessibility_notTheOldOnes() throws {
    let feed = ArrayTableModel((0..<40).map { Tweet($0) })
    let fixture = ControllerFixture(feed, height: 88) {
      $0.cells.register(TweetCell.self)
      $0.core.setBehavior(for: Tweet.self) { tweet in
        RowBehavior {
          if tweet.id.isMultiple(of: 2) { $0.accessibility.label = "even \(tweet.id)" }
          $0.accessibility.traits = tweet.id.isMultiple(of: 2) ? .button : []
        }
      }
    }
    try fixture.table.setContentOffset(44 * 11)
    let readings = fixture.table.indexPathsForVisibleRows.map {
      fixture.table.accessibilityReading(forRowAt: $0)
    }
    #expect(readings == ["@ada, tweet 11", "even 12, button"])
    #expect(fixture.table.visibleCells.allSatisfy { $0.reuseCount > 0 }, "the cells were reused")
  }

  @Test func customActions_andSwipeActions_areOfferedToVoiceOver_andActOnTheirRow() {
    var log: [String] = []
    let feed = ArrayTableModel([Tweet(1), Tweet(2)])
    let fixture = ControllerFixture(feed) {
      $0.cells.register(TweetCell.self)
      $0.core.setBehavior(for: Tweet.self) { _ in
        RowBehavior {
          $0.editingStyle = .delete
          $0.leadingSwipeActions = [
            SwipeAction(title: "Pin") { context in
              log.append("pin \(context.item(as: Tweet.self)!.id)")
              return true
            }
          ]
          $0.accessibility.customActions = [
            .init(name: "Reply", imageName: "arrowshape.turn.up.left") { context in
              log.append("reply \(context.item(as: Tweet.self)!.id)")
              return true
            }
          ]
        }
      }
    }
    #expect(
      fixture.table.accessibilityCustomActionNames(forRowAt: p(0, 1)) == [
        "Pin", "Delete", "Reply",
      ],
      "swipe actions first, the default Delete included, then the row's own")
    #expect(
      fixture.table.accessibilityReading(forRowAt: p(0, 0)) == "@ada, tweet 1, Actions available")
    // A tweet arrives above: the actions still act on the row they were offered for.
    let cell = fixture.table.cellForRow(at: p(0, 1))
    feed.insert(Tweet(0), at: 0)
    #expect(cell?.accessibility.customActions.first?.perform() == true)
    #expect(fixture.table.performAccessibilityCustomAction(named: "Pin", forRowAt: p(0, 2)))
    #expect(fixture.table.performAccessibilityCustomAction(named: "Delete", forRowAt: p(0, 0)))
    #expect(log == ["reply 2", "pin 2"])
    #expect(feed.items.map(\.id) == [1, 2], "Delete through VoiceOver deleted its row")
    #expect(fixture.diagnostics.isEmpty)
  }

  @Test func interactionRows_readTitleValueAndButton_andTheEditableFieldIsLabelled() throws {
    let model = InteractionTableModel {
      InteractionSection {
        InteractionRow("Wi-Fi", value: "Home", accessory: .disclosureIndicator) { _ in }
        InteractionRow("Version", value: "1.0")
        InteractionRow(
          "Name", value: "Ada", isEditable: true, valueEdit: InteractionRow.ValueEdit { _, _ in },
          accessibility: RowBehavior.Accessibility(label: "Full name", hint: "Double-tap to edit"))
      }
    }
    let fixture = ControllerFixture(model)
    #expect(fixture.table.accessibilityReading(forRowAt: p(0, 0)) == "Wi-Fi, Home, button")
    #expect(fixture.table.accessibilityReading(forRowAt: p(0, 1)) == "Version, 1.0")
    #expect(
      fixture.table.accessibilityReading(forRowAt: p(0, 2)) == "Full name. Double-tap to edit",
      "an editable value is read by its field, not by the row")
    let field = try #require(fixture.table.cellForRow(at: p(0, 2)) as? HeadlessInteractionRowCell)
    #expect(field.fieldAccessibilityLabel == "Full name")
    let version = fixture.table.cellForRow(at: p(0, 1)) as? HeadlessInteractionRowCell
    #expect(version?.fieldAccessibilityLabel == nil, "no field, no label")
    #expect(
      InteractionRow("Email", value: "a@x", isEditable: true).valueFieldAccessibilityLabel
        == "Email", "without a label of its own, the field is labelled with the title")
  }

  @Test func interactionRow_whoseAccessibilityChanged_isReconfigured() {
    var hint = "Before"
    let model = InteractionTableModel {
      InteractionSection {
        InteractionRow("Wi-Fi", accessibility: RowBehavior.Accessibility(hint: hint))
      }
    }
    let fixture = ControllerFixture(model)
    hint = "After"
    model.reload()
    #expect(fixture.table.accessibilityReading(forRowAt: p(0, 0)) == "Wi-Fi. After")
  }
}
