/// A layer that shows the rows of each section of the model below in sorted order.
///
/// ```swift
/// let byName = SortLayer(contacts) { $0.name < $1.name }
/// ```
///
/// Rows that compare equal keep the order of the model below. Sections keep their order.
///
/// When the model below changes, the layer sorts again and publishes the difference between its
/// old and new output — rows whose key changed move (keeping their cells), and content updates
/// reconfigure cells where the rows land.
///
/// The order is called while the layer updates itself; should it change the model, the change
/// waits until the layer has sorted, then reaches the layer like any other change (see
/// ``FilterLayer``'s predicate).
///
/// ### A custom model below
///
/// The layer reads the rows below whenever they change, so a change of a custom model need not
/// list every row — but it must be published: a mutation of a custom model that publishes no
/// change (its ``TableModelEvents/sendChange(_:completion:)`` returns `nil` or an empty
/// changeset) yet changes its number of sections or rows stops the program with a message naming
/// this layer and the shapes, as does a model below that reports a negative count. (A
/// controller showing such a model directly reports it and reloads; a layer cannot know what
/// it should show meanwhile.)
///
/// - Complexity: Reading maps a position in O(1). A change costs O(*n* log *n*) for the *n* rows
///   below: use this layer on lists of thousands of rows, and a sorted model (such as
///   ``GroupedTableModel`` with a sort order) for very large ones.
@MainActor
public final class SortLayer<Base: TableModel>: TableModelLayer {
  /// The model below.
  public let base: Base
  /// The identities that name a section of the model below every layer: the base's, so
  /// `withLoadMore(inSectionWithID:)` on this layer takes the identities of the sections it wraps.
  public typealias SectionID = Base.SectionID
  /// Where the layer's events go; it shares the mutation queue of the model below.
  public let events: TableModelEvents

  private var areInIncreasingOrder: @MainActor (Base.Item, Base.Item) -> Bool
  /// Per section, the row below of each output row.
  private var order: [[Int]] = []
  /// Per section, the output row of each row below.
  private var rank: [[Int]] = []
  /// The output, to diff against after a change.
  ///
  /// Content is compared too, so rows whose identities repeat (a featured item also in the list)
  /// still show the right content.
  private var output: [TableSection<IdentityOnly<Base.SectionModel.ID>, Base.Item>] = []

  /// Wraps a model.
  ///
  /// - Parameters:
  ///   - base: The model below.
  ///   - areInIncreasingOrder: The order of rows within a section.
  /// - Precondition: The model below reports at most ``TableModelLimits/maximumSectionCount``
  ///   sections, here and at each of its changes; otherwise the program stops with a message
  ///   naming the layer, the model below and its count.
  public init(
    _ base: Base, by areInIncreasingOrder: @escaping @MainActor (Base.Item, Base.Item) -> Bool
  ) {
    self.base = base
    self.areInIncreasingOrder = areInIncreasingOrder
    events = TableModelEvents(sharingQueueWith: base.events)
    // A change the order makes waits until the layer follows the model below.
    events.holdingMutations {
      resort()
      forwardBaseChanges(
        reloading: { layer in layer.resort() },
        rewriting: { layer, change in layer.resortAndDiff(updates: change) },
        checkingUnchanged: { layer in
          layer.requireShapeBelow(unchangedFrom: layer.order.map(\.count))
        })
    }
  }

  // MARK: Reading

  /// The sections of the model below.
  public var numberOfSections: Int {
    requireHeardOfChangeBelow()
    return order.count
  }

  /// The rows of a section.
  ///
  /// - Parameter section: A section index.
  /// - Returns: The number of rows.
  /// - Precondition: The section exists; otherwise the program stops with a message naming the
  ///   call, the section and the shape.
  public func numberOfRows(inSection section: Int) -> Int { order[checkedSection(section)].count }

  /// The row at a position.
  ///
  /// - Parameter rowPath: A position.
  /// - Returns: The row.
  /// - Precondition: The position exists; otherwise the program stops with a message naming the
  ///   call, the position and the shape. The model below is not in the middle of a change it has
  ///   not published — inside its `performTransaction`, after an edit, the layer's positions no
  ///   longer match its rows; otherwise the program stops with a message naming the call and the
  ///   problem (see ``TableModelLayer``).
  public func item(at rowPath: RowPath) -> Base.Item { base.item(at: below(checkedRow(rowPath))) }

  /// The model of a section; sections keep their order.
  ///
  /// - Parameter section: A section index.
  /// - Returns: The section model below, at the same index.
  /// - Precondition: The section exists; otherwise the program stops with a message naming the
  ///   call, the section and the shape.
  public func sectionModel(at section: Int) -> Base.SectionModel {
    base.sectionModel(at: checkedSection(section))
  }

  /// The position in the model below of a row: where the row is before sorting, as every row
  /// of the layer has one.
  ///
  /// - Parameter rowPath: A position in this layer.
  /// - Returns: The position below.
  /// - Precondition: The position exists; otherwise the program stops with a message naming the
  ///   call, the position and the shape.
  public func basePosition(of rowPath: RowPath) -> RowPath? { below(checkedRow(rowPath)) }

  /// The section of the model below that a section shows: the same one, as sections are not
  /// sorted.
  ///
  /// - Parameter section: A section index in this layer.
  /// - Returns: `section`.
  /// - Precondition: The section exists; otherwise the program stops with a message naming the
  ///   call, the section and the shape.
  public func baseSection(of section: Int) -> Int? { checkedSection(section) }

