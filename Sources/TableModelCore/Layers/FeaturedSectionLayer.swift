/// A layer that shows a section of presentation-only items — featured posts, promotions,
/// suggestions — at a chosen place among the sections of the model below.
///
/// ```swift
/// let home = FeaturedSectionLayer(feed, header: Header(id: "featured"), items: promoted)
/// home.setItems(newPromotions)   // the section's rows change, with moves and updates
/// ```
///
/// The section shows while it has items (or always, with `hidesWhenEmpty: false`).
///
/// The section's identity (`sectionModel(at:).id`) is the header's together with the layer's, so
/// it never equals the identity of a section of the model below — even when the model below has,
/// or later gains, a section whose model has the header's type and `id`: a table, a diff and the
/// layers above still see unique sections. So are the featured rows' identities
/// (`item(at:).id`): a post featured above its place in the feed is two rows with two
/// identities. Factories and handlers see the header and the items themselves.
///
/// - Complexity: Reading costs O(1) beyond the model below; a change of the model below costs
///   O(*s*) for *s* sections; a change of the featured items costs O(*k*) for *k* items.
@MainActor
public final class FeaturedSectionLayer<Base: TableModel, Header: Diffable, Featured: Diffable>:
  TableModelLayer
{
  /// Where the section goes.
  public enum Position: Hashable, Sendable {
    /// Before every section of the model below.
    case top
    /// After every section of the model below.
    case bottom
    /// Before the model below's section at this index, or after the last when there are fewer
    /// (and before the first for a negative index).
    case beforeSection(Int)
  }

  /// The model below.
  public let base: Base
  /// The identities that name a section of the model below every layer: the base's, so
  /// `withLoadMore(inSectionWithID:)` on this layer takes the identities of the sections it wraps.
  public typealias SectionID = Base.SectionID
  /// Where the layer's events go; it shares the mutation queue of the model below.
  public let events: TableModelEvents
  /// Where the section goes.
  public let position: Position
  /// Whether the section hides while it has no items.
  public let hidesWhenEmpty: Bool
  /// The section's own model (its header).
  public private(set) var header: Header
  /// The featured items.
  public private(set) var items: [Featured]

  var lastLayout = PresentationLayout(baseSections: 0)

  /// Wraps a model.
  ///
  /// - Parameters:
  ///   - base: The model below.
  ///   - header: The featured section's model.
  ///   - items: The featured items.
  ///   - position: Where the section goes; at the top by default.
  ///   - hidesWhenEmpty: Whether the section hides while it has no items; `true` by default.
  /// - Precondition: The items' identities must be unique, and each equal to itself (no NaN), as
  ///   a model's are; otherwise the program stops with a message naming this call and the
  ///   identity.
  public init(
    _ base: Base, header: Header, items: [Featured], position: Position = .top,
    hidesWhenEmpty: Bool = true
  ) {
    Self.requireUniqueIdentities(items, "init(_:header:items:position:hidesWhenEmpty:)")
    self.base = base
    self.header = header
    self.items = items
    self.position = position
    self.hidesWhenEmpty = hidesWhenEmpty
    events = TableModelEvents(sharingQueueWith: base.events)
    lastLayout = layout()
    forwardBaseChanges()
  }

  // MARK: Reading

  /// The sections of the model below, and the featured section when it shows.
  ///
  /// - Precondition: With the featured section, the count is an `Int`: a custom model below that
  ///   says it has `Int.max` sections stops the program with a message naming the layer, this
  ///   property and the model below.
  public var numberOfSections: Int {
    requireHeardOfChangeBelow()
    let count = base.numberOfSections
    return adding(
      featuredSection == nil ? 0 : 1, to: count, "it has \(count) sections", element: "section")
  }

  /// The rows of a section.
  ///
  /// - Parameter section: A section index.
  /// - Returns: The number of rows.
  /// - Precondition: The section exists; otherwise the program stops with a message naming the
  ///   call, the section and the shape.
  public func numberOfRows(inSection section: Int) -> Int {
    _ = checkedSection(section)
    return switch slot(of: section) {
    case .own: items.count
    case .base(let baseSection): base.numberOfRows(inSection: baseSection)
    }
  }

  // MARK: Operations

  /// Replaces the featured items; the section's rows change by identity, with moves and updates.
  ///
  /// When the items are the same — the same identities in the same order, with equal content —
  /// observers hear nothing.
  ///
  /// - Parameter newItems: The new featured items.
  /// - Precondition: The items' identities must be unique, and each equal to itself (no NaN), as
  ///   a model's are; otherwise the program stops, before anything changes, with a message
  ///   naming this call and the identity.
  public func setItems(_ newItems: [Featured]) {
    Self.requireUniqueIdentities(newItems, "setItems(_:)")
    events.perform { [self] in
      let isSame =
        items.count == newItems.count
        && zip(items, newItems).allSatisfy { $0.id == $1.id && $0.isContentEqual(to: $1) }
      guard !isSame else {
        items = newItems
        return
      }
      events.sendChangeNow { changeItems(to: newItems) }
    }
  }

  /// Replaces the featured items and returns the change of the layer's rows.
  private func changeItems(to newItems: [Featured]) -> TableModelChange {
    let oldSection = featuredSection
    let oldItems = items
    items = newItems
    var change = splice(Changeset())
    if let oldSection, let newSection = featuredSection,
      let rows = StagedChangeset(source: oldItems, target: newItems).first?.changeset
    {
      change.deletedRows += rows.deletedRows.map { RowPath(row: $0.row, section: oldSection) }
      change.insertedRows += rows.insertedRows.map { RowPath(row: $0.row, section: newSection) }
      change.movedRows += rows.movedRows.map {
        Changeset.RowMove(
          RowPath(row: $0.source.row, section: oldSection),
          to: RowPath(row: $0.destination.row, section: newSection))
      }
      change.updatedRows += rows.updatedRows.map { RowPath(row: $0.row, section: newSection) }
    }
    return .batch(change)
  }

  /// Replaces the featured section's model; its header and footer are reconfigured.
  ///
  /// When the content is the same, or the featured section does not show, observers hear
  /// nothing.
  ///
  /// - Parameter newHeader: The new model, with the same identity.
  /// - Precondition: The new model has the header's identity; otherwise (a section the table
  ///   would take for the old one, its header reconfigured) the program stops, before anything
  ///   changes, with a message naming this call and both identities.
  public func setHeader(_ newHeader: Header) {
    requireContract(
      newHeader.id == header.id,
      "FeaturedSectionLayer.setHeader(_:): the featured section's header has ID \(header.id), the new one \(newHeader.id); a new header keeps the identity (another section is another layer)"
    )
    events.perform { [self] in
      guard !header.isContentEqual(to: newHeader), let section = featuredSection else {
        header = newHeader
        return
      }
      events.sendChangeNow {
        header = newHeader
        return .batch(Changeset(updatedSections: [section]))
      }
    }
  }

  // MARK: Internal

  /// Stops unless the identities of featured items are unique and each equal to itself: a
  /// repeated one is two rows a controller cannot tell apart (an action offered on one could
  /// act on the other).
  private static func requireUniqueIdentities(
    _ items: [Featured], _ call: @autoclosure () -> String
  ) {
    var seen = Set<Featured.ID>()
    seen.reserveCapacity(items.count)
    for item in items {
      requireContract(
        item.id == item.id,
        "FeaturedSectionLayer.\(call()): ID \(item.id) is not equal to itself (a NaN?); an identity must be, or the layer cannot pair it"
      )
      requireContract(
        seen.insert(item.id).inserted,
        "FeaturedSectionLayer.\(call()): the featured items repeat ID \(item.id); IDs must be unique"
      )
    }
  }

  /// The featured section's index, or `nil` while it hides.
  private var featuredSection: Int? {
    guard !(hidesWhenEmpty && items.isEmpty) else { return nil }
    let count = base.numberOfSections
    switch position {
    case .top: return 0
    case .bottom: return count
    case .beforeSection(let index): return min(max(index, 0), count)
    }
  }

  /// A featured item, with an identity that names this layer too: it never equals the identity
  /// of a row of the model below, even the same post featured above its place in the feed.
  func ownRow(at rowPath: RowPath) -> AnyDiffable { AnyDiffable(items[rowPath.row], ownedBy: self) }

  /// The header, with an identity that names this layer too: it never equals the identity of a
  /// section of the model below, even one whose model has the header's type and `id`.
  var ownSectionModel: AnyDiffable { AnyDiffable(header, ownedBy: self) }

  func uncheckedBaseSection(of section: Int) -> Int? {
    guard case .base(let baseSection) = slot(of: section) else { return nil }
    return baseSection
  }

  private func slot(of section: Int) -> PresentationLayout.Slot {
    layout().slot(of: section)
  }

  func layout() -> PresentationLayout {
    PresentationLayout(baseSections: base.numberOfSections, ownSection: featuredSection)
  }

}

extension FeaturedSectionLayer: SplicingLayer {}

extension FeaturedSectionLayer: RowEditingTableModel where Base: RowEditingTableModel {}
