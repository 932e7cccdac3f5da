import TableModelScenarios
import TableModelTestSupport
import TableModelTesting
import Testing

@testable import TableModelCore

/// The counted tree stores its elements in its leaves' own allocations, at the element type's
/// stride and alignment: random edits through every kind of edit (by index, at a place found by
/// weight, at the end, a split of one element into three, a write), growing a tree of one leaf
/// and shrinking it back, match an array for element types of every layout — zero-sized,
/// byte-sized, 16-byte aligned, hundreds of bytes, references, enums with payloads, strings —
/// and every element placed is last placed (``CountedTree/onPlace``) in the leaf holding it.
@Suite struct CountedTreeElementLayoutTests {
  /// A type without stored properties: zero bytes, a stride of one.
  struct Nothing: Equatable {}

  @Test func zeroSizedAndByteSizedElements_matchAnArray() {
    #expect(MemoryLayout<Nothing>.size == 0)
    exercise({ _ in () }, equal: { _, _ in true }, seed: 1)
    exercise({ _ in Nothing() }, equal: ==, seed: 2)
    exercise({ Int8(truncatingIfNeeded: $0) }, equal: ==, seed: 3)
    exercise({ ($0 % 2 == 0, Int8(truncatingIfNeeded: $0)) }, equal: { $0 == $1 }, seed: 4)
  }

  @Test func alignedLargeAndReferenceElements_matchAnArray() {
    #expect(MemoryLayout<ShapedRow<WidePayload>>.alignment == 16)
    #expect(MemoryLayout<ShapedRow<LargePayload>>.size > 300)
    exercise(WidePayload.init, equal: ==, seed: 5)
    exercise({ SIMD8<Float>(repeating: Float($0)) }, equal: ==, seed: 6)
    exerciseRows(WidePayload.self, seed: 7)
    exerciseRows(LargePayload.self, seed: 8)
    exerciseRows(ObjectPayload.self, seed: 9)
    exerciseRows(ChoicePayload.self, seed: 10)
    exerciseRows(TextPayload.self, seed: 11)
    exercise({ "\($0)" + String(repeating: "ü", count: $0 % 30) }, equal: ==, seed: 12)
  }

  @Test func objectsHeldByATree_areFreedOnceWhenRemovedReplacedOrWithTheTree() {
    weak var removed: ObjectPayload.Object?
    weak var replaced: ObjectPayload.Object?
    weak var kept: ObjectPayload.Object?
    do {
      let tree = CountedTree<ObjectPayload>(weigh: { _ in 1 })
      for value in 0..<3 { tree.append(ObjectPayload(value)) }
      removed = tree[0].object
      replaced = tree[1].object
      kept = tree[2].object
      // Grows the one leaf twice, then splits it: every element moves.
      for value in 3..<200 { tree.insert(ObjectPayload(value), at: value / 2) }
      tree.remove(at: tree.elements.firstIndex { $0.object.value == 0 }!)
      #expect(removed == nil)
      tree[tree.elements.firstIndex { $0.object.value == 1 }!] = ObjectPayload(-1)
      #expect(replaced == nil)
      #expect(kept != nil)
      tree.removeAll()
    }
    #expect(kept == nil)
  }

  /// ``exercise(_:equal:id:seed:)`` for rows with a payload, whose payloads stay intact and whose
  /// identities name their leaves.
  private func exerciseRows<Payload: RowPayload>(_: Payload.Type, seed: UInt64) {
    exercise({ ShapedRow<Payload>($0) }, equal: { $0 == $1 && $0.isIntact }, id: \.id, seed: seed)
  }

