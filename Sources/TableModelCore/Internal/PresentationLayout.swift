/// Where a layer's own section and row sit among the sections of the model below it — the
/// "splice" of the load-more, featured-section and empty-state layers — and how a change of the
/// model below, or of the layer's own elements, becomes a change of the layer's output.
///
/// A splicing layer shows every section of the model below, in order, with at most one section
/// of its own among them and at most one row of its own after the rows of a base section (or as
/// the only row of an empty one). Base rows keep their row indexes, so a base change only needs
/// its section indexes translated — and not even that when the layer's own section comes after
/// every base section: then the change passes through as it is, without a copy. The layer's own
/// section is moved explicitly when it survives a change that adds, removes or moves a section,
/// so base sections left unmentioned keep pairing with the free slots in order; otherwise
/// everything stays put and UIKit's mapping of unmentioned sections and rows needs no help. A
/// layer's own row that changes its host section moves there, or is deleted and inserted when its
/// old host is deleted or its new one inserted (a move across those would make UIKit reload the
/// table, R21).
///
/// The layout is a few integers, so computing it for every change allocates nothing.
struct PresentationLayout: Equatable {
  enum Slot: Equatable {
    /// A section of the model below.
    case base(Int)
    /// The layer's own section.
    case own
  }

  /// The number of sections of the model below, all shown.
  var baseSections: Int
  /// The output index of the layer's own section, or `nil` when it shows none.
  var ownSection: Int?
  /// The output position of the layer's own row in a section of the model below, or `nil`.
  var hostedRow: RowPath?

  init(baseSections: Int, ownSection: Int? = nil, hostedRow: RowPath? = nil) {
    self.baseSections = baseSections
    self.ownSection = ownSection
    self.hostedRow = hostedRow
  }

  /// The number of output sections.
  var sectionCount: Int { baseSections + (ownSection == nil ? 0 : 1) }

  /// What the output section at `index` shows.
  func slot(of index: Int) -> Slot {
    guard let own = ownSection else { return .base(index) }
    if index == own { return .own }
    return .base(index < own ? index : index - 1)
  }

  /// The output index of a base section.
  ///
  /// Section `Int.max`, which no model has (a custom model's change may name it all the same),
  /// stays `Int.max` after the layer's own section: a section no output has either, which the
  /// table refuses as it would the base's, where `+ 1` overflowed.
  func outputSection(ofBase section: Int) -> Int {
    Self.outputSection(ofBase: section, ownSection: ownSection ?? .max)
  }

  /// The output index of a base section past a layer's own section `ownSection` — `Int.max`
  /// when the layer has none — as ``outputSection(ofBase:)`` gives it.
  @inline(__always)
  static func outputSection(ofBase section: Int, ownSection: Int) -> Int {
    section >= ownSection && section < .max ? section &+ 1 : section
  }

  /// Whether every base section shows at its own index.
  var keepsBaseIndexes: Bool { ownSection.map { $0 >= baseSections } ?? true }

