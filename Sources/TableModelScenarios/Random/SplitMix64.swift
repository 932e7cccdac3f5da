/// A small, fast, seedable random number generator (SplitMix64): equal seeds give equal
/// sequences on every machine, so a randomised test prints its seed and replays exactly, a
/// stress run is the same events for the same seed, and a benchmark's inputs are the same in
/// every run.
///
/// ```swift
/// var generator = SplitMix64(seed: 42)
/// let row = Int.random(in: 0..<100, using: &generator)   // the same row on every run
/// ```
///
/// Not for security: its output is predictable from one value.
public struct SplitMix64: RandomNumberGenerator, Sendable {
  private var state: UInt64

  /// Creates a generator from a seed.
  ///
  /// - Parameter seed: The seed; equal seeds give equal sequences.
  public init(seed: UInt64) {
    state = seed
  }

  /// Returns the next 64 random bits.
  ///
  /// - Returns: The bits.
  /// - Complexity: O(1).
  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
