import Foundation
import TableModelTestSupport
import TableModelTesting
import Testing

/// Simulated gestures stop, naming themselves, where no touch reaches a table.
///
/// A user's gesture reaches `UITableView` from the run loop, between its synchronous calls: never
/// inside a batch's update block, never from inside a data-source or delegate call.
@MainActor
@Suite struct GestureTimingTests {
  /// Every simulated gesture of the headless table, as the one Codable value an exit test
  /// captures.
  enum Gesture: String, Codable, CaseIterable, Sendable {
    case tapRow, touchDownRow, liftFinger, panToSelectRows, tapAccessoryButton
    case openSwipeActions, tapSwipeAction, performSwipeAction, closeSwipeActions
    case commitEditing, moveRowInteractively, beginInteractiveMove, updateInteractiveMove
    case endInteractiveMove, cancelInteractiveMove
    case openContextMenu, chooseContextMenuAction, dismissContextMenu, performMenuAction
    case commitContextMenuPreview, scrollToSectionIndexTitle, performPrimaryAction, moveFocus
    case focusPreferredRow, dragRow, dropFromOutside, performAccessibilityCustomAction

    /// The method the message names.
    var call: String {
      switch self {
      case .tapRow: "tapRow(at:)"
      case .touchDownRow: "touchDownRow(at:)"
      case .liftFinger: "liftFinger()"
      case .panToSelectRows: "panToSelectRows(_:)"
      case .tapAccessoryButton: "tapAccessoryButton(at:)"
      case .openSwipeActions: "openSwipeActions(_:at:)"
      case .tapSwipeAction: "tapSwipeAction(at:)"
      case .performSwipeAction: "performSwipeAction(at:_:forRowAt:)"
      case .closeSwipeActions: "closeSwipeActions()"
      case .commitEditing: "commitEditing(forRowAt:)"
      case .moveRowInteractively: "moveRowInteractively(from:to:)"
      case .beginInteractiveMove: "beginInteractiveMove(ofRowAt:)"
      case .updateInteractiveMove: "updateInteractiveMove(to:)"
      case .endInteractiveMove: "endInteractiveMove()"
      case .cancelInteractiveMove: "cancelInteractiveMove()"
      case .openContextMenu: "openContextMenu(forRowAt:)"
      case .chooseContextMenuAction: "chooseContextMenuAction(titled:)"
      case .dismissContextMenu: "dismissContextMenu()"
      case .performMenuAction: "performMenuAction(titled:forRowAt:)"
      case .commitContextMenuPreview: "commitContextMenuPreview(forRowAt:)"
      case .scrollToSectionIndexTitle: "scrollToSectionIndexTitle(_:at:)"
      case .performPrimaryAction: "performPrimaryAction(forRowAt:)"
      case .moveFocus: "moveFocus(from:to:)"
      case .focusPreferredRow: "focusPreferredRow()"
      case .dragRow: "dragRow(at:over:dropAt:)"
      case .dropFromOutside: "dropFromOutside(_:over:dropAt:)"
      case .performAccessibilityCustomAction: "performAccessibilityCustomAction(named:forRowAt:)"
      }
    }

    /// Simulates the gesture on row (0, 0) of a table.
    @MainActor func perform(on table: HeadlessTableView) throws {
      let row = p(0, 0)
      switch self {
      case .tapRow: table.tapRow(at: row)
      case .touchDownRow: table.touchDownRow(at: row)
      case .liftFinger: table.liftFinger()
      case .panToSelectRows: table.panToSelectRows([row])
      case .tapAccessoryButton: table.tapAccessoryButton(at: row)
      case .openSwipeActions: table.openSwipeActions(.trailing, at: row)
      case .tapSwipeAction: table.tapSwipeAction(at: 0)
      case .performSwipeAction: table.performSwipeAction(at: 0, .trailing, forRowAt: row)
      case .closeSwipeActions: table.closeSwipeActions()
      case .commitEditing: table.commitEditing(forRowAt: row)
      case .moveRowInteractively: try table.moveRowInteractively(from: row, to: p(0, 1))
      case .beginInteractiveMove: table.beginInteractiveMove(ofRowAt: row)
      case .updateInteractiveMove: table.updateInteractiveMove(to: row)
      case .endInteractiveMove: try table.endInteractiveMove()
      case .cancelInteractiveMove: table.cancelInteractiveMove()
      case .openContextMenu: table.openContextMenu(forRowAt: row)
      case .chooseContextMenuAction: table.chooseContextMenuAction(titled: "Copy")
      case .dismissContextMenu: table.dismissContextMenu()
      case .performMenuAction: table.performMenuAction(titled: "Copy", forRowAt: row)
      case .commitContextMenuPreview: table.commitContextMenuPreview(forRowAt: row)
      case .scrollToSectionIndexTitle: try table.scrollToSectionIndexTitle("A", at: 0)
      case .performPrimaryAction: table.performPrimaryAction(forRowAt: row)
      case .moveFocus: table.moveFocus(from: nil, to: row)
      case .focusPreferredRow: table.focusPreferredRow()
      case .dragRow: try table.dragRow(at: row, dropAt: p(0, 1))
      case .dropFromOutside:
        table.dropFromOutside([TableControllerCore.DragItem(payloads: [.text("a")])], dropAt: row)
      case .performAccessibilityCustomAction:
        table.performAccessibilityCustomAction(named: "Delete", forRowAt: row)
      }
    }

