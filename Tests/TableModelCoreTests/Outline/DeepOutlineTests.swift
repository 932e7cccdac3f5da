import TableModelTestSupport
import TableModelTesting
import Testing

/// An outline whose tree is a chain 20,000 levels deep: every operation walks it without a call
/// per level, and each row's depth is found in one pass.
///
/// Before, the walks recursed: building the model, or any operation on such a tree, overflowed
/// the stack (a segmentation fault with no message) from about ten thousand levels in a debug
/// build, and far fewer on a device's main thread.
@MainActor
@Suite struct DeepOutlineTests {
  typealias Outline = OutlineTableModel<TestItem>

  /// A chain of `depth` expanded nodes: node `depth - 1` at the top, node 0 the deepest.
  static func chain(_ depth: Int, from first: Int = 0) -> Outline.Node {
    var node = Outline.Node(TestItem(first), isExpanded: true)
    for id in first + 1..<first + depth {
      node = Outline.Node(TestItem(id), isExpanded: true, children: [node])
    }
    return node
  }

  static let depth = 20_000

  @Test func aChainTwentyThousandLevelsDeep_isBuiltWalkedAndChanged() throws {
    let top = Self.depth - 1
    let outline = Outline([Self.chain(Self.depth)])
    #expect(outline.numberOfRows(inSection: 0) == Self.depth)
    #expect(outline.item(at: p(0, top)).depth == top)
    #expect(outline.tree.count == 1)
    outline.collapse(id: 5_000)
    #expect(outline.numberOfRows(inSection: 0) == top - 5_000 + 1)
    outline.expand(id: 5_000)
    #expect(outline.item(at: p(0, top)).depth == top)
    // The deepest half moves to the top level: each row of it is 10,000 levels shallower.
    outline.move(id: 9_999, under: nil, at: 1)
    let deepest = outline.item(at: p(0, top))
    #expect(deepest.id == 0 && deepest.depth == 9_999 && !deepest.hasChildren)
    outline.insert(Self.chain(Self.depth, from: Self.depth), under: 0, at: 0)
    #expect(outline.numberOfRows(inSection: 0) == 2 * Self.depth)
    outline.remove(id: top)
    #expect(outline.numberOfRows(inSection: 0) == 10_000 + Self.depth)
    try outline.replace(with: [Self.chain(Self.depth)])
    #expect(outline.depth(of: 0) == top)
  }
}
