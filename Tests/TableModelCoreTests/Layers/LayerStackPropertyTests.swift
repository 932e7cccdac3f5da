import TableModelScenarios
import TableModelTestSupport
import TableModelTesting
import Testing

/// Random stacks of 1–4 layers over a random model, random transactions of domain operations and
/// layer operations: after every transaction the headless table accepted the published change
/// and shows exactly the stack recomputed from scratch, surviving rows keeping their cells.
@MainActor
@Suite struct LayerStackPropertyTests {
  static let transactions = environmentInteger("TABLEMODEL_LAYER_TRANSACTIONS", default: 20_000)

  @Test func randomStacks_areAcceptedAndEqualTheStackRecomputed() {
    check(transactions: Self.transactions, maxRows: 5, maxOperations: 5)
  }

  /// Long transactions on larger models: changes of many rows, whose rows' old and new positions
  /// the layers find by searching the change's sorted lists.
  @Test func randomStacks_longTransactions_areAcceptedAndEqualTheStackRecomputed() {
    check(transactions: Self.transactions / 10, maxRows: 40, maxOperations: 60)
  }

  private func check(transactions: Int, maxRows: Int, maxOperations: Int) {
    let seed = UInt64(environmentInteger("TABLEMODEL_SEED", default: 0x1A7E5))
    var generator = SplitMix64(seed: seed)
    var operations = RandomModelOperations()
    var done = 0
    var stacks = 0
    while done < transactions {
      stacks += 1
      let model = operations.randomModel(using: &generator, maxSections: 3, maxRows: maxRows)
      let stack = RandomStack(on: model, using: &generator)
      let harness = stack.harness
      for _ in 0..<25 where done < transactions {
        done += 1
        var log: [String] = []
        if Int.random(in: 0..<4, using: &generator) == 0,
          let layerOperation = stack.operations.randomElement(using: &generator)
        {
          log.append(layerOperation.perform(&generator))
        } else {
          let count = Int.random(in: 1...maxOperations, using: &generator)
          if count == 1 {
            log.append(operations.perform(on: model, using: &generator))
          } else {
            model.performTransaction {
              for _ in 0..<count {
                // A layer's setter inside the transaction of the model below waits until the
                // transaction is published (the layer must hear of the rows below first).
                if Int.random(in: 0..<8, using: &generator) == 0,
                  let layerOperation = stack.operations.filter({ !$0.readsLayer })
                    .randomElement(using: &generator)
                {
                  log.append("in transaction: " + layerOperation.perform(&generator))
                }
                log.append(operations.perform(on: model, using: &generator))
              }
            }
          }
        }
        let expected = stack.reference()
        var problems = harness.problems
        if harness.shownRows != expected {
          problems.append(
            "the table shows \(harness.shownRows)\nthe stack recomputed is \(expected)")
        }
        if !problems.isEmpty {
          Issue.record(
            "seed \(seed), stack \(stacks) [\(stack.description)], transaction \(done): \(log.joined(separator: "; "))\n\(problems.joined(separator: "\n"))"
          )
          return
        }
      }
    }
  }
}

/// A reproducible "pass" test on a row's description, so filters work on any row type.
private func passes(_ description: String, modulus: Int) -> Bool {
  description.unicodeScalars.reduce(0) { $0 + Int($1.value) } % modulus != 0
}

/// One layer operation the random stack can perform.
@MainActor
struct LayerOperation {
  /// Whether it reads the layer's rows, which a transaction of the model below leaves behind
  /// until it is published.
  var readsLayer = false
  /// Whether it taps a row of the model below (which an outline takes as a toggle).
  var tapsBelow = false
  let perform: @MainActor (inout SplitMix64) -> String
}

/// A random stack of layers over a model, with a reference that recomputes its rows.
@MainActor
final class RandomStack {
  typealias Rows = [(id: String, rows: [String])]