    /// Whether the gesture continues a drag of a row, which a batch would cancel (K50).
    var continuesADrag: Bool {
      [.updateInteractiveMove, .endInteractiveMove, .cancelInteractiveMove].contains(self)
    }

    /// Opens on row (0, 0) what the gesture is a later step of — a finger down, a swipe, a
    /// context menu, a drag — or the editing mode it needs.
    @MainActor func prepare(on table: HeadlessTableView) {
      let row = p(0, 0)
      switch self {
      case .liftFinger: table.touchDownRow(at: row)
      case .tapSwipeAction, .closeSwipeActions: table.openSwipeActions(.trailing, at: row)
      case .chooseContextMenuAction, .dismissContextMenu: table.openContextMenu(forRowAt: row)
      case .commitEditing, .moveRowInteractively, .beginInteractiveMove:
        table.setEditing(true, animated: false)
      case .updateInteractiveMove, .endInteractiveMove, .cancelInteractiveMove:
        table.setEditing(true, animated: false)
        table.beginInteractiveMove(ofRowAt: row)
      default: break
      }
    }
  }

  /// A user's gesture, and each later step of one — a tap on a swipe's button or a menu's item,
  /// the dragged row moving on, a lift — reaches UIKit on a run-loop turn of its own: the work
  /// UIKit did on the turns before (here a batch's completion, or during a drag, which a batch
  /// would cancel, the cell a scroll prepares ahead) has run when it acts.
  @Test(arguments: Gesture.allCases)
  func everyGesture_drainsPendingPhasesFirst(_ gesture: Gesture) throws {
    let fixture = HeadlessFixture([30], height: 440)
    let delegate = RecordingDelegate()
    fixture.table.delegate = delegate
    delegate.menus[p(0, 0)] = ContextMenu(
      children: [.action(ContextMenu.Action(title: "Copy") {})],
      preview: ContextMenu.Preview({ "detail" as AnyObject }) {})
    fixture.source.canMove = { _ in true }
    fixture.source.indexTitles = ["A"]
    gesture.prepare(on: fixture.table)
    let pendingWorkRan: () -> Bool
    if gesture.continuesADrag {
      // Rows 1–10 show; row 11, ahead of the scroll, is prepared on the next turn (row 0, just
      // scrolled out, stays prepared at once, K9).
      try fixture.table.setContentOffset(44)
      pendingWorkRan = { fixture.table.preparedRows.contains(p(0, 11)) }
    } else {
      var completed = false
      try fixture.table.performBatchUpdates({}, completion: { completed = $0 })
      pendingWorkRan = { completed }
    }
    #expect(!pendingWorkRan())
    try gesture.perform(on: fixture.table)
    #expect(pendingWorkRan(), "\(gesture.call) ran before the work of earlier run-loop turns")
  }