  /// The position in this layer of a row of the model below.
  ///
  /// - Parameter baseRowPath: A position below.
  /// - Returns: The position in this layer.
  /// - Precondition: The position exists in the model below, and the layer has heard of the
  ///   model's last change: read it once a transaction of the model below is published (inside
  ///   one, the layer may not know the row yet). Otherwise the program stops with a message
  ///   naming the call and the shapes.
  public func position(ofBase baseRowPath: RowPath) -> RowPath {
    requireHeardOfChangeBelow()
    _ = checkedBaseRow(baseRowPath)
    requireRecordOfBase(section: baseRowPath.section, sections: rank.count) { rank[$0].count }
    return RowPath(row: rank[baseRowPath.section][baseRowPath.row], section: baseRowPath.section)
  }

  // MARK: Operations

  /// Replaces the order and sorts again; rows move to their new places.
  ///
  /// When no row moves, observers hear nothing.
  ///
  /// - Parameter areInIncreasingOrder: The order of rows within a section.
  public func setOrder(_ areInIncreasingOrder: @escaping @MainActor (Base.Item, Base.Item) -> Bool)
  {
    events.perform { [self] in
      self.areInIncreasingOrder = areInIncreasingOrder
      // Sorted before anything changes, so that an order that moves no row sends no event (a
      // table would run an empty batch).
      let (sorting, change) = events.holdingMutations { sortedAndDiffed() }
      guard change != Changeset() else {
        adopt(sorting)
        return
      }
      events.sendChangeNow {
        adopt(sorting)
        return .batch(change)
      }
    }
  }

  // MARK: Internal

  /// The order, ranks and output of the model below sorted by an order.
  private typealias Sorting = (
    order: [[Int]], rank: [[Int]],
    output: [TableSection<IdentityOnly<Base.SectionModel.ID>, Base.Item>]
  )

  private func resort() {
    adopt(sorted())
  }

  private func adopt(_ sorting: Sorting) {
    (order, rank, output) = sorting
  }

  /// The model below sorted by the current order, and the change from the output the layer
  /// last published to it; nothing is adopted yet.
  private func sortedAndDiffed() -> (Sorting, Changeset) {
    let sorting = sorted()
    return (sorting, Changeset.singleBatch(from: output, to: sorting.output))
  }

  /// The order, ranks and output of the model below sorted by the current order.
  private func sorted() -> Sorting {
    // Loops and a sort of our own rather than `map` and `sorted(by:)`: a closure formed here is
    // isolated to the main actor, and Swift 6 checks the executor at each of its calls from a
    // nonisolated function, a check that cost a third of the sort.
    var order: [[Int]] = []
    var rank: [[Int]] = []
    var output: [TableSection<IdentityOnly<Base.SectionModel.ID>, Base.Item>] = []
    for (section, rowCount) in checkedShapeBelow().enumerated() {
      var items: [Base.Item] = []
      items.reserveCapacity(TableModelLimits.reservable(rowCount))
      for row in 0..<rowCount {
        items.append(base.item(at: RowPath(row: row, section: section)))
      }
      let rows = Self.stableOrder(of: items.count) { areInIncreasingOrder(items[$0], items[$1]) }
      var inverse = [Int](repeating: 0, count: rows.count)
      var sortedItems: [Base.Item] = []
      sortedItems.reserveCapacity(rows.count)
      for (position, row) in rows.enumerated() {
        inverse[row] = position
        sortedItems.append(items[row])
      }
      order.append(rows)
      rank.append(inverse)
      output.append(
        TableSection(model: IdentityOnly(base.sectionModel(at: section).id), items: sortedItems))
    }
    return (order, rank, output)
  }

  /// The indexes `0..<count` in the order `areInIncreasingOrder` gives, equal ones in index
  /// order: a bottom-up merge sort that asks the order once per comparison (`sorted(by:)` asked
  /// it twice to break ties by index).
  private static func stableOrder(
    of count: Int, by areInIncreasingOrder: (Int, Int) -> Bool
  ) -> [Int] {
    var order = Array(0..<count)
    var merged = order
    var width = 1
    while width < count {
      var start = 0
      while start < count {
        let middle = min(start + width, count)
        let end = min(start + 2 * width, count)
        var left = start
        var right = middle
        var next = start
        while left < middle, right < end {
          // The right run's row goes first only when it is strictly before: ties keep order.
          if areInIncreasingOrder(order[right], order[left]) {
            merged[next] = order[right]
            right += 1
          } else {
            merged[next] = order[left]
            left += 1
          }
          next += 1
        }
        while left < middle {
          merged[next] = order[left]
          left += 1
          next += 1
        }
        while right < end {
          merged[next] = order[right]
          right += 1
          next += 1
        }
        start = end
      }
      swap(&order, &merged)
      width *= 2
    }
    return order
  }

  /// Sorts again after a change of the model below and returns the change of the output, with
  /// the sections the change updated.
  private func resortAndDiff(updates: Changeset) -> Changeset {
    var (sorting, change) = sortedAndDiffed()
    adopt(sorting)
    change.updatedSections = updates.updatedSections
    return change
  }

  /// The position in the model below of a row the layer has.
  private func below(_ rowPath: RowPath) -> RowPath {
    RowPath(row: order[rowPath.section][rowPath.row], section: rowPath.section)
  }
}

/// A value reduced to its identity, for diffing layouts by identity alone.
struct IdentityOnly<ID: Hashable & Sendable>: Diffable {
  let id: ID

  init(_ id: ID) {
    self.id = id
  }

  func isContentEqual(to other: IdentityOnly) -> Bool { true }
}