  private(set) var harness: any HarnessBox = NoHarness()
  private(set) var operations: [LayerOperation] = []
  private var references: [(Rows) -> Rows] = []
  private var names: [String] = []
  private let baseRows: @MainActor () -> Rows
  private let baseSectionIDs: @MainActor () -> [Int]
  private var keep: [AnyObject] = []
  /// The top of the stack.
  private(set) var top: any TableModel

  /// Stacks 1–4 random layers over `model`, in random order.
  ///
  /// - Parameters:
  ///   - model: The model at the bottom.
  ///   - generator: Chooses the layers.
  ///   - layers: How many layers to stack.
  ///   - showsInHarness: Whether a ``ModelTableHarness`` shows the top (``harness``).
  convenience init(
    on model: SectionedTableModel<TestSectionModel, TestItem>, using generator: inout SplitMix64,
    layers: ClosedRange<Int> = 1...4, showsInHarness: Bool = true
  ) {
    self.init(
      on: model,
      rows: {
        model.snapshot.map { section in
          (id: "\(section.model.id)", rows: section.items.map { String(describing: $0) })
        }
      },
      sectionIDs: { model.snapshot.map(\.model.id) }, using: &generator, layers: layers,
      showsInHarness: showsInHarness)
  }

  /// Stacks random layers over any model.
  ///
  /// - Parameters:
  ///   - base: The model at the bottom.
  ///   - rows: What the model at the bottom should show, by section identity, as the rows'
  ///     descriptions: the reference the layers' references start from.
  ///   - sectionIDs: The identities of its sections, for a load-more row hosted by one.
  ///   - generator: Chooses the layers.
  ///   - layers: How many layers to stack.
  ///   - showsInHarness: Whether a ``ModelTableHarness`` shows the top (``harness``).
  init<Base: TableModel>(
    on base: Base, rows: @escaping @MainActor () -> Rows,
    sectionIDs: @escaping @MainActor () -> [Int], using generator: inout SplitMix64,
    layers: ClosedRange<Int> = 1...4, showsInHarness: Bool = true
  ) {
    baseRows = rows
    baseSectionIDs = sectionIDs
    top = base
    for _ in 0..<Int.random(in: layers, using: &generator) {
      top = addLayer(on: top, using: &generator)
    }
    keep.append(top)
    if showsInHarness { harness = makeHarness(top) }
  }

  var description: String { names.joined(separator: " → ") }

  func reference() -> [[String]] {
    var rows = baseRows()
    for reference in references { rows = reference(rows) }
    return rows.map(\.rows)
  }

  private func addLayer(on base: any TableModel, using generator: inout SplitMix64)
    -> any TableModel
  {
    switch Int.random(in: 0..<5, using: &generator) {
    case 0: return addFilter(on: base)
    case 1: return addSort(on: base)
    case 2:
      switch Int.random(in: 0..<3, using: &generator) {
      case 0: return addLoadMore(on: base, placement: .row)
      case 1: return addLoadMore(on: base, placement: .section)
      default:
        // A section of the model now, or one it may get later.
        let ids = baseSectionIDs() + [Int.random(in: 0..<20, using: &generator)]
        return addLoadMore(on: base, placement: .row, host: ids.randomElement(using: &generator))
      }
    case 3:
      let positions: [FeaturedPosition] = [.top, .bottom, .beforeSection(1)]
      return addFeatured(on: base, position: positions.randomElement(using: &generator)!)
    default:
      return addEmptyState(on: base, placement: Bool.random(using: &generator) ? .row : .section)
    }
  }

  private func addFilter<Base: TableModel>(on base: Base) -> any TableModel {
    let modulus = Box(3)
    let layer = FilterLayer(base) { passes(String(describing: $0), modulus: modulus.value) }
    names.append("filter")
    references.append { rows in
      rows.map { ($0.id, $0.rows.filter { passes($0, modulus: modulus.value) }) }
    }
    operations.append(
      LayerOperation { generator in
        modulus.value = [2, 3, 5].randomElement(using: &generator)!
        layer.setPredicate { passes(String(describing: $0), modulus: modulus.value) }
        return "filter modulus \(modulus.value)"
      })
    return layer
  }

