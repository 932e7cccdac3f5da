/// A table's rows and sections, readable by position, that tells its observers exactly what
/// changed: the common interface of models and of the layers stacked on them.
///
/// Models speak the domain's language — ``SectionedTableModel/append(_:toSection:)``,
/// ``SectionedTableModel/remove(id:)`` — and publish table-level changes through ``events``.
/// Layers (``LoadMoreLayer``, ``FeaturedSectionLayer``, ``FilterLayer``, ``SortLayer``,
/// ``EmptyStateLayer``) wrap a model or another layer, are models themselves, and rewrite the
/// changes from below into changes of their own output, so stacks compose:
///
/// ```swift
/// let tweets = ArrayTableModel<Tweet>()
/// let feed = tweets
///   .filtered { !$0.isMuted }
///   .withLoadMore { api.fetchNextPage() }
///   .withFeaturedSection(Header(id: "promoted"), items: promoted, at: .top)
/// ```
///
/// Reading is cheap: every layer maps a position to the one below in O(1) or O(log *n*).
///
/// Positions and sections passed to a model or layer of this package must exist: one that does
/// not stops the program, in every build configuration, with a message naming the type, the call,
/// the position and the model's shape (`FilterLayer.item(at:): row [0, 2] does not exist; the
/// shape is [2]`).
///
/// A model reports at most ``TableModelLimits/maximumSectionCount`` (1,000,000) sections to code
/// that reads its whole shape — ``FilterLayer`` and ``SortLayer``, a table controller,
/// ``LoadMoreLayer`` totalling a page's rows, `shape`, `numberOfRows` and `snapshot`: a
/// custom model that says it has more stops the program, in every build configuration, with a
/// message naming the reader, the model's type and the count, before anything is allocated. A
/// message that prints a shape prints at most its first 20 sections.
@MainActor
public protocol TableModel: AnyObject {
  /// The type of the rows.
  associatedtype Item: Diffable
  /// The type of the sections' own content (their headers, say).
  associatedtype SectionModel: Diffable
  /// The type of the identities that name a section of the model below every layer — what
  /// ``withLoadMore(inSectionWithID:hasMore:loadNextPage:)`` takes, so a section model or an
  /// identity of another type passed by mistake does not compile.
  ///
  /// A model's is its section models' identity type (`SectionModel.ID`), the default; a
  /// layer's is its base's (``LoadMoreLayer/SectionID``), as a layer names the sections of the
  /// model it wraps, whose section models it wraps in ``AnyDiffable``.
  associatedtype SectionID: Hashable & Sendable = SectionModel.ID

  /// The number of sections: 0 or more, and at most ``TableModelLimits/maximumSectionCount`` for
  /// a model read whole (by a filter or sort layer, or a table controller).
  var numberOfSections: Int { get }

  /// The number of rows in a section.
  ///
  /// - Parameter section: A section index.
  /// - Returns: The number of rows.
  /// - Precondition: The section exists.
  func numberOfRows(inSection section: Int) -> Int

  /// The row at a position.
  ///
  /// - Parameter rowPath: A position.
  /// - Returns: The row.
  /// - Precondition: The position exists.
  func item(at rowPath: RowPath) -> Item

  /// Calls `body` with the row at each position of a list, in the list's order: for a reader
  /// of many rows at once, such as ``FilterLayer`` evaluating the rows a change inserted.
  ///
  /// The default reads each row with ``item(at:)``. A model that finds a row by a search (the
  /// models of this package keep their rows in trees) can read ascending positions in one walk;
  /// ``SectionedTableModel``, ``ArrayTableModel`` and ``GroupedTableModel`` do, and a custom
  /// model may. Positions in any order are read correctly; ascending ones are the fast case.
  ///
  /// - Parameters:
  ///   - rowPaths: Positions, fastest in ascending order; a position may repeat.
  ///   - body: Called with the row at each position, in the order of `rowPaths`. Should it change
  ///     the model, the positions after are read in the changed model.
  /// - Precondition: Every position exists when it is read.
  /// - Complexity: For the package's models and *k* ascending positions among *n* rows, O(*k*)
  ///   when the positions are close together and O(*k* log(*n*/*k*)) at worst, instead of
  ///   O(*k* log *n*).
  func forEachItem(at rowPaths: [RowPath], _ body: @MainActor (Item) -> Void)

  /// The model of a section.
  ///
  /// - Parameter section: A section index.
  /// - Returns: The section's model.
  /// - Precondition: The section exists.
  func sectionModel(at section: Int) -> SectionModel

  /// Where the model tells its observers what changed.
  var events: TableModelEvents { get }

