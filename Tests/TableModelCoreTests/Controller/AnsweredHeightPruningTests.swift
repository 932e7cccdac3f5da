import TableModelScenarios
import TableModelTestSupport
import TableModelTesting
import Testing

/// A memo whose explicit height follows its number of lines; a memo of no lines has the table's
/// standard height.
private struct Memo: Diffable, Hashable, RowBehaviorProviding {
  var id: Int
  var lines: Int
  var text = ""
  var rowBehavior: RowBehavior {
    RowBehavior { if lines > 0 { $0.height = .fixed(Double(20 * lines)) } }
  }
}

/// A page whose height is computed from its number of lines.
private struct Page: Diffable, Hashable, RowBehaviorProviding {
  var id: Int
  var lines: Int
  var rowBehavior: RowBehavior {
    let lines = lines
    return RowBehavior { $0.height = .computed(estimated: 40) { _ in Double(20 * lines) } }
  }
}

/// A section of memos.
private struct Folder: Diffable, Hashable {
  var id: Int
}

/// The heights the controller remembers giving the table, so that an update that changes one
/// re-measures its row (issue 12, item 3), go with the rows they were given for.
@MainActor
@Suite struct AnsweredHeightPruningTests {
  /// A table of one-line memos with these identities.
  private func memoTable(_ ids: [Int]) -> ControllerFixture<ArrayTableModel<Memo>> {
    ControllerFixture(ArrayTableModel(ids.map { Memo(id: $0, lines: 1) })) {
      $0.cells.register(HeadlessTableViewCell.self, for: Memo.self) { cell, memo in
        cell.text = "\(memo.id): \(memo.text)"
      }
    }
  }

  @Test func rowsThatCameAndWent_leaveNoAnswerBehind() {
    let fixture = memoTable(Array(0..<10))
    let memos = fixture.model
    #expect(fixture.core.answeredHeightCount == 10)
    for id in 100..<150 {
      memos.append(Memo(id: id, lines: 2))
      memos.remove(id: id)
    }
    #expect(fixture.core.answeredHeightCount == 10, "one answer per row the table has")
    #expect(fixture.batches.allSatisfy { $0.isAccepted })
  }

  @Test func computedHeightsOfRowsThatWent_leaveTheCache() {
    let fixture = ControllerFixture(ArrayTableModel((0..<10).map { Page(id: $0, lines: 1) })) {
      $0.cells.register(HeadlessTableViewCell.self, for: Page.self) { cell, page in
        cell.text = "\(page.id)"
      }
    }
    #expect(fixture.core.cachedHeightCount == 10)
    for id in 100..<150 {
      fixture.model.append(Page(id: id, lines: 2))
      fixture.model.remove(id: id)
    }
    #expect(fixture.core.cachedHeightCount == 10, "one computed height per row the table has")
    #expect(fixture.batches.allSatisfy { $0.isAccepted })
  }

  @Test func deletedSectionAndReload_forgetTheirRowsAnswers() throws {
    let memos = SectionedTableModel<Folder, Memo>(sections: [
      TableSection(model: Folder(id: 0), items: (0..<3).map { Memo(id: $0, lines: 1) }),
      TableSection(model: Folder(id: 1), items: (3..<5).map { Memo(id: $0, lines: 1) }),
    ])
    let fixture = ControllerFixture(memos) {
      $0.cells.register(HeadlessTableViewCell.self, for: Memo.self) { cell, memo in
        cell.text = "\(memo.id)"
      }
    }
    #expect(fixture.core.answeredHeightCount == 5)
    memos.removeSection(at: 0)
    #expect(fixture.core.answeredHeightCount == 2)
    fixture.core.reloadData()
    // The table measures the rows it shows when it lays them out (it estimates, K12).
    try fixture.table.layoutIfNeeded()
    #expect(fixture.core.answeredHeightCount == 2, "the table asked the two rows again")
  }

  @Test func newRowWithADeletedRowsIdentity_getsNoStaleAnswer() {
    let fixture = memoTable([1, 2])
    let memos = fixture.model
    memos.remove(id: 1)
    memos.insert(Memo(id: 1, lines: 0), at: 0)
    let batches = fixture.batches.count
    memos.update(Memo(id: 1, lines: 0, text: "edited"))
    #expect(fixture.table.cellForRow(at: p(0, 0))?.text == "1: edited")
    #expect(
      fixture.batches.count == batches,
      "the standard height did not change: no empty batch to re-measure it")
    #expect(fixture.diagnostics.isEmpty)
  }
}
