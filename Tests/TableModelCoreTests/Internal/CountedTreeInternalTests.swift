import TableModelScenarios
import TableModelTestSupport
import TableModelTesting
import Testing

@testable import TableModelCore

/// The counted tree against an array, under random inserts, removals, writes and queries.
@Suite struct CountedTreeInternalTests {
  /// Seeds 4 and 5 start three levels deep (more than 32 leaves of 48), so that inner nodes split
  /// and merge too.
  @Test(arguments: [0, 1, 2, 3, 4, 5])
  func randomOperations_matchAnArray(seed: UInt64) {
    var generator = SplitMix64(seed: seed)
    let size = seed >= 4 ? 40_000 : Int.random(in: 0...3_000, using: &generator)
    let initial = (0..<size).map { $0 * 7 % 5 == 0 }
    let tree = CountedTree(initial, weigh: { $0 ? 1 : 0 })
    var array = initial
    for step in 0..<4_000 {
      switch Int.random(in: 0..<10, using: &generator) {
      case 0...3:
        let index = Int.random(in: 0...array.count, using: &generator)
        let value = Bool.random(using: &generator)
        tree.insert(value, at: index)
        array.insert(value, at: index)
      case 4...6 where !array.isEmpty:
        let index = Int.random(in: 0..<array.count, using: &generator)
        #expect(tree.remove(at: index) == array.remove(at: index))
      case 8 where !array.isEmpty:
        // Removing, and inserting with the rank found in the same descent.
        let index = Int.random(in: 0..<array.count, using: &generator)
        #expect(tree.remove(at: index) == array.remove(at: index))
        let value = Bool.random(using: &generator)
        let at = Int.random(in: 0...array.count, using: &generator)
        #expect(tree.insert(value, at: at) == array.prefix(at).filter { $0 }.count)
        array.insert(value, at: at)
      case 7 where !array.isEmpty:
        let index = Int.random(in: 0..<array.count, using: &generator)
        let value = Bool.random(using: &generator)
        tree[index] = value
        array[index] = value
      case 9:
        // An append follows the last children, and its weight before is the total.
        let value = Bool.random(using: &generator)
        #expect(tree.insert(value, at: array.count) == array.filter { $0 }.count)
        array.append(value)
      default:
        break
      }
      if step % 97 == 0 || array.count < 5 {
        #expect(tree.count == array.count)
        #expect(tree.elements == array, "seed \(seed) step \(step)")
        #expect(tree.shapeProblems().isEmpty, "seed \(seed) step \(step)")
        let ones = array.filter { $0 }.count
        #expect(tree.totalWeight == ones)
        if !array.isEmpty {
          let probe = Int.random(in: 0..<array.count, using: &generator)
          let (leaf, offset) = tree.leaf(containing: probe)
          #expect(tree.index(ofOffset: offset, in: leaf.takeUnretainedValue()) == probe)
        }
        if ones > 0 {
          let rank = Int.random(in: 0..<ones, using: &generator)
          let expected = array.indices.filter { array[$0] }[rank]
          let found = tree.place(ofWeight: rank)
          #expect(
            tree.index(ofOffset: found.place.offset, in: found.place.leaf.takeUnretainedValue())
              == expected)
        }
      }
    }
  }

  /// Edits at a place found by weight — replace, insert one or two, remove — against an array of
  /// positive weights, as the transaction recorder makes them.
  @Test(arguments: [0, 1])
  func editsAtAPlace_matchAnArray(seed: UInt64) {
    var generator = SplitMix64(seed: seed)
    var array = (0..<Int.random(in: 1...5_000, using: &generator)).map { 1 + $0 % 4 }
    let tree = CountedTree(array, weigh: { $0 })
    for step in 0..<6_000 {
      guard !array.isEmpty else {
        tree.insert(1, at: 0)
        array.insert(1, at: 0)
        continue
      }
      let target = Int.random(in: 0..<tree.totalWeight, using: &generator)
      let (place, into, element) = tree.place(ofWeight: target)
      let passed = tree.place(ofWeight: target, weigh: { $0 })
      #expect(
        passed.place.leaf.toOpaque() == place.leaf.toOpaque()
          && passed.place.offset == place.offset)
      #expect(passed.into == into && passed.element == element)
      var index = 0
      var before = 0
      while before + array[index] <= target {
        before += array[index]
        index += 1
      }
      #expect(element == array[index] && into == target - before, "seed \(seed) step \(step)")
      let value = Int.random(in: 1...4, using: &generator)
      switch Int.random(in: 0..<7, using: &generator) {
      case 0:
        tree.replace(at: place, with: value, weigh: { $0 })
        array[index] = value
      case 1:
        tree.insert(value, at: place, weigh: { $0 })
        array.insert(value, at: index)
      case 2:
        tree.insert(
          value, then: value + 1, at: .init(leaf: place.leaf, offset: place.offset + 1),
          weigh: { $0 })
        array.insert(contentsOf: [value, value + 1], at: index + 1)
      case 3:
        // At the end, found by following the last children.
        let end = tree.endPlace
        #expect(end.offset == end.leaf.takeUnretainedValue().elements.count)
        #expect(
          end.offset > 0
            && tree.element(at: .init(leaf: end.leaf, offset: end.offset - 1)) == array.last)
        tree.insert(value, then: value, at: end, weigh: { $0 })
        array += [value, value]
      case 4:
        #expect(tree.remove(at: place, weigh: { $0 }) == array.remove(at: index))
      case 5:
        // A split in two or three, with one update of the counts and weights above.
        let last = value % 2 == 0 ? value : nil
        tree.replace(at: place, with: value, inserting: 4, then: last, weigh: { $0 })
        array.replaceSubrange(index...index, with: [value, 4] + (last.map { [$0] } ?? []))
      default:
        #expect(tree.remove(at: place) == array.remove(at: index))
      }
      if step % 101 == 0 {
        #expect(tree.elements == array, "seed \(seed) step \(step)")
        #expect(tree.totalWeight == array.reduce(0, +))
        #expect(tree.shapeProblems().isEmpty, "seed \(seed) step \(step)")
      }
    }
  }

  /// Inserting into a leaf moves the elements after the place once, by pointer: elements that
  /// are not plain bytes (strings, held by reference once long) keep their values and counts.
  @Test func insertsOfElementsWithReferences_matchAnArray() {
    var generator = SplitMix64(seed: 4)
    let tree = CountedTree<String>(weigh: { $0.count })
    var array: [String] = []
    for value in 0..<3_000 {
      let element = String(repeating: "row \(value) ", count: 1 + value % 5)
      if !array.isEmpty, value % 4 == 0 {
        let (place, _, _) = tree.place(
          ofWeight: Int.random(in: 0..<tree.totalWeight, using: &generator))
        let index = tree.index(ofOffset: place.offset, in: place.leaf.takeUnretainedValue())
        tree.insert(element, then: element + "!", at: place, weigh: { $0.count })
        array.insert(contentsOf: [element, element + "!"], at: index)
      } else {
        let index = Int.random(in: 0...array.count, using: &generator)
        tree.insert(element, at: index)
        array.insert(element, at: index)
      }
      if value % 7 == 0 {
        let index = Int.random(in: 0..<array.count, using: &generator)
        #expect(tree.remove(at: index) == array.remove(at: index))
      }
    }
    #expect(tree.elements == array)
    #expect(tree.totalWeight == array.reduce(0) { $0 + $1.count })
    #expect(tree.shapeProblems().isEmpty)
  }

  /// An append that overflows the last leaf splits off only the new element: every leaf but the
  /// last stays full, and each split places one element again, not half a leaf. (The first
  /// leaf, alone in the tree, grows as elements come: its elements are placed again each time it
  /// doubles, 4 + 8 + 16 + 32 + 64 of them.)
  @Test func appends_keepLeavesFullAndPlaceOnlyTheNewElementAgain() {
    let tree = CountedTree<Int>()
    var leafOf: [Int: CountedTree<Int>.Node] = [:]
    var placements = 0
    tree.onPlace = {
      leafOf[$0] = $1
      placements += 1
    }
    let count = 5_000
    for value in 0..<count { tree.append(value) }
    #expect(tree.elements == Array(0..<count))
    #expect(tree.shapeProblems().isEmpty)
    var leafSizes: [Int] = []
    tree.forEachLeaf { leafSizes.append($0.elements.count) }
    #expect(leafSizes.dropLast().allSatisfy { $0 == 64 })
    #expect(leafSizes.count == (count + 63) / 64)
    #expect(placements == count + leafSizes.count - 1 + (4 + 8 + 16 + 32 + 64))
    for value in stride(from: 0, to: count, by: 13) {
      let leaf = leafOf[value]!
      let offset = leaf.elements.firstIndex(of: value)!
      #expect(tree.index(ofOffset: offset, in: leaf) == value)
    }
    // Inserts in the middle still split a leaf in halves.
    tree.insert(-1, at: 10)
    #expect(tree.elements.prefix(12) == [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, -1, 10])
    #expect(tree.shapeProblems().isEmpty)
    let leaf = tree.leaf(containing: 10).0.takeUnretainedValue()
    #expect(leaf.elements.count == 32 || leaf.elements.count == 33)
  }

  /// A tree built from an array — empty, within a leaf, at leaf boundaries, and three levels
  /// deep — holds the array, in leaves of at most three quarters, with consistent counts and
  /// weights.
  @Test(arguments: [0, 1, 47, 48, 49, 96, 1_000, 40_000])
  func initFromAnArray_holdsTheArray(count: Int) {
    let array = (0..<count).map { $0 * 7 % 5 }
    let tree = CountedTree(array, weigh: { $0 })
    #expect(tree.elements == array)
    #expect(tree.count == count)
    #expect(tree.totalWeight == array.reduce(0, +))
    #expect(tree.shapeProblems() == [])
    var largestLeaf = 0
    tree.forEachLeaf { largestLeaf = max(largestLeaf, $0.elements.count) }
    #expect(largestLeaf <= CountedTree<Int>.maxLeaf * 3 / 4)
  }

  @Test func onPlace_tracksEveryElementsLeaf() {
    let tree = CountedTree<Int>()
    var leafOf: [Int: CountedTree<Int>.Node] = [:]
    tree.onPlace = { leafOf[$0] = $1 }
    var generator = SplitMix64(seed: 9)
    var array: [Int] = []
    for value in 0..<5_000 {
      let index = Int.random(in: 0...array.count, using: &generator)
      tree.insert(value, at: index)
      array.insert(value, at: index)
      if value % 3 == 0, !array.isEmpty {
        let removed = array.remove(at: Int.random(in: 0..<array.count, using: &generator))
        tree.remove(at: tree.elements.firstIndex(of: removed)!)
        leafOf[removed] = nil
      }
    }
    for (index, value) in array.enumerated() where index % 37 == 0 {
      let leaf = leafOf[value]!
      let offset = leaf.elements.firstIndex(of: value)!
      #expect(tree.index(ofOffset: offset, in: leaf) == index)
    }
  }
}

