import TableModelTestSupport
import TableModelTesting
import Testing

/// The derivation of a reload's new position (`uikit-batch-rules.md` §1.5) beyond the scenarios:
/// an insert at the reload's own index shifts the reload (the rule says "≤", not "<").
@MainActor
@Suite struct ReloadDerivationTests {
  @Test func rowReload_atIndexOfAnInsert_landsAfterIt() {
    let mapping = expectCellsFollowMapping(HeadlessFixture([3]), to: [4]) {
      try $0.insertRows(at: [p(0, 1)])
      try $0.reloadRows(at: [p(0, 1)])
    }
    expectRows(mapping, [p(0, 0): p(0, 0), p(0, 1): nil, p(0, 2): p(0, 3)])
    expectNewRows(mapping, [p(0, 1), p(0, 2)])
  }

  @Test func sectionReload_atIndexOfAnInsert_landsAfterIt() {
    let mapping = expectCellsFollowMapping(HeadlessFixture([1, 1]), to: [1, 1, 1]) {
      try $0.insertSections([1])
      try $0.reloadSections([1])
    }
    expectRows(mapping, [p(0, 0): p(0, 0), p(1, 0): nil])
    expectNewRows(mapping, [p(1, 0), p(2, 0)])
  }
}
