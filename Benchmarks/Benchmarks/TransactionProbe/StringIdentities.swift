// The same transaction on a model whose rows have `String` identities — 36 characters, as an
// app's UUID strings — under the same three layers: what hashing and comparing an identity
// cost the edits (`TransactionProbe [rows] [edits] [runs] --string-ids`).

import LayeredModels
import TableModelCore

/// A row whose identity is a `String`.
struct NamedRow: Diffable, Equatable {
  let id: String
  var content: Int
}

/// The identity of row `number`: 36 characters, too long for a small string, so that it lives
/// on the heap as an app's UUID string does.
func rowName(_ number: Int) -> String {
  let digits = String(number)
  return "row-0000-0000-0000-" + String(repeating: "0", count: max(0, 17 - digits.count)) + digits
}

/// A count of the changes an observer heard.
@MainActor
final class HeardChanges {
  var value = 0
}

/// A model of `count` named rows under the three layers, with an observer on top.
@MainActor
final class NamedLayeredModel {
  let model: ArrayTableModel<NamedRow>
  let top:
    LoadMoreLayer<
      FeaturedSectionLayer<FilterLayer<ArrayTableModel<NamedRow>>, Header, Promotion>
    >
  let changes = HeardChanges()
  let observation: TableModelEvents.Observation
  var nextID: Int

  init(count: Int) {
    model = ArrayTableModel((0..<count).map { NamedRow(id: rowName($0), content: 0) })
    top = model.filtered { $0.content % 7 != 3 }
      .withFeaturedSection(Header(id: "featured"), items: [Promotion(id: 1), Promotion(id: 2)])
      .withLoadMore {}
    nextID = count
    observation = top.events.observe { [changes] event in
      if case .changed = event { changes.value += 1 }
    }
  }

  /// `MixedEdits.apply(_:to:)` on this model: the same edits at the same positions.
  func applyMixedEdits(_ count: Int) {
    var state: UInt64 = 0x2545_F491_4F6C_DD1D
    func position(below bound: Int) -> Int {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int(truncatingIfNeeded: state >> 33) % bound
    }
    for edit in 0..<count {
      switch edit % 4 {
      case 0:
        model.append(NamedRow(id: rowName(nextID), content: 0))
        nextID += 1
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

/// Runs `edits` mixed edits on a model of named rows in one transaction and times its two halves.
@inline(never) @MainActor
func measureOnceNamed(_ stack: NamedLayeredModel, edits: Int) -> TransactionTime {
  let processorStart = threadMilliseconds()
  let start = milliseconds()
  var editsEnd = start
  stack.model.performTransaction {
    stack.applyMixedEdits(edits)
    editsEnd = milliseconds()
  }
  let end = milliseconds()
  return TransactionTime(
    edits: editsEnd - start, commit: end - editsEnd,
    processor: threadMilliseconds() - processorStart)
}
