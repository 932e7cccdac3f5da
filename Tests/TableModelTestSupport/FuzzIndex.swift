/// Indices a fuzzer of the public API picks: mostly in range, sometimes just past it, negative,
/// or an extreme.
public enum FuzzIndex {
  /// An index for a collection of `count` elements: in `0...count` seven times in ten, else `-1`,
  /// `Int.min`, `Int.max`, `count` or `count + 1`.
  public static func index(upTo count: Int, using generator: inout some RandomNumberGenerator)
    -> Int
  {
    switch Int.random(in: 0..<10, using: &generator) {
    case 0: -1
    case 1: Int.min
    case 2: Int.max
    case 3: count
    case 4: count + 1
    default: Int.random(in: 0...max(0, count), using: &generator)
    }
  }
}
