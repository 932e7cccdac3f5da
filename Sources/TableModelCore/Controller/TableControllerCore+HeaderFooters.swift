extension TableControllerCore {
  /// The model of a section's header or footer view: the section model's own
  /// (``SectionBehaviorProviding/headerModel``, ``SectionBehaviorProviding/footerModel``), else
  /// the section model; `nil` (and a diagnostic) for a section the model lacks.
  ///
  /// - Parameters:
  ///   - kind: Header or footer.
  ///   - section: The section.
  /// - Returns: The model.
  package func headerFooterModel(
    _ kind: EventHandlerRegistry.HeaderFooterContext.Kind, inSection section: Int
  ) -> (any Diffable)? {
    guard let sectionModel = tableSectionModel(at: section) else { return nil }
    guard let providing = AnyDiffable.unwrapped(sectionModel) as? any SectionBehaviorProviding
    else { return sectionModel }
    let own =
      switch kind {
      case .header: providing.headerModel
      case .footer: providing.footerModel
      }
    return own ?? sectionModel
  }

  /// A section's header or footer view is about to appear: its handler hears of it, with the
  /// view's model, which the controller keeps for the view's end.
  ///
  /// - Parameters:
  ///   - kind: Header or footer.
  ///   - section: The section.
  ///   - view: The view.
  package func willDisplayHeaderFooter(
    _ kind: EventHandlerRegistry.HeaderFooterContext.Kind, inSection section: Int,
    view: AnyObject?
  ) {
    guard let item = headerFooterModel(kind, inSection: section) else { return }
    if let view { displayedHeaderFooters[ObjectIdentifier(view)] = item }
    let context = EventHandlerRegistry.HeaderFooterContext(
      item: item, kind: kind, section: section, view: view, controller: self)
    answeringLayout { handlers.handler(for: context)?.willDisplay(context) }
  }

  /// A section's header or footer view left the screen: its handler hears of it with the model
  /// the view was displayed with — the section may be gone, or another section may be at its
  /// index by now (UIKit ends a deleted section's views after the model changed).
  ///
  /// A view the controller did not see appear is taken for the model now at the index, if any.
  ///
  /// - Parameters:
  ///   - kind: Header or footer.
  ///   - section: The section's index when the view left.
  ///   - view: The view.
  package func didEndDisplayingHeaderFooter(
    _ kind: EventHandlerRegistry.HeaderFooterContext.Kind, inSection section: Int,
    view: AnyObject?
  ) {
    let shown = view.flatMap { displayedHeaderFooters.removeValue(forKey: ObjectIdentifier($0)) }
    let current =
      containsSection(section) ? headerFooterModel(kind, inSection: section) : nil
    let item: (any Diffable)?
    if let shown, let current,
      AnyDiffable(erasing: shown).id == AnyDiffable(erasing: current).id
    {
      item = current  // The same model, its content perhaps updated since.
    } else {
      item = shown ?? current
    }
    guard let item else { return }
    let context = EventHandlerRegistry.HeaderFooterContext(
      item: item, kind: kind, section: section, view: view, controller: self)
    answeringLayout { handlers.handler(for: context)?.didEndDisplaying(context) }
  }
}
