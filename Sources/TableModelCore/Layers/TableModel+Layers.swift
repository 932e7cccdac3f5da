extension TableModel {
  /// Wraps the model in a ``FilterLayer`` that shows only the rows that pass `isIncluded`.
  ///
  /// - Parameter isIncluded: Whether a row shows.
  /// - Returns: The layer.
  @inlinable
  public func filtered(_ isIncluded: @escaping @MainActor (Item) -> Bool) -> FilterLayer<Self> {
    FilterLayer(self, isIncluded: isIncluded)
  }

  /// Wraps the model in a ``SortLayer`` that sorts each section's rows.
  ///
  /// - Parameter areInIncreasingOrder: The order of rows within a section.
  /// - Returns: The layer.
  public func sorted(by areInIncreasingOrder: @escaping @MainActor (Item, Item) -> Bool)
    -> SortLayer<Self>
  {
    SortLayer(self, by: areInIncreasingOrder)
  }

  /// Wraps the model in a ``LoadMoreLayer``.
  ///
  /// - Parameters:
  ///   - placement: Where the load-more row goes.
  ///   - hasMore: Whether more pages exist at first.
  ///   - loadNextPage: Asked to fetch the next page when the row is about to appear.
  /// - Returns: The layer.
  public func withLoadMore(
    placement: LayerRowPlacement = .row, hasMore: Bool = true,
    loadNextPage: @escaping @MainActor () -> Void
  ) -> LoadMoreLayer<Self> {
    LoadMoreLayer(self, placement: placement, hasMore: hasMore, loadNextPage: loadNextPage)
  }

  /// Wraps the model in a ``LoadMoreLayer`` whose row ends one section.
  ///
  /// The section is the one whose model has an identity. Stack one layer per section for
  /// sections that page on their own:
  ///
  /// ```swift
  /// let threads = SectionedTableModel<Thread, Reply>(sections: loadedThreads)
  /// let paged = threads
  ///   .withLoadMore(inSectionWithID: swiftThread.id) { api.moreReplies(to: swiftThread) }
  ///   .withLoadMore(inSectionWithID: kotlinThread.id) { api.moreReplies(to: kotlinThread) }
  /// ```
  ///
  /// The identity has the type of the section models' identities, ``TableModel/SectionID``
  /// (under layers, the one of the model below them all): passing the section model itself, or
  /// an identity of another type, does not compile — it would name no section, and the row
  /// would never show.
  ///
  /// - Parameters:
  ///   - sectionID: The identity of the section's model.
  ///   - hasMore: Whether more pages exist at first.
  ///   - loadNextPage: Asked to fetch the section's next page when the row is about to appear.
  /// - Returns: The layer.
  /// - Precondition: `sectionID` must be equal to itself (not a NaN); otherwise the program
  ///   stops, as `LoadMoreLayer.init(_:inSectionWithID:hasMore:loadNextPage:)` does, with a
  ///   message naming that call and the identity.
  public func withLoadMore(
    inSectionWithID sectionID: SectionID, hasMore: Bool = true,
    loadNextPage: @escaping @MainActor () -> Void
  ) -> LoadMoreLayer<Self> {
    LoadMoreLayer(self, inSectionWithID: sectionID, hasMore: hasMore, loadNextPage: loadNextPage)
  }

  /// Unavailable: the form that took an identity of any type.
  ///
  /// It compiled with a section model passed instead of its `id`, or an identity of another
  /// type — naming no section, so the row never showed. Such a call now stops at compile time
  /// with this message; pass the section model's `id`, a ``TableModel/SectionID``.
  ///
  /// - Parameters:
  ///   - sectionID: An identity of another type than the section models'.
  ///   - hasMore: Whether more pages exist at first.
  ///   - loadNextPage: Asked to fetch the section's next page.
  /// - Returns: The layer.
  @available(
    *, unavailable,
    message:
      "the identity must have the type of the section models' identities (SectionID): pass the section model's id, not the model or an identity of another type, which would name no section so the row would never show"
  )
  public func withLoadMore<ID: Hashable & Sendable>(
    inSectionWithID sectionID: ID, hasMore: Bool = true,
    loadNextPage: @escaping @MainActor () -> Void
  ) -> LoadMoreLayer<Self> {
    contractViolation(
      "withLoadMore(inSectionWithID:hasMore:loadNextPage:): section ID \(sectionID) is not of the type of the section models' identities (\(SectionID.self))"
    )
  }

  /// Wraps the model in a ``FeaturedSectionLayer``.
  ///
  /// - Parameters:
  ///   - header: The featured section's model.
  ///   - items: The featured items.
  ///   - position: Where the section goes.
  /// - Returns: The layer.
  public func withFeaturedSection<Header: Diffable, Featured: Diffable>(
    _ header: Header, items: [Featured],
    at position: FeaturedSectionLayer<Self, Header, Featured>.Position = .top
  ) -> FeaturedSectionLayer<Self, Header, Featured> {
    FeaturedSectionLayer(self, header: header, items: items, position: position)
  }

  /// Wraps the model in an ``EmptyStateLayer``.
  ///
  /// - Parameters:
  ///   - message: What the placeholder says.
  ///   - placement: Where the placeholder goes.
  /// - Returns: The layer.
  public func withEmptyState(_ message: String, placement: LayerRowPlacement = .row)
    -> EmptyStateLayer<Self>
  {
    EmptyStateLayer(self, placeholder: PlaceholderRow(message: message), placement: placement)
  }
}
