import TableModelTesting

/// What a row carries besides its identity and version, in one of the layouts the row trees
/// store in place: made from a number, and equal to another made from the same number.
protocol RowPayload: Equatable, Sendable {
  init(_ seed: Int)
}

/// No payload at all: a row of two words.
struct NoPayload: RowPayload {
  init(_ seed: Int) {}
}

/// A payload aligned to 16 bytes, more strictly than a word.
struct WidePayload: RowPayload {
  var value: SIMD4<Int32>
  init(_ seed: Int) { value = SIMD4(Int32(truncatingIfNeeded: seed), 1, 2, -3) }
}

/// A payload of several hundred bytes.
struct LargePayload: RowPayload {
  /// Eight words.
  struct Block: Equatable, Sendable {
    var a, b, c, d, e, f, g, h: Int
    init(_ seed: Int) {
      (a, b, c, d, e, f, g, h) = (seed, seed &* 3, -seed, 7, seed &+ 1, 0, seed, .max)
    }
  }
  var blocks: (Block, Block, Block, Block, Block, Block)
  init(_ seed: Int) {
    blocks = (
      Block(seed), Block(seed + 1), Block(seed + 2), Block(seed + 3), Block(-seed), Block(0)
    )
  }
  static func == (lhs: LargePayload, rhs: LargePayload) -> Bool { lhs.blocks == rhs.blocks }
}

/// A payload that is a class reference, released when the row goes.
struct ObjectPayload: RowPayload {
  /// The object, which says when it is freed.
  final class Object: Sendable {
    let value: Int
    init(_ value: Int) { self.value = value }
  }
  let object: Object
  init(_ seed: Int) { object = Object(seed) }
  static func == (lhs: ObjectPayload, rhs: ObjectPayload) -> Bool {
    lhs.object.value == rhs.object.value
  }
}

/// A payload that is an enum with payloads of several kinds: none, a byte, a string, an
/// object, a wide vector.
enum ChoicePayload: RowPayload {
  case none
  case byte(Int8)
  case text(String)
  case object(ObjectPayload)
  case wide(WidePayload)

  init(_ seed: Int) {
    switch seed.magnitude % 5 {
    case 0: self = .none
    case 1: self = .byte(Int8(truncatingIfNeeded: seed))
    case 2: self = .text(String(repeating: "é", count: Int(seed.magnitude % 40)))
    case 3: self = .object(ObjectPayload(seed))
    default: self = .wide(WidePayload(seed))
    }
  }
}

/// A string payload: short ones stored inline, long ones on the heap.
struct TextPayload: RowPayload {
  var text: String
  init(_ seed: Int) {
    text = "row \(seed)" + String(repeating: "x", count: Int(seed.magnitude % 48))
  }
}

/// A row whose payload has one of the layouts above.
struct ShapedRow<Payload: RowPayload>: Diffable, Equatable, CustomStringConvertible {
  var id: Int
  var version: Int
  var payload: Payload

  init(_ id: Int, version: Int = 0) {
    self.id = id
    self.version = version
    payload = Payload(id &* 31 &+ version)
  }

  /// Whether the payload is the one made for the row's identity and version.
  var isIntact: Bool { payload == Payload(id &* 31 &+ version) }

  var description: String { version == 0 ? "\(id)" : "\(id)'\(version)" }
}
