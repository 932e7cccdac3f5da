extension HeadlessTableView {
  /// What VoiceOver reads when it focuses a row's cell: its label, value and traits, then
  /// "Actions available" when it offers custom actions, then its hint, as
  /// `Email, ada@example.com, button, Actions available. Opens Mail`.
  ///
  /// - The label is the cell's ``HeadlessTableViewCell/accessibility`` label, else its
  ///   ``HeadlessTableViewCell/text`` and ``HeadlessTableViewCell/detailText``, as UIKit reads a
  ///   cell's labels.
  /// - The traits are read as VoiceOver names them — `button`, `link`, `heading`, `selected`,
  ///   `dimmed`, `image`, `adjustable`, `search field` — and `selected` also for a row the table
  ///   has selected, as UIKit adds the trait to a selected cell.
  /// - The custom actions are ``accessibilityCustomActionNames(forRowAt:)``.
  ///
  /// - Parameter rowPath: The row.
  /// - Returns: The reading.
  /// - Precondition: The row has a cell: VoiceOver reaches only rows on screen.
  public func accessibilityReading(forRowAt rowPath: RowPath) -> String {
    let cell = accessibleCell(at: rowPath, for: "accessibilityReading(forRowAt:)")
    let accessibility = cell.accessibility
    var parts: [String] = []
    if let label = accessibility.label ?? defaultAccessibilityLabel(of: cell) {
      parts.append(label)
    }
    if let value = accessibility.value { parts.append(value) }
    var traits = accessibility.traits
    if state.selectedRows.contains(rowPath) { traits.insert(.selected) }
    parts += Self.spokenTraits.filter { traits.contains($0.trait) }.map(\.word)
    if !accessibilityCustomActionNames(forRowAt: rowPath).isEmpty {
      parts.append("Actions available")
    }
    var reading = parts.joined(separator: ", ")
    if let hint = accessibility.hint { reading += ". \(hint)" }
    return reading
  }

  /// The names of the custom actions assistive technologies offer for a row, in the order
  /// VoiceOver lists them: the row's swipe actions first, as UIKit offers them itself — the
  /// leading ones, then the trailing ones (``swipeActions(_:at:)``, the default "Delete"
  /// included) — then its cell's own ``HeadlessTableViewCell/accessibility`` custom actions.
  ///
  /// - Parameter rowPath: The row.
  /// - Returns: The names.
  /// - Precondition: The row has a cell: VoiceOver reaches only rows on screen.
  public func accessibilityCustomActionNames(forRowAt rowPath: RowPath) -> [String] {
    accessibilityCustomActions(forRowAt: rowPath, for: "accessibilityCustomActionNames(forRowAt:)")
      .map(\.name)
  }

  /// Simulates a VoiceOver user choosing a row's custom action by name.
  ///
  /// The first action named so among ``accessibilityCustomActionNames(forRowAt:)`` runs. A swipe
  /// action runs as its button would, without a swipe: the delegate hears no
  /// ``HeadlessTableViewDelegate/tableView(_:willBeginEditingRowAt:)``.
  ///
  /// Like every simulated gesture, it first drains the pending phases and stops inside a batch
  /// update or a data-source or delegate call (``HeadlessTableView``, "Simulating the user").
  ///
  /// - Parameters:
  ///   - name: The action's name.
  ///   - rowPath: The row.
  /// - Returns: What the action's handler returned; for a swipe action, what it passed to its
  ///   completion before returning (`false` when it has not called it yet).
  /// - Precondition: The row has a cell and offers an action with the name, whose handler takes
  ///   no argument (or only its completion) or was bound to the row by a table controller.
  @discardableResult
  public func performAccessibilityCustomAction(named name: String, forRowAt rowPath: RowPath)
    -> Bool
  {
    drainBeforeGesture("performAccessibilityCustomAction(named:forRowAt:)")
    let actions = accessibilityCustomActions(
      forRowAt: rowPath, for: "performAccessibilityCustomAction(named:forRowAt:)")
    guard let action = actions.first(where: { $0.name == name }) else {
      contractViolation(
        "HeadlessTableView.performAccessibilityCustomAction(named:forRowAt:): row \(rowPath) offers no accessibility action named \"\(name)\"; it offers \(actions.map(\.name))"
      )
    }
    return action.perform()
  }

  // MARK: Internal

  private static let spokenTraits: [(trait: RowBehavior.Accessibility.Traits, word: String)] = [
    (.button, "button"), (.link, "link"), (.header, "heading"), (.selected, "selected"),
    (.notEnabled, "dimmed"), (.image, "image"), (.adjustable, "adjustable"),
    (.searchField, "search field"),
  ]

  private func accessibleCell(at rowPath: RowPath, for call: String) -> HeadlessTableViewCell {
    checkRowExists(rowPath, for: call)
    guard let cell = cellForRow(at: rowPath) else {
      contractViolation(
        "HeadlessTableView.\(call): row \(rowPath) has no cell; VoiceOver reaches only rows on screen (scroll to it first)"
      )
    }
    return cell
  }

  private func defaultAccessibilityLabel(of cell: HeadlessTableViewCell) -> String? {
    let texts = [cell.text, cell.detailText].compactMap { $0 }
    return texts.isEmpty ? nil : texts.joined(separator: ", ")
  }

  /// The row's swipe actions, then its cell's custom actions, each as a name and what runs it.
  private func accessibilityCustomActions(forRowAt rowPath: RowPath, for call: String)
    -> [(name: String, perform: @MainActor () -> Bool)]
  {
    let cell = accessibleCell(at: rowPath, for: call)
    var actions: [(name: String, perform: @MainActor () -> Bool)] = []
    for edge in [SwipeAction.Edge.leading, .trailing] {
      for action in swipeActions(edge, at: rowPath)?.actions ?? [] {
        actions.append((action.title, { action.perform() }))
      }
    }
    for action in cell.accessibility.customActions {
      actions.append((action.name, { action.perform() }))
    }
    return actions
  }
}
