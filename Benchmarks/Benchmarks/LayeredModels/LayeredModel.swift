import TableModelCore

/// A row of the benchmark models: an identity and a content number.
public struct Row: Diffable, Equatable {
  /// The row's identity.
  public let id: Int
  /// Its content; an update adds one.
  public var content: Int

  /// A row with an identity and a content.
  public init(id: Int, content: Int) {
    self.id = id
    self.content = content
  }
}

/// A promoted item of the featured section.
public struct Promotion: Diffable, Equatable {
  /// The promotion's identity.
  public let id: Int

  /// A promotion with an identity.
  public init(id: Int) {
    self.id = id
  }
}

/// The header of the featured section.
public struct Header: Diffable, Equatable {
  /// The header's identity.
  public let id: String

  /// A header with an identity.
  public init(id: String) {
    self.id = id
  }
}

/// The three layers the benchmarks stack over a model: a filter, a featured section and a
/// load-more row.
public typealias ThreeLayers = LoadMoreLayer<
  FeaturedSectionLayer<FilterLayer<ArrayTableModel<Row>>, Header, Promotion>
>

extension ArrayTableModel where Item == Row {
  /// The three layers over this model: rows whose content is 3 modulo 7 filtered out, a
  /// featured section of two promotions, and a load-more row.
  @MainActor
  public func withThreeLayers() -> ThreeLayers {
    filtered { $0.content % 7 != 3 }
      .withFeaturedSection(Header(id: "featured"), items: [Promotion(id: 1), Promotion(id: 2)])
      .withLoadMore {}
  }
}

/// A model of `count` rows under three layers — filter, featured section, load-more — with an
/// observer on top, as a table controller would be.
@MainActor
public final class LayeredModel {
  /// The model the edits go to.
  public let model: ArrayTableModel<Row>
  /// The top layer, which the observer follows.
  public let top: ThreeLayers
  /// The changes the observer on top has heard.
  public let changes = ChangeCount()
  /// The observation of the top layer.
  public let observation: TableModelEvents.Observation
  /// The identity of the next row appended.
  public var nextID: Int

  /// A model of `count` rows, each of content 0, under the three layers.
  public init(count: Int) {
    model = ArrayTableModel((0..<count).map { Row(id: $0, content: 0) })
    top = model.withThreeLayers()
    nextID = count
    observation = top.events.observe { [changes] event in
      if case .changed = event { changes.value += 1 }
    }
  }
}

/// A count of the changes an observer heard.
@MainActor
public final class ChangeCount {
  /// The number of changes.
  public var value = 0
}

/// Edits in the proportions of a sync: a quarter each of appends, removals, content updates and
/// moves, at positions spread over the model by a fixed sequence.
@MainActor
public enum MixedEdits {
  /// Applies `count` edits to the model of `stack`.
  public static func apply(_ count: Int, to stack: LayeredModel) {
    var state: UInt64 = 0x2545_F491_4F6C_DD1D
    func position(below bound: Int) -> Int {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int(truncatingIfNeeded: state >> 33) % bound
    }
    let model = stack.model
    for edit in 0..<count {
      switch edit % 4 {
      case 0:
        model.append(Row(id: stack.nextID, content: 0))
        stack.nextID += 1
      case 1:
        model.remove(at: position(below: model.count))
      case 2:
        var row = model[position(below: model.count)]
        row.content += 1
        model.update(row)
      default:
        model.move(from: position(below: model.count), to: position(below: model.count))
      }
    }
  }
}
