import TableModelScenarios
import Testing

@testable import TableModelCore

/// The counted tree keeps each node's contents in the node's own allocation: elements are
/// initialized, moved and released exactly once, stay aligned, and a tree of one leaf grows that
/// leaf — telling ``CountedTree/onPlace`` of the leaf that now holds each element.
@Suite struct CountedTreeStorageTests {
  /// An element that counts how many of its kind are alive.
  final class Tracked {
    nonisolated(unsafe) static var alive = 0
    let value: Int
    init(_ value: Int) {
      self.value = value
      Self.alive += 1
    }
    deinit { Self.alive -= 1 }
  }

  @Test func elementsOfEveryLeaf_areReleasedOnceWhenRemovedAndWhenTheTreeGoes() {
    let before = Tracked.alive
    var generator = SplitMix64(seed: 21)
    var array: [Int] = []
    do {
      let tree = CountedTree<Tracked>(weigh: { $0.value % 3 })
      for value in 0..<6_000 {
        let index = Int.random(in: 0...array.count, using: &generator)
        tree.insert(Tracked(value), at: index)
        array.insert(value, at: index)
        if value % 2 == 0 {
          // Removals from anywhere merge leaves, and inner nodes once the tree is deep.
          let removed = Int.random(in: 0..<array.count, using: &generator)
          #expect(tree.remove(at: removed).value == array.remove(at: removed))
        }
      }
      #expect(tree.elements.map(\.value) == array)
      #expect(tree.shapeProblems().isEmpty)
      #expect(Tracked.alive - before == array.count)
      for _ in 0..<2_900 { tree.remove(at: Int.random(in: 0..<tree.count, using: &generator)) }
      #expect(tree.shapeProblems().isEmpty)
      #expect(Tracked.alive - before == tree.count)
    }
    #expect(Tracked.alive == before)
  }

  @Test func aTreeOfOneLeaf_growsItsLeaf_andPlacesEveryElementInTheLeafThatHoldsIt() {
    let tree = CountedTree<Int>(weigh: { _ in 1 })
    var leafOf: [Int: Unmanaged<CountedTree<Int>.Node>] = [:]
    tree.onPlace = { leafOf[$0] = .passUnretained($1) }
    // Through the descent, at the end and in the middle.
    for value in 0..<6 { tree.insert(value, at: value / 2) }
    // Through places: two at once, and a split of one element into three.
    tree.insert(10, then: 11, at: tree.endPlace, weigh: { _ in 1 })
    let (place, _, _) = tree.place(ofWeight: 1)
    tree.replace(at: place, with: 20, inserting: 21, then: 22, weigh: { _ in 1 })
    var expected = [1, 3, 5, 4, 2, 0, 10, 11]
    expected.replaceSubrange(1...1, with: [20, 21, 22])
    #expect(tree.elements == expected)
    #expect(tree.shapeProblems().isEmpty)
    // One leaf holds them all, and every element inserted was last placed there (a replacement
    // is not placed: it takes the replaced element's place, which its caller knows).
    let leaf = tree.leaf(containing: 0).0
    #expect(tree.count < CountedTree<Int>.maxLeaf)
    for value in expected where value != 20 {
      #expect(leafOf[value]?.toOpaque() == leaf.toOpaque(), "\(value)")
    }
  }

  @Test func elementsAlignedMoreStrictlyThanAWord_stayAligned() {
    typealias Wide = SIMD4<Int32>
    #expect(MemoryLayout<Wide>.alignment == 16)
    let tree = CountedTree<Wide>()
    var array: [Wide] = []
    var generator = SplitMix64(seed: 5)
    for value in 0..<Int32(3_000) {
      let index = Int.random(in: 0...array.count, using: &generator)
      tree.insert(Wide(repeating: value), at: index)
      array.insert(Wide(repeating: value), at: index)
      if value % 3 == 0 {
        let removed = Int.random(in: 0..<array.count, using: &generator)
        #expect(tree.remove(at: removed) == array.remove(at: removed))
      }
    }
    #expect(tree.elements == array)
    tree.forEachLeaf { leaf in
      #expect(Int(bitPattern: leaf.elementBase) % 16 == 0)
    }
  }
}
