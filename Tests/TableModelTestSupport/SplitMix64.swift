import Foundation

/// A small, fast, seedable random number generator (SplitMix64), so that every randomised test
/// can print its seed and be replayed exactly.
public struct SplitMix64: RandomNumberGenerator, Sendable {
  private var state: UInt64

  /// Creates a generator from a seed.
  ///
  /// - Parameter seed: The seed; equal seeds give equal sequences.
  public init(seed: UInt64) {
    state = seed
  }

  /// Returns the next 64 random bits.
  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}

/// Reads an integer from the environment, for knobs such as the number of fuzz cases.
///
/// - Parameters:
///   - name: The environment variable.
///   - defaultValue: The value when the variable is unset or not an integer.
/// - Returns: The variable's value or the default.
public func environmentInteger(_ name: String, default defaultValue: Int) -> Int {
  guard let raw = ProcessInfo.processInfo.environment[name], let value = Int(raw) else {
    return defaultValue
  }
  return value
}
