import TableModelScenarioCells
import TableModelScenarios
import TableModelTestSupport
import TableModelTesting
import Testing

/// Records what a delegate of the headless table hears about selection, primary actions and
/// focus, and forwards each call to a headless controller.
@MainActor
private final class RecordingDelegate: HeadlessTableViewDelegate {
  let controller: HeadlessTableController
  var calls: [String] = []

  init(_ controller: HeadlessTableController) { self.controller = controller }

  func tableView(_ tableView: HeadlessTableView, willSelectRowAt rowPath: RowPath) -> RowPath? {
    calls.append("willSelect \(rowPath)")
    return controller.tableView(tableView, willSelectRowAt: rowPath)
  }
  func tableView(_ tableView: HeadlessTableView, didSelectRowAt rowPath: RowPath) {
    calls.append("didSelect \(rowPath)")
    controller.tableView(tableView, didSelectRowAt: rowPath)
  }
  func tableView(_ tableView: HeadlessTableView, didDeselectRowAt rowPath: RowPath) {
    calls.append("didDeselect \(rowPath)")
  }
  func tableView(_ tableView: HeadlessTableView, didUnhighlightRowAt rowPath: RowPath) {
    calls.append("didUnhighlight \(rowPath)")
  }
  func tableView(_ tableView: HeadlessTableView, canPerformPrimaryActionForRowAt rowPath: RowPath)
    -> Bool
  {
    calls.append("canPerformPrimaryAction \(rowPath)")
    return controller.tableView(tableView, canPerformPrimaryActionForRowAt: rowPath)
  }
  func tableView(_ tableView: HeadlessTableView, performPrimaryActionForRowAt rowPath: RowPath) {
    calls.append("performPrimaryAction \(rowPath)")
    controller.tableView(tableView, performPrimaryActionForRowAt: rowPath)
  }
  func tableView(_ tableView: HeadlessTableView, canFocusRowAt rowPath: RowPath) -> Bool {
    calls.append("canFocus \(rowPath)")
    return controller.tableView(tableView, canFocusRowAt: rowPath)
  }
  func tableView(
    _ tableView: HeadlessTableView, shouldUpdateFocusIn context: HeadlessTableView.FocusUpdate
  ) -> Bool {
    calls.append("shouldUpdateFocus")
    return controller.tableView(tableView, shouldUpdateFocusIn: context)
  }
  func tableView(
    _ tableView: HeadlessTableView, selectionFollowsFocusForRowAt rowPath: RowPath
  ) -> Bool {
    controller.tableView(tableView, selectionFollowsFocusForRowAt: rowPath)
  }
  func tableView(
    _ tableView: HeadlessTableView, didUpdateFocusIn context: HeadlessTableView.FocusUpdate
  ) {
    calls.append("didUpdateFocus")
    controller.tableView(tableView, didUpdateFocusIn: context)
  }
}

@MainActor
@Suite struct PrimaryActionAndFocusTests {
  private func feed(
    _ ids: [Int], configure: @escaping (HeadlessTableController) -> Void = { _ in }
  ) -> ControllerFixture<ArrayTableModel<Tweet>> {
    ControllerFixture(ArrayTableModel(ids.map { Tweet($0) })) {
      $0.cells.register(TweetCell.self)
      configure($0)
    }
  }

