import TableModelTestSupport
import TableModelTesting
import Testing

/// `<NSIndexPath: 0x0> {length = 2, path = s - r}`, as the headless table prints index paths.
func ip(_ section: Int, _ row: Int) -> String {
  "<NSIndexPath: 0x0> {length = 2, path = \(section) - \(row)}"
}

/// Expects a batch to be rejected by a rule with exactly UIKit's message.
func expectRejected(
  _ result: Result<BatchValidator.ValidatedBatch, TableUpdateError>, _ rule: TableUpdateError.Rule,
  _ message: String, sourceLocation: SourceLocation = #_sourceLocation
) {
  switch result {
  case .success(let batch):
    Issue.record(
      "expected \(rule.identifier), but the batch was accepted: \(batch.updates)",
      sourceLocation: sourceLocation)
  case .failure(let error):
    #expect(error.rule == rule, sourceLocation: sourceLocation)
    #expect(error.message == message, sourceLocation: sourceLocation)
  }
}

/// Expects an "Invalid batch updates detected" rejection (R23), compared as the specification
/// asks: by its first line plus the before and after lines, and here also its update list.
func expectInvalidBatchUpdates(
  _ result: Result<BatchValidator.ValidatedBatch, TableUpdateError>, before: String, after: String,
  updates: [String], sourceLocation: SourceLocation = #_sourceLocation
) {
  guard case .failure(let error) = result else {
    Issue.record("expected R23, but the batch was accepted", sourceLocation: sourceLocation)
    return
  }
  #expect(error.rule == .invalidBatchUpdates, sourceLocation: sourceLocation)
  let lines = error.message.split(separator: "\n", omittingEmptySubsequences: false).map(
    String.init)
  #expect(
    lines.first?.hasPrefix("Invalid batch updates detected: ") == true,
    sourceLocation: sourceLocation)
  #expect(lines.contains("Data source before updates = \(before)"), sourceLocation: sourceLocation)
  #expect(lines.contains("Data source after updates = \(after)"), sourceLocation: sourceLocation)
  let listed =
    updates.isEmpty
    ? "Updates = [\n\n]"
    : "Updates = [\n" + updates.map { "\t\($0)" }.joined(separator: ",\n") + "\n]"
  #expect(error.message.hasSuffix(listed), sourceLocation: sourceLocation)
}

/// The R24 message for a section.
func invalidRows(
  section: Int, after: Int, before: Int, inserted: Int, deleted: Int, movedIn: Int = 0,
  movedOut: Int = 0
) -> String {
  "Invalid update: invalid number of rows in section \(section). The number of rows contained in an existing section after the update (\(after)) must be equal to the number of rows contained in that section before the update (\(before)), plus or minus the number of rows inserted or deleted from that section (\(inserted) inserted, \(deleted) deleted) and plus or minus the number of rows moved into or out of that section (\(movedIn) moved in, \(movedOut) moved out)."
}

/// Expects a batch to be accepted and animated, and returns its mapping.
@discardableResult
func expectAnimated(
  _ result: Result<BatchValidator.ValidatedBatch, TableUpdateError>,
  sourceLocation: SourceLocation = #_sourceLocation
) -> BatchValidator.Mapping? {
  switch result {
  case .failure(let error):
    Issue.record("expected acceptance, got \(error)", sourceLocation: sourceLocation)
    return nil
  case .success(let batch):
    guard let mapping = batch.mapping else {
      Issue.record("expected an animated batch, got a reload", sourceLocation: sourceLocation)
      return nil
    }
    return mapping
  }
}

/// Expects the old → new row map to be exactly `expected` (nil = deleted), for every old row.
func expectRows(
  _ mapping: BatchValidator.Mapping?, _ expected: [RowPath: RowPath?],
  sourceLocation: SourceLocation = #_sourceLocation
) {
  guard let mapping else { return }
  var actual: [RowPath: RowPath?] = [:]
  for (section, count) in mapping.oldShape.rowCounts.enumerated() {
    for row in 0..<count {
      let path = p(section, row)
      actual[path] = .some(mapping.newPath(forOld: path))
    }
  }
  #expect(actual == expected, sourceLocation: sourceLocation)
}

/// Expects the new rows without an old counterpart to be exactly `inserted`.
func expectNewRows(
  _ mapping: BatchValidator.Mapping?, _ inserted: Set<RowPath>,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  guard let mapping else { return }
  var actual = Set<RowPath>()
  for (section, count) in mapping.newShape.rowCounts.enumerated() {
    for row in 0..<count where mapping.oldPath(forNew: p(section, row)) == nil {
      actual.insert(p(section, row))
    }
  }
  #expect(actual == inserted, sourceLocation: sourceLocation)
}

/// Runs a batch on a fixture and expects its cells to follow the mapping: every kept row's cell
/// is the same object at its new position with its old text, and every new row's cell is new and
/// shows the data source's new text.
@MainActor
func expectCellsFollowMapping(
  _ fixture: HeadlessFixture, to new: TableShape,
  _ calls: (HeadlessTableView) throws -> Void,
  sourceLocation: SourceLocation = #_sourceLocation
) -> BatchValidator.Mapping? {
  var before: [RowPath: HeadlessTableViewCell] = [:]
  for path in fixture.table.indexPathsForVisibleRows {
    before[path] = fixture.table.cellForRow(at: path)
  }
  let mapping = expectAnimated(fixture.batch(to: new, calls), sourceLocation: sourceLocation)
  guard let mapping else { return nil }
  for (section, count) in new.rowCounts.enumerated() {
    for row in 0..<count {
      let path = p(section, row)
      let cell = fixture.table.cellForRow(at: path)
      if let old = mapping.oldPath(forNew: path) {
        #expect(
          cell === before[old], "cell of \(old) should move to \(path)",
          sourceLocation: sourceLocation)
        #expect(cell?.text == "\(old.section).\(old.row)", sourceLocation: sourceLocation)
      } else {
        #expect(cell?.text == "new \(section).\(row)", sourceLocation: sourceLocation)
      }
    }
  }
  let after = fixture.table.visibleCells.map(ObjectIdentifier.init)
  #expect(Set(after).count == after.count, "a cell shows two rows", sourceLocation: sourceLocation)
  return mapping
}
