import TableModelTestSupport
import TableModelTesting

extension ReferenceScenario {
  /// The scenarios of §6, C01–C71 (C49b is C49's refused variant).
  static let all: [ReferenceScenario] = [
    .init("C01", [3], [4], [ins(p(0, 3))], mapped([0], keep(3), inserted: [p(0, 3)])),
    .init("C02", [3], [4], [ins(p(0, 4))], refused("R11")),
    .init("C03", [3], [4], [ins(p(1, 0))], refused("R10")),
    .init("C04", [3], [2], [del(p(0, 3))], refused("R7")),
    .init("C05", [3], [3], [del(p(1, 0))], refused("R6")),
    .init("C06", [3], [2], [del(p(0, 1))], mapped([0], [(p(0, 0), p(0, 0)), (p(0, 2), p(0, 1))])),
    .init("C07", [3], [3], [del(p(0, 1))], refused("R24")),
    .init("C08", [20], [15], [del(p(0, 0))], refused("R23"), legacy: refused("R24")),
    .init(
      "C09", [3], [3], [del(p(0, 1)), ins(p(0, 1))],
      mapped([0], [(p(0, 0), p(0, 0)), (p(0, 2), p(0, 2))], inserted: [p(0, 1)])),
    .init(
      "C10", [3, 3, 3], [2, 4], [del(p(0, 1)), delS(1), ins(p(1, 1))],
      mapped(
        [0, nil, 1],
        [
          (p(0, 0), p(0, 0)), (p(0, 2), p(0, 1)), (p(2, 0), p(1, 0)), (p(2, 1), p(1, 2)),
          (p(2, 2), p(1, 3)),
        ], inserted: [p(1, 1)])),
    .init(
      "C11", [5], [6], [ins(p(0, 0), p(0, 3), p(0, 5)), del(p(0, 2), p(0, 4))],
      mapped(
        [0], [(p(0, 0), p(0, 1)), (p(0, 1), p(0, 2)), (p(0, 3), p(0, 4))],
        inserted: [p(0, 0), p(0, 3), p(0, 5)])),
    .init("C12", [3], [3], [ins(p(0, 3)), del(p(0, 0))], refused("R11")),
    .init(
      "C13", [3], [3], [ins(p(0, 2)), del(p(0, 0))],
      mapped([0], [(p(0, 1), p(0, 0)), (p(0, 2), p(0, 1))], inserted: [p(0, 2)])),
    .init("C14", [3], [4], [], refused("R24")),
    .init("C15", [3], [2], [], refused("R23"), legacy: refused("R24")),
    .init("C16", [1], [1, 1], [], refused("R22")),
    .init(
      "C17", [2], [2, 3], [insS(1), ins(p(1, 0), p(1, 1), p(1, 2))],
      mapped([0], keep(2), inserted: [p(1, 0), p(1, 1), p(1, 2)])),
    .init("C18", [2], [2, 3], [insS(1), ins(p(1, 5))], refused("R11")),
    .init(
      "C19", [2, 2], [2], [delS(0), del(p(0, 9))],
      mapped([nil, 0], [(p(1, 0), p(0, 0)), (p(1, 1), p(0, 1))])),
    .init(
      "C20", [2, 2], [2], [delS(0), del(p(0, 0), p(0, 1))],
      mapped([nil, 0], [(p(1, 0), p(0, 0)), (p(1, 1), p(0, 1))])),
    .init("C21", [2, 2], [2], [delS(2)], refused("R8")),
    .init("C22", [2, 2], [2, 2, 0], [insS(3)], refused("R12")),
    .init(
      "C23", [3], [3], [rel(p(0, 1))],
      mapped([0], [(p(0, 0), p(0, 0)), (p(0, 2), p(0, 2))], inserted: [p(0, 1)])),
    .init("C24", [3], [2], [rel(p(0, 1)), del(p(0, 1))], refused("R4")),
    .init(
      "C25", [3], [2], [rel(p(0, 1)), del(p(0, 1))], withoutCell: [p(0, 1)],
      mapped([0], [(p(0, 0), p(0, 0)), (p(0, 2), p(0, 1))])),
    .init("C26", [4], [4], [rel(p(0, 3)), mv(p(0, 3), p(0, 0))], refused("R5")),
    .init("C27", [2], [2], [rel(p(0, 1)), mv(p(0, 0), p(0, 1))], refused("R9")),
    .init(
      "C28", [3, 3], [3, 3], [rel(p(1, 0)), mvS(1, 0)], refused("R23"), legacy: refused("R24")),
    .init("C29", [3], [2], [del(p(0, 0)), mv(p(0, 0), p(0, 1))], refused("R5")),
    .init("C30", [3], [4], [ins(p(0, 1)), mv(p(0, 0), p(0, 1))], refused("R9")),
    .init("C31", [3], [3], [mv(p(0, 0), p(0, 1)), mv(p(0, 0), p(0, 2))], refused("R19")),
    .init("C32", [3], [3], [mv(p(0, 0), p(0, 2)), mv(p(0, 1), p(0, 2))], refused("R20")),
    .init(
      "C33", [3], [3], [mv(p(0, 0), p(0, 2)), mv(p(0, 0), p(0, 2))],
      mapped([0], [(p(0, 0), p(0, 2)), (p(0, 1), p(0, 0)), (p(0, 2), p(0, 1))])),
    .init("C34", [3], [3], [mv(p(0, 3), p(0, 0))], refused("R16")),
    .init("C35", [3], [3], [mv(p(0, 0), p(0, 3))], refused("R18")),
    .init("C36", [3], [3], [mv(p(1, 0), p(0, 0))], refused("R15")),
    .init("C37", [3], [3], [mv(p(0, 0), p(1, 0))], refused("R17")),
    .init(
      "C38", [2, 2], [1, 3], [mv(p(0, 0), p(1, 0))],
      mapped(
        [0, 1],
        [(p(0, 1), p(0, 0)), (p(0, 0), p(1, 0)), (p(1, 0), p(1, 1)), (p(1, 1), p(1, 2))])),
    .init("C39", [2, 2], [2, 2], [mv(p(0, 0), p(1, 0))], refused("R23"), legacy: refused("R24")),
    .init(
      "C40", [2, 3], [3, 2], [mvS(1, 0), mv(p(1, 0), p(0, 2))],
      mapped(
        [1, 0],
        [
          (p(1, 0), p(0, 2)), (p(1, 1), p(0, 0)), (p(1, 2), p(0, 1)), (p(0, 0), p(1, 0)),
          (p(0, 1), p(1, 1)),
        ])),
    .init("C41", [2], [1, 1], [insS(1), mv(p(0, 0), p(1, 0))], .reloadData),
    .init("C42", [2, 1], [2], [delS(0), mv(p(0, 1), p(0, 1))], .reloadData),
    .init("C43", [1, 1, 1], [1, 1], [delS(1), mvS(1, 0)], refused("R5")),
    .init("C44", [1, 1], [1, 1, 1], [insS(0), mvS(1, 0)], refused("R9")),
    .init("C45", [1, 1], [1, 1], [relS(1), mvS(1, 0)], refused("R5")),
    .init("C46", [1, 1, 1], [1, 1, 1], [relS(0), mvS(2, 0)], refused("R9")),
    .init("C47", [2, 2], [2], [delS(1), relS(1)], refused("R4")),
    .init(
      "C48", [2, 3], [2, 5], [relS(1)],
      mapped([0, nil], keep(2), inserted: (0..<5).map { p(1, $0) })),
    .init(
      "C49", [2, 3], [2, 5], [relS(1), del(p(1, 0)), ins(p(1, 4))],
      mapped([0, nil], keep(2), inserted: (0..<5).map { p(1, $0) })),
    .init("C49b", [2, 3], [2, 5], [relS(1), del(p(1, 0)), ins(p(1, 5))], refused("R11")),
    .init(
      "C50", [3], [2], [del(p(0, 1), p(0, 1))],
      mapped([0], [(p(0, 0), p(0, 0)), (p(0, 2), p(0, 1))])),
    .init(
      "C51", [3], [4], [ins(p(0, 1), p(0, 1))],
      mapped(
        [0], [(p(0, 0), p(0, 0)), (p(0, 1), p(0, 2)), (p(0, 2), p(0, 3))], inserted: [p(0, 1)])
    ),
    .init("C52", [1, 1], [1], [delS(0), delS(0)], mapped([nil, 0], [(p(1, 0), p(0, 0))])),
    .init("C53", [1], [], [del(p(0, 0))], refused("R22")),
    .init("C54", [4], [4], [ins(p(0, 3))], refused("R23"), legacy: refused("R24")),
    .init("C55", [3], [4], [ins(p(0, 3))], mapped([0], keep(3), inserted: [p(0, 3)])),
    .init(
      "C56", [3], [2], [del(p(0, 0)), .reloadData],
      mapped([0], [(p(0, 1), p(0, 0)), (p(0, 2), p(0, 1))])),
    .init("C57", [3], [5], [.reloadData], refused("R24")),
    .init(
      "C58", [2, 2], [2, 1], [mvS(0, 1), del(p(0, 0))],
      mapped([1, 0], [(p(0, 1), p(1, 0)), (p(1, 0), p(0, 0)), (p(1, 1), p(0, 1))])),
    .init(
      "C59", [2, 2], [3, 2], [mvS(1, 0), ins(p(0, 2))],
      mapped(
        [1, 0],
        [(p(1, 0), p(0, 0)), (p(1, 1), p(0, 1)), (p(0, 0), p(1, 0)), (p(0, 1), p(1, 1))],
        inserted: [p(0, 2)])),
    .init("C60", [2, 2], [3, 2], [mvS(1, 0), ins(p(1, 2))], refused("R11")),
    .init(
      "C61", [3], [4], [ins(p(0, 0)), rel(p(0, 2))],
      mapped([0], [(p(0, 0), p(0, 1)), (p(0, 1), p(0, 2))], inserted: [p(0, 0), p(0, 3)])),
    .init(
      "C62", [3], [2], [del(p(0, 0)), rel(p(0, 2))],
      mapped([0], [(p(0, 1), p(0, 0))], inserted: [p(0, 1)])),
    .init("C63", [2, 2], [2], [delS(0), rel(p(0, 1))], refused("R23"), legacy: refused("R24")),
    .init("C64", [3], [3], [mv(p(0, 1), p(0, 1))], identity([3])),
    .init("C65", [1, 1], [1, 1], [mvS(0, 0)], identity([1, 1])),
    .init("C66", [1, 1], [1, 1], [mvS(2, 0)], refused("R13")),
    .init("C67", [1, 1], [1, 1], [mvS(0, 2)], refused("R14")),
    .init("C68", [1, 1, 1], [1, 1, 1], [mvS(0, 1), mvS(0, 2)], refused("R19")),
    .init("C69", [1, 1, 1], [1, 1, 1], [mvS(0, 2), mvS(1, 2)], refused("R20")),
    .init("C70", [3], [3], [ins(p(0, -1))], refused("R1")),
    .init("C71", [3], [3], [.reconfigureRows([p(0, 5)])], identity([3])),
  ]
}

