import TableModelScenarios
import TableModelTesting

/// Makes the stress mode's random events from a seed, and keeps the sections the model should
/// hold after each of them: valid positions come from there, and so does the reference the
/// stack is checked against.
@MainActor
struct StressEventGenerator {
  typealias Section = TableSection<TitledSection, StressItem>

  /// The kinds of event, drawn with weights that keep the model between a few dozen and a few
  /// hundred rows.
  private enum Kind: CaseIterable {
    case insert, append, remove, move, update, transaction, replace, featured, hasMore, page
    case pageFails, tapLoadMore, modulus, scroll, scrollToRow, swipe, drag
  }

  /// The sections the model should hold after the events made so far.
  private(set) var sections: [Section] = []
  private var random: SplitMix64
  private var nextItemID = 1
  private var nextSectionID = 0
  private var promoEditions = [Int](repeating: 0, count: 9)
  private let includesGestures: Bool

  /// Creates a generator and the model's first sections: three of 30 items.
  ///
  /// - Parameters:
  ///   - seed: The seed.
  ///   - includesGestures: Whether to make swipes to delete and drags in editing mode too.
  init(seed: UInt64, includesGestures: Bool) {
    random = SplitMix64(seed: seed)
    self.includesGestures = includesGestures
    for _ in 0..<3 {
      let items = (0..<30).map { _ in newItem() }
      sections.append(Section(model: newSectionModel(), items: items))
    }
  }

  /// The next event for the stack as it is now.
  mutating func next(for stack: StressStack) -> StressEvent {
    let weights = Kind.allCases.map { weight(of: $0, stack: stack) }
    var pick = Int.random(in: 0..<weights.reduce(0, +), using: &random)
    for (kind, weight) in zip(Kind.allCases, weights) {
      guard pick < weight else {
        pick -= weight
        continue
      }
      return make(kind, for: stack) ?? makeInsert()
    }
    return makeInsert()
  }

  /// Takes the model's word for where a dragged item went: the table's and the layers' rules
  /// decide it.
  mutating func noteDragged(itemID: Int, in model: StressStack.Model) {
    guard let destination = model.rowPath(id: itemID), let source = path(ofID: itemID) else {
      return
    }
    let item = sections[source.section].items.remove(at: source.row)
    sections[destination.section].items.insert(item, at: destination.row)
  }

  // MARK: Choosing

  private var itemCount: Int { sections.reduce(0) { $0 + $1.items.count } }

  /// How likely a kind of event is now: removals win while the model is crowded, insertions
  /// while it is sparse, and a page arrives only once the load-more row asked for one.
  private func weight(of kind: Kind, stack: StressStack) -> Int {
    let crowded = itemCount > 400
    let sparse = itemCount < 30
    switch kind {
    case .insert: return crowded ? 3 : sparse ? 25 : 14
    case .append: return crowded ? 1 : 6
    case .remove: return crowded ? 25 : sparse ? 3 : 13
    case .move: return 10
    case .update: return 13
    case .transaction: return 8
    case .replace: return 2
    case .featured: return 4
    case .hasMore: return 2
    case .page: return stack.isPageRequested ? 10 : 0
    case .pageFails: return stack.isPageRequested ? 3 : 0
    case .tapLoadMore: return stack.paged.failureMessage != nil ? 6 : 0
    case .modulus: return 1
    case .scroll: return 9
    case .scrollToRow: return 5
    case .swipe: return includesGestures ? 3 : 0
    case .drag: return includesGestures ? 3 : 0
    }
  }

  private mutating func make(_ kind: Kind, for stack: StressStack) -> StressEvent? {
    switch kind {
    case .insert: return makeInsert()
    case .append: return makeAppend()
    case .remove: return makeRemove()
    case .move: return makeMove()
    case .update: return makeUpdate()
    case .transaction: return makeTransaction()
    case .replace: return makeReplace()
    case .featured: return makeFeatured()
    case .hasMore: return .setHasMore(!stack.paged.hasMore)
    case .page: return stack.isPageRequested ? makePage() : nil
    case .pageFails:
      return stack.isPageRequested
        ? .pageFails(message: "Offline (\(Int.random(in: 1...3, using: &random)))") : nil
    case .tapLoadMore: return stack.loadMorePosition.map { .tapLoadMore($0) }
    case .modulus:
      return .setModulus(
        [2, 3, 4, 5, 7].filter { $0 != stack.modulus }.randomElement(using: &random) ?? 5)
    case .scroll: return makeScroll(stack.table)
    case .scrollToRow: return makeScrollToRow(stack.table)
    case .swipe: return makeSwipe(stack)
    case .drag: return makeDrag(stack)
    }
  }

  // MARK: Model operations

