/// The diff of two sectioned collections as one batch: which sections and rows pair up, and the
/// changeset that turns the source into the target.
///
/// One hash table is built, over the source's item identities (and a small one over its
/// section identities). Each target row is first compared with the source row after the
/// previous pair's — the common case of rows that kept their order — and looked up in the
/// table only when that guess fails; rows that keep missing (a shuffled target) are looked up
/// a block at a time, so that the cache misses of their lookups overlap. Everything else is linear passes over compact arrays, plus
/// a longest increasing subsequence per section pair (nearly linear for nearly-ordered data), so
/// that moves are as few as possible: the rows in the subsequence stay, the rest move.
///
/// The working memory is a few bytes per row — a 32-bit source position per target row and a
/// bit per source row — because at a million rows a diff is bound by memory traffic, not by
/// instructions.
///
/// A row that moves out of a deleted section or into an inserted one cannot be expressed as a
/// move in one batch: UIKit would reload the whole table instead (R21). ``changeset()``
/// expresses such rows as a delete and an insert; ``needsStaging`` tells the caller that
/// ``stages()`` can keep their cells instead, from the same pairing.
@usableFromInline
struct SectionedDiff<Section: DiffableSection> {
  @usableFromInline typealias Item = Section.Item

  @usableFromInline let source: [Section]
  @usableFromInline let target: [Section]
  /// For each source section, its target index, or -1 when deleted.
  @usableFromInline var sourceSectionTarget: [Int]
  /// For each target section, its source index, or -1 when inserted.
  @usableFromInline var targetSectionSource: [Int]
  /// Flat row offsets of each section, with the total at the end.
  @usableFromInline let sourceOffsets: [Int]
  @usableFromInline let targetOffsets: [Int]
  /// For each flat target row, its flat source row, or -1 when inserted.
  @usableFromInline var targetRowSource: [Int32] = []
  /// One bit per flat source row: set when the row pairs with a target row.
  @usableFromInline var sourceRowPaired: [UInt64] = []
  /// The flat target rows, in order, whose content differs from their source row's.
  @usableFromInline var changedTargetRows: [Int32] = []
  /// The number of rows that pair.
  @usableFromInline var pairedRowCount = 0
  /// Whether some row pairs across a deleted or inserted section (R21); known once rows pair.
  @usableFromInline var needsStaging = false
  /// Identities seen more than once.
  @usableFromInline var repeatedSectionIDs: [Section.ID] = []
  @usableFromInline var repeatedItemIDs: [Item.ID] = []

  /// Pairs the sections and rows of `source` and `target`.
  ///
  /// - Precondition: Source and target have fewer than 2³¹ rows each.
  @inlinable
  init(source: [Section], target: [Section], recordingRepeats: Bool) {
    self.source = source
    self.target = target
    sourceSectionTarget = Array(repeating: -1, count: source.count)
    targetSectionSource = Array(repeating: -1, count: target.count)
    sourceOffsets = Self.offsets(of: source)
    targetOffsets = Self.offsets(of: target)
    requireContract(
      sourceOffsets[source.count] < Int32.max && targetOffsets[target.count] < Int32.max,
      "StagedChangeset: a diff holds fewer than 2,147,483,647 rows on each side")
    pairSections(recordingRepeats: recordingRepeats)
    pairRows(recordingRepeats: recordingRepeats)
  }

  @inlinable
  static func offsets(of sections: [Section]) -> [Int] {
    var offsets = [Int]()
    offsets.reserveCapacity(sections.count + 1)
    var total = 0
    for section in sections {
      offsets.append(total)
      total += section.items.count
    }
    offsets.append(total)
    return offsets
  }

  @inlinable
  mutating func pairSections(recordingRepeats: Bool) {
    let table = IdentityTable<Section.ID>(source.lazy.map(\.id))
    var inserted = Set<Section.ID>()
    for index in target.indices {
      let id = target[index].id
      var position = table.take(id)
      if position >= 0, sourceSectionTarget[position] >= 0 { position = -2 }
      if position >= 0 {
        sourceSectionTarget[position] = index
        targetSectionSource[index] = position
      } else if recordingRepeats, position == -2 || !inserted.insert(id).inserted {
        repeatedSectionIDs.append(id)
      }
    }
    if recordingRepeats { repeatedSectionIDs += table.repeatedIDs }
  }