  private func addSort<Base: TableModel>(on base: Base) -> any TableModel {
    let descending = Box(false)
    let layer = SortLayer(base) { lhs, rhs in
      let (a, b) = (String(describing: lhs), String(describing: rhs))
      return descending.value ? a > b : a < b
    }
    names.append("sort")
    references.append { rows in
      rows.map { section in
        let sorted = section.rows.enumerated().sorted { lhs, rhs in
          if lhs.element != rhs.element {
            return descending.value ? lhs.element > rhs.element : lhs.element < rhs.element
          }
          return lhs.offset < rhs.offset
        }
        return (section.id, sorted.map(\.element))
      }
    }
    operations.append(
      LayerOperation { _ in
        descending.value.toggle()
        layer.setOrder { lhs, rhs in
          let (a, b) = (String(describing: lhs), String(describing: rhs))
          return descending.value ? a > b : a < b
        }
        return "sort descending \(descending.value)"
      })
    return layer
  }

  private func addLoadMore<Base: TableModel>(
    on base: Base, placement: LayerRowPlacement, host: Int? = nil
  ) -> any TableModel {
    // A section identity is of the section models' identity type: over a model whose sections
    // are not named by an `Int`, the row ends the last section instead.
    let hostID = host.flatMap { $0 as? Base.SectionID }
    let host = hostID == nil ? nil : host
    let layer =
      if let hostID {
        LoadMoreLayer(base, inSectionWithID: hostID) {}
      } else {
        LoadMoreLayer(base, placement: placement) {}
      }
    names.append(host.map { "loadMore(inSection \($0))" } ?? "loadMore(\(placement))")
    references.append { [unowned layer] rows in
      guard layer.hasMore else { return rows }
      let row = String(
        describing: LoadMoreRow(isLoading: layer.isLoading, failureMessage: layer.failureMessage))
      var rows = rows
      if let host {
        if let index = rows.firstIndex(where: { $0.id == "\(host)" }) {
          rows[index].rows.append(row)
        }
      } else if placement == .section || rows.isEmpty {
        rows.append((id: "load-more", rows: [row]))
      } else {
        rows[rows.count - 1].rows.append(row)
      }
      return rows
    }
    operations.append(
      LayerOperation { [unowned layer] generator in
        let hasMore = Int.random(in: 0..<3, using: &generator) != 0
        layer.finishLoading(hasMore: hasMore)
        return "finishLoading(hasMore: \(hasMore))"
      })
    operations.append(
      LayerOperation(readsLayer: true) { [unowned layer] _ in
        guard let last = Self.lastRow(of: layer) else { return "no last row to show" }
        layer.willDisplayRow(at: last)
        return "display last row"
      })
    operations.append(
      LayerOperation(readsLayer: true) { [unowned layer] _ in
        guard let own = Self.ownRow(of: layer) else { return "no load-more row to show" }
        layer.willDisplayRow(at: own)
        return "display the load-more row at \(own)"
      })
    operations.append(
      LayerOperation { [unowned layer] generator in
        let message = "failed \(Int.random(in: 0..<3, using: &generator))"
        layer.failLoading(message: message)
        return "failLoading(message: \"\(message)\")"
      })
    operations.append(
      LayerOperation(readsLayer: true, tapsBelow: true) { [unowned layer] _ in
        guard let last = Self.lastRow(of: layer) else { return "no last row to tap" }
        return "tap last row (taken: \(layer.didSelectRow(at: last)))"
      })
    keep.append(layer)
    return layer
  }

  /// The first row of a layer that is its own rather than the model below's.
  private static func ownRow(of layer: some TableModelLayer) -> RowPath? {
    for section in 0..<layer.numberOfSections {
      for row in 0..<layer.numberOfRows(inSection: section)
      where layer.basePosition(of: RowPath(row: row, section: section)) == nil {
        return RowPath(row: row, section: section)
      }
    }
    return nil
  }

  /// The last row of a model's last section, or `nil` when that section has no rows.
  private static func lastRow(of model: some TableModel) -> RowPath? {
    let sections = model.numberOfSections
    guard sections > 0 else { return nil }
    let rows = model.numberOfRows(inSection: sections - 1)
    return rows > 0 ? RowPath(row: rows - 1, section: sections - 1) : nil
  }