extension CountedTree {
  /// What is wrong with the shape of the tree: a child whose parent link is not its parent, whose
  /// height is not one less than its parent's, or whose count or weight differs from its span in
  /// its parent or from the sum of its own.
  func shapeProblems() -> [String] {
    var problems: [String] = []
    func check(_ node: CountedTreeNode, depth: Int) {
      if node.isLeaf {
        let leaf = unsafeDowncast(node, to: Node.self)
        if leaf.count != leaf.elements.count { problems.append("leaf count at depth \(depth)") }
        if let weigh, leaf.weight != leaf.elements.reduce(0, { $0 + weigh($1) }) {
          problems.append("leaf weight at depth \(depth)")
        }
        return
      }
      let spans = node.children.indices.map { node.span(at: $0) }
      for (child, span) in zip(node.children, spans) {
        if child.parent !== node { problems.append("parent link at depth \(depth)") }
        if child.height != node.height - 1 { problems.append("height at depth \(depth)") }
        if node.children[child.indexInParent] !== child {
          problems.append("index in parent at depth \(depth)")
        }
        if child.count != span.count || child.weight != span.weight {
          problems.append("span at depth \(depth)")
        }
        check(child, depth: depth + 1)
      }
      if node.count != spans.reduce(0, { $0 + $1.count })
        || node.weight != spans.reduce(0, { $0 + $1.weight })
      {
        problems.append("node sum at depth \(depth)")
      }
    }
    check(root, depth: 0)
    return problems
  }
}
