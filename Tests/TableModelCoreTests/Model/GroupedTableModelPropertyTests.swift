import TableModelScenarios
import TableModelTestSupport
import TableModelTesting
import Testing

/// Random inserts, removes, updates (keeping the key, changing it, into a key no item has yet,
/// out of a key they leave empty), replacements, and operations made from inside an observer of
/// a change, on a `GroupedTableModel` in arrival order or sorted: after every operation the
/// model holds what a plain reference of keyed lists does, and a headless table fed its changes
/// accepted every one, shows the model and kept the cells of surviving rows.
@MainActor
@Suite struct GroupedTableModelPropertyTests {
  /// The number of random operations per order; `TABLEMODEL_FUZZ_CASES` raises it.
  let steps = environmentInteger("TABLEMODEL_FUZZ_CASES", default: 2_500)

  /// The order within a section: by content, then identity (a strict total order).
  nonisolated private static func inOrder(_ lhs: TestItem, _ rhs: TestItem) -> Bool {
    (lhs.content, lhs.id) < (rhs.content, rhs.id)
  }

  /// An item's key: its content's tens.
  nonisolated private static func key(_ item: TestItem) -> Int { item.content / 10 }

  @Test(arguments: [false, true])
  func randomOperations_matchTheReference_andTheTableFollows(sorted: Bool) throws {
    let seed = UInt64(environmentInteger("TABLEMODEL_SEED", default: sorted ? 0x6E0 : 0x6E1))
    var generator = SplitMix64(seed: seed)
    var done = 0
    while done < steps {
      let model =
        sorted
        ? GroupedTableModel<TestItem, Int>(by: { Self.key($0) }, sortedBy: { Self.inOrder($0, $1) })
        : GroupedTableModel<TestItem, Int>(by: { Self.key($0) })
      var reference = Reference(sorted: sorted)
      let harness = ModelTableHarness(model)
      var armed: TableModelEvents.Observation?
      var trace: [String] = []
      for _ in 0..<40 where done < steps {
        done += 1
        var step = Self.operation(on: model, &reference, using: &generator)
        if Int.random(in: 0..<6, using: &generator) == 0 {
          // An operation from inside an observer, on the next change: it waits until that change
          // is published.
          var inner = Self.operation(plannedFor: reference, using: &generator)
          var ran = false
          armed = model.events.observe { event in
            guard case .changed = event, !ran else { return }
            ran = true
            inner.run(model)
          }
          let outer = Self.operation(on: model, &reference, using: &generator)
          armed = nil
          if ran {
            inner.apply(&reference)
            step = "\(outer), then from its observer \(inner.description)"
          } else {
            step = "\(outer) (published nothing)"
          }
        }
        trace.append(step)
        var problems = harness.problems
        if harness.modelRows != reference.rows {
          problems.append("the model has \(harness.modelRows)\nthe reference \(reference.rows)")
        }
        if !problems.isEmpty {
          Issue.record(
            "seed \(seed), sorted \(sorted), step \(done): \(problems.joined(separator: "\n"))\n\(trace.suffix(12).joined(separator: "\n"))"
          )
          return
        }
      }
      _ = armed
    }
  }

  /// Performs a random operation on the model and the reference, and describes it.
  private static func operation(
    on model: GroupedTableModel<TestItem, Int>, _ reference: inout Reference,
    using generator: inout SplitMix64
  ) -> String {
    var operation = operation(plannedFor: reference, using: &generator)
    operation.run(model)
    operation.apply(&reference)
    return operation.description
  }