  @Test(arguments: Gesture.allCases)
  func gestureInsideABatchBlock_stopsNamingTheGesture(_ gesture: Gesture) async {
    let result = await #expect(
      processExitsWith: .failure, observing: [\.standardErrorContent]
    ) { [gesture] in
      await MainActor.run {
        let fixture = HeadlessFixture([3])
        try? fixture.table.performBatchUpdates { try gesture.perform(on: fixture.table) }
      }
    }
    let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    #expect(
      message.contains(
        "TableModelKit: HeadlessTableView.\(gesture.call): a user's gesture was simulated inside an open batch update"
      ), "\(message)")
  }

  /// The stop is promised where a reader of `HeadlessTableView` finds it: its "Simulating the
  /// user" section names every gesture it applies to.
  @Test func everyGesture_isNamedWhereTheTypesDocumentationStatesTheRule() throws {
    let source = try RepositoryFiles.text(
      "Sources/TableModelTesting/Headless/HeadlessTableView.swift")
    let start = try #require(source.range(of: "/// ### Simulating the user"))
    let end = try #require(source.range(of: "/// ### ", range: start.upperBound..<source.endIndex))
    let section = source[start.upperBound..<end.lowerBound].replacingOccurrences(
      of: "\n/// ", with: " ")
    #expect(section.contains("stops the program"))
    #expect(section.contains("first drains the pending phases"))
    for gesture in Gesture.allCases {
      #expect(section.contains("``\(gesture.call)``"), "the section does not name \(gesture.call)")
    }
  }

  /// Each gesture's own documentation says the rule in brief, where a reader of one method looks.
  @Test func everyGesture_statesTheRuleInItsOwnDocumentation() throws {
    let folder = RepositoryFiles.root.appendingPathComponent("Sources/TableModelTesting/Headless")
    let sources = try FileManager.default.contentsOfDirectory(atPath: folder.path)
      .filter { $0.hasSuffix(".swift") }
      .map { try String(contentsOf: folder.appendingPathComponent($0), encoding: .utf8) }
      .joined(separator: "\n")
    func isDocumentation(_ line: Substring) -> Bool {
      line.trimmingCharacters(in: .whitespaces).hasPrefix("///")
    }
    for gesture in Gesture.allCases {
      let name = gesture.call.prefix { $0 != "(" }
      let declaration = try #require(sources.range(of: "public func \(name)("))
      let documentation = sources[..<declaration.lowerBound].split(separator: "\n").reversed()
        .drop { !isDocumentation($0) }  // the indentation, attributes
        .prefix(while: isDocumentation).reversed()
        .map { $0.trimmingCharacters(in: .whitespaces).dropFirst(4) }.joined(separator: " ")
      #expect(
        documentation.contains("first drains the pending phases and stops inside a batch"),
        "the documentation of \(gesture.call) does not state the rule")
    }
  }

  @Test func tapBetweenBeginAndEndUpdates_stops() async {
    let result = await #expect(
      processExitsWith: .failure, observing: [\.standardErrorContent]
    ) {
      await MainActor.run {
        let fixture = HeadlessFixture([3])
        fixture.table.beginUpdates()
        fixture.table.tapRow(at: p(0, 1))
      }
    }
    let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    #expect(message.contains("HeadlessTableView.tapRow(at:): a user's gesture was simulated"))
  }

  @Test func tapFromInsideCellForRowAt_stops() async {
    let result = await #expect(
      processExitsWith: .failure, observing: [\.standardErrorContent]
    ) {
      await MainActor.run {
        let fixture = HeadlessFixture([3], load: false)
        fixture.source.onCellRequest = { table, _ in table.tapRow(at: p(0, 0)) }
        try? fixture.table.reloadData()
        try? fixture.table.layoutIfNeeded()
      }
    }
    let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    #expect(
      message.contains(
        "HeadlessTableView.tapRow(at:): a user's gesture was simulated from inside a data-source or delegate call"
      ))
  }

  /// `setContentOffset` is `UIScrollView`'s programmatic scroll, which an app may call inside a
  /// batch's block (to keep its place as rows arrive above); UIKit accepts it, and so does the
  /// headless table, which lays out when the batch commits.
  @Test func setContentOffsetInsideABatch_isAccepted_andTheBatchLaysOutAtTheNewOffset() throws {
    let fixture = HeadlessFixture([30], height: 440)
    try fixture.table.performBatchUpdates {
      fixture.source.sections[0].insert("new", at: 0)
      try fixture.table.insertRows(at: [p(0, 0)])
      try fixture.table.setContentOffset(44)
    }
    try fixture.table.settle()
    #expect(fixture.table.contentOffset == 44)
    #expect(fixture.table.indexPathsForVisibleRows.first == p(0, 1))
  }

  /// An action's completion is the app's call, not a gesture: called inside the app's own batch
  /// it still closes the swipe.
  @Test func swipeCompletionCalledInsideABatch_closesTheSwipe() throws {
    let fixture = HeadlessFixture([3])
    let delegate = RecordingDelegate()
    fixture.table.delegate = delegate
    var completion: SwipeAction.Completion?
    delegate.trailingActions[p(0, 1)] = SwipeActionsConfiguration(actions: [
      SwipeAction(title: "Archive") { later in completion = later }
    ])
    fixture.table.performSwipeAction(at: 0, .trailing, forRowAt: p(0, 1))
    let complete = try #require(completion)
    try fixture.table.performBatchUpdates { complete(true) }
    #expect(fixture.table.swipedRow == nil)
    #expect(delegate.events.last == "didEndEditing [0, 1]")
  }
}
