extension HeadlessTableView {
  /// A section's header height as stored with the row data; measured now if it has none yet.
  func headerHeight(_ section: Int) -> Double { storedHeight(of: .header(section)) }

  /// A section's footer height as stored with the row data; measured now if it has none yet.
  func footerHeight(_ section: Int) -> Double { storedHeight(of: .footer(section)) }

  /// A header's or footer's height as stored with the row data; with estimated heights, the
  /// delegate's estimate when it has not been measured; else measured now.
  ///
  /// UIKit asks section heights when it builds its row data — in `reloadData` and in every
  /// committed batch, an empty one too — and answers its geometry from what it stored (K11,
  /// K14, K18); with estimation it sizes the headers it does not display with their estimates
  /// and asks a header's height when the header is about to be displayed (K12). The table
  /// forgets the stored heights where UIKit rebuilds (``forgetSectionHeights(through:)``,
  /// ``reloadEverything(layout:shape:)``) and measures the headers about to be displayed in its
  /// layout pass (``layoutCells()``); everywhere else a stored height is used as it is, so an
  /// app that changes a header's height without a batch sees, as on a device, the old one.
  private func storedHeight(of slot: HeaderFooterSlot) -> Double {
    if let height = state.sectionHeights[slot] { return height }
    if usesEstimatedHeights, let estimate = estimatedHeight(of: slot) { return estimate }
    return measure(slot)
  }

  /// The delegate's estimate of a header's or footer's height, asked once a row-data build, or
  /// `nil` when it gives none; a refused estimate counts as zero.
  private func estimatedHeight(of slot: HeaderFooterSlot) -> Double? {
    if let estimate = state.sectionHeightEstimates[slot] { return estimate }
    guard let delegate else { return nil }
    let section = slot.section
    note(
      slot.kind == .header
        ? "estimatedHeightForHeaderInSection" : "estimatedHeightForFooterInSection",
      section: section)
    let estimate = askingHeight {
      slot.kind == .header
        ? delegate.tableView(self, estimatedHeightForHeaderInSection: section)
        : delegate.tableView(self, estimatedHeightForFooterInSection: section)
    }
    guard let estimate else { return nil }
    guard let checked = checkedHeight(estimate, "estimated section \(slot.kind.rawValue)") else {
      return 0
    }
    state.sectionHeightEstimates[slot] = checked
    return checked
  }

  /// Asks a header's or footer's height now and stores it with the row data.
  ///
  /// The height is the delegate's, else the table's ``sectionHeaderHeight`` or
  /// ``sectionFooterHeight`` when the section has a title or a view, else zero. A refused
  /// height counts as zero and is not stored, so that it is asked again.
  @discardableResult
  func measure(_ slot: HeaderFooterSlot) -> Double {
    let kind = "section \(slot.kind.rawValue)"
    let section = slot.section
    slotsMeasuredInPass.insert(slot)
    if let delegate {
      note(
        slot.kind == .header ? "heightForHeaderInSection" : "heightForFooterInSection",
        section: section)
      let height = askingHeight {
        slot.kind == .header
          ? delegate.tableView(self, heightForHeaderInSection: section)
          : delegate.tableView(self, heightForFooterInSection: section)
      }
      if let height { return stored(checkedHeight(height, kind), for: slot) }
    }
    if let dataSource {
      note(
        slot.kind == .header ? "titleForHeaderInSection" : "titleForFooterInSection",
        section: section)
      let title =
        slot.kind == .header
        ? dataSource.tableView(self, titleForHeaderInSection: section)
        : dataSource.tableView(self, titleForFooterInSection: section)
      if title != nil { return stored(defaultHeight(of: slot), for: slot) }
    }
    return stored(hasView(slot) ? defaultHeight(of: slot) : 0, for: slot)
  }

  /// Forgets the section heights a committed batch makes UIKit ask again: every one without
  /// estimation (K11), with it the shown headers' and footers' (K12, K14) and those of inserted
  /// and reloaded sections; the others follow their sections.
  ///
  /// Call it once ``HeadlessTableView/State/shownHeaderFooters`` is in the new sections.
  func forgetSectionHeights(through mapping: BatchValidator.Mapping) {
    state.sectionHeightEstimates = [:]
    guard usesEstimatedHeights else {
      state.sectionHeights = [:]
      return
    }
    state.sectionHeights = Dictionary(
      uniqueKeysWithValues: state.sectionHeights.compactMap { slot, height in
        guard let section = mapping.newSection(forOld: slot.section),
          !state.shownHeaderFooters.contains(slot.moved(to: section))
        else { return nil }
        return (slot.moved(to: section), height)
      })
  }

  /// Asks again the heights of the headers and footers about to be displayed that were not
  /// asked in this layout pass, as UIKit does with estimation each time one appears (K12, K18).
  ///
  /// - Returns: Whether a height was asked.
  func measureAppearing(_ slots: [HeaderFooterSlot]) -> Bool {
    let appearing = slots.filter {
      !slotsMeasuredInPass.contains($0) && !state.shownHeaderFooters.contains($0)
    }
    for slot in appearing { measure(slot) }
    return !appearing.isEmpty
  }

  private func stored(_ height: Double?, for slot: HeaderFooterSlot) -> Double {
    guard let height else { return 0 }
    state.sectionHeights[slot] = height
    return height
  }

  /// The table's default height of a header or footer that has a title or a view, checked.
  private func defaultHeight(of slot: HeaderFooterSlot) -> Double? {
    slot.kind == .header
      ? checkedHeight(
        sectionHeaderHeight, "section header",
        providedBy: "HeadlessTableView.sectionHeaderHeight")
      : checkedHeight(
        sectionFooterHeight, "section footer",
        providedBy: "HeadlessTableView.sectionFooterHeight")
  }

  /// A header or footer height or estimate, checked; `nil` when refused.
  ///
  /// It comes from the delegate, or from ``sectionHeaderHeight`` or ``sectionFooterHeight``;
  /// `kind` names it in the message: `section header`, `estimated section footer`.
  ///
  /// A negative one is refused as UIKit raises (K18): the table operation in progress throws,
  /// and the height counts as zero meanwhile. A NaN or infinite one, which UIKit's check lets
  /// through to fail later in Core Animation, is refused the same way, so that the app's test
  /// fails; so is one above ``maximumHeight``, with a message that names the limit.
  private func checkedHeight(
    _ height: Double, _ kind: String, providedBy source: String = "table delegate"
  ) -> Double? {
    if height >= 0, height <= Self.maximumHeight { return height }
    let value = height == height.rounded() && abs(height) < 1e15 ? "\(Int(height))" : "\(height)"
    let requirement =
      height.isFinite && height > 0
      ? "at most \(Int(Self.maximumHeight)), the largest height a headless table lays out (HeadlessTableView.maximumHeight)"
      : "at least 0.0, or UITableViewAutomaticDimension"
    record(
      TableUpdateError(
        rule: .invalidSectionHeaderFooterHeight,
        message:
          "Invalid \(kind) height (\(value)) provided by \(source). Value must be \(requirement)."
      ))
    return nil
  }
}