  /// A random operation for a model that holds what `reference` does.
  private static func operation(
    plannedFor reference: Reference, using generator: inout SplitMix64
  ) -> Operation {
    let ids = reference.items.keys.sorted()
    let id = Int.random(in: 0..<24, using: &generator)
    let content = Int.random(in: 0..<50, using: &generator)
    switch Int.random(in: 0..<10, using: &generator) {
    case 0, 1, 2:
      guard reference.items[id] == nil else { fallthrough }
      return .insert(TestItem(id, content: content))
    case 3, 4:
      return .remove(ids.randomElement(using: &generator) ?? id)
    case 5, 6, 7:
      guard let existing = ids.randomElement(using: &generator) else { return .remove(id) }
      let old = reference.items[existing]!.content
      // Keeping the key half of the time, the order within it changing or not.
      let new =
        Bool.random(using: &generator)
        ? old / 10 * 10 + Int.random(in: 0..<10, using: &generator)
        : content
      return .update(TestItem(existing, content: new))
    default:
      var items = reference.items.values.filter { _ in Int.random(in: 0..<4, using: &generator) != 0
      }
      items.shuffle(using: &generator)
      for index in items.indices where Bool.random(using: &generator) {
        items[index].content = Int.random(in: 0..<50, using: &generator)
      }
      for new in 0..<Int.random(in: 0...3, using: &generator) {
        let newID = 100 + new
        if !items.contains(where: { $0.id == newID }) {
          items.append(TestItem(newID, content: Int.random(in: 0..<50, using: &generator)))
        }
      }
      return .replace(items)
    }
  }

  /// An operation, run on the model and applied to the reference.
  private enum Operation: CustomStringConvertible {
    case insert(TestItem)
    case remove(Int)
    case update(TestItem)
    case replace([TestItem])

    @MainActor mutating func run(_ model: GroupedTableModel<TestItem, Int>) {
      switch self {
      case .insert(let item):
        // From an observer, the model may hold the identity by now.
        guard !model.contains(id: item.id) else {
          self = .update(item)
          model.update(item)
          return
        }
        model.insert(item)
      case .remove(let id): model.remove(id: id)
      case .update(let item): model.update(item)
      case .replace(let items): try? model.replace(with: items)
      }
    }

    func apply(_ reference: inout Reference) {
      switch self {
      case .insert(let item): reference.insert(item)
      case .remove(let id): reference.remove(id)
      case .update(let item): reference.update(item)
      case .replace(let items): reference.replace(items)
      }
    }

    var description: String {
      switch self {
      case .insert(let item): "insert \(item) (key \(GroupedTableModelPropertyTests.key(item)))"
      case .remove(let id): "remove \(id)"
      case .update(let item): "update \(item) (key \(GroupedTableModelPropertyTests.key(item)))"
      case .replace(let items): "replace with \(items)"
      }
    }
  }

  /// The model as keyed lists in arrival order (or sorted), kept by plain array operations.
  private struct Reference {
    let sorted: Bool
    var items: [Int: TestItem] = [:]
    /// The identities of each key, in arrival order.
    var arrivals: [Int: [Int]] = [:]

    mutating func insert(_ item: TestItem) {
      items[item.id] = item
      arrivals[key(item), default: []].append(item.id)
    }

    mutating func remove(_ id: Int) {
      guard let item = items.removeValue(forKey: id) else { return }
      arrivals[key(item)]?.removeAll { $0 == id }
      if arrivals[key(item)]?.isEmpty == true { arrivals[key(item)] = nil }
    }

    /// An update keeps the row's place among its key's rows; a new key is an arrival there.
    mutating func update(_ item: TestItem) {
      guard let old = items[item.id] else { return }
      if key(old) == key(item) {
        items[item.id] = item
      } else {
        remove(item.id)
        insert(item)
      }
    }

    mutating func replace(_ new: [TestItem]) {
      items = [:]
      arrivals = [:]
      for item in new { insert(item) }
    }

    private func key(_ item: TestItem) -> Int { GroupedTableModelPropertyTests.key(item) }

    var rows: [[String]] {
      arrivals.keys.sorted().map { key in
        var section = arrivals[key, default: []].map { items[$0]! }
        if sorted { section.sort(by: GroupedTableModelPropertyTests.inOrder) }
        return section.map(\.description)
      }
    }
  }
}