  /// Tells the model that a row is about to appear on screen. Layers pass it down; a load-more
  /// layer asks for the next page when its row appears. The default does nothing.
  ///
  /// - Parameter rowPath: The row's position.
  func willDisplayRow(at rowPath: RowPath)

  /// Tells the model that the table expects to show a row soon (it prefetches it). Layers pass
  /// it down; a load-more layer asks for the next page early. The row is not on screen: the
  /// model must not treat it as shown. The default does nothing.
  ///
  /// - Parameter rowPath: The row's position.
  func prefetchRow(at rowPath: RowPath)

  /// Tells the model that a row's cell left the screen. Layers pass it down; a load-more layer
  /// learns its row is no longer visible. The default does nothing.
  ///
  /// - Parameter rowPath: The row's position when it left.
  func didEndDisplayingRow(at rowPath: RowPath)

  /// Tells the model that the user selected a row no action or event handler took, and asks
  /// whether the model acted on it. Layers pass it down; a load-more layer retries a failed
  /// page when its row is tapped. The default returns `false`.
  ///
  /// A table controller does not ask while the user picks rows for a multiple selection.
  ///
  /// - Parameter rowPath: The row's position.
  /// - Returns: Whether the model acted on the selection (the controller then deselects the
  ///   row).
  func didSelectRow(at rowPath: RowPath) -> Bool
}

extension TableModel {
  /// Does nothing.
  public func willDisplayRow(at rowPath: RowPath) {}

  /// Does nothing.
  public func didEndDisplayingRow(at rowPath: RowPath) {}

  /// Does nothing.
  public func prefetchRow(at rowPath: RowPath) {}

  /// Returns `false`.
  public func didSelectRow(at rowPath: RowPath) -> Bool { false }

  /// Reads each row with ``item(at:)``.
  ///
  /// - Parameters:
  ///   - rowPaths: Positions.
  ///   - body: Called with the row at each position, in the order of `rowPaths`.
  @inlinable
  public func forEachItem(at rowPaths: [RowPath], _ body: @MainActor (Item) -> Void) {
    for rowPath in rowPaths { body(item(at: rowPath)) }
  }

  /// The model's shape.
  ///
  /// A negative row count (which no table accepts: a table controller reports it, a batch is
  /// refused) is kept as it is.
  ///
  /// - Precondition: ``numberOfSections`` is 0 or more — a custom model's may not be; otherwise
  ///   the program stops, in every build configuration, with a message naming the model's type,
  ///   this property and the count (not the standard library's range trap).
  public var shape: TableShape {
    TableShape((0..<checkedSectionCount("shape")).map { numberOfRows(inSection: $0) })
  }

  /// The total number of rows.
  ///
  /// - Precondition: ``numberOfSections`` is 0 or more, and the row counts add up to an `Int` —
  ///   a custom model may report `Int.max` rows in a section; otherwise the program stops, in
  ///   every build configuration, with a message naming the model's type, this property and the
  ///   counts (not the standard library's range or overflow trap).
  public var numberOfRows: Int {
    TableShape.total(
      sections: checkedSectionCount("numberOfRows"), rows: { numberOfRows(inSection: $0) },
      overflow: { limit in
        contractViolation(
          "\(Self.contractTypeName).numberOfRows: the row counts of \(contractShapeText) add up past \(limit)"
        )
      })
  }

  /// Every section with its rows, read in O(*n*).
  ///
  /// - Precondition: ``numberOfSections`` and every section's row count are 0 or more — a custom
  ///   model's may not be; otherwise the program stops, in every build configuration, with a
  ///   message naming the model's type, this property and the count.
  public var snapshot: [TableSection<SectionModel, Item>] {
    (0..<checkedSectionCount("snapshot")).map { section in
      let count = numberOfRows(inSection: section)
      requireContract(
        count >= 0,
        "\(Self.contractTypeName).snapshot: numberOfRows(inSection: \(section)) is \(count); a section has 0 or more rows"
      )
      return TableSection(
        model: sectionModel(at: section),
        items: (0..<count).map { item(at: RowPath(row: $0, section: section)) })
    }
  }

  /// ``numberOfSections``, after a check that it is 0 or more, naming the property read.
  private func checkedSectionCount(_ property: String) -> Int {
    let count = numberOfSections
    requireContract(
      count >= 0,
      "\(Self.contractTypeName).\(property): numberOfSections is \(count); a model has 0 or more sections"
    )
    TableModelLimits.requireReadableSectionCount(
      count, reader: "\(Self.contractTypeName).\(property)", model: Self.self)
    return count
  }
}
