import TableModelScenarios
import Testing

@testable import TableModelCore

/// Sorting positions as packed integer keys gives `RowPath` order, for positions that fit the keys
/// and, through the fallback, for those that do not; sweeps over sorted positions answer as the
/// binary searches do.
@Suite struct SortedPositionsTests {
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

  /// The radix sort skips the bits in which all keys agree: keys differing in any bits, with
  /// repeats, all equal, or a few, sort as the comparison sort does — with digits of 8 to 11 bits
  /// as the keys are fewer or more (up to 12,000, several passes of 11 bits).
  @Test(arguments: [0, 1, 2])
  func radixSort_sortsAsTheComparisonSortDoes(seed: UInt64) {
    var generator = SplitMix64(seed: seed)
    for round in 0..<144 {
      let mask: UInt64 = [
        .max, 0xFF, 0xFF_0000_FF00, 0x8000_0000_0000_0001, 0, 0xF_FFFF,
      ][round % 6]
      let base = UInt64.random(in: 0...UInt64.max, using: &generator)
      let most = round % 12 < 6 ? 3_000 : 12_000
      var keys = (0..<Int.random(in: 0...most, using: &generator)).map { _ in
        base ^ (UInt64.random(in: 0...UInt64.max, using: &generator) & mask)
      }
      let expected = keys.sorted()
      keys.radixSort()
      #expect(keys == expected, "seed \(seed) round \(round)")
    }
  }

  /// A list of two runs — each sorted, either empty, or one out of order — sorted by merging
  /// them is its positions sorted, repeats included.
  @Test(arguments: [0, 1, 2])
  func mergingRuns_sortsTheList(seed: UInt64) {
    var generator = SplitMix64(seed: seed)
    func positions() -> [RowPath] {
      (0..<[0, 1, 5, 40, 300][Int.random(in: 0..<5, using: &generator)]).map { _ in
        RowPath(
          row: Int.random(in: 0...1_000, using: &generator),
          section: Int.random(in: 0...3, using: &generator))
      }
    }
    for round in 0..<300 {
      var first = positions()
      var second = positions()
      if round % 4 != 3 { first.sort() }
      if round % 4 != 2 { second.sort() }
      let list = first + second
      #expect(
        list.sortedByPosition(mergingRunsAt: first.count) == list.sorted(), "round \(round)")
    }
  }

  /// The order of a list of positions (the moves of a change), by keys holding a position and
  /// its index: the indexes sorted by position, repeats in index order; `nil` only when the keys
  /// do not fit.
  @Test(arguments: [0, 1, 2])
  func positionOrder_isTheIndexesSortedByPosition(seed: UInt64) {
    var generator = SplitMix64(seed: seed)
    for round in 0..<300 {
      let rowLimit = [3, 70_000, 1 << 40][round % 3]
      let paths = (0..<Int.random(in: 0...400, using: &generator)).map { _ in
        RowPath(
          row: Int.random(in: 0...rowLimit, using: &generator),
          section: Int.random(in: 0...[0, 5, 1 << 20][round % 3], using: &generator))
      }
      let expected = paths.indices.sorted { (paths[$0], $0) < (paths[$1], $1) }
      let order = paths.positionOrder()
      if round % 3 == 2, !paths.isEmpty, order == nil { continue }  // 41 + 21 bits and the indexes
      #expect(order == expected, "seed \(seed) round \(round)")
    }
    #expect([RowPath(row: -1, section: 0)].positionOrder() == nil)
    #expect([RowPath(row: 1 << 40, section: 1 << 30)].positionOrder() == nil)
  }

  @Test func positionsBeyondTheKeys_sortAsRowPathsDo() {
    let paths = (0..<20).map { RowPath(row: $0 % 3 == 0 ? -$0 : $0 << 33, section: 20 - $0) }
    #expect(paths.sortedByPosition() == paths.sorted())
  }

  /// The searches of a sorted list — with repeats, empty, or of one element — count what a
  /// scan counts, for values before, among, between and after its elements.
  @Test(arguments: [0, 1, 2])
  func searches_countAsAScanDoes(seed: UInt64) {
    var generator = SplitMix64(seed: seed)
    for _ in 0..<300 {
      let positions = (0..<Int.random(in: 0...40, using: &generator)).map { _ in
        RowPath(
          row: Int.random(in: 0...30, using: &generator),
          section: Int.random(in: 0...2, using: &generator))
      }.sorted()
      for _ in 0..<20 {
        let value = RowPath(
          row: Int.random(in: -1...31, using: &generator),
          section: Int.random(in: -1...3, using: &generator))
        #expect(
          positions.countOfElements(lessThan: value) == positions.filter { $0 < value }.count)
        #expect(positions.sortedContains(value) == positions.contains(value))
      }
    }
  }

  @Test(arguments: [0, 1, 2])
  func sweeps_answerAsTheSearchesDo(seed: UInt64) {
    var generator = SplitMix64(seed: seed)
    for _ in 0..<100 {
      let positions = SortedRowPaths(
        sorted: Set(
          (0..<Int.random(in: 0...60, using: &generator)).map { _ in
            RowPath(
              row: Int.random(in: 0...40, using: &generator),
              section: Int.random(in: 0...3, using: &generator))
          }
        ).sorted())
      let asked = (0..<Int.random(in: 0...60, using: &generator)).map { _ in
        RowPath(
          row: Int.random(in: 0...50, using: &generator),
          section: Int.random(in: 0...4, using: &generator))
      }.sorted()
      var sweep = SortedRowPaths.Sweep(positions)
      var kept = SortedRowPaths.KeptRankSweep(positions)
      for path in asked {
        sweep.advance(to: path)
        #expect(sweep.isPosition == positions.paths.contains(path))
        #expect(
          sweep.countBefore
            == positions.paths.filter { $0.section == path.section && $0.row < path.row }.count)
        #expect(
          kept.row(ofKeptRank: path.row, inSection: path.section)
            == positions.row(ofKeptRank: path.row, inSection: path.section))
      }
    }
  }

  /// Merging rows with the positions of moves gives the sorted union, and each slot names the
  /// row or move it came from.
  @Test(arguments: [0, 1, 2])
  func mergedPositions_slotsNameTheirRows(seed: UInt64) {
    var generator = SplitMix64(seed: seed)
    for round in 0..<200 {
      let all = Array(
        Set(
          (0..<Int.random(in: 0...80, using: &generator)).map { _ in
            RowPath(
              row: Int.random(in: 0...60, using: &generator),
              section: Int.random(in: 0...3, using: &generator))
          })
      ).shuffled(using: &generator)
      let split = Int.random(in: 0...all.count, using: &generator)
      let rows = Array(all[..<split])
      // Every other round the moves come in position order, as a recorder lists destinations.
      let moves = round % 2 == 0 ? Array(all[split...]) : all[split...].sorted()
      let merged = MergedRowPaths(rows: rows, moves: moves)
      #expect(merged.sorted.paths == all.sorted())
      #expect(merged.rowCount == rows.count)
      #expect((0..<rows.count).map { merged.sorted.paths[merged.rowSlot($0)] } == rows.sorted())
      for (index, move) in moves.enumerated() {
        #expect(merged.sorted.paths[merged.moveSlots[index]] == move)
      }
      #expect(merged.moveOrder.map { moves[$0] } == moves.sorted())
    }
  }
}
