import TableModelTestSupport
import TableModelTesting
import Testing

/// The shared `RowEditingTableModel` conformance of the grouped model and the outline.
///
/// A deleted row goes by its identity, and no row can be placed by the user. The controller
/// reaches them as `any RowEditingTableModel`, so the tests ask through that existential too.
@MainActor
@Suite struct ModelOrderedRowEditingTests {
  private struct Contact: Diffable, Equatable {
    let id: Int
    var name: String
  }

  @Test func groupedModel_removesByIdentity_andRefusesMoves() throws {
    let model = GroupedTableModel<Contact, String>(
      by: { String($0.name.prefix(1)) }, sortedBy: { $0.name < $1.name })
    try model.replace(with: [
      Contact(id: 1, name: "Ada"), Contact(id: 2, name: "Alan"), Contact(id: 3, name: "Bob"),
    ])
    let editing: any RowEditingTableModel = model
    let first = RowPath(row: 0, section: 0)
    let last = RowPath(row: 0, section: 1)

    #expect(!editing.canMoveRow(from: first, to: last))
    #expect(!editing.moveRow(from: first, to: last))
    #expect(model.keys == ["A", "B"])
    #expect(editing.removeRow(at: last))
    #expect(model.keys == ["A"])
    #expect(!model.contains(id: 3))
    #expect(model.contains(id: 1) && model.contains(id: 2))
  }

  @Test func outline_removesANodeWithItsDescendants_andRefusesMoves() {
    typealias Node = OutlineTableModel<TestItem>.Node
    let outline = OutlineTableModel([
      Node(TestItem(1), isExpanded: true, children: [Node(TestItem(2))]), Node(TestItem(3)),
    ])
    let editing: any RowEditingTableModel = outline
    let top = RowPath(row: 0, section: 0)
    let bottom = RowPath(row: 2, section: 0)

    #expect(!editing.canMoveRow(from: top, to: bottom))
    #expect(!editing.moveRow(from: top, to: bottom))
    #expect(outline.visibleItems.map(\.item.id) == [1, 2, 3])
    #expect(editing.removeRow(at: top))
    #expect(outline.visibleItems.map(\.item.id) == [3])
    #expect(!outline.contains(id: 2))
  }
}
