import TableModelTestSupport
import TableModelTesting
import Testing

/// A shape, a changeset or a recorded table call describes at most 20 row counts, or values of
/// each kind.
///
/// Past them: an ellipsis and how many there are — the way contract messages print a shape — so
/// that a message naming a huge one (a million sections) stays short. Before, they printed them
/// all.
@Suite struct LongDescriptionTests {
  /// `[0, 1, …, 19, …] (n sections)`.
  private static func firstTwenty(of count: Int, _ noun: String) -> String {
    "[\((0..<20).map(String.init).joined(separator: ", ")), …] (\(count) \(noun))"
  }

  @Test func aShape_printsEveryCountUpToTwenty() {
    #expect(TableShape([]).description == "[]")
    #expect(TableShape([3, 0, 2]).description == "[3, 0, 2]")
    let twenty = TableShape(Array(0..<20))
    #expect(twenty.description == "\(Array(0..<20))")
    #expect(twenty.debugDescription == twenty.description)
  }

  @Test func aLongerShape_printsItsFirstTwentyCountsAndHowManySections() {
    #expect(TableShape(Array(0..<21)).description == Self.firstTwenty(of: 21, "sections"))
    // Compared apart: a failure would print all of a description that is too long.
    let huge = TableShape(Array(0..<1_000_000)).description
    let isShort = huge == Self.firstTwenty(of: 1_000_000, "sections")
    #expect(isShort, "\(huge.prefix(200))… (\(huge.count) characters)")
  }

  @Test func aChangeset_printsEachKindOfChangeUpToTwentyValues() {
    let rows = (0..<3).map { p(0, $0) }
    let change = Changeset(
      deletedSections: [1], movedSections: [.init(2, to: 3)], deletedRows: rows,
      movedRows: [.init(p(0, 4), to: p(0, 5))])
    #expect(
      change.description == """
        deleted sections: [1]
        moved sections: ["2→3"]
        deleted rows: [[0, 0], [0, 1], [0, 2]]
        moved rows: ["[0, 4]→[0, 5]"]
        """)
    #expect(Changeset().description == "(no changes)")
  }

  @Test func aLongerChangeset_printsTheFirstTwentyOfEachKindAndHowMany() {
    let change = Changeset(
      insertedSections: Array(0..<25), updatedRows: (0..<30).map { p(0, $0) })
    let rows = (0..<20).map { "[0, \($0)]" }.joined(separator: ", ")
    #expect(
      change.description == """
        inserted sections: \(Self.firstTwenty(of: 25, "sections"))
        updated rows: [\(rows), …] (30 rows)
        """)
  }

  @Test func aTableCall_printsEveryPathUpToTwenty() {
    #expect(
      TableViewCall.insertRows([p(0, 3), p(1, 0)], .fade).description
        == "insertRows(at: [[0, 3], [1, 0]], with: .fade)")
    #expect(
      TableViewCall.deleteSections(Array(0..<20), .automatic).description
        == "deleteSections(\(Array(0..<20)), with: .automatic)")
    #expect(
      TableViewCall.moveRow(p(0, 1), to: p(2, 3)).description == "moveRow(at: [0, 1], to: [2, 3])")
  }

  @Test func aLongerTableCall_printsItsFirstTwentyValuesAndHowMany() {
    let rows = (0..<20).map { "[0, \($0)]" }.joined(separator: ", ")
    let paths = (0..<1_000).map { p(0, $0) }
    // Compared apart: a failure would print all of a description that is too long.
    let reload = TableViewCall.reloadRows(paths, .none).description
    let reloadIsShort = reload == "reloadRows(at: [\(rows), …] (1000 rows), with: .none)"
    #expect(reloadIsShort, "\(reload.prefix(300))…")
    let reconfigure = TableViewCall.reconfigureRows(paths).description
    let reconfigureIsShort = reconfigure == "reconfigureRows(at: [\(rows), …] (1000 rows))"
    #expect(reconfigureIsShort, "\(reconfigure.prefix(300))…")
    #expect(
      TableViewCall.insertSections(Array(0..<21), .fade).description
        == "insertSections(\(Self.firstTwenty(of: 21, "sections")), with: .fade)")
    let huge = TableViewCall.deleteRows((0..<1_000_000).map { p(0, $0) }, .automatic).description
    #expect(huge.count < 300, "\(huge.prefix(200))… (\(huge.count) characters)")
  }
}
