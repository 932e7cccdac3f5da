extension HeadlessTableView {
  /// A section's header height as stored with the row data; measured now if it has none yet.
  func headerHeight(_ section: Int) -> Double { storedHeight(of: .header(section)) }

  /// A section's footer height as stored with the row data; measured now if it has none yet.
  func footerHeight(_ section: Int) -> Double { storedHeight(of: .footer(section)) }

  /// A header's or footer's height as stored with the row data; when the table estimates it,
  /// the estimate until it is measured; else measured now.
  ///
  /// UIKit asks section heights when it builds its row data — in `reloadData` and in every
  /// committed batch, an empty one too — and answers its geometry from what it stored (K11,
  /// K14, K18); when it estimates headers — its own switch, not row estimation's — it sizes the
  /// headers it does not display with their estimates and asks a header's height when the
  /// header is about to be displayed (K12). The table forgets the stored heights where UIKit
  /// rebuilds (``forgetSectionHeights(through:)``, ``reloadEverything(layout:shape:)``),
  /// measures the headers it does not estimate then (``measureEverything()``), and measures the
  /// estimated headers about to be displayed in its layout pass (``layoutCells()``); everywhere
  /// else a stored height is used as it is, so an app that changes a header's height without a
  /// batch sees, as on a device, the old one.
  private func storedHeight(of slot: HeaderFooterSlot) -> Double {
    if let height = state.sectionHeights[slot] { return height }
    if let estimate = estimatedHeight(of: slot) { return estimate }
    if let estimate = tableEstimate(of: slot.kind), estimate > 0 { return estimate }
    return measure(slot)
  }

  /// Whether the table estimates a header's or footer's height: the delegate gives an estimate
  /// for it, or the table's ``estimatedSectionHeaderHeight`` or ``estimatedSectionFooterHeight``
  /// is not 0 — automatic (`nil`) or an estimate — whatever rows do (K11, K12).
  ///
  /// An estimated header is measured when it is about to be displayed; one that is not, when
  /// the table builds its row data.
  func estimatesHeight(of slot: HeaderFooterSlot) -> Bool {
    tableEstimate(of: slot.kind) != 0 || estimatedHeight(of: slot) != nil
  }

  /// The table's estimate of a kind's heights: `nil` for automatic, 0 for none.
  private func tableEstimate(of kind: HeaderFooterSlot.Kind) -> Double? {
    kind == .header ? estimatedSectionHeaderHeight : estimatedSectionFooterHeight
  }

  /// The delegate's estimate of a header's or footer's height, asked once a row-data build, or
  /// `nil` when it gives none; a refused estimate counts as zero and is asked again.
  private func estimatedHeight(of slot: HeaderFooterSlot) -> Double? {
    if let known = state.sectionHeightEstimates[slot] { return known }
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
    guard let estimate else {
      state.sectionHeightEstimates[slot] = .some(nil)
      return nil
    }
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

  /// Forgets the section heights a committed batch makes UIKit ask again: of the headers and
  /// footers it does not estimate, every one (K11), measured again by ``measureEverything()``;
  /// of the estimated ones, the shown ones (K12, K14) and those of inserted and reloaded
  /// sections; the others follow their sections.
  ///
  /// Call it once ``HeadlessTableView/State/shownHeaderFooters`` is in the new sections, with the
  /// delegate answering for the new sections.
  func forgetSectionHeights(through mapping: BatchValidator.Mapping) {
    let heights = state.sectionHeights
    state.sectionHeights = [:]
    state.sectionHeightEstimates = [:]
    for (slot, height) in heights {
      guard let section = mapping.newSection(forOld: slot.section) else { continue }
      let moved = slot.moved(to: section)
      guard !state.shownHeaderFooters.contains(moved), estimatesHeight(of: moved) else {
        continue
      }
      state.sectionHeights[moved] = height
    }
  }

  /// Asks again the heights of the estimated headers and footers about to be displayed that were
  /// not asked in this layout pass, as UIKit does each time one appears (K12, K18); the others
  /// keep the heights stored with the row data (K11).
  ///
  /// - Returns: Whether a height was asked.
  func measureAppearing(_ slots: [HeaderFooterSlot]) -> Bool {
    let appearing = slots.filter {
      !slotsMeasuredInPass.contains($0) && !state.shownHeaderFooters.contains($0)
        && estimatesHeight(of: $0)
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
