import TableModelScenarios
import TableModelTestSupport
import TableModelTesting
import Testing

@testable import TableModelCore

/// A transaction recorder's segment keeps its length stored and its kind packed in two words:
/// every kind, with any start, length, section and update flag, reads back as it was made.
@Suite struct RowSegmentEncodingTests {
  static let cases = environmentInteger("TABLEMODEL_SEGMENT_CASES", default: 2_000)

  @Test func everyKind_readsBackAsMade() {
    let seed = UInt64(environmentInteger("TABLEMODEL_SEED", default: 0x5E6))
    var generator = SplitMix64(seed: seed)
    // The edges first: zeros and the largest values a section or row can have.
    let large = Int.max >> 1
    var values: [(row: Int, length: Int, section: Int)] = [(0, 1, 0), (large, large, large)]
    for _ in 0..<Self.cases {
      values.append(
        (
          Int.random(in: 0...large, using: &generator),
          Int.random(in: 1...large, using: &generator),
          Int.random(in: 0...large, using: &generator)
        ))
    }
    for (row, length, section) in values {
      let original = TransactionRecorder.RowSegment.original(start: row, length: length)
      #expect(original.length == length)
      guard case .original(let start, let originalLength) = original.kind else {
        Issue.record("original(start: \(row), length: \(length)) reads back as \(original.kind)")
        continue
      }
      #expect(start == row && originalLength == length)

      let inserted = TransactionRecorder.RowSegment.inserted(length: length)
      #expect(inserted.length == length)
      guard case .inserted(let insertedLength) = inserted.kind else {
        Issue.record("inserted(length: \(length)) reads back as \(inserted.kind)")
        continue
      }
      #expect(insertedLength == length)

      for updated in [false, true] {
        let from = RowPath(row: row, section: section)
        let moved = TransactionRecorder.RowSegment.moved(from: from, updated: updated)
        #expect(moved.length == 1)
        guard case .moved(let movedFrom, let wasUpdated) = moved.kind else {
          Issue.record("moved(from: \(from), updated: \(updated)) reads back as \(moved.kind)")
          continue
        }
        #expect(movedFrom == from && wasUpdated == updated)
      }
    }
  }
}