  /// The output change for a base change `base` (empty for a change of the layer's own
  /// elements) that takes the output from `old` to `new`.
  ///
  /// - Complexity: O(*k*) for the *k* elements of `base`; none copied when both layouts keep the
  ///   base indexes and the layer's own elements stay put.
  static func change(from old: Self, to new: Self, base: Changeset) -> Changeset {
    var change =
      old.keepsBaseIndexes && new.keepsBaseIndexes
      ? base
      : base.translatingSections(oldOwnSection: old.ownSection, newOwnSection: new.ownSection)
    // When no section comes, goes or moves, UIKit's mapping of unmentioned sections and rows
    // keeps the layer's own ones where they are: they need no explicit move.
    let keepsSections =
      old.baseSections == new.baseSections && old.ownSection == new.ownSection
      && base.deletedSections.isEmpty && base.insertedSections.isEmpty
      && base.movedSections.isEmpty
    // The layer's own section.
    switch (old.ownSection, new.ownSection) {
    case (let before?, let after?):
      if !keepsSections { change.movedSections.append(Changeset.SectionMove(before, to: after)) }
    case (let before?, nil): change.deletedSections.append(before)
    case (nil, let after?): change.insertedSections.append(after)
    case (nil, nil): break
    }
    // The layer's own row in a base section.
    func survives(_ row: RowPath) -> Bool {
      switch old.slot(of: row.section) {
      case .base(let section): !base.deletedSections.contains(section)
      case .own: new.ownSection != nil
      }
    }
    func arrivesFresh(_ row: RowPath) -> Bool {
      switch new.slot(of: row.section) {
      case .base(let section): base.insertedSections.contains(section)
      case .own: old.ownSection == nil
      }
    }
    switch (old.hostedRow, new.hostedRow) {
    case (let source?, let destination?):
      switch (survives(source), arrivesFresh(destination)) {
      case (true, false):
        // A row that stays last in the same section is kept last by UIKit's mapping.
        if source.section != destination.section || !keepsSections {
          change.movedRows.append(Changeset.RowMove(source, to: destination))
        }
      case (true, true): change.deletedRows.append(source)
      case (false, false): change.insertedRows.append(destination)
      case (false, true): break
      }
    case (let source?, nil):
      if survives(source) { change.deletedRows.append(source) }
    case (nil, let destination?):
      if !arrivesFresh(destination) { change.insertedRows.append(destination) }
    case (nil, nil): break
    }
    if !change.deletedRows.isSortedAscending { change.deletedRows.sort() }
    if !change.insertedRows.isSortedAscending { change.insertedRows.sort() }
    return change
  }
}

extension Changeset {
  /// The changeset with its base section indexes translated to output ones: old indexes past a
  /// layer's own section before the change, `oldOwnSection`, and new ones past its own section
  /// after it, `newOwnSection` (``PresentationLayout/outputSection(ofBase:ownSection:)``).
  ///
  /// Plain arithmetic per position, not a closure: a change of thousands of rows passes through
  /// here, and a call per position cost more than the rest of the copy.
  func translatingSections(oldOwnSection: Int?, newOwnSection: Int?) -> Changeset {
    let oldOwn = oldOwnSection ?? .max
    let newOwn = newOwnSection ?? .max
    @inline(__always) func old(_ section: Int) -> Int {
      PresentationLayout.outputSection(ofBase: section, ownSection: oldOwn)
    }
    @inline(__always) func new(_ section: Int) -> Int {
      PresentationLayout.outputSection(ofBase: section, ownSection: newOwn)
    }
    // Each list is written once into a new one of its size, without an append's checks.
    @inline(__always) func translating<Element>(
      _ elements: [Element], _ translate: (Element) -> Element
    ) -> [Element] {
      elements.withUnsafeBufferPointer { elements in
        [Element](unsafeUninitializedCapacity: elements.count) { result, count in
          for index in elements.indices {
            (result.baseAddress.unsafelyUnwrapped + index).initialize(
              to: translate(elements[index]))
          }
          count = elements.count
        }
      }
    }
    return Changeset(
      deletedSections: deletedSections.map(old),
      insertedSections: insertedSections.map(new),
      movedSections: movedSections.map { SectionMove(old($0.source), to: new($0.destination)) },
      updatedSections: updatedSections.map(new),
      deletedRows: translating(deletedRows) { RowPath(row: $0.row, section: old($0.section)) },
      insertedRows: translating(insertedRows) { RowPath(row: $0.row, section: new($0.section)) },
      movedRows: translating(movedRows) {
        RowMove(
          RowPath(row: $0.source.row, section: old($0.source.section)),
          to: RowPath(row: $0.destination.row, section: new($0.destination.section)))
      },
      updatedRows: translating(updatedRows) { RowPath(row: $0.row, section: new($0.section)) })
  }
}
