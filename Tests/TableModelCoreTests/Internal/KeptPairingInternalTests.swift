import TableModelScenarios
import TableModelTestSupport
import Testing

@testable import TableModelCore

/// UIKit's "kept positions fill the free slots" pairing: the one-position answers agree with the
/// whole-level walk, and the walk pairs kept with free positions in order.
@Suite struct KeptPairingInternalTests {
  @Test func keptPairs_fillTheFreeSlotsInOrder() {
    // old 0 1 2 3 4, 1 and 3 leave; new 0 1 2 3, 0 is taken.
    let pairing = KeptPairing(leaving: [3, 1], arriving: [0])
    let pairs = pairing.keptPairs(oldCount: 5, newCount: 4)
    #expect(pairs.map(\.old) == [0, 2, 4])
    #expect(pairs.map(\.new) == [1, 2, 3])
  }

  @Test func keptPairs_whenTheCountsDoNotAddUp_leaveTheSurplusUnpaired() {
    let pairing = KeptPairing(leaving: [], arriving: [1])
    #expect(pairing.keptPairs(oldCount: 3, newCount: 2).map(\.old) == [0])
  }

  @Test func maps_pairMovesFirst_thenKeptPositions() {
    let maps = KeptPairing.maps(
      oldCount: 4, newCount: 4, deleted: [1], inserted: [2], moves: [(source: 3, destination: 0)])
    #expect(maps.oldToNew == [1, nil, 3, 0])
    #expect(maps.newToOld == [3, 0, nil, 2])
  }

  @Test(arguments: [0, 1, 2, 3] as [UInt64])
  func positionAnswers_randomLevels_agreeWithTheWalk(seed: UInt64) {
    var generator = SplitMix64(seed: seed)
    for _ in 0..<500 {
      let oldCount = Int.random(in: 0...40, using: &generator)
      let leaving = (0..<oldCount).filter { _ in Int.random(in: 0..<3, using: &generator) == 0 }
      let kept = oldCount - leaving.count
      let arrivingCount = Int.random(in: 0...10, using: &generator)
      let newCount = kept + arrivingCount
      let arriving = Array((0..<newCount).shuffled(using: &generator).prefix(arrivingCount))
      let pairing = KeptPairing(leaving: leaving, arriving: arriving)
      let pairs = pairing.keptPairs(oldCount: oldCount, newCount: newCount)
      #expect(pairs.count == kept, "seed \(seed)")
      for pair in pairs {
        #expect(pairing.newPosition(ofKept: pair.old) == pair.new, "seed \(seed)")
        #expect(pairing.oldPosition(ofKept: pair.new) == pair.old, "seed \(seed)")
      }
    }
  }
}
