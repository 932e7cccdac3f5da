import TableModelScenarios
import TableModelTestSupport
import TableModelTesting
import Testing

/// Diffs large enough for the partitioned hash table (over 2¹⁷ source rows), checked with the
/// batch rules directly: the mapping UIKit would build must carry every surviving identity to
/// its target position.
@Suite struct StagedChangesetLargeTests {
  @Test(arguments: [false, true])
  func largeShuffledDiff_withOrWithoutDuplicates_mapsEveryIdentity(duplicates: Bool) throws {
    var generator = SplitMix64(seed: 0x1A26E)
    let count = 150_000
    var source = (0..<count).map { TestItem($0) }
    if duplicates {
      for index in stride(from: 7, to: count, by: 5_003) { source[index] = TestItem(index - 7) }
    }
    var target = source.filter { _ in Int.random(in: 0..<10, using: &generator) != 0 }
    target.insert(contentsOf: (count..<count + 5_000).map { TestItem($0) }, at: target.count / 3)
    target[0..<3_000].shuffle(using: &generator)
    for index in stride(from: 0, to: target.count, by: 97) { target[index].content = 1 }
    let changes = StagedChangeset(source: source, target: target)
    #expect(changes.duplicateRows.isEmpty == !duplicates)
    let changeset = try #require(changes.first?.changeset)
    let batch = try BatchValidator().validate(
      changeset.batchCalls(), oldShape: [source.count],
      hasExistingCell: { _ in true }, newShape: { [target.count] })
    let mapping = try #require(batch.mapping)
    var wrong = 0
    for (row, item) in target.enumerated() {
      if let old = mapping.oldPath(forNew: RowPath(row: row, section: 0)) {
        if source[old.row].id != item.id { wrong += 1 }
      } else if !duplicates {
        if item.id < count { wrong += 1 }
      }
    }
    #expect(wrong == 0)
    let updated = Set(changeset.updatedRows.map(\.row))
    #expect(
      updated
        == Set(stride(from: 0, to: target.count, by: 97)).subtracting(
          target.indices.filter { target[$0].id >= count }))
    if !duplicates {
      // Minimal moves: the oracle is an O(n log n) patience sort over the kept rows' old indices.
      let positions = Dictionary(uniqueKeysWithValues: source.enumerated().map { ($1.id, $0) })
      let sequence = target.compactMap { positions[$0.id] }
      #expect(
        changeset.movedRows.count == sequence.count
          - MinimumMoves.longestIncreasingSubsequence(sequence))
    }
  }
}
