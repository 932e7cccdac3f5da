import TableModelScenarios
import Testing

@testable import TableModelCore

/// Sorting positions as packed integer keys gives `RowPath` order, for positions that fit the keys
/// and, through the fallback, for those that do not.
@Suite struct SortedByPositionTests {
  @Test(arguments: [0, 1, 2])
  func randomPositions_sortAsRowPathsDo(seed: UInt64) {
    var generator = SplitMix64(seed: seed)
    for _ in 0..<200 {
      let paths = (0..<Int.random(in: 0...300, using: &generator)).map { _ in
        RowPath(
          row: Int.random(in: 0...5_000_000, using: &generator),
          section: Int.random(in: 0...40, using: &generator))
      }
      #expect(paths.sortedByPosition() == paths.sorted())
      #expect(paths.sortedByPositionIfNeeded() == paths.sorted())
    }
  }

  @Test func positionsBeyondTheKeys_sortAsRowPathsDo() {
    let paths = (0..<20).map { RowPath(row: $0 % 3 == 0 ? -$0 : $0 << 33, section: 20 - $0) }
    #expect(paths.sortedByPosition() == paths.sorted())
  }
}