  private func addFeatured<Base: TableModel>(on base: Base, position: FeaturedPosition)
    -> any TableModel
  {
    let layer = FeaturedSectionLayer(
      base, header: TestSectionModel(900_000), items: [TestItem(800_001), TestItem(800_002)],
      position: position.layerPosition(Base.self))
    names.append("featured(\(position))")
    references.append { [unowned layer] rows in
      guard !layer.items.isEmpty else { return rows }
      var rows = rows
      let index =
        switch position {
        case .top: 0
        case .bottom: rows.count
        case .beforeSection(let index): min(index, rows.count)
        }
      rows.insert((id: "featured", rows: layer.items.map { String(describing: $0) }), at: index)
      return rows
    }
    operations.append(
      LayerOperation { [unowned layer] generator in
        var items = layer.items
        if !items.isEmpty, Bool.random(using: &generator) {
          items.remove(at: Int.random(in: 0..<items.count, using: &generator))
        }
        if Bool.random(using: &generator) {
          items.insert(
            TestItem(800_000 + Int.random(in: 3...40, using: &generator)),
            at: Int.random(in: 0...items.count, using: &generator))
        }
        if items.count > 1, Bool.random(using: &generator) { items.swapAt(0, items.count - 1) }
        if !items.isEmpty, Bool.random(using: &generator) { items[0].content += 1 }
        var seen = Set<Int>()
        items = items.filter { seen.insert($0.id).inserted }
        layer.setItems(items)
        return "featured items \(items)"
      })
    keep.append(layer)
    return layer
  }

  private func addEmptyState<Base: TableModel>(on base: Base, placement: LayerRowPlacement)
    -> any TableModel
  {
    let layer = EmptyStateLayer(
      base, placeholder: PlaceholderRow(message: "Nothing"), placement: placement)
    names.append("emptyState(\(placement))")
    references.append { [unowned layer] rows in
      guard rows.allSatisfy({ $0.rows.isEmpty }) else { return rows }
      let row = String(describing: layer.placeholder)
      var rows = rows
      if placement == .section || rows.isEmpty {
        rows.append((id: "placeholder", rows: [row]))
      } else {
        rows[0].rows.insert(row, at: 0)
      }
      return rows
    }
    operations.append(
      LayerOperation { [unowned layer] generator in
        let message = ["Nothing", "Empty", "None yet"].randomElement(using: &generator)!
        layer.setPlaceholder(PlaceholderRow(message: message))
        return "placeholder \(message)"
      })
    keep.append(layer)
    return layer
  }

  private func makeHarness<Top: TableModel>(_ top: Top) -> any HarnessBox {
    Harness(ModelTableHarness(top))
  }
}

private enum FeaturedPosition: CustomStringConvertible {
  case top, bottom
  case beforeSection(Int)

  func layerPosition<Base: TableModel>(_: Base.Type)
    -> FeaturedSectionLayer<Base, TestSectionModel, TestItem>.Position
  {
    switch self {
    case .top: .top
    case .bottom: .bottom
    case .beforeSection(let index): .beforeSection(index)
    }
  }

  var description: String {
    switch self {
    case .top: "top"
    case .bottom: "bottom"
    case .beforeSection(let index): "before \(index)"
    }
  }
}

@MainActor
protocol HarnessBox {
  var problems: [String] { get }
  var shownRows: [[String]] { get }
}

@MainActor
private struct Harness<Model: TableModel>: HarnessBox {
  let harness: ModelTableHarness<Model>
  init(_ harness: ModelTableHarness<Model>) { self.harness = harness }
  var problems: [String] { harness.problems }
  var shownRows: [[String]] { harness.shownRows }
}

@MainActor
private struct NoHarness: HarnessBox {
  var problems: [String] { [] }
  var shownRows: [[String]] { [] }
}

private final class Box<Value> {
  var value: Value
  init(_ value: Value) { self.value = value }
}
