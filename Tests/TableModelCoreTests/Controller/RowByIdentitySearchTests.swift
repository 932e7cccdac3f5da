import TableModelTestSupport
import TableModelTesting
import Testing

/// A row is looked for outward from where it was, in a section of any length: before, the search
/// listed twice the section's row count first, which overflows for a section of `Int.max` rows.
@MainActor
@Suite struct RowByIdentitySearchTests {
  /// One section of `Int.max` rows, each item's identity its row.
  final class HugeSectionModel: TableModel {
    let events = TableModelEvents()
    var numberOfSections: Int { 1 }
    func numberOfRows(inSection section: Int) -> Int { .max }
    func item(at rowPath: RowPath) -> TestItem { TestItem(rowPath.row) }
    func sectionModel(at section: Int) -> TestSectionModel { TestSectionModel(section) }
  }

  @Test func aRowNearItsHint_inASectionOfIntMaxRows_isFound() {
    let core = HeadlessTableController(model: HugeSectionModel()).core
    #expect(core.rowPath(of: AnyDiffable(TestItem(5)).id, near: p(0, 5)) == p(0, 5))
    #expect(core.rowPath(of: AnyDiffable(TestItem(9)).id, near: p(0, 5)) == p(0, 9))
    #expect(core.rowPath(of: AnyDiffable(TestItem(2)).id, near: p(0, 5)) == p(0, 2))
    let last = Int.max - 1
    #expect(core.rowPath(of: AnyDiffable(TestItem(last)).id, near: p(0, .max)) == p(0, last))
  }

  /// The order of the search: the hint, one before, one after, two before, … — then the other
  /// sections from their first row, nearest section first.
  @Test func rowsAreFoundWhereverTheyWent() {
    let model = ShiftingModel()
    model.sections = 5
    let core = HeadlessTableController(model: model).core
    for section in 1..<5 {
      for hint in [p(0, 0), p(4, 0), p(2, 0), p(9, 3)] {
        #expect(core.rowPath(of: AnyDiffable(TestItem(section)).id, near: hint) == p(section, 0))
      }
    }
    #expect(core.rowPath(of: AnyDiffable(TestItem(7)).id, near: p(2, 0)) == nil)
  }
}

/// A model whose sections `BadInputCall` changes behind a controller's back.
///
/// Sections `firstID`, `firstID + 1`, …: the first empty, each other with one row whose item
/// has its section's identity.
@MainActor
final class ShiftingModel: TableModel {
  let events = TableModelEvents()
  var sections = 2
  var firstID = 0

  var numberOfSections: Int { sections }
  func numberOfRows(inSection section: Int) -> Int { section == 0 ? 0 : 1 }
  func item(at rowPath: RowPath) -> TestItem { TestItem(firstID + rowPath.section) }
  func sectionModel(at section: Int) -> TestSectionModel { TestSectionModel(firstID + section) }
}
