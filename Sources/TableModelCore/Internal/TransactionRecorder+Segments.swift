extension TransactionRecorder {
  // A section's segments are handed out unretained (its entry owns them): an operation costs no
  // reference counting of the tree it edits.

  /// The segments of a section an earlier operation touched.
  func existingRows(of section: Int) -> Unmanaged<CountedTree<RowSegment>>? {
    sections.withUnsafeBufferPointer { sections in
      sections[section].rows.map { Unmanaged.passUnretained($0) }
    }
  }

  /// The segments of a section, made when an operation first touches it.
  private mutating func rows(of section: Int) -> Unmanaged<CountedTree<RowSegment>> {
    if let rows = existingRows(of: section) { return rows }
    let count = sections[section].oldRowCount
    let tree = CountedTree<RowSegment>(
      count > 0 ? [.original(start: 0, length: count)] : [], weigh: { $0.length })
    sections[section].rows = tree
    return .passUnretained(tree)
  }

  mutating func insert(_ segment: RowSegment, at path: RowPath) {
    guard sections[path.section].oldIndex != nil else { return }
    rows(of: path.section)._withUnsafeGuaranteedRef { tree in
      insert(segment, at: path.row, into: tree)
    }
  }

  private func insert(_ segment: RowSegment, at row: Int, into tree: CountedTree<RowSegment>) {
    if row == tree.totalWeight {
      // At the end: found by following the last children, and an inserted row joins a run of
      // inserted rows there.
      let end = tree.endPlace
      if end.offset > 0, case .inserted(let added) = segment.kind {
        let last = CountedTree<RowSegment>.Place(leaf: end.leaf, offset: end.offset - 1)
        if case .inserted(let length) = tree.element(at: last).kind {
          tree.replaceSegment(at: last, with: .inserted(length: length + added))
          return
        }
      }
      tree.insertSegment(segment, at: end)
      return
    }
    // The segment is edited where the descent found it: a split keeps the first part in place
    // and inserts the segment and the rest after it.
    let (place, offset, existing) = tree.segment(atRow: row)
    if offset == 0 {
      tree.insertSegment(segment, at: place)
      return
    }
    switch existing.kind {
    case .original(let start, let length):
      tree.splitSegment(
        at: place, into: .original(start: start, length: offset), segment,
        .original(start: start + offset, length: length - offset))
    case .inserted(let length):
      if case .inserted(let added) = segment.kind {
        tree.replaceSegment(at: place, with: .inserted(length: length + added))
      } else {
        tree.splitSegment(
          at: place, into: .inserted(length: offset), segment, .inserted(length: length - offset))
      }
    case .moved:
      contractViolation("a moved row is one row long")
    }
  }

  /// Removes the row at `path` from its section's segments and says what it was; `nil` for a
  /// row of a section inserted in this transaction.
  mutating func takeRow(at path: RowPath) -> RemovedRow? {
    guard let oldSection = sections[path.section].oldIndex else { return nil }
    return rows(of: path.section)._withUnsafeGuaranteedRef { tree in
      takeRow(at: path.row, from: tree, oldSection: oldSection)
    }
  }

  private func takeRow(
    at row: Int, from tree: CountedTree<RowSegment>, oldSection: Int
  ) -> RemovedRow {
    let (place, offset, segment) = tree.segment(atRow: row)
    switch segment.kind {
    case .original(let start, let length):
      let old = RowPath(row: start + offset, section: oldSection)
      // The segment keeps the rows before the removed one, or the rows after it when there are
      // none before; the rows after it get a segment of their own when there are both.
      let after = length - offset - 1
      if offset > 0, after > 0 {
        tree.splitSegment(
          at: place, into: .original(start: start, length: offset),
          .original(start: start + offset + 1, length: after))
      } else if offset > 0 {
        tree.replaceSegment(at: place, with: .original(start: start, length: offset))
      } else if after > 0 {
        tree.replaceSegment(at: place, with: .original(start: start + 1, length: after))
      } else {
        tree.removeSegment(at: place)
      }
      return .original(old)
    case .inserted(let length):
      if length == 1 {
        tree.removeSegment(at: place)
      } else {
        tree.replaceSegment(at: place, with: .inserted(length: length - 1))
      }
      return .inserted
    case .moved(let from, let updated):
      tree.removeSegment(at: place)
      return .moved(from: from, updated: updated)
    }
  }
}

/// The edits of a section's segments, passing the weight of a segment (its length) to the tree:
/// the recorder's code, specialized for segments, inlines it instead of calling the tree's
/// stored closure for every segment a descent scans.
extension CountedTree where Element == TransactionRecorder.RowSegment {
  /// The segment holding the row at `row`, where it is, and the row's offset in it.
  @inline(__always)
  func segment(atRow row: Int) -> (place: Place, into: Int, element: Element) {
    place(ofWeight: row, weigh: { $0.length })
  }

  @inline(__always)
  func replaceSegment(at place: Place, with segment: Element) {
    replace(at: place, with: segment, weigh: { $0.length })
  }

  @inline(__always)
  func insertSegment(_ segment: Element, at place: Place) {
    insert(segment, at: place, weigh: { $0.length })
  }

  /// Replaces the segment at a place by `first`, followed by `second` and `third`.
  @inline(__always)
  func splitSegment(
    at place: Place, into first: Element, _ second: Element, _ third: Element? = nil
  ) {
    replace(at: place, with: first, inserting: second, then: third, weigh: { $0.length })
  }

  @inline(__always)
  func removeSegment(at place: Place) {
    remove(at: place, weigh: { $0.length })
  }
}