  /// Random edits of a tree of elements made by `make`, checked against an array; with `id`, the
  /// leaf ``CountedTree/onPlace`` named last for each element is checked to hold it.
  private func exercise<Element>(
    _ make: (Int) -> Element, equal: (Element, Element) -> Bool, id: ((Element) -> Int)? = nil,
    seed: UInt64
  ) {
    var generator = SplitMix64(seed: seed)
    let weigh: (Element) -> Int = { _ in 1 }
    var tree = CountedTree<Element>(weigh: weigh)
    var array: [Element] = []
    var leafOf: [Int: Unmanaged<CountedTree<Element>.Node>] = [:]
    func watch(_ tree: CountedTree<Element>) {
      guard let id else { return }
      tree.onPlace = { leafOf[id($0)] = .passUnretained($1) }
      tree.forEachLeaf { leaf in leaf.forEachElement { leafOf[id($0)] = .passUnretained(leaf) } }
    }
    watch(tree)
    func noteReplacement(at index: Int) {
      if let id { leafOf[id(array[index])] = tree.leaf(containing: index).0 }
    }
    var next = 0
    func element() -> Element {
      defer { next += 1 }
      return make(next)
    }
    for step in 0..<2_500 {
      // Phases: a small tree (one leaf, grown and regrown), a larger one, and back.
      let limit = (step / 250) % 3 == 1 ? 600 : 40
      let growing = array.count < limit && Int.random(in: 0..<5, using: &generator) < 3
      switch Int.random(in: 0..<8, using: &generator) {
      case 0 where growing:
        let index = Int.random(in: 0...array.count, using: &generator)
        let value = element()
        tree.insert(value, at: index)
        array.insert(value, at: index)
      case 1 where growing:
        let (first, second) = (element(), element())
        let pair = Bool.random(using: &generator)
        if array.isEmpty || Bool.random(using: &generator) {
          tree.insert(first, then: pair ? second : nil, at: tree.endPlace, weigh: weigh)
          array.append(first)
          if pair { array.append(second) }
        } else {
          let index = Int.random(in: 0..<array.count, using: &generator)
          tree.insert(
            first, then: pair ? second : nil, at: tree.place(ofWeight: index).place,
            weigh: weigh)
          array.insert(contentsOf: pair ? [first, second] : [first], at: index)
        }
      case 2 where growing && !array.isEmpty:
        let index = Int.random(in: 0..<array.count, using: &generator)
        let (first, second, third) = (element(), element(), element())
        let triple = Bool.random(using: &generator)
        tree.replace(
          at: tree.place(ofWeight: index).place, with: first, inserting: second,
          then: triple ? third : nil, weigh: weigh)
        array.replaceSubrange(
          index...index, with: triple ? [first, second, third] : [first, second])
        // A replacement is not placed: it takes the place of the element it replaces.
        noteReplacement(at: index)
      case 3 where !array.isEmpty:
        let index = Int.random(in: 0..<array.count, using: &generator)
        let value = element()
        tree[index] = value
        array[index] = value
        noteReplacement(at: index)
      case 4 where !array.isEmpty:
        let index = Int.random(in: 0..<array.count, using: &generator)
        let removed = tree.remove(at: tree.place(ofWeight: index).place)
        #expect(equal(removed, array.remove(at: index)))
      case 5 where step % 97 == 0:
        // Built anew from an array: one leaf for a few elements, full leaves for more.
        tree = CountedTree(array, weigh: weigh)
        leafOf = [:]
        watch(tree)
      case 6 where step % 211 == 0:
        tree.removeAll()
        array.removeAll()
        leafOf = [:]
      default:
        guard !array.isEmpty else { continue }
        let index = Int.random(in: 0..<array.count, using: &generator)
        #expect(equal(tree.remove(at: index), array.remove(at: index)))
      }
      if step % 25 == 0 || step == 2_499 {
        if let problem = problem(tree, array, equal: equal, id: id, leafOf: leafOf) {
          Issue.record("\(Element.self), seed \(seed), step \(step): \(problem)")
          return
        }
      }
    }
  }

  /// What differs between the tree and the array, or is wrong with the tree's leaves.
  private func problem<Element>(
    _ tree: CountedTree<Element>, _ array: [Element], equal: (Element, Element) -> Bool,
    id: ((Element) -> Int)?, leafOf: [Int: Unmanaged<CountedTree<Element>.Node>]
  ) -> String? {
    let elements = tree.elements
    guard elements.count == array.count, tree.count == array.count,
      zip(elements, array).allSatisfy(equal)
    else { return "the tree holds other elements than the array" }
    if let shape = tree.shapeProblems().first { return shape }
    var leaves = 0
    tree.forEachLeaf { _ in leaves += 1 }
    var found: String?
    tree.forEachLeaf { leaf in
      let address = Int(bitPattern: UnsafeRawPointer(leaf.elementBase))
      if address % MemoryLayout<Element>.alignment != 0 { found = "a misaligned leaf" }
      if leaf.elementCount > leaf.elementCapacity { found = "a leaf over its capacity" }
      // Only a tree of one leaf grows a leaf: the leaves of a larger tree have full room.
      if leaves > 1, leaf.elementCapacity < CountedTree<Element>.leafCapacity {
        found = "a leaf of a tree of \(leaves) with room for \(leaf.elementCapacity)"
      }
      if let id {
        leaf.forEachElement { element in
          if leafOf[id(element)]?.toOpaque() != Unmanaged.passUnretained(leaf).toOpaque() {
            found = "element \(id(element)) was last placed in another leaf"
          }
        }
      }
    }
    return found
  }
}
