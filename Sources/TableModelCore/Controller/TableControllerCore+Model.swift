extension TableControllerCore {

  /// The number of sections.
  ///
  /// Reading it changes nothing: the shape the table read, which the controller checks every
  /// batch against, is what the table's data source answered.
  ///
  /// While the model changes — inside its `performTransaction`, before the change is published —
  /// the controller reads none of it (the layers above the changing model have not heard of the
  /// change, and stop when read): it answers the shape the table last read, as it answers the
  /// table, and ``item(at:)`` answers `nil`. Read the model itself for its edits so far.
  public var numberOfSections: Int {
    guard !isModelChanging else { return readShape.shape?.numberOfSections ?? 0 }
    return model.numberOfSections()
  }

  /// The number of rows in a section; 0 (and a diagnostic) for a section the model lacks.
  ///
  /// Reading it changes nothing: the shape the table read, which the controller checks every
  /// batch against, is what the table's data source answered. While the model changes, the
  /// count is that of the shape the table last read, as for ``numberOfSections``.
  ///
  /// - Parameter section: A section index.
  /// - Returns: The number of rows.
  public func numberOfRows(inSection section: Int) -> Int {
    if isModelChanging {
      guard let rows = lastReadRows(inSection: section) else {
        report(
          .positionOutOfRange,
          "numberOfRows(inSection: \(section)): while the model changes, the controller answers the shape the table last read, \(readShape.shape ?? TableShape([]))"
        )
        return 0
      }
      return rows
    }
    guard section >= 0, section < model.numberOfSections() else {
      report(
        .positionOutOfRange,
        "numberOfRows(inSection: \(section)): the model has \(model.numberOfSections()) sections")
      return 0
    }
    return model.numberOfRows(section)
  }

  /// The number of sections, answered to the table (its data source's
  /// `numberOfSections(in:)`): the table reads its shape, so the controller remembers it.
  ///
  /// Only a controller's data source calls it; app code reads ``numberOfSections``, which cannot
  /// make the controller believe the table read a shape it did not.
  ///
  /// While the model changes (``admitModelRead()``), the table gets the shape it last read — no
  /// sections when it read none — and the change reaches it as a reload.
  ///
  /// - Returns: The number of sections.
  package func tableReadsNumberOfSections() -> Int {
    uncommittedBatch = nil
    tableReadsItsShape()
    // The change reaches the table as a reload, which reads the shape again.
    guard admitModelRead() else { return readShape.shape?.numberOfSections ?? 0 }
    let count = readableSectionCount("TableControllerCore.numberOfSections(in:)")
    readShape.readSections(count)
    return count
  }

  /// The number of rows in a section, answered to the table (its data source's
  /// `tableView(_:numberOfRowsInSection:)`), which the controller remembers.
  ///
  /// - Parameter section: A section index.
  /// - Returns: The number of rows; 0 (and a diagnostic) for a section the model lacks.
  package func tableReadsNumberOfRows(inSection section: Int) -> Int {
    guard admitModelRead() else { return lastReadRows(inSection: section) ?? 0 }
    let count = numberOfRows(inSection: section)
    if containsSection(section) {
      readShape.readRows(count, inSection: section)
    }
    return count
  }

  /// The rows of a section in the shape the table last read — what the controller answers while
  /// the model changes — or `nil` for a section that shape lacks.
  private func lastReadRows(inSection section: Int) -> Int? {
    guard let shape = readShape.shape, section >= 0, section < shape.numberOfSections else {
      return nil
    }
    return shape.numberOfRows(inSection: section)
  }

  /// The item of a row, or `nil` (and a diagnostic) for a row the model lacks.
  ///
  /// While a change the model made during the table's layout waits for the layout to end, the
  /// table goes on asking about its rows as they were: a row the model no longer has is then
  /// answered with `nil` and no diagnostic.
  ///
  /// While the model changes — inside its `performTransaction`, before the change is published —
  /// there is no item either, and no diagnostic: a layer above the changing model (a filter) has
  /// not heard the change yet and no longer agrees with the model below it. The app's own read
  /// then changes nothing else: the change still reaches the table as its batch. (A table that
  /// asks then — reloaded from the transaction's operations, measuring its rows — gets the
  /// answers for a row without an item, and the change reaches it as a reload, which asks
  /// again.)
  ///
  /// - Parameter rowPath: The row.
  /// - Returns: The item, as the model publishes it.
  public func item(at rowPath: RowPath) -> (any Diffable)? {
    guard !isModelChanging else { return nil }
    return tableItem(at: rowPath)
  }

  /// The item of a row, for the table — ``item(at:)``, except that a read while the model
  /// changes is recorded (``admitModelRead()``), so that the change reaches the table as a
  /// reload.
  func tableItem(at rowPath: RowPath) -> (any Diffable)? {
    guard admitModelRead() else { return nil }
    guard contains(rowPath) else {
      if !isWaitingForLayout {
        report(
          .positionOutOfRange, "item(at: \(rowPath)): the model's shape is \(shapeDescription)")
      }
      return nil
    }
    return model.item(rowPath)
  }

  /// The model of a section, or `nil` (and a diagnostic) for a section the model lacks — with no
  /// diagnostic while a change the model made during the table's layout waits for the layout to
  /// end, and `nil` while the model changes, as for ``item(at:)``.
  ///
  /// - Parameter section: The section.
  /// - Returns: The section's model.
  public func sectionModel(at section: Int) -> (any Diffable)? {
    guard !isModelChanging else { return nil }
    return tableSectionModel(at: section)
  }

  /// The model of a section, for the table — ``sectionModel(at:)``, except that a read while the
  /// model changes is recorded, as for ``tableItem(at:)``.
  func tableSectionModel(at section: Int) -> (any Diffable)? {
    guard admitModelRead() else { return nil }
    guard containsSection(section) else {
      guard !isWaitingForLayout else { return nil }
      report(
        .positionOutOfRange,
        "sectionModel(at: \(section)): the model has \(model.numberOfSections()) sections")
      return nil
    }
    return model.sectionModel(section)
  }

  /// The context of a row, for handlers and actions: the same for every callback, with the
  /// row's cell whenever the table shows one.
  ///
  /// - Parameters:
  ///   - rowPath: The row.
  ///   - cell: Its cell, if known; otherwise the cell the table shows for the row, unless the
  ///     controller is applying a change or the table has yet to commit one (the table and the
  ///     model then disagree).
  /// - Returns: The context, or `nil` for a row the model lacks.
  package func context(at rowPath: RowPath, cell: AnyObject? = nil) -> RowContext? {
    // Not `Optional.map`: a closure formed on the main actor and called from it checks the
    // executor at every call, and a table asks for the context of every row it sizes.
    guard let item = tableItem(at: rowPath) else { return nil }
    let tableAgrees = !isApplying && uncommittedBatch == nil
    let cell = cell ?? (tableAgrees ? shownCell?(rowPath) : nil)
    return RowContext(item: item, rowPath: rowPath, cell: cell, controller: self)
  }

  /// The context of a row for the questions a table asks about it — its behaviour, height and
  /// indentation — without its cell: UIKit asks them while it lays out, when `cellForRow(at:)`
  /// hands out no cell and logs a fault (`uikit-callback-rules.md`, K19), and outside a layout
  /// such a lookup forces a pending one (K20).
  ///
  /// - Parameter rowPath: The row.
  /// - Returns: The context, or `nil` for a row the model lacks.
  func questionContext(at rowPath: RowPath) -> RowContext? {
    guard let item = tableItem(at: rowPath) else { return nil }
    return RowContext(item: item, rowPath: rowPath, cell: nil, controller: self)
  }

  func contains(_ rowPath: RowPath) -> Bool {
    containsSection(rowPath.section) && rowPath.row >= 0
      && rowPath.row < model.numberOfRows(rowPath.section)
  }

  /// The model's number of sections, for code that may read every section: at most
  /// ``TableModelLimits/maximumSectionCount``, else the program stops with a message naming
  /// `reader`, the model and the count.
  func readableSectionCount(_ reader: @autoclosure () -> String) -> Int {
    let count = model.numberOfSections()
    TableModelLimits.requireReadableSectionCount(
      count, reader: reader(), model: type(of: model.base))
    return count
  }

  /// Whether the model has a section at `section`.
  func containsSection(_ section: Int) -> Bool {
    admitModelRead() && section >= 0 && section < model.numberOfSections()
  }

  /// Admits a read of the model for the table, or refuses it while the model changes: returns
  /// whether the caller may read the model, and — when it may not — records that the table asked
  /// (``tableReadModelWhileChanging``), so that the change reaches the table as a reload.
  ///
  /// Inside the model's `performTransaction`, before the change is published, a layer above the
  /// changing model (a filter) has not heard the change yet and no longer agrees with the model
  /// below it. The table, which asked then, reloads once the change arrives. Code that only
  /// asks whether the model can be read, recording nothing, reads ``isModelChanging``.
  func admitModelRead() -> Bool {
    guard isModelChanging else { return true }
    tableReadModelWhileChanging = true
    return false
  }

  var shapeDescription: String {
    TableModelLimits.shapeText(sectionCount: model.numberOfSections(), rows: model.numberOfRows)
  }
}
