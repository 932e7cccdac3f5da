/// Where a layer's own sections and rows sit among the sections of the model below it — the
/// "splice" of the load-more, featured-section and empty-state layers — and how a change of the
/// model below, or of the layer's own elements, becomes a change of the layer's output.
///
/// Base rows keep their row indexes (a layer's own row only ever sits after a base section's
/// rows, or in a section without base rows), so a base change only needs its section indexes
/// translated. The layer's own sections are moved explicitly when they survive a change that
/// adds, removes or moves a section, so base sections left unmentioned keep pairing with the
/// free slots in order; otherwise everything stays put and UIKit's mapping of unmentioned
/// sections and rows needs no help. A layer's own row that changes its host section moves there,
/// or is deleted and inserted when its old host is deleted or its new one inserted (a move across
/// those would make UIKit reload the table, R21).
struct PresentationLayout: Equatable {
  enum Slot: Equatable {
    /// A section of the model below.
    case base(Int)
    /// One of the layer's own sections, by tag.
    case own(Int)
  }

  /// One of the layer's own rows in a base section.
  struct HostedRow: Equatable {
    var tag: Int
    var section: Int
    var row: Int
  }

  var sections: [Slot]
  var hostedRows: [HostedRow] = []

  func index(of slot: Slot) -> Int? { sections.firstIndex(of: slot) }

  /// The output change for a base change `base` (empty for a change of the layer's own
  /// elements) that takes the output from `old` to `new`.
  static func change(from old: Self, to new: Self, base: Changeset) -> Changeset {
    var oldIndex: [Int: Int] = [:]
    var newIndex: [Int: Int] = [:]
    for (index, slot) in old.sections.enumerated() {
      if case .base(let section) = slot { oldIndex[section] = index }
    }
    for (index, slot) in new.sections.enumerated() {
      if case .base(let section) = slot { newIndex[section] = index }
    }
    var change = base.translatingSections(old: { oldIndex[$0]! }, new: { newIndex[$0]! })
    let deletedBase = Set(base.deletedSections)
    let insertedBase = Set(base.insertedSections)
    // When no section comes, goes or moves, UIKit's mapping of unmentioned sections and rows
    // keeps the layer's own ones where they are: they need no explicit move.
    let keepsSections =
      old.sections == new.sections && base.deletedSections.isEmpty
      && base.insertedSections.isEmpty && base.movedSections.isEmpty
    // The layer's own sections.
    for (index, slot) in old.sections.enumerated() {
      guard case .own = slot else { continue }
      if let destination = new.index(of: slot) {
        if keepsSections { continue }
        change.movedSections.append(Changeset.SectionMove(index, to: destination))
      } else {
        change.deletedSections.append(index)
      }
    }
    for (index, slot) in new.sections.enumerated() {
      if case .own = slot, old.index(of: slot) == nil { change.insertedSections.append(index) }
    }
    // The layer's own rows in base sections.
    func survives(_ row: HostedRow) -> Bool {
      switch old.sections[row.section] {
      case .base(let section): !deletedBase.contains(section)
      case .own(let tag): new.index(of: .own(tag)) != nil
      }
    }
    func arrivesFresh(_ row: HostedRow) -> Bool {
      switch new.sections[row.section] {
      case .base(let section): insertedBase.contains(section)
      case .own(let tag): old.index(of: .own(tag)) == nil
      }
    }
    for before in old.hostedRows {
      let source = RowPath(row: before.row, section: before.section)
      guard let after = new.hostedRows.first(where: { $0.tag == before.tag }) else {
        if survives(before) { change.deletedRows.append(source) }
        continue
      }
      let destination = RowPath(row: after.row, section: after.section)
      switch (survives(before), arrivesFresh(after)) {
      case (true, false):
        // A row that stays last in the same section is kept last by UIKit's mapping.
        if source.section != destination.section || !keepsSections {
          change.movedRows.append(Changeset.RowMove(source, to: destination))
        }
      case (true, true): change.deletedRows.append(source)
      case (false, false): change.insertedRows.append(destination)
      case (false, true): break
      }
    }
    for after in new.hostedRows where !old.hostedRows.contains(where: { $0.tag == after.tag }) {
      if !arrivesFresh(after) {
        change.insertedRows.append(RowPath(row: after.row, section: after.section))
      }
    }
    change.deletedRows.sort()
    change.insertedRows.sort()
    return change
  }
}
