import TableModelTesting

/// An item of the stress model: an identity, and a value that changes on updates and decides
/// whether the filter shows the item.
struct StressItem: Diffable, Hashable, CustomStringConvertible {
  var id: Int
  var value: Int

  var description: String { "#\(id)·\(value)" }
}

/// A featured item of the stress stack's featured section.
struct Promo: Diffable, Hashable, CustomStringConvertible {
  var id: Int
  var edition: Int

  var description: String { "★\(id)·\(edition)" }
}

/// The cell of a ``StressItem``: its description.
final class StressCell: HeadlessTableViewCell, ItemPresenting {
  func update(with item: StressItem) {
    text = item.description
  }
}

/// The cell of a ``Promo``: its description.
final class PromoCell: HeadlessTableViewCell, ItemPresenting {
  func update(with promo: Promo) {
    text = promo.description
  }
}

/// The stack the stress mode drives: a sectioned model under a filter, a load-more row and a
/// featured section, shown on a headless table by a ``HeadlessTableController``, with every batch
/// and diagnostic recorded.
@MainActor
final class StressStack {
  /// The model at the bottom, and the layers above it.
  typealias Model = SectionedTableModel<TitledSection, StressItem>
  typealias Filtered = FilterLayer<Model>
  typealias Paged = LoadMoreLayer<Filtered>
  typealias Screen = FeaturedSectionLayer<Paged, TitledSection, Promo>

  let model: Model
  let filtered: Filtered
  let paged: Paged
  let screen: Screen
  let table: HeadlessTableView
  let controller: HeadlessTableController
  /// The filter shows items whose value is not a multiple of this.
  private(set) var modulus = 5
  private let pageRequest: PageRequest
  private(set) var batchCount = 0
  /// Batches the table rejected, and diagnostics, since the last ``takeProblems()``.
  private var problems: [String] = []

  /// Builds the stack on a model of `sections`, and loads the table.
  init(sections: [TableSection<TitledSection, StressItem>]) {
    model = Model(sections: sections)
    filtered = model.filtered { $0.value % 5 != 0 }
    let pageRequest = PageRequest()
    paged = filtered.withLoadMore { [pageRequest] in pageRequest.isPending = true }
    screen = paged.withFeaturedSection(
      TitledSection(id: "featured", headerTitle: "Featured"), items: [Promo]())
    table = HeadlessTableView(width: 320, height: 10 * 44)
    controller = HeadlessTableController(model: screen)
    self.pageRequest = pageRequest
    controller.cells.register(StressCell.self)
    controller.cells.register(PromoCell.self)
    controller.core.setBehavior(for: StressItem.self) { _ in
      RowBehavior {
        $0.editingStyle = .delete
        $0.canMove = true
        $0.movesAcrossSections = true
      }
    }
    controller.core.diagnostics = { [unowned self] in problems.append("diagnostic: \($0)") }
    table.onBatch = { [unowned self] record in
      batchCount += 1
      if !record.isAccepted { problems.append("rejected batch:\n\(record)") }
    }
    controller.attach(to: table)
  }

  /// The rejected batches and diagnostics since the last call, and forgets them.
  func takeProblems() -> [String] {
    defer { problems = [] }
    return problems
  }

  /// Shows only items whose value is not a multiple of `modulus`.
  func setModulus(_ modulus: Int) {
    self.modulus = modulus
    filtered.setPredicate { $0.value % modulus != 0 }
  }

  /// Whether the load-more row asked for a page that has not arrived yet.
  var isPageRequested: Bool { pageRequest.isPending }

  /// Notes that the requested page arrived or failed.
  func pageRequestEnded() {
    pageRequest.isPending = false
  }

  /// Where the table shows the load-more row, or `nil` when it shows none.
  var loadMorePosition: RowPath? {
    let sections = table.numberOfSections
    guard paged.hasMore, sections > 0 else { return nil }
    let rows = table.numberOfRows(inSection: sections - 1)
    guard rows > 0 else { return nil }
    let last = RowPath(row: rows - 1, section: sections - 1)
    return value(at: last) is LoadMoreRow ? last : nil
  }

  /// The item of a table row, unwrapped from the layers' ``AnyDiffable``.
  func value(at rowPath: RowPath) -> (any Diffable)? {
    guard let row = controller.core.item(at: rowPath) else { return nil }
    return (row as? AnyDiffable)?.base ?? row
  }

  /// Whether a table section is the featured section.
  func isFeatured(section: Int) -> Bool {
    screen.sectionModel(at: section).as(TitledSection.self)?.id == "featured"
  }

  /// The rendered text of a row's cell, from its item.
  static func expectedText(_ row: AnyDiffable) -> String {
    switch row.base {
    case let item as StressItem: item.description
    case let promo as Promo: promo.description
    case let loadMore as LoadMoreRow: loadMoreText(loadMore)
    default: "\(row)"
    }
  }

  /// What the load-more row's cell says.
  private static func loadMoreText(_ row: LoadMoreRow) -> String {
    row.title ?? "Loading…"
  }

  /// The differences between the table and the stack, and between the stack and `reference` —
  /// what the stack should show, recomputed from scratch from the model's expected sections.
  func differences(from reference: [TableSection<TitledSection, StressItem>]) -> [String] {
    var found = TableAudit.differences(between: table, and: screen, expectedText: Self.expectedText)
    let expected = expectedRows(reference)
    let shown = screen.snapshot.map { $0.items.map(Self.expectedText) }
    if shown != expected {
      found.append("the stack shows \(shown)\nrecomputed from scratch it is \(expected)")
    }
    return found
  }

  /// The texts of the rows the stack should show for base sections.
  private func expectedRows(_ sections: [TableSection<TitledSection, StressItem>]) -> [[String]] {
    var rows = sections.map { section in
      section.items.filter { $0.value % modulus != 0 }.map(\.description)
    }
    if paged.hasMore {
      let row = Self.loadMoreText(
        LoadMoreRow(isLoading: paged.isLoading, failureMessage: paged.failureMessage))
      if rows.isEmpty { rows.append([row]) } else { rows[rows.count - 1].append(row) }
    }
    if !screen.items.isEmpty { rows.insert(screen.items.map(\.description), at: 0) }
    return rows
  }
}

/// Whether a load-more row asked for the next page: what the stress stack's "server" knows.
@MainActor
private final class PageRequest {
  var isPending = false
}
