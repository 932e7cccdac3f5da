/// A layer that shows a placeholder row — "No messages yet" — while the model below has no rows.
///
/// The placeholder is the first row of the first section, or, with `placement: .section` (or
/// when the model below has no sections), the only row of a section of its own after the others.
///
/// - Complexity: Reading costs O(1) beyond the model below. To know whether the model below is
///   empty, the layer reads its sections until one has a row, once after each of its changes —
///   O(1) while a section seen with rows still has some, else up to O(*s*) for *s* sections.
/// - Precondition: The model below has a row among its first
///   ``TableModelLimits/maximumSectionCount`` sections, or has no more sections than that: telling that a custom model with more empty
///   sections (one that says it has `Int.max`) is empty would take as long as reading them all,
///   so the layer stops the program instead, with a message naming the layer and the count.
@MainActor
public final class EmptyStateLayer<Base: TableModel>: TableModelLayer {
  /// The model below.
  public let base: Base
  /// The identities that name a section of the model below every layer: the base's, so
  /// `withLoadMore(inSectionWithID:)` on this layer takes the identities of the sections it wraps.
  public typealias SectionID = Base.SectionID
  /// Where the layer's events go; it shares the mutation queue of the model below.
  public let events: TableModelEvents
  /// Where the placeholder goes.
  public let placement: LayerRowPlacement
  /// The placeholder.
  public private(set) var placeholder: PlaceholderRow

  var lastLayout = PresentationLayout(baseSections: 0)

  /// A section of the model below with rows, when it has one.
  private var sectionWithRows = RememberedSection(
    reader: "EmptyStateLayer", model: Base.self, sought: "a row")
  /// Forgets that the model below was empty on each of its events, before the layer rewrites
  /// the change: a model that is mutating is read again.
  private var baseObservation: TableModelEvents.Observation?

  /// Wraps a model.
  ///
  /// - Parameters:
  ///   - base: The model below.
  ///   - placeholder: The placeholder row.
  ///   - placement: Where the placeholder goes; in the first section by default.
  public init(_ base: Base, placeholder: PlaceholderRow, placement: LayerRowPlacement = .row) {
    self.base = base
    self.placeholder = placeholder
    self.placement = placement
    events = TableModelEvents(sharingQueueWith: base.events)
    baseObservation = base.events.observe { [weak self] _ in self?.sectionWithRows.forget() }
    lastLayout = layout()
    forwardBaseChanges()
  }

  // MARK: Reading

  /// Whether the placeholder shows: the model below has no rows.
  ///
  /// O(1) while the section below last read with rows still has some, or the model below was
  /// read empty and has not changed since; otherwise the sections below are read until one has a
  /// row.
  ///
  /// - Precondition: The model below has a row among its first
  ///   ``TableModelLimits/maximumSectionCount`` sections, or has no more sections than that; otherwise the program stops with a message
  ///   naming the layer and the model below's count of sections.
  public var isShowingPlaceholder: Bool {
    requireHeardOfChangeBelow()
    return sectionWithRows.find(among: base.numberOfSections) {
      base.numberOfRows(inSection: $0) != 0
    } == nil
  }

  /// The sections of the model below, and the placeholder's own section when it has one.
  ///
  /// - Precondition: With the layer's own section, the count is an `Int`: a custom model below
  ///   that says it has `Int.max` sections stops the program with a message naming the layer,
  ///   this property and the model below.
  public var numberOfSections: Int {
    requireHeardOfChangeBelow()
    let count = base.numberOfSections
    return adding(hasOwnSection ? 1 : 0, to: count, "it has \(count) sections", element: "section")
  }

  /// The rows of a section.
  ///
  /// - Parameter section: A section index.
  /// - Returns: The number of rows.
  /// - Precondition: The section exists; otherwise the program stops with a message naming the
  ///   call, the section and the shape.
  public func numberOfRows(inSection section: Int) -> Int {
    _ = checkedSection(section)
    if section == base.numberOfSections { return 1 }
    return base.numberOfRows(inSection: section) + (section == 0 && hostsRow ? 1 : 0)
  }

  /// Replaces the placeholder; a shown placeholder's cell is reconfigured.
  ///
  /// When the message is the same, or the placeholder does not show, observers hear nothing.
  ///
  /// - Parameter newPlaceholder: The new placeholder.
  public func setPlaceholder(_ newPlaceholder: PlaceholderRow) {
    events.perform { [self] in
      guard placeholder.message != newPlaceholder.message, let row = placeholderPosition else {
        placeholder = newPlaceholder
        return
      }
      events.sendChangeNow {
        placeholder = newPlaceholder
        return .batch(Changeset(updatedRows: [row]))
      }
    }
  }

  // MARK: Internal

  private var hasOwnSection: Bool {
    isShowingPlaceholder && (placement == .section || base.numberOfSections == 0)
  }

  private var hostsRow: Bool {
    isShowingPlaceholder && placement == .row && base.numberOfSections > 0
  }

  private var placeholderPosition: RowPath? {
    if hasOwnSection { return RowPath(row: 0, section: base.numberOfSections) }
    if hostsRow { return RowPath(row: 0, section: 0) }
    return nil
  }

  func uncheckedBaseSection(of section: Int) -> Int? {
    section < base.numberOfSections ? section : nil
  }

  func ownRow(at rowPath: RowPath) -> AnyDiffable {
    AnyDiffable(PlaceholderRow(message: placeholder.message, owner: ObjectIdentifier(self)))
  }

  var ownSectionModel: AnyDiffable { AnyDiffable(LayerSection(kind: "placeholder", owner: self)) }

  func layout() -> PresentationLayout {
    let count = base.numberOfSections
    return PresentationLayout(
      baseSections: count, ownSection: hasOwnSection ? count : nil,
      hostedRow: hostsRow ? RowPath(row: 0, section: 0) : nil)
  }

}

extension EmptyStateLayer: SplicingLayer {}

extension EmptyStateLayer: RowEditingTableModel where Base: RowEditingTableModel {}