  @Test func tap_performsThePrimaryAction_afterTheSelection_inUIKitsOrder() {
    var opened: [Int] = []
    let fixture = feed([1, 2]) {
      $0.core.setBehavior(for: Tweet.self) { tweet in
        RowBehavior { $0.primaryAction = { _ in opened.append(tweet.id) } }
      }
    }
    let recorder = RecordingDelegate(fixture.controller)
    fixture.table.delegate = recorder
    fixture.table.tapRow(at: p(0, 1))
    #expect(opened == [2])
    #expect(
      recorder.calls == [
        "willSelect [0, 1]", "didSelect [0, 1]", "canPerformPrimaryAction [0, 1]",
        "performPrimaryAction [0, 1]", "didUnhighlight [0, 1]",
      ])
  }

  @Test func interactionRowsAction_runsOnce_perTap_asThePrimaryAction() {
    var tapped: [String] = []
    let model = InteractionTableModel {
      InteractionSection {
        InteractionRow("Wi-Fi") { row in tapped.append(row.title) }
        InteractionRow("Version", value: "1.0")
      }
    }
    let fixture = ControllerFixture(model)
    fixture.table.tapRow(at: p(0, 0))
    #expect(tapped == ["Wi-Fi"], "not twice: selection no longer runs it")
    #expect(fixture.table.performPrimaryAction(forRowAt: p(0, 0)))
    #expect(tapped == ["Wi-Fi", "Wi-Fi"], "Return on the focused row runs it without a tap")
    #expect(!fixture.table.performPrimaryAction(forRowAt: p(0, 1)), "no action, no primary action")
  }

  @Test func noPrimaryAction_whileEditing_orForRowsWithout() {
    var opened = 0
    let fixture = feed([1, 2]) {
      $0.core.setBehavior(for: Tweet.self) { tweet in
        RowBehavior {
          if tweet.id == 1 { $0.primaryAction = { _ in opened += 1 } }
        }
      }
    }
    #expect(!fixture.table.performPrimaryAction(forRowAt: p(0, 1)))
    fixture.table.setEditing(true, animated: false)
    #expect(!fixture.table.performPrimaryAction(forRowAt: p(0, 0)), "UIKit's default while editing")
    fixture.table.setEditing(false, animated: false)
    #expect(fixture.table.performPrimaryAction(forRowAt: p(0, 0)))
    #expect(opened == 1)
  }

  /// No primary action while a swipe is open, as UIKit's default while editing.
  ///
  /// A swipe opened outside editing mode has the table editing (K32): the core reads the
  /// table's `isEditing`, as a `TableController` reads `UITableView`'s. Before, the headless
  /// table did not edit during a swipe.
  @Test func noPrimaryAction_whileASwipeIsOpen() {
    var opened = 0
    let fixture = feed([1, 2]) {
      $0.core.setBehavior(for: Tweet.self) { _ in
        RowBehavior {
          $0.primaryAction = { _ in opened += 1 }
          $0.trailingSwipeActions = [SwipeAction(title: "Flag") { _ in true }]
        }
      }
    }
    fixture.table.openSwipeActions(.trailing, at: p(0, 1))
    #expect(!fixture.table.performPrimaryAction(forRowAt: p(0, 0)))
    fixture.table.closeSwipeActions()
    #expect(fixture.table.performPrimaryAction(forRowAt: p(0, 0)))
    #expect(opened == 1)
  }

  @Test func tapWhileEditing_withMultipleSelectionDuringEditing_togglesTheSelectionOnly() {
    var opened = 0
    let fixture = feed([1, 2]) {
      $0.core.setBehavior(for: Tweet.self) { _ in
        RowBehavior { $0.primaryAction = { _ in opened += 1 } }
      }
    }
    let recorder = RecordingDelegate(fixture.controller)
    fixture.table.delegate = recorder
    fixture.table.allowsMultipleSelectionDuringEditing = true
    fixture.table.setEditing(true, animated: false)
    fixture.table.tapRow(at: p(0, 1))
    #expect(fixture.table.indexPathsForSelectedRows == [p(0, 1)])
    fixture.table.tapRow(at: p(0, 1))
    #expect(
      recorder.calls == [
        "willSelect [0, 1]", "didSelect [0, 1]", "didUnhighlight [0, 1]",
        "didDeselect [0, 1]", "didUnhighlight [0, 1]",
      ], "a tap in a multiple selection asks for no primary action")
    #expect(opened == 0)
  }

  @Test func primaryAction_getsTheRowsContext_withItsCell() {
    var seen: [(Int, Bool)] = []
    let fixture = feed([7]) {
      $0.core.setBehavior(for: Tweet.self) { _ in
        RowBehavior {
          $0.primaryAction = { context in
            seen.append((context.item(as: Tweet.self)?.id ?? -1, context.cell != nil))
          }
        }
      }
    }
    fixture.table.performPrimaryAction(forRowAt: p(0, 0))
    #expect(seen.count == 1 && seen[0] == (7, true))
  }

  @Test func focus_skipsRowsThatRefuseIt_andTellsTheCore() {
    var moves: [(Int?, Int?)] = []
    let fixture = feed([1, 2, 3]) {
      $0.core.setBehavior(for: Tweet.self) { tweet in
        RowBehavior { $0.isFocusable = tweet.id == 2 ? false : nil }
      }
      $0.core.onFocusUpdate = { previous, next in
        moves.append(
          (previous?.item(as: Tweet.self)?.id, next?.item(as: Tweet.self)?.id))
      }
    }
    let recorder = RecordingDelegate(fixture.controller)
    fixture.table.delegate = recorder
    #expect(!fixture.table.moveFocus(from: p(0, 0), to: p(0, 1)), "row 2 takes no focus")
    #expect(recorder.calls == ["canFocus [0, 1]"])
    #expect(fixture.table.moveFocus(from: p(0, 0), to: p(0, 2)))
    #expect(recorder.calls.suffix(3) == ["canFocus [0, 2]", "shouldUpdateFocus", "didUpdateFocus"])
    #expect(fixture.table.moveFocus(from: p(0, 2), to: nil), "focus may leave the rows")
    #expect(moves.count == 2 && moves[0] == (1, 3) && moves[1] == (3, nil))
    #expect(fixture.table.indexPathsForSelectedRows.isEmpty, "selection does not follow focus")
  }

  @Test func rowsWithoutAnAnswer_followTheTablesAllowsFocus_editingOrNot() {
    let fixture = feed([1, 2, 3]) {
      $0.core.setBehavior(for: Tweet.self) { tweet in
        RowBehavior { $0.isFocusable = tweet.id == 3 ? true : nil }
      }
    }
    fixture.table.allowsFocus = false
    #expect(!fixture.table.moveFocus(from: nil, to: p(0, 1)), "the table's allowsFocus is off")
    #expect(fixture.table.moveFocus(from: nil, to: p(0, 2)), "row 3's own answer wins")
    #expect(fixture.table.focusPreferredRow() == p(0, 2), "the first row that can take it")
    fixture.table.setEditing(true, animated: false)
    #expect(fixture.table.moveFocus(from: nil, to: p(0, 1)), "allowsFocusDuringEditing is on")
    fixture.table.allowsFocusDuringEditing = false
    #expect(!fixture.table.moveFocus(from: nil, to: p(0, 0)))
    let core = fixture.core
    for (editing, allows, allowsEditing) in [(false, false, true), (true, true, false)] {
      #expect(
        !core.canFocus(
          at: p(0, 0), isEditing: editing, allowsFocus: allows,
          allowsFocusDuringEditing: allowsEditing))
      #expect(
        core.canFocus(
          at: p(0, 2), isEditing: editing, allowsFocus: allows,
          allowsFocusDuringEditing: allowsEditing))
    }
    #expect(
      !core.canFocus(
        at: p(0, 3), isEditing: false, allowsFocus: true, allowsFocusDuringEditing: true),
      "a row the model lacks")
  }

  @Test func selectionFollowsFocus_selectsWithoutThePrimaryAction_whereTheRowAllows() {
    var opened: [Int] = []
    let fixture = feed([1, 2, 3]) {
      $0.core.setBehavior(for: Tweet.self) { tweet in
        RowBehavior {
          $0.selectionFollowsFocus = tweet.id != 3
          $0.primaryAction = { _ in opened.append(tweet.id) }
        }
      }
    }
    fixture.table.selectionFollowsFocus = true
    let recorder = RecordingDelegate(fixture.controller)
    fixture.table.delegate = recorder
    fixture.table.moveFocus(from: nil, to: p(0, 0))
    fixture.table.moveFocus(from: p(0, 0), to: p(0, 1))
    #expect(fixture.table.indexPathsForSelectedRows == [p(0, 1)])
    #expect(recorder.calls.contains("didDeselect [0, 0]"))
    fixture.table.moveFocus(from: p(0, 1), to: p(0, 2))
    #expect(fixture.table.indexPathsForSelectedRows == [p(0, 1)], "row 3 opts out")
    #expect(opened.isEmpty, "focus never performs the primary action")
  }

  @Test func preferredFocusedRow_comesFromTheCore_elseTheFirstFocusableRow() {
    var preferred: RowPath? = p(0, 2)
    let fixture = feed([1, 2, 3]) {
      $0.core.setBehavior(for: Tweet.self) { tweet in
        RowBehavior { $0.isFocusable = tweet.id != 1 }
      }
      $0.core.preferredFocusedRow = { preferred }
    }
    #expect(fixture.table.focusPreferredRow() == p(0, 2))
    preferred = p(0, 9)
    #expect(fixture.core.preferredFocusRow == nil, "a row the model lacks is no preference")
    #expect(fixture.table.focusPreferredRow() == p(0, 1), "row 1 refuses the focus")
  }
}