  /// Pairs rows by identity.
  ///
  /// When the source's identities are unique, a target row is first compared with the source row
  /// after the previous pair's, and only looked up in the table when that guess fails; the pairing
  /// is the same either way, since a unique identity pairs one way only.
  @inlinable
  mutating func pairRows(recordingRepeats: Bool) {
    let sourceCount = sourceOffsets[source.count]
    let targetCount = targetOffsets[target.count]
    let ids = UnsafeMutablePointer<Item.ID>.allocate(capacity: Swift.max(sourceCount, 1))
    var flat = 0
    for section in source {
      for item in section.items {
        (ids + flat).initialize(to: item.id)
        flat &+= 1
      }
    }
    let table = IdentityTable(taking: ids, count: sourceCount)
    let predicting = !table.hasDuplicates
    var paired = [UInt64](repeating: 0, count: (sourceCount &+ 63) >> 6)
    let sourceItems = source.map(\.items)
    var hint = 0
    var changed: [Int32] = []
    var unpaired: [Int] = []
    var repeats: [Item.ID] = []
    var pairCount = 0
    var staging = false
    let block = IdentityTable<Item.ID>.blockSize
    let probes = UnsafeMutablePointer<IdentityTable<Item.ID>.Probe>.allocate(capacity: block)
    let found = UnsafeMutablePointer<(position: Int, origin: Int)>.allocate(capacity: block)
    let pairs = [Int32](unsafeUninitializedCapacity: targetCount) { pairs, initialized in
      paired.withUnsafeMutableBufferPointer { paired in
        var flat = 0
        var predicted = 0
        // Guess while guesses succeed; after a miss, look up until a row follows its
        // predecessor again, so that shuffled rows cost one lookup, not a guess and a lookup.
        var guessing = predicting
        // Rows in a row that did not follow their predecessor; past a few, rows are looked up
        // a block at a time, into `found`, which holds the rows `blockStart..<blockEnd`.
        var misses = 0
        var blockStart = 0
        var blockEnd = 0
        for (targetSection, section) in target.enumerated() {
          let sectionOrigin = targetSectionSource[targetSection]
          let items = section.items
          blockEnd = 0
          for row in items.indices {
            let item = items[row]
            var position = -1
            // The source section of `position`, once known.
            var origin = -1
            if guessing, predicted < sourceCount,
              paired[predicted >> 6] & (1 << (predicted & 63)) == 0,
              table.id(at: predicted) == item.id
            {
              position = predicted
            } else if predicting {
              if row >= blockEnd, misses >= 4, items.count &- row >= block {
                // Shuffled rows: the block's lookups are started together, then finished, then
                // recorded, so that their cache misses (a slot, a source item) overlap.
                for index in 0..<block {
                  probes[index] = table.probe(hash: table.hash(of: items[row &+ index].id))
                }
                for index in 0..<block {
                  let id = items[row &+ index].id
                  var origin = -1
                  // Confirmed on the source item, read below for its content anyway.
                  let position = table.firstPosition(from: probes[index]) { candidate in
                    origin = sourceSection(of: candidate, hint: &hint)
                    return sourceItems[origin][candidate &- sourceOffsets[origin]].id == id
                  }
                  found[index] = (position, origin)
                }
                blockStart = row
                blockEnd = row &+ block
              }
              if row < blockEnd {
                (position, origin) = found[row &- blockStart]
              } else {
                let id = item.id
                // Confirmed on the source item, read below for its content anyway.
                position = table.firstPosition(of: id) { candidate in
                  origin = sourceSection(of: candidate, hint: &hint)
                  return sourceItems[origin][candidate &- sourceOffsets[origin]].id == id
                }
              }
              if position >= 0, paired[position >> 6] & (1 << (position & 63)) != 0 {
                position = -2
              }
              misses = position == predicted ? 0 : misses &+ 1
              // Inside a block, guess again only once it is used up.
              guessing = misses == 0 && row &+ 1 >= blockEnd
            } else {
              position = table.take(item.id)
            }
            if position >= 0 {
              paired[position >> 6] |= 1 << (position & 63)
              pairCount &+= 1
              pairs[flat] = Int32(truncatingIfNeeded: position)
              predicted = position &+ 1
              // Compare contents now, while both items are in cache.
              if origin < 0 { origin = sourceSection(of: position, hint: &hint) }
              if origin != sectionOrigin, sectionOrigin < 0 || sourceSectionTarget[origin] < 0 {
                staging = true
              }
              if !sourceItems[origin][position &- sourceOffsets[origin]].isContentEqual(to: item) {
                changed.append(Int32(truncatingIfNeeded: flat))
              }
            } else {
              pairs[flat] = -1
              if recordingRepeats {
                if position == -2 { repeats.append(item.id) } else { unpaired.append(flat) }
              }
            }
            flat &+= 1
          }
        }
      }
      initialized = targetCount
    }
    probes.deallocate()
    found.deallocate()
    targetRowSource = pairs
    pairedRowCount = pairCount
    needsStaging = staging
    sourceRowPaired = paired
    changedTargetRows = changed
    if recordingRepeats {
      // Identities new to the target, repeated within it: built like the source's table, whose
      // duplicate chains find them.
      let newIDs = UnsafeMutablePointer<Item.ID>.allocate(capacity: Swift.max(unpaired.count, 1))
      var section = 0
      for (index, flat) in unpaired.enumerated() {
        while targetOffsets[section &+ 1] <= flat { section &+= 1 }
        (newIDs + index).initialize(to: target[section].items[flat &- targetOffsets[section]].id)
      }
      let newTable = IdentityTable(taking: newIDs, count: unpaired.count)
      repeatedItemIDs = repeats + newTable.repeatedIDs + table.repeatedIDs
    }
  }

  /// Whether a flat source row pairs with a target row.
  @inlinable
  func isPaired(_ sourceFlat: Int) -> Bool {
    sourceRowPaired[sourceFlat >> 6] & (1 << (sourceFlat & 63)) != 0
  }

  /// The section of a flat source row, starting the search at `hint` (the last answer), which is
  /// right or close for rows that kept their order.
  @inlinable
  func sourceSection(of flat: Int, hint: inout Int) -> Int {
    if sourceOffsets[hint] <= flat, flat < sourceOffsets[hint &+ 1] { return hint }
    var low = 0
    var high = source.count &- 1
    while low < high {
      let mid = (low &+ high &+ 1) >> 1
      if sourceOffsets[mid] <= flat { low = mid } else { high = mid &- 1 }
    }
    // Skip empty sections that share the offset.
    while sourceOffsets[low &+ 1] <= flat { low &+= 1 }
    hint = low
    return low
  }
}
