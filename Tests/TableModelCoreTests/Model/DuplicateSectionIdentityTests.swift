import TableModelTestSupport
import TableModelTesting
import Testing

/// Section identities are unique among a model's sections, as a diffable data source requires of
/// its section identifiers: data from outside that repeats one is refused with
/// `DuplicateIdentityError`, leaving the model and its observers untouched. (The operations that
/// stop instead are exit tests in `BadInputContractTests`.)
@MainActor
@Suite struct DuplicateSectionIdentityTests {
  private func section(_ id: Int, _ items: [Int]) -> TestSection {
    TableSection(model: TestSectionModel(id), items: items.map { TestItem($0) })
  }

  @Test func replace_repeatedSectionIdentity_throwsNamingItAndLeavesTheModel() {
    let model = SectionedTableModel(sections: [section(1, [1]), section(2, [2])])
    var events = 0
    let observation = model.events.observe { _ in events += 1 }
    let repeated = [section(1, [1]), section(2, [2]), section(1, [3])]
    #expect {
      try model.replace(with: repeated)
    } throws: { error in
      guard let error = error as? DuplicateIdentityError else { return false }
      return error.duplicateSections.map(\.id) == ["1"]
        && error.duplicateSections.first?.targetPositions == [0, 2] && error.duplicates.isEmpty
        && error.description == "Duplicate section IDs: id 1 at [0, 2]"
    }
    #expect(throws: DuplicateIdentityError.self) { try model.reload(with: repeated) }
    #expect(model.snapshot == [section(1, [1]), section(2, [2])])
    #expect(events == 0)
    #expect(model.sectionIndex(id: 2) == 1)
    observation.cancel()
  }

  @Test func asyncReplace_repeatedSectionIdentity_throwsAndLeavesTheModel() async {
    let model = SectionedTableModel(sections: [section(1, [1])])
    await #expect(throws: DuplicateIdentityError.self) {
      try await model.replace(with: [section(4, []), section(4, [])])
    }
    #expect(model.snapshot == [section(1, [1])])
  }

  @Test func replace_repeatedSectionAndRowIdentities_namesBoth() {
    let model = SectionedTableModel<TestSectionModel, TestItem>()
    #expect {
      try model.replace(with: [section(1, [7]), section(1, [7])])
    } throws: { error in
      (error as? DuplicateIdentityError)?.description
        == "Duplicate section IDs: id 1 at [0, 1]; Duplicate row IDs: id 7 at [[0, 0], [1, 0]]"
    }
  }

  @Test func uniqueSectionIdentities_replaceAndAppendSection_stillWork() throws {
    let model = SectionedTableModel(sections: [section(1, [1])])
    try model.replace(with: [section(2, [1]), section(1, [2])])
    model.appendSection(TestSectionModel(3), items: [TestItem(3)])
    model.insertSection(TestSectionModel(4), at: 0)
    #expect(model.snapshot.map(\.model.id) == [4, 2, 1, 3])
  }
}