  private mutating func makeInsert() -> StressEvent {
    let section = Int.random(in: 0..<sections.count, using: &random)
    let row = Int.random(in: 0...sections[section].items.count, using: &random)
    let item = newItem()
    sections[section].items.insert(item, at: row)
    return .insert(item, at: RowPath(row: row, section: section))
  }

  private mutating func makeAppend() -> StressEvent {
    let section = Int.random(in: 0..<sections.count, using: &random)
    let item = newItem()
    sections[section].items.append(item)
    return .append(item, toSection: section)
  }

  private mutating func makeRemove() -> StressEvent? {
    guard let path = randomItemPath() else { return nil }
    sections[path.section].items.remove(at: path.row)
    return .remove(at: path)
  }

  private mutating func makeMove() -> StressEvent? {
    guard let source = randomItemPath() else { return nil }
    let item = sections[source.section].items.remove(at: source.row)
    let section = Int.random(in: 0..<sections.count, using: &random)
    let row = Int.random(in: 0...sections[section].items.count, using: &random)
    sections[section].items.insert(item, at: row)
    return .move(from: source, to: RowPath(row: row, section: section))
  }

  private mutating func makeUpdate() -> StressEvent? {
    guard let path = randomItemPath() else { return nil }
    var item = sections[path.section].items[path.row]
    item.value = (item.value + Int.random(in: 1..<20, using: &random)) % 20
    sections[path.section].items[path.row] = item
    return .update(item)
  }

  /// Two to six model operations, each made against the model as the previous one leaves it.
  private mutating func makeTransaction() -> StressEvent? {
    var events: [StressEvent] = []
    for _ in 0..<Int.random(in: 2...6, using: &random) {
      let event: StressEvent? =
        switch Int.random(in: 0..<5, using: &random) {
        case 0: makeInsert()
        case 1: makeAppend()
        case 2: makeRemove()
        case 3: makeMove()
        default: makeUpdate()
        }
      if let event { events.append(event) }
    }
    return events.isEmpty ? nil : .transaction(events)
  }

  private mutating func makePage() -> StressEvent {
    let items = (0..<Int.random(in: 1...5, using: &random)).map { _ in newItem() }
    sections[sections.count - 1].items.append(contentsOf: items)
    return .pageArrives(items, hasMore: Int.random(in: 0..<5, using: &random) != 0)
  }

  // MARK: Replacement

  /// A new snapshot: items dropped, updated, moved and added, a section maybe shuffled, swapped,
  /// dropped, added or retitled.
  private mutating func makeReplace() -> StressEvent {
    var new = sections
    var counts = (removed: 0, updated: 0, moved: 0, added: 0)
    var notes: [String] = []
    for section in new.indices {
      let before = new[section].items.count
      new[section].items = new[section].items.filter { _ in chance(1, in: 10) == false }
      counts.removed += before - new[section].items.count
      for row in new[section].items.indices where chance(1, in: 10) {
        new[section].items[row].value = (new[section].items[row].value + 1) % 20
        counts.updated += 1
      }
    }
    for _ in 0..<Int.random(in: 0...4, using: &random) {
      guard let from = new.indices.filter({ !new[$0].items.isEmpty }).randomElement(using: &random)
      else { break }
      let item = new[from].items.remove(
        at: Int.random(in: 0..<new[from].items.count, using: &random))
      let to = Int.random(in: 0..<new.count, using: &random)
      new[to].items.insert(item, at: Int.random(in: 0...new[to].items.count, using: &random))
      counts.moved += 1
    }
    if chance(1, in: 5) {
      let section = Int.random(in: 0..<new.count, using: &random)
      new[section].items.shuffle(using: &random)
      notes.append("\(new[section].model.id) shuffled")
    }
    if new.count > 1, chance(1, in: 4) {
      new.swapAt(0, new.count - 1)
      notes.append("first and last sections swapped")
    }
    if new.count > 1, chance(1, in: 8) {
      let dropped = new.remove(at: Int.random(in: 0..<new.count, using: &random))
      counts.removed += dropped.items.count
      notes.append("\(dropped.model.id) dropped")
    }
    if new.count < 5, chance(1, in: 8) {
      let items = (0..<Int.random(in: 0...4, using: &random)).map { _ in newItem() }
      let section = Section(model: newSectionModel(), items: items)
      counts.added += items.count
      new.insert(section, at: Int.random(in: 0...new.count, using: &random))
      notes.append("\(section.model.id) added")
    }
    if chance(1, in: 8) {
      let section = Int.random(in: 0..<new.count, using: &random)
      new[section].model.headerTitle = "\(new[section].model.headerTitle ?? "")′"
      notes.append("\(new[section].model.id) retitled")
    }
    for section in new.indices {
      for _ in 0..<Int.random(in: 0...3, using: &random) {
        let row = Int.random(in: 0...new[section].items.count, using: &random)
        new[section].items.insert(newItem(), at: row)
        counts.added += 1
      }
    }
    sections = new
    let summary =
      "−\(counts.removed) +\(counts.added) ~\(counts.updated) ↕\(counts.moved) rows"
      + (notes.isEmpty ? "" : ", " + notes.joined(separator: ", "))
    return .replace(with: new, summary: summary)
  }