// MARK: Shorthand

private func ins(_ paths: RowPath...) -> TableViewCall { .insertRows(paths, .automatic) }
private func del(_ paths: RowPath...) -> TableViewCall { .deleteRows(paths, .automatic) }
private func rel(_ paths: RowPath...) -> TableViewCall { .reloadRows(paths, .automatic) }
private func mv(_ from: RowPath, _ to: RowPath) -> TableViewCall { .moveRow(from, to: to) }
private func insS(_ sections: Int...) -> TableViewCall { .insertSections(sections, .automatic) }
private func delS(_ sections: Int...) -> TableViewCall { .deleteSections(sections, .automatic) }
private func relS(_ sections: Int...) -> TableViewCall { .reloadSections(sections, .automatic) }
private func mvS(_ from: Int, _ to: Int) -> TableViewCall { .moveSection(from, to: to) }

private func refused(_ rule: String) -> ReferenceBatchRules.Verdict { .refused(rule) }

/// An animated verdict: the new section of every old one, old → new rows, inserted rows.
private func mapped(
  _ sections: [Int?], _ rows: [(RowPath, RowPath)], inserted: [RowPath] = []
) -> ReferenceBatchRules.Verdict {
  .animated(
    ReferenceBatchRules.Mapping(
      sections: sections, rows: Dictionary(uniqueKeysWithValues: rows), inserted: Set(inserted)))
}

/// Every row stays where it is.
private func identity(_ shape: [Int]) -> ReferenceBatchRules.Verdict {
  let rows = shape.indices.flatMap { s in (0..<shape[s]).map { (p(s, $0), p(s, $0)) } }
  return mapped(Array(shape.indices), rows)
}

/// The first `count` rows of section 0 stay where they are.
private func keep(_ count: Int) -> [(RowPath, RowPath)] {
  (0..<count).map { (p(0, $0), p(0, $0)) }
}
