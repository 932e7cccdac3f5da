import TableModelTesting

/// One event of the stress mode: a domain operation on the model, a layer operation, a
/// scroll, or a user's gesture on the table.
///
/// Positions of model operations are positions in the model at the bottom of the stack;
/// positions of scrolls and gestures are positions of the table.
enum StressEvent: CustomStringConvertible {
  case insert(StressItem, at: RowPath)
  case append(StressItem, toSection: Int)
  case remove(at: RowPath)
  case move(from: RowPath, to: RowPath)
  case update(StressItem)
  /// Model operations performed as one transaction.
  case transaction([StressEvent])
  /// The model replaced by a new snapshot, diffed; `summary` tells how it differs.
  case replace(with: [TableSection<TitledSection, StressItem>], summary: String)
  case setFeatured([Promo])
  case setHasMore(Bool)
  /// The page the load-more row asked for arrives: its items are appended to the last section.
  case pageArrives([StressItem], hasMore: Bool)
  /// The page the load-more row asked for fails: the row shows the message until tapped.
  case pageFails(message: String)
  /// The user taps the load-more row at a position, which retries a failed page.
  case tapLoadMore(RowPath)
  /// The filter shows items whose value is not a multiple of the modulus.
  case setModulus(Int)
  case scroll(to: Double)
  case scrollToRow(RowPath, HeadlessTableView.ScrollPosition)
  /// The user swipes a row and taps Delete.
  case swipeToDelete(RowPath)
  /// The user drags a row, in editing mode, and drops it at a position.
  case drag(from: RowPath, to: RowPath, itemID: Int)

  /// The kind of event, for counting.
  var kind: String {
    switch self {
    case .insert: "insert"
    case .append: "append"
    case .remove: "remove"
    case .move: "move"
    case .update: "update"
    case .transaction: "transaction"
    case .replace: "replace"
    case .setFeatured: "featured"
    case .setHasMore: "has-more"
    case .pageArrives: "page"
    case .pageFails: "page-fails"
    case .tapLoadMore: "tap-load-more"
    case .setModulus: "filter"
    case .scroll, .scrollToRow: "scroll"
    case .swipeToDelete: "swipe-delete"
    case .drag: "drag"
    }
  }

  /// The event as code-like text; a replacement lists its whole snapshot.
  var description: String {
    switch self {
    case .insert(let item, let path): "model.insert(\(item), at: \(path))"
    case .append(let item, let section): "model.append(\(item), toSection: \(section))"
    case .remove(let path): "model.remove(at: \(path))"
    case .move(let source, let destination): "model.move(from: \(source), to: \(destination))"
    case .update(let item): "model.update(\(item))"
    case .transaction(let events):
      "model.performTransaction { \(events.map(\.description).joined(separator: "; ")) }"
    case .replace(let sections, let summary):
      "model.replace(with: \(Self.compact(sections))) — \(summary)"
    case .setFeatured(let promos): "featured.setItems(\(promos))"
    case .setHasMore(let hasMore): "loadMore.setHasMore(\(hasMore))"
    case .pageArrives(let items, let hasMore):
      "page arrives: model.append(contentsOf: \(items), toSection: last); "
        + "loadMore.finishLoading(hasMore: \(hasMore))"
    case .pageFails(let message): "page fails: loadMore.failLoading(message: \"\(message)\")"
    case .tapLoadMore(let path): "table.tapRow(at: \(path)) (the load-more row)"
    case .setModulus(let modulus): "filter.setPredicate { $0.value % \(modulus) != 0 }"
    case .scroll(let offset): "table.setContentOffset(\(offset))"
    case .scrollToRow(let path, let position): "table.scrollToRow(at: \(path), at: .\(position))"
    case .swipeToDelete(let path): "table.performSwipeAction(at: 0, .trailing, forRowAt: \(path))"
    case .drag(let source, let destination, let id):
      "table.moveRowInteractively(from: \(source), to: \(destination)) (item #\(id), editing)"
    }
  }

  /// Makes the event happen on the stack.
  ///
  /// - Throws: What the headless table throws for a scroll or a drag whose layout fails.
  @MainActor
  func apply(to stack: StressStack) throws {
    switch self {
    case .transaction(let events):
      stack.model.performTransaction {
        for event in events { event.applyToModel(stack.model) }
      }
    case .replace(let sections, _):
      try stack.model.replace(with: sections)
    case .setFeatured(let promos):
      stack.screen.setItems(promos)
    case .setHasMore(let hasMore):
      stack.paged.setHasMore(hasMore)
    case .pageArrives(let items, let hasMore):
      stack.model.append(contentsOf: items, toSection: stack.model.numberOfSections - 1)
      stack.pageRequestEnded()
      stack.paged.finishLoading(hasMore: hasMore)
    case .pageFails(let message):
      stack.pageRequestEnded()
      stack.paged.failLoading(message: message)
    case .tapLoadMore(let path):
      stack.table.tapRow(at: path)
    case .setModulus(let modulus):
      stack.setModulus(modulus)
    case .scroll(let offset):
      try stack.table.setContentOffset(offset)
    case .scrollToRow(let path, let position):
      try stack.table.scrollToRow(at: path, at: position)
    case .swipeToDelete(let path):
      stack.table.performSwipeAction(at: 0, .trailing, forRowAt: path)
    case .drag(let source, let destination, _):
      stack.table.setEditing(true, animated: true)
      defer { stack.table.setEditing(false, animated: true) }
      try stack.table.moveRowInteractively(from: source, to: destination)
    case .insert, .append, .remove, .move, .update:
      applyToModel(stack.model)
    }
  }

  /// Performs a model operation; other events do nothing here.
  @MainActor
  private func applyToModel(_ model: StressStack.Model) {
    switch self {
    case .insert(let item, let path): model.insert(item, at: path)
    case .append(let item, let section): model.append(item, toSection: section)
    case .remove(let path): model.remove(at: path)
    case .move(let source, let destination): model.move(from: source, to: destination)
    case .update(let item): model.update(item)
    default: break
    }
  }

  /// Sections as `s0[#1·2 #3·4] s1[]`.
  static func compact(_ sections: [TableSection<TitledSection, StressItem>]) -> String {
    sections.map { section in
      let title = section.model.headerTitle.map { "\"\($0)\"" } ?? ""
      return
        "\(section.model.id)\(title)[\(section.items.map(\.description).joined(separator: " "))]"
    }.joined(separator: " ")
  }
}