  // MARK: Layers

  /// Zero to five of eight promos in a random order, some in a new edition (a content update).
  private mutating func makeFeatured() -> StressEvent {
    var ids = Array(1...8)
    ids.shuffle(using: &random)
    let chosen = ids.prefix(Int.random(in: 0...5, using: &random))
    for id in chosen where chance(1, in: 3) { promoEditions[id] += 1 }
    return .setFeatured(chosen.map { Promo(id: $0, edition: promoEditions[$0]) })
  }

  // MARK: The table

  private mutating func makeScroll(_ table: HeadlessTableView) -> StressEvent {
    let limit = Int(max(0, table.contentHeight - table.height)) + 44
    return .scroll(to: Double(Int.random(in: 0...limit, using: &random)))
  }

  private mutating func makeScrollToRow(_ table: HeadlessTableView) -> StressEvent? {
    guard let path = randomTableRow(table) else { return nil }
    let positions: [HeadlessTableView.ScrollPosition] = [.none, .top, .middle, .bottom]
    return .scrollToRow(path, positions.randomElement(using: &random) ?? .none)
  }

  /// A swipe to delete on a random row of the table that shows an item.
  private mutating func makeSwipe(_ stack: StressStack) -> StressEvent? {
    guard let (path, id) = randomTableItem(stack), let source = self.path(ofID: id) else {
      return nil
    }
    sections[source.section].items.remove(at: source.row)
    return .swipeToDelete(path)
  }

  /// A drag of a random row of the table that shows an item, dropped anywhere in a section of
  /// the model below; where it lands is up to the controller's and the layers' rules.
  private mutating func makeDrag(_ stack: StressStack) -> StressEvent? {
    guard let (source, id) = randomTableItem(stack), let shape = stack.table.cachedShape else {
      return nil
    }
    let targets = shape.rowCounts.indices.filter { !stack.isFeatured(section: $0) }
    guard let section = targets.randomElement(using: &random) else { return nil }
    let rows = shape.rowCounts[section] - (section == source.section ? 1 : 0)
    let destination = RowPath(row: Int.random(in: 0...rows, using: &random), section: section)
    return .drag(from: source, to: destination, itemID: id)
  }

  /// A random row of the table.
  private mutating func randomTableRow(_ table: HeadlessTableView) -> RowPath? {
    guard let shape = table.cachedShape, shape.totalRowCount > 0 else { return nil }
    var index = Int.random(in: 0..<shape.totalRowCount, using: &random)
    for (section, count) in shape.rowCounts.enumerated() {
      if index < count { return RowPath(row: index, section: section) }
      index -= count
    }
    return nil
  }

  /// A random row of the table that shows a ``StressItem``, and the item's identity.
  private mutating func randomTableItem(_ stack: StressStack) -> (RowPath, Int)? {
    for _ in 0..<10 {
      if let path = randomTableRow(stack.table), let item = stack.value(at: path) as? StressItem {
        return (path, item.id)
      }
    }
    return nil
  }

  // MARK: Helpers

  private mutating func chance(_ odds: Int, in outOf: Int) -> Bool {
    Int.random(in: 0..<outOf, using: &random) < odds
  }

  private mutating func randomItemPath() -> RowPath? {
    let count = itemCount
    guard count > 0 else { return nil }
    var index = Int.random(in: 0..<count, using: &random)
    for (section, contents) in sections.enumerated() {
      if index < contents.items.count { return RowPath(row: index, section: section) }
      index -= contents.items.count
    }
    return nil
  }

  private func path(ofID id: Int) -> RowPath? {
    for (section, contents) in sections.enumerated() {
      if let row = contents.items.firstIndex(where: { $0.id == id }) {
        return RowPath(row: row, section: section)
      }
    }
    return nil
  }

  private mutating func newItem() -> StressItem {
    defer { nextItemID += 1 }
    return StressItem(id: nextItemID, value: Int.random(in: 0..<20, using: &random))
  }

  private mutating func newSectionModel() -> TitledSection {
    defer { nextSectionID += 1 }
    return TitledSection(id: "s\(nextSectionID)", headerTitle: "Section \(nextSectionID)")
  }
}
