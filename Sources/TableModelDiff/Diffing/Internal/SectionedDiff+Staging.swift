extension SectionedDiff {
  /// The intermediate data of a staged diff, for when rows pair across deleted or inserted
  /// sections (``needsStaging``), so that every such row keeps its cell.
  ///
  /// UIKit reloads the whole table instead of animating when a batch moves a row out of a section
  /// it deletes or into a section it inserts (R21). So the rows wait:
  ///
  /// 1. First stage: everything else happens. A deleted section that still has rows to give away
  ///    stays (its other rows go); an inserted section that will receive rows arrives holding only
  ///    its new rows; the rows bound for it stay behind, at the end of their section.
  /// 2. Second stage: the waiting rows move into the sections inserted in the first stage, and the
  ///    deleted sections, now empty, go — unless some of them still hold waiting rows;
  /// 3. then a third stage deletes those, now empty.
  ///
  /// - Returns: The data after each stage but the last, whose data is the target.
  @inlinable
  func intermediates() -> [[Section]] {
    var sourceRowTarget = Array(repeating: -1, count: sourceOffsets[source.count])
    for (flat, origin) in targetRowSource.enumerated() where origin >= 0 {
      sourceRowTarget[Int(origin)] = flat
    }
    let givesAway = sectionsGivingAwayRows()
    var waiting = Array(repeating: false, count: sourceRowTarget.count)
    var receives = Array(repeating: false, count: target.count)
    for section in target.indices where targetSectionSource[section] < 0 {
      for flat in targetOffsets[section]..<targetOffsets[section &+ 1] {
        let origin = Int(targetRowSource[flat])
        if origin >= 0 {
          receives[section] = true
          waiting[origin] = true
        }
      }
    }
    // Where the kept deleted sections sit: after the target section of the surviving source
    // section that precedes them (slot 0: before every section).
    var attached = Array(repeating: [Int](), count: target.count &+ 1)
    var anchor = -1
    for section in source.indices {
      if sourceSectionTarget[section] >= 0 {
        anchor = sourceSectionTarget[section]
      } else if givesAway[section] {
        attached[anchor &+ 1].append(section)
      }
    }
    func waitingItems(ofSource section: Int) -> [Item] {
      (sourceOffsets[section]..<sourceOffsets[section &+ 1]).compactMap { flat in
        waiting[flat] ? targetItem(atFlat: sourceRowTarget[flat]) : nil
      }
    }
    var first: [Section] = []
    var second: [Section] = []
    var secondNeeded = false
    func appendAttached(_ slot: Int) {
      for section in attached[slot] {
        let items = waitingItems(ofSource: section)
        secondNeeded = secondNeeded || !items.isEmpty
        first.append(Section(source: source[section], items: items))
        second.append(Section(source: source[section], items: []))
      }
    }
    appendAttached(0)
    for section in target.indices {
      let origin = targetSectionSource[section]
      let items = target[section].items
      if receives[section] {
        let base = targetOffsets[section]
        first.append(
          Section(
            source: target[section],
            items: items.indices.compactMap { targetRowSource[base &+ $0] < 0 ? items[$0] : nil }))
      } else if origin >= 0 {
        first.append(
          Section(source: target[section], items: items + waitingItems(ofSource: origin)))
      } else {
        first.append(target[section])
      }
      second.append(target[section])
      appendAttached(section &+ 1)
    }
    return secondNeeded ? [first, second] : [first]
  }

  /// Deleted source sections with at least one row that survives elsewhere.
  @inlinable
  func sectionsGivingAwayRows() -> [Bool] {
    source.indices.map { section in
      sourceSectionTarget[section] < 0
        && (sourceOffsets[section]..<sourceOffsets[section &+ 1]).contains(where: isPaired)
    }
  }

  @inlinable
  func targetItem(atFlat flat: Int) -> Item {
    var low = 0
    var high = target.count - 1
    while low < high {
      let mid = (low &+ high &+ 1) >> 1
      if targetOffsets[mid] <= flat { low = mid } else { high = mid &- 1 }
    }
    return target[low].items[flat &- targetOffsets[low]]
  }
}
