import TableModelScenarios
import TableModelTestSupport
import TableModelTesting
import Testing

private struct Contact: Diffable, Equatable, CustomStringConvertible {
  let id: Int
  var name: String
  var description: String { name }
}

@MainActor
@Suite struct GroupedTableModelTests {
  private func contacts() -> GroupedTableModel<Contact, String> {
    GroupedTableModel(by: { String($0.name.prefix(1)) }, sortedBy: { $0.name < $1.name })
  }

  @Test func insert_makesSortedSectionsAndSortedRows() {
    let model = contacts()
    let harness = ModelTableHarness(model)
    for (id, name) in [(1, "Dora"), (2, "Ada"), (3, "Alan"), (4, "Bob")] {
      model.insert(Contact(id: id, name: name))
    }
    #expect(model.keys == ["A", "B", "D"])
    #expect(harness.shownRows == [["Ada", "Alan"], ["Bob"], ["Dora"]])
    #expect(harness.problems.isEmpty)
  }

  @Test func removingTheLastItemOfAKey_removesItsSection() {
    let model = contacts()
    try? model.replace(with: [Contact(id: 1, name: "Ada"), Contact(id: 2, name: "Bob")])
    let harness = ModelTableHarness(model)
    model.remove(id: 2)
    #expect(harness.changes == [.batch(Changeset(deletedSections: [1]))])
    #expect(harness.shownRows == [["Ada"]])
  }

  @Test func removeOfAnAbsentIdentity_tellsNothing() {
    let model = contacts()
    try? model.replace(with: [Contact(id: 1, name: "Ada")])
    var events: [TableModelEvents.Event] = []
    let observation = model.events.observe { events.append($0) }
    model.remove(id: 42)
    #expect(events.isEmpty, "\(events)")
    model.remove(id: 1)
    #expect(events == [.willChange, .changed(.batch(Changeset(deletedSections: [0]))), .didChange])
    _ = observation
  }

  @Test func updateThatChangesTheKey_movesTheRowAndKeepsItsCell() {
    let model = contacts()
    try? model.replace(with: [
      Contact(id: 1, name: "Ada"), Contact(id: 2, name: "Bob"), Contact(id: 3, name: "Bea"),
    ])
    let harness = ModelTableHarness(model)
    let cell = harness.table.cellForRow(at: p(1, 1))  // B: Bea, Bob
    model.update(Contact(id: 2, name: "Abe"))
    #expect(harness.shownRows == [["Abe", "Ada"], ["Bea"]])
    #expect(harness.table.cellForRow(at: p(0, 0)) === cell, "the row moved with its cell")
    #expect(harness.problems.isEmpty)
  }

  @Test func updateIntoANewKey_fromAKeyItEmpties_takesThreeChanges_andKeepsTheCell() {
    let model = contacts()
    try? model.replace(with: [Contact(id: 1, name: "Ada"), Contact(id: 2, name: "Bob")])
    let harness = ModelTableHarness(model)
    let cell = harness.table.cellForRow(at: p(1, 0))
    model.update(Contact(id: 2, name: "Cy"))
    #expect(harness.shownRows == [["Ada"], ["Cy"]])
    #expect(harness.changes.count == 3, "insert section C, move the row, delete section B")
    #expect(harness.table.cellForRow(at: p(1, 0)) === cell)
    #expect(harness.problems.isEmpty)
  }

  @Test func updateKeepingTheKey_inArrivalOrder_keepsTheRowsPlace() throws {
    let model = GroupedTableModel<TestItem, Int>(by: { $0.content % 2 })
    try model.replace(with: [TestItem(1), TestItem(2), TestItem(3)])
    let harness = ModelTableHarness(model)
    model.update(TestItem(1, content: 2))
    #expect(harness.shownRows == [["1'2", "2", "3"]])
    #expect(harness.changes == [.batch(Changeset(updatedRows: [p(0, 0)]))])
    #expect(harness.problems.isEmpty)
  }

  @Test func randomOperations_areAcceptedAndSorted() {
    var generator = SplitMix64(seed: 77)
    let model = contacts()
    let harness = ModelTableHarness(model)
    let names = ["Ada", "Alan", "Bob", "Bea", "Cy", "Dora", "Dan", "Eve"]
    var present: [Int: String] = [:]
    for step in 0..<2_000 {
      let id = Int.random(in: 0..<20, using: &generator)
      let name = names.randomElement(using: &generator)! + "\(id)"
      if present[id] == nil {
        model.insert(Contact(id: id, name: name))
        present[id] = name
      } else if Bool.random(using: &generator) {
        model.update(Contact(id: id, name: name))
        present[id] = name
      } else {
        model.remove(id: id)
        present[id] = nil
      }
      let expected = Dictionary(grouping: present.values.sorted(), by: { String($0.prefix(1)) })
        .sorted { $0.key < $1.key }.map(\.value)
      #expect(harness.shownRows == expected, "step \(step)")
      #expect(harness.problems.isEmpty, "step \(step): \(harness.problems)")
      if !harness.problems.isEmpty || harness.shownRows != expected { return }
    }
  }
}
